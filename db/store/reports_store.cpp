#include "db/store/reports_store.h"

#include <QSqlQuery>
#include <QXmlStreamReader>
#include <algorithm>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <map>
#include <stdexcept>

#include "db/store/event_log.h"
#include "db/store/import_record.h"
#include "db/store/opengotha_store.h"
#include "db/store/pairing_store.h"
#include "db/store/sql_text.h"
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

using sql_text::q;

std::map<std::string, std::string> toMap(const StandingsSettings& s) {
  std::map<std::string, std::string> m;
  for (auto& [k, v] : reports::standingsValues(s)) m[k] = v;
  return m;
}

void fromMap(const std::map<std::string, std::string>& m, StandingsSettings& s) {
  reports::applyStandingsValues(m, s);
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

// An attribute's whole number (`fallback` when empty); anything else is an error naming it, so a
// file with "18OO" for a rating is refused instead of read as 18.
long long whole(const QXmlStreamAttributes& a, const char* name, long long fallback = 0) {
  const QString v = a.value(QLatin1String(name)).toString().trimmed();
  if (v.isEmpty()) return fallback;
  bool ok = false;
  const long long n = v.toLongLong(&ok);
  if (!ok)
    throw std::invalid_argument(std::string(name) + " \"" + v.toStdString() +
                                "\" is not a whole number");
  return n;
}
// An attribute's komi (`fallback` when empty); 7.3 or "seven" is an error naming it.
rules::HalfPoints komi(const QXmlStreamAttributes& a, const char* name,
                       rules::HalfPoints fallback) {
  const QString v = a.value(QLatin1String(name)).toString().trimmed();
  if (v.isEmpty()) return fallback;
  const auto k = rules::HalfPoints::parse(v.toStdString());
  if (!k)
    throw std::invalid_argument(std::string(name) + " \"" + v.toStdString() +
                                "\" is not a komi (a multiple of 0.5 points)");
  return *k;
}

QString upperKey(const std::string& key) {
  return QString::fromStdString(key).toUpper();
}

// The element's attributes as the file wrote them, Tengen's own (tengen*) left out.
reports::OpenGothaAttributes fileAttributes(const QXmlStreamAttributes& a) {
  reports::OpenGothaAttributes out;
  for (const QXmlStreamAttribute& x : a) {
    const std::string name = x.name().toString().toStdString();
    if (name.rfind("tengen", 0) == 0) continue;
    out[name] = x.value().toString().toStdString();
  }
  return out;
}

// Elements kept whole under their name (one of each in a file).
bool isParameterSet(QStringView name) {
  for (const char* set :
       {"GeneralParameterSet", "HandicapParameterSet", "PlacementParameterSet",
        "PairingParameterSet", "DPParameterSet", "PublishParameterSet", "TeamGeneralParameterSet"})
    if (name == QLatin1String(set)) return true;
  return false;
}

}  // namespace

