// A rule set that borrows another's header: no such arrow is declared, so the layering
// check must refuse it.
#pragma once
#include "fiw/game/fiwgame.h"
#include "steeplechase/game/steeplechasegame.h"
