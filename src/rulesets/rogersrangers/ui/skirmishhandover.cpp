// SPDX-License-Identifier: GPL-3.0-or-later
#include "skirmishhandover.h"

#include "common/filedialogs.h"
#include "game/gamefile.h"
#include "io/scenariowriter.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/skirmish/handover.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QLocale>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersSkirmishHandover)
};
} // namespace

QString saveSkirmishTable(const RogersRangersGame &game, QWidget *parent)
{
    const std::optional<Scenario> table = skirmishTableAtHand(game);
    if (!table)
        return Text::tr("No battle is waiting for its skirmish.");
    const QString path =
        FileDialogs::saveFileName(parent, Text::tr("Save the Skirmish's Table"),
                                  FileDialogs::nameFromTitle(table->title, Text::tr("skirmish"),
                                                             QStringLiteral(".ambuscade.json")),
                                  Text::tr("Ambuscade scenarios (*.ambuscade.json)"));
    if (path.isEmpty())
        return {};
    QString error;
    if (!saveScenarioFile(*table, path, &error))
        return error;
    return Text::tr("The skirmish's table is saved. Save this game too; then open the table, "
                    "play it to its end and save that game; reopen this one and carry the "
                    "skirmish's result back.");
}

std::optional<GameAction> askSkirmishResult(const RogersRangersGame &game, QWidget *parent,
                                            QString *said)
{
    const QString path =
        FileDialogs::openFileName(parent, Text::tr("The Skirmish's Saved Game"),
                                  Text::tr("Ambuscade games (*.ambuscade-game.json)"));
    if (path.isEmpty())
        return std::nullopt;
    Problems problems;
    const GameFile file = loadGameFile(path, problems);
    if (!file.game) {
        *said = problems.value(0).toString();
        return std::nullopt;
    }
    return askCarryBack(game, file.scenario, *file.game, parent, said);
}

std::optional<GameAction> askCarryBack(const RogersRangersGame &game, const Scenario &table,
                                       const Game &skirmish, QWidget *parent, QString *said)
{
    const QStringList retreats = retreatsAtHand(game);
    QStringList names;
    for (const QString &r : retreats)
        names << game.map().nameOf(r);
    CarryBack back = carryBack(game, table, skirmish, retreats.value(0));
    // Asked only when it matters: a lost skirmish, someone left to fall back, and a choice.
    if (back.order && !back.survivors.isEmpty() && retreats.size() > 1) {
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            parent, Text::tr("Fall Back"),
            Text::tr("The skirmish is lost. Left standing: %1. Where do they fall back?")
                .arg(QLocale().createSeparatedList(back.survivors)),
            names, 0, false, &ok);
        if (!ok)
            return std::nullopt;
        back = carryBack(game, table, skirmish, retreats.value(int(names.indexOf(chosen))));
    }
    *said = back.order ? back.text.join(QLatin1Char(' ')) : back.error;
    return back.order;
}

} // namespace ambuscade::rogersrangers
