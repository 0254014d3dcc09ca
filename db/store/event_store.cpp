#include "db/store/event_store.h"

#include <QAtomicInteger>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QVariant>
#include <boost/date_time/posix_time/posix_time.hpp>

#include "db/store/migrations.h"
#include "db/store/migrations_modules.h"
#include "db/store/partial_file.h"
#include "db/store/pg_dialect.h"
#include "db/store/pg_roles.h"
#include "db/store/pg_url.h"
#include "db/store/sql_placeholders.h"
#include "db/store/sql_text.h"
#include "pairing/event_problem.h"

namespace tengen::db {
namespace {

using namespace tengen::pairing;

// Runs `work` in a transaction just begun (counted in `depth`, so that statements and nested
// transactions inside it join it): commits after it, or rolls back if it throws.
void runBegun(int& depth, const std::function<void()>& work, const std::function<void()>& rollback,
              const std::function<void()>& commit) {
  ++depth;
  try {
    work();
  } catch (...) {
    --depth;
    rollback();
    throw;
  }
  --depth;
  commit();
}

void rollbackBegun(db::Dialect dialect, QSqlDatabase& db) {
  if (dialect == db::Dialect::SQLite)
    QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
  else
    db.rollback();
}

using sql_text::q;
using sql_text::s;

QVariant dateOrNull(const std::optional<boost::gregorian::date>& d) {
  return d ? QVariant(q(toIsoDate(*d))) : QVariant(QMetaType(QMetaType::QString));
}

std::optional<boost::gregorian::date> dateFrom(const QVariant& v) {
  if (v.isNull() || v.toString().isEmpty()) return std::nullopt;
  return parseIsoDate(s(v));
}

QVariant intOrNull(const std::optional<int>& v) {
  return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Int));
}

QString nextConnectionName() {
  static QAtomicInteger<int> counter;
  return QStringLiteral("tengen-event-%1").arg(counter.fetchAndAddRelaxed(1));
}

bool isNotADatabase(const QSqlError& e) {
  const QString text = e.databaseText() + e.driverText();
  return text.contains(QLatin1String("not a database"), Qt::CaseInsensitive) ||
         text.contains(QLatin1String("malformed"), Qt::CaseInsensitive) ||
         text.contains(QLatin1String("encrypted"), Qt::CaseInsensitive);
}

}  // namespace

EventStore::EventStore(QString path, QString connectionName, Dialect dialect)
    : path_(std::move(path)), connectionName_(std::move(connectionName)), dialect_(dialect) {
  if (dialect_ == Dialect::SQLite) {
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    db_.setDatabaseName(path_);
    return;
  }
  const auto loc = parsePostgresUrl(path_);
  if (!loc)
    throw StoreError(
        StoreError::Kind::Invalid,
        "event: " + path_.toStdString() +
            " is not a PostgreSQL URL (postgresql://USER@HOST:PORT/DATABASE?event=NAME)");
  db_ = addPostgresConnection(*loc, connectionName_);
  eventKey_ = loc->eventKey;
}

bool EventStore::isDatabaseUrl(const QString& path) {
  return isPostgresUrl(path);
}

EventStore::~EventStore() {
  db_.close();
  db_ = QSqlDatabase();
  QSqlDatabase::removeDatabase(connectionName_);
}

std::unique_ptr<EventStore> EventStore::create(const QString& path, const Event& event) {
  return create(path, event, {});
}

std::unique_ptr<EventStore> EventStore::create(const QString& path, const Event& event,
                                               const std::function<void(EventStore&)>& fill) {
  if (auto problem = pairing::findEventProblem(event)) throw StoreError(*problem);
  if (isPostgresUrl(path)) return createPostgres(path, event, fill);
  removeStalePartials(path);  // left by a process killed while it created this event
  if (QFileInfo::exists(path)) throw StoreError(StoreError::Kind::FileExists, path.toStdString());
  const QString partial = partialPathFor(path);
  std::unique_ptr<EventStore> store(new EventStore(partial, nextConnectionName(), Dialect::SQLite));
  try {
    store->configure();
    store->transaction([&] {
      store->migrateFrom(0);
      store->exec(
          QStringLiteral("INSERT INTO event (id, name, system, rounds, rules, board_size, "
                         "komi_half, scoring) VALUES (1, ?, 'swiss', 1, 'chinese-2002', 19, 15, "
                         "'2-1-0')"),
          {q(event.name)});
      Event stored = event;
      stored.version = 1;
      store->updateEvent(stored);
      if (fill) fill(*store);
    });
    store->exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    store.reset();  // the last connection: the WAL is checkpointed into the file and removed
    if (!publishPartial(partial, path))
      throw StoreError(StoreError::Kind::FileExists, path.toStdString());
  } catch (...) {
    store.reset();
    removeSqliteFiles(partial);  // a half-created file is no event: leave nothing behind
    throw;
  }
  return open(path);
}

