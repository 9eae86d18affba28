// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/scenariosettingsdialog.h"

#include "common/lengthspinbox.h"
#include "io/limits.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/ruleset.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace ambuscade {

namespace {
// Whether men can stand in a piece of terrain, and so reach or hold it.
bool canBeHeld(const TerrainFeature &t)
{
    if (t.shape == TerrainShape::Polyline)
        return false;
    switch (t.kind) {
    case TerrainKind::Wall:
    case TerrainKind::Fence:
    case TerrainKind::Hedge:
    case TerrainKind::FallenTree:
    case TerrainKind::Road:
    case TerrainKind::Stream:
    case TerrainKind::River:
    case TerrainKind::Lake:
        return false;
    default:
        return true;
    }
}

enum SideColumn { SideId, SideName, SideController, SideColour };
enum ConditionColumn { CondSide, CondKind, CondTarget, CondHoldTurns };

QComboBox *comboOf(QTableWidget *table, int row, int column)
{
    return static_cast<QComboBox *>(table->cellWidget(row, column));
}
} // namespace

ScenarioSettingsDialog::ScenarioSettingsDialog(const Scenario &scenario, const Ruleset &rules,
                                               QWidget *parent)
    : QDialog(parent), m_original(scenario), m_rules(rules), m_result(scenario)
{
    setWindowTitle(tr("Scenario Settings"));
    auto *tabs = new QTabWidget(this);
    tabs->addTab(createGeneralPage(), tr("General"));
    tabs->addTab(createSidesPage(), tr("Sides"));
    tabs->addTab(createVictoryPage(), tr("Victory"));
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("settingsProblems"));
    m_problems->setTextFormat(Qt::PlainText); // the reader's problems quote what was typed
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problems->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ScenarioSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);
    resize(620, 520);
    m_asOpened = scenarioToJson(collect());
}

QWidget *ScenarioSettingsDialog::createGeneralPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    // The rule set is chosen when a scenario is made (File → New), not changed afterwards:
    // its pieces and fields are the rule set's own.
    auto *ruleset = new QLabel(m_rules.displayName());
    ruleset->setObjectName(QStringLiteral("ruleset"));
    ruleset->setTextFormat(Qt::PlainText);
    ruleset->setToolTip(tr("Chosen when the scenario was made (File → New)"));
    form->addRow(tr("Rule set"), ruleset);
    m_title = new QLineEdit(m_original.title);
    m_title->setObjectName(QStringLiteral("title"));
    form->addRow(tr("Title"), m_title);
    m_briefing = new QPlainTextEdit(m_original.briefing);
    m_briefing->setObjectName(QStringLiteral("briefing"));
    m_briefing->setToolTip(tr("Shown to the players in the Briefing panel. Blank lines start "
                              "new paragraphs."));
    form->addRow(tr("Briefing"), m_briefing);
    auto tableSpin = [](double value) {
        // As the file format allows, in the unit lengths are shown in.
        auto *spin = new LengthSpinBox(limits::kMinTableCm, limits::kMaxTableCm, 1, 1);
        spin->setCm(value);
        return spin;
    };
    m_width = tableSpin(m_original.table.widthCm);
    m_width->setObjectName(QStringLiteral("tableWidth"));
    m_height = tableSpin(m_original.table.heightCm);
    m_height->setObjectName(QStringLiteral("tableHeight"));
    form->addRow(tr("Table width"), m_width);
    form->addRow(tr("Table depth"), m_height);
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(int(std::min<quint32>(m_original.seed, std::numeric_limits<int>::max())));
    m_seed->setToolTip(tr("The dice of a game of this scenario start from this number, so a "
                          "game can be played again exactly."));
    form->addRow(tr("Dice seed"), m_seed);
    m_hiddenSetup = new QCheckBox(tr("Hide the computer's groups under markers"));
    m_hiddenSetup->setObjectName(QStringLiteral("hiddenSetup"));
    m_hiddenSetup->setChecked(m_original.hiddenSetup);
    m_hiddenSetup->setToolTip(
        tr("In a solo game each of the computer's groups starts as a marker that the dice place "
           "at the edge of cover facing your deployment, with half as many dummies; a group "
           "appears when your men see its marker. Markers you place yourself are kept."));
    form->addRow(tr("Solo set-up"), m_hiddenSetup);
    addBackdropRows(form);
    return page;
}

