// SPDX-License-Identifier: GPL-3.0-or-later
// A gun's fire (reading §5, §9): ball through everything in its path, grape over a 6 in band,
// the crew's losses slowing the reload; and the colours lost and taken (§3).
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/loading.h"
#include "chosenmen/procedures/shotpaths.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

} // namespace

ActionOutcome FireOrders::fireGun(ChosenMenGame &game, const QString &group, const QString &target,
                                  Load load)
{
    Scenario &s = game.m_s;
    const int gun = unitGun(s, group);
    const FireWeapon *w = findFireWeapon(arm(s.figures[gun]), load);
    if (!w || reloadLeft(s.figures[gun]) > 0)
        return ActionOutcome::refused(
            Text::tr("The gun of %1 is not loaded.").arg(game.unitName(group)));
    if (horseGunLimbered(s, group))
        return ActionOutcome::refused(
            Text::tr("The gun of %1 is limbered up: it must unlimber to fire.")
                .arg(game.unitName(group)));
    if (!gunServed(s, group, *w))
        return ActionOutcome::refused(
            Text::tr("The gun of %1 has no crew.").arg(game.unitName(group)));
    const int mark = gunMark(s, *game.m_geometry, gun, target, *w);
    if (mark < 0)
        return ActionOutcome::refused(Text::tr("The gun of %1 sees no man of %2 within its reach.")
                                          .arg(game.unitName(group), game.unitName(target)));
    const double reachCm = w->effectiveIn * kCmPerInch;
    const QPointF towards = s.figures[mark].position;
    // It turns to its mark, within the 45° that are free (gunMark).
    s.figures[gun].facing = geo::facingOf(towards - s.figures[gun].position);
    const QList<int> struck =
        w->bounces ? ballPath(s, gun, towards, reachCm) : grapeSpread(s, gun, towards, reachCm);
    // Ball: a d10 at everything in its path; grape: its dice spread over the band, nearest first.
    FireWeapon oneDie = *w;
    oneDie.dicePerShot = 1;
    const int shots = w->bounces ? int(struck.size()) : w->dicePerShot;
    // Each man struck is shot at as his own unit stands before the shot (formed, skirmishers):
    // ball goes through friends and other enemies on its way (§5).
    QHash<QString, TargetUnit> units;
    for (int victim : struck)
        if (!units.contains(s.figures[victim].group))
            units.insert(s.figures[victim].group,
                         targetUnit(s, *game.m_geometry, s.figures[victim].group));
    int hits = 0;
    QJsonArray shotsJson;
    QJsonArray faces;
    QStringList said;
    for (int k = 0; k < shots && !struck.isEmpty(); ++k) {
        const int victim = struck[k % struck.size()];
        if (!s.figures[victim].onTable())
            continue;
        Aim aim{gun, victim, game.m_geometry->edgeDistance(gun, victim), RangeBand::Effective,
                false};
        aim.band = rangeBand(*w, aim.distanceCm);
        ShotSituation situation =
            shotSituation(s, *game.m_geometry, aim, false, units[s.figures[victim].group]);
        situation.weapon = &oneDie;
        const Shot shot = chosenmen::fire(situation, game.m_dice);
        shotsJson.append(QJsonObject{{QStringLiteral("at"), s.figures[victim].id},
                                     {QStringLiteral("needed"), shot.needed},
                                     {QStringLiteral("modifier"), total(shot.modifiers)},
                                     {QStringLiteral("dice"), shotDiceJson(shot, &faces, &said)}});
        if (shot.hits() == 0)
            continue;
        ++hits;
        // A natural 0 strikes whom its re-roll names (§5): the squad leader or an officer
        // near the struck man's unit instead of the man in the path or band.
        const int struckMan =
            struckFigure(s, s.figures[victim].group, victim, shot.dice.first(), game.m_dice);
        wound(game, struckMan < 0 ? victim : struckMan, w->woundDice, true);
    }
    const auto [lost, serious] = crewLosses(s, group, *w);
    const int reload = gunReloadTurns(*w, lost, serious);
    s.figures[gun].attributes.set(QStringLiteral("reload"), reload);
    // The crew it fired with, for its loading (a man lost since lengthens it).
    s.figures[gun].attributes.set(QStringLiteral("crew_lost"), lost + 1);
    s.figures[gun].attributes.set(QStringLiteral("crew_serious"), serious + 1);
    game.m_units[group].didSomething = true;
    game.m_fights << TableIncident{TableIncident::Fight, towards, s.group(target)->side};
    game.say(
        QStringLiteral("fire"),
        Text::tr("The gun of %1 fires %2 at %3: %4.")
                .arg(game.unitName(group), w->bounces ? Text::tr("ball") : Text::tr("grape"),
                     game.unitName(target), hitsText(hits)) +
            (said.isEmpty() ? QString() : QLatin1Char(' ') + rolledText(said)) + QLatin1Char(' ') +
            Text::tr("Its crew needs %1 to load it again.").arg(turnsText(reload)),
        {{QStringLiteral("unit"), group},
         {QStringLiteral("target"), target},
         {QStringLiteral("load"), w->bounces ? QStringLiteral("ball") : QStringLiteral("grape")},
         {QStringLiteral("hits"), hits},
         {QStringLiteral("shots"), shotsJson},
         {QStringLiteral("dice"), faces},
         {QStringLiteral("reload"), reload}});
    game.tableChanged();
    return {true, {}, hitsText(hits)};
}

void FireOrders::colourBearerFell(ChosenMenGame &game, const Figure &bearer, const QString &takenBy)
{
    game.m_coloursLost << game.commandOf(bearer.group);
    QString text = Text::tr("%1 has lost its colours.").arg(game.unitName(bearer.group));
    if (!takenBy.isEmpty()) {
        // Seed §16: "Any unit capturing enemy colours gains a +2": the unit, not its command.
        game.m_coloursTaken << takenBy;
        text += QLatin1Char(' ') + Text::tr("%1 has taken them.").arg(game.unitName(takenBy));
    }
    game.say(QStringLiteral("colours"), text,
             {{QStringLiteral("unit"), bearer.group}, {QStringLiteral("taken_by"), takenBy}});
}

} // namespace ambuscade::chosenmen
