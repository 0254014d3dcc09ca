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
#include "app/cli/event_command.h"
#include "app/cli/help_words.h"
#include "app/cli/paper_documents.h"
#include "app/print/pdf.h"
#include "app/wording/import_words.h"
#include "app/wording/std_text.h"
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
    throw CliError(CliWords::tr("cannot write %1", "reports.cannot-write").arg(qs(file)));
}

[[maybe_unused]] void writePdfOrThrow(const std::string& html, const std::string& file,
                                      bool landscape, const std::string& title) {
  if (file.empty() || file == "-")
    throw CliError(CliWords::tr("a PDF needs an output file: -o FILE.pdf", "reports.need-output"));
  print::PdfOptions o;
  o.landscape = landscape;
  o.title = qs(title);
  const QString problem = print::writePdf(qs(html), qs(file), o);
  if (!problem.isEmpty())
    throw CliError(CliWords::tr("PDF not written: %1", "reports.pdf-failed").arg(problem));
}

void warn(const std::vector<std::string>& warnings) {
  for (const auto& w : warnings)
    std::fprintf(stderr, "%s\n",
                 CliWords::tr("warning: %1", "reports.warning").arg(qs(w)).toUtf8().constData());
}

void warn(const std::vector<db::OpenGothaImportWarning>& warnings) {
  std::vector<std::string> lines;
  for (const db::OpenGothaImportWarning& w : warnings)
    lines.push_back(wording::ImportWords::describe(w).toStdString());
  warn(lines);
}

QString roundList(const Tournament& t) {
  QStringList l;
  for (const auto& r : t.rounds) l << QString::number(r.number);
  return l.isEmpty() ? CliWords::tr("none", "reports.none") : l.join(QLatin1Char(','));
}

// The round asked for, or the last one with a draw; refuses a round without a draw.
int roundOrLast(const Tournament& t, int round) {
  if (round == 0) {
    if (t.lastRound() == 0)
      throw CliError(CliWords::tr("the event has no round with a draw yet", "reports.no-rounds"));
    return t.lastRound();
  }
  if (!t.round(round))
    throw CliError(
        CliWords::tr("round %1 has no draw (rounds with a draw: %2)", "reports.bad-round")
            .arg(round)
            .arg(roundList(t)));
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
  if (!order)
    throw CliError(CliWords::tr("'%1' is not a tie-break order (codes: %2)", "reports.bad-order")
                       .arg(qs(text), qs(allCodes())));
  return *order;
}

int strengthOrThrow(const std::string& text) {
  auto r = pairing::Rank::parse(text);
  if (!r) throw CliError(CliWords::tr("'%1' is not a rank", "reports.bad-rank").arg(qs(text)));
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
    std::fprintf(
        stderr, "%s\n",
        CliWords::tr("wrote %1", "reports.written").arg(qs(o.output)).toUtf8().constData());
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
  out(CliWords::tr("scoring: %1 (win %2, jigo %3, loss %4, bye %5, absent %6; units per point %7)",
                   "reports.settings")
          .arg(qs(c.name))
          .arg(c.win)
          .arg(c.jigo)
          .arg(c.loss)
          .arg(c.bye)
          .arg(c.absent)
          .arg(c.unitsPerPoint));
  out(CliWords::tr("convention: %1", "reports.settings-convention")
          .arg(qs(std::string(reports::toCode(c.convention)))));
  out(CliWords::tr("tie-break order: %1", "reports.settings-order")
          .arg(qs(reports::toCodes(s.order))));
  auto rankName = [](const std::optional<int>& v) {
    if (!v) return CliWords::tr("none", "reports.none");
    auto r = pairing::Rank::fromStrength(*v);
    return r ? qs(r->toString()) : CliWords::tr("none", "reports.none");
  };
  out(CliWords::tr("McMahon bar: %1, floor: %2", "reports.settings-mm")
          .arg(rankName(c.mcMahonBar), rankName(c.mcMahonFloor)));
}

