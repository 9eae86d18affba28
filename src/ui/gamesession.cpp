// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include "geometry/vector2.h"
#include "rules/fiw/gamefile.h"
#include "rules/fiw/troops.h"

#include <QFile>
#include <QSaveFile>

namespace ambuscade {

namespace {
// Undo goes back this many steps; each is a whole game state of a few hundred kilobytes.
constexpr int kUndoDepth = 200;
} // namespace

GameSession::GameSession(QObject *parent) : QObject(parent) {}

GameSession::~GameSession() = default;

void GameSession::start(const Scenario &scenario, quint64 seed)
{
    m_scenario = scenario;
    m_seed = seed;
    m_game = std::make_unique<fiw::FiwGame>(scenario, seed);
    m_undo.clear();
    m_filePath.clear();
    setModified(true);
    emit changed();
}

void GameSession::stop()
{
    m_game.reset();
    m_undo.clear();
    m_filePath.clear();
    setModified(false);
    emit changed();
}

void GameSession::remember()
{
    m_undo.append(m_game->toJson());
    if (m_undo.size() > kUndoDepth)
        m_undo.removeFirst();
}

void GameSession::step()
{
    if (!m_game || m_game->over())
        return;
    remember();
    m_game->advance();
    setModified(true);
    emit changed();
}

void GameSession::finishSideTurn()
{
    if (!m_game || m_game->over())
        return;
    remember();
    const int side = m_game->sideIndex();
    const int turn = m_game->turn();
    do
        m_game->advance();
    while (!m_game->over() && m_game->sideIndex() == side && m_game->turn() == turn);
    setModified(true);
    emit changed();
}

bool GameSession::moveFigure(const QString &figureId, const QList<QPointF> &path,
                             QStringList *problems)
{
    if (!m_game || m_game->phase() != fiw::Phase::Movement) {
        if (problems)
            *problems = {tr("Figures move in the movement phase.")};
        return false;
    }
    const int figure = m_game->field().figureIndex(figureId);
    if (figure < 0 || m_game->state().figures[figure].side != m_game->sideId()) {
        if (problems)
            *problems = {tr("Only the side on turn moves.")};
        return false;
    }
    const QJsonObject before = m_game->toJson();
    if (!m_game->moveFigure(figure, path, problems))
        return false;
    m_undo.append(before);
    setModified(true);
    emit changed();
    return true;
}

bool GameSession::beginCommand(const QString &leaderId, QString *whyNot)
{
    if (!m_game || m_game->phase() != fiw::Phase::Command) {
        *whyNot = tr("Commanders roll their dice in the command phase.");
        return false;
    }
    const int leader = m_game->field().figureIndex(leaderId);
    const Figure *f = leader >= 0 ? &m_game->state().figures[leader] : nullptr;
    if (!f || !f->onTable() || f->side != m_game->sideId() || !fiw::isLeader(*f)) {
        *whyNot = tr("Only a living officer or hero of the side on turn commands.");
        return false;
    }
    if (m_game->hasCommanded(leader)) {
        *whyNot = tr("%1 has rolled his dice this turn already.").arg(f->name);
        return false;
    }
    remember();
    m_game->beginCommand(leader);
    setModified(true);
    emit changed();
    return true;
}

bool GameSession::command(const QString &groupId, QString *whyNot)
{
    if (!m_game || !m_game->commandSession()) {
        *whyNot = tr("Choose a commander and roll his dice first.");
        return false;
    }
    const int group = m_game->field().groupIndex(groupId);
    remember();
    if (group < 0 || !m_game->command(group, whyNot)) {
        m_undo.removeLast(); // nothing happened
        return false;
    }
    setModified(true);
    emit changed();
    return true;
}

QString GameSession::orderedFire(const QString &groupId, const QString &targetGroupId,
                                 QString *whyNot)
{
    if (!m_game || m_game->phase() != fiw::Phase::Shooting) {
        *whyNot = tr("Groups fire in the shooting phase.");
        return {};
    }
    const fiw::Battlefield &field = m_game->field();
    const int group = field.groupIndex(groupId);
    const int target = field.groupIndex(targetGroupId);
    if (group < 0 || target < 0 || !m_game->isCommanded(group)) {
        *whyNot = tr("Only a commanded group fires on orders.");
        return {};
    }
    remember();
    QStringList notReady;
    const fiw::Fire fire =
        m_game->orderedFire(field.group(group).living(m_game->state()), target, &notReady);
    int hits = 0;
    for (const fiw::Shot &shot : fire.shots)
        hits += shot.hit;
    QString said = tr("%n shots", nullptr, int(fire.shots.size())) + QStringLiteral(", ") +
                   tr("%n hits", nullptr, hits) + QStringLiteral(", ") +
                   tr("%n killed", nullptr, int(fire.killed.size())) + QStringLiteral(", ") +
                   tr("%n wounded", nullptr, int(fire.wounded.size()));
    if (!notReady.isEmpty())
        said += tr("; not loaded or moved too far: %1").arg(notReady.join(QStringLiteral(", ")));
    setModified(true);
    emit changed();
    return said;
}

void GameSession::setRefereeMode(bool on)
{
    if (m_referee == on)
        return;
    m_referee = on;
    setModified(true);
    emit changed();
}

bool GameSession::placeFigure(const QString &figureId, const QPointF &to)
{
    if (!m_game)
        return false;
    const int figure = m_game->field().figureIndex(figureId);
    if (figure < 0)
        return false;
    const Figure &f = m_game->state().figures[figure];
    const QJsonObject before = m_game->toJson();
    // He faces the way he was put down: along the move, if he moved.
    const QPointF d = to - f.position;
    const double facing = d.isNull() ? f.facing : geo::facingOf(d);
    if (!m_game->placeFigure(figure, to, facing))
        return false;
    m_undo.append(before);
    setModified(true);
    emit changed();
    return true;
}

void GameSession::undo()
{
    if (m_undo.isEmpty())
        return;
    QString error;
    std::unique_ptr<fiw::FiwGame> restored = fiw::FiwGame::fromJson(m_undo.takeLast(), &error);
    if (!restored)
        return; // cannot happen: the state was written by this program a moment ago
    m_game = std::move(restored);
    setModified(true);
    emit changed();
}

QByteArray GameSession::fileBytes() const
{
    return fiw::gameFileBytes(m_scenario, m_seed, m_referee, *m_game);
}

bool GameSession::save(const QString &path, QString *error)
{
    QSaveFile out(path);
    const QByteArray bytes = fileBytes();
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        *error = tr("Could not write %1: %2").arg(path, out.errorString());
        return false;
    }
    m_filePath = path;
    setModified(false);
    return true;
}

bool GameSession::load(const QString &path, QString *error)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = tr("Could not open %1: %2").arg(path, in.errorString());
        return false;
    }
    fiw::GameFile file = fiw::readGameFile(in.readAll(), path, error);
    if (!file.game)
        return false;
    m_scenario = std::move(file.scenario);
    m_seed = file.seed;
    m_referee = file.referee;
    m_game = std::move(file.game);
    m_undo.clear();
    m_filePath = path;
    setModified(false);
    emit changed();
    return true;
}

bool GameSession::recover(const QString &recoveryPath, const QString &originalPath, QString *error)
{
    if (!load(recoveryPath, error))
        return false;
    m_filePath = originalPath;
    setModified(true);
    return true;
}

void GameSession::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

} // namespace ambuscade
