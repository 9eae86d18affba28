// SPDX-License-Identifier: GPL-3.0-or-later
#include "forcestree.h"

#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"

#include <QTreeWidgetItemIterator>

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
    setColumnCount(1);
    setHeaderHidden(true);
    setWordWrap(true);
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
    // A line too long for a narrow panel is cut short: its tooltip has it whole.
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        (*it)->setToolTip(0, (*it)->text(0));
}

QTreeWidgetItem *ForcesTree::section(const QString &title)
{
    auto *item = new QTreeWidgetItem(this, {title});
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
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
        for (const PlacedUnit *u : units)
            new QTreeWidgetItem(
                where, {u->unit.gear.isEmpty()
                            ? rangersUnitName(u->unit)
                            : tr("%1 — %2").arg(rangersUnitName(u->unit), gearText(u->unit))});
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
        auto *where = new QTreeWidgetItem(top, {game.map().nameOf(space.id)});
        if (!it->garrison.isEmpty())
            new QTreeWidgetItem(where, {tr("garrison: %1").arg(hostilesText(it->garrison))});
        if (!it->warParty.isEmpty())
            new QTreeWidgetItem(where, {tr("war party: %1").arg(hostilesText(it->warParty))});
    }
    if (top->childCount() == 0)
        new QTreeWidgetItem(top, {tr("none")});
}

void ForcesTree::addMarkers(const RogersRangersGame &game)
{
    // Counted as the mission's victory counts them, those taken off the map once turned up
    // included, so that the Victory panel's "markers turned up 2 of 5" and this list agree.
    const RangersState &s = game.rangers();
    const int turnedUp = s.progress.markersTurnedUp;
    QTreeWidgetItem *top = section(tr("Markers turned up: %1").arg(turnedUp));
    int faceUp = 0;
    for (const PlacedMarker &m : s.markers) {
        if (!m.faceUp)
            continue;
        ++faceUp;
        const PlacedUnit *carrier = m.carrier.isEmpty() ? nullptr : s.unit(m.carrier);
        const QString where = carrier ? tr("carried by %1").arg(rangersUnitName(carrier->unit))
                                      : game.map().nameOf(m.space);
        new QTreeWidgetItem(top, {tr("%1: %2, face up").arg(where, markerName(m.kind))});
    }
    if (turnedUp > faceUp)
        new QTreeWidgetItem(
            top, {tr("%n taken off the map once turned up", nullptr, turnedUp - faceUp)});
    if (top->childCount() == 0)
        new QTreeWidgetItem(top, {tr("none yet")});
}

} // namespace ambuscade::rogersrangers
