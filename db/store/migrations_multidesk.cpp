#include <string>
#include <string_view>

#include "db/store/attach_triggers_sql.h"
#include "db/store/migrations_modules.h"
#include "db/store/sql_layout.h"

namespace tengen::db {
namespace {

// What tengen_notify_change() sends for a changed row r (a jsonb) on `channel`: the row's table,
// the change, its event (`eventId`), id, round, board, player and version, and the time. Steps 50
// and 53 write the same message; 53 sends it on the event's own channel. At `depth` spaces.
std::string changeMessageSql(std::string_view channel, std::string_view eventId, int depth) {
  return indentedSql("PERFORM pg_notify(" + std::string(channel) + R"(, json_build_object(
  'table', TG_TABLE_NAME,
  'op', lower(TG_OP),
  'event_id', )" + std::string(eventId) +
                         R"(,
  'id', r->'id',
  'round', CASE WHEN TG_TABLE_NAME = 'round' THEN r->'number' ELSE r->'round' END,
  'board', r->'board',
  'player_id', r->'player_id',
  'version', r->'version',
  'at', extract(epoch FROM clock_timestamp()))::text);
)",
                     depth);
}

}  // namespace

// Multi-desk events (PostgreSQL): an event key so one database holds many events, the live change
// feed (every committed row change NOTIFYs its event's channel, from 53; 'tengen_changes' before),
// and append-only ledgers and clock journals (referee_entry, clock_event, any *ledger* or *journal*
// table) enforced by the database. The PostgreSQL triggers are attached by
// tengen_attach_triggers(), which the store calls after every upgrade, so tables that later steps
// add (any module's) are covered too. Dropping a whole event (91) is in migrations_one_door.cpp.
std::vector<Migration> multiDeskMigrations() {
  // 50: every change of a row to the one channel 'tengen_changes'.
  static const std::string notifyChange =
      R"(CREATE OR REPLACE FUNCTION tengen_notify_change() RETURNS trigger
             LANGUAGE plpgsql AS $body$
             DECLARE r jsonb;
             BEGIN
               IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
)" +
      changeMessageSql("'tengen_changes'",
                       "CASE WHEN TG_TABLE_NAME = 'event' THEN r->'id' ELSE r->'event_id' END",
                       15) +
      R"(               RETURN NULL;
             END$body$)";
  // 50: the append-only tables told by their names.
  static const std::string attachTriggers =
      attachTriggersFunctionSql(kEveryTableSql,
                                notifyTriggerWhenMissingSql() +
                                    R"(IF (t.relname IN ('referee_entry', 'clock_event')
    OR t.relname LIKE '%ledger%' OR t.relname LIKE '%journal%')
   AND NOT EXISTS (SELECT 1 FROM pg_trigger
                   WHERE tgrelid = t.oid AND tgname = 'tengen_append_only') THEN
)" + appendOnlyTriggersSql(2) + "END IF;\n");
  // 53: a new event's channel, and each row's change on its event's channel.
  static const std::string feedFunctions = R"(DO $do$ BEGIN
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_feed_create() RETURNS trigger
               LANGUAGE plpgsql SECURITY DEFINER SET search_path = %1$I, pg_temp AS $body$
               BEGIN
                 INSERT INTO tengen_feed (event_id, channel) VALUES (NEW.id,
                   'tengen_' || NEW.id || '_' || replace(gen_random_uuid()::text, '-', ''))
                   ON CONFLICT (event_id) DO NOTHING;
                 RETURN NULL;
               END$body$$f$, current_schema());
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_notify_change() RETURNS trigger
               LANGUAGE plpgsql SECURITY DEFINER SET search_path = %1$I, pg_temp AS $body$
               DECLARE r jsonb; eid bigint; ch text;
               BEGIN
                 IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
                 IF TG_TABLE_NAME = 'event' THEN
                   eid := (r->>'id')::bigint;
                 ELSE
                   eid := (r->>'event_id')::bigint;
                   IF eid IS NULL AND r->>'player_id' IS NOT NULL THEN
                     SELECT p.event_id INTO eid FROM player p WHERE p.id = (r->>'player_id')::bigint;
                   END IF;
                 END IF;
                 IF eid IS NOT NULL THEN
                   SELECT f.channel INTO ch FROM tengen_feed f WHERE f.event_id = eid;
                 END IF;
)" + changeMessageSql("COALESCE(ch, 'tengen_changes')", "eid", 17) +
                                           R"(                 RETURN NULL;
               END$body$$f$, current_schema());
             END $do$)";
  return {
      {50,
       "event key, change feed, append-only journals",
       {
           R"(ALTER TABLE event ADD COLUMN event_key TEXT)",
           R"(CREATE UNIQUE INDEX event_key_unique ON event(event_key))",
           Sql::postgresOnly(notifyChange.c_str()),
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_refuse_change() RETURNS trigger
             LANGUAGE plpgsql AS $body$
             BEGIN
               RAISE EXCEPTION '%: append-only, % refused', TG_TABLE_NAME, TG_OP
                 USING ERRCODE = 'restrict_violation';
             END$body$)"),
           Sql::postgresOnly(attachTriggers.c_str()),
       }},
      {51,
       "ledger entries numbered per event in a shared database",
       {
           // The ledger numbers its entries per event (1, 2, ...). An SQLite file holds one event;
           // a PostgreSQL database holds many, so the key becomes (event_id, id) there, hashes are
           // unique per event, and the references between entries (target) stay within the event.
           Sql::postgresOnly(R"(DO $body$
             DECLARE pk text; fk record;
             BEGIN
               IF to_regclass('referee_entry') IS NULL THEN RETURN; END IF;
               SELECT conname INTO pk FROM pg_constraint
                 WHERE conrelid = 'referee_entry'::regclass AND contype = 'p'
                   AND array_length(conkey, 1) = 1;
               IF pk IS NULL THEN RETURN; END IF;
               FOR fk IN SELECT conrelid::regclass::text AS tab, conname FROM pg_constraint
                         WHERE confrelid = 'referee_entry'::regclass AND contype = 'f' LOOP
                 EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.tab, fk.conname);
               END LOOP;
               EXECUTE format('ALTER TABLE referee_entry DROP CONSTRAINT %I', pk);
               ALTER TABLE referee_entry ADD PRIMARY KEY (event_id, id);
               -- Hashes are unique within an event's chain; two events may log alike entries.
               FOR fk IN SELECT c.conname FROM pg_constraint c JOIN pg_attribute a
                           ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
                         WHERE c.conrelid = 'referee_entry'::regclass AND c.contype = 'u'
                           AND array_length(c.conkey, 1) = 1 AND a.attname = 'hash' LOOP
                 EXECUTE format('ALTER TABLE referee_entry DROP CONSTRAINT %I', fk.conname);
                 ALTER TABLE referee_entry ADD CONSTRAINT referee_entry_event_hash
                   UNIQUE (event_id, hash);
               END LOOP;
               IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema()
                          AND table_name = 'referee_entry' AND column_name = 'target') THEN
                 ALTER TABLE referee_entry ADD CONSTRAINT referee_entry_target
                   FOREIGN KEY (event_id, target) REFERENCES referee_entry (event_id, id);
               END IF;
             END$body$)"),
       }},
      {52,
       "roles per event: who may read and write which event (row-level security)",
       {
           // One row per user and event (and, for a clock, per board; NULL: every board). The
           // policies below read it as the connected user, who sees only their own rows.
           Sql::postgresOnly(R"(CREATE TABLE tengen_access (
             user_name TEXT NOT NULL,
             event_id BIGINT NOT NULL REFERENCES event(id),
             role TEXT NOT NULL CHECK (role IN ('td', 'referee', 'clock', 'viewer')),
             board BIGINT CHECK (board >= 1)))"),
           Sql::postgresOnly(
               R"(CREATE INDEX tengen_access_user ON tengen_access(user_name, event_id))"),
           Sql::postgresOnly(R"(ALTER TABLE tengen_access ENABLE ROW LEVEL SECURITY)"),
           Sql::postgresOnly(
               R"(CREATE POLICY tengen_own ON tengen_access FOR SELECT USING (user_name = current_user))"),
           // The helpers name their schema and put pg_temp last, so a user's temporary table
           // cannot stand in for tengen_access.
           Sql::postgresOnly(R"(DO $do$ BEGIN
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_has_role(eid bigint, roles text[])
               RETURNS boolean LANGUAGE sql STABLE SET search_path = %1$I, pg_temp AS $b$
               SELECT EXISTS (SELECT 1 FROM %1$I.tengen_access a WHERE a.user_name = current_user
                              AND a.event_id = eid AND a.role = ANY (roles)) $b$$f$,
               current_schema());
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_clock_may(eid bigint, b bigint)
               RETURNS boolean LANGUAGE sql STABLE SET search_path = %1$I, pg_temp AS $b$
               SELECT EXISTS (SELECT 1 FROM %1$I.tengen_access a WHERE a.user_name = current_user
                              AND a.event_id = eid AND a.role = 'clock'
                              AND (a.board IS NULL OR a.board = b)) $b$$f$,
               current_schema());
             END $do$)"),
           // Row-level security on every table of the schema (the store calls this after every
           // upgrade, like tengen_attach_triggers). A table's event is its event_id (the event
           // table: id; player_absence-like tables: their player's). Every role reads its events;
           // a td writes them; a referee updates games (the columns its grant allows) and appends
           // to the ledger; a clock appends journal rows of its own boards. The owner and
           // superusers are not subject to the policies.
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_attach_policies() RETURNS void
             LANGUAGE plpgsql AS $body$
             DECLARE t record; ev text; has_board boolean;
             BEGIN
               FOR t IN SELECT c.oid, c.relname FROM pg_class c
                        JOIN pg_namespace n ON n.oid = c.relnamespace
                        WHERE c.relkind = 'r' AND n.nspname = current_schema()
                          AND c.relname NOT IN ('tengen_meta', 'tengen_access') LOOP
                 IF EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = t.oid
                            AND polname = 'tengen_read') THEN CONTINUE; END IF;
                 EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
                 IF t.relname = 'event' THEN ev := 'id';
                 ELSIF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = t.oid
                               AND attname = 'event_id' AND NOT attisdropped) THEN ev := 'event_id';
                 ELSIF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = t.oid
                               AND attname = 'player_id' AND NOT attisdropped) THEN
                   ev := '(SELECT p.event_id FROM player p WHERE p.id = player_id)';
                 ELSE
                   CONTINUE;  -- no event to tell: row-level security on, no policy, no access
                 END IF;
                 has_board := EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = t.oid
                                      AND attname = 'board' AND NOT attisdropped);
                 EXECUTE format('CREATE POLICY tengen_read ON %I FOR SELECT USING '
                                '(tengen_has_role(%s, ARRAY[''td'', ''referee'', ''clock'', ''viewer'']))',
                                t.relname, ev);
                 EXECUTE format('CREATE POLICY tengen_td ON %I FOR ALL USING '
                                '(tengen_has_role(%2$s, ARRAY[''td''])) WITH CHECK '
                                '(tengen_has_role(%2$s, ARRAY[''td'']))', t.relname, ev);
                 IF t.relname = 'game' THEN
                   EXECUTE format('CREATE POLICY tengen_referee ON %I FOR UPDATE USING '
                                  '(tengen_has_role(%2$s, ARRAY[''referee''])) WITH CHECK '
                                  '(tengen_has_role(%2$s, ARRAY[''referee'']))', t.relname, ev);
                 ELSIF t.relname = 'referee_entry' OR t.relname LIKE '%ledger%' THEN
                   EXECUTE format('CREATE POLICY tengen_referee ON %I FOR INSERT WITH CHECK '
                                  '(tengen_has_role(%s, ARRAY[''referee'']))', t.relname, ev);
                 ELSIF t.relname = 'clock_event' OR t.relname LIKE '%journal%' THEN
                   EXECUTE format('CREATE POLICY tengen_clock ON %I FOR INSERT WITH CHECK '
                                  '(tengen_clock_may(%s, %s))', t.relname, ev,
                                  CASE WHEN has_board THEN 'board' ELSE 'NULL' END);
                 END IF;
               END LOOP;
             END$body$)"),
       }},
      {53,
       "change feed per event: each event notifies on its own channel",
       {
           // NOTIFY reaches whoever LISTENs on the channel, and any connected user may LISTEN on
           // any channel: so each event gets its own channel, named with a random part, and only
           // users granted that event can read the name (row-level security on tengen_feed, as on
           // every table with an event_id). A user of event A no longer learns that a row of
           // event B changed. Rows with no event (none today) still go to 'tengen_changes'.
           Sql::postgresOnly(R"(CREATE TABLE tengen_feed (
             event_id BIGINT PRIMARY KEY REFERENCES event(id) ON DELETE CASCADE,
             channel TEXT NOT NULL UNIQUE))"),
           Sql::postgresOnly(R"(INSERT INTO tengen_feed (event_id, channel)
             SELECT id, 'tengen_' || id || '_' || replace(gen_random_uuid()::text, '-', '')
             FROM event)"),
           // Both run as their owner (SECURITY DEFINER): the writer of a row need not be able to
           // read the channel table. Trigger functions cannot be called directly.
           Sql::postgresOnly(feedFunctions.c_str()),
           // Named to run before tengen_notify (triggers fire in name order): the new event's
           // own insert already goes to its channel.
           Sql::postgresOnly(R"(CREATE TRIGGER tengen_feed_create AFTER INSERT ON event
             FOR EACH ROW EXECUTE FUNCTION tengen_feed_create())"),
       }},
  };
}

}  // namespace tengen::db
