-- Tengen event store, schema version 161 (SQLite).
-- Generated from a freshly migrated database (db/store/schema_text.h);
-- the test db_schema_is_current compares it. Do not edit by hand.

CREATE TABLE bye (
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                player_id INTEGER NOT NULL REFERENCES player(id),
                PRIMARY KEY (event_id, round, player_id),
                FOREIGN KEY (event_id, round) REFERENCES round(event_id, number));

CREATE TABLE chain_seal (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL REFERENCES event(id),
                sealed_at TEXT NOT NULL,
                who TEXT NOT NULL DEFAULT '',
                public_key TEXT NOT NULL,
                heads TEXT NOT NULL,
                signature TEXT NOT NULL);
CREATE INDEX chain_seal_event ON chain_seal(event_id, id);
CREATE TRIGGER chain_seal_no_delete BEFORE DELETE
              ON chain_seal BEGIN SELECT RAISE(ABORT, 'the seals are append-only'); END;
CREATE TRIGGER chain_seal_no_update BEFORE UPDATE
              ON chain_seal BEGIN SELECT RAISE(ABORT, 'the seals are append-only'); END;

CREATE TABLE clock_event (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                clock_id INTEGER NOT NULL REFERENCES clock_game(id),
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                board INTEGER NOT NULL,
                seq INTEGER NOT NULL CHECK (seq >= 1),
                kind TEXT NOT NULL,
                at_ms INTEGER NOT NULL,
                utc TEXT NOT NULL,
                player TEXT NOT NULL CHECK (player IN ('black', 'white')),
                amount_ms INTEGER NOT NULL DEFAULT 0,
                count_value INTEGER NOT NULL DEFAULT 0, prev_hash TEXT NOT NULL DEFAULT '', hash TEXT NOT NULL DEFAULT '',
                UNIQUE (clock_id, seq));
CREATE TRIGGER clock_event_no_delete BEFORE DELETE ON clock_event
              BEGIN SELECT RAISE(ABORT, 'the clock journal is append-only'); END;
CREATE TRIGGER clock_event_no_update BEFORE UPDATE ON clock_event
              BEGIN SELECT RAISE(ABORT, 'the clock journal is append-only'); END;

CREATE TABLE clock_game (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL CHECK (round >= 1),
                board INTEGER NOT NULL CHECK (board >= 1),
                black_settings TEXT NOT NULL,
                white_settings TEXT NOT NULL,
                late_limit_ms INTEGER,
                created_utc TEXT NOT NULL,
                UNIQUE (event_id, round, board));

CREATE TABLE clock_voice (
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL CHECK (round >= 1),
                board INTEGER NOT NULL CHECK (board >= 1),
                lang TEXT NOT NULL CHECK (lang IN ('zh', 'en')),
                PRIMARY KEY (event_id, round, board));

CREATE TABLE clock_voice_default (
                event_id INTEGER PRIMARY KEY,
                lang TEXT NOT NULL CHECK (lang IN ('zh', 'en')));

CREATE TABLE counting (
                event_id INTEGER NOT NULL REFERENCES event(id),
                round INTEGER NOT NULL CHECK (round >= 1),
                board INTEGER NOT NULL CHECK (board >= 1),
                black INTEGER NOT NULL REFERENCES player(id),
                white INTEGER NOT NULL REFERENCES player(id),
                sgf BLOB,
                position TEXT NOT NULL,
                dead TEXT NOT NULL DEFAULT '',
                seki TEXT NOT NULL DEFAULT '',
                rules TEXT NOT NULL,
                komi_half INTEGER NOT NULL,
                handicap INTEGER NOT NULL,
                black_count_half INTEGER NOT NULL,
                white_count_half INTEGER NOT NULL,
                neutral INTEGER NOT NULL,
                margin_half INTEGER NOT NULL,
                result TEXT NOT NULL,
                reported TEXT NOT NULL DEFAULT '',
                reported_agrees INTEGER,
                verified_utc TEXT NOT NULL,
                PRIMARY KEY (event_id, round, board));

