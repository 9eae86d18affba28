// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace ambuscade {

// Two or more people at one machine (hot-seat): when the turn passes from one person's side
// to another's, this screen covers the whole window below its menus, so that the one who
// just played hands the machine over without seeing what the other side may know, and the
// next one uncovers the table himself.
class HandOverScreen : public QWidget
{
    Q_OBJECT
public:
    explicit HandOverScreen(QWidget *window);

    // Covers the window, asking that it be passed to whoever plays `sideName` (as written in
    // the file: shown as plain text).
    void cover(const QString &sideName);
    bool covering() const { return isVisible(); }

signals:
    // The next person has sat down and uncovered the table.
    void uncovered();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void fitWindow();

    QLabel *m_text;
    QPushButton *m_show;
};

} // namespace ambuscade
