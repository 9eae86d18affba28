// A core header that reaches for a widget: the layering check must refuse it.
#pragma once
#include <QtWidgets/QPushButton>