// A games CSV (a `round` column): pairings made elsewhere and results, checked whole first.
void importGamesCsv(db::EventStore& store, const std::string& bytes, const std::string& file) {
  pairing::GamesCsvImport parsed;
  translateStoreErrors(
      [&] { parsed = pairing::parseGamesCsv(bytes, store.players(), store.event().rounds); });
  if (!parsed.errors.empty()) {
    for (const auto& e : parsed.errors)
      std::fprintf(stderr, "%s\n",
                   CliWords::tr("%1, line %2, column %3 ('%4'): %5", "reports.games-csv-error")
                       .arg(qs(file))
                       .arg(e.line)
                       .arg(e.column)
                       .arg(qs(e.value), qs(e.problem))
                       .toUtf8()
                       .constData());
    throw CliError(CliWords::tr("%1 has %2 errors; nothing was imported (first: line %3: %4)",
                                "reports.csv-errors")
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
    throw CliError(CliWords::tr("%1, line %2: %3; nothing was imported", "reports.games-refused")
                       .arg(qs(file))
                       .arg(e.line)
                       .arg(qs(e.what())));
  }
  QStringList created;
  for (int r : summary.roundsCreated) created << QString::number(r);
  out(CliWords::tr(
          "imported %1 games from %2: rounds created: %3; results entered: %4, already there: %5",
          "reports.imported-games")
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
      throw CliError(
          CliWords::tr("%1 is not an OpenGotha tournament file: %2", "reports.not-opengotha")
              .arg(qs(file), qs(im.error)),
          kBadFile);
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
    out(CliWords::tr("imported %1 players and %2 rounds from %3", "reports.imported")
            .arg(im.tournament.players.size())
            .arg(im.tournament.rounds.size())
            .arg(qs(file)));
    return;
  }
  if (!QFileInfo::exists(qs(eventPath)))
    throw CliError(
        CliWords::tr("%1 does not exist; a CSV import needs an existing event (tengen new)",
                     "reports.need-event")
            .arg(qs(eventPath)));
  auto store = openEvent(eventPath);
  if (pairing::looksLikeGamesCsv(bytes)) {
    importGamesCsv(*store, bytes, file);
    return;
  }
  const pairing::PlayerCsvImport parsed = pairing::parsePlayersCsv(bytes);
  if (!parsed.errors.empty()) {
    const auto& e = parsed.errors.front();
    throw CliError(CliWords::tr("%1 has %2 errors; nothing was imported (first: line %3: %4)",
                                "reports.csv-errors")
                       .arg(qs(file))
                       .arg(parsed.errors.size())
                       .arg(e.line)
                       .arg(qs(e.problem)),
                   kBadFile);
  }
  // After a draw the players are late entries: the drawn rounds count as their absences.
  db::LateEntries entries;
  translateStoreErrors([&] { entries = db::addLateEntries(*store, parsed.players); });
  out(CliWords::tr("imported %1 players from %2", "reports.imported-players")
          .arg(parsed.players.size())
          .arg(qs(file)));
  if (!entries.missedRounds.empty()) {
    QStringList rounds;
    for (int r : entries.missedRounds) rounds << QString::number(r);
    out(CliWords::tr("late entry: rounds %1 were already drawn and count as absences",
                     "player.late")
            .arg(rounds.join(QLatin1Char(','))));
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
    std::fprintf(
        stderr, "%s\n",
        CliWords::tr("wrote %1", "reports.written").arg(qs(o.output)).toUtf8().constData());
}

// `tengen tiebreaks`: the changes asked for; without any, the settings as they are.
struct TieBreakArgs {
  std::string path;
  std::optional<std::string> order, preset, bar, floor, convention;
  std::optional<int> bye, mmsBye;
  bool changes() const { return order || preset || bar || floor || bye || mmsBye || convention; }
};

// A whole convention, chosen through the event's setup as the desk's Event tab chooses it: its
// scoring and its order; the McMahon bar and floor and the start-score corrections stay.
void saveConvention(db::EventStore& store, const std::string& code) {
  auto c = reports::conventionFromCode(code);
  if (!c)
    throw CliError(CliWords::tr("unknown standings convention '%1' (tengen, opengotha, chinese)",
                                "reports.bad-convention")
                       .arg(qs(code)));
  translateStoreErrors([&] {
    db::EventSetup setup = db::loadEventSetup(store);
    db::chooseConvention(setup, *c);
    db::saveEventSetup(store, setup, db::currentUserName());
  });
}

void setPreset(StandingsSettings& s, const std::string& name) {
  auto p = reports::presetFromName(name);
  if (!p)
    throw CliError(CliWords::tr("unknown scoring convention '%1' (chinese, egf, mcmahon)",
                                "reports.bad-preset")
                       .arg(qs(name)));
  p->mcMahonBar = s.scoring.mcMahonBar;
  p->mcMahonFloor = s.scoring.mcMahonFloor;
  s.scoring = *p;
}

// A bye (轮空) scores between a loss and a win, in the convention's units; the draw's score groups
// take the same values (db::loadDrawInput).
void setByeUnits(const StandingsSettings& s, const std::optional<int>& units, int& into) {
  if (!units) return;
  if (*units < 0 || *units > s.scoring.win)
    throw CliError(
        CliWords::tr("a bye must score between 0 and a win (%2), not %1", "reports.bad-bye")
            .arg(*units)
            .arg(s.scoring.win),
        2);
  into = *units;
}

std::optional<int> strengthOrNone(const std::string& rank) {
  return rank.empty() ? std::nullopt : std::optional(strengthOrThrow(rank));
}

StandingsSettings runTieBreaks(const TieBreakArgs& a) {
  Loaded l = load(a.path);
  StandingsSettings s = l.settings;
  if (a.convention) {
    saveConvention(*l.store, *a.convention);
    translateStoreErrors([&] { s = db::loadStandingsSettings(*l.store); });
  }
  if (a.preset) setPreset(s, *a.preset);
  if (a.order) s.order = orderOrThrow(*a.order);
  if (a.bar) s.scoring.mcMahonBar = strengthOrNone(*a.bar);
  if (a.floor) s.scoring.mcMahonFloor = strengthOrNone(*a.floor);
  setByeUnits(s, a.bye, s.scoring.bye);
  setByeUnits(s, a.mmsBye, s.scoring.mmsBye);
  if (a.changes()) {
    translateStoreErrors([&] {
      db::loggedChange(*l.store, db::currentUserName(),
                       [&] { db::saveStandingsSettings(*l.store, s); });
    });
    out(CliWords::tr("standings settings saved", "reports.settings-saved"));
  }
  return s;
}

}  // namespace

namespace {

// The options the report commands share, each worded once.
void addRoundAfterOption(CLI::App* cmd, ReportOptions& o) {
  addOption(
      cmd, "--round", o.round,
      CliWords::tr("after this round (default: the last round with a draw)", "opt.round-after"))
      ->check(CLI::NonNegativeNumber);
}

void addOutputOption(CLI::App* cmd, ReportOptions& o) {
  addOption(cmd, "-o,--output", o.output,
            CliWords::tr("write to this file instead of standard output", "opt.output"));
}

void addTiebreaksOption(CLI::App* cmd, ReportOptions& o) {
  addOption(
      cmd, "--tiebreaks", o.tiebreaks,
      CliWords::tr("tie-break order for this run, e.g. SCORE,SOS,CUSS,DE,SOS-R", "opt.tiebreaks"));
}

void addProjectorFlag(CLI::App* cmd, ReportOptions& o) {
  addFlag(
      cmd, "--projector", o.projector,
      CliWords::tr("HTML for a projector: big type, pages through long lists", "opt.projector"));
}

void addClassOption(CLI::App* cmd, ReportOptions& o) {
  addOption(cmd, "--class", o.tournamentClass,
            CliWords::tr("EGF tournament class for h9: A, B, C, D or X (default: from the "
                         "event's time control)",
                         "opt.class"))
      ->check(CLI::IsMember({"A", "B", "C", "D", "X"}));
}

// What a report after a round takes, standings and crosstable alike: EVENT, --round, --format
// (one of `formats`), -o, --tiebreaks and --projector, in the order --help lists them.
std::shared_ptr<ReportOptions> addRoundReportOptions(CLI::App* cmd,
                                                     const std::vector<std::string>& formats) {
  auto o = std::make_shared<ReportOptions>();
  addEventArgument(cmd, o->path);
  addRoundAfterOption(cmd, *o);
  addOption(cmd, "--format", o->format, CliWords::tr("output format", "opt.format"))
      ->check(CLI::IsMember(formats));
  addOutputOption(cmd, *o);
  addTiebreaksOption(cmd, *o);
  addProjectorFlag(cmd, *o);
  return o;
}

void addStandingsCommand(CLI::App& app) {
  auto* cmd = addCommand(app, "standings",
                         CliWords::tr("standings (排名) after a round, with the event's tie-breaks",
                                      "reports.standings.help"));
  auto o = addRoundReportOptions(cmd, {"table", "csv", "json", "html", "pdf", "h9", "aga", "tou"});
  addOption(cmd, "--rows-per-page", o->rowsPerPage,
            CliWords::tr("rows per projector page", "opt.rows-per-page"))
      ->check(CLI::PositiveNumber);
  addClassOption(cmd, *o);
  cmd->callback([o] { runStandings(*o); });
}

void addCrosstableCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "crosstable",
      CliWords::tr("the crosstable (wall chart) after a round", "reports.crosstable.help"));
  auto o = addRoundReportOptions(cmd, {"table", "html", "pdf"});
  cmd->callback([o] { runCrosstable(*o); });
}

