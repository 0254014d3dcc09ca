#include <QFile>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/cli/cli.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"store.file-missing", "%1: no such event file", "%1：找不到比赛文件"},
    {"store.file-exists", "%1: a file already exists there; choose another name",
     "%1：该文件已存在，请换一个文件名"},
    {"store.not-an-event", "%1: not a Tengen event file", "%1：不是天元比赛文件"},
    {"store.newer-schema",
     "%1 (this event file was written by a newer Tengen; upgrade Tengen to open it)",
     "%1（该比赛文件由更新版本的天元写入，请升级后再打开）"},
    {"store.invalid", "invalid value: %1", "数值无效：%1"},
    {"store.no-such-player", "no player with id %1 in this event", "本比赛没有编号为 %1 的棋手"},
    {"store.no-such-round", "round %1 has no draw", "第 %1 轮尚未编排"},
    {"store.no-such-game", "no game at %1", "没有这盘棋：%1"},
    {"store.stale", "%1 was changed by someone else since it was read; reload and try again",
     "%1 在读取后已被他人修改，请重新载入后再试"},
    {"store.busy",
     "%1: the event is busy (another desk or process is writing to it); try again in a moment",
     "%1：比赛数据正被另一台电脑或程序写入，请稍后再试"},
    {"store.database", "database error: %1", "数据库错误：%1"},
    {"file.unreadable", "%1: cannot read the file", "%1：无法读取文件"},
    {"store.event-named", "event «%1»", "比赛“%1”"},
    {"store.event-missing",
     "%1: no such event in that database (check ?event=NAME; create it with tengen new or tengen "
     "db copy)",
     "%1：该数据库中没有这个比赛（请检查 ?event=名称；可用 tengen new 或 tengen db copy 创建）"},
    {"store.game-at", " (round %1, board %2)", "（第 %1 轮第 %2 台）"},
    {"store.duplicate-round",
     "%1: round %2 was drawn by another desk at the same moment; nothing of yours was stored. Look "
     "at the round (tengen pairings) before drawing again",
     "%1：第 %2 轮刚刚已由另一台电脑编排，您的编排未保存。请先查看该轮（tengen pairings）再决定是否"
     "重新编排"},
    {"store.duplicate",
     "%1: another desk stored the same %2 at the same moment%3; nothing of yours was stored. "
     "Reload and try again",
     "%1：另一台电脑同时保存了相同的%2%3，您的修改未保存。请重新载入后再试"},
    {"store.denied-table",
     "%1: your role in this event may not change %2%3. Ask the tournament director to grant you "
     "the role that may (tengen db grant)",
     "%1：您在本比赛中的角色无权修改%2%3。请联系编排负责人授予相应角色（tengen db grant）"},
    {"store.denied-row",
     "%1: %2 is outside what your role covers%3 (another event, or a board not granted to you). "
     "Ask the tournament director",
     "%1：%2超出您的角色范围%3（另一个比赛，或未授予您的台次）。请联系编排负责人"},
    {"store.denied-clock",
     "%1: you hold no clock of board %2 in this event. Ask the tournament director to grant it "
     "(tengen db grant --role clock --board %2)",
     "%1：您在本比赛中没有第 %2 台的计时钟权限。请联系编排负责人授予（tengen db grant --role clock "
     "--board %2）"},
    {"store.denied-no-flag",
     "%1: round %2, board %3: the board's clock shows no flag of that player, so the clock cannot "
     "record a loss on time. Check the clock, or ask a referee",
     "%1：第 %2 轮第 %3 "
     "台：该台计时钟没有记录该棋手超时，计时员不能判超时负。请核对计时钟，或请裁判处"
     "理"},
    {"store.denied-referee-result",
     "%1: round %2, board %3: a referee enters results through Tengen (tengen result, a ruling), "
     "which logs them; a direct change of the database is refused",
     "%1：第 %2 轮第 %3 台：裁判须通过天元录入成绩（tengen result "
     "或裁判判定），以便记录；直接修改数"
     "据库被拒绝"},
    {"store.what.game", "games and results", "对局与成绩"},
    {"store.what.round", "round", "轮次"},
    {"store.what.player", "players", "棋手"},
    {"store.what.clock_game", "board clocks", "计时钟"},
    {"store.what.clock_event", "the clock journal", "计时记录"},
    {"store.what.referee_entry", "the referee ledger", "裁判记录"},
    {"store.what.result_ledger", "the result log", "成绩记录"},
    {"store.what.counting", "verified counts", "数子结果"},
    {"store.what.event", "the event's settings", "比赛设置"},
    {"store.driver", "database said: %1", "数据库原文：%1"},
};

bool& verboseFlag() {
  static bool verbose = false;
  return verbose;
}

std::pair<int, int>& errorGame() {
  static std::pair<int, int> game{0, 0};
  return game;
}

std::string& currentEvent() {
  static std::string path;
  return path;
}

bool isPostgresUrl(const QString& path) {
  return path.startsWith(QLatin1String("postgresql://")) ||
         path.startsWith(QLatin1String("postgres://"));
}

// How a message names the event: a PostgreSQL event by its key (never "file"), a file by its path.
QString eventLabel(const QString& path) {
  if (!isPostgresUrl(path)) return path;
  const QString key = QUrlQuery(QUrl(path)).queryItemValue(QStringLiteral("event"));
  return msg("store.event-named").arg(key.isEmpty() ? QStringLiteral("main") : key);
}

QString what(const QString& table) {
  const std::string id = "store.what." + table.toStdString();
  const QString words = msg(id);
  return words == QString::fromStdString(id) ? table : words;
}

