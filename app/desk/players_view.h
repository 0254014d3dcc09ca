#pragma once
// The players workflow: the table (sort, search as you type by pinyin or Latin name), add (a late
// entry once rounds are drawn) / edit / per-round absence / withdraw, import CSV or OpenGotha XML,
// register from a rating list (RatingListDialog).

#include <cstdint>
#include <functional>
#include <optional>
#include <set>

#include "app/desk/desk_panel.h"
#include "app/desk/retranslate.h"
#include "db/service/player_conflict.h"
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

class PlayersView : public DeskPanel {
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
  // Stores the absences of `shown` (the player as the absence dialog showed it) in the rounds not
  // yet drawn, over the version shown. When another desk changed the player's absences
  // meanwhile, both values are shown and the user chooses (the absence chooser; by default a
  // BothValuesDialog whose default keeps the stored ones); a change of other fields meanwhile
  // is no conflict. False when refused or when the stored absences were kept.
  bool setAbsences(const pairing::Player& shown, const std::set<int>& rounds);
  // The same for the player as stored now (no dialog shown before).
  bool setAbsences(std::int64_t playerId, const std::set<int>& rounds);
  // True to write this desk's absences over the ones stored meanwhile.
  using AbsenceChooser =
      std::function<bool(const pairing::Player& stored, const std::set<int>& yours)>;
  void setAbsenceChooser(AbsenceChooser chooser) { absenceChooser_ = std::move(chooser); }
  // Stores `typed`, edited from `shown`. When another desk changed the player meanwhile, each
  // differing field is shown with both values and the user chooses (the chooser; by default a
  // BothValuesDialog). False when refused or when the user kept everything stored.
  bool saveEdit(const pairing::Player& shown, const pairing::Player& typed);
  // Returns the fields to take from the typed player, or nullopt to keep the stored one whole.
  using Chooser = std::function<std::optional<std::vector<db::PlayerField>>(
      const db::PlayerConflict& conflict)>;
  void setChooser(Chooser chooser) { chooser_ = std::move(chooser); }
  // The player shown at a row of the table as sorted and filtered.
  const pairing::Player* playerAtRow(int row) const;
  QLabel* notice() const { return notice_; }
  QTableView* table() const { return table_; }
  QLineEdit* filter() const { return filter_; }

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void retranslateUi() override;
  void addPlayer();
  void editSelected();
  void withdrawSelected();
  void chooseCsv();
  void chooseOpenGotha();
  void registerFromRatingList();
  void editAbsences();
  const pairing::Player* selected() const;
  std::optional<std::vector<db::PlayerField>> askFields(const db::PlayerConflict& conflict);
  bool askAbsences(const pairing::Player& stored, const std::set<int>& yours);

  db::EventStore& store_;
  PlayersModel* model_;
  PlayersFilter* proxy_;
  QTableView* table_;
  QLineEdit* filter_;
  QLabel* count_;
  QLabel* notice_;
  QString ratingListPath_;  // the list chosen last, offered again
  Chooser chooser_;
  AbsenceChooser absenceChooser_;
  Texts texts_;
};

}  // namespace tengen::desk
