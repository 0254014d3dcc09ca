// tengen player add (by hand or from a rating list) / import / list / edit / withdraw.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/player_key.h"
#include "app/cli/rating_list_cli.h"
#include "app/cli/text_table.h"
#include "app/wording/std_text.h"
#include "db/service/player_operations.h"
#include "db/store/event_store.h"
#include "pairing/player_csv.h"
#include "pairing/rating_list.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

// Says which rounds a player registered after a draw missed (db::addLateEntry records them).
void lateNotice(const std::vector<int>& missed) {
  if (missed.empty()) return;
  QStringList rounds;
  for (int r : missed) rounds << QString::number(r);
  out(CliWords::tr("late entry: rounds %1 were already drawn and count as absences", "player.late")
          .arg(rounds.join(QLatin1Char(','))));
}

QString csvErrorText(const std::string& file, const PlayerCsvError& e) {
  using K = PlayerCsvError::Kind;
  QString what;
  switch (e.kind) {
    case K::Syntax:
      what = CliWords::tr("%1", "csv.syntax").arg(qs(e.problem));
      break;
    case K::MissingColumn:
      what =
          CliWords::tr("the header has no '%1' column", "csv.missing-column").arg(qs(e.columnName));
      break;
    case K::UnknownColumn:
      what =
          CliWords::tr(
              "unknown column '%1' (name, latin_name, rank, rating, club, country, born, egd_pin)",
              "csv.unknown-column")
              .arg(qs(e.value));
      break;
    case K::Duplicate:
      what =
          CliWords::tr("column '%1' appears twice", "csv.duplicate-column").arg(qs(e.columnName));
      break;
    case K::FieldCount:
      what = CliWords::tr("%1", "csv.field-count").arg(qs(e.problem));
      break;
    case K::Required:
      what = CliWords::tr("'%1' is empty", "csv.required").arg(qs(e.columnName));
      break;
    case K::BadRank:
      what = CliWords::tr("bad rank '%1'", "csv.bad-rank").arg(qs(e.value));
      break;
    case K::BadRating:
      what = CliWords::tr("bad rating '%1' (a whole number)", "csv.bad-rating").arg(qs(e.value));
      break;
    case K::BadDate:
      what = CliWords::tr("bad date '%1' (YYYY-MM-DD)", "csv.bad-date").arg(qs(e.value));
      break;
  }
  QString where = e.row > 0 ? CliWords::tr("%1, line %2, row %3, column %4 (%5)", "csv.where")
                                  .arg(qs(file))
                                  .arg(e.line)
                                  .arg(e.row)
                                  .arg(e.column)
                                  .arg(qs(e.columnName))
                            : CliWords::tr("%1, line %2, column %3", "csv.where-line")
                                  .arg(qs(file))
                                  .arg(e.line)
                                  .arg(e.column);
  return where + QStringLiteral(": ") + what;
}

Rank rankOrThrow(const std::string& text) {
  auto rank = Rank::parse(text);
  if (!rank)
    throw CliError(CliWords::tr("'%1' is not a rank (30k..1k, 1d..9d, 1p..9p, 3段, 2级, 职业五段)",
                                "player.bad-rank")
                       .arg(qs(text)));
  return *rank;
}

boost::gregorian::date dateOrThrow(const std::string& text) {
  auto date = parseIsoDate(text);
  if (!date)
    throw CliError(
        CliWords::tr("'%1' is not a date (YYYY-MM-DD)", "player.bad-date").arg(qs(text)));
  return *date;
}

std::set<int> roundsOrThrow(const std::string& text) {
  std::set<int> rounds;
  for (const QString& part : qs(text).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    bool ok = false;
    const int r = part.trimmed().toInt(&ok);
    if (!ok || r < 1)
      throw CliError(CliWords::tr("'%1' is not a list of round numbers", "player.bad-round-list")
                         .arg(qs(text)));
    rounds.insert(r);
  }
  return rounds;
}

