// tengen new / info / edit / event log: create an event file, show and change its settings (each
// change logged with who made it), list the log.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include "app/cli/cli.h"
#include "app/cli/text_table.h"
#include "db/service/event_setup.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

const MessageRegistration kMessages{
    {"new.help", "create a new event file", "新建比赛文件"},
    {"info.help", "show the event's settings", "显示比赛设置"},
    {"edit.help", "change the event's settings", "修改比赛设置"},
    {"opt.event", "the event file", "比赛文件"},
    {"opt.json", "print JSON", "以 JSON 输出"},
    {"opt.name", "the event's name", "比赛名称"},
    {"opt.system", "pairing system: swiss, mcmahon, round-robin, knockout",
     "编排制度：swiss（积分编排）、mcmahon、round-robin（循环）、knockout（淘汰）"},
    {"opt.rounds", "number of rounds", "轮数"},
    {"opt.rules", "rules: chinese-2002, japanese, korean", "规则：chinese-2002、japanese、korean"},
    {"opt.komi", "komi in points (7.5 = 3¾ stones)", "贴目（点数，7.5 即贴3又3/4子）"},
    {"opt.size", "board size", "棋盘路数"},
    {"opt.venue", "venue", "比赛地点"},
    {"opt.organiser", "organiser", "主办单位"},
    {"opt.referee", "chief referee (裁判长)", "裁判长"},
    {"opt.start", "first day, YYYY-MM-DD", "开始日期 YYYY-MM-DD"},
    {"opt.end", "last day, YYYY-MM-DD", "结束日期 YYYY-MM-DD"},
    {"opt.time", "time control as written for players", "用时规定"},
    {"opt.scoring", "scoring: 2-1-0 (win 2, jigo 1) or 1-0 (jigo ½)",
     "计分：2-1-0（胜2和1负0）或 1-0（和棋½）"},
    {"opt.tiebreaks-set",
     "placement order, e.g. SCORE,SOS,CUSS,DE,SOS-R (codes: SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS "
     "CUSS DE SOS-R NBW RATING)",
     "排名顺序，如 SCORE,SOS,CUSS,DE,SOS-R（代码：SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE "
     "SOS-R NBW RATING）"},
    {"opt.edition", "referee edition: 2002 or older", "裁判规则版本：2002 或 older（旧版）"},
    {"opt.by", "who makes the change (for the event log; default: the OS user)",
     "修改人（记入比赛设置记录；默认为系统用户名）"},
    {"new.created", "created %1: %2", "已建立 %1：%2"},
    {"edit.done", "event settings saved", "比赛设置已保存"},
    {"edit.nothing", "nothing changed", "没有改动"},
    {"edit.change", "%1: %2 → %3", "%1：%2 → %3"},
    {"event.help", "the event's settings log", "比赛设置记录"},
    {"event.log.help", "list every change of the event's settings: when, field, old, new, who",
     "列出比赛设置的每次修改：时间、项目、原值、新值、修改人"},
    {"event.log.empty", "no changes logged", "没有修改记录"},
    {"event.col.when", "When (UTC)", "时间（UTC）"},
    {"event.col.field", "Field", "项目"},
    {"event.col.old", "Old", "原值"},
    {"event.col.new", "New", "新值"},
    {"event.col.who", "Who", "修改人"},
    {"event.bad-tiebreaks",
     "bad tie-break order '%1' (codes: SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW "
     "RATING, each once)",
     "排名顺序“%1”无效（代码：SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW "
     "RATING，各至多一次）"},
    {"event.bad-edition", "unknown referee edition '%1' (2002, older)",
     "未知的裁判规则版本“%1”（2002、older）"},
    {"event.bad-system", "unknown pairing system '%1' (swiss, mcmahon, round-robin, knockout)",
     "未知的编排制度“%1”（swiss、mcmahon、round-robin、knockout）"},
    {"event.bad-rules", "unknown rules '%1' (chinese-2002, japanese, korean)",
     "未知的规则“%1”（chinese-2002、japanese、korean）"},
    {"event.bad-scoring", "unknown scoring '%1' (2-1-0, 1-0)", "未知的计分方法“%1”（2-1-0、1-0）"},
    {"event.bad-date", "%1: '%2' is not a date (YYYY-MM-DD)", "%1：“%2”不是日期（YYYY-MM-DD）"},
    {"info.name", "Event", "比赛"},
    {"info.dates", "Dates", "日期"},
    {"info.venue", "Venue", "地点"},
    {"info.organiser", "Organiser", "主办"},
    {"info.referee", "Chief referee (裁判长)", "裁判长"},
    {"info.system", "System", "编排制度"},
    {"info.rounds", "Rounds", "轮数"},
    {"info.rules", "Rules", "规则"},
    {"info.size", "Board", "棋盘"},
    {"info.komi", "Komi (贴目)", "贴目"},
    {"info.time", "Time control", "用时"},
    {"info.scoring", "Scoring", "计分"},
    {"info.players", "Players", "棋手"},
    {"info.drawn", "Rounds drawn", "已编排轮次"},
    {"info.tiebreaks", "Tie-break order", "名次区分顺序"},
    {"info.edition", "Referee edition", "裁判规则版本"},
};

