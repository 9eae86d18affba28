// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace ambuscade::fiw {

class FiwGame;

// §10: a player character among the men of a group about to fire may fire with them or keep
// his fire for an aimed shot of his own at a man he chooses. The player says which, on the
// Orders panel's shooting page, before Fire: nothing is chosen for him. Shown only while the
// chosen group has such a man among those who would fire.
class VolleyChoiceRow : public QWidget
{
    Q_OBJECT
public:
    explicit VolleyChoiceRow(QWidget *parent = nullptr);
    // The player characters among `firing` (the men of `group` who would fire); a choice
    // already made for the same group and the same men is kept.
    void showFor(const FiwGame &game, const QString &group, const QList<int> &firing);
    // Why Fire must wait (no choice made yet); empty once chosen or when nobody is asked.
    QString whyNotChosen() const;
    // The ids of the player characters who keep their own shot (the fire order's
    // "keep_own_shot").
    QStringList keepingOwnShot() const;
    // Their names, for people.
    QStringList keepingNames() const;

signals:
    void chosen();

private:
    bool keepsOwnShot() const;

    QLabel *m_question;
    QComboBox *m_choice;
    QString m_group;
    QStringList m_characters; // ids
    QStringList m_names;
};

} // namespace ambuscade::fiw
