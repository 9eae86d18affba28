// SPDX-License-Identifier: GPL-3.0-or-later
// What a courier's ability and items do, told with the engine's own modifiers: each number
// is the difference the engine makes between a courier with it and one without.
#include "steeplechase/print/sheetparts.h"

#include "steeplechase/procedures/chits.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/reach.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <functional>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechasePaper)
};

// A courier whose ability touches none of the rolls compared here (a braggart's gift is his
// talk), on foot and carrying nothing.
Courier plain()
{
    Courier c;
    c.ability = Ability::Braggart;
    c.mount = Mount::OnFoot;
    return c;
}

using Roll = std::function<QList<Modifier>(const Courier &)>;

// What `change` adds to a roll over a plain courier.
QString gain(const Roll &roll, const std::function<void(Courier &)> &change)
{
    Courier with = plain();
    change(with);
    return signedText(total(roll(with)) - total(roll(plain())));
}

const Roll stream = [](const Courier &c) { return streamJumpModifiers(c); };
// A run-up of 4 in, so only the rider and the horse make the difference.
const Roll wall = [](const Courier &c) { return wallJumpModifiers(c, 4, 4); };
const Roll catching = [](const Courier &c) { return catchHorseModifiers(c, false, false); };
const Roll hiding = [](const Courier &c) { return hideModifiers(c); };

// The largest bonus any table gives the ability (the tables marked with it).
int tableBonus(int RollTable::*bonus)
{
    int best = 0;
    for (const RollTable *t : courseTables() + groupAndAdventureTables())
        best = std::max(best, t->*bonus);
    return best;
}

QString cunning()
{
    auto set = [](Courier &c) { c.ability = Ability::Cunning; };
    return Text::tr("%1 on the tables marked cunning, %2 to catch his horse, %3 to hide.")
        .arg(signedText(tableBonus(&RollTable::cunning)), gain(catching, set), gain(hiding, set));
}

QString braggart()
{
    const int perChit = finalBoasts({0}, true, false) - finalBoasts({0}, false, false);
    const QString chits =
        Text::tr("At the end each boast chit counts %1.").arg(signedText(perChit));
    const int bonus = tableBonus(&RollTable::braggart);
    // Said only when some table favours him.
    return bonus ? Text::tr("%1 on the tables marked braggart. %2").arg(signedText(bonus), chits)
                 : chits;
}

QString horseman()
{
    auto set = [](Courier &c) { c.ability = Ability::ExcellentHorseman; };
    return Text::tr("%1 to jump a stream, %2 to jump a wall, %3 to catch his horse.")
        .arg(gain(stream, set), gain(wall, set), gain(catching, set));
}

QString swordsman()
{
    Courier c = plain();
    c.ability = Ability::FamousSwordsman;
    const int rerolls = defensiveRerolls(c) - defensiveRerolls(plain());
    return Text::tr("%1 on every combat die, %2 to his defensive re-rolls a turn.")
        .arg(signedText(combatModifier(c) - combatModifier(plain())), signedText(rerolls));
}
} // namespace

QString signedText(int value)
{
    // U+2212, the minus sign the rules print.
    return value < 0 ? QStringLiteral("\u2212%1").arg(-value) : QStringLiteral("+%1").arg(value);
}

QString modifiersText(const QList<Modifier> &modifiers)
{
    QStringList parts;
    for (const Modifier &m : modifiers)
        parts << QStringLiteral("%1 %2").arg(signedText(m.value),
                                             QCoreApplication::translate("Steeplechase", m.reason));
    return parts.join(QStringLiteral(", "));
}

QString rerollsText(Energy energy)
{
    const int highest = energyInfo(energy).highestRerolled;
    if (highest == 0)
        return Text::tr("none");
    return highest == 1 ? QStringLiteral("1") : QStringLiteral("1–%1").arg(highest);
}

QString chitsText(int boasts, int shame)
{
    QStringList parts;
    if (boasts)
        parts << Text::tr("%n boasts", nullptr, boasts);
    if (shame)
        parts << Text::tr("%n shame", nullptr, shame);
    return parts.join(QStringLiteral(", "));
}

QString whatItDoes(Ability ability)
{
    switch (ability) {
    case Ability::Cunning:
        return cunning();
    case Ability::Braggart:
        return braggart();
    case Ability::ExcellentHorseman:
        return horseman();
    case Ability::FamousSwordsman:
        return swordsman();
    }
    return {};
}

QString whatItDoes(Item item)
{
    auto superb = [](Courier &c) { c.items << Item::SuperbHorse; };
    switch (item) {
    case Item::Coins:
        return Text::tr("Pays where a table asks for coins; kept until it is lost.");
    case Item::Wine:
        return Text::tr("A drink wherever he is: drinking lifts him from %1 to %2.")
            .arg(nameOf(Energy::Thirsty), nameOf(Energy::Energetic));
    case Item::Bread:
        return Text::tr("Food wherever he is: eating lifts him from %1 to %2.")
            .arg(nameOf(Energy::Hungry), nameOf(Energy::Thirsty));
    case Item::SuperbHorse:
        return Text::tr("While fresh, %1D6 to move instead of %2D6; %3 to jump a stream or "
                        "a wall, %4 to catch him.")
            .arg(mountInfo(Mount::FreshSuperbHorse).mostMovementDice)
            .arg(mountInfo(Mount::FreshHorse).mostMovementDice)
            .arg(gain(stream, superb), gain(catching, superb));
    case Item::Pistol:
        return Text::tr("Fires at an enemy within %1 in: %2+ removes the figure.")
            .arg(QLocale().toString(kPistolIn))
            .arg(kPistolHitsOn);
    }
    return {};
}

QString bulletFacesText(const GroupKind &kind)
{
    if (kind.bulletFacesUpTo == 0)
        return QStringLiteral("–");
    return kind.bulletFacesUpTo == 1 ? QStringLiteral("1")
                                     : QStringLiteral("1–%1").arg(kind.bulletFacesUpTo);
}

} // namespace ambuscade::steeplechase