CREATE TABLE event (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                start_date TEXT, end_date TEXT,
                venue TEXT NOT NULL DEFAULT '', organiser TEXT NOT NULL DEFAULT '',
                chief_referee TEXT NOT NULL DEFAULT '',
                system TEXT NOT NULL, rounds INTEGER NOT NULL CHECK (rounds BETWEEN 1 AND 99),
                rules TEXT NOT NULL,
                board_size INTEGER NOT NULL CHECK (board_size BETWEEN 2 AND 25),
                time_control TEXT NOT NULL DEFAULT '',
                scoring TEXT NOT NULL,
                version INTEGER NOT NULL DEFAULT 1, event_key TEXT, komi_half INTEGER NOT NULL DEFAULT 15);
CREATE UNIQUE INDEX event_key_unique ON event(event_key);

CREATE TABLE event_log (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                changed_at TEXT NOT NULL,
                field TEXT NOT NULL CHECK (field <> ''),
                old_value TEXT NOT NULL DEFAULT '',
                new_value TEXT NOT NULL DEFAULT '',
                who TEXT NOT NULL DEFAULT '', prev_hash TEXT NOT NULL DEFAULT '', hash TEXT NOT NULL DEFAULT '');
CREATE INDEX event_log_event ON event_log(event_id, id);
CREATE TRIGGER event_log_no_delete BEFORE DELETE ON event_log
              BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
CREATE TRIGGER event_log_no_update BEFORE UPDATE ON event_log
              BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;

CREATE TABLE game (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                board INTEGER NOT NULL CHECK (board >= 1),
                black INTEGER NOT NULL REFERENCES player(id),
                white INTEGER NOT NULL REFERENCES player(id),
                handicap INTEGER NOT NULL DEFAULT 0,
                colours TEXT NOT NULL,
                result TEXT,
                by_referee INTEGER NOT NULL DEFAULT 0,
                ledger_entry INTEGER,
                version INTEGER NOT NULL DEFAULT 1, ledger_seq INTEGER NOT NULL DEFAULT 0, komi_half INTEGER NOT NULL DEFAULT 15,
                UNIQUE (event_id, round, board),
                CHECK (black <> white),
                FOREIGN KEY (event_id, round) REFERENCES round(event_id, number));

CREATE TABLE nigiri (
                event_id INTEGER NOT NULL REFERENCES event(id),
                round INTEGER NOT NULL,
                board INTEGER NOT NULL,
                holder INTEGER NOT NULL REFERENCES player(id),
                guess TEXT NOT NULL CHECK (guess IN ('odd', 'even')),
                stones INTEGER NOT NULL CHECK (stones >= 1),
                PRIMARY KEY (event_id, round, board));

CREATE TABLE opengotha_kept (
                event_id INTEGER NOT NULL REFERENCES event(id),
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (event_id, key));

CREATE TABLE pairing_fixed_pair (
                event_id INTEGER NOT NULL REFERENCES event(id),
                round INTEGER NOT NULL CHECK (round >= 1),
                player_a INTEGER NOT NULL REFERENCES player(id),
                player_b INTEGER NOT NULL REFERENCES player(id),
                PRIMARY KEY (event_id, round, player_a),
                CHECK (player_a <> player_b));

CREATE TABLE pairing_fixed_table (
                event_id INTEGER NOT NULL REFERENCES event(id),
                player_id INTEGER NOT NULL REFERENCES player(id),
                board INTEGER NOT NULL CHECK (board >= 1),
                PRIMARY KEY (event_id, player_id));

CREATE TABLE pairing_forbidden (
                event_id INTEGER NOT NULL REFERENCES event(id),
                player_a INTEGER NOT NULL REFERENCES player(id),
                player_b INTEGER NOT NULL REFERENCES player(id),
                PRIMARY KEY (event_id, player_a, player_b),
                CHECK (player_a <> player_b));

CREATE TABLE pairing_mms_correction (
                event_id INTEGER NOT NULL REFERENCES event(id),
                player_id INTEGER NOT NULL REFERENCES player(id),
                points INTEGER NOT NULL,
                PRIMARY KEY (event_id, player_id));

CREATE TABLE pairing_setting (
                event_id INTEGER NOT NULL REFERENCES event(id),
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (event_id, key));

