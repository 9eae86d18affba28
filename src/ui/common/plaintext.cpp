// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/plaintext.h"

#include <QLabel>
#include <QTextDocument>

namespace ambuscade {

QString plainToolTip(const QString &text, bool keepSpaces)
{
    if (text.isEmpty())
        return {}; // no tool tip at all
    return Qt::convertFromPlainText(text, keepSpaces ? Qt::WhiteSpacePre : Qt::WhiteSpaceNormal);
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QMessageBox::StandardButton askPlain(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                     const QString &text, QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(defaultButton);
    return QMessageBox::StandardButton(box.exec());
}

void showPlainWarning(QWidget *parent, const QString &title, const QString &text)
{
    askPlain(parent, QMessageBox::Warning, title, text, QMessageBox::Ok, QMessageBox::Ok);
}

} // namespace ambuscade
