// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a table for a courier (reading §3 to §6): the die and its modifiers, the chits,
// a choice the entry offers, and the effects done to him.
#include "steeplechase/game/gamerules.h"

#include "steeplechase/game/outcomeeffects.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

QString tableName(const RollTable &t)
{
    return QCoreApplication::translate("Steeplechase", t.name);
}

QString modifierList(const QList<Modifier> &mods)
{
    QStringList parts;
    for (const Modifier &m : mods)
        parts << QStringLiteral("%1%2 %3")
                     .arg(m.value >= 0 ? QStringLiteral("+") : QString())
                     .arg(m.value)
                     .arg(QCoreApplication::translate("Steeplechase", m.reason));
    return parts.join(QStringLiteral(", "));
}
// Whether he has what an offer would take from him: his horse, coins, missive or food.
bool hasWhatItAsks(const CourierRecord &r, const QList<Effect> &ifAccepted)
{
    for (Effect e : ifAccepted) {
        if ((e == Effect::LoseHorse && !r.courier.mounted()) ||
            (e == Effect::LoseCoins && !r.courier.has(Item::Coins)) ||
            (e == Effect::LoseMissive && !r.hasMissive) ||
            (e == Effect::LoseFood && !r.courier.has(Item::Bread) && r.meals == 0))
            return false;
    }
    return true;
}
} // namespace

const RollTable *TableOutcomes::tableById(const QString &id)
{
    QList<const RollTable *> all = groupAndAdventureTables() + courseTables();
    for (const RollTable *t : all)
        if (id == QLatin1String(t->id))
            return t;
    return nullptr;
}

int TableOutcomes::read(SteeplechaseGame &g, const QString &courier, const RollTable &table,
                        const QString &group, int extra)
{
    CourierRecord &r = g.m_couriers[courier];
    QList<Modifier> mods = tableModifiers(table, r.courier);
    // A braggart whose tongue is gone is a braggart no more (torture 0): his −1 goes, on the
    // re-roll that follows as on every later table.
    if (r.silenced)
        mods.removeIf([](const Modifier &m) { return qstrcmp(m.reason, "braggart") == 0; });
    if (extra)
        mods << Modifier{extra, QT_TRANSLATE_NOOP("Steeplechase", "earlier results")};
    QList<int> faces{g.m_dice.roll(6)};
    // A band that protects him: he may roll its prisoner and torture dice again.
    const GroupTables own = tablesOf(g.groupRecord(group).kind);
    if (!group.isEmpty() && r.protectedBy == group &&
        (&table == own.prisoner || &table == &tortureTable()))
        faces << g.m_dice.roll(6);
    const int die = *std::max_element(faces.begin(), faces.end());
    const int roll = die + total(mods);
    const TableEntry &entry = table.at(roll);
    const QString mods_ = modifierList(mods);
    // Rolled twice under a band's protection, he keeps the better die.
    const QString rolled = faces.size() < 2
                               ? QString::number(die)
                               : Text::tr("%1 (the better of %2)").arg(die).arg(diceText(faces));
    g.tell(courier,
           mods_.isEmpty() ? Text::tr("%1 — %2: rolled %3. %4")
                                 .arg(tableName(table), g.nameOf(courier), rolled)
                                 .arg(entryText(entry))
                           : Text::tr("%1 — %2: rolled %3 (%4), %5. %6")
                                 .arg(tableName(table), g.nameOf(courier), rolled)
                                 .arg(mods_)
                                 .arg(roll)
                                 .arg(entryText(entry)),
           {{QStringLiteral("table"), QLatin1String(table.id)},
            {QStringLiteral("die"), die},
            {QStringLiteral("roll"), roll},
            {QStringLiteral("group"), group},
            {QStringLiteral("dice"), diceJson(faces)}},
           QStringLiteral("roll"));
    g.gainBoasts(courier, entry.boasts);
    g.gainShame(courier, entry.shame);
    if (entry.offer && hasWhatItAsks(r, entry.ifAccepted)) {
        r.choice = PendingChoice{QLatin1String(table.id), roll, group};
        g.tell(courier, offerText(entry), {}, QStringLiteral("choice"));
        return roll;
    }
    if (entry.offer) {
        // Asked for what he does not have, he cannot give it: it goes as a refusal.
        g.tell(courier, Text::tr("%1 has nothing of the kind to give.").arg(g.nameOf(courier)));
        OutcomeEffects(g, courier, group, table).apply(entry.ifRefused);
        return roll;
    }
    OutcomeEffects(g, courier, group, table).apply(entry.effects);
    return roll;
}

