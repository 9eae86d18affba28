// SPDX-License-Identifier: GPL-3.0-or-later
// Fire (reading §5) and its wounds (§6): volleys by formed units, each man's own mark
// otherwise, held fire sprung, and what a hit does.
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/formation.h"
#include "chosenmen/procedures/loading.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

QString woundText(Wound w)
{
    switch (w) {
    case Wound::Minor:
        return Text::tr("a minor wound");
    case Wound::Serious:
        return Text::tr("a serious wound");
    case Wound::Fatal:
        return Text::tr("a fatal wound");
    }
    return {};
}

// "wound die 8", "wound dice 3 and 6".
QString woundDiceText(const QList<int> &dice)
{
    return dice.size() == 1 ? Text::tr("wound die %1").arg(dice.first())
                            : Text::tr("wound dice %1").arg(diceList(dice));
}

// After his shot a man starts loading again.
void reloadAfterShot(Scenario &s, int shooter)
{
    Figure &f = s.figures[shooter];
    const Group *g = s.group(f.group);
    const FireWeapon *w = findFireWeapon(arm(f));
    if (!w || !g)
        return;
    const Loading after = afterFiring(*w, unitQuality(*g), britishRegulars(*g));
    f.attributes.set(QStringLiteral("reload"), after.turnsLeft);
    f.attributes.set(QStringLiteral("tap_loaded"), false);
}
} // namespace

QList<int> FireOrders::shootersAt(const ChosenMenGame &game, const QString &group,
                                  const QString &target)
{
    QList<int> shooters;
    for (const Aim &aim : aimsAt(game.state(), game.geometry(), group, target, false))
        shooters << aim.shooter;
    return shooters;
}

ActionOutcome FireOrders::fire(ChosenMenGame &game, const GameAction &order)
{
    const QString target = order.params.value(QStringLiteral("target")).toString();
    const Group *unit = game.m_s.group(order.actor);
    const Group *enemy = game.m_s.group(target);
    if (!enemy || enemy->side == unit->side || menOf(game.m_s, target).isEmpty())
        return ActionOutcome::refused(
            Text::tr("\"%1\" is no enemy unit on the table.").arg(target));
    const UnitRecord &r = game.record(order.actor);
    if (r.charged && !r.passedThisTurn)
        return ActionOutcome::refused(
            Text::tr("%1 was charged: it fires only once it has passed its morale test.")
                .arg(game.unitName(order.actor)));
    if (hasGun(game.m_s, order.actor))
        return fireGun(game, order.actor, target,
                       order.params.value(QStringLiteral("load")).toString() ==
                               QLatin1String("grape")
                           ? Load::Grape
                           : Load::Ball);
    if (aimsAt(game.m_s, *game.m_geometry, order.actor, target, false).isEmpty())
        return ActionOutcome::refused(
            Text::tr("No loaded man of %1 has a man of %2 in range and sight.")
                .arg(game.unitName(order.actor), game.unitName(target)));
    const int hits = volleyAt(game, order.actor, target, false);
    return {true, {}, hitsText(hits)};
}

