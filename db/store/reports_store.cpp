#include "db/store/reports_store.h"

#include <QSqlQuery>
#include <QXmlStreamReader>
#include <algorithm>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <map>

#include "db/store/pairing_store.h"
#include "reports/opengotha.h"

namespace tengen::db {

using reports::ScoringConvention;
using reports::StandingsSettings;

reports::Tournament loadTournament(const EventStore& store) {
  reports::Tournament t;
  t.event = store.event();
  t.players = store.players();
  for (int n : store.roundNumbers())
    if (auto r = store.round(n)) t.rounds.push_back(std::move(*r));
  return t;
}

namespace {

QString q(const std::string& s) {
  return QString::fromStdString(s);
}

std::map<std::string, std::string> toMap(const StandingsSettings& s) {
  const ScoringConvention& c = s.scoring;
  auto vo = [](reports::VirtualOpponent v) {
    return v == reports::VirtualOpponent::OwnScore ? "own" : "none";
  };
  auto opt = [](const std::optional<int>& v) { return v ? std::to_string(*v) : std::string(); };
  return {
      {"order", reports::toCodes(s.order)},
      {"preset", c.name},
      {"units_per_point", std::to_string(c.unitsPerPoint)},
      {"win", std::to_string(c.win)},
      {"jigo", std::to_string(c.jigo)},
      {"loss", std::to_string(c.loss)},
      {"bye", std::to_string(c.bye)},
      {"absent", std::to_string(c.absent)},
      {"mms_bye", std::to_string(c.mmsBye)},
      {"mms_absent", std::to_string(c.mmsAbsent)},
      {"bye_counts_as_win", c.byeCountsAsWin ? "1" : "0"},
      {"bye_sos", vo(c.byeSos)},
      {"absent_sos", vo(c.absentSos)},
      {"forfeit_unplayed", c.forfeitUnplayedForTieBreaks ? "1" : "0"},
      {"mcmahon_bar", opt(c.mcMahonBar)},
      {"mcmahon_floor", opt(c.mcMahonFloor)},
      {"list_withdrawn", c.listWithdrawn ? "1" : "0"},
  };
}

void fromMap(const std::map<std::string, std::string>& m, StandingsSettings& s) {
  auto get = [&](const char* k) -> const std::string* {
    auto it = m.find(k);
    return it == m.end() ? nullptr : &it->second;
  };
  if (auto* p = get("preset"))
    if (auto preset = reports::presetFromName(*p)) s.scoring = *preset;
  ScoringConvention& c = s.scoring;
  if (auto* p = get("preset")) c.name = *p;
  auto num = [&](const char* k, int& into) {
    if (auto* p = get(k); p && !p->empty()) into = std::stoi(*p);
  };
  num("units_per_point", c.unitsPerPoint);
  num("win", c.win);
  num("jigo", c.jigo);
  num("loss", c.loss);
  num("bye", c.bye);
  num("absent", c.absent);
  num("mms_bye", c.mmsBye);
  num("mms_absent", c.mmsAbsent);
  auto flag = [&](const char* k, bool& into) {
    if (auto* p = get(k)) into = *p == "1";
  };
  flag("bye_counts_as_win", c.byeCountsAsWin);
  flag("forfeit_unplayed", c.forfeitUnplayedForTieBreaks);
  flag("list_withdrawn", c.listWithdrawn);
  auto vo = [&](const char* k, reports::VirtualOpponent& into) {
    if (auto* p = get(k))
      into = *p == "own" ? reports::VirtualOpponent::OwnScore : reports::VirtualOpponent::Nothing;
  };
  vo("bye_sos", c.byeSos);
  vo("absent_sos", c.absentSos);
  auto optNum = [&](const char* k, std::optional<int>& into) {
    if (auto* p = get(k)) into = p->empty() ? std::nullopt : std::optional<int>(std::stoi(*p));
  };
  optNum("mcmahon_bar", c.mcMahonBar);
  optNum("mcmahon_floor", c.mcMahonFloor);
  if (auto* p = get("order"))
    if (auto order = reports::parseCriteria(*p)) s.order = *order;
  if (c.unitsPerPoint < 1) c.unitsPerPoint = 1;
}

}  // namespace

bool hasStandingsSettings(const EventStore& store) {
  QSqlQuery query =
      store.exec(QStringLiteral("SELECT COUNT(*) FROM report_settings WHERE event_id = ?"),
                 {QVariant::fromValue(store.eventId())});
  return query.next() && query.value(0).toLongLong() > 0;
}

StandingsSettings loadStandingsSettings(EventStore& store) {
  const pairing::Event event = store.event();
  StandingsSettings s = reports::defaultSettings(event);
  QSqlQuery query =
      store.exec(QStringLiteral("SELECT key, value FROM report_settings WHERE event_id = ?"),
                 {QVariant::fromValue(store.eventId())});
  std::map<std::string, std::string> m;
  while (query.next())
    m[query.value(0).toString().toStdString()] = query.value(1).toString().toStdString();
  if (!m.empty()) fromMap(m, s);
  if (event.system == pairing::PairingSystem::McMahon) {
    const pairing::PairingSettings draw = PairingStore(store).settings();
    if (m["mcmahon_bar"].empty()) s.scoring.mcMahonBar = draw.mcmahonBar;
    if (m["mcmahon_floor"].empty()) s.scoring.mcMahonFloor = draw.mcmahonFloor;
    s.mmsCorrection = draw.mmsCorrection;
  }
  return s;
}

void saveStandingsSettings(EventStore& store, const StandingsSettings& settings) {
  store.transaction([&] {
    for (const auto& [key, value] : toMap(settings))
      store.exec(
          QStringLiteral("INSERT INTO report_settings (event_id, key, value) VALUES (?, ?, ?) "
                         "ON CONFLICT (event_id, key) DO UPDATE SET value = excluded.value"),
          {QVariant::fromValue(store.eventId()), q(key), q(value)});
  });
}

// --- OpenGotha import ----------------------------------------------------------------------------

namespace {

std::string attr(const QXmlStreamAttributes& a, const char* name) {
  return a.value(QLatin1String(name)).toString().toStdString();
}
bool hasAttr(const QXmlStreamAttributes& a, const char* name) {
  return a.hasAttribute(QLatin1String(name));
}

QString upperKey(const std::string& key) {
  return QString::fromStdString(key).toUpper();
}

}  // namespace

OpenGothaImport readOpenGotha(const QByteArray& xml) {
  OpenGothaImport im;
  reports::Tournament& t = im.tournament;
  QXmlStreamReader reader(xml);
  std::map<QString, pairing::PlayerId> byKey;  // upper-case key -> id
  std::map<pairing::PlayerId, bool> known;
  std::map<int, pairing::Round> rounds;
  bool sawTournament = false;
  std::vector<reports::Criterion> ogOrder;
  std::string tengenOrder, tengenPreset;
  std::optional<int> bar, floor;
  pairing::PlayerId nextId = 1;
  bool mcMahonCriteria = false;
  std::map<pairing::PlayerId, int> corrections;

  auto resolve = [&](const QXmlStreamAttributes& a, const char* idAttr,
                     const char* keyAttr) -> pairing::PlayerId {
    if (hasAttr(a, idAttr)) {
      const pairing::PlayerId id = std::stoll("0" + attr(a, idAttr));
      if (known.count(id)) return id;
    }
    auto it = byKey.find(upperKey(attr(a, keyAttr)));
    return it == byKey.end() ? 0 : it->second;
  };

  try {
    while (!reader.atEnd()) {
      if (reader.readNext() != QXmlStreamReader::StartElement) continue;
      const QStringView name = reader.name();
      const QXmlStreamAttributes a = reader.attributes();
      if (name == QLatin1String("Tournament")) {
        sawTournament = true;
      } else if (name == QLatin1String("Player")) {
        pairing::Player p;
        const std::string surname = attr(a, "name"), first = attr(a, "firstName");
        p.name = reports::joinName(surname, first);
        if (hasAttr(a, "tengenId")) p.id = std::stoll("0" + attr(a, "tengenId"));
        if (p.id == 0 || known.count(p.id)) {
          while (known.count(nextId)) ++nextId;
          p.id = nextId;
        }
        if (auto r = pairing::Rank::parse(attr(a, "rank")))
          p.rank = *r;
        else
          im.warnings.push_back("player " + p.name + ": unknown rank '" + attr(a, "rank") + "'");
        if (attr(a, "ratingOrigin") != "INI" && !attr(a, "rating").empty())
          p.rating = std::stoi(attr(a, "rating"));
        p.club = attr(a, "club");
        p.country = attr(a, "country");
        p.egdPin = attr(a, "egfPin");
        p.latinName = attr(a, "tengenLatinName");
        if (!attr(a, "tengenBorn").empty()) p.born = pairing::parseIsoDate(attr(a, "tengenBorn"));
        if (auto s = pairing::registrationStatusFromCode(attr(a, "tengenStatus")))
          p.status = *s;
        else
          p.status = attr(a, "registeringStatus") == "FIN"
                         ? pairing::RegistrationStatus::Confirmed
                         : pairing::RegistrationStatus::Registered;
        if (hasAttr(a, "tengenAbsent")) {
          const QString list = a.value(QLatin1String("tengenAbsent")).toString();
          for (const QString& part : list.split(QLatin1Char(','), Qt::SkipEmptyParts))
            p.absentRounds.insert(part.toInt());
        } else {
          const std::string part = attr(a, "participating");
          for (std::size_t i = 0; i < part.size(); ++i)
            if (part[i] == '0') p.absentRounds.insert(static_cast<int>(i) + 1);
        }
        const QString key = upperKey(reports::openGothaKey(surname, first));
        if (byKey.count(key))
          im.warnings.push_back("two players share the OpenGotha key " + key.toStdString());
        else
          byKey[key] = p.id;
        known[p.id] = true;
        if (const std::string c = attr(a, "smmsCorrection"); !c.empty() && c != "0")
          corrections[p.id] = std::stoi(c);
        t.players.push_back(std::move(p));
      } else if (name == QLatin1String("Game")) {
        pairing::Game g;
        g.round = std::stoi("0" + attr(a, "roundNumber"));
        g.board = std::stoi("0" + attr(a, "tableNumber"));
        g.black = resolve(a, "tengenBlack", "blackPlayer");
        g.white = resolve(a, "tengenWhite", "whitePlayer");
        g.handicap = std::stoi("0" + attr(a, "handicap"));
        if (g.black == 0 || g.white == 0 || g.round < 1) {
          im.warnings.push_back("round " + std::to_string(g.round) + " board " +
                                std::to_string(g.board) +
                                ": a player of this game is unknown; game skipped");
          continue;
        }
        const std::string tr = attr(a, "tengenResult");
        if (hasAttr(a, "tengenResult")) {
          if (!tr.empty()) g.result = pairing::Result::parse(tr);
        } else {
          g.result = reports::resultFromOpenGotha(attr(a, "result"));
        }
        if (g.result && attr(a, "tengenByReferee") == "true") g.result->byReferee = true;
        if (g.result && !attr(a, "tengenLedgerEntry").empty())
          g.result->ledgerEntry = std::stoll(attr(a, "tengenLedgerEntry"));
        if (!attr(a, "tengenKomi").empty())
          g.komi = std::stod(attr(a, "tengenKomi"));
        else
          g.komi = t.event.komi;
        if (auto c = pairing::colourMethodFromCode(attr(a, "tengenColours"))) g.colours = *c;
        auto& r = rounds[g.round];
        r.number = g.round;
        r.games.push_back(g);
      } else if (name == QLatin1String("ByePlayer")) {
        const int round = std::stoi("0" + attr(a, "roundNumber"));
        const pairing::PlayerId id = resolve(a, "tengenId", "player");
        if (id == 0 || round < 1) {
          im.warnings.push_back("a bye names an unknown player; skipped");
          continue;
        }
        auto& r = rounds[round];
        r.number = round;
        r.byes.push_back(id);
      } else if (name == QLatin1String("GeneralParameterSet")) {
        pairing::Event& e = t.event;
        e.name = attr(a, "name");
        if (e.name.empty()) e.name = attr(a, "shortName");
        e.venue = attr(a, "location");
        e.chiefReferee = attr(a, "director");
        e.organiser = attr(a, "tengenOrganiser");
        e.timeControl = attr(a, "tengenTimeControl");
        e.startDate = pairing::parseIsoDate(attr(a, "beginDate"));
        e.endDate = pairing::parseIsoDate(attr(a, "endDate"));
        if (!attr(a, "numberOfRounds").empty()) e.rounds = std::stoi(attr(a, "numberOfRounds"));
        if (!attr(a, "komi").empty()) e.komi = std::stod(attr(a, "komi"));
        if (!attr(a, "size").empty()) e.boardSize = std::stoi(attr(a, "size"));
        if (auto s = pairing::pairingSystemFromCode(attr(a, "tengenSystem"))) e.system = *s;
        if (auto r = pairing::ruleSetFromCode(attr(a, "tengenRules"))) e.rules = *r;
        if (auto s = pairing::scoringFromCode(attr(a, "tengenScoring")))
          e.scoring = *s;
        else
          e.scoring = pairing::Scoring::Egf10;  // an OpenGotha file counts 1-½-0
        if (auto r = pairing::Rank::parse(attr(a, "genMMBar")); r && attr(a, "genMMBar") != "9D")
          bar = r->strength();
        if (auto r = pairing::Rank::parse(attr(a, "genMMFloor"));
            r && attr(a, "genMMFloor") != "30K")
          floor = r->strength();
      } else if (name == QLatin1String("PlacementParameterSet")) {
        tengenOrder = attr(a, "tengenOrder");
        tengenPreset = attr(a, "tengenPreset");
      } else if (name == QLatin1String("PlacementCriterion")) {
        const std::string n = attr(a, "name");
        if (n == "MMS") mcMahonCriteria = true;
        if (auto c = reports::criterionFromOpenGotha(n))
          if (std::find(ogOrder.begin(), ogOrder.end(), *c) == ogOrder.end()) ogOrder.push_back(*c);
      } else if (name == QLatin1String("TengenRound")) {
        const int number = std::stoi("0" + attr(a, "roundNumber"));
        if (number < 1) continue;
        auto& r = rounds[number];
        r.number = number;
        r.seed = std::stoull("0" + attr(a, "seed"));
        const std::string start = attr(a, "startTime");
        if (start.size() >= 19) {
          try {
            std::string iso = start.substr(0, 19);
            iso[10] = ' ';
            r.startTime = boost::posix_time::time_from_string(iso);
          } catch (const std::exception&) {
            im.warnings.push_back("round " + std::to_string(number) + ": bad start time");
          }
        }
      }
    }
  } catch (const std::exception& e) {
    im.error = std::string("bad value in the file (") + e.what() + ") near line " +
               std::to_string(reader.lineNumber());
    return im;
  }
  if (reader.hasError()) {
    im.error =
        reader.errorString().toStdString() + " (line " + std::to_string(reader.lineNumber()) + ")";
    return im;
  }
  if (!sawTournament) {
    im.error = "no <Tournament> element: not an OpenGotha file";
    return im;
  }
  if (mcMahonCriteria && t.event.system == pairing::PairingSystem::Swiss &&
      t.event.scoring == pairing::Scoring::Egf10 && tengenOrder.empty())
    t.event.system = pairing::PairingSystem::McMahon;
  for (auto& [n, r] : rounds) {
    std::sort(r.games.begin(), r.games.end(),
              [](const auto& x, const auto& y) { return x.board < y.board; });
    t.rounds.push_back(std::move(r));
  }
  StandingsSettings s = reports::defaultSettings(t.event);
  if (!tengenPreset.empty())
    if (auto p = reports::presetFromName(tengenPreset)) s.scoring = *p;
  s.scoring.mcMahonBar = bar;
  s.scoring.mcMahonFloor = floor;
  s.mmsCorrection = corrections;
  if (auto o = reports::parseCriteria(tengenOrder))
    s.order = *o;
  else if (!ogOrder.empty())
    s.order = ogOrder;
  im.settings = s;
  return im;
}

std::vector<pairing::PlayerId> storeTournament(EventStore& store, const reports::Tournament& t,
                                               const std::optional<StandingsSettings>& settings) {
  std::vector<pairing::PlayerId> ids;
  store.transaction([&] {
    if (!store.players().empty() || !store.roundNumbers().empty())
      throw StoreError(StoreError::Kind::Invalid,
                       "import: the event already has players or rounds");
    pairing::Event e = t.event;
    const pairing::Event current = store.event();
    e.id = current.id;
    e.version = current.version;
    int lastRound = 0;
    for (const auto& r : t.rounds) lastRound = std::max(lastRound, r.number);
    e.rounds = std::max(e.rounds, lastRound);
    store.updateEvent(e);
    // Players in the order of their ids in the file, so a fresh event gets the same ids back.
    std::vector<pairing::Player> players = t.players;
    std::stable_sort(players.begin(), players.end(),
                     [](const auto& a, const auto& b) { return a.id < b.id; });
    std::vector<pairing::Player> toAdd = players;
    for (auto& p : toAdd) {
      p.id = 0;
      p.version = 0;
    }
    ids = store.addPlayers(toAdd);
    std::map<pairing::PlayerId, pairing::PlayerId> newId;
    for (std::size_t i = 0; i < players.size(); ++i) newId[players[i].id] = ids[i];
    for (pairing::Round r : t.rounds) {
      for (auto& g : r.games) {
        g.id = 0;
        g.version = 0;
        g.round = r.number;
        g.black = newId[g.black];
        g.white = newId[g.white];
      }
      for (auto& b : r.byes) b = newId[b];
      store.saveRound(r);
    }
    if (settings) {
      saveStandingsSettings(store, *settings);
      // The draw needs the same McMahon bar, floor and corrections.
      if (e.system == pairing::PairingSystem::McMahon) {
        PairingStore draw(store);
        pairing::PairingSettings p = draw.settings();
        if (settings->scoring.mcMahonBar) p.mcmahonBar = *settings->scoring.mcMahonBar;
        if (settings->scoring.mcMahonFloor) p.mcmahonFloor = *settings->scoring.mcMahonFloor;
        p.mmsCorrection.clear();
        for (const auto& [id, points] : settings->mmsCorrection)
          if (newId.count(id)) p.mmsCorrection[newId[id]] = points;
        draw.saveSettings(p);
      }
    }
  });
  return ids;
}

}  // namespace tengen::db