// A player named on the command line by id or by exact name.
Player findPlayer(db::EventStore& store, const std::string& key) {
  if (const std::optional<PlayerId> id = playerIdIn(key)) {
    Player p;
    translateStoreErrors([&] { p = store.player(*id); });
    return p;
  }
  std::vector<Player> matches;
  for (const Player& p : store.players())
    if (keyNames(p, key)) matches.push_back(p);
  return onlyMatch(matches, key);
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
    addOption(cmd, "--name", name, CliWords::tr("name as written (any script)", "opt.pname"));
    addOption(cmd, "--latin", latin, CliWords::tr("Latin spelling of the name", "opt.latin"));
    addOption(cmd, "--rank", rank,
              CliWords::tr("rank: 30k..1k, 1d..9d, 1p..9p, or 3段, 2级, 职业五段", "opt.rank"));
    addOption(cmd, "--rating", rating, CliWords::tr("rating", "opt.rating"));
    addOption(cmd, "--club", club, CliWords::tr("club", "opt.club"));
    addOption(cmd, "--country", country,
              CliWords::tr("country (ISO code, e.g. CN)", "opt.country"));
    addOption(cmd, "--born", born, CliWords::tr("birth date, YYYY-MM-DD", "opt.born"));
    addOption(cmd, "--egd-pin", egd, CliWords::tr("EGD PIN", "opt.egd"));
    addOption(cmd, "--absent", absent,
              CliWords::tr("rounds the player will miss, e.g. 2,3 (empty: none)", "opt.absent"));
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
      if (!s)
        throw CliError(CliWords::tr("unknown status '%1'", "player.bad-status").arg(qs(*status)));
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
    if (!entry)
      throw CliError(CliWords::tr("%1 has no entry with id %2", "player.list.no-pin")
                         .arg(qs(choice.file), qs(choice.pin)));
  } else {
    const RatingList::Matches found = list.lookupName(name, 20);
    if (found.entries.empty())
      throw CliError(
          CliWords::tr("%1 has no entry whose name starts with '%2'", "player.list.no-name")
              .arg(qs(choice.file), qs(name)));
    if (found.entries.size() > 1) {
      QStringList lines{CliWords::tr("'%1' matches several entries in %2; choose one with --pin:",
                                     "player.list.ambiguous")
                            .arg(qs(name), qs(choice.file))};
      for (const RatingEntry* e : found.entries) lines << QStringLiteral("  ") + describeEntry(*e);
      if (found.more)
        lines << QStringLiteral("  ") + CliWords::tr("… and more", "player.list.and-more");
      throw CliError(lines.join(QLatin1Char('\n')));
    }
    entry = found.entries.front();
  }
  if (!entry->rank && !rankGiven)
    throw CliError(
        CliWords::tr("%1 (%2) has no rating in the list; give --rank", "player.list.unrated")
            .arg(qs(entry->name), qs(entry->id)));
  if (auto fromEntry = playerFromEntry(*entry, list.format())) return *fromEntry;
  Player p;  // unrated, the rank comes from --rank
  p.name = entry->name;
  p.club = entry->club;
  p.country = entry->country;
  return p;
}

}  // namespace

