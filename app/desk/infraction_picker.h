#pragma once
// The referee's infraction catalogue, searchable as you type (code, Chinese and English names,
// usual words, article), with the chosen infraction's article and penalties shown as data and a
// penalty picker where the rules allow a choice (the milder one by default).

#include "app/desk/desk_panel.h"
#include "app/desk/retranslate.h"
#include "referee/catalogue.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace tengen::desk {

class InfractionPicker : public DeskPanel {
  Q_OBJECT
 public:
  // `zh`: names and articles in Chinese first.
  explicit InfractionPicker(bool zh, QWidget* parent = nullptr);

  void setEdition(referee::Edition edition);
  // Names and articles in Chinese first (the desk's language changed); the choice stays.
  void setZh(bool zh);
  referee::Edition edition() const { return edition_; }
  // The chosen infraction's code and penalty option code (empty when none is chosen).
  QString code() const;
  QString penalty() const;
  // Chooses an infraction by code (clearing the search if it hides it); false if unknown.
  bool select(const QString& code);

  QLineEdit* search() const { return search_; }
  QListWidget* list() const { return list_; }
  QComboBox* penaltyBox() const { return penalty_; }
  QLabel* detail() const { return detail_; }

 private:
  void retranslateUi() override;
  void redisplay();  // refill() keeping the chosen penalty
  void refill();
  void showChosen();

  bool zh_;
  referee::Edition edition_ = referee::Edition::Y2002;
  QLineEdit* search_;
  QListWidget* list_;
  QComboBox* penalty_;
  QLabel* detail_;
  Texts texts_;
};

}  // namespace tengen::desk
