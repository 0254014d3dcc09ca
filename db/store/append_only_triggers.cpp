#include "db/store/append_only_triggers.h"

namespace tengen::db {
namespace {

// "CREATE TRIGGER <table>_no_<name> BEFORE <CHANGE> ON <table>", then on the next line the
// refusal, laid out as the migrations have always written it (SQLite keeps the text verbatim).
std::string refusal(const std::string& table, const char* name, const char* change,
                    const std::string& subject) {
  return "CREATE TRIGGER " + table + "_no_" + name + " BEFORE " + change + " ON " + table +
         "\n              BEGIN SELECT RAISE(ABORT, '" + subject + " is append-only'); END";
}

}  // namespace

AppendOnlyTriggers::AppendOnlyTriggers(std::string_view table, std::string_view subject)
    : noUpdate_(refusal(std::string(table), "update", "UPDATE", std::string(subject))),
      noDelete_(refusal(std::string(table), "delete", "DELETE", std::string(subject))) {}

}  // namespace tengen::db