// Options shared by `new` and `edit`; empty strings / unset optionals mean "leave as is".
struct EventOptions {
  std::string name, system, rules, venue, organiser, referee, start, end, time, scoring, tiebreaks,
      edition, by;
  std::optional<int> rounds, size;
  std::optional<double> komi;

  void add(CLI::App* cmd) {
    cmd->add_option("--name", name, msgs("opt.name"));
    cmd->add_option("--system", system, msgs("opt.system"));
    cmd->add_option("--rounds", rounds, msgs("opt.rounds"));
    cmd->add_option("--rules", rules, msgs("opt.rules"));
    cmd->add_option("--komi", komi, msgs("opt.komi"));
    cmd->add_option("--size", size, msgs("opt.size"));
    cmd->add_option("--venue", venue, msgs("opt.venue"));
    cmd->add_option("--organiser,--organizer", organiser, msgs("opt.organiser"));
    cmd->add_option("--chief-referee", referee, msgs("opt.referee"));
    cmd->add_option("--start", start, msgs("opt.start"));
    cmd->add_option("--end", end, msgs("opt.end"));
    cmd->add_option("--time", time, msgs("opt.time"));
    cmd->add_option("--scoring", scoring, msgs("opt.scoring"));
    cmd->add_option("--tiebreaks", tiebreaks, msgs("opt.tiebreaks-set"));
    cmd->add_option("--edition", edition, msgs("opt.edition"));
    cmd->add_option("--by", by, msgs("opt.by"));
  }

  std::string who() const { return by.empty() ? db::currentUserName() : by; }

  // The event's options, then the order (or the new system's default order) and the edition.
  void applyTo(db::EventSetup& s) const {
    const Event previous = s.event;
    applyTo(s.event);
    if (!tiebreaks.empty()) {
      auto order = reports::parseCriteria(tiebreaks);
      if (!order || order->empty())
        throw CliError(msg("event.bad-tiebreaks").arg(QString::fromStdString(tiebreaks)));
      s.tieBreaks = *order;
    } else {
      db::followDefaults(s, previous);
    }
    if (!edition.empty()) {
      auto ed = referee::editionFromCode(edition);
      if (!ed) throw CliError(msg("event.bad-edition").arg(QString::fromStdString(edition)));
      s.edition = *ed;
    }
  }

  static std::optional<boost::gregorian::date> date(const char* option, const std::string& text) {
    auto d = parseIsoDate(text);
    if (!d)
      throw CliError(
          msg("event.bad-date").arg(QLatin1String(option), QString::fromStdString(text)));
    return d;
  }

