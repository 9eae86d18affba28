// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/printactions.h"

#include "common/filedialogs.h"
#include "common/plaintext.h"
#include "document/document.h"
#include "rules/paperrules.h"
#include "rules/ruleset.h"
#include "sheetprinter.h"

#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace ambuscade {

PrintActions::PrintActions(Document *document, QWidget *window)
    : QObject(window), m_document(document), m_window(window)
{}

void PrintActions::fillMenu(QMenu *file)
{
    QAction *printRoster =
        file->addAction(tr("&Print Roster…"), this, [this] { showPreview(roster()); });
    printRoster->setObjectName(QStringLiteral("printRosterAction"));
    printRoster->setShortcut(QKeySequence::Print);
    QAction *exportRoster = file->addAction(tr("Export Roster as P&DF…"), this,
                                            [this] { exportPdf(roster(), tr("roster")); });
    exportRoster->setObjectName(QStringLiteral("exportRosterAction"));
    QAction *printReference = file->addAction(tr("Print &Quick Reference…"), this,
                                              [this] { showPreview(quickReference()); });
    printReference->setObjectName(QStringLiteral("printReferenceAction"));
    QAction *exportReference = file->addAction(tr("Export Quick Reference as PDF…"), this, [this] {
        exportPdf(quickReference(), tr("quick-reference"));
    });
    exportReference->setObjectName(QStringLiteral("exportReferenceAction"));
    // Only a rule set that prints offers paper.
    const QList<QAction *> actions{printRoster, exportRoster, printReference, exportReference};
    // A game opened may be of another rule set than the scenario being edited: judged again
    // each time the menu opens.
    const auto enable = [this, actions] {
        const bool prints = rules().paper() != nullptr;
        for (QAction *a : actions)
            a->setEnabled(prints);
    };
    connect(m_document, &Document::scenarioReset, this, enable);
    connect(file, &QMenu::aboutToShow, this, enable);
    enable();
}

Scenario PrintActions::table() const
{
    return m_table ? m_table() : m_document->scenario();
}

const Ruleset &PrintActions::rules() const
{
    return m_rules ? m_rules() : m_document->rules();
}

print::Sheet PrintActions::roster() const
{
    const PaperRules *paper = rules().paper();
    return paper ? paper->rosterSheet(table(), {}) : print::Sheet{};
}

print::Sheet PrintActions::quickReference() const
{
    const PaperRules *paper = rules().paper();
    return paper ? paper->referenceSheet() : print::Sheet{};
}

QPageSize PrintActions::defaultPageSize()
{
    return QPageSize(QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
                         ? QPageSize::Letter
                         : QPageSize::A4);
}

QPrintPreviewDialog *PrintActions::preview(const print::Sheet &sheet, QPrinter *printer)
{
    auto *dialog =
        printer ? new QPrintPreviewDialog(printer, m_window) : new QPrintPreviewDialog(m_window);
    printer = dialog->printer();
    printer->setPageSize(defaultPageSize());
    printer->setPageOrientation(QPageLayout::Landscape);
    // The print dialog names its PDF after the document: a name a file may have ("New
    // scenario roster", not "New scenario: roster", whose colon a file system may refuse).
    printer->setDocName(FileDialogs::nameFromTitle(sheet.title, tr("sheet"), QString()));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->resize(m_window->size() * 0.85); // room to read a landscape page
    connect(dialog, &QPrintPreviewDialog::paintRequested, dialog,
            [sheet](QPrinter *p) { render::printSheet(*p, sheet); });
    return dialog;
}

void PrintActions::showPreview(const print::Sheet &sheet)
{
    QPrinter printer(QPrinter::HighResolution);
    preview(sheet, &printer)->exec();
}

void PrintActions::exportPdf(const print::Sheet &sheet, const QString &fileStem)
{
    // Named as the sheet is titled: the table or rule set shown, a game's during a game.
    const QString base = FileDialogs::nameFromTitle(sheet.title, fileStem, QString());
    const QString path = FileDialogs::saveFileName(m_window, tr("Export as PDF"), base + ".pdf",
                                                   tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (render::writeSheetPdf(sheet, path, defaultPageSize(), &error))
        emit message(tr("Written to %1").arg(path));
    else
        showPlainWarning(m_window, tr("Export as PDF"),
                         tr("%1 could not be written: %2").arg(path, error));
}

} // namespace ambuscade
