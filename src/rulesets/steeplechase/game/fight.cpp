// SPDX-License-Identifier: GPL-3.0-or-later
// Fighting (reading §6): each enemy touching a courier rolls once; he answers each die
// defensively or aggressively; a group losing enough men is overcome.
#include "steeplechase/game/gamerules.h"

#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/fighting.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/groupkinds.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

constexpr int kParoleBrokenShame = 2;
constexpr int kWolvesBeatenBoasts = 1;
constexpr int kPriestRescuedBoasts = 1;

bool british(const QString &kind)
{
    return kind.startsWith(QLatin1String("british"));
}

// Who won an exchange, as the fight's line in the log ends.
QString exchangeText(Exchange result)
{
    switch (result) {
    case Exchange::FendedOff:
        return Text::tr("he fends the blow off");
    case Exchange::Beaten:
        return Text::tr("he is beaten");
    case Exchange::EnemyFalls:
        return Text::tr("his man falls");
    case Exchange::EnemyStands:
        return Text::tr("his man stands");
    }
    return {};
}

// The dice of one exchange, as a referee reads them out: the enemy's die, his own (and the
// re-roll his energy gave it), and the re-rolls his defence bought once beaten.
QString fightDiceText(int theirs, const QList<int> &mine, const QList<int> &rerolls)
{
    QString text = mine.isEmpty()
                       ? Text::tr("their die %1, none of his to answer it").arg(theirs)
                       : Text::tr("their die %1, he %2").arg(theirs).arg(facesText(mine));
    if (!rerolls.isEmpty())
        text += Text::tr("; beaten, he rolls again for his defence: %1").arg(diceText(rerolls));
    return text;
}
} // namespace

// Decided: a die he lacks (a wound takes one, blindness all) answers as 0, so that enemy's
// blow lands unless he fends it with a re-roll.
void ActionOrders::fight(SteeplechaseGame &g, const QString &courier, const QStringList &stances,
                         const QList<int> &only, bool againstCaptors)
{
    CourierRecord &r = g.m_couriers[courier];
    const QList<int> enemies = only.isEmpty() ? g.enemiesTouching(courier) : only;
    const QString captors = againstCaptors ? r.captor : QString();
    // A free man fights while he is free; a prisoner fighting his captors, while he is theirs.
    const auto fighting = [&] {
        return againstCaptors ? !r.dead && !captors.isEmpty() && r.captor == captors : r.free();
    };
    int answered = r.blinded ? 0 : int(enemies.size()) - (r.courier.wounded ? 1 : 0);
    for (int n = 0; n < enemies.size() && fighting(); ++n) {
        const Figure &enemy = g.m_s.figures[enemies[n]];
        const QString group = enemy.group;
        if (!g.isEnemy(group, courier) || enemy.killed)
            continue;
        if (r.onParole && british(g.groupRecord(group).kind)) {
            r.onParole = false;
            g.tell(courier,
                   Text::tr("%1 breaks his parole: he fights the British.").arg(g.nameOf(courier)),
                   {}, QStringLiteral("parole"));
            g.gainShame(courier, kParoleBrokenShame);
        }
        const Stance stance = stances.value(n) == QLatin1String("aggressive") ? Stance::Aggressive
                                                                              : Stance::Defensive;
        const int theirs = g.m_dice.roll(6);
        QList<int> myFaces, rerolls;
        const auto myDie = [&] {
            if (answered-- <= 0)
                return 0;
            // A low die is rolled again only when it would lose: defensively he needs their
            // die, aggressively one more.
            const int mod = combatModifier(r.courier);
            const int needs = stance == Stance::Defensive ? theirs : theirs + 1;
            return dieForTarget(r.courier.energy, mod, needs, g.m_dice, &myFaces) + mod;
        };
        int mine = myDie();
        Exchange result = exchange(mine, theirs, stance);
        while (result == Exchange::Beaten && r.defensiveRerollsLeft > 0) {
            --r.defensiveRerollsLeft;
            rerolls << g.m_dice.roll(6);
            mine = rerolls.last() + combatModifier(r.courier);
            result = exchange(mine, theirs, stance);
        }
        g.tell(courier,
               Text::tr("%1 fights %2 %3: %4 against %5 (%6); %7.")
                   .arg(g.nameOf(courier), enemy.name,
                        stance == Stance::Aggressive ? Text::tr("aggressively")
                                                     : Text::tr("defensively"))
                   .arg(mine)
                   .arg(theirs)
                   .arg(fightDiceText(theirs, myFaces, rerolls), exchangeText(result)),
               {{QStringLiteral("enemy"), enemy.id},
                {QStringLiteral("mine"), mine},
                {QStringLiteral("theirs"), theirs},
                {QStringLiteral("dice"), diceJson(QList<int>{theirs} + myFaces + rerolls)}},
               QStringLiteral("fight"));
        if (result == Exchange::EnemyFalls) {
            g.m_s.figures[enemies[n]].killed = true;
            fallen(g, enemies[n], courier);
        } else if (result == Exchange::Beaten && againstCaptors) {
            // Beaten by his own captors (guerrilla prisoner 4): straight to the torture
            // table, and −1 on his later prisoner rolls with them.
            --r.prisonerRollMalus[group];
            TableOutcomes::read(g, courier, tortureTable(), group);
            return;
        } else if (result == Exchange::Beaten) {
            beaten(g, courier, group);
        }
    }
}