void TableOutcomes::answer(SteeplechaseGame &g, const QString &courier, bool accept,
                           const QStringList &stances)
{
    CourierRecord &r = g.m_couriers[courier];
    if (!r.choice)
        return;
    const PendingChoice choice = *r.choice;
    r.choice.reset();
    const RollTable *table = tableById(choice.table);
    if (!table)
        return;
    if (choice.fightMen > 0) {
        // How he takes the blows of a group that fell on him: his stances, else all one way.
        QStringList given = stances;
        while (given.size() < std::max(choice.fightMen, int(g.enemiesTouching(courier).size())))
            given << (accept ? QStringLiteral("aggressive") : QStringLiteral("defensive"));
        g.tell(courier, accept ? Text::tr("%1 fights aggressively.").arg(g.nameOf(courier))
                               : Text::tr("%1 fights defensively.").arg(g.nameOf(courier)));
        OutcomeEffects(g, courier, choice.group, *table)
            .withStances(given)
            .apply({choice.fightMen == 2 ? Effect::FightTwo : Effect::Fight});
        return;
    }
    if (choice.again) {
        g.tell(courier, accept ? Text::tr("%1 tries again.").arg(g.nameOf(courier))
                               : Text::tr("%1 lets it stand.").arg(g.nameOf(courier)));
        if (accept)
            read(g, courier, *table, choice.group);
        return;
    }
    const TableEntry &entry = table->at(choice.roll);
    g.tell(courier, accept ? Text::tr("%1 accepts.").arg(g.nameOf(courier))
                           : Text::tr("%1 refuses.").arg(g.nameOf(courier)));
    if (accept) {
        g.gainBoasts(courier, entry.acceptedBoasts);
        g.gainShame(courier, entry.acceptedShame);
    }
    OutcomeEffects(g, courier, choice.group, *table)
        .withStances(stances)
        .apply(accept ? entry.ifAccepted : entry.ifRefused);
}

} // namespace ambuscade::steeplechase

