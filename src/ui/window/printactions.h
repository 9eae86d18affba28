// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"
#include "scenario/scenario.h"

#include <QObject>
#include <QPageSize>
#include <functional>

class QMenu;
class QPrinter;
class QPrintPreviewDialog;
class QWidget;

namespace ambuscade {

class Ruleset;

class Document;

// File → Print Roster…, Export Roster as PDF…, Print Quick Reference… and Export Quick
// Reference as PDF…: the open scenario's roster and the rules' tables on paper, previewed
// before printing, in landscape on the paper size of the user's locale (Letter in the US,
// A4 elsewhere).
class PrintActions : public QObject
{
    Q_OBJECT
public:
    PrintActions(Document *document, QWidget *window);
    void fillMenu(QMenu *file);
    // What the roster is printed from: the table as the people at it may know it (the
    // scenario without its hidden troops, or a game as the player's side sees it). Unset,
    // the whole scenario. Its rule set's is the quick reference: a game's, while one is
    // played, whatever scenario is being edited.
    void setTable(std::function<Scenario()> table, std::function<const Ruleset &()> rules)
    {
        m_table = std::move(table);
        m_rules = std::move(rules);
    }

    print::Sheet roster() const;
    print::Sheet quickReference() const;
    static QPageSize defaultPageSize();
    // The preview of a sheet, not yet shown (the actions show it and wait). Without a printer
    // the dialog has one of its own, and may stay open on screen (Help → Quick Reference).
    QPrintPreviewDialog *preview(const print::Sheet &sheet, QPrinter *printer = nullptr);

signals:
    void message(const QString &text);

private:
    // The table as shown, or the scenario being edited when none is set.
    Scenario table() const;
    // Its rule set, bound where the scenario or the game was opened.
    const Ruleset &rules() const;
    void showPreview(const print::Sheet &sheet);
    void exportPdf(const print::Sheet &sheet, const QString &fileStem);

    Document *m_document;
    QWidget *m_window;
    std::function<Scenario()> m_table;
    std::function<const Ruleset &()> m_rules;
};

} // namespace ambuscade
