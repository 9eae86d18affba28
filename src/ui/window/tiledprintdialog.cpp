// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/tiledprintdialog.h"

#include "ui_tiledprintdialog.h"

#include <QPushButton>

namespace ambuscade {

TiledPrintDialog::TiledPrintDialog(const QSizeF &tableCm, QPageSize::PageSizeId paper,
                                   const QString &acceptText, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::TiledPrintDialog>()), m_tableCm(tableCm)
{
    m_ui->setupUi(this);
    for (QPageSize::PageSizeId id : render::tilePapers())
        m_ui->paperBox->addItem(render::tilePaperName(id), int(id));
    m_ui->buttons->button(QDialogButtonBox::Ok)->setText(acceptText);
    setPaper(paper);
    connect(m_ui->paperBox, &QComboBox::currentIndexChanged, this, &TiledPrintDialog::showChoice);
    connect(m_ui->overlapBox, &QDoubleSpinBox::valueChanged, this, &TiledPrintDialog::showChoice);
    showChoice();
}

TiledPrintDialog::~TiledPrintDialog() = default;

void TiledPrintDialog::setPaper(QPageSize::PageSizeId paper)
{
    const int index = m_ui->paperBox->findData(int(paper));
    m_ui->paperBox->setCurrentIndex(std::max(index, 0));
}

void TiledPrintDialog::setOverlapMm(double mm)
{
    m_ui->overlapBox->setValue(mm);
}

render::TileOptions TiledPrintDialog::options() const
{
    render::TileOptions options;
    options.paper = QPageSize::PageSizeId(m_ui->paperBox->currentData().toInt());
    options.overlapMm = m_ui->overlapBox->value();
    return options;
}

std::optional<render::TileLayout> TiledPrintDialog::tileLayout() const
{
    return render::tileLayout(m_tableCm, options(), nullptr);
}

QString TiledPrintDialog::summary() const
{
    return m_ui->summary->text();
}

void TiledPrintDialog::showChoice()
{
    QString why;
    const std::optional<render::TileLayout> sheets = render::tileLayout(m_tableCm, options(), &why);
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(sheets.has_value());
    if (!sheets) {
        m_ui->summary->setText(tr("Cannot be printed so: %1.").arg(why));
        return;
    }
    m_ui->summary->setText(tr("%1 × %2 sheets (rows × columns), %3, after the assembly sheet.")
                               .arg(sheets->rows)
                               .arg(sheets->columns)
                               .arg(render::tileOrientationName(sheets->orientation)));
}

} // namespace ambuscade
