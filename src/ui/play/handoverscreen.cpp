// SPDX-License-Identifier: GPL-3.0-or-later
#include "handoverscreen.h"

#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace ambuscade {

HandOverScreen::HandOverScreen(QWidget *window)
    : QWidget(window), m_text(new QLabel), m_show(new QPushButton)
{
    setObjectName(QStringLiteral("handOverScreen"));
    m_text->setObjectName(QStringLiteral("handOverText"));
    m_show->setObjectName(QStringLiteral("handOverShow"));
    m_text->setTextFormat(Qt::PlainText); // a side's name from the file
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    QFont large = m_text->font();
    large.setPointSizeF(large.pointSizeF() * 1.6);
    large.setBold(true);
    m_text->setFont(large);
    m_text->setStyleSheet(QStringLiteral("color: white"));
    auto *layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(m_text);
    layout->addSpacing(16);
    layout->addWidget(m_show, 0, Qt::AlignHCenter);
    layout->addStretch();
    connect(m_show, &QPushButton::clicked, this, [this] {
        hide();
        emit uncovered();
    });
    window->installEventFilter(this);
    hide();
}

void HandOverScreen::cover(const QString &sideName)
{
    m_text->setText(tr("Pass the game to the player of %1.\nThe table stays hidden until he "
                       "shows it.")
                        .arg(sideName));
    m_show->setText(tr("I Play %1: Show the Table").arg(sideName));
    fitWindow();
    show();
    raise();
    m_show->setFocus();
}

bool HandOverScreen::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != parentWidget() || !isVisible())
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::Resize)
        fitWindow();
    // The window lays out the game's docks and table after the screen is shown (a game
    // starting, a panel added): each would come up above it.
    if (event->type() == QEvent::ChildAdded || event->type() == QEvent::LayoutRequest ||
        event->type() == QEvent::ChildPolished)
        QTimer::singleShot(0, this, [this] {
            if (isVisible())
                raise();
        });
    return QWidget::eventFilter(watched, event);
}

void HandOverScreen::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(0x26, 0x2b, 0x33)); // opaque: nothing shows through
}

void HandOverScreen::fitWindow()
{
    // Everything but the menus, which stay (Save, Quit and Help need no table).
    int top = 0;
    if (auto *window = qobject_cast<QMainWindow *>(parentWidget()))
        if (QWidget *menus = window->menuWidget())
            top = menus->geometry().bottom() + 1;
    setGeometry(0, top, parentWidget()->width(), parentWidget()->height() - top);
}

} // namespace ambuscade
