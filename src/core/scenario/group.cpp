// SPDX-License-Identifier: GPL-3.0-or-later
#include "group.h"

namespace ambuscade {

namespace {
template <typename Enum, size_t N>
std::optional<Enum> lookUp(const QString &id, const Enum (&all)[N], QString (*toId)(Enum))
{
    for (Enum e : all) {
        if (toId(e) == id)
            return e;
    }
    return std::nullopt;
}
} // namespace

QString orderKindId(OrderKind kind)
{
    switch (kind) {
    case OrderKind::Hold:
        return QStringLiteral("hold");
    case OrderKind::Advance:
        return QStringLiteral("advance");
    case OrderKind::Patrol:
        return QStringLiteral("patrol");
    case OrderKind::Ambush:
        return QStringLiteral("ambush");
    }
    return {};
}

std::optional<OrderKind> orderKindFromId(const QString &id)
{
    static constexpr OrderKind all[] = {OrderKind::Hold, OrderKind::Advance, OrderKind::Patrol,
                                        OrderKind::Ambush};
    return lookUp(id, all, orderKindId);
}

} // namespace ambuscade
