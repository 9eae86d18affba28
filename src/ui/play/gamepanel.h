// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <functional>

class QGraphicsItem;

namespace ambuscade {

class Game;
struct LogEvent;
struct Scenario;

// A panel of the game window that a rule set brings with it (its orders, its tests, its
// fights), beside the shared ones (log, victory, referee, replay). The main window places it
// by where it belongs and never names it.
class GamePanel : public QDockWidget
{
    Q_OBJECT
public:
    // Where it sits: beside the table on the left (with the legend), with the briefing on
    // the right, or under the table (with the log).
    enum class Place { BesideTable, WithBriefing, UnderTable };

    using QDockWidget::QDockWidget;
    virtual Place place() const = 0;
    // Shows the game as it stands; called after every change of it.
    virtual void showGame(const Game &game) = 0;
    // Whether the step the game is at is the one this panel is about (the reactions just
    // rolled): it is brought in front of the panels it shares a place with as the step
    // begins, once, so that a tab the player chooses in the step stays chosen.
    virtual bool mattersAt(const Game &game) const
    {
        Q_UNUSED(game);
        return false;
    }
    // The side of the person at an uncovered hot-seat table, set before showGame; empty when
    // no such person sits there (one person plays, or the table is covered). What only a
    // side may know is shown to him alone.
    void setSideAtTable(const QString &side) { m_sideAtTable = side; }
    const QString &sideAtTable() const { return m_sideAtTable; }
    // A replay shows the table after that many events of the game's log.
    virtual void showReplayAt(const Game &game, int events)
    {
        Q_UNUSED(game);
        Q_UNUSED(events);
    }
    // What the panel draws on the table over the game (the scene takes it); null for nothing.
    virtual QGraphicsItem *tableOverlay(const Game &game) const
    {
        Q_UNUSED(game);
        return nullptr;
    }
    // A click on a space of the board in a game (`space` its id): whether the panel took
    // it as an order (a walk chosen by the space it ends on). A click taken goes no further.
    virtual bool spaceClicked(const Game &game, const QString &space)
    {
        Q_UNUSED(game);
        Q_UNUSED(space);
        return false;
    }
    // In a replay: whether the panel marks this event on the table (a volley, a melee); the
    // computer's turn, played back, holds on it. And the mark, on `table` as it stood after
    // that many events (the scene takes it); null for nothing.
    virtual bool marksOnTable(const LogEvent &event) const
    {
        Q_UNUSED(event);
        return false;
    }
    virtual QGraphicsItem *replayOverlay(const Game &game, const Scenario &table, int events) const
    {
        Q_UNUSED(game);
        Q_UNUSED(table);
        Q_UNUSED(events);
        return nullptr;
    }

    // A control of the panel offered when `whyNot` is empty; otherwise disabled, its tooltip
    // saying why ("Not loaded"). Enabled again, it gets back the tooltip it had.
    static void enableOrSayWhy(QWidget *control, const QString &whyNot);
    // Puts contents the panel set without a scrolling area into one (setScrollingBody): a
    // panel beside the table spans the window's height, and one taller than a laptop's screen
    // made the window taller than the screen instead of scrolling.
    void scrollWhenShort();

    // A button's property, true where the button of its name means the same after a rebuild.
    static constexpr char kFocusCarriedOver[] = "focusCarriedOver";

protected:
    // Sets the panel's contents in a frameless area that scrolls up and down when the window
    // is too short for them (a laptop's screen), never sideways: long words wrap.
    void setScrollingBody(QWidget *body);
    // Runs `rebuild`, which replaces controls after an order (the answers to the next
    // question), keeping the panel scrolled where it was: the pointer stays on the control in
    // the same place (a laptop's panel once scrolled away under the mouse after a purchase).
    // The control that had the keyboard goes without handing it on (Qt would scroll to the
    // next one), and the new control of its name takes it back once shown, unless it is a
    // button not marked kFocusCarriedOver or saying other words: a new question's button of
    // the same name is another answer, and Space would give it unasked.
    void keepingPlace(const std::function<void()> &rebuild);

private:
    static void holdHeight(QWidget *body);
    QString m_sideAtTable;

signals:
    // A word for the status bar (an order refused, a volley's result).
    void message(const QString &text);
    // What the panel draws on the table has changed (a choice made in it).
    void overlayChanged();
    // The players ask to see the game's results screen again (a Results… button of its own).
    void resultsRequested();
};

} // namespace ambuscade
