#pragma once
// Register a player from a rating list (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA): choose the
// file, type the start of a name or an id, pick the entry. Parsing and search are
// pairing::RatingList's; the caller registers the chosen player (PlayersView::registerPlayer).

#include <QDialog>
#include <memory>
#include <optional>

#include "pairing/player.h"
#include "pairing/rating_list.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace tengen::desk {

class RatingListDialog : public QDialog {
  Q_OBJECT
 public:
  // `path` (may be empty) is loaded at once: the list chosen last time.
  explicit RatingListDialog(const QString& path, QWidget* parent = nullptr);

  // Reads and parses a list; false (said in the status line) when it is not one.
  bool loadFile(const QString& path);
  QString path() const { return path_; }
  // The player of the selected entry; nullopt when none is selected or it has no rating.
  std::optional<pairing::Player> player() const;

  QLineEdit* search() const { return search_; }
  QTableWidget* results() const { return results_; }
  QLabel* status() const { return status_; }
  QPushButton* registerButton() const { return register_; }

 private:
  void chooseFile();
  void updateResults();
  void updateButton();
  const pairing::RatingEntry* selectedEntry() const;

  QString listNote_;   // bad lines of the loaded list
  bool more_ = false;  // more entries match than are shown
  QString path_;
  std::unique_ptr<pairing::RatingList> list_;
  std::vector<const pairing::RatingEntry*> shown_;
  QLabel* file_;
  QLabel* status_;
  QLineEdit* search_;
  QTableWidget* results_;
  QPushButton* register_;
};

}  // namespace tengen::desk
