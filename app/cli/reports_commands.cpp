// tengen standings / crosstable / tiebreaks / print / export / import: the reports module's
// commands.

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <cstdio>
#include <variant>

#include "app/cli/chain_words.h"
#include "app/cli/cli.h"
#include "app/cli/paper_documents.h"
#include "app/print/pdf.h"
#include "clock/spec_parser.h"
#include "db/service/event_setup.h"
#include "db/store/event_store.h"
#if __has_include("db/service/ledger_store.h") && __has_include("referee/ledger.h")
#define TENGEN_REPORTS_LEDGER 1
#include "db/service/ledger_store.h"
#include "reports/ledger_summary.h"
#endif
#include "db/service/games_import.h"
#include "db/service/player_operations.h"
#include "db/store/opengotha_store.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "pairing/games_csv.h"
#include "pairing/player_csv.h"
#include "reports/egf_time.h"
#include "reports/ffg_tou.h"
#include "reports/formats.h"
#include "reports/opengotha.h"

namespace tengen::cli {
namespace {

using reports::Criterion;
using reports::Standings;
using reports::StandingsSettings;
using reports::Tournament;

const MessageRegistration kMessages{
    {"reports.standings.help", "standings (排名) after a round, with the event's tie-breaks",
     "某轮后的排名及小分（对手分、累进分等）"},
    {"reports.crosstable.help", "the crosstable (wall chart) after a round", "某轮后的成绩交叉表"},
    {"reports.tiebreaks.help", "show or set the scoring convention and tie-break order",
     "查看或设置计分办法与小分顺序"},
    {"reports.print.help", "print pairings, result slips, standings or the crosstable to PDF",
     "将对阵表、成绩单、排名或交叉表打印为 PDF"},
    {"reports.print.pairings.help", "the pairing list of a round", "某轮对阵表"},
    {"reports.print.slips.help", "result slips, one per board, four per page",
     "成绩单（每台一张，每页四张）"},
    {"reports.print.standings.help", "the standings after a round", "某轮后的排名"},
    {"reports.print.crosstable.help", "the crosstable after a round", "某轮后的交叉表"},
    {"reports.print.ledger.help", "the referee ledger summary (all rounds, or --round N)",
     "裁判记录汇总（全部轮次，或 --round N）"},
    {"reports.export.help",
     "export the event: OpenGotha XML, EGF h9, AGA results, FFG .tou, CSV, JSON, HTML",
     "导出比赛：OpenGotha XML、EGF h9、AGA 成绩、FFG .tou、CSV、JSON、HTML"},
    {"reports.import.help",
     "import an OpenGotha XML tournament (into a new or empty event), or players or games "
     "(a 'round' column) from CSV",
     "导入 OpenGotha XML 比赛（到新的或空的比赛文件），或 CSV 棋手名单或对局（含 round 列）"},
    {"opt.round-after", "after this round (default: the last round with a draw)",
     "截至该轮（默认：最后已编排的轮次）"},
    {"opt.round-of", "the round (default: the last round with a draw)",
     "轮次（默认：最后已编排的轮次）"},
    {"opt.format", "output format", "输出格式"},
    {"opt.output", "write to this file instead of standard output", "写入该文件而非标准输出"},
    {"opt.output-pdf", "the PDF file to write", "要写入的 PDF 文件"},
    {"opt.live-url",
     "the address of `tengen serve` as phones reach it (e.g. http://192.168.1.10:8080): QR codes "
     "to the live pages on each page or slip",
     "手机访问 `tengen serve` 的地址（如 "
     "http://192.168.1.10:8080）：每页或每张成绩单印上实时页面的二维码"},
    {"opt.tiebreaks", "tie-break order for this run, e.g. SCORE,SOS,CUSS,DE,SOS-R",
     "本次使用的小分顺序，如 SCORE,SOS,CUSS,DE,SOS-R"},
    {"opt.order", "tie-break order: SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING",
     "小分顺序：SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING"},
    {"opt.preset", "scoring convention: chinese (2-1-0), egf (1-½-0), mcmahon",
     "计分办法：chinese（2-1-0）、egf（1-½-0）、mcmahon"},
    {"opt.bar", "McMahon bar (rank, e.g. 3d)", "麦克马洪上限（段位，如 3d）"},
    {"opt.floor", "McMahon floor (rank, e.g. 20k)", "麦克马洪下限（段位，如 20k）"},
    {"opt.bye", "what a bye scores, in the convention's units (0 to a win)",
     "轮空得分，按计分单位（0 至一胜）"},
    {"opt.mms-bye", "what a bye adds to the McMahon score, in the convention's units",
     "轮空计入麦克马洪分的分数，按计分单位"},
    {"reports.bad-bye", "a bye must score between 0 and a win (%2), not %1",
     "轮空得分须在 0 与一胜（%2）之间，而不是 %1"},
    {"opt.projector", "HTML for a projector: big type, pages through long lists",
     "投影用 HTML：大字，长名单自动翻页"},
    {"opt.rows-per-page", "rows per projector page", "投影每页行数"},
    {"opt.by-name", "list by player name instead of by board", "按姓名而非台次列出"},
    {"opt.class",
     "EGF tournament class for h9: A, B, C, D or X (default: from the event's time control)",
     "h9 的 EGF 比赛级别：A、B、C、D 或 X（默认按比赛用时推算）"},
    {"opt.import-file", "the file to import (OpenGotha .xml, a players .csv or a games .csv)",
     "要导入的文件（OpenGotha .xml、棋手 .csv 或对局 .csv）"},
    {"reports.bad-round", "round %1 has no draw (rounds with a draw: %2)",
     "第 %1 轮尚未编排（已编排：%2）"},
    {"reports.no-rounds", "the event has no round with a draw yet", "比赛尚无已编排的轮次"},
    {"reports.bad-order", "'%1' is not a tie-break order (codes: %2)",
     "“%1”不是有效的小分顺序（代码：%2）"},
    {"opt.convention",
     "standings convention: tengen (Tengen's own), opengotha (OpenGotha's virtual opponent, "
     "declared absences rounded down, SOSM with the handicap, players who never played hidden), "
     "chinese (2-1-0, 对手分, 累进分, 直胜, 对手分逆减); sets the scoring and the tie-break order",
     "排名规则：tengen（天元默认）、opengotha（OpenGotha 的虚拟对手、仅计申报缺席并向下取整、"
     "SOSM 计让子、未出场者不列）、chinese（胜2和1负0，对手分、累进分、直胜、对手分逆减）；"
     "同时设定计分办法与小分顺序"},
    {"reports.bad-convention", "unknown standings convention '%1' (tengen, opengotha, chinese)",
     "未知的排名规则“%1”（tengen、opengotha、chinese）"},
    {"reports.settings-convention", "convention: %1", "排名规则：%1"},
    {"reports.bad-preset", "unknown scoring convention '%1' (chinese, egf, mcmahon)",
     "未知的计分办法“%1”（chinese、egf、mcmahon）"},
    {"reports.bad-rank", "'%1' is not a rank", "“%1”不是段级位"},
    {"reports.need-output", "a PDF needs an output file: -o FILE.pdf",
     "PDF 需要输出文件：-o FILE.pdf"},
    {"reports.cannot-write", "cannot write %1", "无法写入 %1"},
    {"reports.pdf-failed", "PDF not written: %1", "PDF 未能生成：%1"},
    {"reports.written", "wrote %1", "已写入 %1"},
    {"reports.warning", "warning: %1", "警告：%1"},
    {"reports.settings",
     "scoring: %1 (win %2, jigo %3, loss %4, bye %5, absent %6; units per point %7)",
     "计分：%1（胜 %2，和 %3，负 %4，轮空 %5，缺席 %6；每分单位 %7）"},
    {"reports.settings-order", "tie-break order: %1", "小分顺序：%1"},
    {"reports.settings-mm", "McMahon bar: %1, floor: %2", "麦克马洪上限：%1，下限：%2"},
    {"reports.settings-saved", "standings settings saved", "排名设置已保存"},
    {"reports.none", "none", "无"},
    {"reports.not-opengotha", "%1 is not an OpenGotha tournament file: %2",
     "%1 不是 OpenGotha 比赛文件：%2"},
    {"reports.imported", "imported %1 players and %2 rounds from %3",
     "已从 %3 导入 %1 名棋手、%2 轮"},
    {"reports.imported-players", "imported %1 players from %2", "已从 %2 导入 %1 名棋手"},
    {"reports.imported-games",
     "imported %1 games from %2: rounds created: %3; results entered: %4, already there: %5",
     "已从 %2 导入 %1 盘对局：新建轮次 %3；录入结果 %4 盘，已有 %5 盘"},
    {"reports.games-csv-error", "%1, line %2, column %3 ('%4'): %5",
     "%1，第 %2 行第 %3 列（“%4”）：%5"},
    {"reports.games-refused", "%1, line %2: %3; nothing was imported",
     "%1，第 %2 行：%3；未导入任何内容"},
    {"reports.csv-errors", "%1 has %2 errors; nothing was imported (first: line %3: %4)",
     "%1 有 %2 处错误，未导入（第一处：第 %3 行：%4）"},
    {"reports.need-event", "%1 does not exist; a CSV import needs an existing event (tengen new)",
     "%1 不存在；导入 CSV 需先建立比赛（tengen new）"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

reports::Language reportLanguage() {
  return language() == Lang::Zh ? reports::Language::Zh : reports::Language::En;
}

void writeText(const std::string& text, const std::string& file) {
  if (file.empty() || file == "-") {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return;
  }
  QFile f(qs(file));
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
    throw CliError(msg("reports.cannot-write").arg(qs(file)));
}

[[maybe_unused]] void writePdfOrThrow(const std::string& html, const std::string& file,
                                      bool landscape, const std::string& title) {
  if (file.empty() || file == "-") throw CliError(msg("reports.need-output"));
  print::PdfOptions o;
  o.landscape = landscape;
  o.title = qs(title);
  const QString problem = print::writePdf(qs(html), qs(file), o);
  if (!problem.isEmpty()) throw CliError(msg("reports.pdf-failed").arg(problem));
}

void warn(const std::vector<std::string>& warnings) {
  for (const auto& w : warnings)
    std::fprintf(stderr, "%s\n", msg("reports.warning").arg(qs(w)).toUtf8().constData());
}

QString roundList(const Tournament& t) {
  QStringList l;
  for (const auto& r : t.rounds) l << QString::number(r.number);
  return l.isEmpty() ? msg("reports.none") : l.join(QLatin1Char(','));
}

// The round asked for, or the last one with a draw; refuses a round without a draw.
int roundOrLast(const Tournament& t, int round) {
  if (round == 0) {
    if (t.lastRound() == 0) throw CliError(msg("reports.no-rounds"));
    return t.lastRound();
  }
  if (!t.round(round)) throw CliError(msg("reports.bad-round").arg(round).arg(roundList(t)));
  return round;
}

// Standings and crosstables without --round: after the last round played, not a round only
// drawn (its games add nothing yet).
int standingsRound(const Tournament& t, int round) {
  if (round == 0 && t.lastRound() > 0) return t.lastPlayedRound();
  return roundOrLast(t, round);
}

std::string allCodes() {
  std::string s;
  for (int i = 0; i <= static_cast<int>(Criterion::Rating); ++i)
    s += (s.empty() ? "" : " ") + std::string(reports::toCode(static_cast<Criterion>(i)));
  return s;
}

std::vector<Criterion> orderOrThrow(const std::string& text) {
  auto order = reports::parseCriteria(text);
  if (!order) throw CliError(msg("reports.bad-order").arg(qs(text), qs(allCodes())));
  return *order;
}

int strengthOrThrow(const std::string& text) {
  auto r = pairing::Rank::parse(text);
  if (!r) throw CliError(msg("reports.bad-rank").arg(qs(text)));
  return r->strength();
}

struct Loaded {
  std::unique_ptr<db::EventStore> store;
  Tournament tournament;
  StandingsSettings settings;
};

Loaded load(const std::string& path, const std::string& tiebreaks = {}) {
  Loaded l;
  l.store = openEvent(path);
  translateStoreErrors([&] {
    l.tournament = db::loadTournament(*l.store);
    l.settings = db::loadStandingsSettings(*l.store);
  });
  if (!tiebreaks.empty()) l.settings.order = orderOrThrow(tiebreaks);
  return l;
}

reports::HtmlOptions htmlOptions(bool projector = false, int rowsPerPage = 20,
                                 bool forPrint = false) {
  reports::HtmlOptions o;
  o.lang = reportLanguage();
  o.projector = projector;
  o.rowsPerPage = rowsPerPage;
  o.forPrint = forPrint;
  return o;
}

// The h9 header's class, adjusted time and time system come from the event's time control (when
// it parses as a clock spec); the handicap correction from a McMahon event's handicap settings.
reports::H9Options h9OptionsFor(db::EventStore& store, const pairing::Event& event) {
  reports::H9Options h;
  const auto parsed = clock::parseSpec(event.timeControl);
  if (const auto* settings = std::get_if<clock::ClockSettings>(&parsed)) {
    const reports::EgfTimeControl control = reports::egfTimeControlOf(*settings);
    h.tournamentClass = reports::egfClass(control);
    h.adjustedTimeMinutes = reports::egfAdjustedMinutes(control);
    h.timeSystem = reports::egfTimeSystemName(control.overtime);
  }
  if (event.system == pairing::PairingSystem::McMahon) {
    pairing::HandicapSettings handicap;
    translateStoreErrors([&] { handicap = db::PairingStore(store).settings().handicap; });
    if (handicap.ceiling > 0) h.handicapCorrection = handicap.reduction;
  }
  return h;
}

struct ReportOptions {
  std::string path, format = "table", output, tiebreaks,
                    tournamentClass;  // class: from the time control
  int round = 0;
  int rowsPerPage = 20;
  bool projector = false;
};

// The .tou header's time and adjusted time come from the event's time control; the short name
// and the FFG licences from what an OpenGotha import kept.
reports::TouOptions touOptionsFor(db::EventStore& store, const Tournament& t) {
  reports::TouOptions o;
  const auto parsed = clock::parseSpec(t.event.timeControl);
  if (const auto* settings = std::get_if<clock::ClockSettings>(&parsed)) {
    const reports::EgfTimeControl control = reports::egfTimeControlOf(*settings);
    o.time = std::to_string(static_cast<int>(control.basicMinutes + 0.5)) +
             (control.overtime != reports::EgfOvertime::SuddenDeath ? "+b" : "");
    o.adjustedMinutes = reports::egfAdjustedMinutes(control);
  }
  reports::OpenGothaKept kept;
  translateStoreErrors([&] { kept = db::loadOpenGothaKept(store); });
  if (const std::string* v = kept.param("GeneralParameterSet.shortName")) o.shortName = *v;
  for (const auto& [id, attrs] : kept.players)
    if (auto it = attrs.find("ffgLicence"); it != attrs.end() && !it->second.empty())
      o.licences[id] = it->second;
  return o;
}

void runStandings(const ReportOptions& o) {
  Loaded l = load(o.path, o.tiebreaks);
  const int round = standingsRound(l.tournament, o.round);
  const Standings st = reports::computeStandings(l.tournament, l.settings, round);
  const std::string& f = o.format;
  if (f == "table")
    writeText(reports::standingsText(st, reportLanguage()) + "\n" +
                  eventHeadsLine(*l.store).toStdString() + "\n",
              o.output);
  else if (f == "csv")
    writeText(reports::standingsCsv(st), o.output);
  else if (f == "json")
    writeText(reports::standingsJson(st), o.output);
  else if (f == "html")
    writeText(reports::standingsHtml(st, l.tournament, htmlOptions(o.projector, o.rowsPerPage)),
              o.output);
  else if (f == "pdf")
    writeStandingsPdf(st, l.tournament, o.output, eventHeadsLine(*l.store));
  else if (f == "h9") {
    reports::H9Options h = h9OptionsFor(*l.store, l.tournament.event);
    if (!o.tournamentClass.empty()) h.tournamentClass = o.tournamentClass;
    const auto ex = reports::egfH9(st, l.tournament, h);
    warn(ex.warnings);
    writeText(ex.text, o.output);
  } else if (f == "aga") {
    const auto ex = reports::agaResults(st, l.tournament);
    warn(ex.warnings);
    writeText(ex.text, o.output);
  } else if (f == "tou") {
    const auto ex = reports::ffgTou(st, l.tournament, touOptionsFor(*l.store, l.tournament));
    warn(ex.warnings);
    writeText(ex.text, o.output);
  }
  if (!o.output.empty() && o.output != "-" && f != "table")
    std::fprintf(stderr, "%s\n", msg("reports.written").arg(qs(o.output)).toUtf8().constData());
}

void runCrosstable(const ReportOptions& o) {
  Loaded l = load(o.path, o.tiebreaks);
  const int round = standingsRound(l.tournament, o.round);
  const Standings st = reports::computeStandings(l.tournament, l.settings, round);
  if (o.format == "table")
    writeText(reports::crosstableText(st, reportLanguage()), o.output);
  else if (o.format == "html")
    writeText(reports::crosstableHtml(st, l.tournament, htmlOptions(o.projector, o.rowsPerPage)),
              o.output);
  else
    writeCrosstablePdf(st, l.tournament, o.output);
}

void settingsSummary(const StandingsSettings& s) {
  const auto& c = s.scoring;
  out(msg("reports.settings")
          .arg(qs(c.name))
          .arg(c.win)
          .arg(c.jigo)
          .arg(c.loss)
          .arg(c.bye)
          .arg(c.absent)
          .arg(c.unitsPerPoint));
  out(msg("reports.settings-convention").arg(qs(std::string(reports::toCode(c.convention)))));
  out(msg("reports.settings-order").arg(qs(reports::toCodes(s.order))));
  auto rankName = [](const std::optional<int>& v) {
    if (!v) return msg("reports.none");
    auto r = pairing::Rank::fromStrength(*v);
    return r ? qs(r->toString()) : msg("reports.none");
  };
  out(msg("reports.settings-mm").arg(rankName(c.mcMahonBar), rankName(c.mcMahonFloor)));
}

// A games CSV (a `round` column): pairings made elsewhere and results, checked whole first.
void importGamesCsv(db::EventStore& store, const std::string& bytes, const std::string& file) {
  pairing::GamesCsvImport parsed;
  translateStoreErrors(
      [&] { parsed = pairing::parseGamesCsv(bytes, store.players(), store.event().rounds); });
  if (!parsed.errors.empty()) {
    for (const auto& e : parsed.errors)
      std::fprintf(stderr, "%s\n",
                   msg("reports.games-csv-error")
                       .arg(qs(file))
                       .arg(e.line)
                       .arg(e.column)
                       .arg(qs(e.value), qs(e.problem))
                       .toUtf8()
                       .constData());
    throw CliError(msg("reports.csv-errors")
                       .arg(qs(file))
                       .arg(parsed.errors.size())
                       .arg(parsed.errors.front().line)
                       .arg(qs(parsed.errors.front().problem)),
                   kBadFile);
  }
  db::GamesImportSummary summary;
  try {
    translateStoreErrors([&] { summary = db::importGames(store, parsed.rows); });
  } catch (const db::GamesImportRefused& e) {
    throw CliError(msg("reports.games-refused").arg(qs(file)).arg(e.line).arg(qs(e.what())));
  }
  QStringList created;
  for (int r : summary.roundsCreated) created << QString::number(r);
  out(msg("reports.imported-games")
          .arg(parsed.rows.size())
          .arg(qs(file))
          .arg(created.isEmpty() ? QStringLiteral("-") : created.join(QStringLiteral(", ")))
          .arg(summary.resultsEntered)
          .arg(summary.resultsUnchanged));
}

void runImport(const std::string& eventPath, const std::string& file) {
  const std::string bytes = readFile(file);
  std::size_t start = 0;
  if (bytes.compare(0, 3, "\xEF\xBB\xBF") == 0) start = 3;
  while (start < bytes.size() && std::isspace(static_cast<unsigned char>(bytes[start]))) ++start;
  const bool xml = start < bytes.size() && bytes[start] == '<';
  if (xml) {
    const db::OpenGothaImport im = db::readOpenGotha(QByteArray::fromStdString(bytes));
    if (!im.error.empty())
      throw CliError(msg("reports.not-opengotha").arg(qs(file), qs(im.error)), kBadFile);
    warn(im.warnings);
    if (QFileInfo::exists(qs(eventPath))) {
      auto store = openEvent(eventPath);  // an empty event: filled in one transaction
      translateStoreErrors([&] { db::storeOpenGotha(*store, im); });
    } else {
      pairing::Event e = im.tournament.event;
      if (e.name.empty()) e.name = QFileInfo(qs(file)).baseName().toStdString();
      e.rounds = std::max(e.rounds, im.tournament.lastRound());
      // A new event is created and filled in one transaction: it appears whole or not at all.
      translateStoreErrors([&] {
        db::EventStore::create(qs(eventPath), e,
                               [&](db::EventStore& store) { db::storeOpenGotha(store, im); });
      });
    }
    out(msg("reports.imported")
            .arg(im.tournament.players.size())
            .arg(im.tournament.rounds.size())
            .arg(qs(file)));
    return;
  }
  if (!QFileInfo::exists(qs(eventPath)))
    throw CliError(msg("reports.need-event").arg(qs(eventPath)));
  auto store = openEvent(eventPath);
  if (pairing::looksLikeGamesCsv(bytes)) {
    importGamesCsv(*store, bytes, file);
    return;
  }
  const pairing::PlayerCsvImport parsed = pairing::parsePlayersCsv(bytes);
  if (!parsed.errors.empty()) {
    const auto& e = parsed.errors.front();
    throw CliError(msg("reports.csv-errors")
                       .arg(qs(file))
                       .arg(parsed.errors.size())
                       .arg(e.line)
                       .arg(qs(e.problem)),
                   kBadFile);
  }
  // After a draw the players are late entries: the drawn rounds count as their absences.
  db::LateEntries entries;
  translateStoreErrors([&] { entries = db::addLateEntries(*store, parsed.players); });
  out(msg("reports.imported-players").arg(parsed.players.size()).arg(qs(file)));
  if (!entries.missedRounds.empty()) {
    QStringList rounds;
    for (int r : entries.missedRounds) rounds << QString::number(r);
    out(msg("player.late").arg(rounds.join(QLatin1Char(','))));
  }
}

void runExport(const ReportOptions& o) {
  Loaded l = load(o.path, o.tiebreaks);
  const std::string& f = o.format;
  if (f == "opengotha") {
    // OpenGotha writes its save time in local time; the draw's settings give the pairing and
    // handicap parameters, the event's time control (when it parses) the time system.
    reports::OpenGothaOptions og;
    og.savedAt =
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMddHHmmss")).toStdString();
    translateStoreErrors([&] {
      og.draw = db::PairingStore(*l.store).settings();
      og.kept = db::loadOpenGothaKept(*l.store);
    });
    const auto parsed = clock::parseSpec(l.tournament.event.timeControl);
    if (const auto* clockSettings = std::get_if<clock::ClockSettings>(&parsed))
      og.time = reports::egfTimeControlOf(*clockSettings);
    writeText(reports::openGothaXml(l.tournament, l.settings, og), o.output);
  } else if (f == "games") {
    writeText(pairing::writeGamesCsv(l.tournament.rounds, l.tournament.players), o.output);
  } else {
    ReportOptions s = o;
    runStandings(s);
    return;
  }
  if (!o.output.empty() && o.output != "-")
    std::fprintf(stderr, "%s\n", msg("reports.written").arg(qs(o.output)).toUtf8().constData());
}

}  // namespace

void registerReportsCommands(CLI::App& app) {
  {
    auto* cmd = app.add_subcommand("standings", msgs("reports.standings.help"));
    auto o = std::make_shared<ReportOptions>();
    cmd->add_option("EVENT", o->path, msgs("opt.event"))->required();
    cmd->add_option("--round", o->round, msgs("opt.round-after"))->check(CLI::NonNegativeNumber);
    cmd->add_option("--format", o->format, msgs("opt.format"))
        ->check(CLI::IsMember({"table", "csv", "json", "html", "pdf", "h9", "aga", "tou"}));
    cmd->add_option("-o,--output", o->output, msgs("opt.output"));
    cmd->add_option("--tiebreaks", o->tiebreaks, msgs("opt.tiebreaks"));
    cmd->add_flag("--projector", o->projector, msgs("opt.projector"));
    cmd->add_option("--rows-per-page", o->rowsPerPage, msgs("opt.rows-per-page"))
        ->check(CLI::PositiveNumber);
    cmd->add_option("--class", o->tournamentClass, msgs("opt.class"))
        ->check(CLI::IsMember({"A", "B", "C", "D", "X"}));
    cmd->callback([o] { runStandings(*o); });
  }
  {
    auto* cmd = app.add_subcommand("crosstable", msgs("reports.crosstable.help"));
    auto o = std::make_shared<ReportOptions>();
    cmd->add_option("EVENT", o->path, msgs("opt.event"))->required();
    cmd->add_option("--round", o->round, msgs("opt.round-after"))->check(CLI::NonNegativeNumber);
    cmd->add_option("--format", o->format, msgs("opt.format"))
        ->check(CLI::IsMember({"table", "html", "pdf"}));
    cmd->add_option("-o,--output", o->output, msgs("opt.output"));
    cmd->add_option("--tiebreaks", o->tiebreaks, msgs("opt.tiebreaks"));
    cmd->add_flag("--projector", o->projector, msgs("opt.projector"));
    cmd->callback([o] { runCrosstable(*o); });
  }
  {
    auto* cmd = app.add_subcommand("tiebreaks", msgs("reports.tiebreaks.help"));
    struct Opts {
      std::string path;
      std::optional<std::string> order, preset, bar, floor, convention;
      std::optional<int> bye, mmsBye;
    };
    auto o = std::make_shared<Opts>();
    cmd->add_option("EVENT", o->path, msgs("opt.event"))->required();
    cmd->add_option("--order", o->order, msgs("opt.order"));
    cmd->add_option("--convention", o->convention, msgs("opt.convention"));
    cmd->add_option("--preset", o->preset, msgs("opt.preset"));
    cmd->add_option("--bar", o->bar, msgs("opt.bar"));
    cmd->add_option("--floor", o->floor, msgs("opt.floor"));
    cmd->add_option("--bye", o->bye, msgs("opt.bye"));
    cmd->add_option("--mms-bye", o->mmsBye, msgs("opt.mms-bye"));
    cmd->callback([o] {
      Loaded l = load(o->path);
      StandingsSettings s = l.settings;
      const bool change =
          o->order || o->preset || o->bar || o->floor || o->bye || o->mmsBye || o->convention;
      if (o->convention) {
        // A whole convention: its scoring and its order; the McMahon bar and floor stay.
        auto c = reports::conventionFromCode(*o->convention);
        if (!c) throw CliError(msg("reports.bad-convention").arg(qs(*o->convention)));
        StandingsSettings next = reports::conventionSettings(*c, l.tournament.event);
        next.scoring.mcMahonBar = s.scoring.mcMahonBar;
        next.scoring.mcMahonFloor = s.scoring.mcMahonFloor;
        next.mmsCorrection = s.mmsCorrection;
        s = next;
      }
      if (o->preset) {
        auto p = reports::presetFromName(*o->preset);
        if (!p) throw CliError(msg("reports.bad-preset").arg(qs(*o->preset)));
        p->mcMahonBar = s.scoring.mcMahonBar;
        p->mcMahonFloor = s.scoring.mcMahonFloor;
        s.scoring = *p;
      }
      if (o->order) s.order = orderOrThrow(*o->order);
      if (o->bar)
        s.scoring.mcMahonBar =
            o->bar->empty() ? std::nullopt : std::optional(strengthOrThrow(*o->bar));
      if (o->floor)
        s.scoring.mcMahonFloor =
            o->floor->empty() ? std::nullopt : std::optional(strengthOrThrow(*o->floor));
      // A bye (轮空) scores between a loss and a win, in the convention's units; the draw's score
      // groups take the same values (db::loadDrawInput).
      auto byeUnits = [&](const std::optional<int>& units, int& into) {
        if (!units) return;
        if (*units < 0 || *units > s.scoring.win)
          throw CliError(msg("reports.bad-bye").arg(*units).arg(s.scoring.win), 2);
        into = *units;
      };
      byeUnits(o->bye, s.scoring.bye);
      byeUnits(o->mmsBye, s.scoring.mmsBye);
      if (change) {
        translateStoreErrors([&] {
          db::loggedChange(*l.store, db::currentUserName(),
                           [&] { db::saveStandingsSettings(*l.store, s); });
        });
        out(msg("reports.settings-saved"));
      }
      settingsSummary(s);
    });
  }
  {
    auto* print = app.add_subcommand("print", msgs("reports.print.help"));
    print->require_subcommand(1);
    struct Kind {
      const char* name;
      const char* help;
    };
    for (const Kind k : {
             Kind{"pairings", "reports.print.pairings.help"},
             Kind{"slips", "reports.print.slips.help"},
             Kind{"standings", "reports.print.standings.help"},
             Kind{"crosstable", "reports.print.crosstable.help"},
#ifdef TENGEN_REPORTS_LEDGER
             Kind{"ledger", "reports.print.ledger.help"},
#endif
         }) {
      auto* cmd = print->add_subcommand(k.name, msgs(k.help));
      auto o = std::make_shared<ReportOptions>();
      auto byName = std::make_shared<bool>(false);
      auto liveUrl = std::make_shared<std::string>();
      const std::string kind = k.name;
      cmd->add_option("EVENT", o->path, msgs("opt.event"))->required();
      cmd->add_option("--round", o->round, msgs("opt.round-of"))->check(CLI::NonNegativeNumber);
      cmd->add_option("-o,--output", o->output, msgs("opt.output-pdf"))->required();
      if (kind == "pairings") cmd->add_flag("--by-name", *byName, msgs("opt.by-name"));
      if (kind == "pairings" || kind == "slips")
        cmd->add_option("--live-url", *liveUrl, msgs("opt.live-url"));
      if (kind == "standings" || kind == "crosstable")
        cmd->add_option("--tiebreaks", o->tiebreaks, msgs("opt.tiebreaks"));
      cmd->callback([o, byName, liveUrl, kind] {
        Loaded l = load(o->path, o->tiebreaks);
#ifdef TENGEN_REPORTS_LEDGER
        if (kind == "ledger") {
          const auto html = htmlOptions(false, 20, true);
          std::vector<referee::LedgerEntry> entries;
          translateStoreErrors([&] {
            db::LedgerStore ledger(*l.store);
            entries = o->round > 0 ? ledger.entries(o->round, std::nullopt) : ledger.entries();
          });
          writePdfOrThrow(reports::ledgerSummaryHtml(l.tournament, entries, html), o->output, true,
                          l.tournament.event.name);
          out(msg("reports.written").arg(qs(o->output)));
          return;
        }
#endif
        const int round = roundOrLast(l.tournament, o->round);
        if (kind == "pairings") {
          writePairingsPdf(l.tournament, round, *byName, o->output, *liveUrl);
        } else if (kind == "slips") {
          writeSlipsPdf(l.tournament, round, o->output, *liveUrl, slipHeadsLines(*l.store, round));
        } else {
          const Standings st = reports::computeStandings(l.tournament, l.settings,
                                                         standingsRound(l.tournament, o->round));
          if (kind == "standings")
            writeStandingsPdf(st, l.tournament, o->output, eventHeadsLine(*l.store));
          else
            writeCrosstablePdf(st, l.tournament, o->output);
        }
        out(msg("reports.written").arg(qs(o->output)));
      });
    }
  }
  {
    auto* cmd = app.add_subcommand("export", msgs("reports.export.help"));
    auto o = std::make_shared<ReportOptions>();
    o->format = "opengotha";
    cmd->add_option("EVENT", o->path, msgs("opt.event"))->required();
    cmd->add_option("--format", o->format, msgs("opt.format"))
        ->check(CLI::IsMember({"opengotha", "games", "h9", "aga", "tou", "csv", "json", "html"}));
    cmd->add_option("-o,--output", o->output, msgs("opt.output"));
    cmd->add_option("--round", o->round, msgs("opt.round-after"))->check(CLI::NonNegativeNumber);
    cmd->add_option("--class", o->tournamentClass, msgs("opt.class"))
        ->check(CLI::IsMember({"A", "B", "C", "D", "X"}));
    cmd->callback([o] { runExport(*o); });
  }
  {
    auto* cmd = app.add_subcommand("import", msgs("reports.import.help"));
    auto path = std::make_shared<std::string>();
    auto file = std::make_shared<std::string>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("FILE", *file, msgs("opt.import-file"))->required();
    cmd->callback([path, file] { runImport(*path, *file); });
  }
}

namespace {
const CommandRegistration kCommands{70, registerReportsCommands};
}  // namespace

}  // namespace tengen::cli
