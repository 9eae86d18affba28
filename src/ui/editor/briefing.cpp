// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/briefing.h"

#include "common/lengthunits.h"
#include "common/rulesetui.h"
#include "rules/ruleset.h"
#include "scenario/scenario.h"
#include "tablepainter.h"

#include <QCoreApplication>

namespace ambuscade {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(Briefing)
};
} // namespace

QString briefingHtml(const Scenario &s, const Ruleset &rules)
{
    // The table's size in the unit its rule set is played in, unless Preferences choose one.
    const LengthUnit unit = preferredUnit().value_or(rules.unit());
    QString html = QStringLiteral("<h2>%1</h2>").arg(s.title.toHtmlEscaped());
    const bool board = !s.board.isEmpty();
    const QString width = lengthNumber(s.table.widthCm, unit);
    const QString height = lengthLabel(s.table.heightCm, unit);
    // A board is told by its spaces and paths, a table by its size alone.
    const QString ground = board ? Text::tr("Board %1 × %2; spaces: %3, paths: %4")
                                       .arg(width, height)
                                       .arg(s.board.spaces.size())
                                       .arg(s.board.paths.size())
                                 : Text::tr("Table %1 × %2").arg(width, height);
    html += QStringLiteral("<p><i>%1</i><br>%2</p>")
                .arg(rules.displayName().toHtmlEscaped(), ground.toHtmlEscaped());
    if (s.victory.turnLimit > 0) {
        const Side *holder = s.side(s.victory.turnLimitWinner);
        const QString limit = holder
                                  ? Text::tr("Turn limit: %1, when %2 win if nobody has won before")
                                        .arg(s.victory.turnLimit)
                                        .arg(holder->name)
                                  : Text::tr("Turn limit: %1").arg(s.victory.turnLimit);
        html += QStringLiteral("<p>%1</p>").arg(limit.toHtmlEscaped());
    }
    for (const QString &paragraph : s.briefing.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());

    for (const Side &side : s.sides) {
        int alive = 0;
        for (const Figure &f : s.figures)
            alive += f.side == side.id && !f.killed;
        // On a board the game may place its pieces itself: a side with none placed before it
        // has nothing to count.
        const QString figures = board && alive == 0
                                    ? QString()
                                    : QStringLiteral("<br>") + Text::tr("Figures: %1").arg(alive);
        html +=
            QStringLiteral("<h3><span style='color:%1'>■</span> %2</h3><p>%3%4</p><ul>")
                .arg(render::sideColour(s, side.id).name(), sideNameIn(s, side.id).toHtmlEscaped(),
                     side.controller == Controller::Ai ? Text::tr("Played by the computer")
                                                       : Text::tr("Played by you"),
                     figures);
        for (const Group &g : s.groups) {
            if (g.side != side.id)
                continue;
            int members = 0;
            for (const Figure &f : s.figures)
                members += f.group == g.id && !f.killed;
            if (members == 0)
                continue; // gone, or hidden from the people at the table
            html += QStringLiteral("<li>%1 — %2</li>")
                        .arg(g.name.isEmpty() ? g.id.toHtmlEscaped() : g.name.toHtmlEscaped(),
                             QString::number(members));
        }
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace ambuscade
