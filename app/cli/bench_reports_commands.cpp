// tengen bench reports: standings (every tie-break) for a large synthetic tournament, timed.

#include <QString>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <random>

#include "app/cli/cli.h"
#include "reports/formats.h"
#include "reports/standings.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"bench.reports.parent", "benchmarks (figures, not tests)", "基准测试（给出数据，不是测试）"},
    {"bench.reports.help", "standings with every tie-break for a large synthetic tournament",
     "为大型模拟比赛计算含全部小分的排名"},
    {"bench.reports.players", "number of players", "棋手人数"},
    {"bench.reports.rounds", "number of rounds", "轮数"},
    {"bench.reports.repeat", "times each measurement is repeated (the best is reported)",
     "每项重复次数（报告最快一次）"},
    {"bench.reports.seed", "seed of the synthetic results", "模拟结果的随机种子"},
    {"bench.reports.setup", "%1 players x %2 rounds: %3 games, %4 byes, %5 jigo, %6 forfeits",
     "%1 名棋手 x %2 轮：%3 局，%4 次轮空，%5 局和棋，%6 局弃权"},
    {"bench.reports.figure", "%1: %2 ms (best of %3)", "%1：%2 毫秒（%3 次中最快）"},
    {"bench.reports.leader", "leader: %1 with %2", "第一名：%1，%2 分"},
};

// The `bench` parent: created by whichever module registers first.
CLI::App* benchParent(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == "bench") return sub;
  auto* bench = app.add_subcommand("bench", msgs("bench.reports.parent"));
  bench->require_subcommand(1);
  return bench;
}

struct Counts {
  int games = 0, byes = 0, jigo = 0, forfeits = 0;
};

// A Swiss-like synthetic tournament: each round pairs neighbours in the current score order
// (strongest first within a score), results drawn with the stronger player favoured.
reports::Tournament synthetic(int players, int rounds, std::uint64_t seed, Counts& counts) {
  reports::Tournament t;
  t.event.name = "bench";
  t.event.rounds = rounds;
  std::mt19937_64 rng(seed);
  for (int i = 0; i < players; ++i) {
    pairing::Player p;
    p.id = i + 1;
    p.name = "P" + std::to_string(i + 1);
    p.rank = *pairing::Rank::fromStrength(8 - (i * 38) / std::max(1, players));
    t.players.push_back(p);
  }
  std::vector<int> score(static_cast<std::size_t>(players), 0);
  for (int r = 1; r <= rounds; ++r) {
    std::vector<int> order(static_cast<std::size_t>(players));
    for (int i = 0; i < players; ++i) order[static_cast<std::size_t>(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return score[static_cast<std::size_t>(a)] > score[static_cast<std::size_t>(b)];
    });
    pairing::Round round;
    round.number = r;
    std::size_t k = 0;
    if (order.size() % 2 == 1) {
      round.byes.push_back(order.back() + 1);
      score[static_cast<std::size_t>(order.back())] += 2;
      order.pop_back();
      ++counts.byes;
    }
    for (; k + 1 < order.size(); k += 2) {
      const int a = order[k], b = order[k + 1];
      pairing::Game g;
      g.round = r;
      g.board = static_cast<int>(k / 2) + 1;
      g.black = b + 1;
      g.white = a + 1;
      pairing::Result res;
      const auto roll = rng() % 100;
      if (roll < 2) {
        res.outcome = pairing::Outcome::Jigo;
        ++counts.jigo;
      } else if (roll < 4) {
        res.outcome = pairing::Outcome::WhiteWins;
        res.method = pairing::WinMethod::Forfeit;
        ++counts.forfeits;
      } else {
        res.outcome = roll < 60 ? pairing::Outcome::WhiteWins : pairing::Outcome::BlackWins;
        res.method = pairing::WinMethod::Resignation;
      }
      g.result = res;
      if (res.outcome == pairing::Outcome::Jigo) {
        score[static_cast<std::size_t>(a)] += 1;
        score[static_cast<std::size_t>(b)] += 1;
      } else {
        score[static_cast<std::size_t>(res.outcome == pairing::Outcome::WhiteWins ? a : b)] += 2;
      }
      round.games.push_back(g);
      ++counts.games;
    }
    t.rounds.push_back(std::move(round));
  }
  return t;
}

