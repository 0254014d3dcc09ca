#include "db/store/clock_journal_store.h"

#include <QSqlQuery>
#include <QVariant>
#include <boost/date_time/posix_time/posix_time.hpp>

#include "clock/settings_codec.h"
#include "db/store/log_chains.h"
#include "db/store/sql_text.h"

namespace tengen::db {

namespace {

using namespace tengen::clock;
namespace pt = boost::posix_time;

using sql_text::q;

QString utcText(const pt::ptime& t) {
  return q(pt::to_iso_extended_string(t));
}

pt::ptime utcFrom(const QString& text) {
  try {
    return pt::from_iso_extended_string(text.toStdString());
  } catch (const std::exception&) {
    return pt::ptime();
  }
}

Ms epochMs(const pt::ptime& t) {
  static const pt::ptime epoch(boost::gregorian::date(1970, 1, 1));
  return (t - epoch).total_milliseconds();
}

ClockSettings decodeOrThrow(const QString& text) {
  auto s = decodeSettings(text.toStdString());
  if (!s)
    throw StoreError(StoreError::Kind::Database,
                     "clock settings unreadable: " + text.toStdString());
  return *s;
}

}  // namespace

std::int64_t ClockJournalStore::createClock(int round, int board, const GameSettings& settings,
                                            pt::ptime nowUtc) {
  for (const ClockSettings* s : {&settings.black, &settings.white})
    if (std::string p = s->problem(); !p.empty())
      throw StoreError(StoreError::Kind::Invalid, "clock: " + p);
  if (clockId(round, board))
    throw StoreError(StoreError::Kind::Invalid, "clock: round " + std::to_string(round) +
                                                    " board " + std::to_string(board) + " has one");
  std::int64_t id = 0;
  store_.transaction([&] {
    id = store_.insertReturningId(
        QStringLiteral(
            "INSERT INTO clock_game (event_id, round, board, black_settings, white_settings, "
            "late_limit_ms, created_utc) VALUES (?, ?, ?, ?, ?, ?, ?)"),
        {QVariant::fromValue(store_.eventId()), round, board, q(encodeSettings(settings.black)),
         q(encodeSettings(settings.white)),
         settings.lateLimit ? QVariant::fromValue(static_cast<qint64>(*settings.lateLimit))
                            : QVariant(),
         utcText(nowUtc)});
  });
  return id;
}

std::optional<std::int64_t> ClockJournalStore::clockId(int round, int board) const {
  QSqlQuery query = store_.exec(
      QStringLiteral("SELECT id FROM clock_game WHERE event_id = ? AND round = ? AND board = ?"),
      {QVariant::fromValue(store_.eventId()), round, board});
  if (!query.next()) return std::nullopt;
  return query.value(0).toLongLong();
}

std::vector<std::int64_t> ClockJournalStore::clockIds() const {
  QSqlQuery query = store_.exec(
      QStringLiteral("SELECT id FROM clock_game WHERE event_id = ? ORDER BY round, board"),
      {QVariant::fromValue(store_.eventId())});
  std::vector<std::int64_t> ids;
  while (query.next()) ids.push_back(query.value(0).toLongLong());
  return ids;
}

std::int64_t ClockJournalStore::eventCount() const {
  QSqlQuery query =
      store_.exec(QStringLiteral("SELECT COUNT(*) FROM clock_event WHERE event_id = ?"),
                  {QVariant::fromValue(store_.eventId())});
  return query.next() ? query.value(0).toLongLong() : 0;
}

StoredClock ClockJournalStore::load(std::int64_t clockId) const {
  QSqlQuery game = store_.exec(
      QStringLiteral(
          "SELECT round, board, black_settings, white_settings, late_limit_ms FROM clock_game "
          "WHERE id = ? AND event_id = ?"),
      {QVariant::fromValue(clockId), QVariant::fromValue(store_.eventId())});
  if (!game.next())
    throw StoreError(StoreError::Kind::Invalid, "clock: no clock " + std::to_string(clockId));
  StoredClock c;
  c.id = clockId;
  c.round = game.value(0).toInt();
  c.board = game.value(1).toInt();
  c.settings.black = decodeOrThrow(game.value(2).toString());
  c.settings.white = decodeOrThrow(game.value(3).toString());
  if (!game.value(4).isNull()) c.settings.lateLimit = game.value(4).toLongLong();
  QSqlQuery events = store_.exec(
      QStringLiteral("SELECT kind, at_ms, utc, player, amount_ms, count_value FROM clock_event "
                     "WHERE clock_id = ? ORDER BY seq"),
      {QVariant::fromValue(clockId)});
  while (events.next()) {
    JournalEvent e;
    auto kind = kindFromCode(events.value(0).toString().toStdString());
    if (!kind) throw StoreError(StoreError::Kind::Database, "clock journal: unknown event kind");
    e.kind = *kind;
    e.at = events.value(1).toLongLong();
    e.utc = utcFrom(events.value(2).toString());
    e.player = events.value(3).toString() == QLatin1String("white") ? Player::White : Player::Black;
    e.amount = events.value(4).toLongLong();
    e.count = events.value(5).toInt();
    c.journal.push_back(e);
  }
  return c;
}

namespace {
StoreError noSuchClock(std::int64_t clockId) {
  return StoreError(StoreError::Kind::Invalid, "clock: no clock " + std::to_string(clockId));
}
}  // namespace

void ClockJournalStore::lock(std::int64_t clockId) {
  if (store_.dialect() != Dialect::PostgreSQL) return;
  store_.exec(QStringLiteral("SELECT pg_advisory_xact_lock(hashtext('clock_event'), ?)"),
              {static_cast<int>(clockId & 0x7fffffff)});
}

namespace {
// PostgreSQL's unique violation: here, another writer took the same journal numbers.
bool takenMeanwhile(const StoreError& e) {
  return e.kind() == StoreError::Kind::Database &&
         std::string_view(e.what()).find("[23505]") != std::string_view::npos;
}
}  // namespace

void ClockJournalStore::append(std::int64_t clockId, const std::vector<JournalEvent>& events) {
  if (events.empty()) return;
  // PostgreSQL, outside a caller's transaction: first without a lock, one statement (one round
  // trip instead of four). A clock has one writer almost always (its board's window); when
  // another appended meanwhile, the numbers collide on (clock_id, seq), nothing is written, and
  // the rows go in again below under the clock's lock.
  if (store_.dialect() == Dialect::PostgreSQL && !store_.inTransaction()) {
    try {
      return insertAfterLast(clockId, events);
    } catch (const StoreError& e) {
      if (!takenMeanwhile(e)) throw;
    }
  }
  store_.transaction([&] {
    // One clock's writers take turns (PostgreSQL: a lock per clock, which needs no UPDATE right
    // the clock role lacks; SQLite's write lock does it): its window and `tengen clock flag` take
    // the next numbers in turn, and clocks of other boards never wait for each other.
    lock(clockId);
    if (store_.dialect() == Dialect::PostgreSQL) return insertAfterLast(clockId, events);
    QSqlQuery game = store_.exec(
        QStringLiteral("SELECT round, board FROM clock_game WHERE id = ? AND event_id = ?"),
        {QVariant::fromValue(clockId), QVariant::fromValue(store_.eventId())});
    if (!game.next()) throw noSuchClock(clockId);
    const int round = game.value(0).toInt(), board = game.value(1).toInt();
    QSqlQuery last = store_.exec(
        QStringLiteral("SELECT COALESCE(MAX(seq), 0) FROM clock_event WHERE clock_id = ?"),
        {QVariant::fromValue(clockId)});
    std::int64_t seq = last.next() ? last.value(0).toLongLong() : 0;
    const QStringList columns = {
        QStringLiteral("clock_id"),  QStringLiteral("event_id"),   QStringLiteral("round"),
        QStringLiteral("board"),     QStringLiteral("seq"),        QStringLiteral("kind"),
        QStringLiteral("at_ms"),     QStringLiteral("utc"),        QStringLiteral("player"),
        QStringLiteral("amount_ms"), QStringLiteral("count_value")};
    for (const JournalEvent& e : events) {
      QVariantList values = {QVariant::fromValue(clockId),
                             QVariant::fromValue(store_.eventId()),
                             round,
                             board,
                             QVariant::fromValue(++seq),
                             q(kindCode(e.kind)),
                             QVariant::fromValue(static_cast<qint64>(e.at)),
                             utcText(e.utc),
                             QString::fromLatin1(playerCode(e.player)),
                             QVariant::fromValue(static_cast<qint64>(e.amount)),
                             e.count};
      // The clock's chain (log_chains.h), under the write lock this transaction holds.
      const NewLink link = linkFor(store_, LogChainKind::ClockJournal, columns, values);
      values << q(link.prevHash) << q(link.hash);
      store_.exec(
          QStringLiteral(
              "INSERT INTO clock_event (clock_id, event_id, round, board, seq, kind, at_ms, "
              "utc, player, amount_ms, count_value, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, "
              "?, ?, ?, ?, ?, ?, ?)"),
          values);
    }
  });
}

void ClockJournalStore::insertAfterLast(std::int64_t clockId,
                                        const std::vector<JournalEvent>& events) {
  // One statement for the whole batch (one round trip): the clock's board and the journal's last
  // number read, and every row inserted after it. After the clock's lock (taken by a statement of
  // its own) no other writer of this clock has appended since; without it, one that did makes
  // the insert fail on the journal's unique numbers.
  QString rows;
  QVariantList values;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const JournalEvent& e = events[i];
    rows += QStringLiteral("%1(?, ?, ?, ?, ?, ?, ?)").arg(i ? QStringLiteral(", ") : QString());
    values << QVariant::fromValue(static_cast<qint64>(i + 1)) << q(kindCode(e.kind))
           << QVariant::fromValue(static_cast<qint64>(e.at)) << utcText(e.utc)
           << QString::fromLatin1(playerCode(e.player))
           << QVariant::fromValue(static_cast<qint64>(e.amount))
           << QVariant::fromValue(static_cast<qint64>(e.count));
  }
  values << QVariant::fromValue(clockId) << QVariant::fromValue(clockId)
         << QVariant::fromValue(store_.eventId());
  QSqlQuery inserted = store_.exec(
      QStringLiteral(
          "INSERT INTO clock_event (clock_id, event_id, round, board, seq, kind, at_ms, utc, "
          "player, amount_ms, count_value) SELECT g.id, g.event_id, g.round, g.board, m.last + "
          "v.n, v.kind, v.at_ms, v.utc, v.player, v.amount_ms, v.count_value FROM (VALUES %1) AS "
          "v(n, kind, at_ms, utc, player, amount_ms, count_value) CROSS JOIN (SELECT "
          "COALESCE(MAX(seq), 0) AS last FROM clock_event WHERE clock_id = ?) m JOIN clock_game "
          "g ON g.id = ? AND g.event_id = ?")
          .arg(rows),
      values);
  if (inserted.numRowsAffected() != static_cast<int>(events.size())) throw noSuchClock(clockId);
}

