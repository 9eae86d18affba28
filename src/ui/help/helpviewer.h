// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUrl>
#include <QWidget>

class QLabel;
class QTextBrowser;

namespace ambuscade {

// A window of the user guide beside the main window (never blocking it): a page of Markdown
// with its pictures, Back, Forward and Contents, and the links between pages followed inside
// it. A web link opens in the desktop's browser; a link to the source code's notes, which
// the program does not carry, is only named under the page.
class HelpViewer : public QWidget
{
    Q_OBJECT
public:
    explicit HelpViewer(QWidget *parent = nullptr);
    // Shows a page of the guide (see helppages.h), at its anchor if it has one.
    void showPage(const QUrl &page);
    QUrl page() const;
    // The page's own title: its first heading.
    QString pageTitle() const;
    QTextBrowser *browser() const { return m_browser; }
    // What is said under the page of a link the viewer does not follow (empty when none).
    QString note() const;

protected:
    // The page's width changed: the pictures fit it again.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(const QUrl &link);
    // The pictures (screenshots wider than a column of text) shrunk to the page's width,
    // never stretched.
    void fitPictures();
    void showTitle();

    QTextBrowser *m_browser;
    QLabel *m_note;
};

} // namespace ambuscade
