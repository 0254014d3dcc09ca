#include "db/store/opengotha_import_warning.h"

namespace tengen::db {

std::string describe(const OpenGothaImportWarning& w) {
  using K = OpenGothaImportWarning::Kind;
  switch (w.kind) {
    case K::CategoryWithoutLimit:
      return "category " + std::to_string(w.number) + " of " + std::to_string(w.count) +
             ": only categories 1 to numberOfCategories - 1 have a lower limit; skipped";
    case K::UnknownRank:
      return "player " + w.name + ": unknown rank '" + w.value + "'";
    case K::SharedKey:
      return "two players share the OpenGotha key " + w.value;
    case K::GameUnknownPlayer:
      return "round " + std::to_string(w.round) + " board " + std::to_string(w.board) +
             ": a player of this game is unknown; game skipped";
    case K::ByeUnknownPlayer:
      return "a bye names an unknown player; skipped";
    case K::ForbiddenPairUnknown:
      return "a forbidden pair names an unknown player; skipped";
    case K::FixedPairUnknown:
      return "a fixed pair names an unknown player or round; skipped";
    case K::FixedTableUnknown:
      return "a fixed table names an unknown player or table; skipped";
    case K::BadStartTime:
      return "round " + std::to_string(w.round) + ": bad start time '" + w.value + "'";
    case K::BadDrawSetting:
      return "draw setting " + w.name + "=" + w.value + " refused; the default kept";
    case K::BadParameter:
      return pairing::describe(w.parameter) + " (not '" + w.parameter.value +
             "'); the default kept";
  }
  return "warning";
}

}  // namespace tengen::db
