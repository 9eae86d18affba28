// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"
#include "scenario/scenario.h"

namespace ambuscade::fiw {

struct Fire;

// One step of a fight as a player would follow it at the table: a heading ("Pairing",
// "Dice", …) and one line per figure or pair.
struct CombatStep {
    QString heading;
    QStringList lines;
};

// A volley or a melee, told step by step from its summary event in the game's log.
struct CombatReport {
    int event = -1; // the summary event's place in the log
    int turn = 0;
    QString kind; // "volley" or "melee"
    QString title;
    QList<CombatStep> steps;
};

// One shot's throw to hit, as the log and the Combat panel both say it, the die, the class
// modifier and the score beside what was needed: "Todd shoots at Dubois, short range, in the
// open: needs 3, rolled 7 − 1 = 6: hit". `band` is the band's id ("short"), `cover` a
// geo::Cover; `needed` 0 is a shot out of range, no die thrown.
QString toHitText(const QString &shooter, const QString &target, const QString &band, int cover,
                  int needed, int die, int modifier, bool hit);

// A volley's count, as the log and the Orders panel say it: "3 shots, 1 hit, 0 killed, 1
// wounded".
QString volleyTallyText(int shots, int hits, int killed, int wounded);
// Who fired a volley, for its heading: one man by his name (`shooters`: the shooter's id a
// shot, the first named `firstName`); else every group whose men fired, as they stood
// (`groups`: names, each once, in order).
QString firersText(const QStringList &shooters, const QString &firstName,
                   const QStringList &groups);
// Who fired at whom, as the log and the Combat panel head a volley: "Rangers fire at
// Militia", "Major Rogers fires at Militia" for one shot, "Rangers have no shot at Militia"
// when every mark was out of range.
QString volleyHeading(const QString &group, const QString &target, int shotsTaken);
// The log's line for a volley: its heading and, when any shot was taken, its tally.
QString volleyText(const QString &group, const QString &target, const Fire &fire);
// A melee's score, the pairs each side won, as the log and the Combat panel give it after
// "pairs won": "Rangers 1, Marines 0" (a count beside a name needs no plural of its own).
QString meleeScoreText(const QString &attackers, int attackerWins, const QString &defenders,
                       int defenderWins);

// Every volley and melee of the game, oldest first. `state` names the figures and groups
// (any state of the same game will do: figures are never removed).
QList<CombatReport> combatReports(const Scenario &state, const GameLog &log);

} // namespace ambuscade::fiw
