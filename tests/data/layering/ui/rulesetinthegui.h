// A shared ui header that names a rule set: the layering check must refuse it.
#pragma once
#include "fiw/game/fiwgame.h"
