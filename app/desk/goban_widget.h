#pragma once
// A goban that paints a position for counting: the grid with hoshi and coordinates, stones, dead
// stones crossed out, seki stones ringed, and small squares on the points each side owns. It
// only shows what it is given and reports clicks; what a click means is the counting view's.

#include <QWidget>
#include <optional>
#include <vector>

#include "rules/board.h"
#include "rules/scoring.h"

namespace tengen::desk {

class GobanWidget : public QWidget {
  Q_OBJECT
 public:
  explicit GobanWidget(QWidget* parent = nullptr);

  // The position to paint: stones, the dead and seki stones, and the owner of every point (index
  // y * width + x, as rules::Score::owner; empty: no territory marks).
  void setPosition(const rules::Board& board, const std::vector<rules::Loc>& dead,
                   const std::vector<rules::Loc>& seki, const std::vector<rules::Owner>& owner);
  const rules::Board& board() const { return board_; }

  // Where point p is drawn (widget coordinates), and the point under a widget position.
  QPoint centreOf(rules::Loc p) const;
  std::optional<rules::Loc> pointAt(QPointF position) const;

  QSize sizeHint() const override { return {640, 640}; }
  QSize minimumSizeHint() const override { return {240, 240}; }

 signals:
  // A click on a point of the board with the mouse button used.
  void pointClicked(rules::Loc point, Qt::MouseButton button);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  // The spacing of the lines and the position of the top-left point (A19 on 19x19).
  struct Geometry {
    double cell = 0;
    QPointF origin;
  };
  Geometry geometry() const;
  std::vector<QPoint> starPoints() const;

  rules::Board board_{19, 19};
  std::vector<bool> dead_, seki_;  // per point, index y * width + x
  std::vector<rules::Owner> owner_;
};

}  // namespace tengen::desk
