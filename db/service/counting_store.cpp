#include "db/service/counting_store.h"

#include <QDateTime>
#include <QSqlQuery>
#include <cmath>

#include "db/service/ledger_store.h"
#include "db/store/sql_text.h"
#include "rules/verify.h"

namespace tengen::db {

namespace {

using sql_text::q;
using sql_text::s;

std::string gameName(int round, int board) {
  return "round " + std::to_string(round) + " board " + std::to_string(board);
}

const pairing::Game& findGame(const pairing::Round& round, int board) {
  for (const pairing::Game& g : round.games)
    if (g.board == board) return g;
  throw StoreError(StoreError::Kind::NoSuchGame, gameName(round.number, board));
}

pairing::Round requireRound(const EventStore& store, int round) {
  auto r = store.round(round);
  if (!r) throw StoreError(StoreError::Kind::NoSuchRound, std::to_string(round));
  return *r;
}

// The same result, whoever entered it (the by-referee marks do not make it another result).
bool sameResult(const pairing::Result& a, const pairing::Result& b) {
  return a.outcome == b.outcome && a.method == b.method && a.margin == b.margin;
}

std::string nowIso() {
  return QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
}

constexpr const char* kColumns =
    "round, board, sgf, position, dead, seki, rules, komi_half, handicap, black_count_half, "
    "white_count_half, neutral, margin_half, result, reported, reported_agrees, verified_utc, "
    "black, white";

}  // namespace

rules::CountingTerms countingTerms(const EventStore& store, int round, int board) {
  const pairing::Event event = store.event();
  const pairing::Game game = findGame(requireRound(store, round), board);
  rules::CountingTerms terms;
  // The rules module knows every spelling of the event's rule set code (chinese-2002 ...).
  terms.rules = rules::RuleSet::preset(std::string(pairing::toCode(event.rules)))
                    .value_or(*rules::RuleSet::preset("chinese"));
  terms.komi = game.komi;
  terms.rules.komi = game.komi;
  terms.handicap = game.handicap;
  return terms;
}

std::optional<VerifiedCount> verifiedCount(const EventStore& store, int round, int board) {
  QSqlQuery query = store.exec(
      QStringLiteral("SELECT %1 FROM counting WHERE event_id = ? AND round = ? AND board = ?")
          .arg(QLatin1String(kColumns)),
      {QVariant::fromValue(store.eventId()), round, board});
  if (!query.next()) return std::nullopt;
  // A count saved for an earlier draw of the round belongs to another pairing.
  const auto r = store.round(round);
  if (!r) return std::nullopt;
  const pairing::Game* game = nullptr;
  for (const pairing::Game& g : r->games)
    if (g.board == board) game = &g;
  if (!game || game->black != query.value(17).toLongLong() ||
      game->white != query.value(18).toLongLong())
    return std::nullopt;
  VerifiedCount c;
  c.round = query.value(0).toInt();
  c.board = query.value(1).toInt();
  if (!query.value(2).isNull()) c.sgf = query.value(2).toByteArray();
  c.position = s(query.value(3));
  c.dead = s(query.value(4));
  c.seki = s(query.value(5));
  c.rules = s(query.value(6));
  c.komi = rules::HalfPoints(query.value(7).toInt());
  c.handicap = query.value(8).toInt();
  c.blackCount = rules::HalfPoints(query.value(9).toInt());  // stored as integer half points
  c.whiteCount = rules::HalfPoints(query.value(10).toInt());
  c.neutral = query.value(11).toInt();
  c.margin = rules::HalfPoints(query.value(12).toInt());
  c.result = s(query.value(13));
  c.reported = s(query.value(14));
  if (!query.value(15).isNull()) c.reportedAgrees = query.value(15).toInt() != 0;
  c.verifiedUtc = s(query.value(16));
  return c;
}

rules::CountingPosition countingPositionOf(const VerifiedCount& count,
                                           const rules::CountingTerms& terms) {
  auto bad = [&](const std::string& why) {
    return StoreError(StoreError::Kind::Invalid,
                      "counting " + gameName(count.round, count.board) + ": " + why);
  };
  std::optional<rules::CountingPosition> position;
  if (count.sgf) {
    auto loaded = rules::CountingPosition::fromSgf(count.sgf->toStdString(), terms);
    if (auto* p = std::get_if<rules::CountingPosition>(&loaded))
      position = std::move(*p);
    else
      throw bad("the stored SGF cannot be replayed");
  } else {
    try {
      position.emplace(rules::Board::fromText(count.position), terms);
    } catch (const std::invalid_argument&) {
      throw bad("the stored position is not a board");
    }
  }
  const int w = position->board().width(), h = position->board().height();
  const auto dead = rules::pointsFromSgfList(count.dead, w, h);
  const auto seki = rules::pointsFromSgfList(count.seki, w, h);
  if (!dead || !seki) throw bad("the stored dead or seki stones are not points of the board");
  position->setDead(*dead);
  position->setSeki(*seki);
  return std::move(*position);
}

CountingSaved saveVerifiedCount(EventStore& store, int round, int board,
                                const rules::CountingPosition& position,
                                const std::optional<QByteArray>& sgf, const std::string& reported,
                                const std::string& nowUtc) {
  CountingSaved saved;
  store.transaction([&] {
    const pairing::Round drawn = requireRound(store, round);
    const pairing::Game game = findGame(drawn, board);
    const rules::CountingTerms terms = countingTerms(store, round, board);
    // Count again under the game's own terms, whatever terms the caller counted with.
    rules::CountingPosition counted(position.board(), terms);
    counted.setDead(position.dead());
    counted.setSeki(position.seki());
    const int size = store.event().boardSize;
    if (counted.board().width() != size || counted.board().height() != size)
      throw CountingRefused({CountingRefusal::Kind::BadPosition,
                             round,
                             board,
                             std::nullopt,
                             {},
                             std::nullopt,
                             "the board is " + std::to_string(counted.board().width()) + "x" +
                                 std::to_string(counted.board().height()) + ", the event plays " +
                                 std::to_string(size) + "x" + std::to_string(size)});
    const rules::Score score = counted.score();
    const pairing::Result verified =
        pairing::Result::parse(score.result()).value_or(pairing::Result{});

    std::optional<bool> agrees;
    if (!reported.empty()) {
      const bool inStones = position.record() && position.record()->komiInStones;
      const auto claim = rules::parseClaim(reported, inStones);
      if (!claim)
        throw CountingRefused({CountingRefusal::Kind::BadReported, round, board, std::nullopt,
                               verified, std::nullopt, reported});
      const rules::Verdict verdict = rules::verify(*claim, score, counted.board(), terms.rules);
      if (verdict.status != rules::Verdict::Status::NotComparable)
        agrees = verdict.status == rules::Verdict::Status::Agree;
    }

    // The game's result: entered when it has none (if the referee's ledger allows it); an entered
    // result that differs is never overwritten here.
    if (game.result) {
      if (!sameResult(*game.result, verified))
        throw CountingRefused({CountingRefusal::Kind::ResultDiffers,
                               round,
                               board,
                               game.result,
                               verified,
                               std::nullopt,
                               {}});
    } else {
      if (const auto conflict = checkResultAgainstLedger(store, round, board, verified))
        throw CountingRefused({CountingRefusal::Kind::LedgerRuling,
                               round,
                               board,
                               conflict->ruling.result,
                               verified,
                               conflict->ruling.decidingEntry,
                               {}});
      LedgerStore(store).enterResult(round, board, verified);
      saved.resultEntered = true;
    }

    VerifiedCount& c = saved.count;
    c.round = round;
    c.board = board;
    c.sgf = sgf;
    c.position = counted.board().toText();
    c.dead = rules::pointsToSgfList(counted.dead());
    c.seki = rules::pointsToSgfList(counted.seki());
    c.rules = terms.rules.name;
    c.komi = terms.komi;
    c.handicap = terms.handicap;
    c.blackCount = score.black.count;
    c.whiteCount = score.white.count;
    c.neutral = score.neutral;
    c.margin = score.margin;
    c.result = score.result();
    c.reported = reported;
    c.reportedAgrees = agrees;
    c.verifiedUtc = nowUtc.empty() ? nowIso() : nowUtc;

    store.exec(
        QStringLiteral("DELETE FROM counting WHERE event_id = ? AND round = ? AND board = ?"),
        {QVariant::fromValue(store.eventId()), round, board});
    store.exec(QStringLiteral("INSERT INTO counting (event_id, %1) VALUES "
                              "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                   .arg(QLatin1String(kColumns)),
               {QVariant::fromValue(store.eventId()),
                round,
                board,
                c.sgf ? QVariant(*c.sgf) : QVariant(QMetaType(QMetaType::QByteArray)),
                q(c.position),
                q(c.dead),
                q(c.seki),
                q(c.rules),
                c.komi.count(),
                c.handicap,
                c.blackCount.count(),
                c.whiteCount.count(),
                c.neutral,
                c.margin.count(),
                q(c.result),
                q(c.reported),
                agrees ? QVariant(*agrees ? 1 : 0) : QVariant(QMetaType(QMetaType::Int)),
                q(c.verifiedUtc),
                QVariant::fromValue(game.black),
                QVariant::fromValue(game.white)});
  });
  return saved;
}

}  // namespace tengen::db
