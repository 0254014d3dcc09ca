#pragma once
// What most desk tests set up first: a fresh folder, the desk's language (English unless a test
// says otherwise) and an event made there from an EventFixture. A test's fixture derives from it
// and calls create() with its own event.

#include <QString>
#include <memory>
#include <string>

#include "app/desk/language.h"
#include "db/service/event_setup.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

namespace tengen::test {

struct DeskEvent {
  TempDir dir;
  std::unique_ptr<db::EventStore> store;
  desk::Language language;

  explicit DeskEvent(const QString& lang = QStringLiteral("en")) { language.set(lang); }
  // Creates `event` as the file `name` in the folder; its path.
  QString create(const EventFixture& event, const QString& name) {
    const QString path = dir.file(name);
    store = event.create(path);
    return path;
  }
};

// An event made as the setup wizard makes it: db::createEvent with the default setup of an event
// named `name` (its change log starts with the desk's entry), as the file `path` in the folder.
struct WizardEvent : DeskEvent {
  QString path = dir.file(QStringLiteral("c.tengen"));
  explicit WizardEvent(const std::string& name) {
    pairing::Event e;
    e.name = name;
    store = db::createEvent(path, db::defaultSetup(e), "desk");
  }
};

}  // namespace tengen::test
