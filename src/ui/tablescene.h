// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsScene>

namespace ambuscade {

class Document;

// The tabletop. One scene unit is one centimetre; the origin is the table's top-left corner.
class TableScene : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit TableScene(Document *document, QObject *parent = nullptr);

    // A short description of what lies at a point: a figure's name, else a terrain feature's.
    QString describeAt(const QPointF &cm) const;

private:
    void rebuild();

    Document *m_document;
};

} // namespace ambuscade
