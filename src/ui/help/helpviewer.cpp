// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/helpviewer.h"

#include "help/helppages.h"

#include <QDesktopServices>
#include <QEvent>
#include <QLabel>
#include <QPixmap>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

namespace ambuscade {

HelpViewer::HelpViewer(QWidget *parent)
    : QWidget(parent, Qt::Window), m_browser(new QTextBrowser(this)), m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("helpViewer"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    // Links are judged here: a page of the guide, the web, or neither (see follow).
    m_browser->setOpenLinks(false);
    m_browser->viewport()->installEventFilter(this);
    // The page keeps its width while a scroll bar would come and go: the pictures fit it.
    m_browser->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &HelpViewer::follow);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this] {
        showTitle();
        fitPictures();
    });

    auto *bar = new QToolBar(this);
    QAction *back = bar->addAction(tr("Back"), m_browser, &QTextBrowser::backward);
    back->setShortcut(QKeySequence::Back);
    back->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    QAction *forward = bar->addAction(tr("Forward"), m_browser, &QTextBrowser::forward);
    forward->setShortcut(QKeySequence::Forward);
    forward->setEnabled(false);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);
    bar->addAction(tr("Contents"), this,
                   [this] { showPage(helpPage(QStringLiteral("index.md"))); });
    // Closed as a reader expects of a window beside his work: Escape, or the desktop's Close.
    for (const QKeySequence &keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        auto *close = new QAction(this);
        close->setShortcut(keys);
        connect(close, &QAction::triggered, this, &QWidget::close);
        addAction(close);
    }

    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(m_browser, 1);
    layout->addWidget(m_note);
    m_note->setContentsMargins(8, 4, 8, 4);
    resize(760, 680);
}

void HelpViewer::showPage(const QUrl &page)
{
    m_note->hide();
    // Relative pictures and links resolve against the page's own address in the resources.
    m_browser->setSource(page, QTextDocument::MarkdownResource);
}

QUrl HelpViewer::page() const
{
    return m_browser->source();
}

QString HelpViewer::note() const
{
    return m_note->isVisible() ? m_note->text() : QString();
}

QString HelpViewer::pageTitle() const
{
    for (QTextBlock b = m_browser->document()->begin(); b.isValid(); b = b.next())
        if (b.blockFormat().headingLevel() == 1)
            return b.text();
    return {};
}

void HelpViewer::follow(const QUrl &link)
{
    const QUrl inGuide = resolveHelpLink(page(), link);
    if (inGuide.isValid()) {
        showPage(inGuide);
        return;
    }
    // The web is the desktop browser's job: the viewer shows only the guide it carries.
    if (link.scheme() == QLatin1String("http") || link.scheme() == QLatin1String("https")) {
        QDesktopServices::openUrl(link);
        return;
    }
    // The notes for developers live beside the source code, which the program does not carry.
    QString path = link.path();
    while (path.startsWith(QLatin1String("../")))
        path.remove(0, 3);
    m_note->setText(tr("%1 is part of Ambuscade's source code, not of the guide built into the "
                       "program.")
                        .arg(path));
    m_note->show();
}

bool HelpViewer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_browser->viewport() && event->type() == QEvent::Resize)
        fitPictures();
    return QWidget::eventFilter(watched, event);
}

void HelpViewer::fitPictures()
{
    QTextDocument *page = m_browser->document();
    const qreal room = m_browser->viewport()->width() - 2 * page->documentMargin() - 2;
    // Gathered first: changing a picture's format rearranges the fragments walked.
    QList<std::pair<QTextFragment, QTextImageFormat>> pictures;
    for (QTextBlock b = page->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                pictures.append({it.fragment(), it.fragment().charFormat().toImageFormat()});
    for (auto [fragment, picture] : pictures) {
        const QSizeF natural = page->resource(QTextDocument::ImageResource, QUrl(picture.name()))
                                   .value<QPixmap>()
                                   .size();
        if (natural.isEmpty() || room <= 0)
            continue;
        const qreal width = std::min(natural.width(), room);
        if (qFuzzyCompare(picture.width(), width))
            continue;
        picture.setWidth(width);
        picture.setHeight(natural.height() * width / natural.width());
        QTextCursor cursor(page);
        cursor.setPosition(fragment.position());
        cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
        cursor.setCharFormat(picture);
    }
}

void HelpViewer::showTitle()
{
    setWindowTitle(tr("%1 — Ambuscade Help").arg(pageTitle()));
}

} // namespace ambuscade
