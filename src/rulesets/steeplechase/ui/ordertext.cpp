// SPDX-License-Identifier: GPL-3.0-or-later
#include "ordertext.h"

#include "rules/termtable.h"

#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RaceDock)
};

QString named(const SteeplechaseGame &game, const QString &id)
{
    if (const Group *g = game.state().group(id))
        return g->name.isEmpty() ? id : g->name;
    const Figure *f = game.state().figure(id);
    return f && !f->name.isEmpty() ? f->name : id;
}

QString param(const GameAction &o, const char *key)
{
    return o.params.value(QLatin1String(key)).toString();
}
} // namespace

QString orderText(const SteeplechaseGame &game, const GameAction &o)
{
    const QString k = o.kind;
    if (k == orderkind::kFight)
        return o.params.value(QStringLiteral("stances")).toArray().first().toString() ==
                       QLatin1String("aggressive")
                   ? Text::tr("Fight, every die aggressive")
                   : Text::tr("Fight, every die defensive");
    if (k == orderkind::kParley)
        return Text::tr("Parley with %1").arg(named(game, param(o, "group")));
    if (k == orderkind::kAttack)
        return Text::tr("Fall on %1 (his enemies from now on)").arg(named(game, param(o, "group")));
    if (k == orderkind::kPassMissive)
        return Text::tr("Hand the missive to %1").arg(named(game, param(o, "to")));
    if (k == orderkind::kFirePistol)
        return Text::tr("Fire the pistol at %1 (5+)").arg(named(game, param(o, "target")));
    if (k == orderkind::kCatchHorse && !param(o, "for").isEmpty())
        return Text::tr("Catch %1's horse for him (5+)").arg(named(game, param(o, "for")));
    if (k == orderkind::kBoast)
        return Text::tr("Boasting contest with %1").arg(named(game, param(o, "with")));
    if (k == orderkind::kSleep)
        return o.params.value(QStringLiteral("table")).toBool()
                   ? Text::tr("Sleep, and try the campsite or billet table")
                   : Text::tr("Sleep");
    static const Term plain[] = {
        {orderkind::kCatchHorse, QT_TRANSLATE_NOOP("RaceDock", "Catch the horse (5+)")},
        {orderkind::kDrink, QT_TRANSLATE_NOOP("RaceDock", "Drink")},
        {orderkind::kEat, QT_TRANSLATE_NOOP("RaceDock", "Eat")},
        {orderkind::kHide, QT_TRANSLATE_NOOP("RaceDock", "Hide (4+)")},
        {orderkind::kAdventure, QT_TRANSLATE_NOOP("RaceDock", "Try the adventure of this place")},
        {orderkind::kLoot, QT_TRANSLATE_NOOP("RaceDock", "Loot the monastery")},
        {orderkind::kFightFire, QT_TRANSLATE_NOOP("RaceDock", "Fight the farmhouse fire (4+)")},
        {orderkind::kReleasePrisoners,
         QT_TRANSLATE_NOOP("RaceDock",
                           "Let his prisoners go (he rides one die while he keeps them)")},
        {orderkind::kDestroyMissive, QT_TRANSLATE_NOOP("RaceDock", "Destroy the missive")},
        {orderkind::kPrisonerRoll,
         QT_TRANSLATE_NOOP("RaceDock", "Roll on his captors' prisoner table")}};
    return translatedTerm("RaceDock", plain, k);
}

