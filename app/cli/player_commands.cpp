// tengen player add (by hand or from a rating list) / import / list / edit / withdraw.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <charconv>

#include "app/cli/cli.h"
#include "app/cli/rating_list_cli.h"
#include "app/cli/text_table.h"
#include "db/service/player_operations.h"
#include "db/store/event_store.h"
#include "pairing/player_csv.h"
#include "pairing/rating_list.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

const MessageRegistration kMessages{
    {"player.help", "register, import, list and change players", "棋手报名、导入、列表与修改"},
    {"player.add.help", "register one player", "登记一名棋手"},
    {"player.import.help", "import players from a UTF-8 CSV file with a header row",
     "从带标题行的 UTF-8 CSV 文件导入棋手"},
    {"player.list.help", "list the players", "列出棋手"},
    {"player.edit.help", "change a player's details", "修改棋手信息"},
    {"player.withdraw.help", "withdraw a player from the rest of the event", "棋手退赛"},
    {"opt.player", "the player: id (see player list) or exact name",
     "棋手：编号（见 player list）或完整姓名"},
    {"opt.pname", "name as written (any script)", "姓名（原文书写）"},
    {"opt.latin", "Latin spelling of the name", "姓名拉丁拼写"},
    {"opt.rank", "rank: 30k..1k, 1d..9d, 1p..9p, or 3段, 2级, 职业五段",
     "段级位：30k..1k、1d..9d、1p..9p，或 3段、2级、职业五段"},
    {"opt.rating", "rating", "等级分"},
    {"opt.club", "club", "俱乐部/单位"},
    {"opt.country", "country (ISO code, e.g. CN)", "国家或地区（ISO 代码，如 CN）"},
    {"opt.born", "birth date, YYYY-MM-DD", "出生日期 YYYY-MM-DD"},
    {"opt.egd", "EGD PIN", "EGD 编号"},
    {"opt.csv", "the CSV file", "CSV 文件"},
    {"opt.absent", "rounds the player will miss, e.g. 2,3 (empty: none)",
     "缺席轮次，如 2,3（留空为无）"},
    {"opt.status", "registration status: registered, confirmed, withdrawn",
     "报名状态：registered、confirmed、withdrawn"},
    {"player.added", "added player %1: %2 (%3)", "已登记棋手 %1：%2（%3）"},
    {"player.late", "late entry: rounds %1 were already drawn and count as absences",
     "迟到报名：第 %1 轮已编排，按缺席计"},
    {"player.imported", "imported %1 players from %2", "已从 %2 导入 %1 名棋手"},
    {"player.edited", "player %1 saved", "棋手 %1 已保存"},
    {"player.withdrawn", "player %1 (%2) withdrawn", "棋手 %1（%2）已退赛"},
    {"player.bad-rank", "'%1' is not a rank (30k..1k, 1d..9d, 1p..9p, 3段, 2级, 职业五段)",
     "“%1”不是段级位（30k..1k、1d..9d、1p..9p、3段、2级、职业五段）"},
    {"player.bad-date", "'%1' is not a date (YYYY-MM-DD)", "“%1”不是日期（YYYY-MM-DD）"},
    {"player.bad-round-list", "'%1' is not a list of round numbers", "“%1”不是轮次列表"},
    {"player.bad-status", "unknown status '%1'", "未知的状态“%1”"},
    {"player.unknown", "no player '%1' in this event", "本比赛没有棋手“%1”"},
    {"opt.from-list",
     "register the player from this rating list (EGD, FFG, AGA); with --pin or --name",
     "从该等级分名单（EGD、FFG、AGA）登记棋手；配合 --pin 或 --name"},
    {"opt.pin", "with --from-list: the EGD PIN, FFG licence or AGA id",
     "配合 --from-list：EGD 编号、FFG 执照号或 AGA 编号"},
    {"opt.list-format", "with --from-list: the list's format egd, ffg or aga (default: detected)",
     "配合 --from-list：名单格式 egd、ffg 或 aga（默认自动识别）"},
    {"player.add.need", "give --name and --rank, or --from-list with --pin or --name",
     "请给出 --name 和 --rank，或 --from-list 加 --pin 或 --name"},
    {"player.list.no-pin", "%1 has no entry with id %2", "%1 中没有编号为 %2 的条目"},
    {"player.list.no-name", "%1 has no entry whose name starts with '%2'",
     "%1 中没有姓名以“%2”开头的条目"},
    {"player.list.ambiguous", "'%1' matches several entries in %2; choose one with --pin:",
     "“%1”与 %2 中的多个条目匹配，请用 --pin 指定："},
    {"player.list.and-more", "… and more", "……以及更多"},
    {"player.list.unrated", "%1 (%2) has no rating in the list; give --rank",
     "%1（%2）在名单中没有等级分，请用 --rank 给出段级位"},
    {"player.list.registered", "%1 (EGD PIN %2) is already registered as player %3",
     "%1（EGD 编号 %2）已登记为 %3 号棋手"},
    {"player.ambiguous", "'%1' names %2 players; use the id", "“%1”对应 %2 名棋手，请用编号"},
    {"player.col.id", "ID", "编号"},
    {"player.col.name", "Name", "姓名"},
    {"player.col.latin", "Latin", "拼音"},
    {"player.col.rank", "Rank", "段位"},
    {"player.col.rating", "Rating", "等级分"},
    {"player.col.club", "Club", "单位"},
    {"player.col.country", "Country", "国家"},
    {"player.col.status", "Status", "状态"},
    {"csv.where", "%1, line %2, row %3, column %4 (%5)",
     "%1，第 %2 行（第 %3 条记录），第 %4 列（%5）"},
    {"csv.where-line", "%1, line %2, column %3", "%1，第 %2 行，第 %3 列"},
    {"csv.refused", "%1 errors; nothing was imported", "共 %1 处错误，未导入任何棋手"},
    {"csv.syntax", "%1", "CSV 格式错误：%1"},
    {"csv.missing-column", "the header has no '%1' column", "标题行缺少“%1”列"},
    {"csv.unknown-column",
     "unknown column '%1' (name, latin_name, rank, rating, club, country, born, egd_pin)",
     "未知的列“%1”（name、latin_name、rank、rating、club、country、born、egd_pin）"},
    {"csv.duplicate-column", "column '%1' appears twice", "列“%1”重复"},
    {"csv.field-count", "%1", "字段数与标题行不符：%1"},
    {"csv.required", "'%1' is empty", "“%1”为空"},
    {"csv.bad-rank", "bad rank '%1'", "段级位无效：“%1”"},
    {"csv.bad-rating", "bad rating '%1' (a whole number)", "等级分无效：“%1”（应为整数）"},
    {"csv.bad-date", "bad date '%1' (YYYY-MM-DD)", "日期无效：“%1”（YYYY-MM-DD）"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

// Says which rounds a player registered after a draw missed (db::addLateEntry records them).
void lateNotice(const std::vector<int>& missed) {
  if (missed.empty()) return;
  QStringList rounds;
  for (int r : missed) rounds << QString::number(r);
  out(msg("player.late").arg(rounds.join(QLatin1Char(','))));
}

QString csvErrorText(const std::string& file, const PlayerCsvError& e) {
  using K = PlayerCsvError::Kind;
  QString what;
  switch (e.kind) {
    case K::Syntax:
      what = msg("csv.syntax").arg(qs(e.problem));
      break;
    case K::MissingColumn:
      what = msg("csv.missing-column").arg(qs(e.columnName));
      break;
    case K::UnknownColumn:
      what = msg("csv.unknown-column").arg(qs(e.value));
      break;
    case K::Duplicate:
      what = msg("csv.duplicate-column").arg(qs(e.columnName));
      break;
    case K::FieldCount:
      what = msg("csv.field-count").arg(qs(e.problem));
      break;
    case K::Required:
      what = msg("csv.required").arg(qs(e.columnName));
      break;
    case K::BadRank:
      what = msg("csv.bad-rank").arg(qs(e.value));
      break;
    case K::BadRating:
      what = msg("csv.bad-rating").arg(qs(e.value));
      break;
    case K::BadDate:
      what = msg("csv.bad-date").arg(qs(e.value));
      break;
  }
  QString where = e.row > 0 ? msg("csv.where")
                                  .arg(qs(file))
                                  .arg(e.line)
                                  .arg(e.row)
                                  .arg(e.column)
                                  .arg(qs(e.columnName))
                            : msg("csv.where-line").arg(qs(file)).arg(e.line).arg(e.column);
  return where + QStringLiteral(": ") + what;
}

Rank rankOrThrow(const std::string& text) {
  auto rank = Rank::parse(text);
  if (!rank) throw CliError(msg("player.bad-rank").arg(qs(text)));
  return *rank;
}

boost::gregorian::date dateOrThrow(const std::string& text) {
  auto date = parseIsoDate(text);
  if (!date) throw CliError(msg("player.bad-date").arg(qs(text)));
  return *date;
}

std::set<int> roundsOrThrow(const std::string& text) {
  std::set<int> rounds;
  for (const QString& part : qs(text).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    bool ok = false;
    const int r = part.trimmed().toInt(&ok);
    if (!ok || r < 1) throw CliError(msg("player.bad-round-list").arg(qs(text)));
    rounds.insert(r);
  }
  return rounds;
}

// A player named on the command line by id or by exact name.
Player findPlayer(db::EventStore& store, const std::string& key) {
  PlayerId id = 0;
  auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), id);
  if (ec == std::errc() && end == key.data() + key.size()) {
    Player p;
    translateStoreErrors([&] { p = store.player(id); });
    return p;
  }
  std::vector<Player> matches;
  for (const Player& p : store.players())
    if (p.name == key || (!p.latinName.empty() && p.latinName == key)) matches.push_back(p);
  if (matches.empty()) throw CliError(msg("player.unknown").arg(qs(key)));
  if (matches.size() > 1) throw CliError(msg("player.ambiguous").arg(qs(key)).arg(matches.size()));
  return matches.front();
}

