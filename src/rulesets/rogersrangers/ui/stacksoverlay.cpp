// SPDX-License-Identifier: GPL-3.0-or-later
#include "stacksoverlay.h"

#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "tablepainter.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersStacksOverlay)
};

// How far from the space's centre a tag sits, in cm: past the space's own disc.
constexpr double kOffsetCm = 2.2;

// One tag: its words on a rounded patch of its side's colour, a fixed size on the screen.
class StackTag final : public QGraphicsItem
{
public:
    StackTag(const QString &text, const QColor &colour, bool below, QGraphicsItem *parent)
        : QGraphicsItem(parent), m_text(text), m_colour(colour)
    {
        setFlag(ItemIgnoresTransformations);
        QFont font = QApplication::font();
        font.setBold(true);
        m_font = font;
        const QFontMetrics metrics(m_font);
        const QSizeF size(metrics.horizontalAdvance(m_text) + 10, metrics.height() + 4);
        // Centred across, and clear of the space: under it or over it.
        m_rect = QRectF(QPointF(-size.width() / 2, below ? 0 : -size.height()), size);
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(Qt::white, 1.5));
        painter->setBrush(m_colour);
        painter->drawRoundedRect(m_rect, 4, 4);
        painter->setFont(m_font);
        painter->setPen(Qt::white);
        painter->drawText(m_rect, Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
    QColor m_colour;
    QFont m_font;
    QRectF m_rect;
};
} // namespace

StacksOverlay::StacksOverlay(const RogersRangersGame &game)
{
    setFlag(ItemHasNoContents);
    // Over everything on the board, the markers' names among them: the tags are what the
    // player reads first.
    setZValue(render::FigureLayer + 1);
    const RangersState &s = game.rangers();
    const QColor rangers = render::sideColour(game.state(), QStringLiteral("rangers"));
    const QColor french = render::sideColour(game.state(), QStringLiteral("french"));
    for (const BoardSpace &space : game.map().board().spaces) {
        const QList<const PlacedUnit *> units = s.unitsIn(space.id);
        if (!units.isEmpty()) {
            QStringList names;
            bool rogers = false;
            for (const PlacedUnit *u : units) {
                names << rangersUnitName(u->unit);
                rogers = rogers || u->unit.type == RaiderType::Rogers;
            }
            const int others = int(units.size()) - (rogers ? 1 : 0);
            const QString text = !rogers       ? QString::number(units.size())
                                 : others == 0 ? Text::tr("Rogers")
                                               : Text::tr("Rogers +%1").arg(others);
            addTag(space.position, true, text, names.join(QStringLiteral(", ")), rangers);
        }
        const QList<HostileType> hostiles = s.hostilesIn(space.id);
        if (!hostiles.isEmpty())
            addTag(space.position, false, QString::number(hostiles.size()), hostilesText(hostiles),
                   french);
    }
}

void StacksOverlay::addTag(const QPointF &at, bool below, const QString &text, const QString &tip,
                           const QColor &colour)
{
    auto *tag = new StackTag(text, colour, below, this);
    tag->setPos(at + QPointF(0, below ? kOffsetCm : -kOffsetCm));
    tag->setToolTip(tip);
}

} // namespace ambuscade::rogersrangers