void ScenarioSettingsDialog::addBackdropRows(QFormLayout *form)
{
    if (m_original.backdrop.isEmpty())
        return;
    const QRectF area = m_original.backdrop.area;
    const struct {
        const char *name;
        const char *label;
        double value;
        double least;
    } rows[] = {
        {"backdropLeft", QT_TR_NOOP("Backdrop's left edge"), area.left(), -limits::kMaxTableCm},
        {"backdropTop", QT_TR_NOOP("Backdrop's top edge"), area.top(), -limits::kMaxTableCm},
        {"backdropWidth", QT_TR_NOOP("Backdrop's width"), area.width(), 1},
        {"backdropDepth", QT_TR_NOOP("Backdrop's depth"), area.height(), 1},
    };
    for (const auto &row : rows) {
        auto *spin = new LengthSpinBox(row.least, limits::kMaxTableCm, 0.5, 1);
        spin->setObjectName(QLatin1String(row.name));
        spin->setCm(row.value);
        spin->setToolTip(tr("Where the backdrop picture lies on the table, measured from its "
                            "top-left corner; a picture stretched to another shape than its "
                            "own is drawn so."));
        form->addRow(tr(row.label), spin);
        m_backdropArea << spin;
    }
}

QWidget *ScenarioSettingsDialog::createSidesPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_sides = new QTableWidget(0, 4);
    m_sides->setObjectName(QStringLiteral("sides"));
    m_sides->setHorizontalHeaderLabels({tr("Id"), tr("Name"), tr("Played by"), tr("Colour")});
    m_sides->horizontalHeader()->setSectionResizeMode(SideName, QHeaderView::Stretch);
    // Who plays a side is read whole ("The computer" was cut to "the compute").
    m_sides->horizontalHeader()->setSectionResizeMode(SideController,
                                                      QHeaderView::ResizeToContents);
    m_sides->verticalHeader()->hide();
    for (const Side &side : m_original.sides)
        addSideRow(side);
    layout->addWidget(m_sides);
    auto *add = new QPushButton(tr("Add Side"));
    add->setObjectName(QStringLiteral("addSide"));
    auto *remove = new QPushButton(tr("Remove Side"));
    connect(add, &QPushButton::clicked, this, [this] {
        Side side;
        side.id = QStringLiteral("side-%1").arg(m_sides->rowCount() + 1);
        side.name = tr("New side");
        addSideRow(side);
        refreshConditionSides();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        // A side with troops on the table stays; the reader would name what points to it.
        if (m_sides->currentRow() >= 0)
            m_sides->removeRow(m_sides->currentRow());
        refreshConditionSides();
    });
    // The victory page names the sides as they are called here now.
    connect(m_sides, &QTableWidget::itemChanged, this,
            &ScenarioSettingsDialog::refreshConditionSides);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    auto *note = new QLabel(tr("Deployment zones are drawn on the table with the Deployment "
                               "Zone tool."));
    note->setWordWrap(true);
    layout->addWidget(note);
    return page;
}

void ScenarioSettingsDialog::addSideRow(const Side &side)
{
    const int row = m_sides->rowCount();
    m_sides->insertRow(row);
    auto *id = new QTableWidgetItem(side.id);
    // Ids of existing sides are what figures and groups point at; only new ones may change.
    if (m_original.side(side.id))
        id->setFlags(id->flags() & ~Qt::ItemIsEditable);
    m_sides->setItem(row, SideId, id);
    m_sides->setItem(row, SideName, new QTableWidgetItem(side.name));
    auto *controller = new QComboBox;
    controller->addItem(tr("the player"), int(Controller::Player));
    controller->addItem(tr("the computer"), int(Controller::Ai));
    controller->setCurrentIndex(controller->findData(int(side.controller)));
    m_sides->setCellWidget(row, SideController, controller);
    m_sides->setCellWidget(row, SideColour, colourButton(side.colour));
}