void addTiebreaksCommand(CLI::App& app) {
  const auto [cmd, o] = addEventCommand<TieBreakArgs>(
      app, "tiebreaks",
      CliWords::tr("show or set the scoring convention and tie-break order",
                   "reports.tiebreaks.help"),
      [](const TieBreakArgs& told) { settingsSummary(runTieBreaks(told)); });
  addOption(cmd, "--order", o->order,
            CliWords::tr(
                "tie-break order: SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING",
                "opt.order"));
  addOption(
      cmd, "--convention", o->convention,
      CliWords::tr("standings convention: tengen (Tengen's own), opengotha (OpenGotha's virtual "
                   "opponent, declared absences rounded down, SOSM with the handicap, players "
                   "who never played hidden), chinese (2-1-0, 对手分, 累进分, 直胜, 对手分逆减); "
                   "sets the scoring and the tie-break order",
                   "opt.convention"));
  addOption(
      cmd, "--preset", o->preset,
      CliWords::tr("scoring convention: chinese (2-1-0), egf (1-½-0), mcmahon", "opt.preset"));
  addOption(cmd, "--bar", o->bar, CliWords::tr("McMahon bar (rank, e.g. 3d)", "opt.bar"));
  addOption(cmd, "--floor", o->floor, CliWords::tr("McMahon floor (rank, e.g. 20k)", "opt.floor"));
  addOption(cmd, "--bye", o->bye,
            CliWords::tr("what a bye scores, in the convention's units (0 to a win)", "opt.bye"));
  addOption(cmd, "--mms-bye", o->mmsBye,
            CliWords::tr("what a bye adds to the McMahon score, in the convention's units",
                         "opt.mms-bye"));
}

