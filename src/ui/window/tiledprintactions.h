// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "tilelayout.h"

#include <QObject>
#include <functional>
#include <optional>

class QMenu;
class QPrinter;
class QPrintPreviewDialog;
class QWidget;

namespace ambuscade {

class Document;

// File → Print Table Tiled… and Export Table Tiled as PDF…: the table or board at true scale
// on sheets of A4, Letter or A3 (tiledprint), previewed before printing.
class TiledPrintActions : public QObject
{
    Q_OBJECT
public:
    // `table` is what is printed: the table as the people at it may know it.
    TiledPrintActions(Document *document, QWidget *window, std::function<Scenario()> table);
    void fillMenu(QMenu *file);

    // The preview of the sheets, not yet shown (the action shows it and waits), on a printer
    // set to the layout's paper, whole pages.
    QPrintPreviewDialog *preview(const Scenario &table, const render::TileLayout &layout,
                                 QPrinter *printer);

signals:
    void message(const QString &text);

private:
    // Asks for the paper and overlap; none when the user cancels.
    std::optional<render::TileLayout> askLayout(const Scenario &table, const QString &acceptText);
    void printTiled();
    void exportTiled();

    Document *m_document;
    QWidget *m_window;
    std::function<Scenario()> m_table;
};

} // namespace ambuscade
