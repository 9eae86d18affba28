// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>
#include <QFormLayout>
#include <QHelpEvent>
#include <QToolTip>

namespace ambuscade::fiw {

// The Orders panel keeps one width at every phase (issue 42: it grew from 204 to 266 px at the
// first shooting phase, under the cursor). What it holds must not widen it: a choice box is as
// wide whatever names it holds (a long one is cut short in the box, shown whole in its list),
// and a form's label goes above its field when the two do not fit side by side, so a row shown
// only at some phase (the aimed shot's) asks no more width than the rest.

// A box's tooltip is its whole current name, however the box was filled (a long one is cut
// short in the box), then what the box's own tooltip says.
class WholeNameTip final : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *box = qobject_cast<QComboBox *>(watched);
        if (event->type() != QEvent::ToolTip || !box || box->currentText().isEmpty())
            return QObject::eventFilter(watched, event);
        // The box's own tooltip, unless its name already says it (the target's summary).
        const QString name = box->currentText(), own = box->toolTip();
        const bool said = own.isEmpty() || name.contains(own);
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(),
                           said ? name : name + u'\n' + own, box);
        return true;
    }
};

inline void keepSteadyWidth(QComboBox *box)
{
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
    box->installEventFilter(new WholeNameTip(box));
}

inline void keepSteadyWidth(QFormLayout *form)
{
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
}

} // namespace ambuscade::fiw
