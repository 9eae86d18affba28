// SPDX-License-Identifier: GPL-3.0-or-later
#include "aimedshotrow.h"

#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"
#include "play/gamepanel.h"
#include "play/gamesession.h"
#include "steadywidth.h"

#include <QComboBox>
#include <QFormLayout>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalBlocker>

namespace ambuscade::fiw {

AimedShotRow::AimedShotRow(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_character(new QComboBox), m_mark(new QComboBox),
      m_shoot(new QPushButton(tr("Take the Shot")))
{
    setObjectName(QStringLiteral("aimedShotRow"));
    m_character->setObjectName(QStringLiteral("marksman"));
    m_mark->setObjectName(QStringLiteral("mark"));
    keepSteadyWidth(m_character);
    keepSteadyWidth(m_mark);
    m_shoot->setObjectName(QStringLiteral("takeShot"));
    m_shoot->setToolTip(tr("A player character shoots at the man he chooses, at his true band; "
                           "a hit falls on that man."));
    auto *form = new QFormLayout(this);
    keepSteadyWidth(form);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Player character"), m_character);
    form->addRow(tr("Aims at"), m_mark);
    form->addRow(m_shoot);
    connect(m_character, &QComboBox::currentIndexChanged, this, &AimedShotRow::showMarks);
    connect(m_shoot, &QPushButton::clicked, this, &AimedShotRow::shoot);
    hide();
}

void AimedShotRow::showGame(const FiwGame &game)
{
    const QString kept = m_character->currentData().toString();
    {
        const QSignalBlocker quiet(m_character);
        m_character->clear();
        for (int f = 0; f < game.state().figures.size(); ++f)
            if (!game.aimedShotTargets(f).isEmpty())
                m_character->addItem(game.state().figures[f].name, game.state().figures[f].id);
        m_character->setCurrentIndex(std::max(0, m_character->findData(kept)));
    }
    setVisible(m_character->count() > 0);
    showMarks();
}

void AimedShotRow::showMarks()
{
    m_mark->clear();
    if (!m_session->isActive())
        return;
    const auto &game = static_cast<const FiwGame &>(m_session->game());
    const int character = game.field().figureIndex(m_character->currentData().toString());
    if (character < 0)
        return;
    const Figure &pc = game.state().figures[character];
    const Weapon *weapon = findWeapon(weaponId(pc));
    for (int t : game.aimedShotTargets(character)) {
        const Figure &mark = game.state().figures[t];
        const RangeBand band =
            rangeBand(*weapon, game.field().geometry().edgeDistance(character, t), isWounded(pc));
        m_mark->addItem(tr("%1, at %2").arg(mark.name, rangeBandText(band)), mark.id);
    }
    GamePanel::enableOrSayWhy(
        m_shoot, m_mark->count() > 0 ? QString() : tr("No mark of his in sight and in range."));
}

void AimedShotRow::shoot()
{
    const ActionOutcome outcome =
        m_session->perform({orderkind::kAimedShot,
                            m_character->currentData().toString(),
                            {{QStringLiteral("target"), m_mark->currentData().toString()}},
                            {}});
    if (!outcome.done)
        emit message(outcome.problems.join(QStringLiteral("; ")));
}

} // namespace ambuscade::fiw
