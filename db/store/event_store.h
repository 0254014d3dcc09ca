#pragma once
// The event store: one event in one SQLite file (Qt Sql), read and written as the model's types.
// Every public change is one transaction: it happens whole or not at all. SQL lives only in db/.
// Given a postgresql://USER@HOST:PORT/DB?event=NAME URL instead of a path (db/store/pg_url.h), the
// same store works on PostgreSQL (QPSQL), where one database may hold many events.

#include <QSqlDatabase>
#include <QString>
#include <QVariant>
#include <QVariantList>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "db/store/migrations.h"
#include "db/store/pg_statements.h"
#include "db/store/store_error.h"
#include "pairing/event.h"
#include "pairing/game.h"
#include "pairing/player.h"

class QSqlQuery;

namespace tengen::test {
struct StoreRows;  // tests/support/store_rows.h: rows set up for a test, past the services
}

namespace tengen::db {

class LedgerStore;
namespace service {
struct ResultRows;  // db/service/result_entry.cpp: the result door's row writes
}

class EventStore {
 public:
  // Creates a new event file at `path` with the event's settings; refuses an existing file.
  // `path` may be a PostgreSQL URL: the database must exist; an event of that key is refused.
  // A new file is written as a hidden partial file next to `path` and renamed to it only once
  // complete (db/store/partial_file.h): a killed process leaves no half-made event behind.
  static std::unique_ptr<EventStore> create(const QString& path, const pairing::Event& event);
  // The same, with `fill` run on the new event inside the transaction that creates it: the event
  // appears (to other processes, and on PostgreSQL to other clients) with everything `fill` wrote,
  // or not at all if `fill` throws or the process dies. On PostgreSQL event creation is serialised
  // per database, so a long `fill` delays other clients' `create` (not their use of events).
  static std::unique_ptr<EventStore> create(const QString& path, const pairing::Event& event,
                                            const std::function<void(EventStore&)>& fill);
  // Opens an event file, upgrading an older schema in one transaction; refuses a newer one.
  static std::unique_ptr<EventStore> open(const QString& path);
  // True when `path` names a PostgreSQL event (postgresql://... or postgres://...).
  static bool isDatabaseUrl(const QString& path);

  ~EventStore();
  EventStore(const EventStore&) = delete;
  EventStore& operator=(const EventStore&) = delete;

  const QString& path() const { return path_; }
  int schemaVersion() const;
  Dialect dialect() const { return dialect_; }
  // The event's key in a PostgreSQL database (empty on SQLite).
  const QString& eventKey() const { return eventKey_; }

  pairing::Event event() const;
  // Stores new settings; refuses invalid ones and a stale version (event.version must match).
  void updateEvent(const pairing::Event& event);

  // Players, in registration order.
  std::vector<pairing::Player> players() const;
  pairing::Player player(pairing::PlayerId id) const;
  pairing::PlayerId addPlayer(const pairing::Player& player);
  // Adds all of them or none (one transaction); returns their new ids in order.
  std::vector<pairing::PlayerId> addPlayers(const std::vector<pairing::Player>& players);
  // Stores a changed player; refuses a stale version (player.version must match the stored row).
  void updatePlayer(const pairing::Player& player);
  void withdrawPlayer(pairing::PlayerId id);

  // Rounds that have a draw, in order.
  std::vector<int> roundNumbers() const;
  std::optional<pairing::Round> round(int number) const;
  // Stores a round's draw, replacing an earlier draw of the same round (games and byes).
  void saveRound(const pairing::Round& round);
  void deleteRound(int number);
  // Runs `work` in one transaction (joining an enclosing one); rolls back if it throws. On SQLite
  // the transaction is a write transaction from its first statement (BEGIN IMMEDIATE): a second
  // writer waits for it (busy timeout, 5 s) instead of failing when its read turns into a write;
  // past the timeout it throws StoreError Busy ("the event is busy, try again").
  void transaction(const std::function<void()>& work);
  // Runs `work` on one consistent snapshot that blocks no writer (joining an enclosing
  // transaction): SQLite a deferred read transaction (a WAL reader never takes the write lock),
  // PostgreSQL REPEATABLE READ, READ ONLY. For checks that read much (`tengen db check`).
  void readSnapshot(const std::function<void()>& work);
  // Whether a transaction is open (a caller's, which a write must join rather than commit alone).
  bool inTransaction() const { return transactionDepth_ > 0; }

  // Inside a transaction: the game at `board` of `round`, read and locked against every other
  // writer until the transaction ends (PostgreSQL: SELECT ... FOR UPDATE on the row; SQLite: the
  // write lock the transaction holds). What a service checks (the result, its version, the ledger's
  // say) is read after this, so check and write are one step. Throws NoSuchRound / NoSuchGame.
  pairing::Game lockGame(int round, int board);
  // The same for every game of a round, locked in board order (so two lockers never deadlock).
  // Throws NoSuchRound when the round has no draw.
  std::vector<pairing::Game> lockRound(int round);