std::unique_ptr<EventStore> EventStore::open(const QString& path) {
  if (isPostgresUrl(path)) return openPostgres(path);
  QFileInfo info(path);
  if (!info.exists()) throw StoreError(StoreError::Kind::FileMissing, path.toStdString());
  if (!info.isFile()) throw StoreError(StoreError::Kind::NotAnEvent, path.toStdString());
  std::unique_ptr<EventStore> store(new EventStore(path, nextConnectionName(), Dialect::SQLite));
  store->configure();
  const int version = store->readSchemaVersion();
  if (version > currentSchemaVersion())
    throw StoreError(StoreError::Kind::NewerSchema,
                     path.toStdString() + " has schema " + std::to_string(version) +
                         ", this Tengen reads up to " + std::to_string(currentSchemaVersion()));
  if (version < currentSchemaVersion()) store->transaction([&] { store->migrateFrom(version); });
  return store;
}

void EventStore::configure() {
  if (!db_.open())
    throw StoreError(StoreError::Kind::Database,
                     path_.toStdString() + ": " + db_.lastError().text().toStdString());
  QSqlQuery query(db_);
  // The first statement that reads the file tells a SQLite file from anything else.
  if (!query.exec(QStringLiteral("PRAGMA schema_version"))) {
    if (isNotADatabase(query.lastError()))
      throw StoreError(StoreError::Kind::NotAnEvent, path_.toStdString());
    throw StoreError(StoreError::Kind::Database,
                     path_.toStdString() + ": " + query.lastError().text().toStdString());
  }
  for (const char* pragma : {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL",
                             "PRAGMA synchronous = FULL", "PRAGMA busy_timeout = 8000"}) {
    if (!query.exec(QString::fromLatin1(pragma))) {
      if (isNotADatabase(query.lastError()))
        throw StoreError(StoreError::Kind::NotAnEvent, path_.toStdString());
      throw StoreError(StoreError::Kind::Database, query.lastError().text().toStdString());
    }
  }
}

// --- PostgreSQL ---------------------------------------------------------------------------------

namespace {
// Serialises schema upgrades and event creation among clients of one database.
constexpr const char* kSchemaLock = "SELECT pg_advisory_xact_lock(1952805748)";  // "tengen"
}  // namespace

void EventStore::configurePostgres() {
  const auto loc = parsePostgresUrl(path_);
  if (!db_.open()) {
    const QString why = db_.lastError().text();
    if (why.contains(QLatin1String("does not exist")) && why.contains(QLatin1String("database")))
      throw StoreError(StoreError::Kind::FileMissing, loc->display().toStdString());
    throw StoreError(StoreError::Kind::Database,
                     loc->display().toStdString() + ": " + why.toStdString());
  }
  exec(QStringLiteral("SET client_min_messages = warning"));
}

int EventStore::postgresSchemaVersion() const {
  QSqlQuery meta = exec(QStringLiteral(
      "SELECT to_regclass('tengen_meta') IS NOT NULL, to_regclass('event') IS NOT NULL"));
  meta.next();
  if (meta.value(0).toBool()) return readSchemaVersion();
  if (meta.value(1).toBool()) throw StoreError(StoreError::Kind::NotAnEvent, path_.toStdString());
  return 0;
}

std::unique_ptr<EventStore> EventStore::createPostgres(
    const QString& url, const Event& event, const std::function<void(EventStore&)>& fill) {
  std::unique_ptr<EventStore> store(new EventStore(url, nextConnectionName(), Dialect::PostgreSQL));
  if (store->eventKey_.isEmpty()) store->eventKey_ = QStringLiteral("main");
  store->configurePostgres();
  store->transaction([&] {
    store->exec(QString::fromLatin1(kSchemaLock));
    const int version = store->postgresSchemaVersion();
    if (version > currentSchemaVersion())
      throw StoreError(StoreError::Kind::NewerSchema,
                       url.toStdString() + " has schema " + std::to_string(version) +
                           ", this Tengen reads up to " + std::to_string(currentSchemaVersion()));
    if (version < currentSchemaVersion()) store->migrateFrom(version);
    QSqlQuery taken =
        store->exec(QStringLiteral("SELECT 1 FROM event WHERE event_key = ?"), {store->eventKey_});
    if (taken.next()) throw StoreError(StoreError::Kind::FileExists, url.toStdString());
    // From a sequence (migration 91): an id is never taken twice, not even after a drop-event.
    QSqlQuery id = store->exec(QStringLiteral("SELECT nextval('tengen_event_id')"));
    id.next();
    store->eventId_ = id.value(0).toLongLong();
    store->exec(QStringLiteral("INSERT INTO event (id, event_key, name, system, rounds, rules, "
                               "board_size, komi_half, scoring) VALUES (?, ?, ?, 'swiss', 1, "
                               "'chinese-2002', 19, 15, '2-1-0')"),
                {QVariant::fromValue(store->eventId_), store->eventKey_, q(event.name)});
    Event stored = event;
    stored.version = 1;
    store->updateEvent(stored);
    if (fill) fill(*store);
  });
  return store;
}

