// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

// Bounds on what an untrusted scenario file may ask of us. They sit far above any real
// skirmish table and far below what would exhaust memory or make the editor crawl.
namespace ambuscade::limits {

constexpr std::int64_t kMaxFileBytes = 16 * 1024 * 1024;
// A saved game holds its scenario twice (as it began and as it stands) and its log.
constexpr std::int64_t kMaxGameFileBytes = 64 * 1024 * 1024;
constexpr int kMaxNesting = 64;
constexpr int kMaxIdChars = 64;
constexpr int kMaxNameChars = 200;
constexpr int kMaxTextChars = 50000;

constexpr double kMinTableCm = 10;
constexpr double kMaxTableCm = 2000;
constexpr double kMinBaseCm = 0.5;
constexpr double kMaxBaseCm = 20;

constexpr int kMaxTerrain = 2000;
constexpr int kMaxPointsPerFeature = 10000;
constexpr int kMaxTotalPoints = 200000;
constexpr int kMaxSides = 8;
constexpr int kMaxGroups = 2000;
// 2,000 figures play a turn of both sides in about half a second; 5,000 took eight.
constexpr int kMaxFigures = 2000;
constexpr int kMaxMarkers = 2000;
constexpr int kMaxConditions = 100;
constexpr int kMaxTurns = 1000;
// A file with more problems than this has more wrong than a list of them can help mend, and
// reading on only takes time (5,000 empty figures would give 50,000): reading stops there.
constexpr int kMaxProblems = 500;

// A board's water grid: its rows or columns, and its cells' size.
constexpr int kMaxGridSide = 100;
constexpr double kMaxGridCellCm = 100;

// An area smaller than this (cm²) is a slip of the mouse, not terrain.
constexpr double kMinAreaCm2 = 0.01;

} // namespace ambuscade::limits
