// SPDX-License-Identifier: GPL-3.0-or-later
// The window's libraries and tests precompile these after the core's (src/core/precompiled.h):
// the widgets nearly every panel uses. Qt and standard headers only, as there.
#pragma once

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <QWidget>
