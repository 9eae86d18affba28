// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace ambuscade {

// Keeps the mouse wheel from changing the choices and numbers of a form that scrolls: rolled
// over a combo box or a spin box the person has not clicked into, the wheel scrolls the form
// (it had changed a figure's weapon or a group's order while the person scrolled past). Once
// clicked into (focused), the wheel steps it as usual. Applies to every combo box and spin box
// under `form` as it stands; a form built again is guarded again.
void guardWheel(QWidget *form);

} // namespace ambuscade
