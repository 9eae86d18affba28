// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/palettedock.h"

#include "document/document.h"
#include "editor/listheading.h"
#include "rules/ruleset.h"
#include "tablepainter.h"
#include "tools/toolbox.h"

#include <QCoreApplication>
#include <QListWidget>
#include <QPainter>

namespace ambuscade {

namespace {
enum Role { TemplateRole = Qt::UserRole, MarkerRole };

QIcon figureIcon(const Ruleset &rules, const TemplateFigure &t)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(16, 16);
    painter.scale(11, 11); // a 2.5 cm base fills the icon
    Figure f;
    f.attributes = t.attributesOver(Attributes::fallbacks(rules.figureAttributes()));
    render::paintFigure(painter, f, QColor(0x70, 0x70, 0x70), rules.pieceStyle(Scenario{}, f));
    return QIcon(pixmap);
}

QIcon markerIcon(MarkerKind kind)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(16, 16);
    painter.scale(7, 7);
    Marker m;
    m.kind = kind;
    render::paintMarker(painter, m);
    return QIcon(pixmap);
}
} // namespace

PaletteDock::PaletteDock(Document *document, Toolbox *toolbox, QWidget *parent)
    : QDockWidget(tr("Troops and Markers"), parent), m_document(document), m_toolbox(toolbox),
      m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("paletteDock"));
    m_list->setObjectName(QStringLiteral("paletteList"));
    m_list->setIconSize(QSize(24, 24));
    setWidget(m_list);
    connect(m_list, &QListWidget::itemClicked, this, &PaletteDock::choose);
    connect(document, &Document::scenarioReset, this, &PaletteDock::fill);
    fill();
}

void PaletteDock::fill()
{
    m_list->clear();
    const Ruleset *rules = findRuleset(m_document->scenario().ruleset);
    if (rules) {
        const QList<TroopTemplate> &templates = rules->troopTemplates();
        addListHeading(m_list, tr("Groups"));
        bool singles = false;
        for (int i = 0; i < templates.size(); ++i) {
            const TroopTemplate &t = templates[i];
            if (t.joinsSelection() && !singles) {
                addListHeading(m_list, tr("Single figures (join the selected group)"));
                singles = true;
            }
            const QString name = QCoreApplication::translate("TroopTemplate", t.name);
            auto *item = new QListWidgetItem(
                figureIcon(*rules, t.figures.first()),
                t.size() == 1 ? name : tr("%1 (%n figures)", nullptr, t.size()).arg(name), m_list);
            item->setData(TemplateRole, i);
        }
    }
    addListHeading(m_list, tr("Markers"));
    const QPair<MarkerKind, QString> markers[] = {{MarkerKind::Hidden, tr("Hidden troops")},
                                                  {MarkerKind::Dummy, tr("Dummy (hides nothing)")},
                                                  {MarkerKind::Objective, tr("Objective")}};
    for (const auto &[kind, name] : markers) {
        auto *item = new QListWidgetItem(markerIcon(kind), name, m_list);
        item->setData(MarkerRole, int(kind));
    }
}

void PaletteDock::choose()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    if (const QVariant marker = item->data(MarkerRole); marker.isValid()) {
        m_toolbox->placeMarker(MarkerKind(marker.toInt()));
        return;
    }
    const Ruleset *rules = findRuleset(m_document->scenario().ruleset);
    const QVariant index = item->data(TemplateRole);
    if (rules && index.isValid())
        m_toolbox->placeTroops(&rules->troopTemplates()[index.toInt()]);
}

} // namespace ambuscade