OpenGothaImport readOpenGotha(const QByteArray& xml) {
  using W = OpenGothaImportWarning::Kind;
  OpenGothaImport im;
  auto warn = [&](W kind) -> OpenGothaImportWarning& {
    im.warnings.emplace_back();
    im.warnings.back().kind = kind;
    return im.warnings.back();
  };
  reports::Tournament& t = im.tournament;
  QXmlStreamReader reader(xml);
  std::map<QString, pairing::PlayerId> byKey;  // upper-case key -> id
  std::map<pairing::PlayerId, bool> known;
  std::map<int, pairing::Round> rounds;
  bool sawTournament = false;
  std::vector<reports::Criterion> ogOrder;
  std::string tengenOrder, tengenPreset, tengenStandings;
  std::optional<int> bar, floor;
  pairing::PlayerId nextId = 1;
  bool mcMahonCriteria = false;
  std::map<pairing::PlayerId, int> corrections;
  reports::OpenGothaKept& kept = im.kept;
  std::string tengenDraw;
  bool sawTengenDraw = false, sawTengenTime = false;
  // Positions of repeated elements: criteria (per list), categories, clubs groups and their
  // clubs, teams and their boards.
  bool inTeamPlacement = false;
  int criterion = 0, teamCriterion = 0, category = 0, group = 0, club = 0, team = 0, board = 0;
  long long numberOfCategories = 1;  // GeneralParameterSet's, read before its Category elements
  auto keepAll = [&](const std::string& element, const std::vector<int>& positions,
                     const QXmlStreamAttributes& a) {
    for (const auto& [n, v] : fileAttributes(a))
      kept.params[positions.empty() ? element + "." + n
                                    : reports::indexedKey(element, positions, n)] = v;
  };

  auto resolve = [&](const QXmlStreamAttributes& a, const char* idAttr,
                     const char* keyAttr) -> pairing::PlayerId {
    if (hasAttr(a, idAttr)) {
      const pairing::PlayerId id = whole(a, idAttr);
      if (known.count(id)) return id;
    }
    auto it = byKey.find(upperKey(attr(a, keyAttr)));
    return it == byKey.end() ? 0 : it->second;
  };

  try {
    while (!reader.atEnd()) {
      const auto token = reader.readNext();
      if (token == QXmlStreamReader::EndElement &&
          reader.name() == QLatin1String("TeamPlacementParameterSet"))
        inTeamPlacement = false;
      if (token != QXmlStreamReader::StartElement) continue;
      const QStringView name = reader.name();
      const QXmlStreamAttributes a = reader.attributes();
      if (isParameterSet(name)) keepAll(name.toString().toStdString(), {}, a);
      if (name == QLatin1String("Tournament")) {
        sawTournament = true;
        keepAll("Tournament", {}, a);
      } else if (name == QLatin1String("TeamPlacementParameterSet")) {
        inTeamPlacement = true;
      } else if (name == QLatin1String("Category")) {
        // OpenGotha holds numberOfCategories - 1 lower limits (the last category has none) and
        // cannot open a file that numbers a limit beyond them: such a limit is not kept.
        const long long number = whole(a, "number", category + 1);
        if (number < 1 || number >= numberOfCategories) {
          OpenGothaImportWarning& w = warn(W::CategoryWithoutLimit);
          w.number = static_cast<int>(number);
          w.count = static_cast<int>(numberOfCategories);
          continue;
        }
        keepAll("Category", {++category}, a);
      } else if (name == QLatin1String("ClubsGroup")) {
        keepAll("ClubsGroup", {++group}, a);
        club = 0;
      } else if (name == QLatin1String("Club")) {
        keepAll("Club", {group, ++club}, a);
      } else if (name == QLatin1String("Team")) {
        keepAll("Team", {++team}, a);
        board = 0;
      } else if (name == QLatin1String("Board")) {
        keepAll("Board", {team, ++board}, a);
      } else if (name == QLatin1String("Player")) {
        pairing::Player p;
        const std::string surname = attr(a, "name"), first = attr(a, "firstName");
        p.name = reports::joinName(surname, first);
        if (hasAttr(a, "tengenId")) p.id = whole(a, "tengenId");
        if (p.id == 0 || known.count(p.id)) {
          while (known.count(nextId)) ++nextId;
          p.id = nextId;
        }
        if (auto r = pairing::Rank::parse(attr(a, "rank")))
          p.rank = *r;
        else {
          OpenGothaImportWarning& w = warn(W::UnknownRank);
          w.name = p.name;
          w.value = attr(a, "rank");
        }
        if (attr(a, "ratingOrigin") != "INI" && !attr(a, "rating").empty())
          p.rating = static_cast<int>(whole(a, "rating"));
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
          warn(W::SharedKey).value = key.toStdString();
        else
          byKey[key] = p.id;
        known[p.id] = true;
        if (const std::string c = attr(a, "smmsCorrection"); !c.empty() && c != "0")
          corrections[p.id] = static_cast<int>(whole(a, "smmsCorrection"));
        kept.players[p.id] = fileAttributes(a);
        t.players.push_back(std::move(p));
      } else if (name == QLatin1String("Game")) {
        pairing::Game g;
        g.round = static_cast<int>(whole(a, "roundNumber"));
        g.board = static_cast<int>(whole(a, "tableNumber"));
        g.black = resolve(a, "tengenBlack", "blackPlayer");
        g.white = resolve(a, "tengenWhite", "whitePlayer");
        g.handicap = static_cast<int>(whole(a, "handicap"));
        if (g.black == 0 || g.white == 0 || g.round < 1) {
          OpenGothaImportWarning& w = warn(W::GameUnknownPlayer);
          w.round = g.round;
          w.board = g.board;
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
          g.result->ledgerEntry = whole(a, "tengenLedgerEntry");
        if (!attr(a, "tengenKomi").empty())
          g.komi = komi(a, "tengenKomi", t.event.komi);
        else
          g.komi = t.event.komi;
        if (auto c = pairing::colourMethodFromCode(attr(a, "tengenColours"))) g.colours = *c;
        kept.games[{g.round, g.black, g.white}] = fileAttributes(a);
        auto& r = rounds[g.round];
        r.number = g.round;
        r.games.push_back(g);
      } else if (name == QLatin1String("ByePlayer")) {
        const int round = static_cast<int>(whole(a, "roundNumber"));
        const pairing::PlayerId id = resolve(a, "tengenId", "player");
        if (id == 0 || round < 1) {
          warn(W::ByeUnknownPlayer);
          continue;
        }
        auto& r = rounds[round];
        r.number = round;
        r.byes.push_back(id);
      } else if (name == QLatin1String("GeneralParameterSet")) {
        pairing::Event& e = t.event;
        e.name = attr(a, "name");
        if (e.name.empty()) e.name = attr(a, "shortName");
        numberOfCategories = whole(a, "numberOfCategories", 1);
        e.venue = attr(a, "location");
        e.chiefReferee = attr(a, "director");
        e.organiser = attr(a, "tengenOrganiser");
        e.timeControl = attr(a, "tengenTimeControl");
        sawTengenTime = hasAttr(a, "tengenTimeControl");
        e.startDate = pairing::parseIsoDate(attr(a, "beginDate"));
        e.endDate = pairing::parseIsoDate(attr(a, "endDate"));
        e.rounds = static_cast<int>(whole(a, "numberOfRounds", e.rounds));
        e.komi = komi(a, "komi", e.komi);
        e.boardSize = static_cast<int>(whole(a, "size", e.boardSize));
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
        tengenStandings = attr(a, "tengenStandings");
      } else if (name == QLatin1String("PairingParameterSet")) {
        tengenDraw = attr(a, "tengenDraw");
        sawTengenDraw = hasAttr(a, "tengenDraw");
      } else if (name == QLatin1String("PlacementCriterion") && inTeamPlacement) {
        keepAll("TeamPlacementCriterion", {++teamCriterion}, a);
      } else if (name == QLatin1String("PlacementCriterion")) {
        keepAll("PlacementCriterion", {++criterion}, a);
        const std::string n = attr(a, "name");
        if (n == "MMS") mcMahonCriteria = true;
        if (auto c = reports::criterionFromOpenGotha(n))
          if (std::find(ogOrder.begin(), ogOrder.end(), *c) == ogOrder.end()) ogOrder.push_back(*c);
      } else if (name == QLatin1String("TengenForbiddenPair")) {
        const pairing::PlayerId p1 = whole(a, "player1"), p2 = whole(a, "player2");
        if (known.count(p1) && known.count(p2) && p1 != p2)
          im.draw.forbiddenPairs.emplace_back(p1, p2);
        else
          warn(W::ForbiddenPairUnknown);
      } else if (name == QLatin1String("TengenFixedPair")) {
        const pairing::PlayerId p1 = whole(a, "player1"), p2 = whole(a, "player2");
        const int round = static_cast<int>(whole(a, "roundNumber"));
        if (known.count(p1) && known.count(p2) && p1 != p2 && round >= 1)
          im.draw.fixedPairs.push_back({round, p1, p2});
        else
          warn(W::FixedPairUnknown);
      } else if (name == QLatin1String("TengenFixedTable")) {
        const pairing::PlayerId player = whole(a, "player");
        const int table = static_cast<int>(whole(a, "tableNumber"));
        if (known.count(player) && table >= 1)
          im.draw.fixedTables[player] = table;
        else
          warn(W::FixedTableUnknown);
      } else if (name == QLatin1String("TengenRound")) {
        const int number = static_cast<int>(whole(a, "roundNumber"));
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
            OpenGothaImportWarning& w = warn(W::BadStartTime);
            w.round = number;
            w.value = start;
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
  // What OpenGotha's parameters mean in Tengen's fields: the time control, the draw's settings.
  if (!sawTengenTime)
    if (auto spec = reports::timeControlFromOpenGotha(kept)) t.event.timeControl = *spec;
  pairing::PairingSettings& draw = im.draw;
  if (sawTengenDraw) {
    for (const QString& pair : QString::fromStdString(tengenDraw).split(QLatin1Char(';'))) {
      const auto eq = pair.indexOf(QLatin1Char('='));
      if (eq < 0) continue;
      const std::string key = pair.left(eq).toStdString(), value = pair.mid(eq + 1).toStdString();
      if (pairing::setSetting(draw, key, value)) {
        OpenGothaImportWarning& w = warn(W::BadDrawSetting);
        w.name = key;
        w.value = value;
      }
    }
  } else {
    // A file OpenGotha wrote keeps OpenGotha's pairing too.
    draw.profile = pairing::DrawProfile::OpenGotha;
    draw.handicap = reports::handicapFromOpenGotha(kept, draw.handicap);
    const auto seeding = reports::seedingFromOpenGotha(kept, reports::seedingOf(draw));
    draw.firstRound = seeding.firstRound;
    draw.seeding = seeding.seeding;
    draw.avoidSameClub = seeding.avoidSameClub;
    draw.avoidSameCountry = seeding.avoidSameCountry;
    if (auto b = reports::openGothaRankParam(kept, "GeneralParameterSet.genMMBar"))
      draw.mcmahonBar = *b;
    if (auto f = reports::openGothaRankParam(kept, "GeneralParameterSet.genMMFloor"))
      draw.mcmahonFloor = *f;
  }
  draw.mmsCorrection = corrections;
  StandingsSettings s = reports::defaultSettings(t.event);
  const bool fromTengen = !tengenPreset.empty() || !tengenStandings.empty();
  if (!tengenPreset.empty())
    if (auto p = reports::presetFromName(tengenPreset)) s.scoring = *p;
  if (!fromTengen) {
    // A file OpenGotha wrote keeps OpenGotha's ways: its convention, with the file's values for
    // byes and absences (OpenGotha counts a win as 2) and its rounding.
    s = reports::conventionSettings(reports::Convention::OpenGotha, t.event);
    auto twoValue = [&](const char* key, int& into) {
      if (const std::string* v = kept.param(std::string("GeneralParameterSet.") + key)) {
        bool ok = false;
        const int n = QString::fromStdString(*v).toInt(&ok);
        if (ok && n >= 0 && n <= 2) into = n * s.scoring.win / 2;
      }
    };
    twoValue("genNBW2ValueBye", s.scoring.bye);
    twoValue("genNBW2ValueAbsent", s.scoring.absent);
    twoValue("genMMS2ValueBye", s.scoring.mmsBye);
    twoValue("genMMS2ValueAbsent", s.scoring.mmsAbsent);
    s.scoring.byeCountsAsWin = s.scoring.bye >= s.scoring.win;
    if (const std::string* v = kept.param("GeneralParameterSet.genRoundDownNBWMMS"))
      s.scoring.roundDownByesAndAbsences = *v != "false";
    if (const std::string* v = kept.param("GeneralParameterSet.genCountNotPlayedGamesAsHalfPoint"))
      s.scoring.sosVirtualScores = *v == "true";
  }
  s.scoring.mcMahonBar = bar;
  s.scoring.mcMahonFloor = floor;
  if (auto o = reports::parseCriteria(tengenOrder))
    s.order = *o;
  else if (!ogOrder.empty())
    s.order = ogOrder;
  if (!tengenStandings.empty()) {
    std::map<std::string, std::string> values;
    for (const QString& pair : QString::fromStdString(tengenStandings).split(QLatin1Char(';'))) {
      const auto eq = pair.indexOf(QLatin1Char('='));
      if (eq > 0) values[pair.left(eq).toStdString()] = pair.mid(eq + 1).toStdString();
    }
    try {
      reports::applyStandingsValues(values, s);
    } catch (const std::exception& e) {
      im.error = std::string("bad tengenStandings value (") + e.what() + ")";
      return im;
    }
  }
  s.mmsCorrection = corrections;
  im.settings = s;
  // The parameters the opengotha profile reads from the kept values: a bad one is named now
  // (the draw keeps its default for it).
  std::vector<pairing::OpenGothaParamProblem> problems;
  pairing::openGothaParamsFrom(kept.params, pairing::OpenGothaParams::forMcMahon(), &problems);
  for (pairing::OpenGothaParamProblem& p : problems) warn(W::BadParameter).parameter = std::move(p);
  return im;
}

namespace {

std::vector<pairing::PlayerId> storeImport(EventStore& store, const reports::Tournament& t,
                                           const std::optional<StandingsSettings>& settings,
                                           const OpenGothaImport* file) {
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
    // The results came in without result-log rows: the event log records which ones, so the
    // check tells them from results set without their log (import_record.h).
    std::vector<pairing::Round> stored;
    for (const auto& r : t.rounds)
      if (auto back = store.round(r.number)) stored.push_back(*back);
    recordImport(store, stored, file ? "OpenGotha file" : "tournament file", currentUserName());
    if (file) {
      // The file's draw settings, its players' corrections renumbered, and what it kept.
      pairing::PairingSettings p = file->draw;
      p.mmsCorrection.clear();
      for (const auto& [id, points] : file->draw.mmsCorrection)
        if (newId.count(id)) p.mmsCorrection[newId[id]] = points;
      // Forbidden and fixed pairs and fixed tables name players by the file's ids too.
      for (auto& [a, b] : p.forbiddenPairs) a = newId.at(a), b = newId.at(b);
      for (pairing::FixedPair& f : p.fixedPairs) f.a = newId.at(f.a), f.b = newId.at(f.b);
      p.fixedTables.clear();
      for (const auto& [id, table] : file->draw.fixedTables) p.fixedTables[newId.at(id)] = table;
      PairingStore(store).saveSettings(p);
      saveOpenGothaKept(store, reports::renumbered(file->kept, newId));
    }
    if (settings) {
      saveStandingsSettings(store, *settings);
      // The draw needs the same McMahon bar, floor and corrections.
      if (!file && e.system == pairing::PairingSystem::McMahon) {
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

}  // namespace

std::vector<pairing::PlayerId> storeTournament(EventStore& store, const reports::Tournament& t,
                                               const std::optional<StandingsSettings>& settings) {
  return storeImport(store, t, settings, nullptr);
}

std::vector<pairing::PlayerId> storeOpenGotha(EventStore& store, const OpenGothaImport& file) {
  return storeImport(store, file.tournament, file.settings, &file);
}

}  // namespace tengen::db
