// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/measuretool.h"

#include "document/document.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "scene/readinglabel.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QPen>

namespace ambuscade {

MeasureTool::MeasureTool(Document *document, TableScene *scene, Report report)
    : m_document(document), m_scene(scene), m_report(std::move(report))
{}

MeasureTool::~MeasureTool() = default;

QString MeasureTool::hint() const
{
    return QCoreApplication::translate(
        "MeasureTool", "Click where to measure from, click waypoints, double-click to end. "
                       "From one figure to another it also tells whether they see each other.");
}

bool MeasureTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const QPointF at = m_scene->snapped(event->scenePos());
    if (m_points.isEmpty() || m_finished) {
        deactivate();
        const Scenario &s = m_document->scenario();
        const TableRules *rules = m_document->rules().table();
        if (!rules)
            return true;
        m_geometry =
            std::make_unique<geo::TableGeometry>(s, rules->terrainEffects(), rules->sightRules());
    }
    m_points << at;
    update(at);
    return true;
}

bool MeasureTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    if (m_points.isEmpty() || m_finished)
        return false;
    update(m_scene->snapped(event->scenePos()));
    return true;
}

bool MeasureTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    return event->button() == Qt::LeftButton && !m_points.isEmpty();
}

bool MeasureTool::mouseDoubleClick(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_points.isEmpty())
        return false;
    // The double click's first press has normally put down the last point already.
    const QPointF at = m_scene->snapped(event->scenePos());
    if (m_points.last() != at)
        m_points << at;
    m_finished = true;
    update(m_points.last());
    return true;
}

bool MeasureTool::keyPress(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape || m_points.isEmpty())
        return false;
    deactivate();
    return true;
}

void MeasureTool::update(const QPointF &cursor)
{
    QList<QPointF> path = m_points;
    if (!m_finished)
        path << cursor;
    if (const TableRules *rules = m_document->rules().table(); path.size() >= 2 && m_geometry)
        m_measurement = measurePath(*rules, m_document->scenario(), *m_geometry, path);
    else
        m_measurement = {};
    QPainterPath line;
    line.addPolygon(QPolygonF(path));
    if (!m_tape) {
        QPen tape(QColor(0xff, 0xe0, 0x30), 2.5);
        tape.setCosmetic(true);
        m_tape = m_scene->addPath(line, tape);
        m_tape->setZValue(1000);
        m_label = new ReadingLabel;
        m_scene->addItem(m_label);
    }
    m_tape->setPath(line);
    const QString summary =
        path.size() >= 2 ? m_measurement.summary(m_document->scenario()) : QString();
    m_label->setText(summary);
    m_label->placeAt(path.last() + QPointF(1, 1));
    m_report(summary);
}

void MeasureTool::deactivate()
{
    delete m_tape;
    m_tape = nullptr;
    delete m_label;
    m_label = nullptr;
    m_points.clear();
    m_finished = false;
    m_geometry.reset();
}

} // namespace ambuscade
