// A ui header that reaches up a layer: the scene is below the main window, so the layering
// check must refuse it (src/layers.cmake: "scene: common document").
#pragma once
#include "document/document.h"
#include "window/mainwindow.h"
