// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/skirmish/skirmishtroops.h"

#include "rules/ruleset.h"
#include "rules/tablerules.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersSkirmish)
};

const QString kSkirmishRuleset = QStringLiteral("fiw-skirmish");

// One line of a group's figures: a name, a role, how many; a class of its own (a hero) or the
// group's.
struct FigureLine {
    const char *name;
    const char *role;
    int count = 1;
    const char *figureClass = nullptr;
};

// One row of README §10's table of the Raiders' counters.
struct RaiderRow {
    RaiderType type;
    const char *groupName;
    const char *figureClass;
    const char *troopType;
    const char *faction;
    bool bayonets;
    QList<FigureLine> figures;
};

const QList<RaiderRow> &raiderRows()
{
    using T = RaiderType;
    static const QList<RaiderRow> rows = {
        {T::Rogers,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Maj. Robert Rogers"),
         "hero",
         "irregular",
         "ranger",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Maj. Robert Rogers"), "player-character"}}},
        {T::Putnam,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Capt. Israel Putnam"),
         "hero",
         "irregular",
         "ranger",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Capt. Israel Putnam"), "officer"}}},
        {T::Stark,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Capt. John Stark"),
         "hero",
         "irregular",
         "ranger",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Capt. John Stark"), "officer"}}},
        {T::Rangers,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Ranger company"),
         "veteran",
         "irregular",
         "ranger",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Captain"), "officer"},
          {QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Sergeant"), "nco"},
          {QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Ranger"), "plain", 6}}},
        {T::LightInfantry,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Light infantry"),
         "veteran",
         "skirmisher",
         "british-regular",
         true,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Lieutenant"), "officer"},
          {QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Sergeant"), "nco"},
          {QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Light infantryman"), "plain", 6}}},
        {T::Pioneers,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Pioneers"),
         "veteran",
         "irregular",
         "provincial",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Sergeant"), "nco"},
          {QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Pioneer"), "plain", 5}}},
        {T::RangerMilitia,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Militia"),
         "raw",
         "irregular",
         "militia",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Sergeant"), "nco"},
          {QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Militiaman"), "plain", 5}}},
        {T::FriendlyIndians,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Stockbridge war band"),
         "veteran",
         "irregular",
         "indian",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "War chief"), "officer", 1, "hero"},
          {QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Warrior"), "plain", 5}}},
        {T::LightGun,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Gun crew"),
         "veteran",
         "formed",
         "british-regular",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Bombardier"), "nco"},
          {QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Gunner"), "plain", 3}}},
        {T::Camp,
         QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Camp guard"),
         "raw",
         "irregular",
         "ranger",
         false,
         {{QT_TRANSLATE_NOOP("RogersRangersSkirmish", "Camp guard"), "plain", 4}}},
    };
    return rows;
}

const RaiderRow &raiderRow(RaiderType type)
{
    return *std::find_if(raiderRows().cbegin(), raiderRows().cend(),
                         [&](const RaiderRow &row) { return row.type == type; });
}

QString translatedTroop(const char *text)
{
    return QCoreApplication::translate("RogersRangersSkirmish", text);
}

const Ruleset &skirmishRules()
{
    const Ruleset *rules = findRuleset(kSkirmishRuleset);
    Q_ASSERT(rules);
    return *rules;
}

Figure newFigure(const Group &group, int number, const QString &name, const Attributes &fields)
{
    Figure f;
    f.id = QStringLiteral("%1-%2").arg(group.id).arg(number);
    f.name = name;
    f.side = group.side;
    f.group = group.id;
    f.attributes = fields;
    return f;
}

// The figures of a line, numbered in their group when more than one is alike.
void addFigures(SkirmishTroop &troop, const QString &name, int count, const Attributes &fields)
{
    for (int i = 0; i < count; ++i) {
        const QString shown = count > 1 ? Text::tr("%1 %2").arg(name).arg(i + 1) : name;
        troop.figures << newFigure(troop.group, troop.figures.size() + 1, shown, fields);
    }
}

// With more than one group of a kind on the table, its officer, sergeant and drummer are
// named after their group ("Captain of Ranger company 2"): they are the men a player picks
// (the commander, a link) and reads of (out of reach), and two "Captain"s cannot be told
// apart. Plain men are read of in their group's row.
void nameLeadersAfterGroup(SkirmishTroop &troop)
{
    for (Figure &f : troop.figures)
        if (f.attributes.text(QStringLiteral("role")) != QLatin1String("plain"))
            f.name = Text::tr("%1 of %2").arg(f.name, troop.group.name);
}

Group newGroup(const QString &id, const QString &side, const QString &name)
{
    Group g;
    g.id = id;
    g.side = side;
    g.name = name;
    g.attributes = Attributes::fallbacks(skirmishRules().groupAttributes());
    return g;
}

// A long rifle arms two of the group's men, plain men first, a leader himself; a hatchet puts
// a bayonet on every musket (a rifle takes none).
void giveGear(SkirmishTroop &troop, const Unit &unit)
{
    const int rifles = int(std::count(unit.gear.cbegin(), unit.gear.cend(), Gear::LongRifle)) *
                       (troop.leader ? 1 : 2);
    QList<Figure *> order;
    for (Figure &f : troop.figures)
        order << &f;
    std::stable_partition(order.begin(), order.end(), [](const Figure *f) {
        return f->attributes.text(QStringLiteral("role")) == QLatin1String("plain");
    });
    for (int i = 0; i < rifles && i < order.size(); ++i)
        order[i]->attributes.set(QStringLiteral("weapon"), QStringLiteral("rifle"));
    if (!unit.carries(Gear::Hatchet))
        return;
    for (Figure &f : troop.figures)
        if (f.attributes.text(QStringLiteral("weapon")) == QLatin1String("musket"))
            f.attributes.set(QStringLiteral("bayonet"), true);
}

// Whether this leader is the player's own figure: Rogers, or the first of Putnam and Stark
// when Rogers is absent.
bool isPlayerCharacter(const SkirmishBattle &battle, const Unit &unit)
{
    if (unit.type == RaiderType::Rogers)
        return true;
    const auto firstLeader = std::find_if(battle.raiders.cbegin(), battle.raiders.cend(),
                                          [](const Unit &u) { return u.kind().leader; });
    return firstLeader != battle.raiders.cend() && *firstLeader == unit &&
           std::none_of(battle.raiders.cbegin(), battle.raiders.cend(),
                        [](const Unit &u) { return u.type == RaiderType::Rogers; });
}

SkirmishTroop raiderTroop(const SkirmishBattle &battle, const Unit &unit)
{
    const RaiderRow &row = raiderRow(unit.type);
    QString name = translatedTroop(row.groupName);
    if (unit.kind().count > 1)
        name = Text::tr("%1 %2").arg(name).arg(unit.id);
    SkirmishTroop troop{newGroup(raiderGroupId(unit), kRaidersSide, name), {}, unit.kind().leader};
    Attributes fields = Attributes::fallbacks(skirmishRules().figureAttributes());
    fields.set(QStringLiteral("type"), QLatin1String(row.troopType));
    fields.set(QStringLiteral("faction"), QLatin1String(row.faction));
    fields.set(QStringLiteral("weapon"), QStringLiteral("musket"));
    fields.set(QStringLiteral("bayonet"), row.bayonets);
    for (const FigureLine &line : row.figures) {
        Attributes man = fields;
        man.set(QStringLiteral("class"),
                QLatin1String(line.figureClass ? line.figureClass : row.figureClass));
        const bool pc = troop.leader && isPlayerCharacter(battle, unit);
        man.set(QStringLiteral("role"),
                pc ? QStringLiteral("player-character") : QString::fromLatin1(line.role));
        addFigures(troop, translatedTroop(line.name), line.count, man);
    }
    giveGear(troop, unit);
    if (unit.kind().count > 1)
        nameLeadersAfterGroup(troop);
    return troop;
}

// A hostile counter as the palette's group of its kind; a leader as a partisan officer.
SkirmishTroop hostileTroop(const SkirmishBattle &battle, int index)
{
    static const char *const templateOf[] = {"marine-detachment", "french-platoon",
                                             "indian-war-band", nullptr};
    const HostileType type = battle.hostiles[index];
    const Ruleset &rules = skirmishRules();
    const Attributes fallbacks = Attributes::fallbacks(rules.figureAttributes());
    const QString id = hostileGroupId(battle.hostiles, index);
    const char *templateId = templateOf[int(type)];
    // The n-th of its kind, numbered when more than one is alike.
    const int alike = int(std::count(battle.hostiles.cbegin(), battle.hostiles.cend(), type));
    const int nth =
        int(std::count(battle.hostiles.cbegin(), battle.hostiles.cbegin() + index, type)) + 1;
    const auto numbered = [&](const QString &name) {
        return alike > 1 ? Text::tr("%1 %2").arg(name).arg(nth) : name;
    };
    if (!templateId) {
        const QString name = numbered(Text::tr("Partisan officer"));
        SkirmishTroop troop{newGroup(id, kHostilesSide, name), {}, true};
        Attributes man = fallbacks;
        static const std::pair<const char *, const char *> fields[] = {{"class", "hero"},
                                                                       {"type", "skirmisher"},
                                                                       {"role", "officer"},
                                                                       {"faction", "french-marine"},
                                                                       {"weapon", "musket"}};
        for (const auto &[key, value] : fields)
            man.set(QLatin1String(key), QLatin1String(value));
        addFigures(troop, name, 1, man);
        return troop;
    }
    // The skirmish is played on a table: its rule set offers the table facet.
    const auto &templates = rules.table()->troopTemplates();
    const TroopTemplate &troops =
        *std::find_if(templates.cbegin(), templates.cend(), [&](const TroopTemplate &t) {
            return QLatin1String(t.id) == QLatin1String(templateId);
        });
    const QString name = numbered(QCoreApplication::translate("TroopTemplate", troops.name));
    SkirmishTroop troop{newGroup(id, kHostilesSide, name), {}, false};
    for (const TemplateFigure &line : troops.figures)
        addFigures(troop, QCoreApplication::translate("TroopTemplate", line.name), line.count,
                   line.attributesOver(fallbacks));
    if (alike > 1)
        nameLeadersAfterGroup(troop);
    return troop;
}
} // namespace

QString raiderGroupId(const Unit &unit)
{
    return QStringLiteral("%1-%2").arg(unit.kind().id).arg(unit.id);
}

QString hostileGroupId(const QList<HostileType> &hostiles, int index)
{
    return QStringLiteral("hostile-%1-%2").arg(index + 1).arg(hostileKind(hostiles[index]).id);
}

QList<SkirmishTroop> raiderTroops(const SkirmishBattle &battle)
{
    QList<SkirmishTroop> troops;
    for (const Unit &unit : battle.raiders)
        troops << raiderTroop(battle, unit);
    return troops;
}

QList<SkirmishTroop> hostileTroops(const SkirmishBattle &battle)
{
    QList<SkirmishTroop> troops;
    for (int i = 0; i < battle.hostiles.size(); ++i)
        troops << hostileTroop(battle, i);
    return troops;
}

QStringList skirmishNotes(const SkirmishBattle &battle)
{
    QStringList notes;
    const auto has = [&](auto test) {
        return std::any_of(battle.raiders.cbegin(), battle.raiders.cend(), test);
    };
    if (has([](const Unit &u) { return u.type == RaiderType::LightGun; }))
        notes << Text::tr("The skirmish rules have no cannon: the light gun stays off the table "
                          "and its crew fights with muskets.");
    if (has([](const Unit &u) {
            return u.carries(Gear::Supplies) || u.carries(Gear::Barrel) || u.carries(Gear::Boat);
        }))
        notes << Text::tr("Supplies, gunpowder barrels and boats play no part in the skirmish; "
                          "they stay with the units that carry them.");
    return notes;
}

} // namespace ambuscade::rogersrangers