void ActionOrders::beaten(SteeplechaseGame &g, const QString &courier, const QString &group)
{
    const GroupRecord &gr = g.groupRecord(group);
    if (const RollTable *losing = tablesOf(gr.kind).losing) {
        TableOutcomes::read(g, courier, *losing, group);
        return;
    }
    if (gr.kind == QLatin1String("wolves") && g.record(courier).courier.mounted()) {
        g.tell(courier, Text::tr("The wolves bring down %1's horse.").arg(g.nameOf(courier)));
        TableOutcomes::unhorse(g, courier, false);
    }
}

void ActionOrders::fallen(SteeplechaseGame &g, int figure, const QString &by)
{
    const QString group = g.m_s.figures[figure].group;
    if (!g.m_groups.contains(group))
        return;
    const GroupRecord &gr = g.m_groups[group];
    const GroupKind *kind = findGroupKind(gr.kind);
    int down = 0;
    for (const Figure &f : g.m_s.figures)
        if (f.group == group && f.killed)
            ++down;
    const int needed = gr.overcomeAt > 0 ? gr.overcomeAt : (kind ? kind->overcomeAt : 1);
    if (gr.overcome || down < needed)
        return;
    g.m_groups[group].overcome = true;
    g.m_groups[group].quarry.clear();
    const QString kindId = gr.kind;
    g.tell(by, Text::tr("%1 overcomes %2.").arg(g.nameOf(by), g.nameOf(group)),
           {{QStringLiteral("group"), group}}, QStringLiteral("overcome"));
    // (The table may set new groups down: the records move, so they are looked up afresh.)
    if (const RollTable *overcoming = tablesOf(kindId).overcoming)
        TableOutcomes::read(g, by, *overcoming, group);
    else if (kindId == QLatin1String("wolves"))
        g.gainBoasts(by, kWolvesBeatenBoasts);
    // Woods 1: "1 boast if you rescue the priest" they held.
    if (g.m_groups[group].holdsPriest) {
        g.tell(by, Text::tr("%1 frees the bandits' priest.").arg(g.nameOf(by)),
               {{QStringLiteral("group"), group}}, QStringLiteral("rescue"));
        g.gainBoasts(by, kPriestRescuedBoasts);
    }
    // The prisoners an overcome group still held are his rescue (reading §6). A group its table
    // removes (it flees, or surrenders) has left the course already; one the table leaves there
    // (civilians who yield, cowed monks, guerrillas turned friends) stays, overcome, and is no
    // one's enemy (seed, Enemies: "if one side or the other is overcome"). People with no such
    // table (wolves, a maiden) are beaten off the course.
    for (const QString &prisoner : QStringList(g.m_groups[group].prisoners))
        TableOutcomes::rescue(g, prisoner, by);
    if (!tablesOf(kindId).overcoming)
        for (int i : g.membersOf(group))
            g.m_s.figures[i].killed = true;
}

} // namespace ambuscade::steeplechase
