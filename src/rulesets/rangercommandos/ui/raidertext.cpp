// SPDX-License-Identifier: GPL-3.0-or-later
#include "raidertext.h"

#include "rangercommandos/game/rangercommandosgame.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosRaider)
};

QString waveName(const RangerCommandosGame &game, const GridCell &cell)
{
    const BoardGrid *grid = game.board().grid();
    return grid ? grid->cellName(cell) : QString();
}
} // namespace

QString whereText(const RangerCommandosGame &game, const Raider &r)
{
    const RaidBoard &board = game.board();
    switch (r.stage) {
    case Stage::Crossing:
        // Before it sails, the barge lies on the rim beside its dock: not a wave to name.
        if (board.dockCell(r.colour) == r.barge)
            return Text::tr("in dock (%1)").arg(board.nameOf(board.dockOf(r.colour)));
        return Text::tr("crossing, wave %1").arg(waveName(game, r.barge));
    case Stage::AtLanding:
        return Text::tr("holds %1").arg(board.nameOf(r.landing));
    case Stage::Ashore:
        // An objective is seldom named: the installation it leads into says where he is.
        if (const QString installation = board.installationOf(r.commando); !installation.isEmpty())
            return Text::tr("ashore at %1, before %2")
                .arg(board.nameOf(r.commando), board.nameOf(installation));
        return Text::tr("ashore at %1").arg(board.nameOf(r.commando));
    case Stage::Returning:
        return Text::tr("homeward, wave %1").arg(waveName(game, r.barge));
    case Stage::Home:
        return Text::tr("home, place %1 (%2)").arg(r.place).arg(board.nameOf(r.dock));
    case Stage::Captured:
        return Text::tr("captured");
    }
    return {};
}

} // namespace ambuscade::rangercommandos
