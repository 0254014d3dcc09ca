#include <string>

#include "db/store/access_rights.h"
#include "db/store/attach_triggers_sql.h"
#include "db/store/migrations_modules.h"

namespace tengen::db {

// Versions 100-109: shared events you can trust (PostgreSQL).
// 100: one declared table of rights (db/store/access_rights.h, as the SQL function tengen_rights())
// drives the append-only and no-update triggers and the row-level security policies; every
// policy checks the row a row points at (a clock journal row's clock, a ledger row's game, the
// players a row names), not only the row's own event and board columns; a clock's settings are
// fixed once made (UPDATE refused to every role); a clock user's flag fall becomes the loss on
// time through tengen_clock_flag(), a SECURITY DEFINER function that writes nothing else.
std::vector<Migration> securityMigrations() {
  static const std::string rights = rightsFunctionSql();
  // Step 100's tengen_attach_triggers(): by the declaration, tengen_rights() (see the step).
  static const std::string attachTriggers = attachTriggersFunctionSql(
      R"(c.oid, c.relname, COALESCE(r.append_only, false) AS append_only,
                COALESCE(r.no_update, false) AS no_update
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN tengen_rights() r ON r.table_name = c.relname::text)",
      notifyTriggerWhenMissingSql() + R"(IF t.append_only AND NOT EXISTS (SELECT 1 FROM pg_trigger
                   WHERE tgrelid = t.oid AND tgname = 'tengen_append_only') THEN
)" + appendOnlyTriggersSql(2) +
          R"(END IF;
-- Append-only rows go only with their whole event (migration 91): a deferred
-- check refuses the commit if the event named in tengen.drop_event remains.
IF t.append_only AND NOT EXISTS (SELECT 1 FROM pg_trigger
                   WHERE tgrelid = t.oid AND tgname = 'tengen_drop_check') THEN
)" + dropCheckTriggerSql(2) +
          R"(END IF;
IF t.no_update AND NOT EXISTS (SELECT 1 FROM pg_trigger
                   WHERE tgrelid = t.oid AND tgname = 'tengen_no_update') THEN
  EXECUTE format('CREATE TRIGGER tengen_no_update BEFORE UPDATE '
                 'ON %I FOR EACH ROW EXECUTE FUNCTION tengen_refuse_update()',
                 t.relname);