QString gameAt() {
  const auto [round, board] = errorGame();
  return round > 0 ? msg("store.game-at").arg(round).arg(board) : QString();
}

// A database refusal put into words; empty when it is none the words know.
QString databaseWords(const QString& detail) {
  const QString event = eventLabel(QString::fromStdString(currentEvent()));
  auto match = [&detail](const char* pattern) {
    return QRegularExpression(QString::fromLatin1(pattern)).match(detail);
  };
  if (detail.contains(QLatin1String("[23505]")) ||
      detail.contains(QLatin1String("duplicate key value"))) {
    const auto constraint = match(R"re(unique constraint "([^"]+)")re");
    const QString name = constraint.hasMatch() ? constraint.captured(1) : QString();
    if (name == QLatin1String("round_pkey")) {
      const auto key = match(R"(Key \([^)]*\)=\([^,]*, *(\d+)\))");
      return msg("store.duplicate-round")
          .arg(event, key.hasMatch() ? key.captured(1) : QStringLiteral("?"));
    }
    const QString table = name.section(QLatin1Char('_'), 0, 0);
    return msg("store.duplicate")
        .arg(event, what(table.isEmpty() ? QStringLiteral("?") : table), gameAt());
  }
  if (!detail.contains(QLatin1String("[42501]")) &&
      !detail.contains(QLatin1String("permission denied")))
    return {};
  if (auto m = match(R"(holds no clock of board (\d+))"); m.hasMatch())
    return msg("store.denied-clock").arg(event, m.captured(1));
  if (auto m = match(R"(clock of round (\d+) board (\d+) shows no flag)"); m.hasMatch())
    return msg("store.denied-no-flag").arg(event, m.captured(1), m.captured(2));
  if (auto m = match(R"(round (\d+) board (\d+): a referee changes a result)"); m.hasMatch())
    return msg("store.denied-referee-result").arg(event, m.captured(1), m.captured(2));
  if (auto m = match(R"re(row-level security policy for table "?(\w+))re"); m.hasMatch())
    return msg("store.denied-row").arg(event, what(m.captured(1)), gameAt());
  if (auto m = match(R"(permission denied for (?:table|relation) (\w+))"); m.hasMatch())
    return msg("store.denied-table").arg(event, what(m.captured(1)), gameAt());
  return msg("store.denied-table").arg(event, QStringLiteral("?"), gameAt());
}

QString storeMessage(const db::StoreError& e) {
  using K = db::StoreError::Kind;
  const QString detail = QString::fromStdString(e.detail());
  switch (e.kind()) {
    case K::FileMissing:
      if (isPostgresUrl(detail) || isPostgresUrl(QString::fromStdString(currentEvent())))
        return msg("store.event-missing").arg(eventLabel(QString::fromStdString(currentEvent())));
      return msg("store.file-missing").arg(detail);
    case K::FileExists:
      return msg("store.file-exists").arg(detail);
    case K::NotAnEvent:
      return msg("store.not-an-event").arg(detail);
    case K::NewerSchema:
      return msg("store.newer-schema").arg(detail);
    case K::Invalid:
      return msg("store.invalid").arg(detail);
    case K::NoSuchPlayer:
      return msg("store.no-such-player").arg(detail);
    case K::NoSuchRound:
      return msg("store.no-such-round").arg(detail);
    case K::NoSuchGame:
      return msg("store.no-such-game").arg(detail);
    case K::StaleVersion:
      return msg("store.stale").arg(detail);
    case K::Busy:
      return msg("store.busy").arg(detail);
    case K::Database: {
      const QString words = databaseWords(detail);
      if (words.isEmpty()) return msg("store.database").arg(detail);
      return verboseFlag() ? words + QLatin1Char('\n') + msg("store.driver").arg(detail) : words;
    }
  }
  return detail;
}

std::vector<std::pair<int, RegisterCommands>>& registry() {
  static std::vector<std::pair<int, RegisterCommands>> entries;
  return entries;
}

}  // namespace

CommandRegistration::CommandRegistration(int order, RegisterCommands add) {
  registry().emplace_back(order, add);
}

void registerAllCommands(CLI::App& app) {
  auto entries = registry();
  std::stable_sort(entries.begin(), entries.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [order, add] : entries) add(app);
}

void translateStoreErrors(const std::function<void()>& body) {
  try {
    body();
  } catch (const db::StoreError& e) {
    const bool fileProblem = e.kind() == db::StoreError::Kind::NotAnEvent ||
                             e.kind() == db::StoreError::Kind::NewerSchema ||
                             e.kind() == db::StoreError::Kind::FileMissing;
    throw CliError(storeMessage(e), fileProblem ? kBadFile : kError);
  }
}

void setVerbose(bool verbose) {
  verboseFlag() = verbose;
}

void setErrorGame(int round, int board) {
  errorGame() = {round, board};
}

std::unique_ptr<db::EventStore> openEvent(const std::string& path) {
  currentEvent() = path;
  std::unique_ptr<db::EventStore> store;
  translateStoreErrors([&] { store = db::EventStore::open(QString::fromStdString(path)); });
  return store;
}

void out(const QString& text) {
  const QByteArray bytes = text.toUtf8();
  std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
  std::fputc('\n', stdout);
}

void printJson(const QJsonDocument& doc) {
  const QByteArray bytes = doc.toJson(QJsonDocument::Indented);
  std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
}

std::string readFile(const std::string& path) {
  QFile file(QString::fromStdString(path));
  if (!file.open(QIODevice::ReadOnly))
    throw CliError(msg("file.unreadable").arg(QString::fromStdString(path)), kBadFile);
  const QByteArray bytes = file.readAll();
  return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

}  // namespace tengen::cli