namespace ambuscade::steeplechase {

namespace {
// A horse he left at a building's door is his horse still: what befalls his horse (taken,
// killed, or led off with him a prisoner) befalls it.
void horseFromTheDoor(CourierRecord &r)
{
    if (!r.courier.mounted() && r.horseAtDoor) {
        r.courier.mount = *r.horseAtDoor;
        r.horseAtDoor.reset();
    }
}
} // namespace

void TableOutcomes::capture(SteeplechaseGame &g, const QString &courier, const QString &group)
{
    CourierRecord &r = g.m_couriers[courier];
    horseFromTheDoor(r);
    if (!r.captor.isEmpty())
        release(g, courier);
    r.captor = group;
    r.hidden = false;
    GroupRecord &gr = g.m_groups[group];
    gr.prisoners << courier;
    if (gr.quarry == courier)
        gr.quarry.clear();
    g.tell(courier, Text::tr("%1 is a prisoner of %2.").arg(g.nameOf(courier), g.nameOf(group)),
           {{QStringLiteral("group"), group}}, QStringLiteral("capture"));
    // Guerrillas, bandits and British infantry lead a prisoner's horse off and keep it from him;
    // cavalry keep him in the saddle. Freed, he is on foot until a table gives it back.
    const GroupKind *kind = findGroupKind(g.groupRecord(group).kind);
    if (kind && kind->keepsHorseApart && r.courier.mounted()) {
        takeHorse(g, courier, group);
        g.tell(
            courier,
            Text::tr("%1 keep %2's horse away from him.").arg(g.nameOf(group), g.nameOf(courier)),
            {{QStringLiteral("group"), group}}, QStringLiteral("horse"));
    }
}

void TableOutcomes::takeHorse(SteeplechaseGame &g, const QString &courier, const QString &group)
{
    CourierRecord &r = g.m_couriers[courier];
    horseFromTheDoor(r);
    if (!r.courier.mounted())
        return;
    if (g.m_groups.contains(group)) {
        GroupRecord &gr = g.m_groups[group];
        gr.horseTakenFrom[courier] = r.courier.mount;
        if (r.courier.has(Item::SuperbHorse))
            gr.takenFrom[courier] << Item::SuperbHorse;
    }
    unhorse(g, courier, false);
}

void TableOutcomes::rescue(SteeplechaseGame &g, const QString &prisoner, const QString &by)
{
    release(g, prisoner);
    if (prisoner == by || by.isEmpty() || !g.m_couriers.contains(by))
        return;
    // The rescuer draws a boast chit, and the man he frees hands him one of his own (§6).
    g.gainBoasts(by, 1);
    CourierRecord &freed = g.m_couriers[prisoner];
    const bool handed = !freed.boastChits.isEmpty();
    if (handed)
        g.m_couriers[by].boastChits << freed.boastChits.takeFirst();
    g.tell(by,
           handed ? Text::tr("%1 has freed %2, who hands him one of his boast chits.")
                        .arg(g.nameOf(by), g.nameOf(prisoner))
                  : Text::tr("%1 has freed %2.").arg(g.nameOf(by), g.nameOf(prisoner)),
           {{QStringLiteral("prisoner"), prisoner}, {QStringLiteral("chit_handed"), handed}},
           QStringLiteral("rescue"));
}

void TableOutcomes::release(SteeplechaseGame &g, const QString &courier)
{
    CourierRecord &r = g.m_couriers[courier];
    if (r.captor.isEmpty())
        return;
    g.m_groups[r.captor].prisoners.removeAll(courier);
    g.tell(courier, Text::tr("%1 is free of %2.").arg(g.nameOf(courier), g.nameOf(r.captor)),
           {{QStringLiteral("group"), r.captor}}, QStringLiteral("freed"));
    r.captor.clear();
}

void TableOutcomes::unhorse(SteeplechaseGame &g, const QString &courier, bool horseRunsLoose)
{
    CourierRecord &r = g.m_couriers[courier];
    if (!horseRunsLoose)
        horseFromTheDoor(r);
    if (!r.courier.mounted())
        return;
    r.looseHorseFatigued = r.courier.mount == Mount::FatiguedHorse;
    r.courier.mount = Mount::OnFoot;
    r.horseLoose = horseRunsLoose;
    // A superb horse killed or taken is lost with its bonus (a taken one is the group's loot,
    // recorded by takeHorse, and may come back with it).
    if (!horseRunsLoose)
        r.courier.items.removeAll(Item::SuperbHorse);
    r.horseAt = g.figure(courier).position;
    g.tell(courier,
           horseRunsLoose ? Text::tr("%1 is on foot; his horse runs loose.").arg(g.nameOf(courier))
                          : Text::tr("%1 is on foot; his horse is gone.").arg(g.nameOf(courier)),
           {}, QStringLiteral("horse"));
}

QString TableOutcomes::placeGroup(SteeplechaseGame &g, const QString &kind, int count, QPointF near,
                                  const QString &name)
{
    QString side = g.sideOfGroups();
    if (side.isEmpty()) {
        side = QStringLiteral("country");
        Side country;
        country.id = side;
        country.name = Text::tr("The country");
        country.controller = Controller::Ai;
        g.m_s.sides << country;
    }
    int n = 1;
    while (g.m_s.group(QStringLiteral("%1-%2").arg(kind).arg(n)))
        ++n;
    const QString id = QStringLiteral("%1-%2").arg(kind).arg(n);
    Group group;
    group.id = id;
    group.side = side;
    group.name = name;
    group.attributes.set(QStringLiteral("kind"), kind);
    g.m_s.groups << group;
    // In a ring touching the spot, from the far side of it round.
    constexpr double kBase = Figure::kDefaultBaseCm;
    const double ring = kBase + 0.2;
    for (int i = 0; i < count; ++i) {
        Figure f;
        f.id = QStringLiteral("%1-%2").arg(id).arg(i + 1);
        f.name = QStringLiteral("%1 %2").arg(name).arg(i + 1);
        f.side = side;
        f.group = id;
        const double angle = qDegreesToRadians(180.0 + 60.0 * ((i + 1) / 2) * (i % 2 ? 1 : -1));
        f.position = near + QPointF(std::sin(angle), -std::cos(angle)) * ring;
        f.facing = std::fmod(qRadiansToDegrees(angle) + 180.0, 360.0);
        g.m_s.figures << f;
    }
    g.m_groupIds << id;
    GroupRecord rec;
    rec.kind = kind;
    rec.home = near;
    g.m_groups.insert(id, rec);
    g.say(QStringLiteral("appears"), Text::tr("%1 appear (%n).", "", count).arg(name),
          {{QStringLiteral("group"), id}});
    return id;
}

} // namespace ambuscade::steeplechase
