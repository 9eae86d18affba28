// SPDX-License-Identifier: GPL-3.0-or-later
// Writes saved games to seed the saved-game fuzzer: each scenario given, played by its own
// controllers from seed 1, saved at several points of its first turns, so the seeds hold
// reactions, moves, shots, charges and log events as a real save would.
//   make-game-seeds OUT_DIR SCENARIO...
#include "io/scenarioreader.h"
#include "rules/fiw/gamefile.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
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
    for (int i = 2; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        const ScenarioLoadResult loaded = loadScenarioFile(path);
        if (!loaded.scenario) {
            std::fprintf(stderr, "%s: %s\n", argv[i],
                         qPrintable(loaded.problems.first().toString()));
            return 1;
        }
        fiw::FiwGame game(*loaded.scenario, kSeed);
        int advanced = 0;
        for (int point : savePoints) {
            while (advanced < point && !game.over()) {
                game.advance();
                ++advanced;
            }
            const QString name = QFileInfo(path).baseName() +
                                 QStringLiteral("-phase%1.ambuscade-game.json").arg(point);
            QSaveFile file(out.filePath(name));
            if (!file.open(QIODevice::WriteOnly) ||
                file.write(fiw::gameFileBytes(*loaded.scenario, kSeed, false, game)) < 0 ||
                !file.commit()) {
                std::fprintf(stderr, "cannot write %s\n", qPrintable(file.fileName()));
                return 1;
            }
        }
    }
    return 0;
}
