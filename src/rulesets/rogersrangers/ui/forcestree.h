// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeWidget>

namespace ambuscade::rogersrangers {

class RogersRangersGame;

// The forces of a game of Rogers' Rangers as a tree: each space with your units, and the
// units with their gear; the hostile stacks, garrison and war party apart; the markers
// face up, with who carries the prisoners being taken home.
class ForcesTree final : public QTreeWidget
{
    Q_OBJECT
public:
    explicit ForcesTree(QWidget *parent = nullptr);
    void showGame(const RogersRangersGame &game);

private:
    QTreeWidgetItem *section(const QString &title);
    void addUnits(const RogersRangersGame &game);
    void addHostiles(const RogersRangersGame &game);
    void addMarkers(const RogersRangersGame &game);
};

} // namespace ambuscade::rogersrangers