QToolButton *ScenarioSettingsDialog::colourButton(const QColor &colour)
{
    // Shows the side's colour; a click chooses another. No colour: the table's own choice.
    auto *button = new QToolButton;
    button->setObjectName(QStringLiteral("sideColour"));
    button->setToolTip(tr("The colour of the side's figures and deployment zone"));
    const auto show = [button](const QColor &c) {
        button->setProperty("colour", c);
        QPixmap swatch(16, 16);
        swatch.fill(c.isValid() ? c : QColor(Qt::transparent));
        button->setIcon(QIcon(swatch));
        button->setText(c.isValid() ? c.name() : tr("automatic"));
    };
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    show(colour);
    connect(button, &QToolButton::clicked, this, [this, button, show] {
        const QColor chosen = QColorDialog::getColor(button->property("colour").value<QColor>(),
                                                     this, tr("Side Colour"));
        if (chosen.isValid())
            show(chosen);
    });
    return button;
}

QList<QPair<QString, QString>> ScenarioSettingsDialog::sidesNow() const
{
    QList<QPair<QString, QString>> sides;
    for (int row = 0; row < m_sides->rowCount(); ++row)
        if (m_sides->item(row, SideId) && m_sides->item(row, SideName))
            sides.append({m_sides->item(row, SideId)->text().trimmed(),
                          m_sides->item(row, SideName)->text().trimmed()});
    return sides;
}

void ScenarioSettingsDialog::fillSideChoice(QComboBox *box, const QString &current,
                                            const QString &nobody) const
{
    const QSignalBlocker quiet(box);
    box->clear();
    if (!nobody.isEmpty())
        box->addItem(nobody, QString());
    for (const auto &[id, name] : sidesNow())
        box->addItem(name.isEmpty() ? id : name, id);
    // A side gone leaves the box blank, to be chosen again; where nobody may be chosen, him.
    const int kept = box->findData(current);
    box->setCurrentIndex(nobody.isEmpty() ? kept : std::max(0, kept));
}

void ScenarioSettingsDialog::fillTurnLimitWinner(const QString &current) const
{
    fillSideChoice(m_turnLimitWinner, current, tr("nobody: a draw"));
}

void ScenarioSettingsDialog::refreshConditionSides()
{
    if (!m_conditions)
        return;
    fillTurnLimitWinner(m_turnLimitWinner->currentData().toString());
    for (int row = 0; row < m_conditions->rowCount(); ++row) {
        QComboBox *side = comboOf(m_conditions, row, CondSide);
        fillSideChoice(side, side->currentData().toString());
    }
}

QWidget *ScenarioSettingsDialog::createVictoryPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *form = new QFormLayout;
    m_turnLimit = new QSpinBox;
    m_turnLimit->setObjectName(QStringLiteral("turnLimit"));
    m_turnLimit->setRange(0, limits::kMaxTurns);
    m_turnLimit->setSpecialValueText(tr("no limit"));
    m_turnLimit->setValue(m_original.victory.turnLimit);
    form->addRow(tr("Turn limit"), m_turnLimit);
    m_turnLimitWinner = new QComboBox;
    m_turnLimitWinner->setObjectName(QStringLiteral("turnLimitWinner"));
    fillTurnLimitWinner(m_original.victory.turnLimitWinner);
    form->addRow(tr("At the turn limit wins"), m_turnLimitWinner);
    layout->addLayout(form);
    m_conditions = new QTableWidget(0, 4);
    m_conditions->setObjectName(QStringLiteral("conditions"));
    m_conditions->setHorizontalHeaderLabels(
        {tr("Side"), tr("Wins by"), tr("Terrain, marker or edge"), tr("Turns held")});
    // The side and the kind of win take the width their lists need ("reaching terrain" was cut
    // to "reaching ter" on a laptop); the target has the rest.
    for (const int column : {CondSide, CondKind, CondHoldTurns})
        m_conditions->horizontalHeader()->setSectionResizeMode(column,
                                                               QHeaderView::ResizeToContents);
    m_conditions->horizontalHeader()->setSectionResizeMode(CondTarget, QHeaderView::Stretch);
    m_conditions->verticalHeader()->hide();
    for (const VictoryCondition &c : m_original.victory.conditions)
        addConditionRow(c);
    layout->addWidget(m_conditions);
    auto *add = new QPushButton(tr("Add Condition"));
    add->setObjectName(QStringLiteral("addCondition"));
    auto *remove = new QPushButton(tr("Remove Condition"));
    connect(add, &QPushButton::clicked, this, [this] {
        VictoryCondition c;
        c.side = m_original.sides.isEmpty() ? QString() : m_original.sides.first().id;
        addConditionRow(c);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_conditions->currentRow() >= 0)
            m_conditions->removeRow(m_conditions->currentRow());
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    return page;
}