END IF;
)");
  return {
      {100,
       "declared rights per role and table; policies check the row pointed at; clock flags",
       {
           Sql::postgresOnly(rights.c_str()),
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_refuse_update() RETURNS trigger
             LANGUAGE plpgsql AS $body$
             BEGIN
               RAISE EXCEPTION '%: fixed once made, UPDATE refused', TG_TABLE_NAME
                 USING ERRCODE = 'restrict_violation';
             END$body$)"),
           // The triggers follow the declaration, not the tables' names.
           Sql::postgresOnly(attachTriggers.c_str()),
           // The policies of migration 52 go; tengen_attach_policies() (below, run by the store
           // after every upgrade) attaches the new ones.
           Sql::postgresOnly(R"(DO $do$ DECLARE p record; BEGIN
             FOR p IN SELECT pol.polname, c.relname FROM pg_policy pol
                      JOIN pg_class c ON c.oid = pol.polrelid
                      JOIN pg_namespace n ON n.oid = c.relnamespace
                      WHERE n.nspname = current_schema() AND c.relname <> 'tengen_access'
                        AND pol.polname LIKE 'tengen%' LOOP
               EXECUTE format('DROP POLICY %I ON %I', p.polname, p.relname);
             END LOOP;
             END $do$)"),
           // Row-level security on every table. A row's event is its event_id (event: id; a
           // table with only a player_id: that player's). Every role reads its events; each
           // other privilege the declaration gives a role gets a policy: td writes its events,
           // a referee and a clock write what their privileges say, a clock only on its boards.
           // Every write's check looks up the rows the row points at (the guard): a journal
           // row's clock must be of the same event, round and board (and the clock's board is
           // the one a clock user must hold); a row of a game (ledger, result log, count,
           // nigiri, clock) needs that game in the row's event; the players a row names belong
           // to its event.
           Sql::postgresOnly(R"(CREATE OR REPLACE FUNCTION tengen_attach_policies() RETURNS void
             LANGUAGE plpgsql AS $body$
             DECLARE t record; cols text[]; q text; ev text; bd text; guard text; col text;
                     r text; rights text; who text;
             BEGIN
               FOR t IN SELECT c.oid, c.relname, COALESCE(x.referee, '') AS referee,
                               COALESCE(x.clock, '') AS clock
                        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                        LEFT JOIN tengen_rights() x ON x.table_name = c.relname::text
                        WHERE c.relkind = 'r' AND n.nspname = current_schema()
                          AND c.relname NOT IN ('tengen_meta', 'tengen_access') LOOP
                 IF EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = t.oid
                            AND polname = 'tengen_read') THEN CONTINUE; END IF;
                 EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
                 SELECT array_agg(attname::text) INTO cols FROM pg_attribute
                   WHERE attrelid = t.oid AND attnum > 0 AND NOT attisdropped;
                 q := quote_ident(t.relname) || '.';
                 IF t.relname = 'event' THEN ev := q || 'id';
                 ELSIF 'event_id' = ANY (cols) THEN ev := q || 'event_id';
                 ELSIF 'player_id' = ANY (cols) THEN
                   ev := format('(SELECT p.event_id FROM player p WHERE p.id = %splayer_id)', q);
                 ELSE
                   CONTINUE;  -- no event to tell: row-level security on, no policy, no access
                 END IF;
                 bd := CASE WHEN 'board' = ANY (cols) THEN q || 'board' ELSE 'NULL' END;
                 guard := 'true';
                 IF 'clock_id' = ANY (cols) THEN
                   guard := guard || format(' AND EXISTS (SELECT 1 FROM clock_game c WHERE c.id = '
                     '%1$sclock_id AND c.event_id = %2$s%3$s)', q, ev,
                     CASE WHEN 'round' = ANY (cols) AND 'board' = ANY (cols) THEN
                       format(' AND c.round = %1$sround AND c.board = %1$sboard', q) ELSE '' END);
                   bd := format('(SELECT c.board FROM clock_game c WHERE c.id = %sclock_id)', q);
                 END IF;
                 IF t.relname <> 'game' AND 'event_id' = ANY (cols) AND 'round' = ANY (cols)
                    AND 'board' = ANY (cols) THEN
                   guard := guard || format(' AND EXISTS (SELECT 1 FROM game g WHERE g.event_id = '
                     '%1$s AND g.round = %2$sround AND g.board = %2$sboard)', ev, q);
                 END IF;
                 IF t.relname <> 'player' AND 'event_id' = ANY (cols) THEN
                   FOREACH col IN ARRAY ARRAY['player_id', 'black', 'white', 'holder', 'player_a',
                                              'player_b'] LOOP
                     IF col = ANY (cols) THEN
                       guard := guard || format(' AND (%1$s%2$I IS NULL OR EXISTS (SELECT 1 FROM '
                         'player p WHERE p.id = %1$s%2$I AND p.event_id = %3$s))', q, col, ev);
                     END IF;
                   END LOOP;
                 END IF;
                 EXECUTE format('CREATE POLICY tengen_read ON %1$I FOR SELECT USING '
                   '(tengen_has_role(%2$s, ARRAY[''td'', ''referee'', ''clock'', ''viewer'']))',
                   t.relname, ev);
                 EXECUTE format('CREATE POLICY tengen_td ON %1$I FOR ALL USING '
                   '(tengen_has_role(%2$s, ARRAY[''td''])) WITH CHECK '
                   '(tengen_has_role(%2$s, ARRAY[''td'']) AND %3$s)', t.relname, ev, guard);
                 FOREACH r IN ARRAY ARRAY['referee', 'clock'] LOOP
                   rights := CASE r WHEN 'referee' THEN t.referee ELSE t.clock END;
                   who := CASE r WHEN 'referee' THEN
                            format('tengen_has_role(%s, ARRAY[''referee''])', ev)
                          ELSE format('tengen_clock_may(%s, %s)', ev, bd) END;
                   IF position('I' IN rights) > 0 THEN
                     EXECUTE format('CREATE POLICY %1$I ON %2$I FOR INSERT WITH CHECK '
                       '(%3$s AND %4$s)', 'tengen_' || r || '_insert', t.relname, who, guard);
                   END IF;
                   IF position('U' IN rights) > 0 THEN
                     EXECUTE format('CREATE POLICY %1$I ON %2$I FOR UPDATE USING (%3$s) '
                       'WITH CHECK (%3$s AND %4$s)', 'tengen_' || r || '_update', t.relname,
                       who, guard);
                   END IF;
                   IF position('D' IN rights) > 0 THEN
                     EXECUTE format('CREATE POLICY %1$I ON %2$I FOR DELETE USING (%3$s)',
                       'tengen_' || r || '_delete', t.relname, who);
                   END IF;
                 END LOOP;
               END LOOP;
             END$body$)"),
           // A clock user's flag fall (db::recordFlag calls this for a user whose role in the
           // event is clock): the caller (session_user: a SECURITY DEFINER function runs as its
           // owner) must hold the clock of that board, the board's clock journal must show the
           // flag of that player, and then, as LedgerStore::log + syncResult do, under the game's
           // row lock and the ledger's append lock: one hash-chained 'overtime' entry
           // (loss-on-time, by the referee 'clock'), the result (the opponent wins on time) and,
           // when it replaces an entered result, the result log's correction. Nothing else can
           // be written through it. Idempotent: a standing overtime entry is returned as it is
           // (already); with p_keep_result a game that has another result keeps it (no row).
           Sql::postgresOnly(R"(DO $do$ BEGIN
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_clock_flag(p_event bigint,
                 p_round bigint, p_board bigint, p_player text, p_keep_result boolean)
               RETURNS TABLE (entry_id bigint, game_result text, already boolean)
               LANGUAGE plpgsql SECURITY DEFINER SET search_path = %1$I, pg_temp AS $body$
               DECLARE g record; head record; clock bigint; standing bigint; ed text;
                       new_id bigint; prev text; at text; pid bigint; res text; body text;
               BEGIN
                 IF p_player IS NULL OR p_player NOT IN ('black', 'white') THEN
                   RAISE EXCEPTION 'clock flag: the player is black or white'
                     USING ERRCODE = 'invalid_parameter_value';
                 END IF;
                 IF NOT EXISTS (SELECT 1 FROM tengen_access a WHERE a.user_name = session_user
                                AND a.event_id = p_event AND a.role = 'clock'
                                AND (a.board IS NULL OR a.board = p_board)) THEN
                   RAISE EXCEPTION 'permission denied: %% holds no clock of board %% in this event',
                     session_user, p_board USING ERRCODE = 'insufficient_privilege';
                 END IF;
                 SELECT * INTO g FROM game WHERE event_id = p_event AND round = p_round
                   AND board = p_board FOR UPDATE;
                 IF NOT FOUND THEN
                   RAISE EXCEPTION 'clock flag: no game at round %% board %%', p_round, p_board
                     USING ERRCODE = 'no_data_found';
                 END IF;
                 SELECT c.id INTO clock FROM clock_game c WHERE c.event_id = p_event
                   AND c.round = p_round AND c.board = p_board;
                 IF clock IS NULL OR NOT EXISTS (SELECT 1 FROM clock_event e WHERE
                     e.clock_id = clock AND e.kind = 'flag' AND e.player = p_player) THEN
                   RAISE EXCEPTION 'permission denied: the clock of round %% board %% shows no flag of %%',
                     p_round, p_board, p_player USING ERRCODE = 'insufficient_privilege';
                 END IF;
                 SELECT e.id INTO standing FROM referee_entry e WHERE e.event_id = p_event
                   AND e.round = p_round AND e.board = p_board AND e.kind = 'infraction'
                   AND e.infraction = 'overtime' AND NOT EXISTS (SELECT 1 FROM referee_entry x
                     WHERE x.event_id = e.event_id AND x.target = e.id AND x.ruling = 'reverse')
                   ORDER BY e.id LIMIT 1;
                 IF standing IS NOT NULL THEN
                   RETURN QUERY SELECT standing, g.result, true;
                   RETURN;
                 END IF;
                 IF p_keep_result AND g.result IS NOT NULL THEN RETURN; END IF;
                 PERFORM pg_advisory_xact_lock(hashtext('referee_entry'),
                                               (p_event & 2147483647)::int);
                 SELECT e.id, e.hash INTO head FROM referee_entry e WHERE e.event_id = p_event
                   ORDER BY e.id DESC LIMIT 1;
                 new_id := COALESCE(head.id, 0) + 1;
                 prev := COALESCE(head.hash, repeat('0', 64));
                 SELECT s.edition INTO ed FROM referee_setting s WHERE s.event_id = p_event;
                 ed := COALESCE(ed, '2002');
                 pid := CASE p_player WHEN 'black' THEN g.black ELSE g.white END;
                 at := to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
                 -- referee::canonicalText (none of these fields needs escaping)
                 body := 'tengen-ledger/1' || chr(10) || 'id=' || new_id || chr(10)
                   || 'when=' || at || chr(10) || 'round=' || p_round || chr(10)
                   || 'board=' || p_board || chr(10) || 'kind=infraction' || chr(10)
                   || 'player=' || p_player || chr(10) || 'infraction=overtime' || chr(10)
                   || 'penalty=loss-on-time' || chr(10) || 'sanctions=loss-on-time' || chr(10)
                   || 'edition=' || ed || chr(10) || 'target=' || chr(10) || 'ruling=' || chr(10)
                   || 'result=' || chr(10) || 'referee=clock' || chr(10) || 'note=' || chr(10)
                   || 'prev=' || prev || chr(10);
                 INSERT INTO referee_entry (id, event_id, recorded_at, round, board, kind, player,
                     player_id, infraction, penalty, sanctions, edition, target, ruling, result,
                     referee, note, prev_hash, hash)
                   VALUES (new_id, p_event, at, p_round, p_board, 'infraction', p_player, pid,
                     'overtime', 'loss-on-time', 'loss-on-time', ed, NULL, '', '', 'clock', '',
                     prev, encode(sha256(convert_to(body, 'UTF8')), 'hex'));
                 res := CASE p_player WHEN 'black' THEN 'W+T' ELSE 'B+T' END;
                 IF g.result IS NOT NULL THEN
                   INSERT INTO result_ledger (event_id, round, board, changed_at, old_result,
                       new_result, reason, who, kind)
                     VALUES (p_event, p_round, p_board, at, g.result, res,
                       'referee''s ruling, ledger entry ' || new_id, 'clock', 'correction');
                 END IF;
                 UPDATE game SET result = res, by_referee = 1, ledger_entry = new_id,
                   version = version + 1 WHERE id = g.id;
                 RETURN QUERY SELECT new_id, res, false;
               END$body$$f$, current_schema());
             END $do$)"),
       }},
      // 101: a referee's result reaches the game only with its log: at commit, a change of a
      // game's result made by a user whose role in the event is referee needs, written in the
      // same transaction, the result log's row for that game with that result (service::
      // enterResult, a ruling that replaces a result) or a ledger entry of that game (a ruling
      // that decides an open game). A direct `UPDATE game SET result` is refused. (The td's and
      // the owner's writes are not checked here; the clock's go through tengen_clock_flag.)
      {101,
       "a referee's result change needs its log row in the same transaction",
       {
           Sql::postgresOnly(R"(DO $do$ BEGIN
             EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_require_logged_result()
               RETURNS trigger LANGUAGE plpgsql SET search_path = %1$I, pg_temp AS $body$
               DECLARE me bigint := pg_current_xact_id()::text::bigint %% 4294967296;
               BEGIN
                 IF NOT tengen_has_role(NEW.event_id, ARRAY['referee']) THEN RETURN NULL; END IF;
                 IF EXISTS (SELECT 1 FROM result_ledger l WHERE l.event_id = NEW.event_id
                            AND l.round = NEW.round AND l.board = NEW.board
                            AND l.xmin::text::bigint = me
                            AND l.new_result = COALESCE(NEW.result, ''))
                    OR EXISTS (SELECT 1 FROM referee_entry e WHERE e.event_id = NEW.event_id
                               AND e.round = NEW.round AND e.board = NEW.board
                               AND e.xmin::text::bigint = me) THEN
                   RETURN NULL;
                 END IF;
                 RAISE EXCEPTION 'permission denied: round %% board %%: a referee changes a result only through Tengen (its result log row or ruling)',
                   NEW.round, NEW.board USING ERRCODE = 'insufficient_privilege';
               END$body$$f$, current_schema());
             END $do$)"),
           Sql::postgresOnly("DROP TRIGGER IF EXISTS tengen_logged_result ON game"),
           Sql::postgresOnly(R"(CREATE CONSTRAINT TRIGGER tengen_logged_result
             AFTER UPDATE OF result ON game DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
             WHEN (OLD.result IS DISTINCT FROM NEW.result)
             EXECUTE FUNCTION tengen_require_logged_result())"),
       }},
  };
}

}  // namespace tengen::db
