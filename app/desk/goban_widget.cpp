#include "app/desk/goban_widget.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace tengen::desk {

using rules::Color;
using rules::Loc;

GobanWidget::GobanWidget(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  setMouseTracking(false);
}

void GobanWidget::setPosition(const rules::Board& board, const std::vector<Loc>& dead,
                              const std::vector<Loc>& seki,
                              const std::vector<rules::Owner>& owner) {
  board_ = board;
  const auto area = static_cast<std::size_t>(board.area());
  dead_.assign(area, false);
  seki_.assign(area, false);
  auto index = [&](Loc p) {
    return static_cast<std::size_t>(rules::locY(p) * board.width() + rules::locX(p));
  };
  for (Loc p : dead)
    if (board.onBoard(p)) dead_[index(p)] = true;
  for (Loc p : seki)
    if (board.onBoard(p)) seki_[index(p)] = true;
  owner_ = owner.size() == area ? owner : std::vector<rules::Owner>{};
  update();
}

GobanWidget::Geometry GobanWidget::geometry() const {
  // One cell of margin on each side for the coordinates.
  const int w = board_.width(), h = board_.height();
  const double cell = std::min(width() / (w + 1.0), height() / (h + 1.0));
  const QPointF origin((width() - cell * (w - 1)) / 2.0, (height() - cell * (h - 1)) / 2.0);
  return {cell, origin};
}

QPoint GobanWidget::centreOf(Loc p) const {
  const Geometry g = geometry();
  return QPointF(g.origin.x() + rules::locX(p) * g.cell, g.origin.y() + rules::locY(p) * g.cell)
      .toPoint();
}

std::optional<Loc> GobanWidget::pointAt(QPointF position) const {
  const Geometry g = geometry();
  if (g.cell <= 0) return std::nullopt;
  const int x = static_cast<int>(std::lround((position.x() - g.origin.x()) / g.cell));
  const int y = static_cast<int>(std::lround((position.y() - g.origin.y()) / g.cell));
  if (x < 0 || y < 0 || x >= board_.width() || y >= board_.height()) return std::nullopt;
  return rules::makeLoc(x, y);
}

std::vector<QPoint> GobanWidget::starPoints() const {
  // Hoshi as on real boards: 4-4 points on 13x13 and up, 3-3 below; tengen when odd; the side
  // stars from 15x15 up.
  const int w = board_.width(), h = board_.height();
  if (w != h || w < 7) return {};
  const int edge = w >= 13 ? 3 : 2;
  std::vector<int> lines{edge, w - 1 - edge};
  if (w % 2 == 1 && (w >= 13 || w == 9)) lines.insert(lines.begin() + 1, w / 2);
  std::vector<QPoint> stars;
  for (int x : lines)
    for (int y : lines) {
      const bool side = (x == w / 2) != (y == w / 2);
      if (side && w < 15) continue;  // 9x9 and 13x13: four corners and tengen only
      stars.emplace_back(x, y);
    }
  return stars;
}

void GobanWidget::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), QColor(0xdc, 0xb3, 0x5c));  // kaya wood
  const Geometry g = geometry();
  const int w = board_.width(), h = board_.height();
  auto at = [&](int x, int y) {
    return QPointF(g.origin.x() + x * g.cell, g.origin.y() + y * g.cell);
  };

  painter.setPen(QPen(Qt::black, std::max(1.0, g.cell / 30)));
  for (int x = 0; x < w; ++x) painter.drawLine(at(x, 0), at(x, h - 1));
  for (int y = 0; y < h; ++y) painter.drawLine(at(0, y), at(w - 1, y));
  painter.setBrush(Qt::black);
  const double star = std::max(2.0, g.cell / 9);
  for (const QPoint& s : starPoints()) painter.drawEllipse(at(s.x(), s.y()), star, star);

  // Coordinates as referees read them: letters without I, row 1 at the bottom.
  QFont font = painter.font();
  font.setPixelSize(std::max(8, static_cast<int>(g.cell * 0.38)));
  painter.setFont(font);
  painter.setPen(Qt::black);
  const QString letters = QStringLiteral("ABCDEFGHJKLMNOPQRSTUVWXYZ");
  for (int x = 0; x < w; ++x) {
    const QString l = letters.mid(x, 1);
    for (double dy : {-0.75, h - 1 + 0.75}) {
      const QPointF c = at(x, 0) + QPointF(0, dy * g.cell);
      painter.drawText(QRectF(c.x() - g.cell / 2, c.y() - g.cell / 2, g.cell, g.cell),
                       Qt::AlignCenter, l);
    }
  }
  for (int y = 0; y < h; ++y) {
    const QString n = QString::number(h - y);
    for (double dx : {-0.75, w - 1 + 0.75}) {
      const QPointF c = at(0, y) + QPointF(dx * g.cell, 0);
      painter.drawText(QRectF(c.x() - g.cell / 2, c.y() - g.cell / 2, g.cell, g.cell),
                       Qt::AlignCenter, n);
    }
  }

  const double r = g.cell * 0.47;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Loc p = rules::makeLoc(x, y);
      const auto i = static_cast<std::size_t>(y * w + x);
      const Color c = board_.at(p);
      const QPointF centre = at(x, y);
      const bool dead = !dead_.empty() && dead_[i];
      if (c == Color::Black || c == Color::White) {
        // Dead stones are drawn faded so the territory mark under them shows.
        painter.setOpacity(dead ? 0.45 : 1.0);
        painter.setPen(QPen(Qt::black, std::max(1.0, g.cell / 25)));
        painter.setBrush(c == Color::Black ? QColor(20, 20, 20) : QColor(250, 250, 248));
        painter.drawEllipse(centre, r, r);
        painter.setOpacity(1.0);
        if (dead) {
          painter.setPen(QPen(QColor(200, 0, 0), std::max(2.0, g.cell / 10)));
          const double d = r * 0.55;
          painter.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d));
          painter.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d));
        }
        if (!seki_.empty() && seki_[i]) {
          painter.setPen(QPen(QColor(0, 90, 200), std::max(2.0, g.cell / 12)));
          painter.setBrush(Qt::NoBrush);
          painter.drawEllipse(centre, r * 0.5, r * 0.5);
        }
      }
      // Territory: a small square of the owner's colour on empty points and dead stones.
      if (!owner_.empty() && (c == Color::Empty || dead)) {
        const rules::Owner o = owner_[i];
        if (o == rules::Owner::Black || o == rules::Owner::White) {
          const double s = g.cell * 0.22;
          painter.setPen(QPen(Qt::black, 1));
          painter.setBrush(o == rules::Owner::Black ? Qt::black : Qt::white);
          painter.drawRect(QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s));
        }
      }
    }
  }
}

void GobanWidget::mouseReleaseEvent(QMouseEvent* event) {
  if (const auto p = pointAt(event->position())) emit pointClicked(*p, event->button());
  QWidget::mouseReleaseEvent(event);
}

}  // namespace tengen::desk
