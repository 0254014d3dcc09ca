// tengen new / info / edit / event log: create an event file, show and change its settings (each
// change logged with who made it), list the log.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/text_table.h"
#include "db/service/event_setup.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

// Options shared by `new` and `edit`; empty strings / unset optionals mean "leave as is".
struct EventOptions {
  std::string name, system, rules, venue, organiser, referee, start, end, time, scoring, tiebreaks,
      edition, by;
  std::optional<int> rounds, size;
  std::optional<std::string> komi;  // read by rules::HalfPoints::parse: 7.3 is refused

  void add(CLI::App* cmd) {
    addOption(cmd, "--name", name, CliWords::tr("the event's name", "opt.name"));
    addOption(cmd, "--system", system,
              CliWords::tr("pairing system: swiss, mcmahon, round-robin, knockout", "opt.system"));
    addOption(cmd, "--rounds", rounds, CliWords::tr("number of rounds", "opt.rounds"));
    addOption(cmd, "--rules", rules,
              CliWords::tr("rules: chinese-2002, japanese, korean", "opt.rules"));
    addOption(cmd, "--komi", komi, CliWords::tr("komi in points (7.5 = 3¾ stones)", "opt.komi"));
    addOption(cmd, "--size", size, CliWords::tr("board size", "opt.size"));
    addOption(cmd, "--venue", venue, CliWords::tr("venue", "opt.venue"));
    addOption(cmd, "--organiser,--organizer", organiser,
              CliWords::tr("organiser", "opt.organiser"));
    addOption(cmd, "--chief-referee", referee,
              CliWords::tr("chief referee (裁判长)", "opt.referee"));
    addOption(cmd, "--start", start, CliWords::tr("first day, YYYY-MM-DD", "opt.start"));
    addOption(cmd, "--end", end, CliWords::tr("last day, YYYY-MM-DD", "opt.end"));
    addOption(cmd, "--time", time, CliWords::tr("time control as written for players", "opt.time"));
    addOption(cmd, "--scoring", scoring,
              CliWords::tr("scoring: 2-1-0 (win 2, jigo 1) or 1-0 (jigo ½)", "opt.scoring"));
    addOption(cmd, "--tiebreaks", tiebreaks,
              CliWords::tr("placement order, e.g. SCORE,SOS,CUSS,DE,SOS-R (codes: SCORE MMS "
                           "SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING)",
                           "opt.tiebreaks-set"));
    addOption(cmd, "--edition", edition,
              CliWords::tr("referee edition: 2002 or older", "opt.edition"));
    addOption(
        cmd, "--by", by,
        CliWords::tr("who makes the change (for the event log; default: the OS user)", "opt.by"));
  }

  std::string who() const { return by.empty() ? db::currentUserName() : by; }

  // The event's options, then the order (or the new system's default order) and the edition.
  void applyTo(db::EventSetup& s) const {
    const Event previous = s.event;
    applyTo(s.event);
    if (!tiebreaks.empty()) {
      auto order = reports::parseCriteria(tiebreaks);
      if (!order || order->empty())
        throw CliError(CliWords::tr("bad tie-break order '%1' (codes: SCORE MMS SOS SOS-1 SOS-2 "
                                    "SOSOS SODOS CUSS DE SOS-R NBW RATING, each once)",
                                    "event.bad-tiebreaks")
                           .arg(QString::fromStdString(tiebreaks)));
      s.tieBreaks = *order;
    } else {
      db::followDefaults(s, previous);
    }
    if (!edition.empty()) {
      auto ed = referee::editionFromCode(edition);
      if (!ed)
        throw CliError(
            CliWords::tr("unknown referee edition '%1' (2002, older)", "event.bad-edition")
                .arg(QString::fromStdString(edition)));
      s.edition = *ed;
    }
  }

  static std::optional<boost::gregorian::date> date(const char* option, const std::string& text) {
    auto d = parseIsoDate(text);
    if (!d)
      throw CliError(CliWords::tr("%1: '%2' is not a date (YYYY-MM-DD)", "event.bad-date")
                         .arg(QLatin1String(option), QString::fromStdString(text)));
    return d;
  }

