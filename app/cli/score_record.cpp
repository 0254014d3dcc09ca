// Counting one SGF record for `tengen score`: the rule set and komi it is counted under, its
// replay, its marks, its count and its verdict, plus the words the score outputs share.

#include "app/cli/score_record.h"

#include <QJsonArray>
#include <cmath>
#include <variant>

#include "app/cli/cli.h"
#include "app/wording/std_text.h"

namespace tengen::cli::score {

using namespace tengen::rules;

namespace {

// The article of the chosen rule set that forbids a move, in the current language.
QString articleText(Illegal reason, const RuleSet& rules) {
  const std::string& n = rules.name;
  const bool chinese = n == "chinese" || n == "chinese-practice";
  switch (reason) {
    case Illegal::Suicide:
      if (chinese) return CliWords::tr("2002 §5", "art.chinese.suicide");
      if (n == "japanese")
        return CliWords::tr("Japanese 1989 Art. 3 and 4", "art.japanese.suicide");
      if (n == "tromp-taylor")
        return CliWords::tr("Tromp-Taylor rule 7", "art.tromp-taylor.suicide");
      break;
    case Illegal::Ko:
      if (chinese) return CliWords::tr("2002 §20.1", "art.chinese.ko");
      if (n == "japanese") return CliWords::tr("Japanese 1989 Art. 6", "art.japanese.ko");
      if (n == "tromp-taylor")
        return CliWords::tr("Tromp-Taylor rule 6: a move may not repeat an earlier board",
                            "art.tromp-taylor.superko");
      break;
    case Illegal::Superko:
      if (chinese) return CliWords::tr("2002 §6 and §20.3", "art.chinese.superko");
      if (n == "tromp-taylor")
        return CliWords::tr("Tromp-Taylor rule 6: a move may not repeat an earlier board",
                            "art.tromp-taylor.superko");
      break;
    default:
      break;
  }
  if (n == "korean") return CliWords::tr("Korean rules", "art.korean");
  return CliWords::tr("%1 rules", "art.other").arg(qs(n));
}

QString illegalText(Illegal reason, const RuleSet& rules) {
  switch (reason) {
    case Illegal::OffBoard:
      return CliWords::tr("the point is not on the board", "illegal.offboard");
    case Illegal::Occupied:
      return CliWords::tr("the point is occupied", "illegal.occupied");
    case Illegal::Suicide:
      return CliWords::tr(
                 "forbidden point (禁着点): the move has no liberty and captures nothing (%1)",
                 "illegal.suicide")
          .arg(articleText(reason, rules));
    case Illegal::Ko:
      return CliWords::tr("ko recapture is forbidden (%1)", "illegal.ko")
          .arg(articleText(reason, rules));
    case Illegal::Superko:
      return CliWords::tr("whole-board repetition (全局同形再现) is forbidden (%1)",
                          "illegal.superko")
          .arg(articleText(reason, rules));
    case Illegal::GameOver:
    case Illegal::None:
      break;
  }
  return CliWords::tr("the game is over", "illegal.over");
}

}  // namespace

// What follows a reported cycle under the rule set.
QString cycleRuling(const RuleSet& rules) {
  if (rules.name == "chinese-practice")
    return CliWords::tr(
        "the event's regulations decide: no result (无胜负), draw or replay (2002 §20.3)",
        "score.cycle.chinese-practice");
  if (rules.name == "japanese")
    return CliWords::tr(
        "if neither player deviates the game ends without result (无胜负, Japanese 1989 Art. 12)",
        "score.cycle.japanese");
  return CliWords::tr("the referee decides", "score.cycle.other");
}

QString colorWord(Color c) {
  return (c == Color::Black ? CliWords::tr("Black", "score.black")
                            : CliWords::tr("White", "score.white"));
}

namespace {
// What the reader took leniently, in words.
QString warningText(const SgfWarning& w, const SgfGame& game) {
  using K = SgfWarning::Kind;
  const QString value = QString::fromStdString(w.value);
  const rules::HalfPoints komi = game.komi.value_or(rules::HalfPoints(0));
  switch (w.kind) {
    case K::NoRootSemicolon:
      return CliWords::tr(
                 "line %1, column %2: the root node has no ';' before its properties (as Nihon "
                 "Ki-in files write it): read as if it had",
                 "score.warn.root-semicolon")
          .arg(w.line)
          .arg(w.column);
    case K::Utf16:
      return CliWords::tr("the file is %1 with a byte-order mark: converted to UTF-8",
                          "score.warn.utf16")
          .arg(value);
    case K::HandicapNotWhole:
      return CliWords::tr(
                 "line %1, column %2: handicap HA[%3] is not a whole number: %4 stones taken",
                 "score.warn.handicap")
          .arg(w.line)
          .arg(w.column)
          .arg(value)
          .arg(QString::number(static_cast<int>(std::floor(value.toDouble()))));
    case K::KomiTimes100:
      return CliWords::tr(
                 "line %1, column %2: komi KM[%3] is written x 100 (as Fox writes it): read as %4",
                 "score.warn.komi-100")
          .arg(w.line)
          .arg(w.column)
          .arg(value, QString::number(value.toDouble() / 100, 'g', 10));
    case K::KomiInStones:
      return CliWords::
          tr("line %1, column %2: komi KM[%3] is in stones (贴子, 2002 §11): %4 stones = %5 points",
             "score.warn.komi-stones")
              .arg(w.line)
              .arg(w.column)
              .arg(value, stonesText(komi), QString::fromStdString(komi.toString()));
    case K::KomiRounded:
      return CliWords::tr(
                 "line %1, column %2: komi KM[%3] is no multiple of 0.5 (贴目): read as %4, the "
                 "nearest half point",
                 "score.warn.komi-rounded")
          .arg(w.line)
          .arg(w.column)
          .arg(value, QString::fromStdString(komi.toString()));
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
      return CliWords::tr("it matches a komi of %1 instead of %2", "score.why.komi")
          .arg(qs(e.value.toString()), qs(score.komi.toString()));
    case K::Compensation:
      return CliWords::tr("it matches a handicap compensation of %1 points instead of %2",
                          "score.why.compensation")
          .arg(qs(e.value.toString()), qs(score.compensation.toString()));
    case K::Dame:
      return CliWords::tr("one neutral point (dame) was given to one side; it counts half to each",
                          "score.why.dame");
    case K::DeadStones:
      return CliWords::tr("the %1 stones at %2 (%3) are counted %4 in it, %5 here",
                          "score.why.dead")
          .arg(colorWord(e.color), qs(toGtp(e.stones.front(), height)))
          .arg(e.stones.size())
          .arg((e.countedDead ? CliWords::tr("dead", "score.why.dead-word")
                              : CliWords::tr("alive", "score.why.alive-word")),
               (e.countedDead ? CliWords::tr("alive", "score.why.alive-word")
                              : CliWords::tr("dead", "score.why.dead-word")));
    case K::WrongWinner:
    case K::Seki:
    case K::Unexplained:
      break;
  }
  if (e.kind == K::WrongWinner)
    return CliWords::tr("the count gives %1", "score.why.winner")
        .arg(qs(e.text.substr(e.text.rfind(' ') + 1)));
  return CliWords::tr(
      "no single komi, compensation, dame or dead-stone difference explains it: recount",
      "score.why.unexplained");
}

// Points as stones the way the reader expects them: 7.5 points are 3又3/4 in Chinese, 3.75 in
// English.
QString stonesText(rules::HalfPoints points) {
  if (language() == Lang::Zh) return qs(formatStonesZh(points));
  return QString::number(points.count() / 4.0, 'g', 10);  // a half point is a quarter stone
}

QString chainText(const Board& board, Loc p, int height) {
  const int n = static_cast<int>(board.chainStones(p).size());
  const QString chain = (n == 1 ? CliWords::tr("%1 (%2, 1 stone)", "score.chain.one")
                                : CliWords::tr("%1 (%2, %3 stones)", "score.chain"))
                            .arg(qs(toGtp(p, height)), colorWord(board.at(p)));
  return n == 1 ? chain : chain.arg(n);
}

QString chainList(const Board& board, const std::vector<Loc>& chains, int height) {
  QStringList texts;
  for (Loc p : chains) texts << chainText(board, p, height);
  return texts.join(CliWords::tr(", ", "score.list-separator"));
}

namespace {

// Reads the SGF; a malformed file is refused naming the line and column (exit 2).
void readRecord(CountedRecord& r, const std::string& bytes) {
  auto parsed = readSgfGame(bytes);
  if (auto* e = std::get_if<SgfError>(&parsed))
    throw CliError(CliWords::tr("%1, line %2, column %3: %4", "score.malformed")
                       .arg(qs(r.path))
                       .arg(e->line)
                       .arg(e->column)
                       .arg(qs(e->message)),
                   kBadFile);
  r.game = std::move(std::get<SgfGame>(parsed));
  for (const SgfWarning& w : r.game.warnings) r.warnings << warningText(w, r.game);
}

// The rule set: --rules, else the event's, else the file's RU, else Chinese.
void chooseRules(CountedRecord& r, const ScoreOptions& o,
                 const std::optional<CountingTerms>& eventTerms) {
  if (o.rules) {
    auto preset = RuleSet::preset(*o.rules);
    if (!preset)
      throw CliError(
          CliWords::tr(
              "unknown rule set '%1' (chinese, chinese-practice, japanese, korean, tromp-taylor)",
              "score.bad-rules")
              .arg(qs(*o.rules)));
    r.rules = *preset;
  } else if (eventTerms) {
    r.rules = eventTerms->rules;
  } else if (!r.game.rules.empty()) {
    if (auto preset = RuleSet::preset(r.game.rules)) r.rules = *preset;
  }
}

// The komi: the event's game, else --komi, else the file's KM, else the rule set's.
void chooseKomi(CountedRecord& r, const ScoreOptions& o,
                const std::optional<CountingTerms>& eventTerms) {
  r.komi = r.rules.komi;
  if (eventTerms) {
    r.komi = eventTerms->komi;
  } else if (o.komi) {
    auto k = parseKomi(*o.komi);
    if (!k) throw CliError(CliWords::tr("'%1' is not a komi", "score.bad-komi").arg(qs(*o.komi)));
    r.komi = *k;
  } else if (r.game.komi) {
    r.komi = *r.game.komi;
    r.komiInStones = r.game.komiInStones;
  }
  r.rules.komi = r.komi;
}

QString moveColourLetter(Color c) {
  return c == Color::Black ? CliWords::tr("B", "score.b") : CliWords::tr("W", "score.w");
}

// Replays the record; an illegal move is refused with the article that forbids it (exit 2).
void replayRecord(CountedRecord& r) {
  const SgfGame& game = r.game;
  const RuleSet& rules = r.rules;
  r.replayed = replay(game, rules);
  const Replay& replayed = *r.replayed;
  if (replayed.illegal && replayed.illegal->reason == Illegal::Superko &&
      replayed.illegal->repeatsMove >= 0) {
    const IllegalMove& m = *replayed.illegal;
    throw CliError(
        CliWords::tr("%1: move %2 (%3 at %4) repeats %5 (全局同形再现), which %6 forbids (%7); "
                     "--rules chinese-practice counts such a game and reports the cycle (triple "
                     "ko, eternal life ...) for the referee",
                     "score.illegal.superko")
            .arg(qs(r.path))
            .arg(m.moveNumber)
            .arg(moveColourLetter(m.move.color), qs(toGtp(m.move.loc, game.height)))
            .arg(m.repeatsMove == 0 ? CliWords::tr("the starting position", "score.position.start")
                                    : CliWords::tr("the whole-board position after move %1",
                                                   "score.position.after")
                                          .arg(m.repeatsMove))
            .arg(qs(rules.name), articleText(m.reason, rules)),
        kBadFile);
  }
  if (replayed.illegal) {
    const IllegalMove& m = *replayed.illegal;
    throw CliError(CliWords::tr("%1: move %2 (%3 at %4): %5", "score.illegal")
                       .arg(qs(r.path))
                       .arg(m.moveNumber)
                       .arg(moveColourLetter(m.move.color), qs(toGtp(m.move.loc, game.height)),
                            illegalText(m.reason, rules)),
                   kBadFile);
  }
  for (const DoubleMove& d : replayed.doubleMoves)
    r.warnings << CliWords::tr(
                      "move %1 (%2 at %3) is a second %4 move in a row: a double move (连下两着, "
                      "2002 §17.2: the second move is void and a warning is given); the record is "
                      "counted as written",
                      "score.warn.double-move")
                      .arg(d.moveNumber)
                      .arg(moveColourLetter(d.move.color), qs(toGtp(d.move.loc, game.height)),
                           colorWord(d.move.color));
}

// The stones a --dead or --seki list names; a point off the board or without a stone is refused.
std::vector<Loc> markedStones(const CountedRecord& r, const std::optional<std::string>& list) {
  std::vector<Loc> pts;
  if (!list) return pts;
  for (const QString& part : qs(*list).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    auto p = parseGtp(part.trimmed().toStdString(), r.game.width, r.game.height);
    if (!p || *p == kPass)
      throw CliError(
          CliWords::tr("'%1' is not a point of this board", "score.bad-point").arg(part.trimmed()));
    if (r.board().at(*p) == Color::Empty)
      throw CliError(
          CliWords::tr("%1: no stone there to mark", "score.not-stone").arg(part.trimmed()));
    pts.push_back(*p);
  }
  return pts;
}

// The dead and seki chains as marked by the options and the file's TB/TW; nothing marked dead:
// the chains that look unfinished ask for the referee's decision.
void markStones(CountedRecord& r, const ScoreOptions& o) {
  const SgfGame& game = r.game;
  const Board& board = r.board();
  r.dead = markedStones(r, o.dead);
  r.seki = markedStones(r, o.seki);
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
  if (!r.deadMarked) r.undecided = undecidedChains(board);
}

// Counts the final position under the rule set's scoring.
void countPosition(CountedRecord& r, const std::optional<CountingTerms>& eventTerms) {
  const Board& board = r.board();
  r.handicap = eventTerms ? eventTerms->handicap : effectiveHandicap(r.game);
  r.setup = setupStones(r.game);
  r.score = r.rules.scoring == Scoring::Territory
                ? scoreTerritory(board, r.dead, board.captures(Color::Black),
                                 board.captures(Color::White), r.komi, r.handicap, r.seki)
                : scoreGame(board, r.rules, r.dead, r.komi, r.handicap);
}

// The result to verify: --reported, else the file's RE (an unreadable RE is a warning).
void readClaim(CountedRecord& r, const ScoreOptions& o) {
  const SgfGame& game = r.game;
  r.unreadableResult = !o.reported && !game.result.empty() && !parseClaim(game.result);
  if (o.reported) {
    r.claim = parseClaim(*o.reported, r.komiInStones);
    if (!r.claim)
      throw CliError(
          CliWords::tr("'%1' is not a result (B+1.5, W+R, 黑胜3/4子, 黑185子, black 184.5, 和棋)",
                       "score.bad-reported")
              .arg(qs(*o.reported)));
    r.claimLabel = CliWords::tr("the reported '%1'", "score.reported").arg(qs(*o.reported));
  } else if (!game.result.empty()) {
    r.claim = parseClaim(game.result, r.komiInStones);
    r.claimLabel = CliWords::tr("the file's RE[%1]", "score.file").arg(qs(game.result));
    if (!r.claim)
      r.warnings << CliWords::tr("the file's result RE[%1] cannot be read: it was not verified",
                                 "score.warn.unreadable")
                        .arg(qs(game.result));
  }
  if (r.claim && r.claim->kind == Claim::Kind::Margin && r.claim->margin == rules::HalfPoints(0))
    r.warnings << CliWords::tr(
                      "%1 is a margin of 0 with a winner named: it agrees only with a drawn count "
                      "(some programs write it for a game that ended without a count)",
                      "score.warn.zero-margin")
                      .arg(r.claimLabel);
}

}  // namespace

CountedRecord countRecord(const std::string& path, const std::string& bytes, const ScoreOptions& o,
                          const std::optional<CountingTerms>& eventTerms) {
  CountedRecord r;
  r.path = path;
  readRecord(r, bytes);
  chooseRules(r, o, eventTerms);
  chooseKomi(r, o, eventTerms);
  replayRecord(r);
  markStones(r, o);
  countPosition(r, eventTerms);
  readClaim(r, o);
  if (r.claim) r.verdict = verify(*r.claim, r.score, r.board(), r.rules);
  return r;
}

void printRulesMovesWarnings(const CountedRecord& r) {
  const bool area = r.rules.scoring == Scoring::Area;
  out(CliWords::tr("Rules: %1 (%2), komi %3 (%4 stones), handicap %5", "score.line.rules")
          .arg(qs(r.rules.name),
               (area ? CliWords::tr("area counting 数子法", "score.area")
                     : CliWords::tr("territory counting 数目法", "score.territory")),
               qs(r.komi.toString()), stonesText(r.komi))
          .arg(r.handicap));
  out(CliWords::tr("Moves: %1", "score.line.moves").arg(r.replayed->game.moves().size()));
  for (const QString& w : r.warnings) out(CliWords::tr("Warning: %1", "score.warning").arg(w));
}

QString verdictText(const CountedRecord& r) {
  if (!r.verdict)
    return (r.unreadableResult
                ? CliWords::tr("unreadable result, not compared (read are e.g. B+1.5, W+R, B+T, "
                               "B+F, B+, 0, Draw, Void, ?, 黑胜3/4子)",
                               "score.unreadable")
                : CliWords::tr("no result recorded", "score.no-result"));
  const Verdict& v = *r.verdict;
  if (v.status == Verdict::Status::Agree) return CliWords::tr("agrees", "score.agree");
  if (v.status == Verdict::Status::NotComparable)
    return CliWords::tr("nothing to compare (no count in it)", "score.nothing");
  if (r.claim->kind == Claim::Kind::WinnerOnly)
    return CliWords::tr("DISAGREES: the winner differs", "score.disagree-winner");
  return (r.claim->kind == Claim::Kind::Count
              ? CliWords::tr("DISAGREES by %1 stones", "score.disagree-count")
              : CliWords::tr("DISAGREES by %1 points", "score.disagree-margin"))
      .arg(qs(abs(v.difference).toString()));
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
    j[QStringLiteral("count")] = s.count.points();
    return j;
  };
  QJsonObject j;
  j[QStringLiteral("rules")] = qs(r.rules.name);
  j[QStringLiteral("size")] =
      game.width == game.height
          ? QJsonValue(game.width)
          : QJsonValue(QStringLiteral("%1:%2").arg(game.width).arg(game.height));
  j[QStringLiteral("komi")] = r.komi.points();
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
