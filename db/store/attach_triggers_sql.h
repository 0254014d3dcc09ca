#pragma once
// The pieces of tengen_attach_triggers() (PostgreSQL) that migrations 50, 91 and 100 share. Each
// of those steps defines the function again (CREATE OR REPLACE) with its own rule for which table
// gets which trigger; the frame of the function and the statements that create a trigger are the
// same in all three and are written once here, in the layout those steps have always run
// (db/store/sql_layout.h). The store calls the function after every upgrade.

#include <string>
#include <string_view>

namespace tengen::db {

// What steps 50 and 91 loop over: each table's oid and name (continuation lines laid as under
// "FOR t IN ").
inline constexpr std::string_view kEveryTableSql = R"(c.oid, c.relname FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace)";

// CREATE OR REPLACE FUNCTION tengen_attach_triggers(): `body` for each row t of
// `SELECT <tables>` that is a table of the current schema other than tengen_meta. `body` is
// written at depth 0; it runs inside the loop.
std::string attachTriggersFunctionSql(std::string_view tables, std::string_view body);

// The pieces of a body. The change feed's trigger tengen_notify on t unless t has it already
// (each step's body starts with it, at depth 0).
std::string notifyTriggerWhenMissingSql();
// tengen_append_only (UPDATE, DELETE refused) and tengen_append_only_truncate on t, at `depth`
// spaces within the body.
std::string appendOnlyTriggersSql(int depth);
// tengen_drop_check on t, the deferred check that an append-only row goes only with its whole
// event (step 91), at `depth` spaces within the body.
std::string dropCheckTriggerSql(int depth);

}  // namespace tengen::db
