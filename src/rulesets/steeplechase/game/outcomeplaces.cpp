// SPDX-License-Identifier: GPL-3.0-or-later
// What a table's entry does on the table: people who appear beside him, the adventures of
// a farmhouse, a wood and a bridge, and where he is moved to.
#include "steeplechase/game/outcomeeffects.h"
#include "surface/lengthunit.h"

#include "steeplechase/game/gamerules.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/groupkinds.h"

#include <QCoreApplication>
#include <QLineF>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

// Decided: a drowning child is one roll.
constexpr int kChildSavedOn = 5;
constexpr int kChildFallsInOn = 1;
constexpr int kBranchesThrowUpTo = 3;
constexpr int kDugOutOn = 6;
constexpr int kDiggingTries = 4;
constexpr int kEscapeBoasts = 2;
// Guerrilla prisoner 4: the band is overcome when this many more of it fall.
constexpr int kWeakBandBeatenAt = 2;
// Taken to the guerrilla camp: the band that took him stands this far from the camp's band;
// with no camp, this many guerrillas make one.
constexpr double kBesideCampCm = 2 * kCmPerInch;
constexpr int kNewCampMen = 4;
// A shortcut never leaves him within this of another courier.
constexpr double kShortcutClearCm = 12 * kCmPerInch;
// A flock on the bridge: a wall this far ahead of him, this wide.
constexpr double kFlockAheadCm = 4 * kCmPerInch;
constexpr double kFlockWidthCm = 3 * kCmPerInch;
} // namespace

bool OutcomeEffects::onTheTable(Effect e)
{
    switch (e) {
    case Effect::BanditsAtCamp:
    case Effect::BanditsAtHorse:
        placeBeside(QStringLiteral("bandits"), 4, Text::tr("Bandits"));
        if (e == Effect::BanditsAtHorse)
            TableOutcomes::takeHorse(g, m_courier, m_group);
        else
            TableOutcomes::unhorse(g, m_courier, true);
        return true;
    case Effect::BanditsWithPriest:
        // Woods 1: no attack is stated; touching him, they are fought or parleyed with as any
        // band is. Overcoming them frees their priest.
        placeBeside(QStringLiteral("bandits"), 4, Text::tr("Bandits"));
        g.m_groups[m_group].holdsPriest = true;
        return true;
    case Effect::FourBandits:
    case Effect::ThreeBandits:
        // Maiden parley 1: the bandits "and she are foes".
        if (g.m_groups.contains(m_group) && g.groupRecord(m_group).kind == QLatin1String("maiden"))
            g.m_couriers[m_courier].attacked << m_group;
        placeBeside(QStringLiteral("bandits"), e == Effect::FourBandits ? 4 : 3,
                    Text::tr("Bandits"));
        return true;
    case Effect::TwoSoldiers:
        placeBeside(QStringLiteral("british-infantry"), 2, Text::tr("Soldiers at the bridge"));
        g.m_groups[m_group].overcomeAt = 1;
        return true;
    case Effect::TwoWolves:
        placeBeside(QStringLiteral("wolves"), 2, Text::tr("Wolves"));
        return true;
    case Effect::Maiden:
        placeBeside(QStringLiteral("maiden"), 1, Text::tr("A maiden"));
        return true;
    case Effect::Fight:
    case Effect::FightTwo:
        fightNow(e == Effect::FightTwo ? 2 : 3);
        return true;
    case Effect::WhizzingBullet:
        TableOutcomes::read(g, m_courier,
                            g.record(m_courier).courier.mounted() ? bulletsMountedTable()
                                                                  : bulletsOnFootTable(),
                            {});
        return true;
    case Effect::Billeted:
        if (const int b =
                g.terrain().nearest(g.figure(m_courier).position, TerrainKind::Building, 1e9);
            b >= 0)
            moveHim(g.m_s.terrain[b].outline().boundingRect().center());
        return true;
    case Effect::MoveAway1D6:
    case Effect::MoveAnywhere1D6: {
        const int die = g.m_dice.roll(6);
        say(Text::tr("He rolls %1 and moves that many inches away.").arg(die), {die});
        moveAwayFromGroup(die * kCmPerInch);
        return true;
    }
    default:
        return false;
    }
}

