// tengen result-log: who entered each result and when, and the corrections (who changed what,
// when and why). `tengen result` (pairing_commands.cpp) writes them, with `--by` and `--reason`;
// the messages for those options and a missing reason live here with the log they feed.

#include <QJsonArray>
#include <QJsonObject>

#include "app/cli/cli.h"
#include "app/cli/text_table.h"
#include "db/store/event_store.h"
#include "db/store/result_log.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"result-log.help",
     "list who entered each result and every correction: when, game, old, new, reason, who",
     "列出每个结果的录入人及所有更正：时间、对局、原结果、新结果、原因、操作人"},
    {"result-log.opt.corrections", "only the corrections, not the first entries",
     "仅列出更正，不含首次录入"},
    {"result-log.col.change", "change", "变更"},
    {"result-log.entered", "entered", "录入"},
    {"result-log.corrected", "corrected", "更正"},
    {"result.opt.by", "who enters the result (logged; default: the database or system user)",
     "录入人（记录在案；默认为数据库用户或系统用户）"},
    {"result-log.opt.round", "only this round", "仅此轮"},
    {"result-log.opt.board", "only this board", "仅此台"},
    {"result-log.empty", "no result entries or corrections logged", "没有录入或更正记录"},
    {"result-log.col.when", "when", "时间"},
    {"result-log.col.round", "round", "轮次"},
    {"result-log.col.board", "board", "台号"},
    {"result-log.col.old", "old", "原结果"},
    {"result-log.col.new", "new", "新结果"},
    {"result-log.col.reason", "reason", "原因"},
    {"result-log.col.who", "who", "操作人"},
    {"result.opt.reason", "why an entered result is changed (required for a correction; logged)",
     "更改已录入结果的原因（更正时必填，并记录）"},
    {"result.reason-required",
     "round %1 board %2 already has the result %3: say why it is changed with --reason TEXT "
     "(the correction is logged, see `tengen result-log`)",
     "第 %1 轮第 %2 台已有结果 %3：更改须用 --reason 说明原因（更正会被记录，见 `tengen "
     "result-log`）"},
};

void registerResultLogCommands(CLI::App& app) {
  auto* cmd = app.add_subcommand("result-log", msgs("result-log.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<std::optional<int>>();
  auto board = std::make_shared<std::optional<int>>();
  auto json = std::make_shared<bool>(false);
  auto correctionsOnly = std::make_shared<bool>(false);
  cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
  cmd->add_flag("--corrections", *correctionsOnly, msgs("result-log.opt.corrections"));
  cmd->add_option("--round", *round, msgs("result-log.opt.round"));
  cmd->add_option("--board", *board, msgs("result-log.opt.board"));
  cmd->add_flag("--json", *json, msgs("opt.json"));
  cmd->callback([=] {
    auto store = openEvent(*path);
    std::vector<db::ResultLogEntry> log;
    translateStoreErrors([&] { log = db::resultLog(*store, *round, *board, !*correctionsOnly); });
    auto str = [](const std::string& v) { return QString::fromStdString(v); };
    if (*json) {
      QJsonArray rows;
      for (const db::ResultLogEntry& e : log) {
        QJsonObject o;
        o[QStringLiteral("id")] = static_cast<qint64>(e.id);
        o[QStringLiteral("round")] = e.round;
        o[QStringLiteral("board")] = e.board;
        o[QStringLiteral("at")] = str(e.at);
        o[QStringLiteral("old")] =
            e.oldResult.empty() ? QJsonValue() : QJsonValue(str(e.oldResult));
        o[QStringLiteral("new")] =
            e.newResult.empty() ? QJsonValue() : QJsonValue(str(e.newResult));
        o[QStringLiteral("reason")] = str(e.reason);
        o[QStringLiteral("who")] = str(e.who);
        o[QStringLiteral("kind")] = e.kind == db::ResultLogEntry::Kind::Entry
                                        ? QStringLiteral("entry")
                                        : QStringLiteral("correction");
        rows.append(o);
      }
      printJson(QJsonDocument(rows));
      return;
    }
    if (log.empty()) {
      out(msg("result-log.empty"));
      return;
    }
    TextTable table({msg("result-log.col.when"), msg("result-log.col.round"),
                     msg("result-log.col.board"), msg("result-log.col.change"),
                     msg("result-log.col.old"), msg("result-log.col.new"),
                     msg("result-log.col.reason"), msg("result-log.col.who")});
    table.alignRight(1);
    table.alignRight(2);
    auto shown = [&](const std::string& r) { return r.empty() ? QStringLiteral("—") : str(r); };
    for (const db::ResultLogEntry& e : log)
      table.addRow({str(e.at), QString::number(e.round), QString::number(e.board),
                    msg(e.kind == db::ResultLogEntry::Kind::Entry ? "result-log.entered"
                                                                  : "result-log.corrected"),
                    shown(e.oldResult), shown(e.newResult), str(e.reason), str(e.who)});
    out(table.render());
  });
}

}  // namespace

const CommandRegistration kCommands{41, registerResultLogCommands};

}  // namespace tengen::cli
