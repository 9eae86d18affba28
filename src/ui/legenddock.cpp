// SPDX-License-Identifier: GPL-3.0-or-later
#include "legenddock.h"

#include "listheading.h"
#include "tablepainter.h"

#include <QListWidget>
#include <QPainter>

namespace ambuscade {

namespace {
constexpr QSize kSwatch(44, 28);

QIcon terrainSwatch(TerrainKind kind)
{
    QPixmap pixmap(kSwatch);
    pixmap.fill(QColor(0xc9, 0xcf, 0x9c)); // the table's cloth
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(2, 2); // 22 × 14 cm of table
    TerrainFeature f;
    f.kind = kind;
    if (terrainKindInfo(kind).shapes == ShapeFamily::Line) {
        f.shape = TerrainShape::Polyline;
        f.points = {QPointF(2, 10), QPointF(11, 4), QPointF(20, 8)};
    } else {
        f.shape = TerrainShape::Polygon;
        f.points = {QPointF(2, 2), QPointF(20, 3), QPointF(19, 12), QPointF(3, 11)};
    }
    render::paintTerrain(painter, f);
    return QIcon(pixmap);
}

QIcon figureSwatch(const Figure &f, GroupStatus status)
{
    QPixmap pixmap(kSwatch);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(kSwatch.width() / 2.0, kSwatch.height() / 2.0);
    painter.scale(8, 8);
    render::paintFigure(painter, f, QColor(0x70, 0x70, 0x70), status);
    return QIcon(pixmap);
}
} // namespace

LegendDock::LegendDock(QWidget *parent) : QDockWidget(tr("Legend"), parent)
{
    setObjectName(QStringLiteral("legendDock"));
    auto *list = new QListWidget(this);
    list->setObjectName(QStringLiteral("legendList"));
    list->setIconSize(kSwatch);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    addListHeading(list, tr("Terrain"));
    for (int k = 0; k <= int(TerrainKind::FallenTree); ++k)
        new QListWidgetItem(terrainSwatch(TerrainKind(k)), terrainKindDisplayName(TerrainKind(k)),
                            list);

    addListHeading(list, tr("Troops"));
    const QPair<QString, QString> types[] = {{QStringLiteral("formed"), tr("Formed troops")},
                                             {QStringLiteral("skirmisher"), tr("Skirmishers")},
                                             {QStringLiteral("irregular"), tr("Irregulars")},
                                             {QStringLiteral("civilian"), tr("Civilians")}};
    for (const auto &[type, name] : types) {
        Figure f;
        f.type = type;
        new QListWidgetItem(figureSwatch(f, GroupStatus::Steady), name, list);
    }
    Figure mounted;
    mounted.horsed = true;
    new QListWidgetItem(figureSwatch(mounted, GroupStatus::Steady), tr("Mounted"), list);
    const QPair<QString, QString> roles[] = {
        {QStringLiteral("player-character"), tr("Hero (player character)")},
        {QStringLiteral("officer"), tr("Officer")},
        {QStringLiteral("nco"), tr("NCO")},
        {QStringLiteral("drummer"), tr("Drummer")}};
    for (const auto &[role, name] : roles) {
        Figure f;
        f.role = role;
        new QListWidgetItem(figureSwatch(f, GroupStatus::Steady), name, list);
    }
    Figure wounded;
    wounded.wounds = 1;
    new QListWidgetItem(figureSwatch(wounded, GroupStatus::Steady), tr("Wounded"), list);
    const QPair<GroupStatus, QString> statuses[] = {
        {GroupStatus::Withdrawing, tr("Group withdrawing")},
        {GroupStatus::Running, tr("Group running")},
        {GroupStatus::Retreating, tr("Group retreating")}};
    for (const auto &[status, name] : statuses)
        new QListWidgetItem(figureSwatch(Figure{}, status), name, list);
    setWidget(list);
}

} // namespace ambuscade
