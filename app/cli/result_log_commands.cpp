// tengen result-log: who entered each result and when, and the corrections (who changed what,
// when and why). `tengen result` (pairing_commands.cpp) writes them, with `--by` and `--reason`;
// the messages for those options and a missing reason live here with the log they feed.

#include <QJsonArray>
#include <QJsonObject>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/shared_options.h"
#include "app/cli/text_table.h"
#include "db/store/event_store.h"
#include "db/store/result_log.h"

namespace tengen::cli {
namespace {

QString str(const std::string& v) {
  return QString::fromStdString(v);
}

QJsonArray resultLogJson(const std::vector<db::ResultLogEntry>& log) {
  QJsonArray rows;
  for (const db::ResultLogEntry& e : log) {
    QJsonObject o;
    o[QStringLiteral("id")] = static_cast<qint64>(e.id);
    o[QStringLiteral("round")] = e.round;
    o[QStringLiteral("board")] = e.board;
    o[QStringLiteral("at")] = str(e.at);
    o[QStringLiteral("old")] = e.oldResult.empty() ? QJsonValue() : QJsonValue(str(e.oldResult));
    o[QStringLiteral("new")] = e.newResult.empty() ? QJsonValue() : QJsonValue(str(e.newResult));
    o[QStringLiteral("reason")] = str(e.reason);
    o[QStringLiteral("who")] = str(e.who);
    o[QStringLiteral("kind")] = e.kind == db::ResultLogEntry::Kind::Entry
                                    ? QStringLiteral("entry")
                                    : QStringLiteral("correction");
    rows.append(o);
  }
  return rows;
}

void printResultLog(const std::vector<db::ResultLogEntry>& log) {
  if (log.empty()) {
    out(CliWords::tr("no result entries or corrections logged", "result-log.empty"));
    return;
  }
  TextTable table(
      {CliWords::tr("when", "result-log.col.when"), CliWords::tr("round", "result-log.col.round"),
       CliWords::tr("board", "result-log.col.board"),
       CliWords::tr("change", "result-log.col.change"), CliWords::tr("old", "result-log.col.old"),
       CliWords::tr("new", "result-log.col.new"), CliWords::tr("reason", "result-log.col.reason"),
       CliWords::tr("who", "result-log.col.who")});
  table.alignRight(1);
  table.alignRight(2);
  auto shown = [&](const std::string& r) { return r.empty() ? QStringLiteral("—") : str(r); };
  for (const db::ResultLogEntry& e : log)
    table.addRow({str(e.at), QString::number(e.round), QString::number(e.board),
                  (e.kind == db::ResultLogEntry::Kind::Entry
                       ? CliWords::tr("entered", "result-log.entered")
                       : CliWords::tr("corrected", "result-log.corrected")),
                  shown(e.oldResult), shown(e.newResult), str(e.reason), str(e.who)});
  out(table.render());
}

void registerResultLogCommands(CLI::App& app) {
  auto* cmd = addCommand(
      app, "result-log",
      CliWords::tr(
          "list who entered each result and every correction: when, game, old, new, reason, who",
          "result-log.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<std::optional<int>>();
  auto board = std::make_shared<std::optional<int>>();
  auto json = std::make_shared<bool>(false);
  auto correctionsOnly = std::make_shared<bool>(false);
  addEventArgument(cmd, *path);
  addFlag(
      cmd, "--corrections", *correctionsOnly,
      CliWords::tr("only the corrections, not the first entries", "result-log.opt.corrections"));
  addOption(cmd, "--round", *round, CliWords::tr("only this round", "result-log.opt.round"));
  addOption(cmd, "--board", *board, CliWords::tr("only this board", "result-log.opt.board"));
  addJsonFlag(cmd, *json);
  cmd->callback([=] {
    auto store = openEvent(*path);
    std::vector<db::ResultLogEntry> log;
    translateStoreErrors([&] { log = db::resultLog(*store, *round, *board, !*correctionsOnly); });
    if (*json)
      printJson(QJsonDocument(resultLogJson(log)));
    else
      printResultLog(log);
  });
}

}  // namespace

const CommandRegistration kCommands{41, registerResultLogCommands};

}  // namespace tengen::cli
