#pragma once
// What the rounds and results views both show: the drawn rounds in a selector (keeping the one
// chosen) and the players' display names. Throws db::StoreError.

#include <QComboBox>
#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <map>

namespace tengen::db {
class EventStore;
}

namespace tengen::desk {

class RoundChoices {
  Q_DECLARE_TR_FUNCTIONS(RoundChoices)
 public:
  // Refills `rounds` with "Round N" items (data N), keeping the current round or else choosing
  // the last one, without emitting change signals; returns "name (rank)" by player id.
  static std::map<std::int64_t, QString> load(db::EventStore& store, QComboBox* rounds);
  // Sets the "Round N" texts again in the current language (the language changed).
  static void retranslate(QComboBox* rounds);
};

}  // namespace tengen::desk
