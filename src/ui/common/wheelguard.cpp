// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace ambuscade {

namespace {
constexpr char kGuardName[] = "ambuscadeWheelGuard";

bool isBox(const QObject *o)
{
    return qobject_cast<const QComboBox *>(o) || qobject_cast<const QAbstractSpinBox *>(o);
}

bool inScrollingForm(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea *>(p))
            return true;
    return false;
}

class WheelGuard : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish && isBox(watched)) {
            // By default the wheel itself gives such a box the focus before it arrives, and the
            // box would count as clicked into.
            auto *box = static_cast<QWidget *>(watched);
            if (box->focusPolicy() == Qt::WheelFocus)
                box->setFocusPolicy(Qt::StrongFocus);
            return false;
        }
        if (event->type() != QEvent::Wheel || !isBox(watched))
            return false;
        const auto *box = static_cast<const QWidget *>(watched);
        if (box->hasFocus() || !inScrollingForm(box))
            return false;
        // Not taken, and not accepted: Qt hands the wheel on to the box's parents, and the
        // scroll area scrolls.
        event->ignore();
        return true;
    }
};
} // namespace

void guardWheelInScrollingForms()
{
    if (qApp->findChild<QObject *>(QLatin1String(kGuardName), Qt::FindDirectChildrenOnly))
        return;
    auto *guard = new WheelGuard(qApp);
    guard->setObjectName(QLatin1String(kGuardName));
    qApp->installEventFilter(guard);
}

} // namespace ambuscade
