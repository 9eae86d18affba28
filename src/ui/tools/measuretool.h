// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/tool.h"
#include "tools/measurement.h"

#include <functional>
#include <memory>

class QGraphicsPathItem;

namespace ambuscade {

class ReadingLabel;

class Document;
class TableScene;

// A measuring tape: click where it starts (on a figure, it starts from the base's edge),
// click waypoints, double-click to end it. While it runs it shows the length, what the path
// costs to walk, and between two figures whether one sees the other.
class MeasureTool final : public Tool
{
public:
    using Report = std::function<void(const QString &summary)>;
    MeasureTool(Document *document, TableScene *scene, Report report);
    ~MeasureTool() override;

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool mouseDoubleClick(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    void deactivate() override;

    // The last measurement shown.
    const Measurement &measurement() const { return m_measurement; }

private:
    void update(const QPointF &cursor);

    Document *m_document;
    TableScene *m_scene;
    Report m_report;
    QList<QPointF> m_points;
    bool m_finished = false;
    // Built when a measurement starts; the table does not change while the tape is out.
    std::unique_ptr<geo::TableGeometry> m_geometry;
    Measurement m_measurement;
    QGraphicsPathItem *m_tape = nullptr;
    ReadingLabel *m_label = nullptr;
};

} // namespace ambuscade