  // The connection, for other db/ parts (ledger, clock journal) that extend the store.
  QSqlDatabase& database() { return db_; }
  std::int64_t eventId() const { return eventId_; }

  // Prepares and runs a statement with positional bindings; throws StoreError on failure.
  QSqlQuery exec(const QString& sql, const QVariantList& bindings = {}) const;
  // The same (kept for the callers that name the statements other clients wait for): every
  // statement now takes one round trip on PostgreSQL, its values written into it as literals,
  // formatted and escaped by the driver exactly as QPSQL formats them for the EXECUTE of a
  // prepared statement, instead of PREPARE + EXECUTE + DEALLOCATE.
  QSqlQuery execOnce(const QString& sql, const QVariantList& bindings = {}) const;
  // Inside a transaction: waits until no other client is appending to `journal` (a table name) of
  // this event, and keeps them waiting until this transaction ends (PostgreSQL advisory lock). Call
  // it before reading a journal's last row to append the next (ledger hash chain, per-board
  // sequence numbers) so concurrent desks do not both take the same place. No-op on SQLite, whose
  // writers are serialised by the file lock.
  void lockForAppend(const QString& journal);
  // PostgreSQL: the database user this store is connected as (read once); empty on SQLite.
  const QString& connectedUser() const;
  // Runs an INSERT and returns the new row's `id` (RETURNING id on PostgreSQL).
  std::int64_t insertReturningId(const QString& sql, const QVariantList& bindings);

  // Whether the connection works, for a front end that must tell a refusal from a dropped
  // connection: Alive (it answered: an error was a real refusal), Restored (it had been lost and
  // is open again: resubmit), Down (lost and not reopened: offline, try again later). SQLite is
  // always Alive. Not inside a transaction.
  enum class Link { Alive, Restored, Down };
  Link probeConnection();

 private:
  // A game's result is written only by the services that check it first (the one result door,
  // service::enterResult, and a referee's ruling, LedgerStore), and by the tests' row set-up.
  friend struct service::ResultRows;
  friend class LedgerStore;
  friend struct test::StoreRows;
  // Sets (or with nullopt clears) a game's result; refuses an unknown round or board. Entering
  // the result the game already has changes nothing (idempotent: no new version). With
  // `expectedVersion` (the game.version the caller read), a different result over a game changed
  // since is refused (StaleVersion) instead of overwriting it. Returns the game's version after.
  std::int64_t setResult(int round, int board, const std::optional<pairing::Result>& result,
                         std::optional<std::int64_t> expectedVersion = std::nullopt);

  EventStore(QString path, QString connectionName, Dialect dialect);
  void configure();
  void configurePostgres();
  void migrateFrom(int version);
  int readSchemaVersion() const;
  std::vector<pairing::Game> gamesOf(int round) const;
  std::vector<pairing::Game> readGames(const QString& where, const QVariantList& bindings,
                                       bool forUpdate) const;
  // The game columns in the order gameFromRow reads them from `first` (readGames' row format).
  static QString gameColumns(const QString& alias);
  static constexpr int kGameColumnCount = 12;
  static pairing::Game gameFromRow(const QSqlQuery& query, int first);

  void begin();
  void commit();
  QString inlineValues(const QString& sql, const QVariantList& bindings) const;
  // One bound value as the SQL literal QPSQL would send for it.
  QString literalOf(const QVariant& value) const;
  // A failed statement's error as a StoreError: Busy for SQLite's "database is locked".
  StoreError errorOf(const class QSqlError& error) const;
  static std::unique_ptr<EventStore> createPostgres(const QString& url, const pairing::Event& event,
                                                    const std::function<void(EventStore&)>& fill);
  static std::unique_ptr<EventStore> openPostgres(const QString& url);
  // PostgreSQL: the version in tengen_meta, 0 for an empty database; NotAnEvent for a database
  // that holds other tables but no Tengen schema.
  int postgresSchemaVersion() const;
  // After a failed statement on PostgreSQL: reconnects if the connection was lost.
  void recoverConnection() const;

  QString path_;
  QString connectionName_;
  Dialect dialect_ = Dialect::SQLite;
  QString eventKey_;
  mutable QSqlDatabase db_;  // mutable: a lost PostgreSQL connection is reopened on next use
  std::int64_t eventId_ = 1;
  int transactionDepth_ = 0;
  mutable bool checkConnection_ = false;
  mutable std::optional<QString> connectedUser_;
  mutable PgStatements statements_;  // PostgreSQL: this connection's prepared statements
};

}  // namespace tengen::db