bool OutcomeEffects::adventure(Effect e)
{
    CourierRecord &r = g.m_couriers[m_courier];
    switch (e) {
    case Effect::BurningFarmhouse:
        // Fought from the next turn on, as his action, by staying beside it (fight-fire).
        r.fireAt = g.terrain().nearest(g.figure(m_courier).position, TerrainKind::Building,
                                       kCmPerInch + g.figure(m_courier).radius());
        r.fireSince = g.m_turn;
        return true;
    case Effect::Shortcut:
        shortcut();
        return true;
    case Effect::LowBranches: {
        if (!r.courier.mounted())
            return true;
        const int die = g.m_dice.roll(6);
        const int roll = die + (r.courier.ability == Ability::ExcellentHorseman ? 2 : 0);
        say(roll <= kBranchesThrowUpTo
                ? Text::tr("Low branches: rolled %1, %2 in all: they sweep him off his horse.")
                      .arg(die)
                      .arg(roll)
                : Text::tr("Low branches: rolled %1, %2 in all: he ducks under them.")
                      .arg(die)
                      .arg(roll),
            {die});
        if (roll <= kBranchesThrowUpTo)
            TableOutcomes::unhorse(g, m_courier, true);
        return true;
    }
    case Effect::LostInWoods:
        // No move next turn, and the adventure of these woods again as his action.
        r.stillNextTurn = true;
        r.lostInWoodsNextTurn =
            g.terrain().nearest(g.figure(m_courier).position, TerrainKind::Woods, 0);
        return true;
    case Effect::DrowningChild: {
        const int die = g.m_dice.roll(6);
        const int roll = die + (r.courier.ability == Ability::Cunning ? 2 : 0);
        say(roll >= kChildSavedOn     ? Text::tr("He saves the child (%1).").arg(roll)
            : roll <= kChildFallsInOn ? Text::tr("He falls in himself (%1).").arg(roll)
                                      : Text::tr("He cannot reach her (%1).").arg(roll),
            {die});
        if (roll >= kChildSavedOn)
            g.gainBoasts(m_courier, 1);
        if (roll <= kChildFallsInOn)
            r.stillNextTurn = true;
        return true;
    }
    case Effect::Obstacle:
        flockOnTheBridge();
        return true;
    default:
        return false;
    }
}

// A group the table sets beside him, in a ring touching his base (the first group of its
// people on the course's own side).
void OutcomeEffects::placeBeside(const QString &kind, int count, const QString &name)
{
    m_group = TableOutcomes::placeGroup(g, kind, count, g.figure(m_courier).position, name);
}

void OutcomeEffects::fightNow(int enemies)
{
    if (!g.m_groups.contains(m_group))
        return;
    // The group's nearest men step up to him and the fight is fought at once, with the stances
    // he gave with his answer; given none, he is asked how he takes their blows (reading §6: he
    // declares each die defensive or aggressive).
    QList<int> men = g.membersOf(m_group);
    if (men.isEmpty())
        return;
    const QPointF at = g.figure(m_courier).position;
    std::sort(men.begin(), men.end(), [&](int a, int b) {
        return QLineF(g.m_s.figures[a].position, at).length() <
               QLineF(g.m_s.figures[b].position, at).length();
    });
    PursuitRules::closeIn(g, men.mid(0, enemies), m_courier);
    if (m_stances.isEmpty()) {
        g.m_couriers[m_courier].choice =
            PendingChoice{QLatin1String(m_table.id), 0, m_group, false, enemies};
        g.tell(m_courier,
               Text::tr("%1 fall on %2: does he answer their blows aggressively (accept) or "
                        "defensively (refuse)?")
                   .arg(g.nameOf(m_group), g.nameOf(m_courier)),
               {}, QStringLiteral("choice"));
        return;
    }
    // "Fight two of them" is fought by two (British parley 3–4), though more may touch him;
    // a band that falls on him fights with every man touching him.
    ActionOrders::fight(g, m_courier, m_stances, enemies == 2 ? men.mid(0, enemies) : QList<int>());
}

// Guerrilla prisoner 4: he starts a fight with the band holding him. Two of them falling
// overcome it (and so free him); beaten, he goes straight to the torture table, −1 on his
// later prisoner rolls with them. Meanwhile he stays their prisoner. The band's two nearest
// men fight him; his stances are the ones he gave with his answer, else aggressive (decided:
// he starts this fight to beat two of them).
void OutcomeEffects::fightCaptors()
{
    if (!g.m_groups.contains(m_group) || g.record(m_courier).captor != m_group)
        return;
    int down = 0;
    for (const Figure &f : g.m_s.figures)
        if (f.group == m_group && f.killed)
            ++down;
    g.m_groups[m_group].overcomeAt = down + kWeakBandBeatenAt;
    QList<int> men = g.membersOf(m_group);
    const QPointF at = g.figure(m_courier).position;
    std::sort(men.begin(), men.end(), [&](int a, int b) {
        return QLineF(g.m_s.figures[a].position, at).length() <
               QLineF(g.m_s.figures[b].position, at).length();
    });
    men = men.mid(0, kWeakBandBeatenAt);
    if (men.isEmpty())
        return;
    PursuitRules::closeIn(g, men, m_courier);
    QStringList stances = m_stances;
    while (stances.size() < men.size())
        stances << QStringLiteral("aggressive");
    ActionOrders::fight(g, m_courier, stances, men, true);
}

