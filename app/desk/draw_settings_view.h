#pragma once
// The draw settings panel (编排设置): everything `tengen draw-settings` sets, in one view — the
// first round by lot or seeding, the seeding method, club and country avoidance, McMahon bar,
// floor and corrections, handicap rules, round-robin and knockout options, forbidden pairs, fixed
// pairs and fixed tables. Saved as the command line saves them (db::PairingStore::saveSettings in
// db::loggedChange, so each changed field is in the event log); every check is the store's.

#include <QWidget>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "app/desk/retranslate.h"
#include "pairing/draw_settings.h"
#include "pairing/player.h"
#include "pairing/settings_problem.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace tengen::db {
class EventStore;
}

namespace tengen::desk {

class DrawSettingsView : public QWidget {
  Q_OBJECT
 public:
  explicit DrawSettingsView(db::EventStore& store, QWidget* parent = nullptr);

  // Reads the stored settings and the players again (what another desk saved shows here).
  void reload();
  // Another desk saved (live refresh): reloaded unless the panel holds changes not yet saved,
  // which are kept; the status then says so (Save stores the panel as shown).
  void reloadKeepingEdits();
  // Stores the panel's settings; false (the reason in status()) when the store refuses.
  bool save();

  // The settings as the panel shows them now (not yet stored).
  pairing::PairingSettings shown() const;

  // The widget of a setting key ("avoid.club", "first-round", ...; see pairing::settingValues).
  QWidget* editor(const std::string& key) const;
  // Lists: forbidden pairs (A, B), fixed pairs (round, A, B), fixed tables (player, board), McMahon
  // corrections (player, points). The add rows take their values from the boxes below each list.
  QTableWidget* forbiddenTable() const { return forbidden_; }
  QTableWidget* fixedPairTable() const { return fixedPairs_; }
  QTableWidget* fixedTableTable() const { return fixedTables_; }
  QTableWidget* correctionTable() const { return corrections_; }
  void addForbidden(pairing::PlayerId a, pairing::PlayerId b);
  void addFixedPair(int round, pairing::PlayerId a, pairing::PlayerId b);
  void addFixedTable(pairing::PlayerId player, int board);
  void addCorrection(pairing::PlayerId player, int points);
  // Removes the selected row of a list.
  void removeSelected(QTableWidget* list);
  QLabel* status() const { return status_; }

 signals:
  void saved();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void show(const pairing::PairingSettings& s);
  void fillPlayerBoxes();
  QString playerName(pairing::PlayerId id) const;
  // A refusal of the store's check in the desk's words.
  QString problemText(const pairing::SettingsProblem& problem) const;
  QComboBox* playerBox(const char* name);
  void redrawLists();
  QWidget* buildList(QTableWidget* list, QWidget* inputs, const std::function<void()>& add);

  db::EventStore& store_;
  pairing::PairingSettings loaded_;  // as stored: what no key carries (bye values) stays
  std::vector<pairing::Player> players_;
  std::map<std::string, QWidget*> editors_;
  // The lists as edited (shown in the tables).
  std::vector<std::pair<pairing::PlayerId, pairing::PlayerId>> forbiddenPairs_;
  std::vector<pairing::FixedPair> fixedPairList_;
  std::map<pairing::PlayerId, int> fixedTableMap_;
  std::map<pairing::PlayerId, int> correctionMap_;
  QTableWidget* forbidden_;
  QTableWidget* fixedPairs_;
  QTableWidget* fixedTables_;
  QTableWidget* corrections_;
  std::vector<QComboBox*> playerBoxes_;
  QLabel* status_;
  Texts texts_;
};

}  // namespace tengen::desk
