// SPDX-License-Identifier: GPL-3.0-or-later
#include "fireoutlook.h"

#include "fiw/game/fiwgame.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(OrdersDock)
};
} // namespace

QString FireOutlook::summary() const
{
    QString text = Text::tr("%1 of %2 loaded, %3 in sight, %4 in range")
                       .arg(loaded)
                       .arg(shooters)
                       .arg(inSight)
                       .arg(inRange);
    if (band != RangeBand::Out)
        text += QStringLiteral(", ") + rangeBandText(band);
    return text;
}

FireOutlook fireOutlook(const FiwGame &game, int group, int target)
{
    const Battlefield &field = game.field();
    const Scenario &s = game.state();
    const QList<int> targets = field.group(target).living(s);
    FireOutlook outlook;
    for (int m : field.group(group).living(s)) {
        const Figure &f = s.figures[m];
        const Weapon *weapon = findWeapon(weaponId(f));
        if (!weapon || !weapon->shoots())
            continue;
        ++outlook.shooters;
        const bool loaded = !weapon->muzzleLoaded || game.isLoaded(m);
        outlook.loaded += loaded;
        bool sees = false;
        RangeBand best = RangeBand::Out;
        for (int t : targets) {
            if (!field.sees(m, t, game.spotting(group)))
                continue;
            sees = true;
            if (!outlook.seen.contains(t))
                outlook.seen << t;
            const RangeBand band =
                rangeBand(*weapon, field.geometry().edgeDistance(m, t), isWounded(f));
            best = std::min(best, band); // the bands run from short to out
        }
        outlook.inSight += sees;
        outlook.inRange += best != RangeBand::Out;
        outlook.band = std::min(outlook.band, best);
        if (loaded && best != RangeBand::Out)
            outlook.ready << m;
    }
    return outlook;
}

} // namespace ambuscade::fiw
