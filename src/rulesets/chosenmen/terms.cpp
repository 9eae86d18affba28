// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/terms.h"

#include "rules/termtable.h"

#include "chosenmen/tables/troops.h"
#include "chosenmen/tables/weapons.h"

#include <QCoreApplication>
#include <QLocale>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMen)
};

// The words no table names: roles, faults, statuses, range bands.
const char *wordText(const QString &id)
{
    static const Term terms[] = {
        {"ranker", QT_TRANSLATE_NOOP("ChosenMen", "Ranker")},
        {"squad-leader", QT_TRANSLATE_NOOP("ChosenMen", "Squad leader")},
        {"officer", QT_TRANSLATE_NOOP("ChosenMen", "Officer")},
        {"musician", QT_TRANSLATE_NOOP("ChosenMen", "Musician")},
        {"colour-bearer", QT_TRANSLATE_NOOP("ChosenMen", "Colour bearer")},
        {"sniper", QT_TRANSLATE_NOOP("ChosenMen", "Sniper")},
        {"crew", QT_TRANSLATE_NOOP("ChosenMen", "Gun crew")},
        {"gun", QT_TRANSLATE_NOOP("ChosenMen", "Gun")},
        {"boat", QT_TRANSLATE_NOOP("ChosenMen", "Boat")},
        {"small", QT_TRANSLATE_NOOP("ChosenMen", "Small")},
        {"large", QT_TRANSLATE_NOOP("ChosenMen", "Large (lands only at a quay)")},
        {"none", QT_TRANSLATE_NOOP("ChosenMen", "None")},
        {"rash", QT_TRANSLATE_NOOP("ChosenMen", "Rash")},
        {"hesitant", QT_TRANSLATE_NOOP("ChosenMen", "Hesitant")},
        {"unlucky", QT_TRANSLATE_NOOP("ChosenMen", "Unlucky")},
        {"steady", QT_TRANSLATE_NOOP("ChosenMen", "Steady")},
        {"retreating", QT_TRANSLATE_NOOP("ChosenMen", "Retreating to cover")},
        {"fleeing", QT_TRANSLATE_NOOP("ChosenMen", "Fleeing")},
        {"close", QT_TRANSLATE_NOOP("ChosenMen", "Close range")},
        {"effective", QT_TRANSLATE_NOOP("ChosenMen", "Effective range")},
        {"out", QT_TRANSLATE_NOOP("ChosenMen", "Out of range")},
        {"cannon", QT_TRANSLATE_NOOP("ChosenMen", "Cannon")},
        {"small-cannon", QT_TRANSLATE_NOOP("ChosenMen", "Small cannon")},
    };
    return termSource(terms, id);
}

template <typename Row> const char *nameIn(const QList<Row> &rows, const QString &id)
{
    for (const Row &row : rows)
        if (id == QLatin1String(row.id))
            return row.name;
    return nullptr;
}

const char *handArmName(const QString &id)
{
    if (isGun(id))
        return nullptr; // a gun's rows name its loads; the gun itself is a word above
    const FireWeapon *w = findFireWeapon(id);
    return w ? w->name : nullptr;
}
// The log's words: its one phase (a card) and the kinds of event, as its columns show
// them; an id no table names is returned as it is.
QString logTermText(const QString &id)
{
    static const Term terms[] = {
        {"anchor", QT_TRANSLATE_NOOP("ChosenMenLog", "anchoring")},
        {"board", QT_TRANSLATE_NOOP("ChosenMenLog", "boarding")},
        {"bolt", QT_TRANSLATE_NOOP("ChosenMenLog", "bolting horse")},
        {"bonus", QT_TRANSLATE_NOOP("ChosenMenLog", "bonus")},
        {"cadence", QT_TRANSLATE_NOOP("ChosenMenLog", "cadence")},
        {"cards", QT_TRANSLATE_NOOP("ChosenMenLog", "cards dealt")},
        {"charge", QT_TRANSLATE_NOOP("ChosenMenLog", "charge")},
        {"colours", QT_TRANSLATE_NOOP("ChosenMenLog", "colours")},
        {"drift", QT_TRANSLATE_NOOP("ChosenMenLog", "drift")},
        {"fire", QT_TRANSLATE_NOOP("ChosenMenLog", "fire")},
        {"guard", QT_TRANSLATE_NOOP("ChosenMenLog", "guard")},
        {"heal", QT_TRANSLATE_NOOP("ChosenMenLog", "treatment")},
        {"hold-fire", QT_TRANSLATE_NOOP("ChosenMenLog", "holding fire")},
        {"land", QT_TRANSLATE_NOOP("ChosenMenLog", "landing")},
        {"limber", QT_TRANSLATE_NOOP("ChosenMenLog", "limbering")},
        {"load", QT_TRANSLATE_NOOP("ChosenMenLog", "loading")},
        {"morale", QT_TRANSLATE_NOOP("ChosenMenLog", "morale")},
        {"promotion", QT_TRANSLATE_NOOP("ChosenMenLog", "promotion")},
        {"rout", QT_TRANSLATE_NOOP("ChosenMenLog", "rout")},
        {"row", QT_TRANSLATE_NOOP("ChosenMenLog", "rowing")},
        {"spike", QT_TRANSLATE_NOOP("ChosenMenLog", "spiking")},
        {"wound", QT_TRANSLATE_NOOP("ChosenMenLog", "wound")},
        {"yield", QT_TRANSLATE_NOOP("ChosenMenLog", "surrender")},
    };
    return translatedTerm("ChosenMenLog", terms, id);
}
} // namespace

QString termText(const QString &id)
{
    for (const char *text : {nameIn(qualities(), id), nameIn(troopKinds(), id), nameIn(ranks(), id),
                             nameIn(closeWeapons(), id), handArmName(id), wordText(id)})
        if (text)
            return QCoreApplication::translate("ChosenMen", text);
    return logTermText(id);
}

QString modifierText(int value)
{
    return value < 0 ? QStringLiteral("−%1").arg(-value) : QStringLiteral("+%1").arg(value);
}

QString inchesText(double inches)
{
    return QLocale().toString(inches, 'g', 4);
}

QString shotsText(int n)
{
    return Text::tr("%n shots", nullptr, n);
}

QString hitsText(int n)
{
    return Text::tr("%n hits", nullptr, n);
}

QString turnsText(int n)
{
    return Text::tr("%n turns", nullptr, n);
}

QString cardsText(int n)
{
    return Text::tr("%n cards", nullptr, n);
}

QString woundsText(int n)
{
    return Text::tr("%n wounds", nullptr, n);
}

QString menText(int n)
{
    return Text::tr("%n men", nullptr, n);
}

QString pointsText(int n)
{
    return Text::tr("%n points", nullptr, n);
}

QString diceList(const QList<int> &dice)
{
    QStringList faces;
    for (int d : dice)
        faces << QString::number(d);
    return spokenList(faces);
}

QString spokenList(QStringList words)
{
    if (words.size() < 2)
        return words.join(QString());
    const QString last = words.takeLast();
    return Text::tr("%1 and %2").arg(words.join(QStringLiteral(", ")), last);
}

} // namespace ambuscade::chosenmen