QJsonObject toJson(const Player& p) {
  QJsonObject o;
  o[QStringLiteral("id")] = static_cast<qint64>(p.id);
  o[QStringLiteral("name")] = qs(p.name);
  o[QStringLiteral("latin_name")] = qs(p.latinName);
  o[QStringLiteral("rank")] = qs(p.rank.toString());
  o[QStringLiteral("rating")] = p.rating ? QJsonValue(*p.rating) : QJsonValue();
  o[QStringLiteral("club")] = qs(p.club);
  o[QStringLiteral("country")] = qs(p.country);
  o[QStringLiteral("born")] = p.born ? QJsonValue(qs(toIsoDate(*p.born))) : QJsonValue();
  o[QStringLiteral("egd_pin")] = qs(p.egdPin);
  o[QStringLiteral("status")] = QString::fromUtf8(toCode(p.status).data());
  QJsonArray absent;
  for (int r : p.absentRounds) absent.append(r);
  o[QStringLiteral("absent_rounds")] = absent;
  return o;
}

// Player fields given on the command line; unset ones are left alone by `edit`.
struct PlayerOptions {
  std::optional<std::string> name, latin, rank, club, country, born, egd, absent, status;
  std::optional<int> rating;

  void add(CLI::App* cmd) {
    cmd->add_option("--name", name, msgs("opt.pname"));
    cmd->add_option("--latin", latin, msgs("opt.latin"));
    cmd->add_option("--rank", rank, msgs("opt.rank"));
    cmd->add_option("--rating", rating, msgs("opt.rating"));
    cmd->add_option("--club", club, msgs("opt.club"));
    cmd->add_option("--country", country, msgs("opt.country"));
    cmd->add_option("--born", born, msgs("opt.born"));
    cmd->add_option("--egd-pin", egd, msgs("opt.egd"));
    cmd->add_option("--absent", absent, msgs("opt.absent"));
  }