template <typename F>
double bestMs(int repeat, F&& f) {
  double best = 1e300;
  for (int i = 0; i < repeat; ++i) {
    const auto start = std::chrono::steady_clock::now();
    f();
    const std::chrono::duration<double, std::milli> d = std::chrono::steady_clock::now() - start;
    best = std::min(best, d.count());
  }
  return best;
}

}  // namespace

void registerBenchReports(CLI::App& app) {
  auto* cmd = benchParent(app)->add_subcommand("reports", msgs("bench.reports.help"));
  struct Opts {
    int players = 2000, rounds = 9, repeat = 5;
    std::uint64_t seed = 7;
  };
  auto o = std::make_shared<Opts>();
  cmd->add_option("--players", o->players, msgs("bench.reports.players"))
      ->check(CLI::Range(2, 100000));
  cmd->add_option("--rounds", o->rounds, msgs("bench.reports.rounds"))->check(CLI::Range(1, 99));
  cmd->add_option("--repeat", o->repeat, msgs("bench.reports.repeat"))->check(CLI::Range(1, 1000));
  cmd->add_option("--seed", o->seed, msgs("bench.reports.seed"));
  cmd->callback([o] {
    Counts c;
    const reports::Tournament t = synthetic(o->players, o->rounds, o->seed, c);
    out(msg("bench.reports.setup")
            .arg(o->players)
            .arg(o->rounds)
            .arg(c.games)
            .arg(c.byes)
            .arg(c.jigo)
            .arg(c.forfeits));
    struct Case {
      const char* name;
      reports::StandingsSettings settings;
    };
    reports::StandingsSettings chinese;
    chinese.scoring = reports::chinesePreset();
    chinese.order = reports::chineseSwissOrder();
    reports::StandingsSettings mcmahon;
    mcmahon.scoring = reports::mcMahonPreset(2, -20);
    mcmahon.order = reports::mcMahonOrder();
    reports::StandingsSettings all;
    all.scoring = reports::chinesePreset();
    all.order =
        *reports::parseCriteria("SCORE,SOS,SOS-1,SOS-2,SOSOS,SODOS,CUSS,DE,SOS-R,NBW,RATING");
    reports::Standings last;
    for (const Case& k : {Case{"standings, Chinese Swiss (SCORE SOS CUSS DE SOS-R)", chinese},
                          Case{"standings, McMahon (MMS SOS SOSOS SODOS)", mcmahon},
                          Case{"standings, all 11 criteria", all}}) {
      const double ms = bestMs(o->repeat, [&] { last = reports::computeStandings(t, k.settings); });
      out(msg("bench.reports.figure")
              .arg(QString::fromUtf8(k.name))
              .arg(ms, 0, 'f', 2)
              .arg(o->repeat));
    }
    std::string text;
    double ms = bestMs(o->repeat, [&] { text = reports::standingsJson(last); });
    out(msg("bench.reports.figure").arg(QStringLiteral("JSON")).arg(ms, 0, 'f', 2).arg(o->repeat));
    ms = bestMs(o->repeat, [&] { text = reports::egfH9(last, t).text; });
    out(msg("bench.reports.figure")
            .arg(QStringLiteral("EGF h9"))
            .arg(ms, 0, 'f', 2)
            .arg(o->repeat));
    if (!last.rows.empty())
      out(msg("bench.reports.leader")
              .arg(QString::fromStdString(last.rows.front().player.name),
                   QString::fromStdString(last.displayScore(last.rows.front()))));
  });
}

namespace {
const CommandRegistration kCommands{90, registerBenchReports};
}  // namespace

}  // namespace tengen::cli
