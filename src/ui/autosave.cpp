// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include "document.h"
#include "io/scenariowriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

namespace ambuscade {

namespace {
const QString kMetaSuffix = QStringLiteral(".meta.json");
const QString kScenarioSuffix = QStringLiteral(".ambuscade.json");
const QString kLockSuffix = QStringLiteral(".lock");

bool writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}
} // namespace

Autosave::Autosave(Document *document, QObject *parent)
    : QObject(parent), m_document(document), m_timer(new QTimer(this))
{
    QDir().mkpath(directory());
    // One name per run: the process id and the start time.
    const QString stem = QDir(directory())
                             .filePath(QStringLiteral("autosave-%1-%2")
                                           .arg(QCoreApplication::applicationPid())
                                           .arg(QDateTime::currentMSecsSinceEpoch()));
    m_scenarioPath = stem + kScenarioSuffix;
    m_metaPath = stem + kMetaSuffix;
    m_lock = std::make_unique<QLockFile>(stem + kLockSuffix);
    m_lock->setStaleLockTime(0); // only a dead owner makes it stale, never age
    m_lock->tryLock(0);
    m_timer->setInterval(kDefaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_timer->start();
    // Saved, or undone back to the file: nothing left to recover.
    connect(document, &Document::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
}

Autosave::~Autosave() = default;

void Autosave::setInterval(int ms)
{
    m_timer->start(ms);
}

void Autosave::saveNow()
{
    if (!m_document->isModified())
        return;
    const QJsonObject meta{
        {QStringLiteral("original"), m_document->filePath()},
        {QStringLiteral("title"), m_document->scenario().title},
        {QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    // The scenario first: a meta file always names a complete scenario.
    if (writeAtomically(m_scenarioPath, scenarioToBytes(m_document->scenario())))
        writeAtomically(m_metaPath, QJsonDocument(meta).toJson());
}

void Autosave::discard()
{
    QFile::remove(m_metaPath);
    QFile::remove(m_scenarioPath);
}

QString Autosave::directory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("recovery"));
}

QList<Recovery> Autosave::orphans()
{
    QList<Recovery> found;
    const QDir dir(directory());
    for (const QString &name : dir.entryList({QLatin1Char('*') + kMetaSuffix}, QDir::Files)) {
        const QString stem = dir.filePath(name.chopped(kMetaSuffix.size()));
        QLockFile lock(stem + kLockSuffix);
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // its program is still running
        lock.unlock();
        QFile metaFile(stem + kMetaSuffix);
        if (!metaFile.open(QIODevice::ReadOnly) || !QFile::exists(stem + kScenarioSuffix))
            continue;
        const QJsonObject meta = QJsonDocument::fromJson(metaFile.readAll()).object();
        found.append({stem + kScenarioSuffix, meta.value(QStringLiteral("original")).toString(),
                      meta.value(QStringLiteral("title")).toString(),
                      QDateTime::fromString(meta.value(QStringLiteral("saved_at")).toString(),
                                            Qt::ISODate)});
    }
    std::sort(found.begin(), found.end(),
              [](const Recovery &a, const Recovery &b) { return a.savedAt > b.savedAt; });
    return found;
}

void Autosave::remove(const Recovery &recovery)
{
    const QString stem = recovery.scenarioPath.chopped(kScenarioSuffix.size());
    QFile::remove(stem + kMetaSuffix);
    QFile::remove(recovery.scenarioPath);
    QFile::remove(stem + kLockSuffix);
}

} // namespace ambuscade
