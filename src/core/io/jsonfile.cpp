// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonfile.h"

#include "limits.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>
#include <vector>

namespace ambuscade {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(JsonFile)
};

// Enough to show what is wrong; a file with more duplicated keys says the same thing again.
constexpr int kMaxDuplicatesReported = 10;

// Walks the text of a JSON document for what QJsonDocument does not tell: how deep it nests,
// where, and keys given twice in one object. Syntax is the parser's to judge: at anything
// unexpected the scan stops, and whatever it found until then stands.
class Scanner
{
public:
    explicit Scanner(const QByteArray &bytes) : m_text(bytes) {}

    void run();

    QString tooDeepAt; // the path of the first container nested too deep, if any
    bool tooDeep = false;
    QStringList duplicates;       // the paths of keys given a second time
    std::optional<QString> nulAt; // the path of the first text holding the character NUL

private:
    struct Frame {
        bool object = false;
        qsizetype index = 0; // an array's current item
        QString key;         // an object's current key
        QSet<QString> keys;
    };

    void skipSpace();
    bool open(char c);
    bool readKey();
    bool skipString();
    std::optional<QString> readString();
    bool skipScalar();
    QString pathOf(size_t depth) const;

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    std::vector<Frame> m_stack;
};

void Scanner::skipSpace()
{
    while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\n' ||
                                     m_text[m_pos] == '\r' || m_text[m_pos] == '\t'))
        ++m_pos;
}

char peekOr(const QByteArray &text, qsizetype pos)
{
    return pos < text.size() ? text[pos] : '\0';
}

QString Scanner::pathOf(size_t depth) const
{
    QString path;
    for (size_t i = 0; i < depth && i < m_stack.size(); ++i) {
        const Frame &f = m_stack[i];
        if (!f.object)
            path += QStringLiteral("[%1]").arg(f.index);
        else
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + f.key;
    }
    return path;
}

bool Scanner::open(char c)
{
    m_stack.push_back(Frame{c == '{', 0, {}, {}});
    ++m_pos;
    if (int(m_stack.size()) > limits::kMaxNesting) {
        tooDeep = true;
        tooDeepAt = pathOf(m_stack.size() - 1);
        return false;
    }
    return true;
}

bool Scanner::skipString()
{
    for (++m_pos; m_pos < m_text.size(); ++m_pos) {
        // A text is shown and written as C strings are, which end at a NUL: written out as
        // \u0000, or as the byte itself (which Qt's parser lets through).
        if (m_text[m_pos] == '\0' && !nulAt)
            nulAt = pathOf(m_stack.size());
        if (m_text[m_pos] == '\\') {
            if (!nulAt && m_text.mid(m_pos + 1, 5) == "u0000")
                nulAt = pathOf(m_stack.size());
            ++m_pos;
        } else if (m_text[m_pos] == '"') {
            ++m_pos;
            return true;
        }
    }
    return false;
}

std::optional<QString> Scanner::readString()
{
    QString s;
    qsizetype run = ++m_pos; // the start of the bytes since the last escape
    for (; m_pos < m_text.size(); ++m_pos) {
        const char c = m_text[m_pos];
        if (c == '"') {
            s += QString::fromUtf8(m_text.constData() + run, m_pos - run);
            ++m_pos;
            return s;
        }
        if (c != '\\')
            continue;
        s += QString::fromUtf8(m_text.constData() + run, m_pos - run);
        const char e = peekOr(m_text, ++m_pos);
        static const QByteArray plain("\"\\/bfnrt"), meant("\"\\/\b\f\n\r\t");
        if (const qsizetype i = plain.indexOf(e); i >= 0 && e != '\0') {
            s += QLatin1Char(meant[i]);
        } else if (e == 'u' && m_pos + 4 < m_text.size()) {
            bool ok = false;
            const ushort unit = m_text.mid(m_pos + 1, 4).toUShort(&ok, 16);
            if (!ok)
                return std::nullopt;
            s += QChar(unit);
            m_pos += 4;
        } else {
            return std::nullopt;
        }
        run = m_pos + 1;
    }
    return std::nullopt;
}