  void applyTo(Event& e) const {
    if (!name.empty()) e.name = name;
    if (!system.empty()) {
      auto v = pairingSystemFromCode(system);
      if (!v) throw CliError(msg("event.bad-system").arg(QString::fromStdString(system)));
      e.system = *v;
    }
    if (!rules.empty()) {
      auto v = ruleSetFromCode(rules);
      if (!v) throw CliError(msg("event.bad-rules").arg(QString::fromStdString(rules)));
      // A new rule set brings its usual komi unless one is given.
      if (!komi && *v != e.rules) e.komi = defaultKomi(*v);
      e.rules = *v;
    }
    if (!scoring.empty()) {
      auto v = scoringFromCode(scoring);
      if (!v) throw CliError(msg("event.bad-scoring").arg(QString::fromStdString(scoring)));
      e.scoring = *v;
    }
    if (rounds) e.rounds = *rounds;
    if (size) e.boardSize = *size;
    if (komi) e.komi = *komi;
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
  o[QStringLiteral("komi")] = e.komi;
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

}  // namespace

void registerEventCommands(CLI::App& app) {
  {
    auto* cmd = app.add_subcommand("new", msgs("new.help"));
    auto path = std::make_shared<std::string>();
    auto opts = std::make_shared<EventOptions>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    opts->add(cmd);
    cmd->get_option("--name")->required();
    cmd->callback([path, opts] {
      db::EventSetup setup = db::defaultSetup(Event{});
      opts->applyTo(setup);
      Event& e = setup.event;
      if (!opts->komi && !opts->rules.empty()) e.komi = defaultKomi(e.rules);
      translateStoreErrors(
          [&] { db::createEvent(QString::fromStdString(*path), setup, opts->who()); });
      out(msg("new.created").arg(QString::fromStdString(*path), QString::fromStdString(e.name)));
    });
  }
  {
    auto* cmd = app.add_subcommand("edit", msgs("edit.help"));
    auto path = std::make_shared<std::string>();
    auto opts = std::make_shared<EventOptions>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
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
        out(msg("edit.nothing"));
        return;
      }
      for (const db::EventLogEntry& c : changes)
        out(msg("edit.change")
                .arg(QString::fromStdString(c.field), QString::fromStdString(c.oldValue),
                     QString::fromStdString(c.newValue)));
      out(msg("edit.done"));
    });
  }
  {
    auto* cmd = app.add_subcommand("info", msgs("info.help"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([path, json] {
      auto store = openEvent(*path);
      db::EventSetup setup;
      int players = 0;
      std::vector<int> drawn;
      translateStoreErrors([&] {
        setup = db::loadEventSetup(*store);
        players = static_cast<int>(store->players().size());
        drawn = store->roundNumbers();
      });
      if (*json) {
        printJson(QJsonDocument(toJson(setup, players, drawn)));
        return;
      }
      const Event& e = setup.event;
      auto line = [](const char* id, const QString& value) {
        out(msg(id) + QStringLiteral(": ") + value);
      };
      auto str = [](const std::string& v) { return QString::fromStdString(v); };
      line("info.name", str(e.name));
      QString dates;
      if (e.startDate) dates = str(toIsoDate(*e.startDate));
      if (e.endDate) dates += QStringLiteral(" – ") + str(toIsoDate(*e.endDate));
      line("info.dates", dates);
      line("info.venue", str(e.venue));
      line("info.organiser", str(e.organiser));
      line("info.referee", str(e.chiefReferee));
      line("info.system", QString::fromUtf8(toCode(e.system).data()));
      line("info.rounds", QString::number(e.rounds));
      line("info.rules", QString::fromUtf8(toCode(e.rules).data()));
      line("info.size", QStringLiteral("%1×%1").arg(e.boardSize));
      line("info.komi", QString::number(e.komi));
      line("info.time", str(e.timeControl));
      line("info.scoring", QString::fromUtf8(toCode(e.scoring).data()));
      line("info.tiebreaks", str(reports::toCodes(setup.tieBreaks)));
      line("info.edition", QString::fromUtf8(referee::toCode(setup.edition).data()));
      line("info.players", QString::number(players));
      QStringList rounds;
      for (int r : drawn) rounds << QString::number(r);
      line("info.drawn", rounds.join(QLatin1Char(',')));
    });
  }
  {
    auto* event = app.add_subcommand("event", msgs("event.help"));
    event->require_subcommand(1);
    auto* cmd = event->add_subcommand("log", msgs("event.log.help"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([path, json] {
      auto store = openEvent(*path);
      std::vector<db::EventLogEntry> log;
      translateStoreErrors([&] { log = db::eventLog(*store); });
      auto str = [](const std::string& v) { return QString::fromStdString(v); };
      if (*json) {
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
        out(msg("event.log.empty"));
        return;
      }
      TextTable table({msg("event.col.when"), msg("event.col.field"), msg("event.col.old"),
                       msg("event.col.new"), msg("event.col.who")});
      for (const db::EventLogEntry& e : log)
        table.addRow({str(e.at), str(e.field), str(e.oldValue), str(e.newValue), str(e.who)});
      out(table.render());
    });
  }
}

namespace {
const CommandRegistration kCommands{10, registerEventCommands};
}  // namespace

}  // namespace tengen::cli
