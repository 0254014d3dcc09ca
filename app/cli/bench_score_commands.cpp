// tengen bench score: how many 19x19 records per second `tengen score FILES...` verifies (read from
// disk, parsed, replayed, counted, compared with RE), on random self-play records it writes first.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <chrono>
#include <cstdio>

#include "app/cli/bench_parent.h"
#include "app/cli/bench_random_game.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/score_record.h"
#include "rules/scoring.h"
#include "rules/sgf_game.h"

namespace tengen::cli {
namespace {

using namespace tengen::rules;

void runBench(int games, double minSeconds, const std::string& rulesName) {
  const auto preset = RuleSet::preset(rulesName);
  if (!preset)
    throw CliError(
        CliWords::tr(
            "unknown rule set '%1' (chinese, chinese-practice, japanese, korean, tromp-taylor)",
            "score.bad-rules")
            .arg(QString::fromStdString(rulesName)));
  const RuleSet rules = *preset;
  QTemporaryDir dir;
  std::vector<std::string> paths;
  long moves = 0;
  qint64 bytes = 0;
  for (int i = 0; i < games; ++i) {
    const std::vector<Move> played = randomGame(static_cast<std::uint64_t>(i) + 1, rules);
    Game g(19, 19, rules);
    SgfGame record;
    record.komi = rules.komi;
    record.rules = rulesName;
    for (const Move& m : played) {
      g.play(m.color, m.loc);
      record.actions.push_back({SgfAction::Kind::Move, m.color, m.loc, 0, 0, {}, {}, {}});
    }
    record.result = scoreGame(g.board(), rules, {}, rules.komi, 0).result();
    moves += static_cast<long>(played.size());
    const std::string text = writeSgfGame(record);
    const QString path = dir.filePath(QStringLiteral("game-%1.sgf").arg(i + 1, 4, 10, QChar('0')));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
      throw CliError(CliWords::tr("%1: cannot write the file", "bench.score.unwritable").arg(path),
                     kBadFile);
    bytes += static_cast<qint64>(text.size());
    paths.push_back(path.toStdString());
  }
  out(CliWords::tr("wrote %1 random 19x19 records (%2 rules), %3 moves on average, %4 KB",
                   "bench.score.written")
          .arg(games)
          .arg(QString::fromStdString(rulesName))
          .arg(moves / std::max(games, 1))
          .arg(bytes / 1024));

  // The batch's own path: the file read, countRecord (parse, replay, marks, count, verify).
  score::ScoreOptions options;
  long verified = 0, agree = 0, decide = 0;
  const auto wallStart = std::chrono::steady_clock::now();
  const auto start = CpuClock::now();
  do {
    for (const std::string& path : paths) {
      const score::CountedRecord r =
          score::countRecord(path, readFile(path), options, std::nullopt);
      ++verified;
      if (r.needsDecision())
        ++decide;
      else if (r.verdict && r.verdict->status == Verdict::Status::Agree)
        ++agree;
    }
  } while (seconds(CpuClock::now() - start) < minSeconds);
  const double cpu = seconds(CpuClock::now() - start);
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
  out(CliWords::tr(
          "verified %1 records in %2 s of CPU time (%3 s wall): %4 records/s per core (%5 us each)",
          "bench.score.rate")
          .arg(verified)
          .arg(cpu, 0, 'f', 2)
          .arg(wall, 0, 'f', 2)
          .arg(static_cast<qint64>(static_cast<double>(verified) / cpu))
          .arg(cpu * 1e6 / static_cast<double>(verified), 0, 'f', 1));
  out(CliWords::tr("verdicts: %1 agree, %2 ask for a dead-stone decision, %3 other",
                   "bench.score.verdicts")
          .arg(agree)
          .arg(decide)
          .arg(verified - agree - decide));
}

// What `tengen bench score` is told.
struct ScoreBenchOptions {
  int games = 200;
  double secs = 3.0;
  std::string rules = "chinese";
};

void registerBenchScoreCommands(CLI::App& app) {
  const auto [cmd, o] = addBenchCommand<ScoreBenchOptions>(
      app, "score",
      CliWords::tr("tengen score FILES...: 19x19 records verified per second (read, "
                   "parse, replay, count, compare)",
                   "bench.score.help"),
      [](const ScoreBenchOptions& told) { runBench(told.games, told.secs, told.rules); });
  addOption(cmd, "--games", o->games,
            CliWords::tr("number of random 19x19 records to write and verify", "bench.score.games"),
            1, 100000);
  addOption(cmd, "--seconds", o->secs,
            CliWords::tr("seconds to spend verifying (at least)", "bench.score.seconds"), 0.0,
            600.0);
  addOption(cmd, "--rules", o->rules,
            CliWords::tr("rule set of the records (RU)", "bench.score.rules"));
}

const CommandRegistration kCommands{91, registerBenchScoreCommands};

}  // namespace
}  // namespace tengen::cli
