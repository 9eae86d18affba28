// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>

class QWidget;

namespace ambuscade {

// A window's rectangle kept on a screen's free area (QScreen::availableGeometry): no wider or
// taller than it, and moved in where it reaches past an edge.
QRect keptOnScreen(const QRect &window, const QRect &available);

// The window, frame and all, kept on the free area of the screen it stands on. A size saved
// on a larger screen, or too large by an older build, would otherwise open it past the
// screen's edges, its status bar and the panels under the table out of reach. A maximised or
// full-screen window is the desktop's to fit. Before the window is shown its frame is not
// known: its inside is kept on the screen.
void keepWindowOnScreen(QWidget *window);

} // namespace ambuscade