namespace {

void addAddCommand(CLI::App* player) {
  auto* cmd = addCommand(player, "add", CliWords::tr("register one player", "player.add.help"));
  auto path = std::make_shared<std::string>();
  auto opts = std::make_shared<PlayerOptions>();
  auto list = std::make_shared<ListChoice>();
  addEventArgument(cmd, *path);
  opts->add(cmd);
  auto* fromList = addOption(
      cmd, "--from-list", list->file,
      CliWords::tr(
          "register the player from this rating list (EGD, FFG, AGA); with --pin or --name",
          "opt.from-list"));
  addOption(cmd, "--pin", list->pin,
            CliWords::tr("with --from-list: the EGD PIN, FFG licence or AGA id", "opt.pin"))
      ->needs(fromList)
      ->excludes("--name");
  addOption(cmd, "--list-format", list->format,
            CliWords::tr("with --from-list: the list's format egd, ffg or aga (default: detected)",
                         "opt.list-format"))
      ->needs(fromList);
  cmd->callback([path, opts, list] {
    Player p;
    if (!list->file.empty()) {
      if (list->pin.empty() && !opts->name)
        throw CliError(CliWords::tr("give --name and --rank, or --from-list with --pin or --name",
                                    "player.add.need"));
      p = playerFromList(*list, opts->name.value_or(std::string()), opts->rank.has_value());
      PlayerOptions rest = *opts;  // the other options override the list's values
      rest.name.reset();
      rest.applyTo(p);
    } else {
      if (!opts->name || !opts->rank)
        throw CliError(CliWords::tr("give --name and --rank, or --from-list with --pin or --name",
                                    "player.add.need"));
      opts->applyTo(p);
    }
    auto store = openEvent(*path);
    if (!p.egdPin.empty()) {
      std::vector<Player> players;
      translateStoreErrors([&] { players = store->players(); });
      if (const Player* q = sameEgdPin(players, p))
        throw CliError(CliWords::tr("%1 (EGD PIN %2) is already registered as player %3",
                                    "player.list.registered")
                           .arg(qs(p.name), qs(p.egdPin))
                           .arg(q->id));
    }
    db::LateEntry entry;
    translateStoreErrors([&] { entry = db::addLateEntry(*store, p); });
    out(CliWords::tr("added player %1: %2 (%3)", "player.added")
            .arg(entry.id)
            .arg(qs(p.name), qs(p.rank.toString())));
    lateNotice(entry.missedRounds);
  });
}

void addImportCommand(CLI::App* player) {
  auto* cmd = addCommand(
      player, "import",
      CliWords::tr("import players from a UTF-8 CSV file with a header row", "player.import.help"));
  auto path = std::make_shared<std::string>();
  auto csvPath = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  addOption(cmd, "CSV", *csvPath, CliWords::tr("the CSV file", "opt.csv"))->required();
  cmd->callback([path, csvPath] {
    auto store = openEvent(*path);  // first, so a wrong event path is reported as such
    const PlayerCsvImport parsed = parsePlayersCsv(readFile(*csvPath));
    if (!parsed.errors.empty()) {
      QStringList lines;
      const std::size_t shown = std::min<std::size_t>(parsed.errors.size(), 20);
      for (std::size_t i = 0; i < shown; ++i) lines << csvErrorText(*csvPath, parsed.errors[i]);
      lines << CliWords::tr("%1 errors; nothing was imported", "csv.refused")
                   .arg(parsed.errors.size());
      throw CliError(lines.join(QLatin1Char('\n')), kBadFile);
    }
    db::LateEntries entries;
    translateStoreErrors([&] { entries = db::addLateEntries(*store, parsed.players); });
    out(CliWords::tr("imported %1 players from %2", "player.imported")
            .arg(parsed.players.size())
            .arg(qs(*csvPath)));
    lateNotice(entries.missedRounds);
  });
}

void addListCommand(CLI::App* player) {
  auto* cmd = addCommand(player, "list", CliWords::tr("list the players", "player.list.help"));
  auto a = std::make_shared<ShowArgs>();
  addShowArguments(cmd, *a);
  cmd->callback([a] {
    auto store = openEvent(a->path);
    std::vector<Player> players;
    translateStoreErrors([&] { players = store->players(); });
    if (a->json) {
      QJsonArray array;
      for (const Player& p : players) array.append(toJson(p));
      printJson(QJsonDocument(array));
      return;
    }
    TextTable table(
        {CliWords::tr("ID", "player.col.id"), CliWords::tr("Name", "player.col.name"),
         CliWords::tr("Latin", "player.col.latin"), CliWords::tr("Rank", "player.col.rank"),
         CliWords::tr("Rating", "player.col.rating"), CliWords::tr("Club", "player.col.club"),
         CliWords::tr("Country", "player.col.country"),
         CliWords::tr("Status", "player.col.status")});
    table.alignRight(0);
    table.alignRight(4);
    for (const Player& p : players)
      table.addRow({QString::number(p.id), qs(p.name), qs(p.latinName), qs(p.rank.toString()),
                    p.rating ? QString::number(*p.rating) : QString(), qs(p.club), qs(p.country),
                    QString::fromUtf8(toCode(p.status).data())});
    out(table.render());
  });
}

void addEditCommand(CLI::App* player) {
  auto* cmd =
      addCommand(player, "edit", CliWords::tr("change a player's details", "player.edit.help"));
  auto path = std::make_shared<std::string>();
  auto key = std::make_shared<std::string>();
  auto opts = std::make_shared<PlayerOptions>();
  addEventArgument(cmd, *path);
  addOption(cmd, "PLAYER", *key,
            CliWords::tr("the player: id (see player list) or exact name", "opt.player"))
      ->required();
  opts->add(cmd);
  addOption(cmd, "--status", opts->status,
            CliWords::tr("registration status: registered, confirmed, withdrawn", "opt.status"));
  cmd->callback([path, key, opts] {
    auto store = openEvent(*path);
    Player p = findPlayer(*store, *key);
    opts->applyTo(p);
    translateStoreErrors([&] { store->updatePlayer(p); });
    out(CliWords::tr("player %1 saved", "player.edited").arg(p.id));
  });
}

void addWithdrawCommand(CLI::App* player) {
  auto* cmd = addCommand(
      player, "withdraw",
      CliWords::tr("withdraw a player from the rest of the event", "player.withdraw.help"));
  auto path = std::make_shared<std::string>();
  auto key = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  addOption(cmd, "PLAYER", *key,
            CliWords::tr("the player: id (see player list) or exact name", "opt.player"))
      ->required();
  cmd->callback([path, key] {
    auto store = openEvent(*path);
    Player p = findPlayer(*store, *key);
    translateStoreErrors([&] { store->withdrawPlayer(p.id); });
    out(CliWords::tr("player %1 (%2) withdrawn", "player.withdrawn").arg(p.id).arg(qs(p.name)));
  });
}

}  // namespace

void registerPlayerCommands(CLI::App& app) {
  auto* player = addCommand(
      app, "player", CliWords::tr("register, import, list and change players", "player.help"));
  player->require_subcommand(1);
  addSubcommands(player, {addAddCommand, addImportCommand, addListCommand, addEditCommand,
                          addWithdrawCommand});
}

namespace {
const CommandRegistration kCommands{20, registerPlayerCommands};
}  // namespace

}  // namespace tengen::cli
