// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/rangercommandosruleset.h"

#include "rangercommandos/board/boardchecks.h"
#include "rangercommandos/board/spacekinds.h"
#include "rangercommandos/terms.h"

#include <QCoreApplication>

// The board's symbols are compiled into this static library, whose resource initialiser the
// linker would otherwise drop; it has to be called outside any namespace.
static void initBoardSymbols()
{
    Q_INIT_RESOURCE(rangercommandos);
}

namespace ambuscade::rangercommandos {

const RangerCommandosRuleset &registeredRuleset()
{
    static const RangerCommandosRuleset rules;
    return rules;
}

RangerCommandosRuleset::RangerCommandosRuleset()
{
    initBoardSymbols();
}

QString RangerCommandosRuleset::displayName() const
{
    return QCoreApplication::translate("Ruleset", "Ranger Commandos");
}

const QList<SpaceKind> &RangerCommandosRuleset::spaceKinds() const
{
    return rangercommandos::spaceKinds();
}

const QList<PathKind> &RangerCommandosRuleset::pathKinds() const
{
    return rangercommandos::pathKinds();
}

SpaceLook RangerCommandosRuleset::spaceLook(const BoardSpace &space) const
{
    return rangercommandos::spaceLook(space);
}

Problems RangerCommandosRuleset::checkBoard(const Board &board) const
{
    return rangercommandos::checkBoard(board);
}

QString RangerCommandosRuleset::termText(const QString &id) const
{
    return rangercommandos::termText(id);
}

Ruleset::TurnWords RangerCommandosRuleset::turnWords() const
{
    return {QCoreApplication::translate("RangerCommandosTerm", "Round"),
            QCoreApplication::translate("RangerCommandosTerm", "all rounds")};
}

} // namespace ambuscade::rangercommandos
