// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/preferencesdialog.h"

#include "common/lengthunits.h"
#include "play/thinkingtime.h"
#include "play/turnplayback.h"
#include "window/autosave.h"
#include "window/language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace ambuscade {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent), m_language(new QComboBox), m_unit(new QComboBox),
      m_autosaveMinutes(new QSpinBox), m_playback(new QComboBox), m_thinking(new QDoubleSpinBox)
{
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("languageChoice"));
    for (const Language &l : languages())
        m_language->addItem(l.name, l.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(languageSetting())));
    m_unit->setObjectName(QStringLiteral("unitChoice"));
    m_unit->addItem(tr("As the rules measure"), -1);
    m_unit->addItem(tr("Centimetres"), int(LengthUnit::Centimetres));
    m_unit->addItem(tr("Inches"), int(LengthUnit::Inches));
    m_unit->setCurrentIndex(m_unit->findData(preferredUnit() ? int(*preferredUnit()) : -1));
    m_unit->setToolTip(tr("Each rule set measures in its own unit; lengths on screen can be "
                          "shown in another for those who measure their table so."));
    m_autosaveMinutes->setObjectName(QStringLiteral("autosaveMinutes"));
    m_autosaveMinutes->setRange(1, Autosave::kMaxMinutes);
    m_autosaveMinutes->setSuffix(tr(" min"));
    m_autosaveMinutes->setValue(Autosave::intervalMinutes());
    m_autosaveMinutes->setToolTip(tr("Unsaved changes and games in progress are written to a "
                                     "recovery file this often; after a crash, no more than "
                                     "this much work is lost."));

    m_playback->setObjectName(QStringLiteral("playbackChoice"));
    m_playback->addItem(tr("At once"), int(PlaybackSpeed::Off));
    m_playback->addItem(tr("Played back fast"), int(PlaybackSpeed::Fast));
    m_playback->addItem(tr("Played back"), int(PlaybackSpeed::Normal));
    m_playback->addItem(tr("Played back slowly"), int(PlaybackSpeed::Slow));
    m_playback->setCurrentIndex(m_playback->findData(int(playbackSpeed())));
    m_playback->setToolTip(tr("Whether the computer's moves glide across the table and its "
                              "volleys are shown one by one, and how fast (Esc skips)."));

    m_thinking->setObjectName(QStringLiteral("thinkingSeconds"));
    m_thinking->setRange(kLeastThinkingSeconds, kMostThinkingSeconds);
    m_thinking->setDecimals(1);
    m_thinking->setSingleStep(0.5);
    m_thinking->setSuffix(tr(" s"));
    m_thinking->setValue(thinkingSeconds());
    m_thinking->setToolTip(tr("How long the computer that thinks ahead weighs each order it "
                              "gives: longer plays better, and keeps you waiting longer."));

    auto *form = new QFormLayout(this);
    form->addRow(tr("Language"), m_language);
    form->addRow(tr("Show lengths in"), m_unit);
    form->addRow(tr("Autosave every"), m_autosaveMinutes);
    form->addRow(tr("The computer's turn"), m_playback);
    form->addRow(tr("Thinking ahead, each order"), m_thinking);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void PreferencesDialog::accept()
{
    const QString code = m_language->currentData().toString();
    m_languageChanged = code != languageSetting();
    setLanguageSetting(code);
    const int unit = m_unit->currentData().toInt();
    setPreferredUnit(unit < 0 ? std::nullopt : std::optional(LengthUnit(unit)));
    Autosave::setIntervalMinutes(m_autosaveMinutes->value());
    setPlaybackSpeed(PlaybackSpeed(m_playback->currentData().toInt()));
    setThinkingSeconds(m_thinking->value());
    QDialog::accept();
}

} // namespace ambuscade