// One `tengen print KIND`: the report options plus the pairing list's and the slips' own.
struct PrintArgs {
  std::string kind;  // pairings, slips, standings, crosstable, ledger
  ReportOptions report;
  bool byName = false;
  std::string liveUrl;
};

struct PrintKind {
  const char* name;
  std::string help;
};

std::vector<PrintKind> printKinds() {
  return {
      {"pairings",
       CliWords::tr("the pairing list of a round", "reports.print.pairings.help").toStdString()},
      {"slips",
       CliWords::tr("result slips, one per board, four per page", "reports.print.slips.help")
           .toStdString()},
      {"standings",
       CliWords::tr("the standings after a round", "reports.print.standings.help").toStdString()},
      {"crosstable",
       CliWords::tr("the crosstable after a round", "reports.print.crosstable.help").toStdString()},
#ifdef TENGEN_REPORTS_LEDGER
      {"ledger", CliWords::tr("the referee ledger summary (all rounds, or --round N)",
                              "reports.print.ledger.help")
                     .toStdString()},
#endif
  };
}

// The options of one kind: every kind takes --round and -o; some their own.
void addPrintOptions(CLI::App* cmd, PrintArgs& a) {
  addEventArgument(cmd, a.report.path);
  addOption(cmd, "--round", a.report.round,
            CliWords::tr("the round (default: the last round with a draw)", "opt.round-of"))
      ->check(CLI::NonNegativeNumber);
  addOption(cmd, "-o,--output", a.report.output,
            CliWords::tr("the PDF file to write", "opt.output-pdf"))
      ->required();
  if (a.kind == "pairings")
    addFlag(cmd, "--by-name", a.byName,
            CliWords::tr("list by player name instead of by board", "opt.by-name"));
  if (a.kind == "pairings" || a.kind == "slips")
    addOption(
        cmd, "--live-url", a.liveUrl,
        CliWords::tr(
            "the address of `tengen serve` as phones reach it (e.g. http://192.168.1.10:8080): "
            "QR codes to the live pages on each page or slip",
            "opt.live-url"));
  if (a.kind == "standings" || a.kind == "crosstable") addTiebreaksOption(cmd, a.report);
}

