// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultsdialog.h"

#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/procedures/chits.h"

namespace ambuscade::steeplechase {

namespace {
QString chitList(const QList<int> &chits)
{
    QStringList shown;
    for (int c : chits)
        shown << QString::number(c);
    return shown.isEmpty() ? QStringLiteral("—") : shown.join(QLatin1Char(' '));
}

QString nameOf(const SteeplechaseGame &game, const QString &courier)
{
    const Figure *f = game.state().figure(courier);
    return f && !f->name.isEmpty() ? f->name : courier;
}

// How his boasts come to what they count: the chits' sum, a braggart's bonus, a prisoner's
// halving.
QString howCounted(const SteeplechaseGame &game, const QString &courier, int counted)
{
    const CourierRecord &r = game.record(courier);
    QStringList steps{ResultsDialog::tr("chits %1").arg(r.boasts())};
    if (r.courier.ability == Ability::Braggart && !r.silenced)
        steps << ResultsDialog::tr("braggart +%1").arg(r.boastChits.size());
    if (!r.captor.isEmpty())
        steps << ResultsDialog::tr("halved, a prisoner");
    return ResultsDialog::tr("%1 (%2)").arg(counted).arg(steps.join(QStringLiteral(", ")));
}
} // namespace

// Who takes the blame for a French failure, and why him: the most shamed, or of couriers
// level in shame (none shamed at all, often), the one furthest behind.
QString ResultsDialog::blameText(const SteeplechaseGame &game)
{
    const QString blamed = game.blamed();
    if (blamed.isEmpty())
        return {};
    const int shame = game.record(blamed).shame();
    int level = 0;
    for (const QString &id : game.couriers())
        level += game.record(id).shame() == shame;
    return level > 1 ? tr("The French have failed: %1 takes the blame, as shamed as any (%2) and "
                          "the furthest behind of those, and cannot win.")
                           .arg(nameOf(game, blamed))
                           .arg(shame)
                     : tr("The French have failed: %1, the most shamed (%2), takes the blame "
                          "and cannot win.")
                           .arg(nameOf(game, blamed))
                           .arg(shame);
}

ResultsDialog::ResultsDialog(const SteeplechaseGame &game, QWidget *parent)
    : GameResultsDialog(parent)
{
    setObjectName(QStringLiteral("steeplechaseResults"));
    setWindowTitle(tr("The Race's Results"));
    setOutcome(game.result().text, blameText(game));
    showTally(game);
    showStories(game);
}

void ResultsDialog::showTally(const SteeplechaseGame &game)
{
    const QHash<QString, int> tally = game.finalTally();
    const QString winner = game.winner();
    QList<QStringList> rows;
    for (const QString &id : game.couriers()) {
        const CourierRecord &r = game.record(id);
        QString name = nameOf(game, id);
        if (id == winner)
            name = tr("%1, the winner").arg(name);
        else if (r.dead)
            name = tr("%1 (fallen)").arg(name);
        else if (!r.captor.isEmpty())
            name = tr("%1 (prisoner)").arg(name);
        rows << QStringList{name, chitList(r.boastChits), chitList(r.shameChits),
                            howCounted(game, id, tally.value(id))};
    }
    setTally({tr("Courier"), tr("Boast chits"), tr("Shame chits"), tr("Boasts as they count")},
             rows);
}

void ResultsDialog::showStories(const SteeplechaseGame &game)
{
    QStringList lines;
    for (const QString &id : game.couriers()) {
        lines << nameOf(game, id);
        for (const QString &line : game.record(id).story)
            lines << QStringLiteral("    ") + line;
        lines << QString();
    }
    setStory(tr("The story of each ride"), lines);
}

} // namespace ambuscade::steeplechase
