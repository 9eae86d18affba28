// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ambuscade::print {

// What goes on paper, said as plain data so that the rules decide the content and the
// renderer only lays it out: sections of tables whose cells may carry tick boxes to mark
// in pencil.
struct Cell {
    QString text;
    int boxes = 0;       // empty squares drawn after the text
    bool italic = false; // advice rather than a binding result, in the Actions tables
    bool bold = false;
};

struct Table {
    QString title;
    QString note; // a line under the title: strength, casualty steps, how to read it
    QStringList headers;
    QList<double> widths; // relative column widths, one per header
    QList<QList<Cell>> rows;
    QList<Cell> tally;      // printed in a line under the rows, left to right
    bool halfWidth = false; // two such tables in a row share the page's width
};

struct Section {
    QString heading;        // printed at the top of every page of the section
    QString title;          // the running title of its pages when not the sheet's (empty)
    bool newPage = true;    // starts on a fresh page
    QStringList paragraphs; // text before the tables
    QList<Table> tables;
};

struct Sheet {
    QString title; // printed at the top of every page
    QList<Section> sections;
};

// `more`'s sections after `sheet`'s, under `more`'s own running title: a quick reference
// printed after a roster is not headed as the roster.
inline void append(Sheet &sheet, const Sheet &more)
{
    for (Section section : more.sections) {
        if (section.title.isEmpty())
            section.title = more.title;
        sheet.sections << section;
    }
}

} // namespace ambuscade::print
