// tengen draw-settings: show or change the draw's settings (db::PairingStore), a logged change.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <algorithm>
#include <charconv>

#include "app/cli/cli.h"
#include "app/cli/event_command.h"
#include "app/cli/help_words.h"
#include "app/cli/pairing_cli.h"
#include "app/cli/shared_options.h"
#include "app/wording/std_text.h"
#include "db/service/event_setup.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"

namespace tengen::cli {

using namespace tengen::pairing;

namespace {

// `tengen draw-settings`: the edits asked for, applied to the stored settings.
struct DrawSettingsArgs {
  std::string path;
  std::vector<std::string> sets, forbid, allow, tables, fixedPairs, mms;
  bool json = false;
};

struct DrawSettingsOutcome {
  PairingSettings settings;
  bool saved = false;
};

// "A,B": two different players, the smaller id first.
std::pair<PlayerId, PlayerId> pairOf(const std::vector<Player>& players, const std::string& text) {
  const auto [a, b] = splitOn(text, ',');
  const auto bad = [&] {
    return CliError(
        CliWords::tr("'%1' is not a pair of players A,B", "settings.bad-pair").arg(qs(text)));
  };
  if (a.empty() || b.empty()) throw bad();
  const PlayerId x = findPlayer(players, a).id, y = findPlayer(players, b).id;
  if (x == y) throw bad();
  return {std::min(x, y), std::max(x, y)};
}

// "PLAYER=NUMBER".
std::pair<PlayerId, int> assignOf(const std::vector<Player>& players, const std::string& text) {
  const auto [p, n] = splitOn(text, '=');
  int value = 0;
  const auto r = std::from_chars(n.data(), n.data() + n.size(), value);
  if (p.empty() || r.ec != std::errc() || r.ptr != n.data() + n.size())
    throw CliError(CliWords::tr("'%1' is not PLAYER=NUMBER", "settings.bad-assign").arg(qs(text)));
  return {findPlayer(players, p).id, value};
}

// "ROUND:A,B".
FixedPair fixedPairOf(const std::vector<Player>& players, const std::string& text) {
  const auto [r, rest] = splitOn(text, ':');
  int round = 0;
  const auto res = std::from_chars(r.data(), r.data() + r.size(), round);
  if (res.ec != std::errc() || round < 1)
    throw CliError(
        CliWords::tr("'%1' is not a pair of players A,B", "settings.bad-pair").arg(qs(text)));
  const auto [a, b] = pairOf(players, rest);
  return {round, a, b};
}

void applyDrawSettingEdits(PairingSettings& s, const DrawSettingsArgs& a,
                           const std::vector<Player>& players) {
  for (const std::string& kv : a.sets) {
    const auto [k, v] = splitOn(kv, '=');
    if (auto e = setSetting(s, k, v))
      throw CliError(CliWords::tr("%1", "settings.bad").arg(qs(*e)));
  }
  for (const std::string& f : a.forbid) {
    const auto pr = pairOf(players, f);
    if (std::find(s.forbiddenPairs.begin(), s.forbiddenPairs.end(), pr) == s.forbiddenPairs.end())
      s.forbiddenPairs.push_back(pr);
  }
  for (const std::string& f : a.allow) std::erase(s.forbiddenPairs, pairOf(players, f));
  for (const std::string& t : a.tables) {
    const auto [p, board] = assignOf(players, t);
    if (board < 1)
      throw CliError(CliWords::tr("'%1' is not PLAYER=NUMBER", "settings.bad-assign").arg(qs(t)));
    s.fixedTables[p] = board;
  }
  for (const std::string& m : a.mms) {
    const auto [p, points] = assignOf(players, m);
    s.mmsCorrection[p] = points;
  }
  for (const std::string& fp : a.fixedPairs) s.fixedPairs.push_back(fixedPairOf(players, fp));
}

DrawSettingsOutcome runDrawSettings(const DrawSettingsArgs& a) {
  auto store = openEvent(a.path);
  db::PairingStore ps(*store);
  DrawSettingsOutcome o;
  std::vector<Player> players;
  translateStoreErrors([&] {
    o.settings = ps.settings();
    players = store->players();
  });
  const PairingSettings before = o.settings;
  applyDrawSettingEdits(o.settings, a, players);
  if (!(o.settings == before)) {
    translateStoreErrors([&] {
      db::loggedChange(*store, db::currentUserName(), [&] { ps.saveSettings(o.settings); });
    });
    o.saved = true;
  }
  return o;
}

void renderDrawSettings(const DrawSettingsOutcome& o, bool json) {
  const PairingSettings& s = o.settings;
  if (json) {
    QJsonObject j;
    for (const auto& [k, v] : settingValues(s)) j[qs(k)] = qs(v);
    QJsonArray f;
    for (const auto& [a, b] : s.forbiddenPairs)
      f.append(QJsonArray{static_cast<qint64>(a), static_cast<qint64>(b)});
    j[QStringLiteral("forbidden")] = f;
    printJson(QJsonDocument(j));
    return;
  }
  if (o.saved) out(CliWords::tr("draw settings saved", "settings.saved"));
  for (const auto& [k, v] : settingValues(s)) out(qs(k) + QStringLiteral(" = ") + qs(v));
  QStringList f;
  for (const auto& [a, b] : s.forbiddenPairs) f << QStringLiteral("%1,%2").arg(a).arg(b);
  if (!f.isEmpty())
    out(CliWords::tr("forbidden pairs: %1", "settings.forbidden").arg(f.join(QLatin1Char(' '))));
}

}  // namespace

void addDrawSettingsCommand(CLI::App& app) {
  const auto [cmd, a] = addEventCommand<DrawSettingsArgs>(
      app, "draw-settings",
      CliWords::tr("show or change the draw's settings (McMahon bar, handicap, forbidden pairs...)",
                   "draw-settings.help"),
      [](const DrawSettingsArgs& told) { renderDrawSettings(runDrawSettings(told), told.json); });
  addOption(cmd, "--set", a->sets,
            CliWords::tr("a setting key=value (repeatable); see the list this command prints",
                         "opt.set"));
  addOption(cmd, "--forbid", a->forbid,
            CliWords::tr("never pair these two players: A,B (repeatable)", "opt.forbid"));
  addOption(cmd, "--allow", a->allow, CliWords::tr("lift a forbidden pair: A,B", "opt.allow"));
  addOption(cmd, "--fix-table", a->tables,
            CliWords::tr("a player who always plays at a board: PLAYER=BOARD", "opt.fix-table"));
  addOption(cmd, "--fix-pair", a->fixedPairs,
            CliWords::tr("pair two players in a round: ROUND:A,B", "opt.fix-pair"));
  addOption(cmd, "--mms", a->mms,
            CliWords::tr("McMahon correction in points: PLAYER=POINTS", "opt.mms"));
  addJsonFlag(cmd, a->json);
}

}  // namespace tengen::cli
