#pragma once
// The Event tab: the event's settings (the wizard's editors, all on one page), saved through the
// store with a change log (db::saveEventSetup), and that log as a list.

#include <functional>
#include <vector>

#include "app/desk/desk_panel.h"
#include "app/desk/retranslate.h"
#include "db/service/event_setup.h"
#include "db/service/setup_conflict.h"

namespace tengen::db {
class EventStore;
}

class QLabel;
class QLineEdit;
class QTreeWidget;

namespace tengen::desk {

class SetupForm;

class EventView : public DeskPanel {
  Q_OBJECT
 public:
  EventView(db::EventStore& store, QWidget* parent = nullptr);
  void reload();
  // Saves the form and logs each change; returns false (and says why) when it is refused.
  bool save();
  QLineEdit* nameEdit() const;
  SetupForm* form() const { return form_; }
  QTreeWidget* log() const { return log_; }
  QLabel* status() const { return status_; }
  // When another desk saved the settings since this tab loaded them, the differing fields are
  // shown with both values; true overwrites them with the form's (by default a BothValuesDialog).
  using Chooser = std::function<bool(const std::vector<db::SetupDifference>& differences)>;
  void setChooser(Chooser chooser) { chooser_ = std::move(chooser); }
  // A logged field's name as shown (translated for the event's own settings).
  static QString fieldLabel(const std::string& field);

 private:
  void retranslateUi() override;
  void reloadLog();
  bool askOverwrite(const std::vector<db::SetupDifference>& differences);

  db::EventStore& store_;
  db::EventSetup setup_;  // as loaded
  SetupForm* form_;
  QTreeWidget* log_;
  QLabel* status_;
  Chooser chooser_;
  Texts texts_;
};

}  // namespace tengen::desk