void ScenarioSettingsDialog::addConditionRow(const VictoryCondition &c)
{
    const int row = m_conditions->rowCount();
    m_conditions->insertRow(row);
    auto *side = new QComboBox;
    fillSideChoice(side, c.side);
    m_conditions->setCellWidget(row, CondSide, side);

    auto *kind = new QComboBox;
    kind->addItem(tr("reaching terrain"), QStringLiteral("reach"));
    kind->addItem(tr("holding terrain"), QStringLiteral("hold"));
    kind->addItem(tr("destroying an objective"), QStringLiteral("destroy"));
    kind->addItem(tr("rescuing from an objective"), QStringLiteral("rescue"));
    kind->addItem(tr("leaving by a table edge"), QStringLiteral("exit"));
    kind->setCurrentIndex(kind->findData(objectiveKindId(c.kind)));
    m_conditions->setCellWidget(row, CondKind, kind);

    auto *target = new QComboBox;
    m_conditions->setCellWidget(row, CondTarget, target);
    // What the condition is about depends on its kind: terrain, an objective marker or an edge.
    auto fillTargets = [this, kind, target](const QString &current) {
        target->clear();
        const QString k = kind->currentData().toString();
        if (k == QLatin1String("exit")) {
            target->addItem(tr("top"), QStringLiteral("edge:top"));
            target->addItem(tr("bottom"), QStringLiteral("edge:bottom"));
            target->addItem(tr("left"), QStringLiteral("edge:left"));
            target->addItem(tr("right"), QStringLiteral("edge:right"));
        } else if (k == QLatin1String("reach") || k == QLatin1String("hold")) {
            // Only ground men can stand in: no walls or other lines, no roads, no water.
            for (const TerrainFeature &t : m_original.terrain)
                if (canBeHeld(t))
                    target->addItem(t.name.isEmpty() ? t.id : t.name,
                                    QStringLiteral("terrain:") + t.id);
        } else {
            for (const Marker &m : m_original.markers)
                if (m.kind == MarkerKind::Objective)
                    target->addItem(m.name.isEmpty() ? m.id : m.name,
                                    QStringLiteral("marker:") + m.id);
        }
        target->setCurrentIndex(std::max(0, target->findData(current)));
    };
    const QString current = c.kind == ObjectiveKind::Exit ? QStringLiteral("edge:") + c.tableEdge
                            : !c.marker.isEmpty()         ? QStringLiteral("marker:") + c.marker
                                                          : QStringLiteral("terrain:") + c.terrain;
    fillTargets(current);
    connect(kind, &QComboBox::currentIndexChanged, target,
            [fillTargets] { fillTargets(QString()); });

    auto *turns = new QSpinBox;
    turns->setRange(0, 99);
    turns->setValue(c.holdTurns);
    m_conditions->setCellWidget(row, CondHoldTurns, turns);
}

