#include "app/cli/pairing_cli.h"

#include <QJsonObject>

#include "app/cli/cli.h"
#include "app/cli/player_key.h"
#include "app/cli/text_table.h"
#include "app/wording/std_text.h"
#include "db/service/draw_operations.h"
#include "db/store/event_store.h"

namespace tengen::cli {

using namespace tengen::pairing;

Player findPlayer(const std::vector<Player>& players, const std::string& key) {
  const std::optional<PlayerId> id = playerIdIn(key);
  std::vector<Player> matches;
  for (const Player& p : players)
    if ((id && p.id == *id) || keyNames(p, key)) matches.push_back(p);
  return onlyMatch(matches, key);
}

std::map<PlayerId, Player> byId(const std::vector<Player>& players) {
  std::map<PlayerId, Player> m;
  for (const Player& p : players) m[p.id] = p;
  return m;
}

QString nameOf(const std::map<PlayerId, Player>& players, PlayerId id) {
  auto it = players.find(id);
  if (it == players.end()) return QString::number(id);
  return QStringLiteral("%1 %2 (%3)")
      .arg(id)
      .arg(qs(it->second.name), qs(it->second.rank.toString()));
}

DrawInput loadInput(db::EventStore& store, int number, std::uint64_t seed) {
  DrawInput in;
  translateStoreErrors([&] { in = db::loadDrawInput(store, number, seed); });
  return in;
}

Round roundOrThrow(db::EventStore& store, int number) {
  std::optional<Round> r;
  translateStoreErrors([&] { r = store.round(number); });
  if (!r) throw CliError(CliWords::tr("round %1 has no draw", "round.unknown").arg(number));
  return *r;
}

Game& boardOrThrow(Round& r, int board) {
  for (Game& g : r.games)
    if (g.board == board) return g;
  throw CliError(
      CliWords::tr("round %1 has no board %2", "board.unknown").arg(r.number).arg(board));
}

QJsonArray roundJson(const Round& r) {
  QJsonArray array;
  for (const Game& g : r.games) {
    QJsonObject o;
    o[QStringLiteral("round")] = r.number;
    o[QStringLiteral("board")] = g.board;
    o[QStringLiteral("black")] = static_cast<qint64>(g.black);
    o[QStringLiteral("white")] = static_cast<qint64>(g.white);
    o[QStringLiteral("handicap")] = g.handicap;
    o[QStringLiteral("komi")] = g.komi.points();
    o[QStringLiteral("colours")] = qs(toCode(g.colours));
    o[QStringLiteral("result")] = g.result ? QJsonValue(qs(g.result->toString())) : QJsonValue();
    array.append(o);
  }
  for (PlayerId id : r.byes) {
    QJsonObject o;
    o[QStringLiteral("round")] = r.number;
    o[QStringLiteral("bye")] = static_cast<qint64>(id);
    array.append(o);
  }
  return array;
}

void printRound(const Round& r, const std::map<PlayerId, Player>& players) {
  TextTable table(
      {CliWords::tr("Board", "pairings.col.board"), CliWords::tr("Black", "pairings.col.black"),
       CliWords::tr("White", "pairings.col.white"), CliWords::tr("H", "pairings.col.handicap"),
       CliWords::tr("Komi", "pairings.col.komi"), CliWords::tr("Colours", "pairings.col.colours"),
       CliWords::tr("Result", "pairings.col.result")});
  table.alignRight(0);
  table.alignRight(3);
  table.alignRight(4);
  for (const Game& g : r.games)
    table.addRow({QString::number(g.board), nameOf(players, g.black), nameOf(players, g.white),
                  QString::number(g.handicap), qs(g.komi.toString()), qs(toCode(g.colours)),
                  g.result ? qs(g.result->toString()) : QString()});
  out(table.render());
  for (PlayerId id : r.byes) out(CliWords::tr("bye: %1", "pairings.bye").arg(nameOf(players, id)));
}

std::pair<std::string, std::string> splitOn(const std::string& text, char sep) {
  const auto at = text.find(sep);
  if (at == std::string::npos) return {text, {}};
  return {text.substr(0, at), text.substr(at + 1)};
}

}  // namespace tengen::cli