std::unique_ptr<EventStore> EventStore::openPostgres(const QString& url) {
  std::unique_ptr<EventStore> store(new EventStore(url, nextConnectionName(), Dialect::PostgreSQL));
  store->configurePostgres();
  int version = store->postgresSchemaVersion();
  if (version == 0) throw StoreError(StoreError::Kind::FileMissing, url.toStdString());
  auto newer = [&](int v) {
    return StoreError(StoreError::Kind::NewerSchema,
                      url.toStdString() + " has schema " + std::to_string(v) +
                          ", this Tengen reads up to " + std::to_string(currentSchemaVersion()));
  };
  if (version > currentSchemaVersion()) throw newer(version);
  if (version < currentSchemaVersion()) {
    store->transaction([&] {
      store->exec(QString::fromLatin1(kSchemaLock));
      version = store->readSchemaVersion();  // another client may have upgraded meanwhile
      if (version > currentSchemaVersion()) throw newer(version);
      if (version < currentSchemaVersion()) store->migrateFrom(version);
    });
  }
  QSqlQuery found =
      store->eventKey_.isEmpty()
          ? store->exec(QStringLiteral("SELECT id, event_key FROM event ORDER BY id LIMIT 2"))
          : store->exec(QStringLiteral("SELECT id, event_key FROM event WHERE event_key = ?"),
                        {store->eventKey_});
  if (!found.next()) throw StoreError(StoreError::Kind::FileMissing, url.toStdString());
  store->eventId_ = found.value(0).toLongLong();
  store->eventKey_ = found.value(1).toString();
  if (found.next())
    throw StoreError(StoreError::Kind::Invalid,
                     "event: this database holds several events; name one with ?event=NAME");
  return store;
}

int EventStore::readSchemaVersion() const {
  QSqlQuery query(db_);
  if (!query.exec(QStringLiteral("SELECT value FROM tengen_meta WHERE key = 'schema_version'")) ||
      !query.next())
    throw StoreError(StoreError::Kind::NotAnEvent, path_.toStdString());
  bool ok = false;
  const int version = query.value(0).toInt(&ok);
  if (!ok || version < 1) throw StoreError(StoreError::Kind::NotAnEvent, path_.toStdString());
  return version;
}

int EventStore::schemaVersion() const {
  return readSchemaVersion();
}

