#include <string>

#include "db/store/attach_triggers_sql.h"
#include "db/store/migrations_modules.h"

namespace tengen::db {

// Versions 90-99: the one door for every write. 90: a ledger entry records the player it
// concerns by id as well as by seat (colour), so a warning stays with its player. 91 (PostgreSQL):
// event ids from a sequence, and a whole event can be dropped (tengen db drop-event). 140 (the
// fast write path, versions 140-149): a game counts its ledger entries.
std::vector<Migration> oneDoorMigrations() {
  // 91: a drop check on the tables a translated SQLite trigger makes append-only, and on those
  // told by their names.
  static const std::string attachTriggers = attachTriggersFunctionSql(
      kEveryTableSql, R"(IF EXISTS (SELECT 1 FROM pg_trigger tg JOIN pg_proc p ON p.oid = tg.tgfoid
           WHERE tg.tgrelid = t.oid AND p.proname LIKE '%\_refuse'
             AND (tg.tgtype & 8) <> 0)
   AND NOT EXISTS (SELECT 1 FROM pg_trigger
                   WHERE tgrelid = t.oid AND tgname = 'tengen_drop_check') THEN
)" + dropCheckTriggerSql(2) +
                          "END IF;\n" + notifyTriggerWhenMissingSql() +
                          R"(IF t.relname IN ('referee_entry', 'clock_event')
   OR t.relname LIKE '%ledger%' OR t.relname LIKE '%journal%' THEN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                 WHERE tgrelid = t.oid AND tgname = 'tengen_append_only') THEN
)" + appendOnlyTriggersSql(4) +
                          R"(  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                 WHERE tgrelid = t.oid AND tgname = 'tengen_drop_check') THEN
)" + dropCheckTriggerSql(4) +
                          R"(  END IF;
