#pragma once
// The rounds workflow: make the next round's draw (the same operation as `tengen pair`), see the
// pairing of any round with byes, redraw or remove a draw.

#include <QWidget>
#include <cstdint>
#include <functional>
#include <map>

#include "pairing/game.h"

namespace tengen::db {
class EventStore;
struct DrawRefusal;
}  // namespace tengen::db

class QComboBox;
class QLabel;
class QTableWidget;

namespace tengen::desk {

class RoundsView : public QWidget {
  Q_OBJECT
 public:
  // `seeds` supplies the random seed of each new draw (stored with the round for audits).
  RoundsView(db::EventStore& store, std::function<std::uint64_t()> seeds,
             QWidget* parent = nullptr);
  void reload();
  // Draws `round` (the next one when 0); false with the reason shown when refused.
  bool draw(int round = 0, bool force = false);
  // Removes a round's draw; only the last drawn round can be removed.
  bool removeDraw(int round);

  QTableWidget* table() const { return table_; }
  QComboBox* roundBox() const { return round_; }
  QLabel* status() const { return status_; }

 signals:
  void changed();

 private:
  void showRound();
  QString describe(const db::DrawRefusal& refusal) const;
  QString nameOf(std::int64_t id) const;
  static QString colourText(pairing::ColourMethod method);

  db::EventStore& store_;
  std::function<std::uint64_t()> seeds_;
  std::map<std::int64_t, QString> names_;
  QComboBox* round_;
  QTableWidget* table_;
  QLabel* byes_;
  QLabel* status_;
};

}  // namespace tengen::desk
