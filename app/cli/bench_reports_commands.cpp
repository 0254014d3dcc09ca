// tengen bench reports: standings (every tie-break) for a large synthetic tournament, timed;
// with a QGuiApplication (main.cpp makes one for `bench reports`) also the printed documents:
// standings PDF, crosstable PDF and the result slips of round 1.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <random>

#include "app/cli/bench_parent.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/paper_documents.h"
#include "app/print/pdf.h"
#include "reports/formats.h"
#include "reports/standings.h"

namespace tengen::cli {
namespace {

struct Counts {
  int games = 0, byes = 0, jigo = 0, forfeits = 0;
};

// A Swiss-like synthetic tournament: each round pairs neighbours in the current score order
// (strongest first within a score), results drawn with the stronger player favoured.
reports::Tournament synthetic(int players, int rounds, std::uint64_t seed, Counts& counts) {
  reports::Tournament t;
  t.event.name = "bench";
  t.event.venue = "北京 Beijing";
  t.event.startDate = pairing::parseIsoDate("2026-12-01");
  t.event.timeControl = "byoyomi:60m+3x30s";
  t.event.rounds = rounds;
  std::mt19937_64 rng(seed);
  for (int i = 0; i < players; ++i) {
    pairing::Player p;
    p.id = i + 1;
    // Chinese names (three characters, all different below 10 000 players), so the PDF figures
    // include the CJK font's fallback and embedding.
    static const char* const kSurnames[] = {"王", "李", "张", "刘", "陈",
                                            "杨", "黄", "赵", "吴", "周"};
    static const char* const kGiven[] = {
        "伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛",
        "明", "超", "秀", "霞", "平", "刚", "桂", "英", "华", "玉", "萍", "红", "鹏", "飞", "琳",
        "晨", "宇", "浩", "凯", "昱", "廷", "洁", "烈", "元", "轩", "博", "文", "思", "远", "嘉",
        "睿", "楠", "欣", "怡", "然", "佳", "琪", "梓", "涵", "子", "墨", "一", "诺", "雨", "泽",
        "俊", "熙", "铭", "辰", "奕", "航", "睿", "哲", "阳", "曦", "瑞", "峰", "健", "斌", "波",
        "辉", "亮", "宁", "松", "林", "森", "海", "江", "河", "山", "川", "云", "雪", "冰", "晶",
        "星", "月", "春", "秋", "冬", "夏", "梅", "兰", "竹", "菊"};
    p.name = std::string(kSurnames[i % 10]) + kGiven[(i / 10) % 100] + kGiven[(i / 1000 + i) % 100];
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

struct BenchReportsOptions {
  int players = 2000, rounds = 9, repeat = 5;
  std::uint64_t seed = 7;
  std::string pdfDir;
};

void printFigure(const QString& name, double ms, int repeat) {
  out(CliWords::tr("%1: %2 ms (best of %3)", "bench.reports.figure")
          .arg(name)
          .arg(ms, 0, 'f', 2)
          .arg(repeat));
}

reports::StandingsSettings settingsOf(reports::ScoringConvention scoring,
                                      std::vector<reports::Criterion> order) {
  reports::StandingsSettings s;
  s.scoring = std::move(scoring);
  s.order = std::move(order);
  return s;
}

// The standings under three orders, each the best of `repeat`; the last one's standings.
reports::Standings benchStandings(const reports::Tournament& t, int repeat) {
  struct Case {
    const char* name;
    reports::StandingsSettings settings;
  };
  reports::Standings last;
  for (const Case& k :
       {Case{"standings, Chinese Swiss (SCORE SOS CUSS DE SOS-R)",
             settingsOf(reports::chinesePreset(), reports::chineseSwissOrder())},
        Case{"standings, McMahon (MMS SOS SOSOS SODOS)",
             settingsOf(reports::mcMahonPreset(2, -20), reports::mcMahonOrder())},
        Case{"standings, all 11 criteria",
             settingsOf(reports::chinesePreset(),
                        *reports::parseCriteria(
                            "SCORE,SOS,SOS-1,SOS-2,SOSOS,SODOS,CUSS,DE,SOS-R,NBW,RATING"))}}) {
    const double ms = bestMs(repeat, [&] { last = reports::computeStandings(t, k.settings); });
    printFigure(QString::fromUtf8(k.name), ms, repeat);
  }
  return last;
}

// A PDF's pages: its page objects ("/Type /Page" not followed by "s").
int pdfPages(const QString& path) {
  QFile f(path);
  int pages = 0;
  if (!f.open(QIODevice::ReadOnly)) return 0;
  const QByteArray bytes = f.readAll();
  for (qsizetype at = bytes.indexOf("/Type /Page"); at >= 0;
       at = bytes.indexOf("/Type /Page", at + 1))
    if (at + 11 < bytes.size() && bytes[at + 11] != 's') ++pages;
  return pages;
}

void benchPdfs(const reports::Tournament& t, const BenchReportsOptions& o) {
  QTemporaryDir temp;
  const QString dir = o.pdfDir.empty() ? temp.path() : QString::fromStdString(o.pdfDir);
  QDir().mkpath(dir);
  const reports::Standings st = reports::computeStandings(
      t, settingsOf(reports::chinesePreset(), reports::chineseSwissOrder()));
  auto pdf = [&](const QString& name, const QString& file, auto&& write) {
    const std::string path = (dir + QLatin1Char('/') + file).toStdString();
    const double took = bestMs(o.repeat, [&] { write(path); });
    const QFileInfo info(QString::fromStdString(path));
    out(CliWords::tr("%1: %2 ms (best of %3), %4 pages, %5 KiB", "bench.reports.pdf-figure")
            .arg(name)
            .arg(took, 0, 'f', 1)
            .arg(o.repeat)
            .arg(pdfPages(info.filePath()))
            .arg(info.size() / 1024));
  };
  pdf(QStringLiteral("standings PDF"), QStringLiteral("standings.pdf"),
      [&](const std::string& path) { writeStandingsPdf(st, t, path); });
  pdf(QStringLiteral("crosstable PDF"), QStringLiteral("crosstable.pdf"),
      [&](const std::string& path) { writeCrosstablePdf(st, t, path); });
  pdf(QStringLiteral("result slips, round 1 (%1 boards) PDF")
          .arg(t.rounds.empty() ? 0 : t.rounds.front().games.size()),
      QStringLiteral("slips.pdf"), [&](const std::string& path) { writeSlipsPdf(t, 1, path); });
}

void runBenchReports(const BenchReportsOptions& o) {
  Counts c;
  const reports::Tournament t = synthetic(o.players, o.rounds, o.seed, c);
  out(CliWords::tr("%1 players x %2 rounds: %3 games, %4 byes, %5 jigo, %6 forfeits",
                   "bench.reports.setup")
          .arg(o.players)
          .arg(o.rounds)
          .arg(c.games)
          .arg(c.byes)
          .arg(c.jigo)
          .arg(c.forfeits));
  const reports::Standings last = benchStandings(t, o.repeat);
  std::string text;
  printFigure(QStringLiteral("JSON"),
              bestMs(o.repeat, [&] { text = reports::standingsJson(last); }), o.repeat);
  printFigure(QStringLiteral("EGF h9"),
              bestMs(o.repeat, [&] { text = reports::egfH9(last, t).text; }), o.repeat);
  if (print::canPrint())
    benchPdfs(t, o);
  else
    out(CliWords::tr("PDF figures skipped: printing needs a QGuiApplication",
                     "bench.reports.no-pdf"));
  if (!last.rows.empty())
    out(CliWords::tr("leader: %1 with %2", "bench.reports.leader")
            .arg(QString::fromStdString(last.rows.front().player.name),
                 QString::fromStdString(last.displayScore(last.rows.front()))));
}

}  // namespace

void registerBenchReports(CLI::App& app) {
  const auto [cmd, o] = addBenchCommand<BenchReportsOptions>(
      app, "reports",
      CliWords::tr("standings with every tie-break for a large synthetic tournament",
                   "bench.reports.help"),
      runBenchReports);
  addOption(cmd, "--players", o->players,
            CliWords::tr("number of players", "bench.reports.players"), 2, 100000);
  addOption(cmd, "--rounds", o->rounds, CliWords::tr("number of rounds", "bench.reports.rounds"), 1,
            99);
  addOption(cmd, "--repeat", o->repeat,
            CliWords::tr("times each measurement is repeated (the best is reported)",
                         "bench.reports.repeat"),
            1, 1000);
  addOption(cmd, "--seed", o->seed,
            CliWords::tr("seed of the synthetic results", "bench.reports.seed"));
  addOption(cmd, "--pdf-dir", o->pdfDir,
            CliWords::tr("keep the benchmark's PDF files in this folder", "bench.reports.pdf-dir"));
}

namespace {
const CommandRegistration kCommands{90, registerBenchReports};
}  // namespace

}  // namespace tengen::cli
