// SPDX-License-Identifier: GPL-3.0-or-later
// A busy user, for tst_crashsafety to kill: it moves a figure of the scenario and plays a
// phase of a game of it, over and over, autosaving after each change. It prints "begin N"
// before the N-th autosave and "end N" after it, so the test can kill it in the middle of
// one, and then waits for a line on its input before the next change: however slow the
// machine, it cannot run ahead into a later autosave while the test picks its moment.
//   autosave-child SCENARIO   (the recovery folder follows XDG_DATA_HOME)
#include "document/document.h"
#include "play/gamesession.h"
#include "playsteps.h"
#include "window/autosave.h"

#include <QGuiApplication>
#include <cstdio>

int main(int argc, char **argv)
{
    using namespace ambuscade;
    QGuiApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("AmbuscadeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("crashsafety"));
    if (argc != 2)
        return 2;
    Document document;
    if (!document.load(QString::fromLocal8Bit(argv[1])).isEmpty())
        return 1;
    GameSession game;
    game.start(document.scenario(), 1);
    Autosave autosave(&document);
    autosave.setGameSession(&game);
    const Figure moved = document.scenario().figures.first();
    for (int n = 1;; ++n) {
        // The n-th change puts the figure n millimetres to the right of where it began.
        document.moveFigures({{moved.id, moved.position + QPointF(0.1 * n, 0)}}, n);
        goOn(game); // a phase on, his orders passed
        std::printf("begin %d\n", n);
        std::fflush(stdout);
        autosave.saveNow();
        std::printf("end %d\n", n);
        std::fflush(stdout);
        char go[16];
        if (!std::fgets(go, sizeof go, stdin))
            return 0;
    }
}