  void applyTo(Event& e) const {
    if (!name.empty()) e.name = name;
    if (!system.empty()) {
      auto v = pairingSystemFromCode(system);
      if (!v)
        throw CliError(
            CliWords::tr("unknown pairing system '%1' (swiss, mcmahon, round-robin, knockout)",
                         "event.bad-system")
                .arg(QString::fromStdString(system)));
      e.system = *v;
    }
    if (!rules.empty()) {
      auto v = ruleSetFromCode(rules);
      if (!v)
        throw CliError(
            CliWords::tr("unknown rules '%1' (chinese-2002, japanese, korean)", "event.bad-rules")
                .arg(QString::fromStdString(rules)));
      // A new rule set brings its usual komi unless one is given.
      if (!komi && *v != e.rules) e.komi = defaultKomi(*v);
      e.rules = *v;
    }
    if (!scoring.empty()) {
      auto v = scoringFromCode(scoring);
      if (!v)
        throw CliError(CliWords::tr("unknown scoring '%1' (2-1-0, 1-0)", "event.bad-scoring")
                           .arg(QString::fromStdString(scoring)));
      e.scoring = *v;
    }
    if (rounds) e.rounds = *rounds;
    if (size) e.boardSize = *size;
    if (komi) {
      const auto k = rules::HalfPoints::parse(*komi);
      if (!k)
        throw CliError(CliWords::tr("'%1' is not a komi: komi is a multiple of 0.5 points (7.5, 6, "
                                    "-0.5)",
                                    "event.bad-komi")
                           .arg(QString::fromStdString(*komi)));
      e.komi = *k;
    }
    if (!venue.empty()) e.venue = venue;
    if (!organiser.empty()) e.organiser = organiser;
    if (!referee.empty()) e.chiefReferee = referee;
    if (!start.empty()) e.startDate = date("--start", start);
    if (!end.empty()) e.endDate = date("--end", end);
    if (!time.empty()) e.timeControl = time;
  }
};

QJsonObject toJson(const db::EventSetup& setup, int players, const std::vector<int>& drawn) {
  const Event& e = setup.event;
  QJsonObject o;
  o[QStringLiteral("name")] = QString::fromStdString(e.name);
  o[QStringLiteral("start_date")] =
      e.startDate ? QString::fromStdString(toIsoDate(*e.startDate)) : QJsonValue();
  o[QStringLiteral("end_date")] =
      e.endDate ? QString::fromStdString(toIsoDate(*e.endDate)) : QJsonValue();
  o[QStringLiteral("venue")] = QString::fromStdString(e.venue);
  o[QStringLiteral("organiser")] = QString::fromStdString(e.organiser);
  o[QStringLiteral("chief_referee")] = QString::fromStdString(e.chiefReferee);
  o[QStringLiteral("system")] = QString::fromUtf8(toCode(e.system).data());
  o[QStringLiteral("rounds")] = e.rounds;
  o[QStringLiteral("rules")] = QString::fromUtf8(toCode(e.rules).data());
  o[QStringLiteral("size")] = e.boardSize;
  o[QStringLiteral("komi")] = e.komi.points();
  o[QStringLiteral("time_control")] = QString::fromStdString(e.timeControl);
  o[QStringLiteral("scoring")] = QString::fromUtf8(toCode(e.scoring).data());
  o[QStringLiteral("tiebreaks")] = QString::fromStdString(reports::toCodes(setup.tieBreaks));
  o[QStringLiteral("referee_edition")] = QString::fromUtf8(referee::toCode(setup.edition).data());
  o[QStringLiteral("players")] = players;
  QJsonArray rounds;
  for (int r : drawn) rounds.append(r);
  o[QStringLiteral("rounds_drawn")] = rounds;
  return o;
}

void printEventInfo(const db::EventSetup& setup, int players, const std::vector<int>& drawn) {
  const Event& e = setup.event;
  auto line = [](const QString& label, const QString& value) {
    out(label + QStringLiteral(": ") + value);
  };
  auto str = [](const std::string& v) { return QString::fromStdString(v); };
  line(CliWords::tr("Event", "info.name"), str(e.name));
  QString dates;
  if (e.startDate) dates = str(toIsoDate(*e.startDate));
  if (e.endDate) dates += QStringLiteral(" – ") + str(toIsoDate(*e.endDate));
  line(CliWords::tr("Dates", "info.dates"), dates);
  line(CliWords::tr("Venue", "info.venue"), str(e.venue));
  line(CliWords::tr("Organiser", "info.organiser"), str(e.organiser));
  line(CliWords::tr("Chief referee (裁判长)", "info.referee"), str(e.chiefReferee));
  line(CliWords::tr("System", "info.system"), QString::fromUtf8(toCode(e.system).data()));
  line(CliWords::tr("Rounds", "info.rounds"), QString::number(e.rounds));
  line(CliWords::tr("Rules", "info.rules"), QString::fromUtf8(toCode(e.rules).data()));
  line(CliWords::tr("Board", "info.size"), QStringLiteral("%1×%1").arg(e.boardSize));
  line(CliWords::tr("Komi (贴目)", "info.komi"), QString::fromStdString(e.komi.toString()));
  line(CliWords::tr("Time control", "info.time"), str(e.timeControl));
  line(CliWords::tr("Scoring", "info.scoring"), QString::fromUtf8(toCode(e.scoring).data()));
  line(CliWords::tr("Tie-break order", "info.tiebreaks"), str(reports::toCodes(setup.tieBreaks)));
  line(CliWords::tr("Referee edition", "info.edition"),
       QString::fromUtf8(referee::toCode(setup.edition).data()));
  line(CliWords::tr("Players", "info.players"), QString::number(players));
  QStringList rounds;
  for (int r : drawn) rounds << QString::number(r);
  line(CliWords::tr("Rounds drawn", "info.drawn"), rounds.join(QLatin1Char(',')));
}

}  // namespace