  void applyTo(Player& p) const {
    if (name) p.name = *name;
    if (latin) p.latinName = *latin;
    if (rank) p.rank = rankOrThrow(*rank);
    if (rating) p.rating = *rating;
    if (club) p.club = *club;
    if (country) p.country = *country;
    if (born) p.born = born->empty() ? std::nullopt : std::optional(dateOrThrow(*born));
    if (egd) p.egdPin = *egd;
    if (absent) p.absentRounds = roundsOrThrow(*absent);
    if (status) {
      auto s = registrationStatusFromCode(*status);
      if (!s) throw CliError(msg("player.bad-status").arg(qs(*status)));
      p.status = *s;
    }
  }
};

// `player add --from-list FILE (--pin ID | --name TEXT)`.
struct ListChoice {
  std::string file, pin, format;
};

// The player the list names: by id, or by a name that fits exactly one entry (an exact name
// beats longer names it starts); refuses none or several, listing the candidates.
Player playerFromList(const ListChoice& choice, const std::string& name, bool rankGiven) {
  const RatingList list = loadRatingList(choice.file, choice.format);
  const RatingEntry* entry = nullptr;
  if (!choice.pin.empty()) {
    entry = list.findId(choice.pin);
    if (!entry) throw CliError(msg("player.list.no-pin").arg(qs(choice.file), qs(choice.pin)));
  } else {
    const RatingList::Matches found = list.lookupName(name, 20);
    if (found.entries.empty())
      throw CliError(msg("player.list.no-name").arg(qs(choice.file), qs(name)));
    if (found.entries.size() > 1) {
      QStringList lines{msg("player.list.ambiguous").arg(qs(name), qs(choice.file))};
      for (const RatingEntry* e : found.entries) lines << QStringLiteral("  ") + describeEntry(*e);
      if (found.more) lines << QStringLiteral("  ") + msg("player.list.and-more");
      throw CliError(lines.join(QLatin1Char('\n')));
    }
    entry = found.entries.front();
  }
  if (!entry->rank && !rankGiven)
    throw CliError(msg("player.list.unrated").arg(qs(entry->name), qs(entry->id)));
  if (auto fromEntry = playerFromEntry(*entry, list.format())) return *fromEntry;
  Player p;  // unrated, the rank comes from --rank
  p.name = entry->name;
  p.club = entry->club;
  p.country = entry->country;
  return p;
}

}  // namespace

