// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/gameresultsdialog.h"

#include "ui_gameresultsdialog.h"

#include <QHeaderView>
#include <QScrollBar>

namespace ambuscade {

GameResultsDialog::GameResultsDialog(QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::GameResultsDialog>())
{
    m_ui->setupUi(this);
}

GameResultsDialog::~GameResultsDialog() = default;

void GameResultsDialog::setOutcome(const QString &outcome, const QString &note)
{
    m_ui->outcome->setText(outcome);
    m_ui->note->setText(note);
    m_ui->note->setVisible(!note.isEmpty());
}

void GameResultsDialog::setTally(const QStringList &headers, const QList<QStringList> &rows)
{
    QTableWidget *table = m_ui->tally;
    table->setColumnCount(int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row)
        for (int col = 0; col < rows[row].size(); ++col)
            table->setItem(row, col, new QTableWidgetItem(rows[row][col]));
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // No taller than its rows: the room left goes to the story.
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int row = 0; row < table->rowCount(); ++row)
        height += table->rowHeight(row);
    table->setMaximumHeight(height + table->horizontalScrollBar()->sizeHint().height());
}

QTableWidget *GameResultsDialog::tally() const
{
    return m_ui->tally;
}

void GameResultsDialog::setStory(const QString &heading, const QStringList &lines)
{
    m_ui->storyHeading->setText(heading);
    m_ui->stories->setPlainText(lines.join(QLatin1Char('\n')));
}

void ResultsScreen::follow(bool over)
{
    if (!over)
        m_running = true;
    else if (std::exchange(m_running, false))
        open();
}

void ResultsScreen::open()
{
    if (m_dialog)
        m_dialog->close();
    m_dialog = m_make();
    if (!m_dialog)
        return;
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->show();
}

} // namespace ambuscade