void EventStore::migrateFrom(int version) {
  for (const Migration& step : migrations()) {
    if (step.version <= version) continue;
    for (const Sql& statement : step.statements)
      for (const QString& text : statementsFor(statement, dialect_)) exec(text);
    runMigrationCode(step.version, *this);
    exec(QStringLiteral("INSERT INTO tengen_meta (key, value) VALUES ('schema_version', ?) "
                        "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
         {QString::number(step.version)});
  }
  exec(
      QStringLiteral("INSERT INTO tengen_meta (key, value) VALUES ('application', 'tengen-event') "
                     "ON CONFLICT (key) DO NOTHING"));
  if (dialect_ == Dialect::PostgreSQL) {  // change feed, append-only triggers and row-level
    // security (roles per event) on every table, later modules' tables included
    exec(
        QStringLiteral("DO $$BEGIN IF to_regproc('tengen_attach_triggers') IS NOT NULL THEN "
                       "PERFORM tengen_attach_triggers(); END IF; END$$"));
    exec(
        QStringLiteral("DO $$BEGIN IF to_regproc('tengen_attach_notify') IS NOT NULL THEN "
                       "PERFORM tengen_attach_notify(); END IF; END$$"));
    attachPolicies(*this);
    // Users granted before keep their rights on the tables this upgrade created.
    if (version > 0) regrantAfterUpgrade(*this);
  }
}

QSqlQuery EventStore::exec(const QString& sql, const QVariantList& bindings) const {
  if (transactionDepth_ == 0) recoverConnection();
  QSqlQuery query(db_);
  // Every caller reads rows once, in order: forward-only skips Qt's row cache (loading a
  // 2 000-player, 9-round event in the desk spent most of its SQL time filling that cache).
  query.setForwardOnly(true);
  auto fail = [&] {
    if (dialect_ == Dialect::PostgreSQL) checkConnection_ = true;
    throw errorOf(query.lastError());
  };
  if (dialect_ == Dialect::PostgreSQL) {
    // One round trip per statement: QPSQL would PREPARE, EXECUTE and DEALLOCATE each one (three
    // round trips, and SQL PREPARE takes no DDL). The values are written into the statement as
    // literals, formatted and escaped by the driver exactly as it formats them for an EXECUTE.
    // A statement used again is sent as EXECUTE of its prepared form (pg_statements.h).
    const auto literal = [this](const QVariant& value) { return literalOf(value); };
    const std::optional<QString> prepared =
        statements_.executeText(db_, sql, bindings, transactionDepth_ > 0, literal);
    if (prepared && !query.exec(*prepared)) {
      const QSqlError error = query.lastError();
      // The prepared form itself failed (the session was reset, a schema upgrade changed its
      // result): outside a transaction the statement is simply sent again, inline.
      if (!statements_.dropAfterError(sql, error.nativeErrorCode()) || transactionDepth_ > 0)
        fail();
    } else if (prepared) {
      return query;
    }
    if (!query.exec(bindings.isEmpty() ? sql : inlineValues(sql, bindings))) fail();
    return query;
  }
  if (!query.prepare(sql)) fail();
  for (const QVariant& value : bindings) query.addBindValue(value);
  if (!query.exec()) fail();
  return query;
}

QString EventStore::inlineValues(const QString& sql, const QVariantList& bindings) const {
  int count = 0;
  QString inlined = replacePlaceholders(
      sql,
      [&](int n) {
        if (n >= bindings.size())
          throw StoreError(StoreError::Kind::Database,
                           "more placeholders than values: " + sql.left(80).toStdString());
        return literalOf(bindings[n]);
      },
      &count);
  if (count != bindings.size())
    throw StoreError(StoreError::Kind::Database,
                     "more values than placeholders: " + sql.left(80).toStdString());
  return inlined;
}

QString EventStore::literalOf(const QVariant& value) const {
  QSqlField field(QString(), value.metaType());
  // Null as QPSQL takes it for a bound value: a null QString / QByteArray is NULL too.
  const bool null = value.isNull() ||
                    (value.typeId() == QMetaType::QString && value.toString().isNull()) ||
                    (value.typeId() == QMetaType::QByteArray && value.toByteArray().isNull());
  if (null)
    field.clear();
  else
    field.setValue(value);
  return db_.driver()->formatValue(field);
}

QSqlQuery EventStore::execOnce(const QString& sql, const QVariantList& bindings) const {
  return exec(sql, bindings);
}

const QString& EventStore::connectedUser() const {
  if (!connectedUser_) {
    QString user;
    if (dialect_ == Dialect::PostgreSQL) {
      QSqlQuery query = exec(QStringLiteral("SELECT current_user"));
      if (query.next()) user = query.value(0).toString();
    }
    connectedUser_ = user;
  }
  return *connectedUser_;
}

std::int64_t EventStore::insertReturningId(const QString& sql, const QVariantList& bindings) {
  if (dialect_ == Dialect::PostgreSQL) {
    QSqlQuery query = exec(sql + QStringLiteral(" RETURNING id"), bindings);
    if (!query.next()) throw StoreError(StoreError::Kind::Database, "insert returned no id");
    return query.value(0).toLongLong();
  }
  return exec(sql, bindings).lastInsertId().toLongLong();
}

void EventStore::lockForAppend(const QString& journal) {
  if (dialect_ != Dialect::PostgreSQL) return;
  if (transactionDepth_ == 0)
    throw StoreError(StoreError::Kind::Database, "lockForAppend outside a transaction");
  execOnce(QStringLiteral("SELECT pg_advisory_xact_lock(hashtext(?), ?)"),
           {journal, static_cast<int>(eventId_ & 0x7fffffff)});
}

void EventStore::recoverConnection() const {
  if (!checkConnection_ || dialect_ != Dialect::PostgreSQL) return;
  checkConnection_ = false;
  {
    QSqlQuery ping(db_);
    if (ping.exec(QStringLiteral("SELECT 1"))) return;
  }
  db_.close();
  statements_.forget();
  if (!db_.open())
    throw StoreError(StoreError::Kind::Database,
                     "connection lost and not restored: " + db_.lastError().text().toStdString());
}

EventStore::Link EventStore::probeConnection() {
  if (dialect_ != Dialect::PostgreSQL || transactionDepth_ > 0) return Link::Alive;
  {
    QSqlQuery ping(db_);
    if (db_.isOpen() && ping.exec(QStringLiteral("SELECT 1"))) {
      checkConnection_ = false;
      return Link::Alive;
    }
  }
  db_.close();
  statements_.forget();
  if (!db_.open()) {
    checkConnection_ = true;
    return Link::Down;
  }
  checkConnection_ = false;
  QSqlQuery(db_).exec(QStringLiteral("SET client_min_messages = warning"));
  return Link::Restored;
}

namespace {
// SQLite's "database is locked" (SQLITE_BUSY, 5) and "table is locked" (SQLITE_LOCKED, 6), with
// their extended codes (5 + 256 * n).
bool isBusy(const QSqlError& error) {
  bool numeric = false;
  const int code = error.nativeErrorCode().toInt(&numeric);
  if (numeric && ((code & 0xff) == 5 || (code & 0xff) == 6)) return true;
  return error.databaseText().contains(QLatin1String("database is locked"), Qt::CaseInsensitive);
}
}  // namespace

StoreError EventStore::errorOf(const QSqlError& error) const {
  if (dialect_ == Dialect::SQLite && isBusy(error))
    return StoreError(StoreError::Kind::Busy, path_.toStdString());
  std::string detail = error.text().toStdString();
  // PostgreSQL's serialization failures and refusals keep their SQLSTATE in the detail.
  if (!error.nativeErrorCode().isEmpty() && dialect_ == Dialect::PostgreSQL)
    detail += " [" + error.nativeErrorCode().toStdString() + "]";
  return StoreError(StoreError::Kind::Database, detail);
}

void EventStore::begin() {
  if (dialect_ == Dialect::SQLite) {
    // A write transaction from the start: a deferred one that reads and then writes fails at
    // once ("database is locked", no busy wait) when another process wrote in between.
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE"))) throw errorOf(query.lastError());
    return;
  }
  if (!db_.transaction()) {
    checkConnection_ = true;
    throw errorOf(db_.lastError());
  }
}

void EventStore::commit() {
  if (dialect_ == Dialect::SQLite) {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("COMMIT"))) {
      const StoreError why = errorOf(query.lastError());
      QSqlQuery(db_).exec(QStringLiteral("ROLLBACK"));
      throw why;
    }
    return;
  }
  if (!db_.commit()) {
    const StoreError why = errorOf(db_.lastError());
    checkConnection_ = true;
    db_.rollback();
    throw why;
  }
}

