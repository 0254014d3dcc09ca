#pragma once
// What the rounds and results views both show: the drawn rounds in a selector and the players'
// display names. Throws db::StoreError.
//
// A selector follows the newest drawn round: after "Draw next round" (here or in another process)
// every view that is reloaded shows the new round, so a result typed there is not taken as a
// correction of an old one. A round the director picked explicitly (in the box, or a game chosen
// in it) other than the newest stays chosen across reloads until the newest is picked again.

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
  // Makes the box remember an explicit choice: a round the user activates other than the newest
  // stays chosen (pinned); activating the newest follows the newest again.
  static void track(QComboBox* rounds);
  // Refills `rounds` with "Round N" items (data N), keeping a pinned round or else choosing the
  // last one, without emitting change signals; returns "name (rank)" by player id.
  static std::map<std::int64_t, QString> load(db::EventStore& store, QComboBox* rounds);
  // After the box was refilled: `wanted` (the round shown before) when it is pinned and still
  // there, else the newest (the last item); unpinned then. Emits no change signal.
  static void restore(QComboBox* rounds, const QVariant& wanted);
  // An explicit choice made by the program for the user (a game opened by number): shows `round`
  // (emitting the change signal) and pins it unless it is the newest. False when not there.
  static bool choose(QComboBox* rounds, int round);
  // Pins (or releases) the round shown, whichever it is.
  static void setPinned(QComboBox* rounds, bool pinned);
  static bool pinned(const QComboBox* rounds);
  // Sets the "Round N" texts again in the current language (the language changed).
  static void retranslate(QComboBox* rounds);
};

}  // namespace tengen::desk
