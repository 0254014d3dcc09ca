#pragma once
// The words of what the store reports typed about an import and an event's settings: OpenGotha
// import warnings (db/store/opengotha_import_warning.h), the draw's parameters a file gives
// (pairing::OpenGothaParamProblem) and an event's impossible settings (pairing::EventProblem).

#include <QString>

#include "db/store/opengotha_import_warning.h"
#include "pairing/event_problem.h"
#include "pairing/opengotha_params.h"

namespace tengen::cli {

QString importWarningText(const db::OpenGothaImportWarning& warning);
QString paramProblemText(const pairing::OpenGothaParamProblem& problem);
QString eventProblemText(const pairing::EventProblem& problem);

}  // namespace tengen::cli
