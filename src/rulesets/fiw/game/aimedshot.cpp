// SPDX-License-Identifier: GPL-3.0-or-later
// §10: player characters shoot at a figure of their choosing, not with their group at will.
#include "fiw/game/fiwgame.h"
#include "fiw/procedures/shooting.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};
} // namespace

QList<int> FiwGame::aimedShotTargets(int character) const
{
    QList<int> targets;
    const Figure &pc = m_state.figures[character];
    const Weapon *weapon = m_field->weapon(character);
    if (m_phase != Phase::Shooting || !pc.onTable() || pc.side != sideId() ||
        !m_field->isPlayerCharacter(character) || !weapon || !weapon->shoots() ||
        !readyToFire(character))
        return targets;
    const double spottingCm = spotting(m_field->actingGroup(character));
    for (int t = 0; t < m_state.figures.size(); ++t) {
        if (!m_state.figures[t].onTable() || m_field->sameSide(t, character))
            continue;
        const std::optional<RangeBand> band = shotBand(character, t, spottingCm);
        if (band && *band != RangeBand::Out)
            targets << t;
    }
    return targets;
}

std::optional<RangeBand> FiwGame::shotBand(int man, int target, double spottingCm) const
{
    const Weapon *weapon = m_field->weapon(man);
    if (!weapon || !m_field->sees(man, target, spottingCm))
        return std::nullopt;
    return rangeBand(*weapon, m_field->geometry().edgeDistance(man, target),
                     isWounded(m_state.figures[man]));
}

bool FiwGame::aimedShot(int character, int target, QString *whyNot)
{
    if (!aimedShotTargets(character).contains(target)) {
        if (whyNot)
            *whyNot = Text::tr("%1 cannot take that shot: a player character of the side on "
                               "turn, loaded, shoots in the shooting phase at a man he sees "
                               "within range.")
                          .arg(m_state.figures[character].name);
        return false;
    }
    const Fire fire = fiw::aimedShot(*m_field, m_state, character, target,
                                     spotting(m_field->actingGroup(character)), m_dice);
    recordShots(fire);
    logFire(fire);
    if (!fire.killed.isEmpty())
        refreshField();
    return true;
}

ActionOutcome FiwGame::performAimedShot(const GameAction &action)
{
    const int character = m_field->figureIndex(action.actor);
    const int target =
        m_field->figureIndex(action.params.value(QStringLiteral("target")).toString());
    if (character < 0 || target < 0)
        return ActionOutcome::refused(Text::tr("An aimed shot names the player character who "
                                               "takes it and the figure he aims at."));
    QString why;
    if (!aimedShot(character, target, &why))
        return ActionOutcome::refused(why);
    return {true, {}, {}};
}

} // namespace ambuscade::fiw
