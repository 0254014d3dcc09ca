#include "db/store/pairing_store.h"

#include <QSqlQuery>

namespace tengen::db {

using namespace tengen::pairing;

namespace {
QVariant id(std::int64_t v) {
  return QVariant::fromValue(v);
}
}  // namespace

PairingSettings PairingStore::settings() const {
  PairingSettings s;
  const QVariant ev = id(store_.eventId());
  QSqlQuery q = store_.exec(
      QStringLiteral("SELECT key, value FROM pairing_setting WHERE event_id = ? ORDER BY key"),
      {ev});
  while (q.next()) {
    // A value this version does not understand keeps its default rather than failing the draw.
    (void)setSetting(s, q.value(0).toString().toStdString(), q.value(1).toString().toStdString());
  }
  q = store_.exec(
      QStringLiteral("SELECT player_a, player_b FROM pairing_forbidden WHERE event_id = ? "
                     "ORDER BY player_a, player_b"),
      {ev});
  while (q.next()) s.forbiddenPairs.emplace_back(q.value(0).toLongLong(), q.value(1).toLongLong());
  q = store_.exec(QStringLiteral("SELECT round, player_a, player_b FROM pairing_fixed_pair "
                                 "WHERE event_id = ? ORDER BY round, player_a"),
                  {ev});
  while (q.next())
    s.fixedPairs.push_back({q.value(0).toInt(), q.value(1).toLongLong(), q.value(2).toLongLong()});
  q = store_.exec(
      QStringLiteral("SELECT player_id, board FROM pairing_fixed_table WHERE event_id = ?"), {ev});
  while (q.next()) s.fixedTables[q.value(0).toLongLong()] = q.value(1).toInt();
  q = store_.exec(
      QStringLiteral("SELECT player_id, points FROM pairing_mms_correction WHERE event_id = ?"),
      {ev});
  while (q.next()) s.mmsCorrection[q.value(0).toLongLong()] = q.value(1).toInt();
  return s;
}

void PairingStore::saveSettings(const PairingSettings& s) {
  if (auto problem = settingsProblem(s)) throw StoreError(StoreError::Kind::Invalid, *problem);
  store_.transaction([&] {
    const QVariant ev = id(store_.eventId());
    for (const char* table : {"pairing_setting", "pairing_forbidden", "pairing_fixed_pair",
                              "pairing_fixed_table", "pairing_mms_correction"})
      store_.exec(QStringLiteral("DELETE FROM %1 WHERE event_id = ?").arg(QLatin1String(table)),
                  {ev});
    for (const auto& [key, value] : settingValues(s))
      store_.exec(
          QStringLiteral("INSERT INTO pairing_setting (event_id, key, value) VALUES (?, ?, ?)"),
          {ev, QString::fromStdString(key), QString::fromStdString(value)});
    for (const auto& [a, b] : s.forbiddenPairs)
      store_.exec(QStringLiteral("INSERT INTO pairing_forbidden (event_id, player_a, player_b) "
                                 "VALUES (?, ?, ?)"),
                  {ev, id(a), id(b)});
    for (const FixedPair& p : s.fixedPairs)
      store_.exec(
          QStringLiteral("INSERT INTO pairing_fixed_pair (event_id, round, player_a, player_b) "
                         "VALUES (?, ?, ?, ?)"),
          {ev, p.round, id(p.a), id(p.b)});
    for (const auto& [player, board] : s.fixedTables)
      store_.exec(QStringLiteral("INSERT INTO pairing_fixed_table (event_id, player_id, board) "
                                 "VALUES (?, ?, ?)"),
                  {ev, id(player), board});
    for (const auto& [player, points] : s.mmsCorrection)
      store_.exec(QStringLiteral("INSERT INTO pairing_mms_correction (event_id, player_id, points) "
                                 "VALUES (?, ?, ?)"),
                  {ev, id(player), points});
  });
}

void PairingStore::saveNigiri(const NigiriRecord& r) {
  store_.transaction([&] {
    const QVariant ev = id(store_.eventId());
    store_.exec(QStringLiteral("DELETE FROM nigiri WHERE event_id = ? AND round = ? AND board = ?"),
                {ev, r.round, r.board});
    store_.exec(
        QStringLiteral("INSERT INTO nigiri (event_id, round, board, holder, guess, stones) "
                       "VALUES (?, ?, ?, ?, ?, ?)"),
        {ev, r.round, r.board, id(r.holder),
         r.guess == NigiriGuess::Odd ? QStringLiteral("odd") : QStringLiteral("even"), r.stones});
  });
}

std::optional<NigiriRecord> PairingStore::nigiri(int round, int board) const {
  QSqlQuery q = store_.exec(QStringLiteral("SELECT holder, guess, stones FROM nigiri "
                                           "WHERE event_id = ? AND round = ? AND board = ?"),
                            {id(store_.eventId()), round, board});
  if (!q.next()) return std::nullopt;
  NigiriRecord r;
  r.round = round;
  r.board = board;
  r.holder = q.value(0).toLongLong();
  r.guess = q.value(1).toString() == QStringLiteral("odd") ? NigiriGuess::Odd : NigiriGuess::Even;
  r.stones = q.value(2).toInt();
  return r;
}

void PairingStore::clearNigiri(int round) {
  store_.exec(QStringLiteral("DELETE FROM nigiri WHERE event_id = ? AND round = ?"),
              {id(store_.eventId()), round});
}

void PairingStore::clearNigiri(int round, int board) {
  store_.exec(QStringLiteral("DELETE FROM nigiri WHERE event_id = ? AND round = ? AND board = ?"),
              {id(store_.eventId()), round, board});
}

std::vector<Round> PairingStore::rounds() const {
  std::vector<Round> out;
  for (int n : store_.roundNumbers())
    if (auto r = store_.round(n)) out.push_back(std::move(*r));
  return out;
}

}  // namespace tengen::db