// Guerrilla losing 2: the band that took him marches to its camp with him and all its
// prisoners, and stands beside the camp's band. Civilians' losing 2: they carry him to the
// camp, whose band holds him; with no camp on the course, four guerrillas are set down where
// he lies ("place 4 guerrillas there and your model"). Either way he stands beside his
// captors, not on one of them.
void OutcomeEffects::toTheCamp()
{
    QString camp = nearestBand(true);
    const bool takenByThisBand = !m_group.isEmpty() && g.record(m_courier).captor == m_group;
    if (takenByThisBand) {
        if (!camp.isEmpty() && camp != m_group) {
            const QPointF campAt = g.m_s.figures[g.membersOf(camp).first()].position;
            const QPointF bandAt = g.m_s.figures[g.membersOf(m_group).first()].position;
            QPointF side = bandAt - campAt;
            const double len = QLineF(QPointF(), side).length();
            side = len > 1e-6 ? side / len : QPointF(1, 0);
            RideOrders::shiftGroup(g, m_group, campAt + side * kBesideCampCm - bandAt);
        }
        moveBeside(m_group);
        return;
    }
    if (camp.isEmpty())
        camp = TableOutcomes::placeGroup(g, QStringLiteral("guerrillas"), kNewCampMen,
                                         g.figure(m_courier).position, Text::tr("Guerrillas"));
    TableOutcomes::capture(g, m_courier, camp);
    moveBeside(camp);
}

void OutcomeEffects::escape()
{
    CourierRecord &r = g.m_couriers[m_courier];
    // His movement dice, after his energy's re-rolls: any 1 left and he is shot.
    const QList<int> rolled = g.m_dice.roll(std::max(1, mostMovementDice(r.courier, false)), 6);
    QList<int> rerolled;
    const QList<int> dice = withEnergyRerolls(rolled, r.courier.energy, g.m_dice, &rerolled);
    if (dice.contains(1)) {
        say(Text::tr("He runs for it and is shot down (rolled %1, a 1 kept).")
                .arg(diceText(rolled + rerolled)),
            rolled + rerolled);
        toHisPerson(Effect::Killed);
        return;
    }
    ++r.escapes;
    TableOutcomes::release(g, m_courier);
    runAway(rolled + rerolled, Text::tr("He runs for it and gets away"));
    moveAwayFromGroup(movementInches(dice) * kCmPerInch);
    g.gainBoasts(m_courier, kEscapeBoasts);
}

void OutcomeEffects::buriedAlive()
{
    const Courier &c = g.record(m_courier).courier;
    const bool cunning = c.ability == Ability::Cunning;
    for (int i = 0; i < kDiggingTries; ++i) {
        // His energy's re-roll applies (torture 6), to a die that would not dig him out.
        const int bonus = cunning ? 2 : 0;
        QList<int> faces;
        const int roll = dieForTarget(c.energy, bonus, kDugOutOn, g.m_dice, &faces) + bonus;
        if (roll >= kDugOutOn) {
            say(Text::tr("He digs himself out (try %1, rolled %2).").arg(i + 1).arg(roll) +
                    QLatin1Char(' ') + Text::tr("He %1.").arg(facesText(faces)),
                faces);
            ++g.m_couriers[m_courier].escapes;
            TableOutcomes::release(g, m_courier);
            g.gainBoasts(m_courier, kEscapeBoasts);
            // and makes off at once, a move away from them.
            const QList<int> rolled = g.m_dice.roll(std::max(1, mostMovementDice(c, false)), 6);
            QList<int> rerolled;
            const QList<int> dice = withEnergyRerolls(rolled, c.energy, g.m_dice, &rerolled);
            runAway(rolled + rerolled, Text::tr("He makes off"));
            moveAwayFromGroup(movementInches(dice) * kCmPerInch);
            return;
        }
        say(Text::tr("He fails to dig himself out (try %1, rolled %2).").arg(i + 1).arg(roll) +
                QLatin1Char(' ') + Text::tr("He %1.").arg(facesText(faces)),
            faces);
    }
    say(Text::tr("He cannot dig himself out."));
    toHisPerson(Effect::Killed);
}

