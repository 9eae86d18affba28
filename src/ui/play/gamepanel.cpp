// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamepanel.h"

#include "window/plaintext.h"

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

} // namespace ambuscade
