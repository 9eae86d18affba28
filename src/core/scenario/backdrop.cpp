// SPDX-License-Identifier: GPL-3.0-or-later
#include "backdrop.h"

namespace ambuscade {

bool Backdrop::isSvg() const
{
    // An SVG is XML text; PNG and JPEG files open with bytes that are not "<".
    return image.trimmed().startsWith('<');
}

} // namespace ambuscade