void OutcomeEffects::moveHim(const QPointF &to)
{
    Figure &f = g.figure(m_courier);
    f.position = QPointF(std::clamp(to.x(), f.radius(), g.m_s.table.widthCm - f.radius()),
                         std::clamp(to.y(), f.radius(), g.m_s.table.heightCm - f.radius()));
}

// Beside the group's man nearest him, bases an inch apart, on the side he comes from.
void OutcomeEffects::moveBeside(const QString &group)
{
    const Figure &me = g.figure(m_courier);
    const QList<int> men = g.membersOf(group);
    const auto nearest = std::min_element(men.begin(), men.end(), [&](int a, int b) {
        return QLineF(g.m_s.figures[a].position, me.position).length() <
               QLineF(g.m_s.figures[b].position, me.position).length();
    });
    const Figure &man = g.m_s.figures[*nearest];
    QPointF dir = me.position - man.position;
    const double len = QLineF(QPointF(), dir).length();
    dir = len > 1e-6 ? dir / len : QPointF(-1, 0);
    moveHim(man.position + dir * (man.radius() + me.radius() + kCmPerInch));
}

void OutcomeEffects::runAway(const QList<int> &dice, const QString &why)
{
    say(Text::tr("%1: his movement dice %2.").arg(why, diceText(dice)), dice);
}

void OutcomeEffects::moveAwayFromGroup(double cm)
{
    const QPointF at = g.figure(m_courier).position;
    QPointF from = g.m_emperor; // with no group to run from he heads for the Emperor
    const QList<int> men = g.membersOf(m_group);
    QPointF dir = g.m_emperor - at;
    if (!men.isEmpty()) {
        from = g.m_s.figures[men.first()].position;
        dir = at - from;
    }
    const double len = QLineF(QPointF(), dir).length();
    if (len > 1e-6)
        moveHim(at + dir / len * cm);
}

// Placed at the head of the race, an inch nearer the Emperor than the leader (himself, when he
// leads) along his own bearing, and stepped back until no courier is within 12 in (farmhouse 6:
// "closer to the finish line by 1"").
void OutcomeEffects::shortcut()
{
    const QStringList order = g.raceOrder();
    if (order.isEmpty())
        return;
    const QPointF me = g.figure(m_courier).position;
    const double lead = QLineF(g.figure(order.first()).position, g.m_emperor).length();
    const QPointF bearing = (me - g.m_emperor) / std::max(1e-6, QLineF(me, g.m_emperor).length());
    for (double d = lead - kCmPerInch; d < QLineF(me, g.m_emperor).length(); d += kCmPerInch) {
        const QPointF spot = g.m_emperor + bearing * d;
        const bool clear = std::none_of(order.begin(), order.end(), [&](const QString &c) {
            return c != m_courier && QLineF(g.figure(c).position, spot).length() < kShortcutClearCm;
        });
        if (clear) {
            moveHim(spot);
            return;
        }
    }
}

void OutcomeEffects::flockOnTheBridge()
{
    const Figure &f = g.figure(m_courier);
    const double rad = qDegreesToRadians(f.facing);
    const QPointF ahead(std::sin(rad), -std::cos(rad));
    const QPointF across(-ahead.y(), ahead.x());
    const QPointF centre = f.position + ahead * kFlockAheadCm;
    TerrainFeature flock;
    flock.id = QStringLiteral("flock-%1").arg(g.m_turn);
    flock.kind = TerrainKind::Hedge;
    flock.name = Text::tr("A flock of sheep");
    flock.shape = TerrainShape::Polyline;
    flock.points = {centre - across * kFlockWidthCm / 2, centre + across * kFlockWidthCm / 2};
    g.addObstacle(flock, g.m_turn + 1);
}

QString OutcomeEffects::nearestBand(bool atCamp) const
{
    QString best;
    double bestCm = 1e9;
    const QPointF at = g.figure(m_courier).position;
    for (const QString &id : g.m_groupIds) {
        const GroupRecord &gr = g.groupRecord(id);
        const Group *group = g.m_s.group(id);
        if (gr.kind != QLatin1String("guerrillas") || gr.gone || gr.overcome ||
            g.membersOf(id).isEmpty() || (atCamp && group->order.kind == OrderKind::Patrol))
            continue;
        const double d = QLineF(g.m_s.figures[g.membersOf(id).first()].position, at).length();
        if (d < bestCm)
            best = id, bestCm = d;
    }
    return best;
}

} // namespace ambuscade::steeplechase