#ifdef TENGEN_REPORTS_LEDGER
void printLedger(const Loaded& l, const ReportOptions& o) {
  const auto html = htmlOptions(false, 20, true);
  std::vector<referee::LedgerEntry> entries;
  translateStoreErrors([&] {
    db::LedgerStore ledger(*l.store);
    entries = o.round > 0 ? ledger.entries(o.round, std::nullopt) : ledger.entries();
  });
  writePdfOrThrow(reports::ledgerSummaryHtml(l.tournament, entries, html), o.output, true,
                  l.tournament.event.name);
}
#endif

void runPrint(const PrintArgs& a) {
  const ReportOptions& o = a.report;
  Loaded l = load(o.path, o.tiebreaks);
#ifdef TENGEN_REPORTS_LEDGER
  if (a.kind == "ledger") {
    printLedger(l, o);
    out(CliWords::tr("wrote %1", "reports.written").arg(qs(o.output)));
    return;
  }
#endif
  const int round = roundOrLast(l.tournament, o.round);
  if (a.kind == "pairings") {
    writePairingsPdf(l.tournament, round, a.byName, o.output, a.liveUrl);
  } else if (a.kind == "slips") {
    writeSlipsPdf(l.tournament, round, o.output, a.liveUrl, slipHeadsLines(*l.store, round));
  } else {
    const Standings st =
        reports::computeStandings(l.tournament, l.settings, standingsRound(l.tournament, o.round));
    if (a.kind == "standings")
      writeStandingsPdf(st, l.tournament, o.output, eventHeadsLine(*l.store));
    else
      writeCrosstablePdf(st, l.tournament, o.output);
  }
  out(CliWords::tr("wrote %1", "reports.written").arg(qs(o.output)));
}

void addPrintCommand(CLI::App& app) {
  auto* print =
      addCommand(app, "print",
                 CliWords::tr("print pairings, result slips, standings or the crosstable to PDF",
                              "reports.print.help"));
  print->require_subcommand(1);
  for (const PrintKind& k : printKinds()) {
    auto* cmd = print->add_subcommand(k.name, k.help);
    auto a = std::make_shared<PrintArgs>();
    a->kind = k.name;
    addPrintOptions(cmd, *a);
    cmd->callback([a] { runPrint(*a); });
  }
}

void addExportCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "export",
      CliWords::tr(
          "export the event: OpenGotha XML, EGF h9, AGA results, FFG .tou, CSV, JSON, HTML",
          "reports.export.help"));
  auto o = std::make_shared<ReportOptions>();
  o->format = "opengotha";
  addEventArgument(cmd, o->path);
  addOption(cmd, "--format", o->format, CliWords::tr("output format", "opt.format"))
      ->check(CLI::IsMember({"opengotha", "games", "h9", "aga", "tou", "csv", "json", "html"}));
  addOutputOption(cmd, *o);
  addRoundAfterOption(cmd, *o);
  addClassOption(cmd, *o);
  cmd->callback([o] { runExport(*o); });
}

void addImportCommand(CLI::App& app) {
  auto* cmd =
      addCommand(app, "import",
                 CliWords::tr("import an OpenGotha XML tournament (into a new or empty event), or "
                              "players or games (a 'round' column) from CSV",
                              "reports.import.help"));
  auto path = std::make_shared<std::string>();
  auto file = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  addOption(cmd, "FILE", *file,
            CliWords::tr("the file to import (OpenGotha .xml, a players .csv or a games .csv)",
                         "opt.import-file"))
      ->required();
  cmd->callback([path, file] { runImport(*path, *file); });
}

const CommandRegistration kCommands{70,
                                    {addStandingsCommand, addCrosstableCommand, addTiebreaksCommand,
                                     addPrintCommand, addExportCommand, addImportCommand}};

}  // namespace

}  // namespace tengen::cli