bool Scanner::readKey()
{
    skipSpace();
    if (peekOr(m_text, m_pos) != '"')
        return false;
    const std::optional<QString> key = readString();
    if (!key)
        return false;
    if (!nulAt && key->contains(QChar(0)))
        nulAt = pathOf(m_stack.size() - 1);
    Frame &frame = m_stack.back();
    frame.key = *key;
    if (frame.keys.contains(*key) && duplicates.size() < kMaxDuplicatesReported)
        duplicates.append(pathOf(m_stack.size()));
    frame.keys.insert(*key);
    skipSpace();
    if (peekOr(m_text, m_pos) != ':')
        return false;
    ++m_pos;
    return true;
}

bool Scanner::skipScalar()
{
    const qsizetype start = m_pos;
    static const QByteArray ends(",]} \t\r\n");
    while (m_pos < m_text.size() && !ends.contains(m_text[m_pos]))
        ++m_pos;
    return m_pos > start;
}

void Scanner::run()
{
    bool expectValue = true;
    for (;;) {
        skipSpace();
        const char c = peekOr(m_text, m_pos);
        if (expectValue) {
            if (c == '{' || c == '[') {
                if (!open(c))
                    return;
                skipSpace();
                const char close = c == '{' ? '}' : ']';
                if (peekOr(m_text, m_pos) == close) {
                    ++m_pos;
                    m_stack.pop_back();
                    expectValue = false;
                } else if (c == '{' && !readKey()) {
                    return;
                }
                continue;
            }
            if (!(c == '"' ? skipString() : skipScalar()))
                return;
            expectValue = false;
            continue;
        }
        if (m_stack.empty())
            return; // the whole document
        Frame &frame = m_stack.back();
        if (c == ',') {
            ++m_pos;
            ++frame.index;
            if (frame.object && !readKey())
                return;
            expectValue = true;
        } else if (c == (frame.object ? '}' : ']')) {
            ++m_pos;
            m_stack.pop_back();
        } else {
            return;
        }
    }
}

// UTF-16 and UTF-32 files begin with a byte order mark, or have a zero byte beside each
// character of the opening brace.
bool looksWide(const QByteArray &bytes)
{
    return bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF") ||
           (bytes.size() >= 2 && (bytes[0] == '\0' || bytes[1] == '\0'));
}

QString parseError(const QByteArray &json, const QJsonParseError &error)
{
    const QByteArray before = json.left(error.offset);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = error.offset - (before.lastIndexOf('\n') + 1) + 1;
    // A file cut short (a copy broken off, a disk full) is said as such: "unterminated
    // array" tells a player nothing. The parser stopping at the file's end (trailing blanks
    // aside) tells it apart; the kind of error does not (a comma left out mid-file is
    // "unterminated" too).
    qsizetype end = json.size();
    while (end > 0 && QChar::isSpace(uchar(json[end - 1])))
        --end;
    const bool cutShort = error.offset >= end;
    return (cutShort ? Text::tr("the file ends too soon, as if cut short (%1 at line %2, column "
                                "%3)")
                     : Text::tr("not valid JSON: %1 at line %2, column %3"))
        .arg(error.errorString())
        .arg(line)
        .arg(column);
}
} // namespace

std::optional<QJsonObject> parseJsonObject(const QByteArray &bytes, const QString &notAnObject,
                                           Problems &problems)
{
    if (looksWide(bytes)) {
        problems.append({QString(), Text::tr("the file is not UTF-8 text (it looks like UTF-16 "
                                             "or UTF-32): save it as UTF-8")});
        return std::nullopt;
    }
    const QByteArray json = bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes;
    if (json.trimmed().isEmpty()) { // JSON's own words ("illegal value at line 1") say less
        problems.append({QString(), Text::tr("the file is empty: it holds no JSON at all")});
        return std::nullopt;
    }
    Scanner scan(json);
    scan.run();
    if (scan.tooDeep) {
        problems.append(
            {scan.tooDeepAt,
             Text::tr("the file nests deeper than %1 levels here").arg(limits::kMaxNesting)});
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        problems.append({QString(), parseError(json, error)});
        return std::nullopt;
    }
    if (!doc.isObject()) {
        problems.append({QString(), notAnObject});
        return std::nullopt;
    }
    for (const QString &path : scan.duplicates)
        problems.append({path, Text::tr("is given twice in one object (JSON would keep only "
                                        "the last); give it once")});
    if (!scan.duplicates.isEmpty())
        return std::nullopt;
    if (scan.nulAt) {
        problems.append({*scan.nulAt, Text::tr("holds the character NUL (\\u0000), which no "
                                               "text of a file may hold")});
        return std::nullopt;
    }
    return doc.object();
}

} // namespace ambuscade
