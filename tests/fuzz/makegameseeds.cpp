// SPDX-License-Identifier: GPL-3.0-or-later
// Writes saved games to seed the saved-game fuzzer: each scenario given, played by its own
// controllers from seed 1, saved at several points of its first turns, so the seeds hold
// reactions, moves, shots, charges and log events as a real save would; once just after the
// first melee; and once in the middle of a commander's orders.
//   make-game-seeds OUT_DIR SCENARIO...
#include "../fiwplay.h"
#include "fiw/game/fiwgame.h"
#include "fiw/procedures/activation.h"
#include "fiw/tables/troops.h"
#include "game/gamefile.h"
#include "io/scenarioreader.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <cstdio>

int main(int argc, char **argv)
{
    using namespace ambuscade;
    if (argc < 3) {
        std::fprintf(stderr, "usage: make-game-seeds OUT_DIR SCENARIO...\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    out.mkpath(QStringLiteral("."));
    // Phases advanced before each save: the start, mid first turn, the second side, turn 2+.
    const int savePoints[] = {0, 3, 7, 12, 25};
    constexpr quint64 kSeed = 1;
    constexpr int kPhasesToFirstMelee = 60;
    for (int i = 2; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        const ScenarioLoadResult loaded = loadScenarioFile(path);
        if (!loaded.scenario) {
            std::fprintf(stderr, "%s: %s\n", argv[i],
                         qPrintable(loaded.problems.first().toString()));
            return 1;
        }
        const QString stem = QFileInfo(path).baseName();
        const auto save = [&](const fiw::FiwGame &game, const QString &when) {
            QSaveFile file(out.filePath(stem + QLatin1Char('-') + when +
                                        QStringLiteral(".ambuscade-game.json")));
            const bool saved =
                file.open(QIODevice::WriteOnly) &&
                file.write(gameFileBytes(*loaded.scenario, kSeed, false, game)) >= 0 &&
                file.commit();
            if (!saved)
                std::fprintf(stderr, "cannot write %s\n", qPrintable(file.fileName()));
            return saved;
        };
        fiw::FiwGame game(*loaded.scenario, kSeed);
        int advanced = 0;
        for (int point : savePoints) {
            while (advanced < point && !game.over()) {
                nextPhase(game);
                ++advanced;
            }
            if (!save(game, QStringLiteral("phase%1").arg(point)))
                return 1;
        }
        // Just after the first melee, if one comes within a few turns: its log event holds
        // the fighters, pairs and falls back that the Combat panel reads back.
        fiw::FiwGame fighting(*loaded.scenario, kSeed);
        const auto fought = [&fighting] {
            const QList<LogEvent> &events = fighting.log().events();
            return std::any_of(events.begin(), events.end(),
                               [](const LogEvent &e) { return e.kind == QLatin1String("melee"); });
        };
        for (int phase = 0; phase < kPhasesToFirstMelee && !fighting.over() && !fought(); ++phase)
            nextPhase(fighting);
        if (fought() && !save(fighting, QStringLiteral("melee")))
            return 1;
        // In the middle of orders: the first leader of the side on turn has rolled and
        // commanded what he can afford.
        fiw::FiwGame ordering(*loaded.scenario, kSeed);
        const Scenario &s = ordering.state();
        for (int f = 0; f < s.figures.size(); ++f) {
            if (s.figures[f].side != ordering.sideId() || !fiw::isLeader(s.figures[f]))
                continue;
            ordering.beginCommand(f);
            for (const fiw::CommandOption &o : ordering.commandSession()->options())
                ordering.command(o.group);
            break;
        }
        if (!save(ordering, QStringLiteral("orders")))
            return 1;
    }
    return 0;
}
