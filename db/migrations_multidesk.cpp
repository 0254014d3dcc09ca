#include "db/migrations_modules.h"

namespace tengen::db {

// Multi-desk events (PostgreSQL): an event key so one database holds many events, the live change
// feed (every committed row change NOTIFYs 'tengen_changes'), and append-only ledgers and clock
// journals (referee_entry, clock_event, any *ledger* or *journal* table) enforced by the database.
// The PostgreSQL triggers are attached by
// tengen_attach_triggers(), which the store calls after every upgrade, so tables that later steps
// add (any module's) are covered too.
std::vector<Migration> multiDeskMigrations() {
  return {
      {50,
       "event key, change feed, append-only journals",
       {
           R"(ALTER TABLE event ADD COLUMN event_key TEXT)",
           R"(CREATE UNIQUE INDEX event_key_unique ON event(event_key))",
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_notify_change() RETURNS trigger
             LANGUAGE plpgsql AS $body$
             DECLARE r jsonb;
             BEGIN
               IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
               PERFORM pg_notify('tengen_changes', json_build_object(
                 'table', TG_TABLE_NAME,
                 'op', lower(TG_OP),
                 'event_id', CASE WHEN TG_TABLE_NAME = 'event' THEN r->'id' ELSE r->'event_id' END,
                 'id', r->'id',
                 'round', CASE WHEN TG_TABLE_NAME = 'round' THEN r->'number' ELSE r->'round' END,
                 'board', r->'board',
                 'player_id', r->'player_id',
                 'version', r->'version',
                 'at', extract(epoch FROM clock_timestamp()))::text);
               RETURN NULL;
             END$body$)"),
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_refuse_change() RETURNS trigger
             LANGUAGE plpgsql AS $body$
             BEGIN
               RAISE EXCEPTION '%: append-only, % refused', TG_TABLE_NAME, TG_OP
                 USING ERRCODE = 'restrict_violation';
             END$body$)"),
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_attach_triggers() RETURNS void
             LANGUAGE plpgsql AS $body$
             DECLARE t record;
             BEGIN
               FOR t IN SELECT c.oid, c.relname FROM pg_class c
                        JOIN pg_namespace n ON n.oid = c.relnamespace
                        WHERE c.relkind = 'r' AND n.nspname = current_schema()
                          AND c.relname <> 'tengen_meta' LOOP
                 IF NOT EXISTS (SELECT 1 FROM pg_trigger
                                WHERE tgrelid = t.oid AND tgname = 'tengen_notify') THEN
                   EXECUTE format('CREATE TRIGGER tengen_notify AFTER INSERT OR UPDATE OR DELETE '
                                  'ON %I FOR EACH ROW EXECUTE FUNCTION tengen_notify_change()',
                                  t.relname);
                 END IF;
                 IF (t.relname IN ('referee_entry', 'clock_event')
                     OR t.relname LIKE '%ledger%' OR t.relname LIKE '%journal%')
                    AND NOT EXISTS (SELECT 1 FROM pg_trigger
                                    WHERE tgrelid = t.oid AND tgname = 'tengen_append_only') THEN
                   EXECUTE format('CREATE TRIGGER tengen_append_only BEFORE UPDATE OR DELETE '
                                  'ON %I FOR EACH ROW EXECUTE FUNCTION tengen_refuse_change()',
                                  t.relname);
                   EXECUTE format('CREATE TRIGGER tengen_append_only_truncate BEFORE TRUNCATE '
                                  'ON %I FOR EACH STATEMENT EXECUTE FUNCTION tengen_refuse_change()',
                                  t.relname);
                 END IF;
               END LOOP;
             END$body$)"),
       }},
  };
}

}  // namespace tengen::db
