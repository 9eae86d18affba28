// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/opponentwords.h"

#include "game/opponentnames.h"

#include <QCoreApplication>

namespace ambuscade {

namespace {
// The words were first the Who Plays dialog's, and are translated under its name.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ambuscade::SeatsDialog)
};
} // namespace

RulesetUi::OpponentWords commonOpponentWords(const QString &kind)
{
    if (kind == QLatin1String(kComputerOpponent))
        return {Text::tr("The computer"),
                Text::tr("Plays to win by the rules, and gives its reason for each order "
                         "in the log.")};
    if (kind == QLatin1String(kSearchOpponent))
        return {Text::tr("The computer, thinking ahead"),
                Text::tr("The computer, playing its likeliest orders forward many times "
                         "over before it gives one (File → Preferences sets how long). "
                         "Slower; it keeps the computer's own order unless another "
                         "clearly does better.")};
    if (kind == QLatin1String(kRandomOpponent))
        return {Text::tr("The computer, at random"),
                Text::tr("Gives any order the rules allow, at random: to try a scenario "
                         "out, not to play against.")};
    // A rule set's other kinds go by their names.
    return {Text::tr("The computer (%1)").arg(QString(kind).replace('-', ' ')),
            Text::tr("The rule set's \"%1\" opponent.").arg(kind)};
}

RulesetUi::OpponentWords opponentWords(const RulesetUi *ui, const QString &kind)
{
    if (ui)
        if (const std::optional<RulesetUi::OpponentWords> own = ui->opponentWords(kind))
            return *own;
    return commonOpponentWords(kind);
}

} // namespace ambuscade
