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

namespace {
// What a control says it does, to tell whether the control of its name after a rebuild is the
// same one: a button's words (an answer's, in its accessible name), else nothing to compare.
QString meaningOf(const QWidget *control)
{
    const auto *button = qobject_cast<const QAbstractButton *>(control);
    return button ? control->accessibleName() + QLatin1Char('|') + button->text() : QString();
}

// Whether the keyboard may go back to `control`, rebuilt under the name of the one that had it.
// A button only where it is marked to keep its meaning and still says the same: a new
// question's button of that name, or a purchase moved up into its place, is another answer.
bool mayTakeFocusBack(const QWidget *control, const QString &meaning)
{
    if (!control || !control->isVisible())
        return false;
    if (!qobject_cast<const QAbstractButton *>(control))
        return true;
    return control->property(GamePanel::kFocusCarriedOver).toBool() &&
           meaningOf(control) == meaning;
}
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
    QString focused, meaning;
    if (QWidget *focus = QApplication::focusWidget(); focus && body->isAncestorOf(focus)) {
        focused = focus->objectName();
        meaning = meaningOf(focus);
        focus->clearFocus();
    }
    // The old controls go at once, the new ones are shown and laid out at their wrapped
    // heights in later passes of the event loop: meanwhile the body keeps its height, or the
    // scroll bar would be cut short and the place lost.
    holdHeight(body);
    rebuild();
    bar->setValue(kept);
    QTimer::singleShot(0, body, [body, focused, meaning] {
        if (focused.isEmpty())
            return;
        auto *again = body->findChild<QWidget *>(focused);
        if (mayTakeFocusBack(again, meaning))
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
