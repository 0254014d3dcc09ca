#pragma once
// The participation grid (参赛情况): players × rounds, as OpenGotha shows it. A ticked cell plays
// that round; unticking a round not yet drawn records the absence (no game, no bye) through
// db::setFutureAbsences, the same door as the player's absence dialog. A drawn round's cells show
// what its draw says (game, bye or absent) and cannot be changed here: that is the draw's.

#include <set>
#include <vector>

#include "app/desk/desk_panel.h"
#include "app/desk/retranslate.h"
#include "pairing/player.h"

class QLabel;
class QTableWidget;
class QTableWidgetItem;

namespace tengen::db {
class EventStore;
}

namespace tengen::desk {

class ParticipationView : public DeskPanel {
  Q_OBJECT
 public:
  explicit ParticipationView(db::EventStore& store, QWidget* parent = nullptr);

  // Reads the players, rounds and draws again.
  void reload();
  // Marks the player of `row` absent (or present again) in `round` (not yet drawn); false, with
  // the reason in status(), when the store refuses or the round is drawn.
  bool setPlays(int row, int round, bool plays);

  QTableWidget* grid() const { return grid_; }
  QLabel* status() const { return status_; }

 private:
  void retranslateUi() override;
  void redraw();
  void onItemChanged(QTableWidgetItem* item);

  db::EventStore& store_;
  std::vector<pairing::Player> players_;
  int rounds_ = 0;
  std::set<int> drawn_;
  // Drawn rounds: who has a game, who has the bye.
  std::vector<std::set<pairing::PlayerId>> playing_, byes_;
  QTableWidget* grid_;
  QLabel* status_;
  bool filling_ = false;
  Texts texts_;
};

}  // namespace tengen::desk
