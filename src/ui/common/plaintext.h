// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

namespace ambuscade {

// Text that came from a file (names, titles, briefings, the log, messages quoting them) shown
// exactly as written. A QLabel, a QMessageBox and a tool tip take text that looks like HTML
// for HTML: a figure named <h1>BIG</h1> would be a heading, and a terrain named
// <img src="/some/file.png"> would open and show that file.

// A tool tip that shows `text` as written; `keepSpaces` keeps runs of spaces and each line
// as it is (for indented text).
QString plainToolTip(const QString &text, bool keepSpaces = false);
// A label that shows whatever it is given as written.
QLabel *plainLabel(QWidget *parent = nullptr);
// QMessageBox's warning and question, the text shown as written.
void showPlainWarning(QWidget *parent, const QString &title, const QString &text);
QMessageBox::StandardButton askPlain(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                     const QString &text, QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton);

} // namespace ambuscade
