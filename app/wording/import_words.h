#pragma once
// The words of desk and CLI for what the store reports typed about an import and an event's
// settings: OpenGotha import warnings (db/store/opengotha_import_warning.h), the draw's parameters
// a file gives (pairing::OpenGothaParamProblem) and an event's impossible settings
// (pairing::EventProblem), in the installed language.

#include <QCoreApplication>
#include <QString>

#include "db/store/opengotha_import_warning.h"
#include "pairing/event_problem.h"
#include "pairing/opengotha_params.h"

namespace tengen::wording {

class ImportWords {
  Q_DECLARE_TR_FUNCTIONS(ImportWords)
 public:
  static QString describe(const db::OpenGothaImportWarning& warning);
  static QString describe(const pairing::OpenGothaParamProblem& problem);
  static QString describe(const pairing::EventProblem& problem);
};

}  // namespace tengen::wording