QString actionName(const QString &kind)
{
    static const Term names[] = {
        {orderkind::kFight, QT_TRANSLATE_NOOP("RaceDock", "Fight")},
        {orderkind::kParley, QT_TRANSLATE_NOOP("RaceDock", "Parley")},
        {orderkind::kCatchHorse, QT_TRANSLATE_NOOP("RaceDock", "Catch a horse")},
        {orderkind::kDrink, QT_TRANSLATE_NOOP("RaceDock", "Drink")},
        {orderkind::kEat, QT_TRANSLATE_NOOP("RaceDock", "Eat")},
        {orderkind::kSleep, QT_TRANSLATE_NOOP("RaceDock", "Sleep")},
        {orderkind::kHide, QT_TRANSLATE_NOOP("RaceDock", "Hide")},
        {orderkind::kAdventure, QT_TRANSLATE_NOOP("RaceDock", "Adventure")},
        {orderkind::kFirePistol, QT_TRANSLATE_NOOP("RaceDock", "Fire the pistol")},
        {orderkind::kBoast, QT_TRANSLATE_NOOP("RaceDock", "Boasting contest")},
        {orderkind::kPassMissive, QT_TRANSLATE_NOOP("RaceDock", "Hand over the missive")},
        {orderkind::kDestroyMissive, QT_TRANSLATE_NOOP("RaceDock", "Destroy the missive")}};
    return translatedTerm("RaceDock", names, kind);
}

QList<GameAction> withStances(const SteeplechaseGame &game, const GameAction &order)
{
    if (order.kind != orderkind::kFight)
        return {order};
    const int enemies = int(game.enemiesTouching(order.actor).size());
    QList<GameAction> both;
    for (const char *stance : {"defensive", "aggressive"}) {
        QJsonArray stances;
        for (int i = 0; i < enemies; ++i)
            stances.append(QLatin1String(stance));
        GameAction a = order;
        a.params.insert(QStringLiteral("stances"), stances);
        both << a;
    }
    return both;
}

QString promptText(const SteeplechaseGame &game, bool person, bool choosing, bool moving,
                   bool acting)
{
    if (game.result().over)
        return Text::tr("The race is over.");
    const QString courier = game.actingCourier();
    if (courier.isEmpty())
        return Text::tr("The patrols and bands move: Next Phase plays their pursuit.");
    const QString name = named(game, courier);
    if (!person)
        return Text::tr("The computer rides %1: Next Phase lets it.").arg(name);
    if (game.phase() == SteeplechaseGame::Phase::Setup && !game.record(courier).outfitted)
        return Text::tr("%1 has not chosen his ability and items: Pass sends him off "
                        "without them.")
            .arg(name);
    if (choosing) {
        const PendingChoice &c = *game.record(courier).choice;
        if (c.fightMen > 0)
            return Text::tr("%1 is set upon: he takes their blows fighting aggressively or "
                            "defensively.")
                .arg(name);
        if (c.again)
            return Text::tr("%1 may try the table again.").arg(name);
        return offerText(TableOutcomes::tableById(c.table)->at(c.roll));
    }
    const std::optional<RolledRide> &roll = game.record(courier).rolledRide;
    if (roll && roll->atJump) {
        const JumpWaiting &j = *roll->atJump;
        const RollTable &table = *TableOutcomes::tableById(j.table);
        return Text::tr("%1 rolled %2 for the jump, %3 with his modifiers: “%4” Roll it again "
                        "(it may go better or worse), or untick it to keep it; then Ride On.")
            .arg(name)
            .arg(j.die)
            .arg(j.die + j.modifier)
            .arg(entryText(table.at(j.die + j.modifier)));
    }
    if (roll)
        return Text::tr("%1 rolled %2. His energy lets him roll again the dice ticked below: "
                        "untick those he keeps, then Ride On.")
            .arg(name, diceText(roll->dice));
    if (moving)
        return Text::tr("Choose how many dice %1 rolls, then drag him the way he rides: he goes "
                        "straight that way for what the dice give.")
            .arg(name);
    if (acting && game.mustAnswer(courier))
        return Text::tr("%1 is touched by enemies and must answer them: choose to fight "
                        "defensively or aggressively, or another answer the actions offer (a "
                        "parley), then Do It.")
            .arg(name);
    if (acting)
        return Text::tr("Choose %1's action, or Pass for none.").arg(name);
    return Text::tr("%1 is done: Next Phase goes on.").arg(name);
}

} // namespace ambuscade::steeplechase