void EventStore::transaction(const std::function<void()>& work) {
  if (transactionDepth_ > 0) {
    work();  // joined: the outermost transaction commits or rolls back the whole
    return;
  }
  recoverConnection();
  begin();
  runBegun(
      transactionDepth_, work, [this] { rollbackBegun(dialect_, db_); }, [this] { commit(); });
}

void EventStore::readSnapshot(const std::function<void()>& work) {
  if (transactionDepth_ > 0) {
    work();
    return;
  }
  recoverConnection();
  if (dialect_ == Dialect::SQLite) {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("BEGIN DEFERRED"))) throw errorOf(query.lastError());
  } else {
    begin();
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"))) {
      const StoreError why = errorOf(query.lastError());
      db_.rollback();
      throw why;
    }
  }
  runBegun(
      transactionDepth_, work, [this] { rollbackBegun(dialect_, db_); }, [this] { commit(); });
}

Event EventStore::event() const {
  QSqlQuery query = exec(
      QStringLiteral(
          "SELECT id, name, start_date, end_date, venue, organiser, chief_referee, system, rounds, "
          "rules, board_size, komi_half, time_control, scoring, version FROM event WHERE id = ?"),
      {QVariant::fromValue(eventId_)});
  if (!query.next()) throw StoreError(StoreError::Kind::NotAnEvent, path_.toStdString());
  Event e;
  e.id = query.value(0).toLongLong();
  e.name = s(query.value(1));
  e.startDate = dateFrom(query.value(2));
  e.endDate = dateFrom(query.value(3));
  e.venue = s(query.value(4));
  e.organiser = s(query.value(5));
  e.chiefReferee = s(query.value(6));
  e.system = pairingSystemFromCode(s(query.value(7))).value_or(PairingSystem::Swiss);
  e.rounds = query.value(8).toInt();
  e.rules = ruleSetFromCode(s(query.value(9))).value_or(RuleSetName::Chinese2002);
  e.boardSize = query.value(10).toInt();
  e.komi = rules::HalfPoints(query.value(11).toInt());
  e.timeControl = s(query.value(12));
  e.scoring = scoringFromCode(s(query.value(13))).value_or(Scoring::Chinese210);
  e.version = query.value(14).toLongLong();
  return e;
}

void EventStore::updateEvent(const Event& e) {
  if (auto problem = pairing::findEventProblem(e)) throw StoreError(*problem);
  transaction([&] {
    QSqlQuery query =
        exec(QStringLiteral("UPDATE event SET name = ?, start_date = ?, end_date = ?, venue = ?, "
                            "organiser = ?, chief_referee = ?, system = ?, rounds = ?, rules = ?, "
                            "board_size = ?, komi_half = ?, time_control = ?, scoring = ?, "
                            "version = version + 1 WHERE id = ? AND version = ?"),
             {q(e.name), dateOrNull(e.startDate), dateOrNull(e.endDate), q(e.venue), q(e.organiser),
              q(e.chiefReferee), q(std::string(toCode(e.system))), e.rounds,
              q(std::string(toCode(e.rules))), e.boardSize, e.komi.count(), q(e.timeControl),
              q(std::string(toCode(e.scoring))), QVariant::fromValue(eventId_),
              QVariant::fromValue(e.version)});
    if (query.numRowsAffected() != 1) throw StoreError(StoreError::Kind::StaleVersion, "event");
  });
}

namespace {
constexpr const char* kPlayerColumns =
    "id, name, latin_name, rank, rating, club, country, born, egd_pin, status, version";

Player playerFrom(const QSqlQuery& query) {
  Player p;
  p.id = query.value(0).toLongLong();
  p.name = s(query.value(1));
  p.latinName = s(query.value(2));
  if (auto rank = Rank::parse(s(query.value(3)))) p.rank = *rank;
  if (!query.value(4).isNull()) p.rating = query.value(4).toInt();
  p.club = s(query.value(5));
  p.country = s(query.value(6));
  p.born = dateFrom(query.value(7));
  p.egdPin = s(query.value(8));
  p.status = registrationStatusFromCode(s(query.value(9))).value_or(RegistrationStatus::Registered);
  p.version = query.value(10).toLongLong();
  return p;
}
}  // namespace

