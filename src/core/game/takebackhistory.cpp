// SPDX-License-Identifier: GPL-3.0-or-later
#include "takebackhistory.h"

namespace ambuscade {

void TakeBackHistory::clear()
{
    m_newest.reset();
    m_older.clear();
}

void TakeBackHistory::push(QJsonObject state)
{
    if (m_depth <= 0)
        return;
    if (m_newest) {
        JsonDelta unchanged; // a step that changed nothing, should there be one
        unchanged.kind = JsonDelta::Kind::Object;
        m_older.push_back(jsonDelta(state, *m_newest).value_or(std::move(unchanged)));
    }
    m_newest = std::move(state);
    while (size() > m_depth)
        m_older.pop_front();
}

std::optional<QJsonObject> TakeBackHistory::pop()
{
    std::optional<QJsonObject> newest = std::move(m_newest);
    m_newest.reset();
    if (newest && !m_older.empty()) {
        m_newest = applyJsonDelta(*newest, m_older.back()).toObject();
        m_older.pop_back();
    }
    return newest;
}

qsizetype TakeBackHistory::deltaValueCount() const
{
    qsizetype n = 0;
    for (const JsonDelta &d : m_older)
        n += d.valueCount();
    return n;
}

} // namespace ambuscade
