// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamepanel.h"

#include <QList>
#include <QString>
#include <QStringList>

class QComboBox;
class QTextBrowser;

namespace ambuscade {

// A rule set's Combat panel: the game's fights, one at a time, each told in steps (a heading
// and its lines). The newest fight is shown as it happens; any earlier one can be chosen, and
// stays chosen while the game goes on. The rule set says what the fights are (`fights`).
class FightsPanel : public GamePanel
{
    Q_OBJECT
public:
    // One fight: its first event's place in the log, its turn and title, and its steps.
    struct Step {
        QString heading;
        QStringList lines;
    };
    struct Fight {
        int event = -1;
        int turn = 0;
        QString title;
        QList<Step> steps;
    };

    // `chooserLength`: how many characters of a fight's title the chooser makes room for.
    FightsPanel(int chooserLength, QWidget *parent);
    Place place() const override { return Place::WithBriefing; }
    void showGame(const Game &game) final;
    // Shows the last fight before that many events of the log (none before the first).
    void showReplayAt(const Game &game, int events) override;
    int count() const { return int(m_fights.size()); }
    QComboBox *chooser() const { return m_chooser; }
    // The fight shown, as plain text: each step's heading, then its lines, one to a line.
    QString text() const;

protected:
    // Every fight of the game, oldest first.
    virtual QList<Fight> fights(const Game &game) const = 0;
    QTextBrowser *steps() const { return m_steps; }

private:
    void showFight(int index);

    QList<Fight> m_fights;
    QComboBox *m_chooser;
    QTextBrowser *m_steps;
};

} // namespace ambuscade
