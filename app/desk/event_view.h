#pragma once
// The event's settings: shown in a form, saved through the event store.

#include <QWidget>

#include "pairing/event.h"

namespace tengen::db {
class EventStore;
}

class QLineEdit;
class QSpinBox;
class QDoubleSpinBox;
class QComboBox;
class QDateEdit;
class QCheckBox;
class QLabel;

namespace tengen::desk {

class EventView : public QWidget {
  Q_OBJECT
 public:
  EventView(db::EventStore& store, QWidget* parent = nullptr);
  void reload();
  // Saves the form; returns false (and says why) when the store refuses it.
  bool save();
  QLineEdit* nameEdit() const { return name_; }

 signals:
  void changed();

 private:
  db::EventStore& store_;
  pairing::Event event_;
  QLineEdit* name_;
  QLineEdit* venue_;
  QLineEdit* organiser_;
  QLineEdit* chiefReferee_;
  QCheckBox* hasDates_;
  QDateEdit* start_;
  QDateEdit* end_;
  QComboBox* system_;
  QSpinBox* rounds_;
  QComboBox* rules_;
  QSpinBox* size_;
  QDoubleSpinBox* komi_;
  QLineEdit* timeControl_;
  QComboBox* scoring_;
  QLabel* status_;
};

}  // namespace tengen::desk
