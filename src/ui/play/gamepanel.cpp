// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamepanel.h"

#include "common/plaintext.h"

#include <QAbstractButton>
#include <QApplication>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>

namespace ambuscade {

namespace {
// Where a control keeps the tooltip it has when enabled.
constexpr char kOwnToolTip[] = "ambuscadeOwnToolTip";
// How long a panel rebuilt after an order keeps its height while its new controls settle:
// longer than their layout takes, too short for a person to read anything into it.
constexpr int kSettleMs = 250;
constexpr char kSettleTimer[] = "ambuscadeSettleTimer";
} // namespace

void GamePanel::keepingPlace(const std::function<void()> &rebuild)
{
    auto *scroll = qobject_cast<QScrollArea *>(widget());
    if (!scroll || !scroll->widget()) {
        rebuild();
        return;
    }
    QWidget *body = scroll->widget();
    QScrollBar *bar = scroll->verticalScrollBar();
    const int kept = bar->value();
    QString focused;
    if (QWidget *focus = QApplication::focusWidget(); focus && body->isAncestorOf(focus)) {
        focused = focus->objectName();
        focus->clearFocus();
    }
    // The old controls go at once, the new ones are shown and laid out at their wrapped
    // heights in later passes of the event loop: meanwhile the body keeps its height, or the
    // scroll bar would be cut short and the place lost.
    holdHeight(body);
    rebuild();
    bar->setValue(kept);
    QTimer::singleShot(0, body, [body, focused] {
        if (focused.isEmpty())
            return;
        auto *again = body->findChild<QWidget *>(focused);
        if (!again || !again->isVisible())
            return;
        if (qobject_cast<QAbstractButton *>(again) && !again->property(kFocusCarriedOver).toBool())
            return;
        again->setFocus(Qt::OtherFocusReason);
    });
}

// One hold, however often the panel is rebuilt meanwhile (the computer's orders come fast):
// it ends kSettleMs after the last, giving the body back the least height it had of its own.
void GamePanel::holdHeight(QWidget *body)
{
    auto *settle =
        body->findChild<QTimer *>(QLatin1String(kSettleTimer), Qt::FindDirectChildrenOnly);
    if (!settle) {
        settle = new QTimer(body);
        settle->setObjectName(QLatin1String(kSettleTimer));
        settle->setSingleShot(true);
        settle->setInterval(kSettleMs);
        const int own = body->minimumHeight();
        connect(settle, &QTimer::timeout, body, [body, own] { body->setMinimumHeight(own); });
    }
    body->setMinimumHeight(body->height());
    settle->start();
}

void GamePanel::enableOrSayWhy(QWidget *control, const QString &whyNot)
{
    if (!control->property(kOwnToolTip).isValid())
        control->setProperty(kOwnToolTip, control->toolTip());
    control->setEnabled(whyNot.isEmpty());
    control->setToolTip(whyNot.isEmpty() ? control->property(kOwnToolTip).toString()
                                         : plainToolTip(whyNot));
}

void GamePanel::scrollWhenShort()
{
    if (QWidget *body = widget(); body && !qobject_cast<QScrollArea *>(body))
        setScrollingBody(body);
}

void GamePanel::setScrollingBody(QWidget *body)
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    // As wide as the contents need: it scrolls up and down, never sideways.
    scroll->setMinimumWidth(body->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    setWidget(scroll);
}

} // namespace ambuscade