int FireOrders::volleyAt(ChosenMenGame &game, const QString &group, const QString &target,
                         bool closeOnly, int most)
{
    Scenario &s = game.m_s;
    const bool volley = isFormed(s, *game.m_geometry, group);
    QList<Aim> aims = aimsAt(s, *game.m_geometry, group, target, closeOnly);
    if (aims.isEmpty())
        return 0;
    if (most >= 0 && aims.size() > most) {
        // Fewer than all: the men nearest the target fire.
        std::stable_sort(aims.begin(), aims.end(),
                         [](const Aim &a, const Aim &b) { return a.distanceCm < b.distanceCm; });
        aims.resize(most);
    }
    const TargetUnit unit = targetUnit(s, *game.m_geometry, target);
    QJsonArray shots;
    QJsonArray faces;
    QStringList said, struckText;
    int hits = 0;
    for (const Aim &aim : aims) {
        const ShotSituation situation = shotSituation(s, *game.m_geometry, aim, volley, unit);
        const Shot shot = chosenmen::fire(situation, game.m_dice);
        reloadAfterShot(s, aim.shooter);
        const QJsonArray dice = shotDiceJson(shot, &faces, &said);
        for (const ShotDie &d : shot.dice) {
            if (!d.hit)
                continue;
            ++hits;
            const int struck = struckFigure(s, target, volley ? -1 : aim.mark, d, game.m_dice);
            if (struck < 0)
                continue;
            struckText << figureName(s.figures[struck]);
            wound(game, struck, situation.weapon->woundDice, false);
        }
        shots.append(QJsonObject{{QStringLiteral("shooter"), s.figures[aim.shooter].id},
                                 {QStringLiteral("needed"), shot.needed},
                                 {QStringLiteral("modifier"), total(shot.modifiers)},
                                 {QStringLiteral("dice"), dice}});
    }
    game.m_units[group].didSomething = true;
    game.m_fights << TableIncident{TableIncident::Fight, centreOf(s, target),
                                   s.group(target)->side};
    game.say(
        QStringLiteral("fire"),
        (volley ? Text::tr("%1 fires a volley at %2: %3, %4") : Text::tr("%1 fires at %2: %3, %4"))
                .arg(game.unitName(group), game.unitName(target), shotsText(int(aims.size())),
                     hitsText(hits)) +
            (struckText.isEmpty()
                 ? QString()
                 : QStringLiteral(" (%1)").arg(struckText.join(QStringLiteral(", ")))) +
            QLatin1Char('.') + QLatin1Char(' ') + rolledText(said),
        {{QStringLiteral("unit"), group},
         {QStringLiteral("target"), target},
         {QStringLiteral("volley"), volley},
         {QStringLiteral("shots"), shots},
         {QStringLiteral("dice"), faces}});
    game.tableChanged();
    return hits;
}

void FireOrders::springHeldFire(ChosenMenGame &game, const QString &mover)
{
    const Group *moved = game.m_s.group(mover);
    if (!moved)
        return;
    for (const Group &g : game.m_s.groups) {
        UnitRecord &r = game.m_units[g.id];
        if (g.side == moved->side || !r.holdingFire || game.m_result.over)
            continue;
        // A unit that may not fire now does not spring its held fire: fleeing (§3: no other
        // action), charged and not yet passing its test (§5), or retreating out of cover (§3).
        if (r.morale == MoraleOutcome::Flee || (r.charged && !r.passedThisTurn) ||
            (r.morale == MoraleOutcome::RetreatToCover &&
             !mostlyInCover(game.m_s, *game.m_geometry, g.id)))
            continue;
        if (aimsAt(game.m_s, *game.m_geometry, g.id, mover, true).isEmpty())
            continue;
        r.holdingFire = false;
        game.say(QStringLiteral("hold-fire"),
                 Text::tr("%1 has come within close range of %2, which was holding its fire.")
                     .arg(game.unitName(mover), game.unitName(g.id)));
        volleyAt(game, g.id, mover, true);
    }
}

