// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/tables/cards.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {

struct CardRow {
    Card card;
    const char *id;
    const char *title;
    const char *news;
    const char *effect;
};

#define TR(text) QT_TRANSLATE_NOOP("RogersRangersCard", text)

// The one place the deck is written down (README §4).
const QList<CardRow> &rows()
{
    static const QList<CardRow> table = {
        {Card::FrenchPatrol, "french-patrol", TR("French Patrol"),
         TR("A patrol of marines crosses your path."),
         TR("Encounter: hostiles one fewer than the Alert (at least one) come into the force's "
            "space.")},
        {Card::AbenakiWarParty, "abenaki-war-party", TR("Abenaki War Party"),
         TR("Abenaki raiders have taken the war path."),
         TR("War party as large as the Alert, placed by the mission's column.")},
        {Card::LangladesWarriors, "langlades-warriors", TR("Langlade's Warriors"),
         TR("Langlade's Ottawas have found your tracks."),
         TR("Encounter 2, Indians while the cup holds any.")},
        {Card::Ambuscade, "ambuscade", TR("Ambuscade"), TR("A volley crashes out of the thickets."),
         TR("A force in a forest meets hostiles as many as the Alert in an ambush battle; "
            "elsewhere the Alert rises by 1.")},
        {Card::MarinesOnTheMarch, "marines-on-the-march", TR("Marines on the March"),
         TR("A company of marines marches out."), TR("War party 2, then Advance 1.")},
        {Card::HostilesAdvance, "hostiles-advance", TR("Hostiles Advance"),
         TR("The alarm runs from post to post."),
         TR("Advance 2; Advance 3 when the Alert is 4 or more.")},
        {Card::OnYourTrail, "on-your-trail", TR("On Your Trail"),
         TR("Trackers are closing in behind you."),
         TR("Advance 1, towards the operating force only.")},
        {Card::MenFromMontreal, "men-from-montreal", TR("Men from Montreal"),
         TR("Fresh companies come up from Montreal."),
         TR("One hostile more into each space that holds hostiles, three spaces at most, the "
            "earliest first.")},
        {Card::GuardDoubled, "guard-doubled", TR("Guard Doubled"),
         TR("Sentries are posted over the stores."),
         TR("One hostile as a garrison onto each face-up marker, two at most, the earliest "
            "first.")},
        {Card::AlarmGuns, "alarm-guns", TR("Alarm Guns"), TR("Signal guns boom down the lake."),
         TR("Alert +1.")},
        {Card::CouncilFire, "council-fire", TR("Council Fire"), TR("The nations meet in council."),
         TR("Alert +1; then, with the Alert at 5 or more, War party 2.")},
        {Card::Massacre, "massacre", TR("Massacre"), TR("A frontier farm goes up in flames."),
         TR("Roll on the mission's column: a marker there moves to a fresh roll, face as it "
            "was; with none there, Alert +1.")},
        {Card::DesertersTale, "deserters-tale", TR("Deserter's Tale"),
         TR("A French deserter comes into your lines."),
         TR("Turn up a face-down marker of your choice.")},
        {Card::CapturedCourier, "captured-courier", TR("Captured Courier"),
         TR("You seize a courier and his pouch."), TR("1 RP, or turn up a face-down marker.")},
        {Card::StockbridgeScouts, "stockbridge-scouts", TR("Stockbridge Scouts"),
         TR("Mohican scouts bring in word."),
         TR("Turn up a face-down marker within 3 paths of the force.")},
        {Card::MilitiaOps, "militia-ops", TR("Militia Ops"),
         TR("Farmers turn out with their muskets."),
         TR("Buy up to two Ranger Militia at 1 RP each, at Rogers Island, or at the camp when "
            "the force is there.")},
        {Card::WildernessChallenge, "wilderness-challenge", TR("Wilderness Challenge"),
         TR("The guides have lost the way."), TR("Ops −1, unless the force has friendly Indians.")},
        {Card::ShortRations, "short-rations", TR("Short Rations"),
         TR("The provisions are running low."), TR("The force makes a supply check.")},
        {Card::DeepSnow, "deep-snow", TR("Deep Snow"), TR("Snow buries the trails."),
         TR("Every force away from Rogers Island and the camp makes a supply check.")},
        {Card::StormOnTheLake, "storm-on-the-lake", TR("Storm on the Lake"),
         TR("A squall sweeps the open water."), TR("Ops −1 if the force moved by boat this Op.")},
        {Card::CampFever, "camp-fever", TR("Camp Fever"), TR("Fever runs through the ranks."),
         TR("The force loses a Ranger Militia or Light Infantry of your choice.")},
        {Card::SupplyConvoy, "supply-convoy", TR("Supply Convoy"),
         TR("A convoy comes up from Albany."),
         TR("One Supplies free to a force in or next to Rogers Island or the camp; "
            "elsewhere 1 RP.")},
        {Card::BreakCamp, "break-camp", TR("Break Camp"), TR("The camp moves on."),
         TR("You may move the camp one trail path to a space without hostiles; with no "
            "camp, 1 RP.")},
        {Card::CampDiscovered, "camp-discovered", TR("Camp Discovered"),
         TR("The camp's smoke has been seen."),
         TR("A camp alone is destroyed; a camp with units draws a war party as large as the "
            "Alert; with no camp, Alert +1.")},
        {Card::QuietInTheWoods, "quiet-in-the-woods", TR("Quiet in the Woods"),
         TR("The woods fall silent."), TR("Alert −1.")},
        {Card::RulesOfRanging, "rules-of-ranging", TR("Rules of Ranging"),
         TR("The standing orders are kept."), TR("Ops +1.")},
    };
    return table;
}

#undef TR

const CardRow &row(Card card)
{
    return rows()[int(card)];
}

QString translated(const char *text)
{
    return QCoreApplication::translate("RogersRangersCard", text);
}

} // namespace

const QList<Card> &operationDeck()
{
    static const QList<Card> deck = [] {
        QList<Card> cards;
        for (const CardRow &r : rows())
            cards << r.card;
        return cards;
    }();
    return deck;
}

QString cardId(Card card)
{
    return QLatin1String(row(card).id);
}

std::optional<Card> cardFromId(const QString &id)
{
    for (const CardRow &r : rows())
        if (id == QLatin1String(r.id))
            return r.card;
    return std::nullopt;
}

int cardNumber(Card card)
{
    return int(card) + 1;
}

QString cardTitle(Card card)
{
    return translated(row(card).title);
}

QString cardNews(Card card)
{
    return translated(row(card).news);
}

QString cardEffect(Card card)
{
    return translated(row(card).effect);
}

} // namespace ambuscade::rogersrangers