std::vector<Player> EventStore::players() const {
  std::vector<Player> out;
  QSqlQuery query = exec(QStringLiteral("SELECT %1 FROM player WHERE event_id = ? ORDER BY id")
                             .arg(QLatin1String(kPlayerColumns)),
                         {QVariant::fromValue(eventId_)});
  std::map<PlayerId, std::size_t> index;
  while (query.next()) {
    index[query.value(0).toLongLong()] = out.size();
    out.push_back(playerFrom(query));
  }
  QSqlQuery absences = exec(
      QStringLiteral(
          "SELECT a.player_id, a.round FROM player_absence a JOIN player p ON p.id = a.player_id "
          "WHERE p.event_id = ?"),
      {QVariant::fromValue(eventId_)});
  while (absences.next()) {
    auto it = index.find(absences.value(0).toLongLong());
    if (it != index.end()) out[it->second].absentRounds.insert(absences.value(1).toInt());
  }
  return out;
}

Player EventStore::player(PlayerId id) const {
  QSqlQuery query = exec(QStringLiteral("SELECT %1 FROM player WHERE id = ? AND event_id = ?")
                             .arg(QLatin1String(kPlayerColumns)),
                         {QVariant::fromValue(id), QVariant::fromValue(eventId_)});
  if (!query.next()) throw StoreError(StoreError::Kind::NoSuchPlayer, std::to_string(id));
  Player p = playerFrom(query);
  QSqlQuery absences = exec(QStringLiteral("SELECT round FROM player_absence WHERE player_id = ?"),
                            {QVariant::fromValue(id)});
  while (absences.next()) p.absentRounds.insert(absences.value(0).toInt());
  return p;
}

PlayerId EventStore::addPlayer(const Player& player) {
  return addPlayers({player}).front();
}

std::vector<PlayerId> EventStore::addPlayers(const std::vector<Player>& players) {
  std::vector<PlayerId> ids;
  ids.reserve(players.size());
  transaction([&] {
    QSqlQuery insert(db_);
    const bool returning = dialect_ == Dialect::PostgreSQL;  // QPSQL has no lastInsertId
    insert.prepare(
        QStringLiteral(
            "INSERT INTO player (event_id, name, latin_name, rank, rating, club, country, "
            "born, egd_pin, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)") +
        (returning ? QStringLiteral(" RETURNING id") : QString()));
    for (const Player& p : players) {
      if (auto problem = validate(p))
        throw StoreError(StoreError::Kind::Invalid, p.name + ": " + *problem);
      const QVariantList values = {QVariant::fromValue(eventId_),
                                   q(p.name),
                                   q(p.latinName),
                                   q(p.rank.toString()),
                                   intOrNull(p.rating),
                                   q(p.club),
                                   q(p.country),
                                   dateOrNull(p.born),
                                   q(p.egdPin),
                                   q(std::string(toCode(p.status)))};
      for (int i = 0; i < values.size(); ++i) insert.bindValue(i, values[i]);
      if (!insert.exec())
        throw StoreError(StoreError::Kind::Database, insert.lastError().text().toStdString());
      const PlayerId id = returning ? (insert.next() ? insert.value(0).toLongLong() : 0)
                                    : insert.lastInsertId().toLongLong();
      ids.push_back(id);
      for (int round : p.absentRounds)
        exec(QStringLiteral("INSERT INTO player_absence (player_id, round) VALUES (?, ?)"),
             {QVariant::fromValue(id), round});
    }
  });
  return ids;
}

void EventStore::updatePlayer(const Player& p) {
  if (auto problem = validate(p)) throw StoreError(StoreError::Kind::Invalid, *problem);
  transaction([&] {
    QSqlQuery query = exec(
        QStringLiteral(
            "UPDATE player SET name = ?, latin_name = ?, rank = ?, rating = ?, club = ?, "
            "country = ?, born = ?, egd_pin = ?, status = ?, version = version + 1 "
            "WHERE id = ? AND event_id = ? AND version = ?"),
        {q(p.name), q(p.latinName), q(p.rank.toString()), intOrNull(p.rating), q(p.club),
         q(p.country), dateOrNull(p.born), q(p.egdPin), q(std::string(toCode(p.status))),
         QVariant::fromValue(p.id), QVariant::fromValue(eventId_), QVariant::fromValue(p.version)});
    if (query.numRowsAffected() != 1) {
      player(p.id);  // throws NoSuchPlayer when the id is unknown
      throw StoreError(StoreError::Kind::StaleVersion, "player " + std::to_string(p.id));
    }
    exec(QStringLiteral("DELETE FROM player_absence WHERE player_id = ?"),
         {QVariant::fromValue(p.id)});
    for (int round : p.absentRounds)
      exec(QStringLiteral("INSERT INTO player_absence (player_id, round) VALUES (?, ?)"),
           {QVariant::fromValue(p.id), round});
  });
}

