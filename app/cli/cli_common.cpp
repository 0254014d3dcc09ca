#include <QFile>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/cli/cli.h"
#include "db/event_store.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"store.file-missing", "%1: no such event file", "%1：找不到比赛文件"},
    {"store.file-exists", "%1: a file already exists there; choose another name",
     "%1：该文件已存在，请换一个文件名"},
    {"store.not-an-event", "%1: not a Tengen event file", "%1：不是天元比赛文件"},
    {"store.newer-schema", "%1 (this event file was written by a newer Tengen; upgrade Tengen to open it)",
     "%1（该比赛文件由更新版本的天元写入，请升级后再打开）"},
    {"store.invalid", "invalid value: %1", "数值无效：%1"},
    {"store.no-such-player", "no player with id %1 in this event", "本比赛没有编号为 %1 的棋手"},
    {"store.no-such-round", "round %1 has no draw", "第 %1 轮尚未编排"},
    {"store.no-such-game", "no game at %1", "没有这盘棋：%1"},
    {"store.stale", "%1 was changed by someone else since it was read; reload and try again",
     "%1 在读取后已被他人修改，请重新载入后再试"},
    {"store.busy", "%1: the event is busy (another desk or process is writing to it); try again in a moment",
     "%1：比赛数据正被另一台电脑或程序写入，请稍后再试"},
    {"store.database", "database error: %1", "数据库错误：%1"},
    {"file.unreadable", "%1: cannot read the file", "%1：无法读取文件"},
};

QString storeMessage(const db::StoreError& e) {
  using K = db::StoreError::Kind;
  const QString detail = QString::fromStdString(e.detail());
  switch (e.kind()) {
    case K::FileMissing:
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
    case K::Database:
      return msg("store.database").arg(detail);
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

std::unique_ptr<db::EventStore> openEvent(const std::string& path) {
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
