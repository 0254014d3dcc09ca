// tengen score FILES...: counts a round's worth of records in one process and prints one summary
// (a table or JSON). A file that cannot be read or counted is reported by name and the others go
// on; the exit status says whether every count agreed with its record.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/cli.h"
#include "app/cli/score_record.h"
#include "app/cli/text_table.h"

namespace tengen::cli::score {

namespace {

using namespace tengen::rules;

const MessageRegistration kMessages{
    {"score.batch.one-game",
     "--dead, --seki, --reported, --event and --save apply to one game; with several files each is "
     "counted with its own marks (TB/TW) and result (RE)",
     "--dead、--seki、--reported、--event 和 --save 只适用于一盘棋；多个文件时各按其自身的标记"
     "（TB/TW）和结果（RE）数子"},
    {"score.batch.file", "file", "文件"},
    {"score.batch.rules", "rules", "规则"},
    {"score.batch.count", "count", "数子结果"},
    {"score.batch.recorded", "recorded", "棋谱结果"},
    {"score.batch.verdict", "verdict", "核对"},
    {"score.batch.needs-decision", "dead-stone decision needed (死活)", "需要判定死活"},
    {"score.batch.error", "not counted", "未能数子"},
    {"score.batch.errors", "Not counted:", "未能数子的文件："},
    {"score.batch.undecided", "Dead-stone decision needed (死活), chains in question:",
     "需要判定死活的文件及有疑问的棋块："},
    {"score.batch.summary",
     "%1 files: %2 agree, %3 disagree, %4 not compared, %5 need a dead-stone decision, %6 not "
     "counted",
     "共 %1 个文件：%2 个一致，%3 个不一致，%4 个未比较，%5 个需要判定死活，%6 个未能数子"},
    {"score.batch.not-all",
     "not every count agrees with its record (%1 disagree, %2 need a dead-stone decision, %3 not "
     "counted)",
     "并非所有数子结果都与棋谱一致（%1 个不一致，%2 个需要判定死活，%3 个未能数子）"},
};

enum class Status { Agrees, Disagrees, NotCompared, NeedsDecision, NotCounted };

QString statusKey(Status s) {
  switch (s) {
    case Status::Agrees:
      return QStringLiteral("agrees");
    case Status::Disagrees:
      return QStringLiteral("disagrees");
    case Status::NotCompared:
      return QStringLiteral("not-compared");
    case Status::NeedsDecision:
      return QStringLiteral("needs-decision");
    case Status::NotCounted:
      break;
  }
  return QStringLiteral("not-counted");
}

struct Row {
  std::string path;
  Status status = Status::NotCounted;
  std::optional<CountedRecord> record;
  QString error;  // NotCounted: the message the one-game command would print
  int errorCode = 0;
};

Row countFile(const std::string& path, const ScoreOptions& o) {
  Row row;
  row.path = path;
  try {
    row.record = countRecord(path, readFile(path), o, std::nullopt);
  } catch (const CliError& e) {
    row.error = QString::fromStdString(e.what());
    row.errorCode = e.code();
    return row;
  }
  const CountedRecord& r = *row.record;
  if (r.needsDecision())
    row.status = Status::NeedsDecision;
  else if (r.mismatch())
    row.status = Status::Disagrees;
  else if (r.verdict && r.verdict->status == Verdict::Status::Agree)
    row.status = Status::Agrees;
  else
    row.status = Status::NotCompared;
  return row;
}

}  // namespace

void runScoreBatch(const ScoreOptions& o) {
  if (o.dead || o.seki || o.reported || o.event || o.round || o.board || o.save)
    throw CliError(msg("score.batch.one-game"));
  // Options every file shares are checked once, before any file is read.
  if (o.rules && !RuleSet::preset(*o.rules))
    throw CliError(msg("score.bad-rules").arg(qs(*o.rules)));
  if (o.komi && !parseKomi(*o.komi)) throw CliError(msg("score.bad-komi").arg(qs(*o.komi)));

  std::vector<Row> rows;
  rows.reserve(o.paths.size());
  int counts[5] = {0, 0, 0, 0, 0};
  for (const std::string& path : o.paths) {
    rows.push_back(countFile(path, o));
    ++counts[static_cast<int>(rows.back().status)];
  }
  const int agree = counts[static_cast<int>(Status::Agrees)];
  const int disagree = counts[static_cast<int>(Status::Disagrees)];
  const int notCompared = counts[static_cast<int>(Status::NotCompared)];
  const int undecided = counts[static_cast<int>(Status::NeedsDecision)];
  const int notCounted = counts[static_cast<int>(Status::NotCounted)];
  const int files = static_cast<int>(rows.size());

  if (o.json) {
    QJsonArray list;
    for (const Row& row : rows) {
      QJsonObject j = row.record ? recordJson(*row.record) : QJsonObject();
      j[QStringLiteral("file")] = qs(row.path);
      j[QStringLiteral("status")] = statusKey(row.status);
      if (row.status == Status::NotCounted) {
        j[QStringLiteral("error")] = row.error;
        j[QStringLiteral("exit")] = row.errorCode;
      }
      if (row.status == Status::NeedsDecision) {
        // No result is given for a position that needs a decision: only the chains in question.
        for (const char* key : {"result", "result_zh", "verified", "black", "white", "neutral"})
          j.remove(QLatin1String(key));
        QJsonArray chains;
        for (Loc p : row.record->undecided) chains.append(qs(toGtp(p, row.record->game.height)));
        j[QStringLiteral("undecided")] = chains;
      }
      list.append(j);
    }
    printJson(QJsonDocument(QJsonObject{
        {QStringLiteral("files"), list},
        {QStringLiteral("summary"), QJsonObject{{QStringLiteral("files"), files},
                                                {QStringLiteral("agree"), agree},
                                                {QStringLiteral("disagree"), disagree},
                                                {QStringLiteral("not_compared"), notCompared},
                                                {QStringLiteral("needs_decision"), undecided},
                                                {QStringLiteral("not_counted"), notCounted}}}}));
  } else {
    TextTable table({msg("score.batch.file"), msg("score.batch.rules"), msg("score.batch.count"),
                     msg("score.batch.recorded"), msg("score.batch.verdict")});
    const QString none = QStringLiteral("-");
    for (const Row& row : rows) {
      if (!row.record) {
        table.addRow({qs(row.path), none, none, none, msg("score.batch.error")});
        continue;
      }
      const CountedRecord& r = *row.record;
      const bool decide = row.status == Status::NeedsDecision;
      table.addRow({qs(row.path), qs(r.rules.name), decide ? none : qs(r.score.result()),
                    r.game.result.empty() ? none : qs(r.game.result),
                    decide ? msg("score.batch.needs-decision") : verdictText(r)});
    }
    out(table.render());
    if (undecided > 0) {
      out(msg("score.batch.undecided"));
      for (const Row& row : rows)
        if (row.status == Status::NeedsDecision)
          out(QStringLiteral("  %1: %2")
                  .arg(qs(row.path), chainList(row.record->board(), row.record->undecided,
                                               row.record->game.height)));
    }
    if (notCounted > 0) {
      out(msg("score.batch.errors"));
      for (const Row& row : rows)
        if (row.status == Status::NotCounted) out(QStringLiteral("  ") + row.error);
    }
    out(msg("score.batch.summary")
            .arg(files)
            .arg(agree)
            .arg(disagree)
            .arg(notCompared)
            .arg(undecided)
            .arg(notCounted));
  }
  // A disagreement matters most, then a file that could not be counted, then a decision to make.
  const int code = disagree > 0     ? kMismatch
                   : notCounted > 0 ? kBadFile
                   : undecided > 0  ? kNeedsDecision
                                    : kOk;
  if (code != kOk)
    throw CliError(msg("score.batch.not-all").arg(disagree).arg(undecided).arg(notCounted), code);
}

}  // namespace tengen::cli::score
