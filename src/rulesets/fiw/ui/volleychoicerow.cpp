// SPDX-License-Identifier: GPL-3.0-or-later
#include "volleychoicerow.h"

#include "common/plaintext.h"
#include "fiw/game/fiwgame.h"
#include "fiw/tables/troops.h"
#include "steadywidth.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ambuscade::fiw {

namespace {
enum Choice { WithTheVolley, OwnShot };
}

VolleyChoiceRow::VolleyChoiceRow(QWidget *parent)
    : QWidget(parent), m_question(plainLabel()), m_choice(new QComboBox)
{
    setObjectName(QStringLiteral("volleyChoiceRow"));
    m_question->setWordWrap(true);
    m_choice->setObjectName(QStringLiteral("volleyChoice"));
    keepSteadyWidth(m_choice);
    m_choice->addItem(tr("Fires with the volley"), WithTheVolley);
    m_choice->addItem(tr("Keeps his fire for his own aimed shot"), OwnShot);
    m_choice->setPlaceholderText(tr("Choose…"));
    m_choice->setCurrentIndex(-1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_question);
    layout->addWidget(m_choice);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &VolleyChoiceRow::chosen);
    hide();
}

void VolleyChoiceRow::showFor(const FiwGame &game, const QString &group, const QList<int> &firing)
{
    QStringList characters, names;
    for (int f : firing)
        if (isPlayerCharacter(game.state().figures[f])) {
            characters << game.state().figures[f].id;
            names << game.state().figures[f].name;
        }
    if (characters != m_characters || group != m_group) {
        const QSignalBlocker quiet(m_choice);
        m_choice->setCurrentIndex(-1); // another man, another choice: his own to make
    }
    m_group = group;
    m_characters = characters;
    m_names = names;
    m_question->setText(
        tr("%1 may fire with his men, or keep his fire for an aimed shot of his own at a man "
           "he chooses (Take the Shot, below).")
            .arg(names.join(QStringLiteral(", "))));
    setVisible(!characters.isEmpty());
}

QString VolleyChoiceRow::whyNotChosen() const
{
    if (m_characters.isEmpty() || m_choice->currentIndex() >= 0)
        return {};
    return tr("Choose first whether %1 fires with the volley or keeps his own aimed shot.")
        .arg(m_names.join(QStringLiteral(", ")));
}

QStringList VolleyChoiceRow::keepingOwnShot() const
{
    return keepsOwnShot() ? m_characters : QStringList();
}

QStringList VolleyChoiceRow::keepingNames() const
{
    return keepsOwnShot() ? m_names : QStringList();
}

bool VolleyChoiceRow::keepsOwnShot() const
{
    return m_choice->currentIndex() >= 0 && m_choice->currentData().toInt() == OwnShot;
}

} // namespace ambuscade::fiw
