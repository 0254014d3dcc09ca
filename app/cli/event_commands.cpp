// tengen new / info / edit: create an event file, show and change its settings.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include "app/cli/cli.h"
#include "db/event_store.h"

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
    {"opt.scoring", "scoring: 2-1-0 (win 2, jigo 1) or 1-0 (jigo ½)", "计分：2-1-0（胜2和1负0）或 1-0（和棋½）"},
    {"new.created", "created %1: %2", "已建立 %1：%2"},
    {"edit.done", "event settings saved", "比赛设置已保存"},
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
};

// Options shared by `new` and `edit`; empty strings / unset optionals mean "leave as is".
struct EventOptions {
  std::string name, system, rules, venue, organiser, referee, start, end, time, scoring;
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
  }

  static std::optional<boost::gregorian::date> date(const char* option, const std::string& text) {
    auto d = parseIsoDate(text);
    if (!d) throw CliError(msg("event.bad-date").arg(QLatin1String(option), QString::fromStdString(text)));
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

QJsonObject toJson(const Event& e, int players, const std::vector<int>& drawn) {
  QJsonObject o;
  o[QStringLiteral("name")] = QString::fromStdString(e.name);
  o[QStringLiteral("start_date")] = e.startDate ? QString::fromStdString(toIsoDate(*e.startDate)) : QJsonValue();
  o[QStringLiteral("end_date")] = e.endDate ? QString::fromStdString(toIsoDate(*e.endDate)) : QJsonValue();
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
      Event e;
      opts->applyTo(e);
      if (!opts->komi && !opts->rules.empty()) e.komi = defaultKomi(e.rules);
      translateStoreErrors([&] { db::EventStore::create(QString::fromStdString(*path), e); });
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
      translateStoreErrors([&] {
        Event e = store->event();
        opts->applyTo(e);
        store->updateEvent(e);
      });
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
      Event e;
      int players = 0;
      std::vector<int> drawn;
      translateStoreErrors([&] {
        e = store->event();
        players = static_cast<int>(store->players().size());
        drawn = store->roundNumbers();
      });
      if (*json) {
        printJson(QJsonDocument(toJson(e, players, drawn)));
        return;
      }
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
      line("info.players", QString::number(players));
      QStringList rounds;
      for (int r : drawn) rounds << QString::number(r);
      line("info.drawn", rounds.join(QLatin1Char(',')));
    });
  }
}

namespace {
const CommandRegistration kCommands{10, registerEventCommands};
}  // namespace

}  // namespace tengen::cli
