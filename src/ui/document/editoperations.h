// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QPointF>

namespace ambuscade {

class Document;
struct NamedMarker;
struct TroopTemplate;

// The editor's operations on the scenario that are not a drag of the mouse: adding terrain
// and troops, deleting, the clipboard, drawing order, turning. Each is one undo step, and
// each leaves the new or changed things selected on the table.
class EditOperations
{
    Q_DECLARE_TR_FUNCTIONS(EditOperations)
public:
    explicit EditOperations(Document *document);

    // Adds terrain of a kind from an outline the shape tool drew. A kind drawn only as a line
    // (a wall) takes a rectangle or polygon as a closed line round it; a kind that must be an
    // area refuses a line. Returns an explanation when it refuses.
    QString addTerrain(TerrainKind kind, TerrainShape shape, QList<QPointF> points,
                       double lineWidthCm);
    // Places a troop template's figures for a side, centred on a point in a line facing
    // across the table. A single figure joins the selected figure's group when that one is
    // of the same side; otherwise the troops form a new group. Returns an explanation when
    // it cannot place them.
    // A lone man joins `joining` when it names a group of the side, else the group of the
    // figure selected, else a group of his own.
    QString placeTroops(const TroopTemplate &troops, const QString &sideId, const QPointF &at,
                        const QString &joining = {});
    void placeMarker(MarkerKind kind, const QPointF &at);
    // Places the rule set's own marker (the Emperor), or moves it there when the table has it
    // already: there is only one. Returns what it did, for the status bar.
    QString placeNamedMarker(const NamedMarker &named, const QPointF &at);
    // A board's space of one of its rule set's kinds, with the kind's fields at their
    // defaults.
    void placeSpace(const QString &kind, const QPointF &at);
    // Joins two spaces by a path of a kind. Returns an explanation when it refuses (the same
    // space twice, spaces already joined).
    QString joinSpaces(const QString &from, const QString &to, const QString &kind);
    // A water grid filling the area with whole cells (the size of the board's first grid's),
    // joined in all eight directions. Returns an explanation when the area holds no cell.
    QString layOutGrid(const QRectF &area);
    // A grid's cell (inside it or on its rim) comes to touch a space. Returns an explanation
    // when it refuses.
    QString touchSpace(const QString &gridId, const GridCell &cell, const QString &space);
    // Lays a picture (a PNG, JPEG or SVG file's bytes) over the whole table or board, under
    // everything else; no bytes take it away. Returns an explanation when it refuses.
    QString setBackdrop(const QByteArray &image);
    // A side's deployment zone becomes the polygon (an ellipse is not a zone).
    void setDeployment(const QString &sideId, const QPolygonF &zone);

    void deleteSelection();
    void copySelection() const;
    // Pastes what was copied, 5 cm down and right of where it was, under new ids. Returns
    // what was left out and why (a grid more than the rule set plays on); empty for nothing.
    QString paste();
    QString duplicateSelection();
    bool canPaste() const;
    // Terrain drawn over or under the rest of its layer.
    void bringToFront();
    void sendToBack();
    // Turns the selected figures by so many degrees, clockwise.
    void turnSelection(double degrees);

private:
    // The selected things as a small scenario with the same sides and table, with the groups
    // of the figures in it; the clipboard holds it as a scenario file.
    Scenario selectionAsScenario() const;
    QString pasteScenario(const Scenario &part, const QString &text);

    Document *m_document;
};

} // namespace ambuscade
