#pragma once
// The desk as most widget tests start it: an event file, the desk's language set first, then the
// main window opened on the event as File > Open opens it.

#include <doctest/doctest.h>

#include <QString>
#include <string>

#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "db/store/event_store.h"
#include "pairing/event.h"

namespace tengen::test {

// An event file with no players yet, named `name`.
inline void createEmptyEvent(const QString& path, const std::string& name) {
  pairing::Event e;
  e.name = name;
  db::EventStore::create(path, e).reset();
}

// The desk's language, English from the start: the texts most widget tests read.
struct EnglishLanguage : desk::Language {
  EnglishLanguage() { set(QStringLiteral("en")); }
};

// The window's language, made and set before the window: a base class is built before the
// class that derives from it (the base-from-member idiom), as main() sets the language first.
struct LanguageFirst {
  explicit LanguageFirst(const QString& code) { held.set(code); }
  desk::Language held;
};

// The desk's main window in a language (English unless told), open on `event`.
class DeskWindow : private LanguageFirst, public desk::MainWindow {
 public:
  explicit DeskWindow(const QString& event, const QString& code = QStringLiteral("en"))
      : LanguageFirst(code), desk::MainWindow(held) {
    REQUIRE(openEvent(event));
  }
  // Switches the desk's language ("zh", "en") as the Language menu does.
  void setLanguage(const QString& code) { held.set(code); }
};

}  // namespace tengen::test