void EventStore::withdrawPlayer(PlayerId id) {
  transaction([&] {
    Player p = player(id);
    p.status = RegistrationStatus::Withdrawn;
    updatePlayer(p);
  });
}

std::vector<int> EventStore::roundNumbers() const {
  std::vector<int> out;
  QSqlQuery query =
      exec(QStringLiteral("SELECT number FROM round WHERE event_id = ? ORDER BY number"),
           {QVariant::fromValue(eventId_)});
  while (query.next()) out.push_back(query.value(0).toInt());
  return out;
}

QString EventStore::gameColumns(const QString& alias) {
  static const char* const kColumns[] = {"id",     "round",      "board",        "black",
                                         "white",  "handicap",   "komi_half",    "colours",
                                         "result", "by_referee", "ledger_entry", "version"};
  static_assert(std::size(kColumns) == kGameColumnCount);
  QString out;
  for (const char* column : kColumns) {
    if (!out.isEmpty()) out += QStringLiteral(", ");
    if (!alias.isEmpty()) out += alias + u'.';
    out += QLatin1String(column);
  }
  return out;
}

Game EventStore::gameFromRow(const QSqlQuery& query, int first) {
  auto at = [&](int i) { return query.value(first + i); };
  Game g;
  g.id = at(0).toLongLong();
  g.round = at(1).toInt();
  g.board = at(2).toInt();
  g.black = at(3).toLongLong();
  g.white = at(4).toLongLong();
  g.handicap = at(5).toInt();
  g.komi = rules::HalfPoints(at(6).toInt());
  g.colours = colourMethodFromCode(s(at(7))).value_or(ColourMethod::Balance);
  if (!at(8).isNull()) {
    g.result = Result::parse(s(at(8)));
    if (g.result) {
      g.result->byReferee = at(9).toBool();
      if (!at(10).isNull()) g.result->ledgerEntry = at(10).toLongLong();
    }
  }
  g.version = at(11).toLongLong();
  return g;
}

std::vector<Game> EventStore::readGames(const QString& where, const QVariantList& bindings,
                                        bool forUpdate) const {
  std::vector<Game> games;
  QString sql = QStringLiteral("SELECT %1 FROM game WHERE event_id = ? AND %2 ORDER BY board")
                    .arg(gameColumns(QString()), where);
  if (forUpdate && dialect_ == Dialect::PostgreSQL) sql += QStringLiteral(" FOR UPDATE");
  QVariantList all = {QVariant::fromValue(eventId_)};
  all += bindings;
  QSqlQuery query = exec(sql, all);
  while (query.next()) games.push_back(gameFromRow(query, 0));
  return games;
}

std::vector<Game> EventStore::gamesOf(int round) const {
  return readGames(QStringLiteral("round = ?"), {round}, false);
}

Game EventStore::lockGame(int round, int board) {
  if (transactionDepth_ == 0)
    throw StoreError(StoreError::Kind::Database, "lockGame outside a transaction");
  std::vector<Game> found =
      readGames(QStringLiteral("round = ? AND board = ?"), {round, board}, true);
  if (found.empty()) {
    QSqlQuery drawn =
        execOnce(QStringLiteral("SELECT 1 FROM round WHERE event_id = ? AND number = ?"),
                 {QVariant::fromValue(eventId_), round});
    if (!drawn.next()) throw StoreError(StoreError::Kind::NoSuchRound, std::to_string(round));
    throw StoreError(StoreError::Kind::NoSuchGame,
                     "round " + std::to_string(round) + " board " + std::to_string(board));
  }
  return found.front();
}

std::vector<Game> EventStore::lockRound(int round) {
  if (transactionDepth_ == 0)
    throw StoreError(StoreError::Kind::Database, "lockRound outside a transaction");
  QSqlQuery drawn = execOnce(
      QStringLiteral("SELECT 1 FROM round WHERE event_id = ? AND number = ?%1")
          .arg(dialect_ == Dialect::PostgreSQL ? QStringLiteral(" FOR UPDATE") : QString()),
      {QVariant::fromValue(eventId_), round});
  if (!drawn.next()) throw StoreError(StoreError::Kind::NoSuchRound, std::to_string(round));
  return readGames(QStringLiteral("round = ?"), {round}, true);
}

std::optional<Round> EventStore::round(int number) const {
  QSqlQuery query =
      exec(QStringLiteral("SELECT seed, start_time FROM round WHERE event_id = ? AND number = ?"),
           {QVariant::fromValue(eventId_), number});
  if (!query.next()) return std::nullopt;
  Round r;
  r.number = number;
  r.seed = query.value(0).toString().toULongLong();
  if (!query.value(1).isNull() && !query.value(1).toString().isEmpty())
    r.startTime = boost::posix_time::from_iso_extended_string(s(query.value(1)));
  r.games = gamesOf(number);
  QSqlQuery byes =
      exec(QStringLiteral(
               "SELECT player_id FROM bye WHERE event_id = ? AND round = ? ORDER BY player_id"),
           {QVariant::fromValue(eventId_), number});
  while (byes.next()) r.byes.push_back(byes.value(0).toLongLong());
  return r;
}