void FireOrders::wound(ChosenMenGame &game, int figure, int woundDice, bool byArtillery,
                       const QString &takenBy)
{
    Scenario &s = game.m_s;
    Figure &f = s.figures[figure];
    if (figureRole(f) == Role::Gun) {
        if (byArtillery)
            hitGun(game, figure, woundDice);
        return;
    }
    const WoundState before = woundsOf(f);
    const WoundRoll roll = rollWounds(before, woundDice, game.m_dice, unitHasMusician(s, f.group));
    setWounds(f, roll.after);
    if (roll.after.minor > before.minor) // it counts for this turn and the next (reading §6)
        f.attributes.set(QStringLiteral("minor_turn"), game.m_turn);
    if ((roll.after.dead && !before.dead) || roll.after.serious > before.serious ||
        roll.after.minor > before.minor)
        game.m_units[f.group].tookCasualties = true;
    QStringList said;
    QJsonArray dice;
    for (int i = 0; i < roll.dice.size(); ++i) {
        said << woundText(roll.wounds[i]);
        dice.append(roll.dice[i]);
    }
    const QString outcome =
        said.size() < 2
            ? said.join(QString())
            : Text::tr("%1 and %2")
                  .arg(QStringList(said.mid(0, said.size() - 1)).join(QStringLiteral(", ")),
                       said.last());
    // A man wounded or killed by ball or grape is a casualty from artillery for as long as he
    // is a casualty (reading §3: "per casualty from artillery"), even if wounded before.
    if (byArtillery && !roll.dice.isEmpty())
        f.attributes.set(QStringLiteral("artillery_casualty"), true);
    game.say(QStringLiteral("wound"),
             Text::tr("%1 is hit: %2 (%3)%4.")
                 .arg(figureName(f), outcome, woundDiceText(roll.dice),
                      roll.after.dead && !before.dead ? Text::tr("; he falls") : QString()),
             {{QStringLiteral("figure"), f.id},
              {QStringLiteral("dice"), dice},
              {QStringLiteral("dead"), roll.after.dead}});
    if (roll.after.dead && figureRole(f) == Role::ColourBearer)
        colourBearerFell(game, f, takenBy);
    if (horseBolts(before, roll.after, rides(s, f)))
        horseBolted(game, figure);
}

// Only ball and grape strike a gun (musketry is not aimed at it): its carriage keeps its
// serious wounds in the gun's own record until they, or a fatal die, destroy it.
void FireOrders::hitGun(ChosenMenGame &game, int gun, int woundDice)
{
    Figure &f = game.m_s.figures[gun];
    const FireWeapon *weapon = findFireWeapon(arm(f), Load::Ball);
    if (!weapon)
        return;
    const QString kSerious = QStringLiteral("serious_wounds");
    const CarriageHit hit =
        hitCarriage(*weapon, f.attributes.count(kSerious), woundDice, game.m_dice);
    f.attributes.set(kSerious, hit.serious);
    f.killed = hit.destroyed;
    QJsonArray dice;
    for (int d : hit.dice)
        dice.append(d);
    const QString rolled = woundDiceText(hit.dice);
    game.say(
        QStringLiteral("wound"),
        hit.destroyed
            ? Text::tr("%1's carriage is hit (%2): it is destroyed.").arg(figureName(f), rolled)
        : hit.serious == 1 ? Text::tr("%1's carriage is hit (%2): 1 serious wound on it so far.")
                                 .arg(figureName(f), rolled)
                           : Text::tr("%1's carriage is hit (%2): %3 serious wounds on it so far.")
                                 .arg(figureName(f), rolled)
                                 .arg(hit.serious),
        {{QStringLiteral("figure"), f.id},
         {QStringLiteral("dice"), dice},
         {QStringLiteral("dead"), hit.destroyed}});
}

// His horse throws him, on foot from now on, and bolts off: no figure stands for the horse,
// so the log tells where it went.
void FireOrders::horseBolted(ChosenMenGame &game, int figure)
{
    Figure &f = game.m_s.figures[figure];
    f.attributes.set(QStringLiteral("thrown"), true);
    const HorseBolt bolt = boltHorse(game.m_dice);
    QJsonArray dice;
    for (int d : bolt.dice)
        dice.append(d);
    game.say(QStringLiteral("bolt"),
             Text::tr("%1's horse, badly hurt, throws him and bolts %2 in (rolls %3), %4° "
                      "clockwise from the top of the table.")
                 .arg(figureName(f))
                 .arg(bolt.inches)
                 .arg(diceList(bolt.dice.mid(0, 2)))
                 .arg(bolt.degrees),
             {{QStringLiteral("figure"), f.id},
              {QStringLiteral("dice"), dice},
              {QStringLiteral("inches"), bolt.inches},
              {QStringLiteral("degrees"), bolt.degrees}});
}

} // namespace ambuscade::chosenmen
