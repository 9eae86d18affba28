// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonmutator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <optional>
#include <random>

namespace ambuscade::fuzz {

namespace {

// One step down a JSON tree: a key of an object or an index of an array.
struct Step {
    QString key;
    int index = -1;
};
using Path = QList<Step>;

struct Node {
    Path path;
    QJsonValue value;
};

// Every value in the document but the root, each with its path; and the words it uses, so
// a string can become another id or kind the same file holds.
struct Tree {
    QJsonValue root;
    QList<Node> nodes;
    QStringList strings;
    QStringList keys;
};

void collect(const QJsonValue &value, const Path &path, Tree &tree)
{
    if (!path.isEmpty())
        tree.nodes.append({path, value});
    if (value.isString()) {
        tree.strings.append(value.toString());
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            tree.keys.append(it.key());
            collect(it.value(), Path(path) << Step{it.key()}, tree);
        }
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i)
            collect(array.at(i), Path(path) << Step{{}, i}, tree);
    }
}

std::optional<Tree> parse(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || document.isNull())
        return std::nullopt;
    Tree tree;
    tree.root = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
    collect(tree.root, {}, tree);
    return tree;
}

QByteArray written(const QJsonValue &root)
{
    const QJsonDocument document =
        root.isObject() ? QJsonDocument(root.toObject()) : QJsonDocument(root.toArray());
    return document.toJson(QJsonDocument::Compact);
}

// `node` with the value at `path` (from `depth` on) replaced, or removed when `value` is
// empty.
QJsonValue edited(const QJsonValue &node, const Path &path, int depth,
                  const std::optional<QJsonValue> &value)
{
    if (depth == path.size())
        return *value;
    const Step &step = path[depth];
    const bool last = depth + 1 == path.size();
    if (node.isObject()) {
        QJsonObject object = node.toObject();
        if (last && !value)
            object.remove(step.key);
        else
            object.insert(step.key, edited(object.value(step.key), path, depth + 1, value));
        return object;
    }
    QJsonArray array = node.toArray();
    if (last && !value)
        array.removeAt(step.index);
    else
        array.replace(step.index, edited(array.at(step.index), path, depth + 1, value));
    return array;
}

class Mutator
{
public:
    Mutator(Tree tree, unsigned seed) : m_tree(std::move(tree)), m_random(seed) {}

    QJsonValue root() const { return m_tree.root; }

    // One change somewhere in the tree. The tree's list of nodes is not refreshed between
    // changes, so a later change may name a path an earlier one removed: it is then skipped.
    void mutate()
    {
        if (m_tree.nodes.isEmpty())
            return;
        const Node &node = m_tree.nodes[pick(m_tree.nodes.size())];
        switch (pick(8)) {
        case 0:
            replace(node.path, edgeNumber(node.value));
            break;
        case 1:
            replace(node.path, edgeString());
            break;
        case 2:
            replace(node.path, wrongType());
            break;
        case 3:
            remove(node.path);
            break;
        case 4:
            duplicateItem();
            break;
        case 5:
            swapItems();
            break;
        case 6:
            replace(node.path, m_tree.nodes[pick(m_tree.nodes.size())].value);
            break;
        default:
            addKey();
            break;
        }
    }

    // A value of `other` in place of one of this tree's values.
    void graft(const Tree &other)
    {
        if (m_tree.nodes.isEmpty() || other.nodes.isEmpty())
            return;
        replace(m_tree.nodes[pick(m_tree.nodes.size())].path,
                other.nodes[pick(other.nodes.size())].value);
    }

    int pick(qsizetype n)
    {
        return int(std::uniform_int_distribution<qsizetype>(0, n - 1)(m_random));
    }

private:
    bool reachable(const Path &path) const
    {
        QJsonValue at = m_tree.root;
        for (const Step &step : path) {
            if (step.index < 0 ? !at.isObject() || !at.toObject().contains(step.key)
                               : !at.isArray() || step.index >= at.toArray().size())
                return false;
            at = step.index < 0 ? at.toObject().value(step.key) : at.toArray().at(step.index);
        }
        return true;
    }

    void replace(const Path &path, const QJsonValue &value)
    {
        if (reachable(path))
            m_tree.root = edited(m_tree.root, path, 0, value);
    }

    void remove(const Path &path)
    {
        if (reachable(path))
            m_tree.root = edited(m_tree.root, path, 0, std::nullopt);
    }

    QJsonValue valueAt(const Path &path) const
    {
        QJsonValue at = m_tree.root;
        for (const Step &step : path)
            at = step.index < 0 ? at.toObject().value(step.key) : at.toArray().at(step.index);
        return at;
    }

    // A list of the tree, by its path, chosen among the non-empty ones; none when there is none.
    std::optional<Path> someList()
    {
        QList<const Node *> lists;
        for (const Node &node : m_tree.nodes)
            if (node.value.isArray() && !node.value.toArray().isEmpty())
                lists.append(&node);
        if (lists.isEmpty())
            return std::nullopt;
        const Path path = lists[pick(lists.size())]->path;
        if (!reachable(path) || !valueAt(path).isArray() || valueAt(path).toArray().isEmpty())
            return std::nullopt;
        return path;
    }

