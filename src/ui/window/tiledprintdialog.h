// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilelayout.h"

#include <QDialog>
#include <memory>
#include <optional>

namespace Ui {
class TiledPrintDialog;
}

namespace ambuscade {

// Asks on what paper, and with how much overlap, a table is printed tiled at true scale,
// and says how many sheets that takes (or why it cannot be done, and then offers no OK).
class TiledPrintDialog : public QDialog
{
    Q_OBJECT
public:
    // acceptText names what OK does ("Preview…", "Export…").
    TiledPrintDialog(const QSizeF &tableCm, QPageSize::PageSizeId paper, const QString &acceptText,
                     QWidget *parent = nullptr);
    ~TiledPrintDialog() override;

    void setPaper(QPageSize::PageSizeId paper);
    void setOverlapMm(double mm);
    // The sheets as chosen; none when the choice cannot be printed.
    std::optional<render::TileLayout> tileLayout() const;
    QString summary() const;

private:
    render::TileOptions options() const;
    void showChoice(); // the sheets it takes, or why not, and OK with them

    std::unique_ptr<Ui::TiledPrintDialog> m_ui;
    QSizeF m_tableCm;
};

} // namespace ambuscade
