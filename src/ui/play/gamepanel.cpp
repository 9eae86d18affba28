// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamepanel.h"

#include "common/plaintext.h"

#include <QScrollArea>
#include <QScrollBar>

namespace ambuscade {

namespace {
// Where a control keeps the tooltip it has when enabled.
constexpr char kOwnToolTip[] = "ambuscadeOwnToolTip";
} // namespace

void GamePanel::enableOrSayWhy(QWidget *control, const QString &whyNot)
{
    if (!control->property(kOwnToolTip).isValid())
        control->setProperty(kOwnToolTip, control->toolTip());
    control->setEnabled(whyNot.isEmpty());
    control->setToolTip(whyNot.isEmpty() ? control->property(kOwnToolTip).toString()
                                         : plainToolTip(whyNot));
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