    // An item of a list again, elsewhere in it: a second figure with the same id, a polygon
    // corner repeated, a log event twice.
    void duplicateItem()
    {
        const std::optional<Path> path = someList();
        if (!path)
            return;
        QJsonArray list = valueAt(*path).toArray();
        list.insert(pick(list.size() + 1), list.at(pick(list.size())));
        replace(*path, list);
    }

    // Two items of a list change places: order matters in polygons, logs and chains.
    void swapItems()
    {
        const std::optional<Path> path = someList();
        if (!path)
            return;
        QJsonArray list = valueAt(*path).toArray();
        const int a = pick(list.size());
        const int b = pick(list.size());
        const QJsonValue first = list.at(a);
        list.replace(a, list.at(b));
        list.replace(b, first);
        replace(*path, list);
    }

    // A key the file uses elsewhere (or one no file uses), with some value of the file.
    void addKey()
    {
        QList<const Node *> objects;
        for (const Node &node : m_tree.nodes)
            if (node.value.isObject())
                objects.append(&node);
        if (objects.isEmpty() || m_tree.keys.isEmpty())
            return;
        const Path path = objects[pick(objects.size())]->path;
        if (!reachable(path) || !valueAt(path).isObject())
            return;
        QJsonObject object = valueAt(path).toObject();
        const QString key =
            pick(8) == 0 ? QStringLiteral("x_unknown") : m_tree.keys[pick(m_tree.keys.size())];
        object.insert(key, m_tree.nodes[pick(m_tree.nodes.size())].value);
        replace(path, object);
    }

    // Numbers where readers go wrong: zero, signs, fractions, the file format's limits and
    // just past them, integer overflows, the edges of what a double holds; or the number
    // there nudged.
    QJsonValue edgeNumber(const QJsonValue &current)
    {
        // Kept by hand: clang-format would put each number on a line of its own.
        // clang-format off
        static const double edges[] = {
            0, -1, 1, 0.5, -0.5, 2, 3, 6, 7, 9, 10, 11, 64, 65, 100, 360, 361, -360, 1999, 2000,
            2001, 4999, 5000, 5001, 9999, 10000, 10001, 1e-9, 1e9, 1e300, -1e300, 2147483647.0,
            2147483648.0, -2147483648.0, -2147483649.0, 4294967296.0, 9007199254740993.0,
            1.8446744073709552e19};
        // clang-format on
        if (current.isDouble() && pick(2) == 0) {
            const double v = current.toDouble();
            const double nudged[] = {v + 1, v - 1, -v, v * 10, v / 10, v + 0.001, v * 1e6};
            return nudged[pick(std::size(nudged))];
        }
        return edges[pick(std::size(edges))];
    }

    // Another word the file uses (an id, a kind), or a string readers may choke on.
    QJsonValue edgeString()
    {
        static const QStringList odd = {
            QString(),
            QStringLiteral(" "),
            QString(1000, QLatin1Char('x')),
            QStringLiteral("\u00e9\u2206\U0001F600"),
            QStringLiteral("-1"),
            QStringLiteral("0"),
            QStringLiteral("18446744073709551616"),
            QStringLiteral("ffffffffffffffff"),
            QStringLiteral("0x10"),
            QStringLiteral("1e400"),
            QStringLiteral("#12345"),
            QStringLiteral("ambuscade-game"),
            QStringLiteral("ambuscade-scenario"),
        };
        if (!m_tree.strings.isEmpty() && pick(3) != 0)
            return m_tree.strings[pick(m_tree.strings.size())];
        return odd[pick(odd.size())];
    }

    QJsonValue wrongType()
    {
        switch (pick(7)) {
        case 0:
            return QJsonValue::Null;
        case 1:
            return true;
        case 2:
            return QString();
        case 3:
            return QJsonArray();
        case 4:
            return QJsonObject();
        case 5:
            return QStringLiteral("12");
        default:
            return QJsonArray{1, 2};
        }
    }

    Tree m_tree;
    std::mt19937 m_random;
};

} // namespace

QByteArray mutateJson(const QByteArray &bytes, unsigned seed)
{
    std::optional<Tree> tree = parse(bytes);
    if (!tree)
        return {};
    Mutator mutator(std::move(*tree), seed);
    const int changes = 1 + mutator.pick(3);
    for (int i = 0; i < changes; ++i)
        mutator.mutate();
    return written(mutator.root());
}

QByteArray crossOverJson(const QByteArray &first, const QByteArray &second, unsigned seed)
{
    std::optional<Tree> into = parse(first);
    const std::optional<Tree> from = parse(second);
    if (!into || !from)
        return {};
    Mutator mutator(std::move(*into), seed);
    mutator.graft(*from);
    return written(mutator.root());
}

} // namespace ambuscade::fuzz
