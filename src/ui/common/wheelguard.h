// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ambuscade {

// Keeps the mouse wheel from changing the choices and numbers of the forms that scroll (the
// Properties panel, the game's panels): rolled over a combo box or a spin box the person has
// not clicked into, the wheel scrolls the form instead (it had changed a figure's weapon while
// the person scrolled past it). Once clicked into, the box takes the wheel as usual. Installed
// once on the application, so that boxes a panel builds later are guarded too; installing it
// again does nothing.
void guardWheelInScrollingForms();

} // namespace ambuscade
