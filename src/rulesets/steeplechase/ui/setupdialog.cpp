// SPDX-License-Identifier: GPL-3.0-or-later
#include "setupdialog.h"

#include "steeplechase/ai/outfitchoice.h"
#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/print/sheetparts.h"
#include "steeplechase/tables/fields.h"
#include "ui_steeplechasesetupdialog.h"

#include <QComboBox>
#include <QHeaderView>
#include <QPushButton>

namespace ambuscade::steeplechase {

namespace {
// The box says what the choice in it does, as each choice of its list does.
void explainChoices(QComboBox *box, const QString &chosen)
{
    const auto explain = [box] { box->setToolTip(box->currentData(Qt::ToolTipRole).toString()); };
    QObject::connect(box, &QComboBox::currentIndexChanged, box, explain);
    box->setCurrentIndex(std::max(0, box->findData(chosen)));
    explain();
}

QComboBox *abilityBox(const QString &chosen, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    for (const AbilityInfo &a : abilities()) {
        box->addItem(nameOf(a.ability), QLatin1String(a.id));
        box->setItemData(box->count() - 1, whatItDoes(a.ability), Qt::ToolTipRole);
    }
    explainChoices(box, chosen);
    return box;
}

QComboBox *itemBox(const QString &chosen, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    for (const ItemInfo &i : items()) {
        box->addItem(nameOf(i.item), QLatin1String(i.id));
        box->setItemData(box->count() - 1, whatItDoes(i.item), Qt::ToolTipRole);
    }
    explainChoices(box, chosen);
    return box;
}

QString text(const Figure &f, const char *key)
{
    return f.attributes.text(QLatin1String(key));
}

void setOutfit(Figure &f, const QString &ability, const QString &first, const QString &second)
{
    f.attributes.set(QStringLiteral("ability"), ability);
    f.attributes.set(QStringLiteral("item_1"), first);
    f.attributes.set(QStringLiteral("item_2"), second);
}
} // namespace

SetupDialog::SetupDialog(const Scenario &scenario, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::SteeplechaseSetupDialog>()), m_scenario(scenario)
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("steeplechaseSetup"));
    m_ui->buttons->button(QDialogButtonBox::Ok)->setText(tr("Start the Race"));
    // A courier the scenario leaves to choose is offered what the computer would take.
    const SteeplechaseGame probe(scenario, scenario.seed);
    for (const Figure &f : scenario.figures) {
        if (!f.onTable() || !isCourier(f))
            continue;
        const Side *side = scenario.side(f.side);
        const bool person = !side || side->controller != Controller::Ai;
        Figure offered = f;
        if (choosesAtStart(f)) {
            const OutfitChoice c = chooseOutfit(probe, f.id);
            setOutfit(offered, idOf(c.ability), idOf(c.first), idOf(c.second));
        }
        addRow(f, person, offered);
    }
    m_ui->couriers->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->couriers->horizontalHeader()->setStretchLastSection(true);
    connect(m_ui->computerChooses, &QCheckBox::toggled, this, &SetupDialog::showComputerRows);
    showComputerRows();
    check();
}

SetupDialog::~SetupDialog() = default;

void SetupDialog::addRow(const Figure &courier, bool person, const Figure &offered)
{
    QTableWidget *table = m_ui->couriers;
    const int row = table->rowCount();
    table->insertRow(row);
    const QString name = courier.name.isEmpty() ? courier.id : courier.name;
    table->setItem(row, 0, new QTableWidgetItem(person ? name : tr("%1 (the computer)").arg(name)));
    Row r{courier.id};
    if (person) {
        r.ability = abilityBox(text(offered, "ability"), table);
        r.first = itemBox(text(offered, "item_1"), table);
        r.second = itemBox(text(offered, "item_2"), table);
        r.ability->setObjectName(QStringLiteral("ability-%1").arg(courier.id));
        r.first->setObjectName(QStringLiteral("firstItem-%1").arg(courier.id));
        r.second->setObjectName(QStringLiteral("secondItem-%1").arg(courier.id));
        table->setCellWidget(row, 1, r.ability);
        table->setCellWidget(row, 2, r.first);
        table->setCellWidget(row, 3, r.second);
        for (QComboBox *box : {r.first, r.second})
            connect(box, &QComboBox::currentIndexChanged, this, &SetupDialog::check);
    }
    m_rows << r;
}

// A computer's courier: "chooses when the race starts", or the scenario's outfit.
void SetupDialog::showComputerRows()
{
    const bool choosing = m_ui->computerChooses->isChecked();
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].ability)
            continue;
        const Figure &f = *m_scenario.figure(m_rows[row].courier);
        const Courier c = courierOf(f);
        const bool own = choosing || choosesAtStart(f);
        QStringList cells{tr("chooses when the race starts"), QString(), QString()};
        if (!own) {
            cells = QStringList{nameOf(c.ability)};
            for (Item item : c.items)
                cells << nameOf(item);
        }
        for (int col = 0; col < cells.size(); ++col)
            m_ui->couriers->setItem(row, col + 1, new QTableWidgetItem(cells[col]));
    }
}

void SetupDialog::check()
{
    QStringList same;
    for (const Row &r : std::as_const(m_rows))
        if (r.first && r.first->currentData() == r.second->currentData())
            same << m_scenario.figure(r.courier)->name;
    m_ui->problem->setText(
        same.isEmpty()
            ? QString()
            : tr("A courier's two items must differ: %1.").arg(same.join(QStringLiteral(", "))));
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(same.isEmpty());
}

Scenario SetupDialog::race() const
{
    Scenario s = m_scenario;
    const bool computerChooses = m_ui->computerChooses->isChecked();
    for (Figure &f : s.figures) {
        const auto row = std::find_if(m_rows.cbegin(), m_rows.cend(),
                                      [&f](const Row &r) { return r.courier == f.id; });
        if (row == m_rows.cend())
            continue;
        if (row->ability)
            setOutfit(f, row->ability->currentData().toString(),
                      row->first->currentData().toString(), row->second->currentData().toString());
        else if (computerChooses)
            setOutfit(f, QStringLiteral("none"), QStringLiteral("none"), QStringLiteral("none"));
    }
    return s;
}

} // namespace ambuscade::steeplechase
