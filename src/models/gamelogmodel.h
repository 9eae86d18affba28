// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"

#include <QAbstractTableModel>
#include <QHash>

namespace ambuscade {

class Ruleset;

// The game log as a table: turn, side, phase, kind and what happened. New events are
// appended as the game runs, so views keep their place.
class GameLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TurnColumn, SideColumn, PhaseColumn, KindColumn, TextColumn, ColumnCount };
    // The turn, side, phase and kind as the log stores them (display shows them translated).
    static constexpr int IdRole = Qt::UserRole;

    explicit GameLogModel(QObject *parent = nullptr);

    // Shows the log as it now stands, adding only what is new since the last call. The rule
    // set names its phases and kinds of event.
    void update(const GameLog &log, const Ruleset *rules);
    // The names the side column shows for the sides' ids (an id without one shows itself).
    void setSideNames(const QHash<QString, QString> &names);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString termText(const QString &id) const;

    QList<LogEvent> m_events;
    const Ruleset *m_rules = nullptr;
    QHash<QString, QString> m_sideNames;
};

} // namespace ambuscade
