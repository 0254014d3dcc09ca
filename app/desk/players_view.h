#pragma once
// The players workflow: the table (sort, search as you type by pinyin or Latin name), add (a late
// entry once rounds are drawn) / edit / per-round absence / withdraw, import CSV or OpenGotha XML,
// register from a rating list (RatingListDialog).

#include <QWidget>
#include <cstdint>
#include <set>

#include "pairing/player.h"

namespace tengen::db {
class EventStore;
}

class QLineEdit;
class QTableView;
class QLabel;

namespace tengen::desk {

class PlayersModel;
class PlayersFilter;

class PlayersView : public QWidget {
  Q_OBJECT
 public:
  PlayersView(db::EventStore& store, QWidget* parent = nullptr);
  void reload();
  // Operations, also called by tests.
  bool importCsv(const QString& path);
  // OpenGotha XML into an event without players or rounds (settings, players, rounds, results).
  bool importOpenGotha(const QString& path);
  // Registers a player; once rounds are drawn, as a late entry (the missed rounds recorded as
  // absences, said in the notice line). Returns the new id, 0 when refused.
  std::int64_t registerPlayer(const pairing::Player& player);
  // Stores the absences of a player in the rounds not yet drawn.
  bool setAbsences(std::int64_t playerId, const std::set<int>& rounds);
  // The player shown at a row of the table as sorted and filtered.
  const pairing::Player* playerAtRow(int row) const;
  QLabel* notice() const { return notice_; }
  QTableView* table() const { return table_; }
  QLineEdit* filter() const { return filter_; }

 signals:
  void changed();

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void addPlayer();
  void editSelected();
  void withdrawSelected();
  void chooseCsv();
  void chooseOpenGotha();
  void registerFromRatingList();
  void editAbsences();
  const pairing::Player* selected() const;

  db::EventStore& store_;
  PlayersModel* model_;
  PlayersFilter* proxy_;
  QTableView* table_;
  QLineEdit* filter_;
  QLabel* count_;
  QLabel* notice_;
  QString ratingListPath_;  // the list chosen last, offered again
};

}  // namespace tengen::desk
