#pragma once
// The event's settings as editor widgets, one group per wizard page: basics, system and draw,
// rules and time, scoring and tie-breaks. The setup wizard shows one per page; the Event tab shows
// them all and edits the same settings later. SetupForm ties them to a db::EventSetup.

#include <QObject>
#include <vector>

#include "app/desk/desk_panel.h"
#include "app/desk/komi_spin_box.h"
#include "app/desk/retranslate.h"
#include "db/service/event_setup.h"

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace tengen::desk {

// A time control typed as a clock spec, with a live preview of the calls the clock module will
// make (or the parser's error). Empty is allowed: no clock for this event.
class TimeControlEdit : public DeskPanel {
  Q_OBJECT
 public:
  explicit TimeControlEdit(QWidget* parent = nullptr);
  QLineEdit* edit() const { return edit_; }
  QLabel* preview() const { return preview_; }
  QString text() const;
  void setText(const QString& text);
  // Empty, or a spec the clock module accepts.
  bool isValid() const { return valid_; }

 private:
  void retranslateUi() override;
  void refresh();

  QLineEdit* edit_;
  QLabel* preview_;
  bool valid_ = true;
  Texts texts_;
};

// The placement order: every criterion, the checked ones count, in list order (drag, or Up/Down).
class TieBreakList : public DeskPanel {
  Q_OBJECT
 public:
  explicit TieBreakList(QWidget* parent = nullptr);
  void setOrder(const std::vector<reports::Criterion>& order);
  std::vector<reports::Criterion> order() const;
  QListWidget* list() const { return list_; }
  // Moves the selected row up (-1) or down (+1).
  void moveCurrent(int by);

 signals:
  void defaultsRequested();

 private:
  void retranslateUi() override;

  QListWidget* list_;
  Texts texts_;
};

class BasicsEditor : public DeskPanel {
  Q_OBJECT
 public:
  explicit BasicsEditor(QWidget* parent = nullptr);
  void load(const db::EventSetup& s);
  void apply(db::EventSetup& s) const;
  QLineEdit* nameEdit() const { return name_; }

 private:
  void retranslateUi() override;

  QLineEdit* name_;
  QLineEdit* venue_;
  QLineEdit* organiser_;
  QLineEdit* chiefReferee_;
  QCheckBox* hasDates_;
  QDateEdit* start_;
  QDateEdit* end_;
  Texts texts_;
};

class SystemEditor : public DeskPanel {
  Q_OBJECT
 public:
  explicit SystemEditor(QWidget* parent = nullptr);
  void load(const db::EventSetup& s);
  void apply(db::EventSetup& s) const;
  QComboBox* systemBox() const { return system_; }
  QSpinBox* roundsBox() const { return rounds_; }
  QComboBox* barBox() const { return bar_; }
  QCheckBox* thirdPlaceBox() const { return thirdPlace_; }

 private:
  void retranslateUi() override;
  void updateEnabled();

  QComboBox* system_;
  QSpinBox* rounds_;
  QGroupBox* mcmahon_;
  QComboBox* bar_;
  QComboBox* floor_;
  QCheckBox* handicapFromMms_;
  QSpinBox* reduction_;
  QSpinBox* ceiling_;
  QCheckBox* doubleRoundRobin_;
  QCheckBox* thirdPlace_;
  Texts texts_;
};

class RulesEditor : public DeskPanel {
  Q_OBJECT
 public:
  explicit RulesEditor(QWidget* parent = nullptr);
  void load(const db::EventSetup& s);
  void apply(db::EventSetup& s) const;
  QComboBox* rulesBox() const { return rules_; }
  KomiSpinBox* komiBox() const { return komi_; }
  // The message under the komi when a typed komi was refused (7.3), else empty.
  QString komiProblem() const;
  TimeControlEdit* timeControl() const { return time_; }
  QComboBox* editionBox() const { return edition_; }

 private:
  void retranslateUi() override;

  QComboBox* rules_;
  QSpinBox* size_;
  KomiSpinBox* komi_;
  QLabel* komiProblem_;
  TimeControlEdit* time_;
  QComboBox* edition_;
  Texts texts_;
};

class ScoringEditor : public DeskPanel {
  Q_OBJECT
 public:
  explicit ScoringEditor(QWidget* parent = nullptr);
  void load(const db::EventSetup& s);
  void apply(db::EventSetup& s) const;
  QComboBox* scoringBox() const { return scoring_; }
  // The standings convention: tengen, opengotha or chinese (reports::toCode) as item data.
  QComboBox* conventionBox() const { return convention_; }
  TieBreakList* tieBreaks() const { return tieBreaks_; }

 signals:
  void defaultsRequested();
  void conventionChosen();

 private:
  void retranslateUi() override;

  QComboBox* scoring_;
  QComboBox* convention_;
  TieBreakList* tieBreaks_;
  Texts texts_;
};

// The four editors over one setup. A change of system or scoring brings that system's default
// tie-break order when the order shown was the previous default (db::followDefaults); a chosen
// standings convention brings its order (db::chooseConvention).
class SetupForm : public QObject {
  Q_OBJECT
 public:
  explicit SetupForm(QObject* parent = nullptr);
  void load(const db::EventSetup& setup);
  // The loaded setup with every editor's values applied.
  db::EventSetup current() const;

  BasicsEditor* basics() const { return basics_; }
  SystemEditor* system() const { return system_; }
  RulesEditor* rules() const { return rules_; }
  ScoringEditor* scoring() const { return scoring_; }

 signals:
  void changed();

 private:
  void eventKindChanged();

  db::EventSetup base_;
  pairing::Event shown_;  // the event as the editors showed it before the last change
  bool loading_ = false;
  BasicsEditor* basics_;
  SystemEditor* system_;
  RulesEditor* rules_;
  ScoringEditor* scoring_;
};

}  // namespace tengen::desk
