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

// Options every file shares are checked once, before any file is read.
void checkBatchOptions(const ScoreOptions& o) {
  if (o.dead || o.seki || o.reported || o.event || o.round || o.board || o.save)
    throw CliError(
        CliWords::tr("--dead, --seki, --reported, --event and --save apply to one game; with "
                     "several files each is counted with its own marks (TB/TW) and result (RE)",
                     "score.batch.one-game"));
  if (o.rules && !RuleSet::preset(*o.rules))
    throw CliError(
        CliWords::tr(
            "unknown rule set '%1' (chinese, chinese-practice, japanese, korean, tromp-taylor)",
            "score.bad-rules")
            .arg(qs(*o.rules)));
  if (o.komi && !parseKomi(*o.komi))
    throw CliError(CliWords::tr("'%1' is not a komi", "score.bad-komi").arg(qs(*o.komi)));
}

struct BatchCounts {
  int files = 0, agree = 0, disagree = 0, notCompared = 0, undecided = 0, notCounted = 0;
};

BatchCounts countsOf(const std::vector<Row>& rows) {
  BatchCounts c;
  c.files = static_cast<int>(rows.size());
  for (const Row& row : rows) {
    switch (row.status) {
      case Status::Agrees:
        ++c.agree;
        break;
      case Status::Disagrees:
        ++c.disagree;
        break;
      case Status::NotCompared:
        ++c.notCompared;
        break;
      case Status::NeedsDecision:
        ++c.undecided;
        break;
      case Status::NotCounted:
        ++c.notCounted;
        break;
    }
  }
  return c;
}

QJsonObject rowJson(const Row& row) {
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
  return j;
}

QJsonObject batchJson(const std::vector<Row>& rows, const BatchCounts& c) {
  QJsonArray list;
  for (const Row& row : rows) list.append(rowJson(row));
  return QJsonObject{
      {QStringLiteral("files"), list},
      {QStringLiteral("summary"), QJsonObject{{QStringLiteral("files"), c.files},
                                              {QStringLiteral("agree"), c.agree},
                                              {QStringLiteral("disagree"), c.disagree},
                                              {QStringLiteral("not_compared"), c.notCompared},
                                              {QStringLiteral("needs_decision"), c.undecided},
                                              {QStringLiteral("not_counted"), c.notCounted}}}};
}

QString batchTable(const std::vector<Row>& rows) {
  TextTable table(
      {CliWords::tr("file", "score.batch.file"), CliWords::tr("rules", "score.batch.rules"),
       CliWords::tr("count", "score.batch.count"), CliWords::tr("recorded", "score.batch.recorded"),
       CliWords::tr("verdict", "score.batch.verdict")});
  const QString none = QStringLiteral("-");
  for (const Row& row : rows) {
    if (!row.record) {
      table.addRow(
          {qs(row.path), none, none, none, CliWords::tr("not counted", "score.batch.error")});
      continue;
    }
    const CountedRecord& r = *row.record;
    const bool decide = row.status == Status::NeedsDecision;
    table.addRow(
        {qs(row.path), qs(r.rules.name), decide ? none : qs(r.score.result()),
         r.game.result.empty() ? none : qs(r.game.result),
         decide ? CliWords::tr("dead-stone decision needed (死活)", "score.batch.needs-decision")
                : verdictText(r)});
  }
  return table.render();
}

void printBatch(const std::vector<Row>& rows, const BatchCounts& c) {
  out(batchTable(rows));
  if (c.undecided > 0) {
    out(CliWords::tr("Dead-stone decision needed (死活), chains in question:",
                     "score.batch.undecided"));
    for (const Row& row : rows)
      if (row.status == Status::NeedsDecision)
        out(QStringLiteral("  %1: %2")
                .arg(qs(row.path), chainList(row.record->board(), row.record->undecided,
                                             row.record->game.height)));
  }
  if (c.notCounted > 0) {
    out(CliWords::tr("Not counted:", "score.batch.errors"));
    for (const Row& row : rows)
      if (row.status == Status::NotCounted) out(QStringLiteral("  ") + row.error);
  }
  out(CliWords::tr("%1 files: %2 agree, %3 disagree, %4 not compared, %5 need a dead-stone "
                   "decision, %6 not counted",
                   "score.batch.summary")
          .arg(c.files)
          .arg(c.agree)
          .arg(c.disagree)
          .arg(c.notCompared)
          .arg(c.undecided)
          .arg(c.notCounted));
}

}  // namespace

void runScoreBatch(const ScoreOptions& o) {
  checkBatchOptions(o);
  std::vector<Row> rows;
  rows.reserve(o.paths.size());
  for (const std::string& path : o.paths) rows.push_back(countFile(path, o));
  const BatchCounts c = countsOf(rows);
  if (o.json)
    printJson(QJsonDocument(batchJson(rows, c)));
  else
    printBatch(rows, c);
  // A disagreement matters most, then a file that could not be counted, then a decision to make.
  const int code = c.disagree > 0     ? kMismatch
                   : c.notCounted > 0 ? kBadFile
                   : c.undecided > 0  ? kNeedsDecision
                                      : kOk;
  if (code != kOk)
    throw CliError(CliWords::tr("not every count agrees with its record (%1 disagree, %2 need a "
                                "dead-stone decision, %3 not counted)",
                                "score.batch.not-all")
                       .arg(c.disagree)
                       .arg(c.undecided)
                       .arg(c.notCounted),
                   code);
}

}  // namespace tengen::cli::score
