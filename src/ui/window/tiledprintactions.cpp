// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/tiledprintactions.h"

#include "common/filedialogs.h"
#include "common/plaintext.h"
#include "document/document.h"
#include "tiledprint.h"
#include "window/printactions.h"
#include "window/tiledprintdialog.h"

#include <QFileInfo>
#include <QMenu>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace ambuscade {

TiledPrintActions::TiledPrintActions(Document *document, QWidget *window,
                                     std::function<Scenario()> table)
    : QObject(window), m_document(document), m_window(window), m_table(std::move(table))
{}

void TiledPrintActions::fillMenu(QMenu *file)
{
    QAction *print =
        file->addAction(tr("Print Table &Tiled…"), this, &TiledPrintActions::printTiled);
    print->setObjectName(QStringLiteral("printTiledAction"));
    print->setStatusTip(tr("Print the table at true scale on sheets of paper to tape together"));
    QAction *pdf =
        file->addAction(tr("Export Table Tiled as PDF…"), this, &TiledPrintActions::exportTiled);
    pdf->setObjectName(QStringLiteral("exportTiledAction"));
}

std::optional<render::TileLayout> TiledPrintActions::askLayout(const Scenario &table,
                                                               const QString &acceptText)
{
    const QPageSize::PageSizeId paper = PrintActions::defaultPageSize().id();
    TiledPrintDialog dialog(table.table.rect().size(), paper, acceptText, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.tileLayout();
}

QPrintPreviewDialog *TiledPrintActions::preview(const Scenario &table,
                                                const render::TileLayout &layout, QPrinter *printer)
{
    printer->setPageLayout(
        QPageLayout(QPageSize(layout.paper), layout.orientation, QMarginsF(0, 0, 0, 0)));
    // Whole pages, so the painting's own margin is the only one and a millimetre is true (after
    // the layout, which would set the printer's margins back).
    printer->setFullPage(true);
    printer->setDocName(
        FileDialogs::nameFromTitle(table.title, tr("table"), QString())); // as a file
    auto *dialog = new QPrintPreviewDialog(printer, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->resize(m_window->size() * 0.85);
    connect(dialog, &QPrintPreviewDialog::paintRequested, dialog,
            [table, layout](QPrinter *p) { render::paintTiledPrint(*p, table, layout); });
    return dialog;
}

void TiledPrintActions::printTiled()
{
    const Scenario table = m_table();
    const std::optional<render::TileLayout> layout = askLayout(table, tr("Preview…"));
    if (!layout)
        return;
    QPrinter printer(QPrinter::HighResolution);
    preview(table, *layout, &printer)->exec();
}

void TiledPrintActions::exportTiled()
{
    const Scenario table = m_table();
    const std::optional<render::TileLayout> layout = askLayout(table, tr("Export…"));
    if (!layout)
        return;
    const QString scenarioPath = m_document->filePath();
    const QString base =
        scenarioPath.isEmpty()
            ? tr("table")
            : QFileInfo(scenarioPath).completeBaseName().remove(QStringLiteral(".ambuscade"));
    const QString path = FileDialogs::saveFileName(m_window, tr("Export Table Tiled as PDF"),
                                                   base + tr("-tiled") + QStringLiteral(".pdf"),
                                                   tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (render::writeTiledPdf(table, *layout, path, &error))
        emit message(tr("Written to %1: the assembly sheet and %2 × %3 sheets")
                         .arg(path)
                         .arg(layout->rows)
                         .arg(layout->columns));
    else
        showPlainWarning(m_window, tr("Export Table Tiled as PDF"), error);
}

} // namespace ambuscade
