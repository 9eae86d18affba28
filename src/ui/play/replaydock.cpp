// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/replaydock.h"

#include "common/plaintext.h"
#include "common/rulesetui.h"
#include "game/gamelog.h"
#include "game/gamereplay.h"
#include "rules/ruleset.h"
#include "scenario/scenario.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace ambuscade {

ReplayDock::ReplayDock(QWidget *parent)
    : QDockWidget(tr("Replay"), parent), m_slider(new QSlider(Qt::Horizontal)),
      m_where(plainLabel()), m_event(plainLabel()) // the log's texts, from the file
{
    setObjectName(QStringLiteral("replayDock"));
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_slider->setToolTip(tr("Drag, or use the arrow keys, to step through the game"));
    m_event->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Both texts wrap within the panel and keep room for two lines, so the panel keeps its
    // size from step to step: a longer text that widened it moved its buttons under the
    // player's pointer.
    for (QLabel *label : {m_where, m_event}) {
        label->setWordWrap(true);
        label->setMinimumHeight(2 * label->fontMetrics().lineSpacing());
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    auto *page = new QWidget;
    // Wide enough for the slider and a step's heading on a line or two.
    page->setMinimumWidth(44 * page->fontMetrics().averageCharWidth());
    auto *layout = new QVBoxLayout(page);
    auto *controls = new QHBoxLayout;
    auto button = [&](QStyle::StandardPixmap icon, const QString &tip, const char *name,
                      auto target) {
        auto *b = new QToolButton;
        b->setIcon(style()->standardIcon(icon));
        b->setToolTip(tip);
        b->setObjectName(QLatin1String(name));
        b->setAutoRepeat(true);
        connect(b, &QToolButton::clicked, this,
                [this, target] { emit seekRequested(target(this)); });
        controls->addWidget(b);
        return b;
    };
    m_firstButton = button(QStyle::SP_MediaSkipBackward, tr("Back to the start"), "replayFirst",
                           [](ReplayDock *d) { return d->m_first; });
    button(QStyle::SP_MediaSeekBackward, tr("One event back"), "replayBack",
           [](ReplayDock *d) { return d->position() - 1; });
    button(QStyle::SP_MediaSeekForward, tr("One event on"), "replayForward",
           [](ReplayDock *d) { return d->position() + 1; });
    button(QStyle::SP_MediaSkipForward, tr("To the end"), "replayLast",
           [](ReplayDock *d) { return d->m_slider->maximum(); });
    controls->addWidget(m_slider, 1);
    layout->addLayout(controls);
    layout->addWidget(m_where);
    layout->addWidget(m_event);
    layout->addStretch();
    setWidget(page);
    connect(m_slider, &QSlider::valueChanged, this, &ReplayDock::seekRequested);
}

void ReplayDock::setFirst(int position, const QString &meaning)
{
    m_first = position;
    m_firstButton->setToolTip(meaning);
}

void ReplayDock::showStep(const GameReplay &replay, const Ruleset &rules, const Scenario &scenario)
{
    const QSignalBlocker quiet(m_slider);
    m_slider->setRange(0, replay.size());
    m_slider->setValue(replay.position());
    if (replay.position() == 0) {
        m_where->setText(tr("The start of the game, before anything happened"));
        m_event->clear();
        return;
    }
    const LogEvent &e = replay.log().events()[replay.position() - 1];
    m_where->setText(tr("Event %1 of %2 · %3 · %4 · %5 phase")
                         .arg(replay.position())
                         .arg(replay.size())
                         .arg(turnHeadingIn(scenario, e.turn), sideNameIn(scenario, e.side),
                              logevent::word(&rules, e.phase)));
    m_event->setText(e.text);
}

int ReplayDock::position() const
{
    return m_slider->value();
}

QString ReplayDock::text() const
{
    return m_where->text() + QLatin1Char('\n') + m_event->text();
}

void ReplayDock::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QDockWidget::keyPressEvent(event);
}

} // namespace ambuscade