Scenario ScenarioSettingsDialog::collect() const
{
    Scenario s = m_original;
    s.title = m_title->text().trimmed();
    s.briefing = m_briefing->toPlainText();
    s.seed = quint32(m_seed->value());
    s.hiddenSetup = m_hiddenSetup->isChecked();
    s.table.widthCm = m_width->cm();
    s.table.heightCm = m_height->cm();
    if (m_backdropArea.size() == 4)
        s.backdrop.area = QRectF(m_backdropArea[0]->cm(), m_backdropArea[1]->cm(),
                                 m_backdropArea[2]->cm(), m_backdropArea[3]->cm());
    s.sides.clear();
    for (int row = 0; row < m_sides->rowCount(); ++row) {
        const QString id = m_sides->item(row, SideId)->text().trimmed();
        Side side;
        if (const Side *old = m_original.side(id))
            side = *old; // keeps the colour, the deployment zone and unknown keys
        side.id = id;
        side.name = m_sides->item(row, SideName)->text().trimmed();
        side.controller = Controller(comboOf(m_sides, row, SideController)->currentData().toInt());
        side.colour = m_sides->cellWidget(row, SideColour)->property("colour").value<QColor>();
        s.sides << side;
    }
    s.victory.turnLimit = m_turnLimit->value();
    // A side renamed or removed in the dialog no longer holds out.
    s.victory.turnLimitWinner = m_turnLimitWinner->currentData().toString();
    if (!s.side(s.victory.turnLimitWinner))
        s.victory.turnLimitWinner.clear();
    s.victory.conditions.clear();
    for (int row = 0; row < m_conditions->rowCount(); ++row) {
        VictoryCondition c;
        if (row < m_original.victory.conditions.size())
            c.unknownKeys = m_original.victory.conditions[row].unknownKeys;
        c.side = comboOf(m_conditions, row, CondSide)->currentData().toString();
        c.kind =
            *objectiveKindFromId(comboOf(m_conditions, row, CondKind)->currentData().toString());
        const QString target = comboOf(m_conditions, row, CondTarget)->currentData().toString();
        const int colon = target.indexOf(QLatin1Char(':'));
        const QString what = target.left(colon);
        const QString id = target.mid(colon + 1);
        if (what == QLatin1String("edge"))
            c.tableEdge = id;
        else if (what == QLatin1String("marker"))
            c.marker = id;
        else if (what == QLatin1String("terrain"))
            c.terrain = id;
        c.holdTurns =
            static_cast<QSpinBox *>(m_conditions->cellWidget(row, CondHoldTurns))->value();
        s.victory.conditions << c;
    }
    return s;
}

void ScenarioSettingsDialog::reject()
{
    if (scenarioToJson(collect()) != m_asOpened) {
        QMessageBox ask(QMessageBox::Question, windowTitle(),
                        tr("Discard the changes made to the scenario's settings?"),
                        QMessageBox::Discard | QMessageBox::Cancel, this);
        // Not "Cancel": the dialog's own Cancel is what brought the question.
        ask.button(QMessageBox::Cancel)->setText(tr("Keep Editing"));
        ask.button(QMessageBox::Discard)->setText(tr("Discard Changes"));
        ask.setDefaultButton(QMessageBox::Cancel);
        if (ask.exec() != QMessageBox::Discard)
            return;
    }
    QDialog::reject();
}

void ScenarioSettingsDialog::accept()
{
    const Scenario s = collect();
    // The file reader is the one judge of a good scenario: what it would refuse to open,
    // the dialog refuses to make.
    const ScenarioLoadResult check = readScenario(scenarioToBytes(s));
    if (!check.scenario) {
        QStringList lines;
        for (const Problem &p : check.problems)
            lines << p.toString();
        m_problems->setText(tr("These settings would break the scenario:\n%1")
                                .arg(lines.mid(0, 8).join(QLatin1Char('\n'))));
        m_problems->show();
        return;
    }
    m_result = s;
    QDialog::accept();
}

} // namespace ambuscade
