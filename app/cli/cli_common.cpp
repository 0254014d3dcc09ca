#include <QFile>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>
#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/shared_options.h"
#include "app/wording/import_words.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

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
  return CliWords::tr("event «%1»", "store.event-named")
      .arg(key.isEmpty() ? QStringLiteral("main") : key);
}

// The table a refusal names, in words; a table the words do not know by its own name.
QString what(const QString& table) {
  static const std::map<QString, QString (*)()> words{
      {QStringLiteral("game"), [] { return CliWords::tr("games and results", "store.what.game"); }},
      {QStringLiteral("round"), [] { return CliWords::tr("round", "store.what.round"); }},
      {QStringLiteral("player"), [] { return CliWords::tr("players", "store.what.player"); }},
      {QStringLiteral("clock_game"),
       [] { return CliWords::tr("board clocks", "store.what.clock_game"); }},
      {QStringLiteral("clock_event"),
       [] { return CliWords::tr("the clock journal", "store.what.clock_event"); }},
      {QStringLiteral("referee_entry"),
       [] { return CliWords::tr("the referee ledger", "store.what.referee_entry"); }},
      {QStringLiteral("result_ledger"),
       [] { return CliWords::tr("the result log", "store.what.result_ledger"); }},
      {QStringLiteral("counting"),
       [] { return CliWords::tr("verified counts", "store.what.counting"); }},
      {QStringLiteral("event"),
       [] { return CliWords::tr("the event's settings", "store.what.event"); }},
  };
  const auto it = words.find(table);
  return it == words.end() ? table : it->second();
}

QString gameAt() {
  const auto [round, board] = errorGame();
  return round > 0 ? CliWords::tr(" (round %1, board %2)", "store.game-at").arg(round).arg(board)
                   : QString();
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
      return CliWords::tr(
                 "%1: round %2 was drawn by another desk at the same moment; nothing of yours was "
                 "stored. Look at the round (tengen pairings) before drawing again",
                 "store.duplicate-round")
          .arg(event, key.hasMatch() ? key.captured(1) : QStringLiteral("?"));
    }
    const QString table = name.section(QLatin1Char('_'), 0, 0);
    return CliWords::tr(
               "%1: another desk stored the same %2 at the same moment%3; nothing of yours was "
               "stored. Reload and try again",
               "store.duplicate")
        .arg(event, what(table.isEmpty() ? QStringLiteral("?") : table), gameAt());
  }
  if (!detail.contains(QLatin1String("[42501]")) &&
      !detail.contains(QLatin1String("permission denied")))
    return {};
  if (auto m = match(R"(holds no clock of board (\d+))"); m.hasMatch())
    return CliWords::tr(
               "%1: you hold no clock of board %2 in this event. Ask the tournament director to "
               "grant it (tengen db grant --role clock --board %2)",
               "store.denied-clock")
        .arg(event, m.captured(1));
  if (auto m = match(R"(clock of round (\d+) board (\d+) shows no flag)"); m.hasMatch())
    return CliWords::tr(
               "%1: round %2, board %3: the board's clock shows no flag of that player, so the "
               "clock cannot record a loss on time. Check the clock, or ask a referee",
               "store.denied-no-flag")
        .arg(event, m.captured(1), m.captured(2));
  if (auto m = match(R"(round (\d+) board (\d+): a referee changes a result)"); m.hasMatch())
    return CliWords::tr(
               "%1: round %2, board %3: a referee enters results through Tengen (tengen result, a "
               "ruling), which logs them; a direct change of the database is refused",
               "store.denied-referee-result")
        .arg(event, m.captured(1), m.captured(2));
  if (auto m = match(R"re(row-level security policy for table "?(\w+))re"); m.hasMatch())
    return CliWords::tr(
               "%1: %2 is outside what your role covers%3 (another event, or a board not granted "
               "to you). Ask the tournament director",
               "store.denied-row")
        .arg(event, what(m.captured(1)), gameAt());
  if (auto m = match(R"(permission denied for (?:table|relation) (\w+))"); m.hasMatch())
    return CliWords::tr(
               "%1: your role in this event may not change %2%3. Ask the tournament director to "
               "grant you the role that may (tengen db grant)",
               "store.denied-table")
        .arg(event, what(m.captured(1)), gameAt());
  return CliWords::tr(
             "%1: your role in this event may not change %2%3. Ask the tournament director to "
             "grant you the role that may (tengen db grant)",
             "store.denied-table")
      .arg(event, QStringLiteral("?"), gameAt());
}

