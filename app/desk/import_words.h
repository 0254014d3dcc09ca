#pragma once
// The desk's words for what the store reports typed about an import and an event's settings:
// OpenGotha import warnings, the draw's parameters a file gives, an event's impossible settings
// (the CLI words the same values in app/cli/import_words.h).

#include <QCoreApplication>
#include <QString>

#include "db/store/opengotha_import_warning.h"
#include "pairing/event_problem.h"
#include "pairing/opengotha_params.h"

namespace tengen::desk {

class ImportWords {
  Q_DECLARE_TR_FUNCTIONS(ImportWords)
 public:
  static QString describe(const db::OpenGothaImportWarning& warning);
  static QString describe(const pairing::OpenGothaParamProblem& problem);
  static QString describe(const pairing::EventProblem& problem);
};

}  // namespace tengen::desk
