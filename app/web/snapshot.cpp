#include "app/web/snapshot.h"

#include <QCryptographicHash>

#include "db/store/event_store.h"
#include "db/store/reports_store.h"

namespace tengen::web {

pairing::Player scrub(pairing::Player player) {
  player.born.reset();
  player.rating.reset();
  player.egdPin.clear();
  return player;
}

namespace {

// Everything a page shows, as text, in a fixed order: the fingerprint's input.
std::string canonicalText(const Snapshot& s) {
  std::string t;
  const pairing::Event& e = s.tournament.event;
  t += e.name + '\x1f' + e.venue + '\x1f' + std::to_string(e.rounds) + '\x1f' + e.timeControl +
       '\x1f' + (e.startDate ? pairing::toIsoDate(*e.startDate) : "") + '\x1f' +
       (e.endDate ? pairing::toIsoDate(*e.endDate) : "") + '\x1f' + e.komi.toString() + '\n';
  for (const pairing::Player& p : s.tournament.players)
    t += std::to_string(p.id) + '\x1f' + p.name + '\x1f' + p.rank.toString() + '\x1f' + p.club +
         '\x1f' + p.country + '\x1f' + std::string(pairing::toCode(p.status)) + '\n';
  for (const pairing::Round& r : s.tournament.rounds) {
    t += "R" + std::to_string(r.number) + '\n';
    for (const pairing::Game& g : r.games)
      t += std::to_string(g.board) + ' ' + std::to_string(g.black) + ' ' + std::to_string(g.white) +
           ' ' + std::to_string(g.handicap) + ' ' + g.komi.toString() + ' ' +
           (g.result ? g.result->toString() : "-") + '\n';
    for (pairing::PlayerId b : r.byes) t += "bye " + std::to_string(b) + '\n';
  }
  t += reports::toCodes(s.standings.settings.order) + '\n';
  for (const reports::StandingRow& row : s.standings.rows) {
    t += std::to_string(row.player.id) + ' ' + std::to_string(row.place) + ' ' +
         std::to_string(row.score);
    for (std::int64_t v : row.values) t += ' ' + std::to_string(v);
    t += '\n';
  }
  return t;
}

}  // namespace

Snapshot makeSnapshot(reports::Tournament tournament, const reports::StandingsSettings& settings,
                      const TimeControlWords& words) {
  Snapshot s;
  s.standings = reports::computeStandings(tournament, settings);
  for (reports::StandingRow& row : s.standings.rows) {
    row.player = scrub(row.player);
    for (std::size_t c = 0; c < s.standings.settings.order.size() && c < row.values.size(); ++c)
      if (s.standings.settings.order[c] == reports::Criterion::Rating) row.values[c] = 0;
  }
  for (pairing::Player& p : tournament.players) p = scrub(p);
  s.tournament = std::move(tournament);
  const std::string& spec = s.tournament.event.timeControl;
  for (Lang lang : {Lang::En, Lang::Zh})
    s.timeControl[lang] = spec.empty() ? std::string() : (words ? words(spec, lang) : spec);
  db::NameFolder& folder = db::NameFolder::instance();
  for (const pairing::Player& p : s.tournament.players) s.searchKeys[p.id] = folder.key(p.name);
  const std::string text = canonicalText(s) + s.timeControl[Lang::En] + s.timeControl[Lang::Zh];
  s.generation =
      QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256)
          .toHex()
          .left(16)
          .toStdString();
  return s;
}

Snapshot loadSnapshot(db::EventStore& store, const TimeControlWords& words) {
  reports::Tournament tournament = db::loadTournament(store);
  const reports::StandingsSettings settings = db::loadStandingsSettings(store);
  return makeSnapshot(std::move(tournament), settings, words);
}

}  // namespace tengen::web