QString storeMessage(const db::StoreError& e) {
  using K = db::StoreError::Kind;
  const QString detail = QString::fromStdString(e.detail());
  switch (e.kind()) {
    case K::FileMissing:
      if (isPostgresUrl(detail) || isPostgresUrl(QString::fromStdString(currentEvent())))
        return CliWords::tr(
                   "%1: no such event in that database (check ?event=NAME; create it with tengen "
                   "new or tengen db copy)",
                   "store.event-missing")
            .arg(eventLabel(QString::fromStdString(currentEvent())));
      return CliWords::tr("%1: no such event file", "store.file-missing").arg(detail);
    case K::FileExists:
      return CliWords::tr("%1: a file already exists there; choose another name",
                          "store.file-exists")
          .arg(detail);
    case K::NotAnEvent:
      return CliWords::tr("%1: not a Tengen event file", "store.not-an-event").arg(detail);
    case K::NewerSchema:
      return CliWords::tr(
                 "%1 (this event file was written by a newer Tengen; upgrade Tengen to open it)",
                 "store.newer-schema")
          .arg(detail);
    case K::Invalid:
      return CliWords::tr("invalid value: %1", "store.invalid")
          .arg(e.eventProblem() ? wording::ImportWords::describe(*e.eventProblem()) : detail);
    case K::NoSuchPlayer:
      return CliWords::tr("no player with id %1 in this event", "store.no-such-player").arg(detail);
    case K::NoSuchRound:
      return CliWords::tr("round %1 has no draw", "store.no-such-round").arg(detail);
    case K::NoSuchGame:
      return CliWords::tr("no game at %1", "store.no-such-game").arg(detail);
    case K::StaleVersion:
      return CliWords::tr("%1 was changed by someone else since it was read; reload and try again",
                          "store.stale")
          .arg(detail);
    case K::Busy:
      return CliWords::tr(
                 "%1: the event is busy (another desk or process is writing to it); try again in a "
                 "moment",
                 "store.busy")
          .arg(detail);
    case K::Database: {
      const QString words = databaseWords(detail);
      if (words.isEmpty()) return CliWords::tr("database error: %1", "store.database").arg(detail);
      return verboseFlag() ? words + QLatin1Char('\n') +
                                 CliWords::tr("database said: %1", "store.driver").arg(detail)
                           : words;
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

CommandRegistration::CommandRegistration(int order, std::initializer_list<RegisterCommands> adds) {
  for (RegisterCommands add : adds) registry().emplace_back(order, add);
}

void addSubcommands(CLI::App* parent, std::initializer_list<AddSubcommand> adds) {
  for (AddSubcommand add : adds) add(parent);
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

CLI::Option* addEventArgument(CLI::App* cmd, std::string& path) {
  return addOption(cmd, "EVENT", path, CliWords::tr("the event file", "opt.event"))->required();
}

void addShowArguments(CLI::App* cmd, ShowArgs& args) {
  addEventArgument(cmd, args.path);
  addJsonFlag(cmd, args.json);
}

std::string readFile(const std::string& path) {
  QFile file(QString::fromStdString(path));
  if (!file.open(QIODevice::ReadOnly))
    throw CliError(CliWords::tr("%1: cannot read the file", "file.unreadable")
                       .arg(QString::fromStdString(path)),
                   kBadFile);
  const QByteArray bytes = file.readAll();
  return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

}  // namespace tengen::cli
