#include "db/store/access_rights.h"

namespace tengen::db {
namespace {

constexpr Privileges kRead = kSelect;
constexpr Privileges kWrite = kSelect | kInsert | kUpdate | kDelete;
constexpr Privileges kAppend = kSelect | kInsert;
// A td may also DELETE from the append-only tables: their triggers refuse every DELETE except the
// one `tengen db drop-event` makes of a whole event (migration 91, checked again at commit).
constexpr Privileges kAppendOrDrop = kAppend | kDelete;

// Tengen's own tables (the schema version, the access rows, the feed channels): every role only
// reads them.
constexpr TableRights readOnly(std::string_view table) {
  return {table, false, false, kRead, kRead, kRead, kRead, {}};
}
// The event's data that only the td changes: every other role reads it.
constexpr TableRights tdWrites(std::string_view table) {
  return {table, false, false, kWrite, kRead, kRead, kRead, {}};
}

// td: writes everything of its event, but appends only to append-only tables (deleting from them
// only by dropping the whole event) and never changes a clock's settings; referee: appends to the
// ledgers, saves counts, sets results (never the pairing); clock: creates its boards' clocks and
// appends to their journals (a flag's loss on time goes through tengen_clock_flag(), migration
// 100); viewer: reads.
const std::vector<TableRights> kRights = {
    //  table                   append  noUpd  td       referee                    clock    viewer
    readOnly("tengen_meta"),
    readOnly("tengen_access"),
    readOnly("tengen_feed"),
    tdWrites("event"),
    tdWrites("player"),
    tdWrites("player_absence"),
    tdWrites("round"),
    {"game", false, false, kWrite, kRead | kUpdate, kRead, kRead,
     "result, by_referee, ledger_entry, version, ledger_seq"},
    tdWrites("bye"),
    tdWrites("pairing_setting"),
    tdWrites("pairing_forbidden"),
    tdWrites("pairing_fixed_pair"),
    tdWrites("pairing_fixed_table"),
    tdWrites("pairing_mms_correction"),
    tdWrites("nigiri"),
    {"clock_game", false, true, kSelect | kInsert | kDelete, kRead, kAppend, kRead, {}},
    {"clock_event", true, false, kAppendOrDrop, kRead, kAppend, kRead, {}},
    tdWrites("clock_voice_default"),
    tdWrites("clock_voice"),
    {"referee_entry", true, false, kAppendOrDrop, kAppend, kRead, kRead, {}},
    tdWrites("referee_setting"),
    tdWrites("report_settings"),
    tdWrites("opengotha_kept"),
    {"counting", false, false, kWrite, kSelect | kInsert | kDelete, kRead, kRead, {}},
    {"event_log", true, false, kAppendOrDrop, kRead, kRead, kRead, {}},
    {"result_ledger", true, false, kAppendOrDrop, kAppend, kRead, kRead, {}},
    // Signed chain heads (migration 131): the td or the chief referee seals.
    {"chain_seal", true, false, kAppendOrDrop, kAppend, kRead, kRead, {}},
};

}  // namespace

const std::vector<TableRights>& accessRights() {
  return kRights;
}

const TableRights* rightsOf(std::string_view table) {
  for (const TableRights& r : kRights)
    if (r.table == table) return &r;
  return nullptr;
}

Privileges privilegesOf(const TableRights& rights, AccessRole role) {
  switch (role) {
    case AccessRole::TournamentDirector:
      return rights.td;
    case AccessRole::Referee:
      return rights.referee;
    case AccessRole::Clock:
      return rights.clock;
    case AccessRole::Viewer:
      return rights.viewer;
  }
  return 0;
}

std::string grantClause(const TableRights& rights, AccessRole role) {
  const Privileges p = privilegesOf(rights, role);
  std::string out;
  auto add = [&out](const std::string& part) {
    if (!out.empty()) out += ", ";
    out += part;
  };
  if (p & kInsert) add("INSERT");
  if (p & kUpdate) {
    if (role == AccessRole::Referee && !rights.refereeUpdateColumns.empty())
      add("UPDATE (" + std::string(rights.refereeUpdateColumns) + ")");
    else
      add("UPDATE");
  }
  if (p & kDelete) add("DELETE");
  if (p & kTruncate) add("TRUNCATE");
  return out;
}

std::string privilegeLetters(Privileges p) {
  std::string out;
  if (p & kSelect) out += 'S';
  if (p & kInsert) out += 'I';
  if (p & kUpdate) out += 'U';
  if (p & kDelete) out += 'D';
  if (p & kTruncate) out += 'T';
  return out;
}

std::string rightsFunctionSql() {
  std::string rows;
  for (const TableRights& r : kRights) {
    if (!rows.empty()) rows += ",\n";
    rows += "('" + std::string(r.table) + "', " + (r.appendOnly ? "true" : "false") + ", " +
            (r.noUpdate ? "true" : "false") + ", '" + privilegeLetters(r.td) + "', '" +
            privilegeLetters(r.referee) + "', '" + privilegeLetters(r.clock) + "', '" +
            privilegeLetters(r.viewer) + "')";
  }
  return "CREATE OR REPLACE FUNCTION tengen_rights() RETURNS TABLE (table_name text, append_only "
         "boolean, no_update boolean, td text, referee text, clock text, viewer text) LANGUAGE "
         "sql IMMUTABLE AS $rights$ VALUES\n" +
         rows + "\n$rights$";
}

}  // namespace tengen::db
