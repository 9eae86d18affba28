// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerbutton.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ambuscade::rogersrangers {

namespace {
constexpr int kMargin = 6;
constexpr int kNarrowest = 120;
} // namespace

AnswerButton::AnswerButton(const QString &words, QWidget *parent) : QPushButton(parent)
{
    m_words = new QLabel(words, this);
    m_words->setTextFormat(Qt::PlainText);
    m_words->setWordWrap(true);
    m_words->setAlignment(Qt::AlignCenter);
    m_words->setAttribute(Qt::WA_TransparentForMouseEvents);
    // The words are the label's, not the button's text: a screen reader is told them here.
    setAccessibleName(words);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMargin, kMargin / 2, kMargin, kMargin / 2);
    layout->addWidget(m_words);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

QString AnswerButton::words() const
{
    return m_words->text();
}

QSize AnswerButton::sizeHint() const
{
    const int width = qMax(kNarrowest, m_words->sizeHint().width() + 2 * kMargin);
    return {width, heightForWidth(width)};
}

QSize AnswerButton::minimumSizeHint() const
{
    return {kNarrowest, heightForWidth(kNarrowest)};
}

int AnswerButton::heightForWidth(int width) const
{
    return m_words->heightForWidth(width - 2 * kMargin) + kMargin + 4;
}

} // namespace ambuscade::rogersrangers
