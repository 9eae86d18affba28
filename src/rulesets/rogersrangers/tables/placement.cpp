// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/tables/placement.h"

#include "io/objectreader.h"
#include "rogersrangers/terms.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersBoard)
};

const QString kField = QStringLiteral("placement");

QString placementPath(qsizetype space)
{
    return indexPath(QStringLiteral("spaces"), space) + QLatin1Char('.') + kField;
}

QString rollList(const QList<int> &rolls)
{
    QStringList words;
    for (int roll : rolls)
        words << QString::number(roll);
    return words.join(QStringLiteral(", "));
}

// The spaces whose roll (of the one column, or of either) an earlier space has already.
Problems givenTwice(const Board &board, std::optional<Column> only)
{
    Problems problems;
    QHash<QString, QString> first; // by placement word, the space that has it
    for (qsizetype i = 0; i < board.spaces.size(); ++i) {
        const BoardSpace &space = board.spaces[i];
        const QString word = space.fields.text(kField);
        const auto placement = placementFromId(word);
        if (!placement || (only && placement->column != *only))
            continue;
        if (first.contains(word))
            problems.append(
                {placementPath(i), Text::tr("the roll %1 is given to \"%2\" already; a roll of the "
                                            "placement table names one space")
                                       .arg(word, first.value(word))});
        else
            first.insert(word, space.id);
    }
    return problems;
}
} // namespace

const QList<Column> &placementColumns()
{
    static const QList<Column> columns = {Column::A, Column::B};
    return columns;
}

QString columnId(Column column)
{
    return column == Column::A ? QStringLiteral("A") : QStringLiteral("B");
}

QString placementId(const Placement &placement)
{
    return columnId(placement.column) + QString::number(placement.roll);
}

std::optional<Placement> placementFromId(const QString &id)
{
    for (Column column : placementColumns()) {
        if (!id.startsWith(columnId(column)))
            continue;
        bool number = false;
        const int roll = id.mid(1).toInt(&number);
        if (number && roll >= kLowestRoll && roll <= kHighestRoll &&
            id == placementId({column, roll}))
            return Placement{column, roll};
    }
    return std::nullopt;
}

QString noPlacement()
{
    return QStringLiteral("none");
}

const QStringList &placementChoices()
{
    static const QStringList choices = [] {
        QStringList words{noPlacement()};
        for (Column column : placementColumns())
            for (int roll = kLowestRoll; roll <= kHighestRoll; ++roll)
                words << placementId({column, roll});
        return words;
    }();
    return choices;
}

PlacementTable::PlacementTable(const Board &board)
{
    for (const BoardSpace &space : board.spaces) {
        const QString word = space.fields.text(kField);
        if (placementFromId(word) && !m_spaces.contains(word))
            m_spaces.insert(word, space.id);
    }
}

QString PlacementTable::spaceFor(Column column, int roll) const
{
    return m_spaces.value(placementId({column, roll}));
}

QList<int> PlacementTable::missingRolls(Column column) const
{
    QList<int> missing;
    for (int roll = kLowestRoll; roll <= kHighestRoll; ++roll)
        if (spaceFor(column, roll).isEmpty())
            missing << roll;
    return missing;
}

Problems rollsGivenTwice(const Board &board)
{
    return givenTwice(board, std::nullopt);
}

Problems columnProblems(const Board &board, Column column)
{
    Problems problems;
    const QList<int> missing = PlacementTable(board).missingRolls(column);
    if (!missing.isEmpty())
        problems.append({QStringLiteral("spaces"),
                         Text::tr("no space has the placement roll %1 of column %2 (%3); a "
                                  "mission on this column needs every roll from %4 to %5")
                             .arg(rollList(missing), columnId(column), termText(columnId(column)))
                             .arg(kLowestRoll)
                             .arg(kHighestRoll)});
    return problems + givenTwice(board, column);
}

} // namespace ambuscade::rogersrangers
