// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/print/printsheets.h"

#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/tables/counters.h"
#include "rangercommandos/tables/raidrules.h"
#include "rangercommandos/tables/spinner.h"

#include <QCoreApplication>
#include <QMap>

namespace ambuscade::rangercommandos {

namespace {
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosPaper)
};

Table twoColumns(const QString &title, const QStringList &headers,
                 const QList<QPair<QString, QString>> &rows, double ratio = 3)
{
    Table t;
    t.title = title;
    t.headers = headers;
    t.widths = {1, ratio};
    t.halfWidth = true;
    for (const auto &[first, second] : rows)
        t.rows << QList<Cell>{{first, 0, false, true}, {second}};
    return t;
}

Table stepTable()
{
    return twoColumns(
        Text::tr("A step: one spin, one ring read"),
        {Text::tr("The raider's"), Text::tr("What happens")},
        {{Text::tr("barge crossing (night)"),
          Text::tr("One wave by the night arrow. Out of the dock E, NE and SE lead onto the "
                   "first column, N and S lose the step; off the water, onto a barge or towards "
                   "landings all held, the step is lost. A wave touching a free landing holds "
                   "it.")},
         {Text::tr("barge at a landing"),
          Text::tr("The commando goes ashore: a walk of the number, the barge to the landing "
                   "counting one step.")},
         {Text::tr("commando ashore"),
          Text::tr("A walk of exactly the number along dotted paths, no space entered twice, "
                   "never ending where it began. An objective: the installation's top counter, "
                   "face down. A sentry: the alarm.")},
         {Text::tr("barge returning (day)"),
          Text::tr("One wave by the day arrow (see the return).")}},
        2.2);
}

Table spinnerTable()
{
    Table t;
    t.title = Text::tr("The spinner: twelve equal segments");
    t.halfWidth = true;
    t.headers << Text::tr("Segment");
    t.widths << 1.6;
    QList<Cell> numbers{{Text::tr("number"), 0, false, true}};
    QList<Cell> night{{Text::tr("night arrow"), 0, false, true}};
    QList<Cell> day{{Text::tr("day arrow"), 0, false, true}};
    const QList<SpinnerSegment> &segments = spinnerSegments();
    for (int i = 0; i < segments.size(); ++i) {
        t.headers << QString::number(i + 1);
        t.widths << 1;
        numbers << Cell{QString::number(segments[i].number)};
        night << Cell{compassText(segments[i].night)};
        day << Cell{compassText(segments[i].day)};
    }
    t.rows = {numbers, night, day};
    return t;
}

// How many of the twelve segments show each face of a ring: "E 4, NE 3, SE 3, N 1, S 1".
template <typename Read> QString chances(Read read)
{
    QMap<QString, int> counts;
    QStringList order;
    for (const SpinnerSegment &s : spinnerSegments()) {
        const QString face = read(s);
        if (!counts.contains(face))
            order << face;
        ++counts[face];
    }
    std::sort(order.begin(), order.end());
    std::stable_sort(order.begin(), order.end(),
                     [&](const QString &a, const QString &b) { return counts[a] > counts[b]; });
    QStringList shown;
    for (const QString &face : order)
        shown << Text::tr("%1: %2 in 12").arg(face).arg(counts[face]);
    return shown.join(QStringLiteral(", "));
}

Table chancesTable()
{
    return twoColumns(Text::tr("The spinner's chances"),
                      {Text::tr("Ring"), Text::tr("Segments showing each")},
                      {{Text::tr("number"),
                        chances([](const SpinnerSegment &s) { return QString::number(s.number); })},
                       {Text::tr("night arrow"),
                        chances([](const SpinnerSegment &s) { return compassText(s.night); })},
                       {Text::tr("day arrow"),
                        chances([](const SpinnerSegment &s) { return compassText(s.day); })}},
                      4);
}

Table alarmTable()
{
    return twoColumns(
        Text::tr("The alarm"), {Text::tr("When"), Text::tr("What happens")},
        {{Text::tr("given by"),
          Text::tr("a commando ending on a sentry; the last counter taken; dawn, with no alarm "
                   "by the end of round %1.")
              .arg(kDawnRound)},
         {Text::tr("a commando ashore"),
          Text::tr("From the raider after the giver round to the giver: %1 spins added. At "
                   "least his fewest steps to his landing plus one: aboard; short: captured, "
                   "out with his counters.")
              .arg(kAlarmSpins)},
         {Text::tr("a barge afloat"),
          Text::tr("Its commando never landed: it turns for home at once, no spin (one still "
                   "in its dock is home).")}});
}

Table returnTable()
{
    return twoColumns(
        Text::tr("The return, by day"), {Text::tr("The barge"), Text::tr("What happens")},
        {{Text::tr("on the water"),
          Text::tr("One wave by the day arrow; the water's edge and barges block, landings no "
                   "longer do.")},
         {Text::tr("reaching home"),
          Text::tr("A wave in front of a dock, or a step from the first column into one: home "
                   "in that dock, whatever its colour. Into a point of land: the step is lost.")},
         {Text::tr("the last afloat"),
          Text::tr("Everyone else home or captured: it is called in and takes the next "
                   "place.")}});
}

Table scoringTable()
{
    Table t;
    t.title = Text::tr("Scoring");
    t.note = Text::tr("The most points win; a tie goes to whoever came home first; captured "
                      "raiders score nothing.");
    t.headers = {Text::tr("Home"), Text::tr("Points")};
    t.widths = {3, 1};
    t.halfWidth = true;
    for (int place = 1; placePoints(place) > 0; ++place)
        t.rows << QList<Cell>{{Text::tr("place %1").arg(place)},
                              {QString::number(placePoints(place))}};
    t.rows << QList<Cell>{{Text::tr("each counter carried home, turned up")},
                          {Text::tr("its face")}};
    return t;
}

Table countersTable()
{
    Table t;
    int total = 0, points = 0;
    for (const CounterFace &f : counterFaces()) {
        total += f.count;
        points += f.count * f.points;
    }
    t.title = Text::tr("The counters: %1, worth %2 in all").arg(total).arg(points);
    t.halfWidth = true;
    t.headers << Text::tr("Face");
    t.widths << 1.6;
    QList<Cell> worth{{Text::tr("points"), 0, false, true}};
    QList<Cell> many{{Text::tr("how many"), 0, false, true}};
    for (const CounterFace &f : counterFaces()) {
        t.headers << (f.general       ? Text::tr("General ★")
                      : f.points == 0 ? Text::tr("plain")
                                      : QString::number(f.points));
        t.widths << 1;
        worth << Cell{QString::number(f.points)};
        many << Cell{QString::number(f.count)};
    }
    t.rows = {worth, many};
    return t;
}
} // namespace

Sheet referenceSheet()
{
    Sheet sheet;
    sheet.title = Text::tr("Ranger Commandos — quick reference");
    Section rules;
    rules.heading = Text::tr("The raid on one page");
    rules.paragraphs << Text::tr("Turns go Red, Black, Green, Orange. The barges cross by night "
                                 "to the island's landings, the commandos raid its "
                                 "installations, and after the alarm the barges race home by "
                                 "day.");
    rules.tables = {spinnerTable(), chancesTable(), stepTable(),    alarmTable(),
                    returnTable(),  scoringTable(), countersTable()};
    sheet.sections = {rules};
    return sheet;
}

} // namespace ambuscade::rangercommandos
