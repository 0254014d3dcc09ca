// Counting one SGF record for `tengen score`: the rule set and komi it is counted under, its
// replay, its marks, its count and its verdict, plus the words the score outputs share.

#include "app/cli/score_record.h"

#include <QJsonArray>
#include <cmath>
#include <variant>

#include "app/cli/cli.h"

namespace tengen::cli::score {

using namespace tengen::rules;

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

namespace {

// The article of the chosen rule set that forbids a move, in the current language.
QString articleText(Illegal reason, const RuleSet& rules) {
  const std::string& n = rules.name;
  const bool chinese = n == "chinese" || n == "chinese-practice";
  switch (reason) {
    case Illegal::Suicide:
      if (chinese) return msg("art.chinese.suicide");
      if (n == "japanese") return msg("art.japanese.suicide");
      if (n == "tromp-taylor") return msg("art.tromp-taylor.suicide");
      break;
    case Illegal::Ko:
      if (chinese) return msg("art.chinese.ko");
      if (n == "japanese") return msg("art.japanese.ko");
      if (n == "tromp-taylor") return msg("art.tromp-taylor.superko");
      break;
    case Illegal::Superko:
      if (chinese) return msg("art.chinese.superko");
      if (n == "tromp-taylor") return msg("art.tromp-taylor.superko");
      break;
    default:
      break;
  }
  if (n == "korean") return msg("art.korean");
  return msg("art.other").arg(qs(n));
}

QString illegalText(Illegal reason, const RuleSet& rules) {
  switch (reason) {
    case Illegal::OffBoard:
      return msg("illegal.offboard");
    case Illegal::Occupied:
      return msg("illegal.occupied");
    case Illegal::Suicide:
      return msg("illegal.suicide").arg(articleText(reason, rules));
    case Illegal::Ko:
      return msg("illegal.ko").arg(articleText(reason, rules));
    case Illegal::Superko:
      return msg("illegal.superko").arg(articleText(reason, rules));
    case Illegal::GameOver:
    case Illegal::None:
      break;
  }
  return msg("illegal.over");
}

}  // namespace

// What follows a reported cycle under the rule set.
QString cycleRuling(const RuleSet& rules) {
  if (rules.name == "chinese-practice") return msg("score.cycle.chinese-practice");
  if (rules.name == "japanese") return msg("score.cycle.japanese");
  return msg("score.cycle.other");
}

QString colorWord(Color c) {
  return msg(c == Color::Black ? "score.black" : "score.white");
}

namespace {
// What the reader took leniently, in words.
QString warningText(const SgfWarning& w, const SgfGame& game) {
  using K = SgfWarning::Kind;
  const QString value = QString::fromStdString(w.value);
  const int komi = game.komiHalf.value_or(0);
  switch (w.kind) {
    case K::NoRootSemicolon:
      return msg("score.warn.root-semicolon").arg(w.line).arg(w.column);
    case K::Utf16:
      return msg("score.warn.utf16").arg(value);
    case K::HandicapNotWhole:
      return msg("score.warn.handicap")
          .arg(w.line)
          .arg(w.column)
          .arg(value)
          .arg(QString::number(static_cast<int>(std::floor(value.toDouble()))));
    case K::KomiTimes100:
      return msg("score.warn.komi-100")
          .arg(w.line)
          .arg(w.column)
          .arg(value, QString::number(value.toDouble() / 100, 'g', 10));
    case K::KomiInStones:
      return msg("score.warn.komi-stones")
          .arg(w.line)
          .arg(w.column)
          .arg(value, stonesText(komi), QString::fromStdString(formatHalf(komi)));
  }
  return QString::fromStdString(w.text);
}

}  // namespace

// One reason for a disagreement in words; `score` is the count it was compared with (its komi and
// compensation are the "instead of" values).
QString explanationText(const Explanation& e, const Score& score, int height) {
  using K = Explanation::Kind;
  switch (e.kind) {
    case K::Komi:
      return msg("score.why.komi").arg(qs(formatHalf(e.valueHalf)), qs(formatHalf(score.komiHalf)));
    case K::Compensation:
      return msg("score.why.compensation")
          .arg(qs(formatHalf(e.valueHalf)), qs(formatHalf(score.compensationHalf)));
    case K::Dame:
      return msg("score.why.dame");
    case K::DeadStones:
      return msg("score.why.dead")
          .arg(colorWord(e.color), qs(toGtp(e.stones.front(), height)))
          .arg(e.stones.size())
          .arg(msg(e.countedDead ? "score.why.dead-word" : "score.why.alive-word"),
               msg(e.countedDead ? "score.why.alive-word" : "score.why.dead-word"));
    case K::WrongWinner:
    case K::Seki:
    case K::Unexplained:
      break;
  }
  if (e.kind == K::WrongWinner)
    return msg("score.why.winner").arg(qs(e.text.substr(e.text.rfind(' ') + 1)));
  return msg("score.why.unexplained");
}

double halfToDouble(int half) {
  return half / 2.0;
}

// Quarter stones as the reader expects them: 3又3/4 in Chinese, 3.75 in English.
QString stonesText(int quarters) {
  if (language() == Lang::Zh) return qs(formatQuarterStones(quarters));
  return QString::number(quarters / 4.0, 'g', 10);
}

QString chainText(const Board& board, Loc p, int height) {
  const int n = static_cast<int>(board.chainStones(p).size());
  const QString chain = msg(n == 1 ? "score.chain.one" : "score.chain")
                            .arg(qs(toGtp(p, height)), colorWord(board.at(p)));
  return n == 1 ? chain : chain.arg(n);
}

QString chainList(const Board& board, const std::vector<Loc>& chains, int height) {
  QStringList texts;
  for (Loc p : chains) texts << chainText(board, p, height);
  return texts.join(msg("score.list-separator"));
}

CountedRecord countRecord(const std::string& path, const std::string& bytes, const ScoreOptions& o,
                          const std::optional<CountingTerms>& eventTerms) {
  CountedRecord r;
  r.path = path;
  auto parsed = readSgfGame(bytes);
  if (auto* e = std::get_if<SgfError>(&parsed))
    throw CliError(
        msg("score.malformed").arg(qs(path)).arg(e->line).arg(e->column).arg(qs(e->message)),
        kBadFile);
  r.game = std::move(std::get<SgfGame>(parsed));
  const SgfGame& game = r.game;
  for (const SgfWarning& w : game.warnings) r.warnings << warningText(w, game);

  RuleSet& rules = r.rules;
  if (o.rules) {
    auto preset = RuleSet::preset(*o.rules);
    if (!preset) throw CliError(msg("score.bad-rules").arg(qs(*o.rules)));
    rules = *preset;
  } else if (eventTerms) {
    rules = eventTerms->rules;
  } else if (!game.rules.empty()) {
    if (auto preset = RuleSet::preset(game.rules)) rules = *preset;
  }
  r.komiHalf = rules.komiHalfPoints;
  if (eventTerms) {
    r.komiHalf = eventTerms->komiHalf;
  } else if (o.komi) {
    auto k = parseKomi(*o.komi);
    if (!k) throw CliError(msg("score.bad-komi").arg(qs(*o.komi)));
    r.komiHalf = *k;
  } else if (game.komiHalf) {
    r.komiHalf = *game.komiHalf;
    r.komiInStones = game.komiInStones;
  }
  rules.komiHalfPoints = r.komiHalf;

  r.replayed = replay(game, rules);
  const Replay& replayed = *r.replayed;
  if (replayed.illegal && replayed.illegal->reason == Illegal::Superko &&
      replayed.illegal->repeatsMove >= 0) {
    const IllegalMove& m = *replayed.illegal;
    throw CliError(msg("score.illegal.superko")
                       .arg(qs(path))
                       .arg(m.moveNumber)
                       .arg(msg(m.move.color == Color::Black ? "score.b" : "score.w"),
                            qs(toGtp(m.move.loc, game.height)))
                       .arg(m.repeatsMove == 0 ? msg("score.position.start")
                                               : msg("score.position.after").arg(m.repeatsMove))
                       .arg(qs(rules.name), articleText(m.reason, rules)),
                   kBadFile);
  }
  if (replayed.illegal) {
    const IllegalMove& m = *replayed.illegal;
    throw CliError(msg("score.illegal")
                       .arg(qs(path))
                       .arg(m.moveNumber)
                       .arg(msg(m.move.color == Color::Black ? "score.b" : "score.w"),
                            qs(toGtp(m.move.loc, game.height)), illegalText(m.reason, rules)),
                   kBadFile);
  }
  const Board& board = replayed.game.board();
  for (const DoubleMove& d : replayed.doubleMoves)
    r.warnings << msg("score.warn.double-move")
                      .arg(d.moveNumber)
                      .arg(msg(d.move.color == Color::Black ? "score.b" : "score.w"),
                           qs(toGtp(d.move.loc, game.height)), colorWord(d.move.color));

  auto stones = [&](const std::optional<std::string>& list) {
    std::vector<Loc> pts;
    if (!list) return pts;
    for (const QString& part : qs(*list).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
      auto p = parseGtp(part.trimmed().toStdString(), game.width, game.height);
      if (!p || *p == kPass) throw CliError(msg("score.bad-point").arg(part.trimmed()));
      if (board.at(*p) == Color::Empty) throw CliError(msg("score.not-stone").arg(part.trimmed()));
      pts.push_back(*p);
    }
    return pts;
  };
  r.dead = stones(o.dead);
  r.seki = stones(o.seki);
  // Dead stones marked with the opponent's territory (TB on white stones, TW on black ones).
  const bool fileMarks =
      o.fileMarks && (!game.territoryBlack.empty() || !game.territoryWhite.empty());
  if (fileMarks) {
    for (Loc p : game.territoryBlack)
      if (board.at(p) == Color::White) r.dead.push_back(p);
    for (Loc p : game.territoryWhite)
      if (board.at(p) == Color::Black) r.dead.push_back(p);
  }
  r.deadMarked = o.dead || fileMarks;
  // Nothing marked dead: the chains that look unfinished ask for the referee's decision.
  if (!r.deadMarked) r.undecided = undecidedChains(board);

  r.handicap = eventTerms ? eventTerms->handicap : effectiveHandicap(game);
  r.setup = setupStones(game);
  r.score = rules.scoring == Scoring::Territory
                ? scoreTerritory(board, r.dead, board.captures(Color::Black),
                                 board.captures(Color::White), r.komiHalf, r.handicap, r.seki)
                : scoreGame(board, rules, r.dead, r.komiHalf, r.handicap);

  r.unreadableResult = !o.reported && !game.result.empty() && !parseClaim(game.result);
  if (o.reported) {
    r.claim = parseClaim(*o.reported, r.komiInStones);
    if (!r.claim) throw CliError(msg("score.bad-reported").arg(qs(*o.reported)));
    r.claimLabel = msg("score.reported").arg(qs(*o.reported));
  } else if (!game.result.empty()) {
    r.claim = parseClaim(game.result, r.komiInStones);
    r.claimLabel = msg("score.file").arg(qs(game.result));
    if (!r.claim) r.warnings << msg("score.warn.unreadable").arg(qs(game.result));
  }
  if (r.claim && r.claim->kind == Claim::Kind::Margin && r.claim->marginHalf == 0)
    r.warnings << msg("score.warn.zero-margin").arg(r.claimLabel);
  if (r.claim) r.verdict = verify(*r.claim, r.score, board, rules);
  return r;
}

QString verdictText(const CountedRecord& r) {
  if (!r.verdict) return msg(r.unreadableResult ? "score.unreadable" : "score.no-result");
  const Verdict& v = *r.verdict;
  if (v.status == Verdict::Status::Agree) return msg("score.agree");
  if (v.status == Verdict::Status::NotComparable) return msg("score.nothing");
  if (r.claim->kind == Claim::Kind::WinnerOnly) return msg("score.disagree-winner");
  return msg(r.claim->kind == Claim::Kind::Count ? "score.disagree-count" : "score.disagree-margin")
      .arg(qs(formatHalf(std::abs(v.differenceHalf))));
}

QJsonObject recordJson(const CountedRecord& r) {
  const SgfGame& game = r.game;
  const Score& score = r.score;
  const Replay& replayed = *r.replayed;
  const auto& verdict = r.verdict;
  auto side = [&](const SideCount& s) {
    QJsonObject j;
    j[QStringLiteral("stones")] = s.stones;
    j[QStringLiteral("territory")] = s.territory;
    j[QStringLiteral("prisoners")] = s.prisoners;
    j[QStringLiteral("count")] = halfToDouble(s.countHalf);
    return j;
  };
  QJsonObject j;
  j[QStringLiteral("rules")] = qs(r.rules.name);
  j[QStringLiteral("size")] =
      game.width == game.height
          ? QJsonValue(game.width)
          : QJsonValue(QStringLiteral("%1:%2").arg(game.width).arg(game.height));
  j[QStringLiteral("komi")] = halfToDouble(r.komiHalf);
  j[QStringLiteral("handicap")] = r.handicap;
  j[QStringLiteral("setup")] = QJsonObject{{QStringLiteral("black"), r.setup.black},
                                           {QStringLiteral("white"), r.setup.white}};
  j[QStringLiteral("moves")] = static_cast<int>(replayed.game.moves().size());
  j[QStringLiteral("black")] = side(score.black);
  j[QStringLiteral("white")] = side(score.white);
  j[QStringLiteral("neutral")] = score.neutral;
  j[QStringLiteral("result")] = qs(score.result());
  j[QStringLiteral("result_zh")] = qs(score.resultZh());
  j[QStringLiteral("file_result")] =
      game.result.empty() ? QJsonValue() : QJsonValue(qs(game.result));
  QJsonValue verified;
  if (verdict && verdict->status != Verdict::Status::NotComparable)
    verified = verdict->status == Verdict::Status::Agree;
  j[QStringLiteral("verified")] = verified;
  if (!game.result.empty()) j[QStringLiteral("file_result_readable")] = !r.unreadableResult;
  j[QStringLiteral("warnings")] = QJsonArray::fromStringList(r.warnings);
  if (r.mismatch()) {
    QJsonArray why;
    for (const Explanation& e : verdict->explanations)
      why.append(explanationText(e, score, game.height));
    j[QStringLiteral("explanations")] = why;
  }
  if (!replayed.doubleMoves.empty()) {
    QJsonArray doubles;
    for (const DoubleMove& d : replayed.doubleMoves) doubles.append(d.moveNumber);
    j[QStringLiteral("double_moves")] = doubles;
  }
  if (!replayed.game.cycles().empty()) {
    QJsonArray cycles;
    for (const Cycle& c : replayed.game.cycles())
      cycles.append(QJsonObject{{QStringLiteral("move"), c.moveNumber},
                                {QStringLiteral("repeats"), c.repeatsMove},
                                {QStringLiteral("ruling"), cycleRuling(r.rules)}});
    j[QStringLiteral("cycles")] = cycles;
  }
  return j;
}

}  // namespace tengen::cli::score
