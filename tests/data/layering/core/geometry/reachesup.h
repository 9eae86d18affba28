// A core header that reaches up a layer: the geometry is below the games, so the layering
// check must refuse it (src/layers.cmake: "geometry: scenario").
#pragma once
#include "game/game.h"
#include "scenario/scenario.h"
