// tengen bench pairing --players N --rounds R --system S: time per round of the whole-field draw,
// with the certificate loop's figures. In memory: no event file.

#include <chrono>
#include <ctime>
#include <random>

#include "app/cli/cli.h"
#include "app/cli/text_table.h"
#include "pairing/draw.h"
#include "pairing/simulate.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

const MessageRegistration kMessages{
    {"bench.pairing.parent", "benchmarks (figures for the notes)", "性能测试（供记录的数据）"},
    {"bench.pairing.help", "time the draw of generated tournaments", "测试随机生成比赛的编排耗时"},
    {"bench.pairing.players", "number of players", "棋手人数"},
    {"bench.pairing.rounds", "number of rounds", "轮数"},
    {"bench.pairing.system", "swiss, mcmahon, round-robin or knockout",
     "swiss、mcmahon、round-robin 或 knockout"},
    {"bench.pairing.seed", "random seed", "随机种子"},
    {"bench.pairing.profile", "draw profile for Swiss and McMahon: tengen or opengotha",
     "积分编排与麦克马洪的编排方案：tengen 或 opengotha"},
    {"bench.pairing.bad-profile", "unknown draw profile '%1'", "未知编排方案“%1”"},
    {"bench.pairing.bad-system", "unknown system '%1'", "未知赛制“%1”"},
    {"bench.pairing.failed", "round %1: no valid pairing", "第 %1 轮无法编排"},
    {"bench.pairing.col.round", "Round", "轮次"},
    {"bench.pairing.col.seconds", "Seconds", "秒"},
    {"bench.pairing.col.cpu", "CPU s", "CPU 秒"},
    {"bench.pairing.col.solves", "Solves", "求解次数"},
    {"bench.pairing.col.certificate", "Certificate rounds", "证明轮数"},
    {"bench.pairing.col.added", "Pairs added", "新增对"},
    {"bench.pairing.col.checked", "Pairs checked", "检查对数"},
    {"bench.pairing.col.edges", "Edges", "边数"},
    {"bench.pairing.summary", "%1 players, %2: mean %3 s per round, max %4 s",
     "%1 名棋手，%2：平均每轮 %3 秒，最长 %4 秒"},
};

CLI::App* benchParent(CLI::App& app) {
  // (This CLI11 has no get_subcommand_no_throw: look the parent up by name.)
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == "bench") return sub;
  auto* bench = app.add_subcommand("bench", msgs("bench.pairing.parent"));
  bench->require_subcommand(1);
  return bench;
}

void registerBenchPairing(CLI::App& app) {
  auto* cmd = benchParent(app)->add_subcommand("pairing", msgs("bench.pairing.help"));
  auto players = std::make_shared<int>(1000);
  auto rounds = std::make_shared<int>(5);
  auto system = std::make_shared<std::string>("mcmahon");
  auto seed = std::make_shared<std::uint64_t>(1);
  cmd->add_option("--players", *players, msgs("bench.pairing.players"))
      ->check(CLI::Range(2, 200000));
  cmd->add_option("--rounds", *rounds, msgs("bench.pairing.rounds"))->check(CLI::Range(1, 99));
  cmd->add_option("--system", *system, msgs("bench.pairing.system"));
  cmd->add_option("--seed", *seed, msgs("bench.pairing.seed"));
  auto profile = std::make_shared<std::string>("tengen");
  cmd->add_option("--profile", *profile, msgs("bench.pairing.profile"));
  cmd->callback([=] {
    const auto sys = pairingSystemFromCode(*system);
    if (!sys) throw CliError(msg("bench.pairing.bad-system").arg(QString::fromStdString(*system)));
    const auto drawProfile = drawProfileFromCode(*profile);
    if (!drawProfile)
      throw CliError(msg("bench.pairing.bad-profile").arg(QString::fromStdString(*profile)));
    std::mt19937_64 rng(*seed);
    DrawInput in;
    in.event.system = *sys;
    in.event.rounds = *rounds;
    in.settings.profile = *drawProfile;
    in.settings.openGotha = *sys == PairingSystem::McMahon ? OpenGothaParams::forMcMahon()
                                                           : OpenGothaParams::forSwiss();
    in.settings.openGotha.numberOfRounds = *rounds;
    in.players = generatePlayers(*players, rng());
    TextTable table({msg("bench.pairing.col.round"), msg("bench.pairing.col.seconds"),
                     msg("bench.pairing.col.cpu"), msg("bench.pairing.col.solves"),
                     msg("bench.pairing.col.certificate"), msg("bench.pairing.col.added"),
                     msg("bench.pairing.col.checked"), msg("bench.pairing.col.edges")});
    for (int c = 0; c < 8; ++c) table.alignRight(c);
    double total = 0, worst = 0;
    int done = 0;
    for (int r = 1; r <= *rounds; ++r) {
      in.round = r;
      in.seed = rng();
      const auto start = std::chrono::steady_clock::now();
      const std::clock_t cpuStart = std::clock();
      DrawOutcome outcome = makeDraw(in);
      const double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
      const double secs =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (!outcome.round) {
        out(msg("bench.pairing.failed").arg(r));
        break;
      }
      total += secs;
      worst = std::max(worst, secs);
      ++done;
      const MatchingStats& s = outcome.stats;
      table.addRow({QString::number(r), QString::number(secs, 'f', 4), QString::number(cpu, 'f', 4),
                    QString::number(s.solves), QString::number(s.certificateRounds),
                    QString::number(s.pairsAdded), QString::number(s.pairsChecked),
                    QString::number(static_cast<qulonglong>(s.edges))});
      playRound(*outcome.round, in.players, rng);
      in.previous.push_back(std::move(*outcome.round));
    }
    out(table.render());
    if (done > 0)
      out(msg("bench.pairing.summary")
              .arg(*players)
              .arg(QString::fromStdString(*system))
              .arg(total / done, 0, 'f', 4)
              .arg(worst, 0, 'f', 4));
  });
}

const CommandRegistration kCommands{90, registerBenchPairing};

}  // namespace
}  // namespace tengen::cli
