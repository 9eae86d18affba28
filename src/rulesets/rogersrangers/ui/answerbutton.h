// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPushButton>

class QLabel;

namespace ambuscade::rogersrangers {

// A button whose words wrap to its width, as a QPushButton's do not: an answer naming a
// whole force ("Rogers Island / Fort Edward: Rogers, Rangers 1, Rangers 2") fits a narrow
// panel. The words are plain text.
class AnswerButton final : public QPushButton
{
    Q_OBJECT
public:
    explicit AnswerButton(const QString &words, QWidget *parent = nullptr);
    QString words() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

private:
    QLabel *m_words;
};

} // namespace ambuscade::rogersrangers