END IF;
)");
  return {
      {90,
       "referee ledger: the player an entry concerns, by id",
       {
           // No backfill: the table is append-only (its triggers refuse UPDATE); entries written
           // before keep a NULL id and are judged by their seat, which round edits never moved.
           Sql::perDialect("ALTER TABLE referee_entry ADD COLUMN player_id INTEGER",
                           "ALTER TABLE referee_entry ADD COLUMN IF NOT EXISTS player_id BIGINT"),
       }},
      {91,
       "event ids from a sequence; an event can be dropped whole (tengen db drop-event)",
       {
           // Event ids come from a sequence, so an id is never given twice (a desk still holding a
           // dropped event's id cannot write into a newer event).
           Sql::postgresOnly(R"(CREATE SEQUENCE IF NOT EXISTS tengen_event_id)"),
           Sql::postgresOnly(R"(SELECT setval('tengen_event_id',
             COALESCE((SELECT MAX(id) FROM event), 0) + 1, false))"),
           // A dropped event takes its access rows with it (as it takes its feed channel).
           Sql::postgresOnly(R"(DO $body$
             DECLARE fk record;
             BEGIN
               FOR fk IN SELECT conname FROM pg_constraint WHERE conrelid = 'tengen_access'::regclass
                         AND contype = 'f' AND confrelid = 'event'::regclass LOOP
                 EXECUTE format('ALTER TABLE tengen_access DROP CONSTRAINT %I', fk.conname);
               END LOOP;
               ALTER TABLE tengen_access ADD CONSTRAINT tengen_access_event
                 FOREIGN KEY (event_id) REFERENCES event(id) ON DELETE CASCADE;
             END$body$)"),
           // Append-only rows are deleted only with their whole event: a DELETE is let through
           // while the transaction has said which event it drops (tengen.drop_event, set by
           // dropEvent), and a deferred check refuses the commit if that event still exists then.
           // So setting the variable by hand removes no ledger entry of an event that remains.
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_refuse_change() RETURNS trigger
             LANGUAGE plpgsql AS $body$
             BEGIN
               IF TG_OP = 'DELETE' AND to_jsonb(OLD)->>'event_id' IS NOT NULL
                  AND to_jsonb(OLD)->>'event_id' = current_setting('tengen.drop_event', true) THEN
                 RETURN OLD;
               END IF;
               RAISE EXCEPTION '%: append-only, % refused', TG_TABLE_NAME, TG_OP
                 USING ERRCODE = 'restrict_violation';
             END$body$)"),
           Sql::postgresOnly(R"(DO $do$ BEGIN
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_check_dropped() RETURNS trigger
               LANGUAGE plpgsql SECURITY DEFINER SET search_path = %1$I, pg_temp AS $body$
               BEGIN
                 IF EXISTS (SELECT 1 FROM event
                            WHERE id = (to_jsonb(OLD)->>'event_id')::bigint) THEN
                   RAISE EXCEPTION '%%: append-only, DELETE refused (only with its whole event)',
                     TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
                 END IF;
                 RETURN NULL;
               END$body$$f$, current_schema());
             END $do$)"),
           // The same for the tables made append-only by a translated SQLite trigger (event_log,
           // result_ledger, ...: each refuses through its own <trigger>_refuse() function;
           // db/store/pg_dialect.cpp writes new ones with this clause).
           Sql::postgresOnly(R"(DO $body$
             DECLARE f record;
             BEGIN
               FOR f IN SELECT DISTINCT p.proname, p.prosrc FROM pg_trigger tg
                        JOIN pg_proc p ON p.oid = tg.tgfoid
                        JOIN pg_namespace n ON n.oid = p.pronamespace
                        WHERE n.nspname = current_schema() AND p.proname LIKE '%\_refuse'
                          AND (tg.tgtype & 8) <> 0 AND p.prosrc NOT LIKE '%tengen.drop_event%' LOOP
                 EXECUTE format('CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql '
                                'AS %L', f.proname, regexp_replace(f.prosrc, '^\s*BEGIN',
                   'BEGIN IF TG_OP = ''DELETE'' AND to_jsonb(OLD)->>''event_id'' = '
                   'current_setting(''tengen.drop_event'', true) THEN RETURN OLD; END IF;'));
               END LOOP;
             END$body$)"),
           Sql::postgresOnly(attachTriggers.c_str()),
       }},
      // 140: every ledger entry of a game bumps the game's ledger_seq (LedgerStore::appendToGame,
      // under the game's lock). A result entered on PostgreSQL without a lock (service::
      // enterResult's first try: one read, one conditional write) is written only if the game's
      // version and ledger_seq are still those it was judged on, so an entry appended between the
      // read and the write sends it to the locked path instead of past the referee. (A column
      // of the row itself: a concurrent UPDATE re-checks only the row's own columns after a wait.)
      {140,
       "game: the number of its ledger entries, for results entered without a lock",
       {
           Sql::perDialect(
               "ALTER TABLE game ADD COLUMN ledger_seq INTEGER NOT NULL DEFAULT 0",
               "ALTER TABLE game ADD COLUMN IF NOT EXISTS ledger_seq BIGINT NOT NULL DEFAULT 0"),
           // A referee logs entries, so bumps the count: its group (db/store/pg_roles.cpp) gets the
           // column now; later grants follow db/store/access_rights.cpp.
           Sql::postgresOnly(R"(DO $body$
             DECLARE r record;
             BEGIN
               FOR r IN SELECT rolname FROM pg_roles
                        WHERE rolname = left('tengen_referee_' || current_database(), 63) LOOP
                 EXECUTE format('GRANT UPDATE (ledger_seq) ON game TO %I', r.rolname);
               END LOOP;
             END$body$)"),
       }},
      // 160: the role checks in PL/pgSQL. As SQL functions with their own search_path they were
      // never inlined, so PostgreSQL parsed and planned their query at every statement that
      // called them (every row-security check of a referee or clock, every result's deferred
      // log check); PL/pgSQL keeps the plan for the session. Same answers.
      {160,
       "role checks keep their plans (PL/pgSQL)",
       {
           Sql::postgresOnly(R"(DO $do$ BEGIN
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_has_role(eid bigint, roles text[])
               RETURNS boolean LANGUAGE plpgsql STABLE SET search_path = %1$I, pg_temp AS $b$
               BEGIN
                 RETURN EXISTS (SELECT 1 FROM %1$I.tengen_access a WHERE a.user_name = current_user
                                AND a.event_id = eid AND a.role = ANY (roles));
               END $b$$f$, current_schema());
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_clock_may(eid bigint, b bigint)
               RETURNS boolean LANGUAGE plpgsql STABLE SET search_path = %1$I, pg_temp AS $b$
               BEGIN
                 RETURN EXISTS (SELECT 1 FROM %1$I.tengen_access a WHERE a.user_name = current_user
                                AND a.event_id = eid AND a.role = 'clock'
                                AND (a.board IS NULL OR a.board = b));
               END $b$$f$, current_schema());
             END $do$)"),
       }},
      // 161: the change feed's trigger per table. The one shared trigger function turned the
      // whole row into JSON (to_jsonb) to find its event, round and board, the largest part of
      // the server's work per result (twice: the game and its result-log row). Each table now
      // gets a function reading its own columns; the message is the same. The store calls
      // tengen_attach_notify() after every upgrade, so later tables and columns are covered.
      {161,
       "the change feed reads each table's own columns",
       {
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_attach_notify() RETURNS void
             LANGUAGE plpgsql AS $body$
             DECLARE t record; cols text[]; fn text; eid text; lookup text := '';
             BEGIN
               FOR t IN SELECT c.oid, c.relname, tg.tgfoid::regproc::text AS current_fn
                        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                        JOIN pg_trigger tg ON tg.tgrelid = c.oid AND tg.tgname = 'tengen_notify'
                        WHERE c.relkind = 'r' AND n.nspname = current_schema() LOOP
                 SELECT array_agg(a.attname::text) INTO cols FROM pg_attribute a
                   WHERE a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped;
                 fn := 'tengen_notify_' || t.relname;
                 lookup := '';
                 IF t.relname = 'event' THEN
                   eid := 'r.id';
                 ELSIF 'event_id' = ANY (cols) THEN
                   eid := 'r.event_id';
                 ELSE
                   eid := 'NULL';
                 END IF;
                 -- A row that names only its player (as the generic function did): its event
                 -- is the player's.
                 IF t.relname <> 'event' AND 'player_id' = ANY (cols) THEN
                   lookup := 'IF eid IS NULL AND r.player_id IS NOT NULL THEN '
                             'SELECT p.event_id INTO eid FROM player p WHERE p.id = r.player_id; '
                             'END IF;';
                 END IF;
                 EXECUTE format($f$CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger
                   LANGUAGE plpgsql SECURITY DEFINER SET search_path = %2$I, pg_temp AS $fn$
                   DECLARE r %3$I; eid bigint; ch text;
                   BEGIN
                     IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
                     eid := %4$s;
                     %5$s
                     IF eid IS NOT NULL THEN
                       SELECT f.channel INTO ch FROM tengen_feed f WHERE f.event_id = eid;
                     END IF;
                     PERFORM pg_notify(COALESCE(ch, 'tengen_changes'), json_build_object(
                       'table', TG_TABLE_NAME, 'op', lower(TG_OP), 'event_id', eid,
                       'id', %6$s, 'round', %7$s, 'board', %8$s, 'player_id', %9$s,
                       'version', %10$s, 'at', extract(epoch FROM clock_timestamp()))::text);
                     RETURN NULL;
                   END$fn$$f$,
                   fn, current_schema(), t.relname, eid, lookup,
                   CASE WHEN 'id' = ANY (cols) THEN 'r.id' ELSE 'NULL' END,
                   CASE WHEN t.relname = 'round' AND 'number' = ANY (cols) THEN 'r.number'
                        WHEN t.relname <> 'round' AND 'round' = ANY (cols) THEN 'r.round'
                        ELSE 'NULL' END,
                   CASE WHEN 'board' = ANY (cols) THEN 'r.board' ELSE 'NULL' END,
                   CASE WHEN 'player_id' = ANY (cols) THEN 'r.player_id' ELSE 'NULL' END,
                   CASE WHEN 'version' = ANY (cols) THEN 'r.version' ELSE 'NULL' END);
                 IF t.current_fn IS DISTINCT FROM fn THEN
                   EXECUTE format('DROP TRIGGER tengen_notify ON %I', t.relname);
                   EXECUTE format('CREATE TRIGGER tengen_notify AFTER INSERT OR UPDATE OR DELETE '
                                  'ON %I FOR EACH ROW EXECUTE FUNCTION %I()', t.relname, fn);
                 END IF;
               END LOOP;
             END$body$)"),
       }},
  };
}

}  // namespace tengen::db
