// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/autosave.h"

#include "document/document.h"
#include "io/atomicfile.h"
#include "io/boundedfile.h"
#include "io/limits.h"
#include "io/scenariowriter.h"
#include "play/gamesession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

namespace ambuscade {

namespace {
const QString kMetaSuffix = QStringLiteral(".meta.json");
const QString kScenarioSuffix = QStringLiteral(".ambuscade.json");
const QString kGameSuffix = QStringLiteral(".ambuscade-game.json");
const QString kLockSuffix = QStringLiteral(".lock");
const QString kMinutesKey = QStringLiteral("autosave/minutes");

QString existing(const QString &path)
{
    return QFile::exists(path) ? path : QString();
}

// The file a path names, from any working folder: absolute, links and ".." resolved (as far
// as the file exists). A recovery is taken up by a run that may start elsewhere.
QString canonicalPath(const QString &path)
{
    if (path.isEmpty())
        return {};
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath(); // empty while the file does not exist
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

// A file named in a recovery record; a relative path (written by an older version) names no
// file for sure, so the recovered work is treated as never saved and Save asks where.
QString recordedPath(const QString &path)
{
    return QDir::isAbsolutePath(path) ? path : QString();
}

// The meta file is a few hundred bytes; anything much larger is not one.
constexpr qint64 kMaxMetaBytes = 64 * 1024;
// How often a save put off by a held mouse button looks whether it has been let go.
constexpr int kHeldButtonPollMs = 200;
} // namespace

Autosave::Autosave(Document *document, QObject *parent)
    : QObject(parent), m_document(document), m_timer(new QTimer(this)),
      m_heldButton(new QTimer(this))
{
    m_heldButton->setSingleShot(true);
    m_heldButton->setInterval(kHeldButtonPollMs);
    connect(m_heldButton, &QTimer::timeout, this, &Autosave::saveUnlessHeld);
    QDir().mkpath(directory());
    // One name per run: the process id and the start time.
    m_stem = QDir(directory())
                 .filePath(QStringLiteral("autosave-%1-%2")
                               .arg(QCoreApplication::applicationPid())
                               .arg(QDateTime::currentMSecsSinceEpoch()));
    m_lock = std::make_unique<QLockFile>(m_stem + kLockSuffix);
    m_lock->setStaleLockTime(0); // only a dead owner makes it stale, never age
    m_lock->tryLock(0);
    m_timer->setInterval(intervalMinutes() * 60'000);
    connect(m_timer, &QTimer::timeout, this, &Autosave::saveUnlessHeld);
    m_timer->start();
    // Saved, or undone back to the file: that part has nothing left to recover. The first
    // change is kept soon, not a whole interval later.
    connect(document, &Document::modifiedChanged, this,
            [this](bool modified) { modified ? saveSoon() : saveNow(); });
}

Autosave::~Autosave() = default;

void Autosave::setGameSession(GameSession *session)
{
    m_game = session;
    // Saved, or left: the game has nothing left to recover.
    connect(session, &GameSession::modifiedChanged, this,
            [this](bool modified) { modified ? saveSoon() : saveNow(); });
}

void Autosave::saveSoon()
{
    QTimer::singleShot(kFirstSaveDelayMs, this, [this] {
        const bool game = m_game && m_game->isActive() && m_game->isModified();
        if (m_document->isModified() || game)
            saveUnlessHeld();
    });
}

void Autosave::saveUnlessHeld()
{
    if (QGuiApplication::mouseButtons() != Qt::NoButton)
        m_heldButton->start();
    else
        saveNow();
}

void Autosave::setInterval(int ms)
{
    m_timer->start(ms);
}

int Autosave::interval() const
{
    return m_timer->interval();
}

int Autosave::intervalMinutes()
{
    return std::clamp(QSettings().value(kMinutesKey, kDefaultMinutes).toInt(), 1, kMaxMinutes);
}

void Autosave::setIntervalMinutes(int minutes)
{
    QSettings().setValue(kMinutesKey, std::clamp(minutes, 1, kMaxMinutes));
}

QString Autosave::recoveryPath() const
{
    return m_stem + kScenarioSuffix;
}

QString Autosave::gameRecoveryPath() const
{
    return m_stem + kGameSuffix;
}

void Autosave::saveNow()
{
    const bool scenario = m_document->isModified();
    const bool game = m_game && m_game->isActive() && m_game->isModified();
    if (!scenario && !game) {
        discard();
        return;
    }
    // The parts first, the meta file last: a meta file names only complete parts, and a
    // kill between two writes leaves each part whole, old or new.
    bool written = true;
    if (scenario)
        written = writeFileAtomically(recoveryPath(), scenarioToBytes(m_document->scenario()));
    else
        QFile::remove(recoveryPath());
    if (game)
        written = writeFileAtomically(gameRecoveryPath(), m_game->fileBytes()) && written;
    else
        QFile::remove(gameRecoveryPath());
    if (!written)
        return; // a full disk: the previous autosave, if any, stays as it was
    const QJsonObject meta{
        {QStringLiteral("original"), canonicalPath(m_document->filePath())},
        {QStringLiteral("title"), m_document->scenario().title},
        {QStringLiteral("game_original"), game ? canonicalPath(m_game->filePath()) : QString()},
        {QStringLiteral("game_title"), game ? m_game->scenario().title : QString()},
        {QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    writeFileAtomically(m_stem + kMetaSuffix, QJsonDocument(meta).toJson());
}

void Autosave::discard()
{
    QFile::remove(m_stem + kMetaSuffix);
    QFile::remove(recoveryPath());
    QFile::remove(gameRecoveryPath());
}

QString Autosave::directory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("recovery"));
}

namespace {
// Whether the program that wrote the recovery files at `stem` has ended (its lock is stale or
// gone): only then is its work left behind.
bool ownerEnded(const QString &stem)
{
    QLockFile lock(stem + kLockSuffix);
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return false;
    lock.unlock();
    return true;
}

// The title a recovered part gives itself, for a run killed before it wrote its meta file.
QString titleOf(const QString &part)
{
    QString error;
    const std::optional<QByteArray> bytes =
        readBoundedFile(part, limits::kMaxGameFileBytes, &error);
    const QJsonObject root = bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
    const QJsonObject scenario = root.value(QStringLiteral("scenario")).toObject();
    return (scenario.isEmpty() ? root : scenario).value(QStringLiteral("title")).toString();
}

// What a run that ended at `stem` left; nothing when it left no part. The meta file says where
// the work came from; a run killed during its first autosave may have written a part without
// it, and that part is offered all the same, as work never saved.
std::optional<Recovery> recoveryAt(const QString &stem)
{
    Recovery r;
    r.stem = stem;
    r.scenarioPath = existing(stem + kScenarioSuffix);
    r.gamePath = existing(stem + kGameSuffix);
    if (r.scenarioPath.isEmpty() && r.gamePath.isEmpty())
        return std::nullopt;
    QString error;
    const std::optional<QByteArray> metaBytes =
        readBoundedFile(stem + kMetaSuffix, kMaxMetaBytes, &error);
    if (!metaBytes) {
        const QString part = r.gamePath.isEmpty() ? r.scenarioPath : r.gamePath;
        (r.gamePath.isEmpty() ? r.title : r.gameTitle) = titleOf(part);
        r.savedAt = QFileInfo(part).lastModified().toUTC();
        return r;
    }
    const QJsonObject meta = QJsonDocument::fromJson(*metaBytes).object();
    const auto text = [&meta](const char *key) {
        return meta.value(QLatin1String(key)).toString();
    };
    r.originalPath = recordedPath(text("original"));
    r.title = text("title");
    r.gameOriginalPath = recordedPath(text("game_original"));
    r.gameTitle = text("game_title");
    r.savedAt = QDateTime::fromString(text("saved_at"), Qt::ISODate);
    return r;
}
} // namespace

QList<Recovery> Autosave::orphans()
{
    QList<Recovery> found;
    const QDir dir(directory());
    // Every run holds a lock from its start, but a look at a stale lock removes it: the parts
    // and meta files name the runs too.
    QSet<QString> stems;
    for (const QString &suffix : {kLockSuffix, kMetaSuffix, kScenarioSuffix, kGameSuffix})
        for (const QString &name : dir.entryList({QLatin1Char('*') + suffix}, QDir::Files))
            stems.insert(dir.filePath(name.chopped(suffix.size())));
    for (const QString &stem : std::as_const(stems)) {
        if (!ownerEnded(stem))
            continue; // its program is still running
        if (const std::optional<Recovery> r = recoveryAt(stem))
            found.append(*r);
    }
    std::sort(found.begin(), found.end(),
              [](const Recovery &a, const Recovery &b) { return a.savedAt > b.savedAt; });
    return found;
}

void Autosave::remove(const Recovery &recovery)
{
    for (const QString &suffix : {kMetaSuffix, kScenarioSuffix, kGameSuffix, kLockSuffix})
        QFile::remove(recovery.stem + suffix);
}

} // namespace ambuscade
