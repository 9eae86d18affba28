// SPDX-License-Identifier: GPL-3.0-or-later
#include "fireoutlook.h"

#include "fiw/game/fiwgame.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// The Orders panel shows these texts, and so does a volley refused (FiwGame::performFire);
// the panel's translations hold them.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(OrdersDock)
};

// The best band at which a man could shoot at a man of the target group (Out when he sees
// none in reach), and whether he sees any.
struct ManSight {
    bool sees = false;
    RangeBand best = RangeBand::Out;
    QList<int> seen;
};

ManSight sightOf(const FiwGame &game, int man, const QList<int> &targets, double spottingCm)
{
    ManSight sight;
    for (int t : targets) {
        const std::optional<RangeBand> band = game.shotBand(man, t, spottingCm);
        if (!band)
            continue;
        sight.sees = true;
        sight.seen << t;
        sight.best = std::min(sight.best, *band); // the bands run from short to out
    }
    return sight;
}
} // namespace

QStringList FireOutlook::heldBack() const
{
    QStringList why;
    if (firedAlready > 0)
        why << Text::tr("%n fired this turn", nullptr, firedAlready);
    if (notLoaded > 0)
        why << Text::tr("%n not loaded", nullptr, notLoaded);
    if (movedTooFar > 0)
        why << Text::tr("%n moved more than half a move", nullptr, movedTooFar);
    if (unseen > 0)
        why << Text::tr("%n see no man of that group", nullptr, unseen);
    if (outOfRange > 0)
        why << Text::tr("%n have it out of range", nullptr, outOfRange);
    return why;
}

QString FireOutlook::summary() const
{
    QString text = Text::tr("%1 of %2 can fire").arg(ready.size()).arg(shooters);
    if (!ready.isEmpty())
        text = Text::tr("%1, at %2").arg(text, rangeBandText(band));
    const QStringList why = heldBack();
    if (!why.isEmpty())
        text += QStringLiteral("; ") + why.join(QStringLiteral(", "));
    return text;
}

QString FireOutlook::whyNone() const
{
    if (!ready.isEmpty())
        return {};
    if (shooters == 0)
        return Text::tr("None of its men has a weapon that shoots.");
    return Text::tr("None of its men can fire at that group: %1.")
        .arg(heldBack().join(QStringLiteral(", ")));
}

FireOutlook fireOutlook(const FiwGame &game, int group, int target)
{
    const Scenario &s = game.state();
    const QList<int> targets = game.field().group(target).living(s);
    FireOutlook outlook;
    for (int m : game.field().group(group).living(s)) {
        const Weapon *weapon = game.field().weapon(m);
        if (!weapon || !weapon->shoots())
            continue;
        ++outlook.shooters;
        switch (game.fireReadiness(m)) {
        case FireReadiness::FiredAlready:
            ++outlook.firedAlready;
            continue;
        case FireReadiness::NotLoaded:
            ++outlook.notLoaded;
            continue;
        case FireReadiness::MovedTooFar:
            ++outlook.movedTooFar;
            continue;
        case FireReadiness::Ready:
            break;
        }
        const ManSight sight = sightOf(game, m, targets, game.spotting(group));
        if (!sight.sees) {
            ++outlook.unseen;
            continue;
        }
        if (sight.best == RangeBand::Out) {
            ++outlook.outOfRange;
            continue;
        }
        outlook.ready << m;
        outlook.band = std::min(outlook.band, sight.best);
        for (int t : sight.seen)
            if (!outlook.seen.contains(t))
                outlook.seen << t;
    }
    return outlook;
}

} // namespace ambuscade::fiw
