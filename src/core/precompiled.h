// SPDX-License-Identifier: GPL-3.0-or-later
// The headers nearly every file of the program includes, compiled once per library instead
// of once per file (target_precompile_headers, see ambuscade_precompile in the top
// CMakeLists.txt). Only headers of Qt and the standard library belong here: a header of the
// project would rebuild everything whenever it changed. A file still includes what it uses.
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineF>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QSet>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>