Refusal ClockJournalStore::commit(std::int64_t clockId, GameClock& clock, Ms nowMono,
                                  pt::ptime nowUtc,
                                  const std::function<Refusal(GameClock&)>& command) {
  const std::size_t before = clock.journal().size();
  const Refusal r = command(clock);
  std::vector<JournalEvent> added(clock.journal().begin() + static_cast<std::ptrdiff_t>(before),
                                  clock.journal().end());
  for (JournalEvent& e : added)
    if (e.utc.is_not_a_date_time()) e.utc = nowUtc - pt::milliseconds(nowMono - e.at);
  try {
    append(clockId, added);
  } catch (...) {
    const StoredClock stored = load(clockId);
    clock = GameClock::rebuild(stored.settings, stored.journal);
    throw;
  }
  return r;
}

std::vector<RecoveredClock> ClockJournalStore::recover(Ms nowMono, pt::ptime nowUtc) const {
  std::vector<RecoveredClock> out;
  for (std::int64_t id : clockIds()) {
    StoredClock stored = load(id);
    GameClock clock = GameClock::rebuild(stored.settings, stored.journal);
    if (clock.phase() == Phase::NotStarted || clock.phase() == Phase::Over ||
        clock.journal().empty())
      continue;
    const JournalEvent& last = clock.journal().back();
    const TimeCheck check = compareTimelines(
        last.at, last.utc.is_not_a_date_time() ? epochMs(nowUtc) : epochMs(last.utc), nowMono,
        epochMs(nowUtc));
    // A flag that fell while the program was down is journalled by the caller's first
    // commit(update(now + offset)), at its own instant.
    RecoveredClock r{{id, stored.round, stored.board}, std::move(clock), check, Player::Black};
    r.charged = r.clock.toMove();
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace tengen::db
