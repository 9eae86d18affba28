// SPDX-License-Identifier: GPL-3.0-or-later
#include "forcestree.h"

#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"

#include <QHeaderView>

namespace ambuscade::rogersrangers {

namespace {
QString gearText(const Unit &unit)
{
    QStringList names;
    for (Gear g : unit.gear)
        names << gearName(g);
    return names.join(QStringLiteral(", "));
}
} // namespace

ForcesTree::ForcesTree(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("forcesTree"));
    setColumnCount(2);
    setHeaderLabels({tr("Where, who"), tr("Gear")});
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
}

void ForcesTree::showGame(const RogersRangersGame &game)
{
    clear();
    addUnits(game);
    addHostiles(game);
    addMarkers(game);
    expandAll();
}

QTreeWidgetItem *ForcesTree::section(const QString &title)
{
    auto *item = new QTreeWidgetItem(this, {title});
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setFirstColumnSpanned(true);
    return item;
}

void ForcesTree::addUnits(const RogersRangersGame &game)
{
    QTreeWidgetItem *top = section(tr("Your forces"));
    for (const BoardSpace &space : game.map().board().spaces) {
        const QList<const PlacedUnit *> units = game.rangers().unitsIn(space.id);
        if (units.isEmpty())
            continue;
        auto *where = new QTreeWidgetItem(top, {game.map().nameOf(space.id)});
        where->setFirstColumnSpanned(true);
        for (const PlacedUnit *u : units)
            new QTreeWidgetItem(where, {rangersUnitName(u->unit), gearText(u->unit)});
    }
    if (top->childCount() == 0)
        new QTreeWidgetItem(top, {tr("none")});
}

void ForcesTree::addHostiles(const RogersRangersGame &game)
{
    QTreeWidgetItem *top = section(tr("Hostiles"));
    const QMap<QString, HostileStack> &stacks = game.rangers().hostiles;
    for (const BoardSpace &space : game.map().board().spaces) {
        const auto it = stacks.find(space.id);
        if (it == stacks.end() || it->isEmpty())
            continue;
        QStringList parts;
        if (!it->garrison.isEmpty())
            parts << tr("garrison: %1").arg(hostilesText(it->garrison));
        if (!it->warParty.isEmpty())
            parts << tr("war party: %1").arg(hostilesText(it->warParty));
        auto *item = new QTreeWidgetItem(top, {game.map().nameOf(space.id)});
        item->setText(1, parts.join(QStringLiteral("; ")));
    }
    if (top->childCount() == 0)
        new QTreeWidgetItem(top, {tr("none")});
}

void ForcesTree::addMarkers(const RogersRangersGame &game)
{
    QTreeWidgetItem *top = section(tr("Markers face up"));
    const RangersState &s = game.rangers();
    for (const PlacedMarker &m : s.markers) {
        if (!m.faceUp)
            continue;
        const PlacedUnit *carrier = m.carrier.isEmpty() ? nullptr : s.unit(m.carrier);
        const QString where = carrier ? tr("carried by %1").arg(rangersUnitName(carrier->unit))
                                      : game.map().nameOf(m.space);
        new QTreeWidgetItem(top, {where, markerName(m.kind)});
    }
    if (top->childCount() == 0)
        new QTreeWidgetItem(top, {tr("none")});
}

} // namespace ambuscade::rogersrangers
