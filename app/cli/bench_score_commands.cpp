// tengen bench score: how many 19x19 records per second `tengen score FILES...` verifies (read from
// disk, parsed, replayed, counted, compared with RE), on random self-play records it writes first.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <chrono>
#include <cstdio>

#include "app/cli/bench_random_game.h"
#include "app/cli/cli.h"
#include "app/cli/score_record.h"
#include "rules/scoring.h"
#include "rules/sgf_game.h"

namespace tengen::cli {
namespace {

using namespace tengen::rules;

const MessageRegistration kMessages{
    {"bench.score.parent", "benchmarks (figures for the notes)", "性能测试（供记录的数据）"},
    {"bench.score.help",
     "tengen score FILES...: 19x19 records verified per second (read, parse, replay, count, "
     "compare)",
     "tengen score FILES...：每秒核对的 19 路棋谱数（读取、解析、复盘、数子、比较）"},
    {"bench.score.games", "number of random 19x19 records to write and verify",
     "写出并核对的 19 路随机棋谱数"},
    {"bench.score.seconds", "seconds to spend verifying (at least)", "核对的最短秒数"},
    {"bench.score.rules", "rule set of the records (RU)", "棋谱的规则（RU）"},
    {"bench.score.written", "wrote %1 random 19x19 records (%2 rules), %3 moves on average, %4 KB",
     "写出 %1 份 19 路随机棋谱（%2 规则），平均 %3 手，共 %4 KB"},
    {"bench.score.rate",
     "verified %1 records in %2 s of CPU time (%3 s wall): %4 records/s per core (%5 us each)",
     "%2 秒 CPU 时间（实际 %3 秒）内核对 %1 份棋谱：单核每秒 %4 份（每份 %5 微秒）"},
    {"bench.score.unwritable", "%1: cannot write the file", "%1：无法写入文件"},
    {"bench.score.verdicts", "verdicts: %1 agree, %2 ask for a dead-stone decision, %3 other",
     "核对结果：%1 份一致，%2 份需要判定死活，%3 份其他"},
};

void runBench(int games, double minSeconds, const std::string& rulesName) {
  const auto preset = RuleSet::preset(rulesName);
  if (!preset) throw CliError(msg("score.bad-rules").arg(QString::fromStdString(rulesName)));
  const RuleSet rules = *preset;
  QTemporaryDir dir;
  std::vector<std::string> paths;
  long moves = 0;
  qint64 bytes = 0;
  for (int i = 0; i < games; ++i) {
    const std::vector<Move> played = randomGame(static_cast<std::uint64_t>(i) + 1, rules);
    Game g(19, 19, rules);
    SgfGame record;
    record.komiHalf = rules.komiHalfPoints;
    record.rules = rulesName;
    for (const Move& m : played) {
      g.play(m.color, m.loc);
      record.actions.push_back({SgfAction::Kind::Move, m.color, m.loc, 0, 0, {}, {}, {}});
    }
    record.result = scoreGame(g.board(), rules, {}, rules.komiHalfPoints, 0).result();
    moves += static_cast<long>(played.size());
    const std::string text = writeSgfGame(record);
    const QString path = dir.filePath(QStringLiteral("game-%1.sgf").arg(i + 1, 4, 10, QChar('0')));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
      throw CliError(msg("bench.score.unwritable").arg(path), kBadFile);
    bytes += static_cast<qint64>(text.size());
    paths.push_back(path.toStdString());
  }
  out(msg("bench.score.written")
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
  out(msg("bench.score.rate")
          .arg(verified)
          .arg(cpu, 0, 'f', 2)
          .arg(wall, 0, 'f', 2)
          .arg(static_cast<qint64>(static_cast<double>(verified) / cpu))
          .arg(cpu * 1e6 / static_cast<double>(verified), 0, 'f', 1));
  out(msg("bench.score.verdicts").arg(agree).arg(decide).arg(verified - agree - decide));
}

// The `bench` parent command: created by whichever module registers first.
CLI::App* benchCommand(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == "bench") return sub;
  auto* bench = app.add_subcommand("bench", msgs("bench.score.parent"));
  bench->require_subcommand(1);
  return bench;
}

void registerBenchScoreCommands(CLI::App& app) {
  auto* cmd = benchCommand(app)->add_subcommand("score", msgs("bench.score.help"));
  auto games = std::make_shared<int>(200);
  auto secs = std::make_shared<double>(3.0);
  auto rules = std::make_shared<std::string>("chinese");
  cmd->add_option("--games", *games, msgs("bench.score.games"))->check(CLI::Range(1, 100000));
  cmd->add_option("--seconds", *secs, msgs("bench.score.seconds"))->check(CLI::Range(0.0, 600.0));
  cmd->add_option("--rules", *rules, msgs("bench.score.rules"));
  cmd->callback([games, secs, rules] { runBench(*games, *secs, *rules); });
}

const CommandRegistration kCommands{91, registerBenchScoreCommands};

}  // namespace
}  // namespace tengen::cli
