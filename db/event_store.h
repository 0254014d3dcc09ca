#pragma once
// The event store: one event in one SQLite file (Qt Sql), read and written as the model's types.
// Every public change is one transaction: it happens whole or not at all. SQL lives only in db/.

#include <QSqlDatabase>
#include <QString>
#include <QVariant>
#include <QVariantList>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "db/store_error.h"
#include "pairing/event.h"
#include "pairing/game.h"
#include "pairing/player.h"

class QSqlQuery;

namespace tengen::db {

class EventStore {
 public:
  // Creates a new event file at `path` with the event's settings; refuses an existing file.
  static std::unique_ptr<EventStore> create(const QString& path, const pairing::Event& event);
  // Opens an event file, upgrading an older schema in one transaction; refuses a newer one.
  static std::unique_ptr<EventStore> open(const QString& path);

  ~EventStore();
  EventStore(const EventStore&) = delete;
  EventStore& operator=(const EventStore&) = delete;

  const QString& path() const { return path_; }
  int schemaVersion() const;

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
  // Sets (or with nullopt clears) a game's result; refuses an unknown round or board.
  void setResult(int round, int board, const std::optional<pairing::Result>& result);

  // Runs `work` in one transaction (joining an enclosing one); rolls back if it throws.
  void transaction(const std::function<void()>& work);

  // The connection, for other db/ parts (ledger, clock journal) that extend the store.
  QSqlDatabase& database() { return db_; }
  std::int64_t eventId() const { return eventId_; }

  // Prepares and runs a statement with positional bindings; throws StoreError on failure.
  QSqlQuery exec(const QString& sql, const QVariantList& bindings = {}) const;

 private:
  EventStore(QString path, QString connectionName);
  void configure();
  void migrateFrom(int version);
  int readSchemaVersion() const;
  std::vector<pairing::Game> gamesOf(int round) const;

  QString path_;
  QString connectionName_;
  QSqlDatabase db_;
  std::int64_t eventId_ = 1;
  int transactionDepth_ = 0;
};

}  // namespace tengen::db
