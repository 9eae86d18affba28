// SPDX-License-Identifier: GPL-3.0-or-later
#include "backdrop.h"

namespace ambuscade {

bool Backdrop::isSvg() const
{
    // An SVG is XML text, perhaps after a UTF-8 byte-order mark; PNG and JPEG files open with
    // bytes that are not "<".
    QByteArray text = image;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    return text.trimmed().startsWith('<');
}

} // namespace ambuscade