void registerPlayerCommands(CLI::App& app) {
  auto* player = app.add_subcommand("player", msgs("player.help"));
  player->require_subcommand(1);

  {
    auto* cmd = player->add_subcommand("add", msgs("player.add.help"));
    auto path = std::make_shared<std::string>();
    auto opts = std::make_shared<PlayerOptions>();
    auto list = std::make_shared<ListChoice>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    opts->add(cmd);
    auto* fromList = cmd->add_option("--from-list", list->file, msgs("opt.from-list"));
    cmd->add_option("--pin", list->pin, msgs("opt.pin"))->needs(fromList)->excludes("--name");
    cmd->add_option("--list-format", list->format, msgs("opt.list-format"))->needs(fromList);
    cmd->callback([path, opts, list] {
      Player p;
      if (!list->file.empty()) {
        if (list->pin.empty() && !opts->name) throw CliError(msg("player.add.need"));
        p = playerFromList(*list, opts->name.value_or(std::string()), opts->rank.has_value());
        PlayerOptions rest = *opts;  // the other options override the list's values
        rest.name.reset();
        rest.applyTo(p);
      } else {
        if (!opts->name || !opts->rank) throw CliError(msg("player.add.need"));
        opts->applyTo(p);
      }
      auto store = openEvent(*path);
      if (!p.egdPin.empty()) {
        std::vector<Player> players;
        translateStoreErrors([&] { players = store->players(); });
        if (const Player* q = sameEgdPin(players, p))
          throw CliError(msg("player.list.registered").arg(qs(p.name), qs(p.egdPin)).arg(q->id));
      }
      db::LateEntry entry;
      translateStoreErrors([&] { entry = db::addLateEntry(*store, p); });
      out(msg("player.added").arg(entry.id).arg(qs(p.name), qs(p.rank.toString())));
      lateNotice(entry.missedRounds);
    });
  }
  {
    auto* cmd = player->add_subcommand("import", msgs("player.import.help"));
    auto path = std::make_shared<std::string>();
    auto csvPath = std::make_shared<std::string>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("CSV", *csvPath, msgs("opt.csv"))->required();
    cmd->callback([path, csvPath] {
      auto store = openEvent(*path);  // first, so a wrong event path is reported as such
      const PlayerCsvImport parsed = parsePlayersCsv(readFile(*csvPath));
      if (!parsed.errors.empty()) {
        QStringList lines;
        const std::size_t shown = std::min<std::size_t>(parsed.errors.size(), 20);
        for (std::size_t i = 0; i < shown; ++i) lines << csvErrorText(*csvPath, parsed.errors[i]);
        lines << msg("csv.refused").arg(parsed.errors.size());
        throw CliError(lines.join(QLatin1Char('\n')), kBadFile);
      }
      db::LateEntries entries;
      translateStoreErrors([&] { entries = db::addLateEntries(*store, parsed.players); });
      out(msg("player.imported").arg(parsed.players.size()).arg(qs(*csvPath)));
      lateNotice(entries.missedRounds);
    });
  }
  {
    auto* cmd = player->add_subcommand("list", msgs("player.list.help"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([path, json] {
      auto store = openEvent(*path);
      std::vector<Player> players;
      translateStoreErrors([&] { players = store->players(); });
      if (*json) {
        QJsonArray array;
        for (const Player& p : players) array.append(toJson(p));
        printJson(QJsonDocument(array));
        return;
      }
      TextTable table({msg("player.col.id"), msg("player.col.name"), msg("player.col.latin"),
                       msg("player.col.rank"), msg("player.col.rating"), msg("player.col.club"),
                       msg("player.col.country"), msg("player.col.status")});
      table.alignRight(0);
      table.alignRight(4);
      for (const Player& p : players)
        table.addRow({QString::number(p.id), qs(p.name), qs(p.latinName), qs(p.rank.toString()),
                      p.rating ? QString::number(*p.rating) : QString(), qs(p.club), qs(p.country),
                      QString::fromUtf8(toCode(p.status).data())});
      out(table.render());
    });
  }
  {
    auto* cmd = player->add_subcommand("edit", msgs("player.edit.help"));
    auto path = std::make_shared<std::string>();
    auto key = std::make_shared<std::string>();
    auto opts = std::make_shared<PlayerOptions>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("PLAYER", *key, msgs("opt.player"))->required();
    opts->add(cmd);
    cmd->add_option("--status", opts->status, msgs("opt.status"));
    cmd->callback([path, key, opts] {
      auto store = openEvent(*path);
      Player p = findPlayer(*store, *key);
      opts->applyTo(p);
      translateStoreErrors([&] { store->updatePlayer(p); });
      out(msg("player.edited").arg(p.id));
    });
  }
  {
    auto* cmd = player->add_subcommand("withdraw", msgs("player.withdraw.help"));
    auto path = std::make_shared<std::string>();
    auto key = std::make_shared<std::string>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("PLAYER", *key, msgs("opt.player"))->required();
    cmd->callback([path, key] {
      auto store = openEvent(*path);
      Player p = findPlayer(*store, *key);
      translateStoreErrors([&] { store->withdrawPlayer(p.id); });
      out(msg("player.withdrawn").arg(p.id).arg(qs(p.name)));
    });
  }
}

namespace {
const CommandRegistration kCommands{20, registerPlayerCommands};
}  // namespace

}  // namespace tengen::cli
