// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelguard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace ambuscade {

namespace {
class WheelGuard : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Wheel || static_cast<QWidget *>(watched)->hasFocus())
            return false;
        // Unanswered, the wheel goes on to the widget's parents: the scroll area scrolls.
        event->ignore();
        return true;
    }
};
} // namespace

void guardWheel(QWidget *form)
{
    auto *guard = new WheelGuard(form);
    const auto watch = [guard](QWidget *w) {
        // Not focused by the wheel itself (their default), or the guard would let it through.
        w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(guard);
    };
    for (QComboBox *box : form->findChildren<QComboBox *>())
        watch(box);
    for (QAbstractSpinBox *box : form->findChildren<QAbstractSpinBox *>())
        watch(box);
}

} // namespace ambuscade