void EventStore::saveRound(const Round& r) {
  if (r.number < 1) throw StoreError(StoreError::Kind::Invalid, "round: numbered from 1");
  transaction([&] {
    deleteRound(r.number);
    exec(QStringLiteral(
             "INSERT INTO round (event_id, number, seed, start_time) VALUES (?, ?, ?, ?)"),
         {QVariant::fromValue(eventId_), r.number, QString::number(r.seed),
          r.startTime ? QVariant(q(boost::posix_time::to_iso_extended_string(*r.startTime)))
                      : QVariant(QMetaType(QMetaType::QString))});
    for (const Game& g : r.games) {
      exec(QStringLiteral(
               "INSERT INTO game (event_id, round, board, black, white, handicap, komi_half, "
               "colours, result, by_referee, ledger_entry) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
           {QVariant::fromValue(eventId_), r.number, g.board, QVariant::fromValue(g.black),
            QVariant::fromValue(g.white), g.handicap, g.komi.count(),
            q(std::string(toCode(g.colours))),
            g.result ? QVariant(q(g.result->toString())) : QVariant(QMetaType(QMetaType::QString)),
            g.result && g.result->byReferee ? 1 : 0,
            g.result && g.result->ledgerEntry ? QVariant::fromValue(*g.result->ledgerEntry)
                                              : QVariant(QMetaType(QMetaType::LongLong))});
    }
    for (PlayerId id : r.byes)
      exec(QStringLiteral("INSERT INTO bye (event_id, round, player_id) VALUES (?, ?, ?)"),
           {QVariant::fromValue(eventId_), r.number, QVariant::fromValue(id)});
  });
}

void EventStore::deleteRound(int number) {
  transaction([&] {
    const QVariantList key = {QVariant::fromValue(eventId_), number};
    exec(QStringLiteral("DELETE FROM game WHERE event_id = ? AND round = ?"), key);
    exec(QStringLiteral("DELETE FROM bye WHERE event_id = ? AND round = ?"), key);
    exec(QStringLiteral("DELETE FROM round WHERE event_id = ? AND number = ?"), key);
  });
}

std::int64_t EventStore::setResult(int round, int board, const std::optional<Result>& result,
                                   std::optional<std::int64_t> expectedVersion) {
  const QVariant text =
      result ? QVariant(q(result->toString())) : QVariant(QMetaType(QMetaType::QString));
  const int byReferee = result && result->byReferee ? 1 : 0;
  const QVariant ledger = result && result->ledgerEntry ? QVariant::fromValue(*result->ledgerEntry)
                                                        : QVariant(QMetaType(QMetaType::LongLong));
  // Null-safe equality: the same result again is no change (idempotent entry).
  const QString same = dialect_ == Dialect::PostgreSQL
                           ? QStringLiteral(
                                 "result IS NOT DISTINCT FROM ? AND by_referee = ? AND "
                                 "ledger_entry IS NOT DISTINCT FROM ?")
                           : QStringLiteral("result IS ? AND by_referee = ? AND ledger_entry IS ?");
  std::int64_t versionAfter = 0;
  transaction([&] {
    QVariantList bindings = {text, byReferee, ledger, QVariant::fromValue(eventId_), round, board,
                             text, byReferee, ledger};
    QString sql = QStringLiteral(
                      "UPDATE game SET result = ?, by_referee = ?, ledger_entry = ?, "
                      "version = version + 1 WHERE event_id = ? AND round = ? AND board = ? "
                      "AND NOT (%1)")
                      .arg(same);
    if (expectedVersion) {
      sql += QStringLiteral(" AND version = ?");
      bindings << QVariant::fromValue(*expectedVersion);
    }
    const bool updated = exec(sql, bindings).numRowsAffected() == 1;
    // Nothing changed: an unknown game, the same result already there, or a stale version. The
    // version is read in the same transaction, so it is the one this write left (or found).
    const std::string where = "round " + std::to_string(round) + " board " + std::to_string(board);
    QSqlQuery current =
        exec(QStringLiteral("SELECT CASE WHEN %1 THEN 1 ELSE 0 END, version FROM game WHERE "
                            "event_id = ? AND round = ? AND board = ?")
                 .arg(same),
             {text, byReferee, ledger, QVariant::fromValue(eventId_), round, board});
    if (!current.next()) throw StoreError(StoreError::Kind::NoSuchGame, where);
    versionAfter = current.value(1).toLongLong();
    if (updated || current.value(0).toInt() == 1) return;  // already entered: one change, not two
    throw StoreError(StoreError::Kind::StaleVersion, "game " + where);
  });
  return versionAfter;
}

}  // namespace tengen::db