CREATE TABLE player (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL REFERENCES event(id),
                name TEXT NOT NULL CHECK (name <> ''),
                latin_name TEXT NOT NULL DEFAULT '',
                rank TEXT NOT NULL,
                rating INTEGER,
                club TEXT NOT NULL DEFAULT '', country TEXT NOT NULL DEFAULT '',
                born TEXT, egd_pin TEXT NOT NULL DEFAULT '',
                status TEXT NOT NULL DEFAULT 'registered',
                version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX player_event ON player(event_id);

CREATE TABLE player_absence (
                player_id INTEGER NOT NULL REFERENCES player(id),
                round INTEGER NOT NULL CHECK (round >= 1),
                PRIMARY KEY (player_id, round));

CREATE TABLE referee_entry (
                id INTEGER NOT NULL CHECK (id >= 1),
                event_id INTEGER NOT NULL,
                recorded_at TEXT NOT NULL,
                round INTEGER NOT NULL CHECK (round >= 1),
                board INTEGER NOT NULL CHECK (board >= 1),
                kind TEXT NOT NULL CHECK (kind IN ('infraction', 'correction', 'appeal', 'override')),
                player TEXT NOT NULL DEFAULT '' CHECK (player IN ('black', 'white', '')),
                infraction TEXT NOT NULL DEFAULT '',
                penalty TEXT NOT NULL DEFAULT '',
                sanctions TEXT NOT NULL DEFAULT '',
                edition TEXT NOT NULL CHECK (edition IN ('2002', 'older')),
                target INTEGER,
                ruling TEXT NOT NULL DEFAULT '' CHECK (ruling IN ('', 'reverse', 'amend', 'uphold')),
                result TEXT NOT NULL DEFAULT '',
                referee TEXT NOT NULL CHECK (referee <> ''),
                note TEXT NOT NULL DEFAULT '',
                prev_hash TEXT NOT NULL,
                hash TEXT NOT NULL, player_id INTEGER,
                PRIMARY KEY (event_id, id),
                UNIQUE (event_id, hash),
                FOREIGN KEY (event_id, target) REFERENCES referee_entry(event_id, id));
CREATE INDEX referee_entry_game ON referee_entry(event_id, round, board);
CREATE TRIGGER referee_entry_no_delete BEFORE DELETE ON referee_entry
              BEGIN SELECT RAISE(ABORT, 'the referee ledger is append-only'); END;
CREATE TRIGGER referee_entry_no_update BEFORE UPDATE ON referee_entry
              BEGIN SELECT RAISE(ABORT, 'the referee ledger is append-only'); END;

CREATE TABLE referee_setting (
                event_id INTEGER PRIMARY KEY,
                edition TEXT NOT NULL DEFAULT '2002' CHECK (edition IN ('2002', 'older')));

CREATE TABLE report_settings (
                event_id INTEGER NOT NULL REFERENCES event(id),
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (event_id, key));

CREATE TABLE "result_ledger" (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                board INTEGER NOT NULL,
                changed_at TEXT NOT NULL,
                old_result TEXT NOT NULL DEFAULT '',
                new_result TEXT NOT NULL DEFAULT '',
                reason TEXT NOT NULL DEFAULT '',
                who TEXT NOT NULL DEFAULT '',
                kind TEXT NOT NULL DEFAULT 'correction' CHECK (kind IN ('entry', 'correction')), prev_hash TEXT NOT NULL DEFAULT '', hash TEXT NOT NULL DEFAULT '',
                CHECK (kind = 'entry' OR reason <> ''));
CREATE INDEX result_ledger_game ON result_ledger(event_id, round, board, id);
CREATE TRIGGER result_ledger_no_delete BEFORE DELETE ON result_ledger
              BEGIN SELECT RAISE(ABORT, 'the result log is append-only'); END;
CREATE TRIGGER result_ledger_no_update BEFORE UPDATE ON result_ledger
              BEGIN SELECT RAISE(ABORT, 'the result log is append-only'); END;

CREATE TABLE round (
                event_id INTEGER NOT NULL REFERENCES event(id),
                number INTEGER NOT NULL CHECK (number >= 1),
                seed TEXT NOT NULL,
                start_time TEXT,
                PRIMARY KEY (event_id, number));

CREATE TABLE tengen_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