namespace {

void addNewCommand(CLI::App& app) {
  auto* cmd = addCommand(app, "new", CliWords::tr("create a new event file", "new.help"));
  auto path = std::make_shared<std::string>();
  auto opts = std::make_shared<EventOptions>();
  addEventArgument(cmd, *path);
  opts->add(cmd);
  cmd->get_option("--name")->required();
  cmd->callback([path, opts] {
    db::EventSetup setup = db::defaultSetup(Event{});
    opts->applyTo(setup);
    Event& e = setup.event;
    if (!opts->komi && !opts->rules.empty()) e.komi = defaultKomi(e.rules);
    translateStoreErrors(
        [&] { db::createEvent(QString::fromStdString(*path), setup, opts->who()); });
    out(CliWords::tr("created %1: %2", "new.created")
            .arg(QString::fromStdString(*path), QString::fromStdString(e.name)));
  });
}

void addEditCommand(CLI::App& app) {
  auto* cmd = addCommand(app, "edit", CliWords::tr("change the event's settings", "edit.help"));
  auto path = std::make_shared<std::string>();
  auto opts = std::make_shared<EventOptions>();
  addEventArgument(cmd, *path);
  opts->add(cmd);
  cmd->callback([path, opts] {
    auto store = openEvent(*path);
    db::EventSetup setup;
    translateStoreErrors([&] { setup = db::loadEventSetup(*store); });
    opts->applyTo(setup);
    std::vector<db::EventLogEntry> changes;
    // The settings and their log rows are written in one transaction.
    translateStoreErrors([&] { changes = db::saveEventSetup(*store, setup, opts->who()); });
    if (changes.empty()) {
      out(CliWords::tr("nothing changed", "edit.nothing"));
      return;
    }
    for (const db::EventLogEntry& c : changes)
      out(CliWords::tr("%1: %2 → %3", "edit.change")
              .arg(QString::fromStdString(c.field), QString::fromStdString(c.oldValue),
                   QString::fromStdString(c.newValue)));
    out(CliWords::tr("event settings saved", "edit.done"));
  });
}

void addInfoCommand(CLI::App& app) {
  auto* cmd = addCommand(app, "info", CliWords::tr("show the event's settings", "info.help"));
  auto a = std::make_shared<ShowArgs>();
  addShowArguments(cmd, *a);
  cmd->callback([a] {
    auto store = openEvent(a->path);
    db::EventSetup setup;
    int players = 0;
    std::vector<int> drawn;
    translateStoreErrors([&] {
      setup = db::loadEventSetup(*store);
      players = static_cast<int>(store->players().size());
      drawn = store->roundNumbers();
    });
    if (a->json) {
      printJson(QJsonDocument(toJson(setup, players, drawn)));
      return;
    }
    printEventInfo(setup, players, drawn);
  });
}

void addEventCommand(CLI::App& app) {
  auto* event = addCommand(app, "event", CliWords::tr("the event's settings log", "event.help"));
  event->require_subcommand(1);
  auto* cmd = addCommand(
      event, "log",
      CliWords::tr("list every change of the event's settings: when, field, old, new, who",
                   "event.log.help"));
  auto a = std::make_shared<ShowArgs>();
  addShowArguments(cmd, *a);
  cmd->callback([a] {
    auto store = openEvent(a->path);
    std::vector<db::EventLogEntry> log;
    translateStoreErrors([&] { log = db::eventLog(*store); });
    auto str = [](const std::string& v) { return QString::fromStdString(v); };
    if (a->json) {
      QJsonArray rows;
      for (const db::EventLogEntry& e : log) {
        QJsonObject o;
        o[QStringLiteral("id")] = static_cast<qint64>(e.id);
        o[QStringLiteral("at")] = str(e.at);
        o[QStringLiteral("field")] = str(e.field);
        o[QStringLiteral("old")] = str(e.oldValue);
        o[QStringLiteral("new")] = str(e.newValue);
        o[QStringLiteral("who")] = str(e.who);
        rows.append(o);
      }
      printJson(QJsonDocument(rows));
      return;
    }
    if (log.empty()) {
      out(CliWords::tr("no changes logged", "event.log.empty"));
      return;
    }
    TextTable table({CliWords::tr("When (UTC)", "event.col.when"),
                     CliWords::tr("Field", "event.col.field"), CliWords::tr("Old", "event.col.old"),
                     CliWords::tr("New", "event.col.new"), CliWords::tr("Who", "event.col.who")});
    for (const db::EventLogEntry& e : log)
      table.addRow({str(e.at), str(e.field), str(e.oldValue), str(e.newValue), str(e.who)});
    out(table.render());
  });
}

const CommandRegistration kCommands{
    10, {addNewCommand, addEditCommand, addInfoCommand, addEventCommand}};

}  // namespace

}  // namespace tengen::cli
