// The OpenGotha export read back with QXmlStreamReader and checked against what OpenGotha 3.51's
// tournament.dtd declares and its importer (ExternalDocument.importTournamentFromXMLFile) needs:
// element nesting and order, every declared attribute, value forms and enumerations, the four
// parameter sets the importer reads without checking, player keys, names of several words.

#include <doctest/doctest.h>

#include <QByteArray>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "reports/opengotha.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"
#include "tournaments.h"

using namespace tengen;

namespace {

// --- what tournament.dtd declares (written from the DTD, not copied) ------------------------

enum class Form { Text, Int, Long, Decimal, Bool, Rank, Date, SaveDT, Participating, Enum };
struct AttrRule {
  Form form = Form::Text;
  bool required = false;     // #REQUIRED in the DTD
  std::set<QString> values;  // Form::Enum
};
struct ElementRule {
  std::vector<QString> children;  // allowed children, in the DTD's sequence order
  std::map<QString, AttrRule> attributes;
};

AttrRule t() {
  return {};
}
AttrRule req() {
  return {Form::Text, true, {}};
}
AttrRule f(Form form, bool required = false) {
  return {form, required, {}};
}
AttrRule e(std::set<QString> values) {
  return {Form::Enum, false, std::move(values)};
}

// OpenGotha's placement criterion names (PlacementParameterSet.allPlacementCriteria long names).
const std::set<QString> kCriteria = {
    "NULL",  "CAT",    "NBW",    "CPS",    "MMS",    "STS",  "Rank",   "Rating", "CUSSW",
    "CUSSM", "SOSW",   "SOSW-1", "SOSW-2", "SODOSW", "SOSM", "SOSM-1", "SOSM-2", "SODOSM",
    "SOSTS", "SOSOSW", "SOSOSM", "EXT",    "EXR",    "DC",   "SDC"};
const std::set<QString> kTeamCriteria = {"NULL",  "TEAMP", "SOST",  "BDW",   "BDW9U",
                                         "BDW8U", "BDW7U", "BDW6U", "BDW5U", "BDW4U",
                                         "BDW3U", "BDW2U", "BDW1U", "MNR"};

std::map<QString, ElementRule> dtd() {
  std::map<QString, ElementRule> d;
  d["Tournament"] = {{"Players", "Games", "ByePlayers", "Teams", "TournamentParameterSet",
                      "TeamTournamentParameterSet", "ClubsGroups"},
                     {{"dataVersion", f(Form::Int)},
                      {"externalIPAddress", t()},
                      {"runningMode", e({"SAL", "SRV", "CLI"})},
                      {"fullVersionNumber", t()},
                      {"saveDT", f(Form::SaveDT)}}};
  d["Players"] = {{"Player"}, {}};
  d["Games"] = {{"Game"}, {}};
  d["ByePlayers"] = {{"ByePlayer"}, {}};
  d["Player"] = {{},
                 {{"name", req()},
                  {"firstName", req()},
                  {"country", t()},
                  {"club", t()},
                  {"egfPin", t()},
                  {"ffgLicence", t()},
                  {"ffgLicenceStatus", t()},
                  {"agaId", t()},
                  {"agaExpirationDate", t()},
                  {"rank", f(Form::Rank)},
                  {"rating", f(Form::Int)},
                  {"ratingOrigin", t()},
                  {"grade", t()},
                  {"smmsCorrection", f(Form::Int)},
                  {"participating", f(Form::Participating)},
                  {"registeringStatus", e({"FIN", "PRE"})}}};
  std::set<QString> results = {"RESULT_UNKNOWN"};
  for (const char* r : {"WHITEWINS", "BLACKWINS", "EQUAL", "BOTHLOSE", "BOTHWIN"}) {
    results.insert(QStringLiteral("RESULT_") + QLatin1String(r));
    results.insert(QStringLiteral("RESULT_") + QLatin1String(r) + QStringLiteral("_BYDEF"));
  }
  d["Game"] = {{},
               {{"roundNumber", f(Form::Int, true)},
                {"tableNumber", f(Form::Int, true)},
                {"whitePlayer", req()},
                {"blackPlayer", req()},
                {"knownColor", f(Form::Bool)},
                {"handicap", f(Form::Int)},
                {"result", e(results)}}};
  d["ByePlayer"] = {{}, {{"roundNumber", f(Form::Int, true)}, {"player", req()}}};
  d["TournamentParameterSet"] = {
      {"GeneralParameterSet", "HandicapParameterSet", "PlacementParameterSet",
       "PairingParameterSet", "DPParameterSet", "PublishParameterSet"},
      {}};
  d["GeneralParameterSet"] = {
      {"Categories"},
      {{"shortName", t()},
       {"name", t()},
       {"location", t()},
       {"director", t()},
       {"beginDate", f(Form::Date)},
       {"endDate", f(Form::Date)},
       {"bInternet", f(Form::Bool)},
       {"basicTime", f(Form::Int)},
       {"complementaryTimeSystem", e({"SUDDENDEATH", "STDBYOYOMI", "CANBYOYOMI", "FISCHER"})},
       {"stdByoYomiTime", f(Form::Int)},
       {"nbMovesCanTime", f(Form::Int)},
       {"canByoYomiTime", f(Form::Int)},
       {"fischerTime", f(Form::Int)},
       {"size", f(Form::Int)},
       {"komi", f(Form::Decimal)},
       {"numberOfRounds", f(Form::Int)},
       {"numberOfCategories", f(Form::Int)},
       {"genMMFloor", f(Form::Rank)},
       {"genMMBar", f(Form::Rank)},
       {"genMMZero", f(Form::Rank)},
       {"genNBW2ValueAbsent", f(Form::Int)},
       {"genNBW2ValueBye", f(Form::Int)},
       {"genMMS2ValueAbsent", f(Form::Int)},
       {"genMMS2ValueBye", f(Form::Int)},
       {"genRoundDownNBWMMS", f(Form::Bool)},
       {"genCountNotPlayedGamesAsHalfPoint", f(Form::Bool)}}};
  d["HandicapParameterSet"] = {{},
                               {{"hdBasedOnMMS", f(Form::Bool)},
                                {"hdNoHdRankThreshold", f(Form::Rank)},
                                {"hdCorrection", f(Form::Int)},
                                {"hdCeiling", f(Form::Int)}}};
  d["PlacementParameterSet"] = {{"PlacementCriteria"}, {}};
  d["PlacementCriteria"] = {{"PlacementCriterion"}, {}};
  d["PlacementCriterion"] = {{}, {{"number", f(Form::Int)}, {"name", e(kCriteria)}}};
  const AttrRule lng = f(Form::Long), bl = f(Form::Bool), in = f(Form::Int);
  const AttrRule dudd = e({"TOP", "MID", "BOT"});
  const AttrRule seed = e({"SPLITANDRANDOM", "SPLITANDFOLD", "SPLITANDSLIP"});
  d["PairingParameterSet"] = {{},
                              {{"paiStandardNX1Factor", f(Form::Decimal)},
                               {"paiBaAvoidDuplGame", lng},
                               {"paiBaRandom", lng},
                               {"paiBaDeterministic", bl},
                               {"paiBaBalanceWB", lng},
                               {"paiMaAvoidMixingCategories", lng},
                               {"paiMaMinimizeScoreDifference", lng},
                               {"paiMaDUDDWeight", lng},
                               {"paiMaCompensateDUDD", bl},
                               {"paiMaDUDDUpperMode", dudd},
                               {"paiMaDUDDLowerMode", dudd},
                               {"paiMaMaximizeSeeding", lng},
                               {"paiMaLastRoundForSeedSystem1", in},
                               {"paiMaSeedSystem1", seed},
                               {"paiMaSeedSystem2", seed},
                               {"paiMaAdditionalPlacementCritSystem1", e(kCriteria)},
                               {"paiMaAdditionalPlacementCritSystem2", e(kCriteria)},
                               {"paiSeBarThresholdActive", bl},
                               {"paiSeRankThreshold", f(Form::Rank)},
                               {"paiSeNbWinsThresholdActive", bl},
                               {"paiSeDefSecCrit", lng},
                               {"paiSeMinimizeHandicap", lng},
                               {"paiSeAvoidSameGeo", lng},
                               {"paiSePreferMMSDiffRatherThanSameCountry", in},
                               {"paiSePreferMMSDiffRatherThanSameClub", in}}};
  d["DPParameterSet"] = {{},
                         {{"playerSortType", e({"name", "rank", "grade"})},
                          {"gameFormat", e({"full", "short"})},
                          {"showPlayerGrade", bl},
                          {"showPlayerCountry", bl},
                          {"showPlayerClub", bl},
                          {"showByePlayer", bl},
                          {"showNotPairedPlayers", bl},
                          {"showNotParticipatingPlayers", bl},
                          {"showNotFinallyRegisteredPlayers", bl},
                          {"displayNPPlayers", bl},
                          {"displayNumCol", bl},
                          {"displayPlCol", bl},
                          {"displayCoCol", bl},
                          {"displayClCol", bl},
                          {"displayIndGamesInMatches", bl}}};
  d["PublishParameterSet"] = {{},
                              {{"print", bl}, {"exportToLocalFile", bl}, {"htmlAutoScroll", bl}}};
  d["TeamTournamentParameterSet"] = {{"TeamGeneralParameterSet", "TeamPlacementParameterSet"}, {}};
  d["TeamGeneralParameterSet"] = {{}, {{"teamSize", in}}};
  d["TeamPlacementParameterSet"] = {{"PlacementCriteria"}, {}};
  return d;
}

bool formOk(const AttrRule& rule, const QString& v) {
  static const QRegularExpression integer(QStringLiteral("^-?[0-9]+$"));
  static const QRegularExpression decimal(QStringLiteral("^-?[0-9]+(\\.[0-9]+)?$"));
  static const QRegularExpression rank(QStringLiteral("^([1-9]|[12][0-9]|30)K$|^[1-9][DP]$"));
  static const QRegularExpression date(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$|^$"));
  static const QRegularExpression saveDT(QStringLiteral("^[0-9]{14}$"));
  static const QRegularExpression part(QStringLiteral("^[01]{20}$"));
  switch (rule.form) {
    case Form::Text:
      return true;
    case Form::Int: {
      bool ok = false;
      v.toInt(&ok);
      return ok && integer.match(v).hasMatch();
    }
    case Form::Long: {
      bool ok = false;
      v.toLongLong(&ok);
      return ok && integer.match(v).hasMatch();
    }
    case Form::Decimal:
      return decimal.match(v).hasMatch();
    case Form::Bool:
      return v == QLatin1String("true") || v == QLatin1String("false");
    case Form::Rank:
      return rank.match(v).hasMatch();
    case Form::Date:
      return date.match(v).hasMatch();
    case Form::SaveDT:
      return saveDT.match(v).hasMatch();
    case Form::Participating:
      return part.match(v).hasMatch();
    case Form::Enum:
      return rule.values.count(v) > 0;
  }
  return false;
}

struct Parsed {
  std::vector<std::string> problems;
  std::map<QString, std::map<QString, QString>> firstOf;  // element -> attributes of its first
  std::vector<std::map<QString, QString>> players, games, byes;
  std::vector<QString> criteria;  // the individual placement criteria, in order
};

// Reads the document, checking it against the DTD rules and OpenGotha's importer.
Parsed validate(const std::string& xml) {
  const auto rules = dtd();
  Parsed p;
  auto problem = [&](const QString& s) { p.problems.push_back(s.toStdString()); };
  QXmlStreamReader r(QByteArray::fromStdString(xml));
  std::vector<QString> stack;
  std::map<int, int> lastChildIndex;  // depth -> index in the parent's sequence
  while (!r.atEnd()) {
    const auto token = r.readNext();
    if (token == QXmlStreamReader::EndElement) {
      lastChildIndex.erase(static_cast<int>(stack.size()));
      stack.pop_back();
      continue;
    }
    if (token != QXmlStreamReader::StartElement) continue;
    const QString name = r.name().toString();
    const int depth = static_cast<int>(stack.size());
    std::map<QString, QString> attrs;
    for (const auto& a : r.attributes()) attrs[a.name().toString()] = a.value().toString();
    if (!stack.empty() && !rules.count(stack.back())) {
      // Inside Tengen's own element: not OpenGotha's.
    } else if (stack.empty()) {
      if (name != QLatin1String("Tournament")) problem("root is " + name);
    } else if (name.startsWith(QLatin1String("Tengen"))) {
      if (stack.back() != QLatin1String("Tournament")) problem(name + " outside Tournament");
    } else {
      const auto& parent = rules.at(stack.back());
      const auto at = std::find(parent.children.begin(), parent.children.end(), name);
      if (at == parent.children.end()) {
        problem(name + " not allowed in " + stack.back());
      } else {
        const int index = static_cast<int>(at - parent.children.begin());
        const bool repeatable = name == QLatin1String("Player") || name == QLatin1String("Game") ||
                                name == QLatin1String("ByePlayer") ||
                                name == QLatin1String("PlacementCriterion");
        auto last = lastChildIndex.find(depth);
        if (last != lastChildIndex.end() &&
            (index < last->second || (index == last->second && !repeatable)))
          problem(name + " out of the DTD's order in " + stack.back());
        lastChildIndex[depth] = index;
      }
    }
    if (const auto rule = rules.find(name); rule != rules.end()) {
      for (const auto& [attrName, attrRule] : rule->second.attributes) {
        const auto v = attrs.find(attrName);
        // The writer writes every attribute the DTD declares, not only the required ones.
        if (v == attrs.end()) {
          problem(name + " lacks " + attrName + (attrRule.required ? " (#REQUIRED)" : ""));
        } else if (!formOk(attrRule, v->second)) {
          problem(name + " " + attrName + "=\"" + v->second + "\" is not a valid value");
        }
      }
      for (const auto& [attrName, value] : attrs)
        if (!rule->second.attributes.count(attrName) &&
            !attrName.startsWith(QLatin1String("tengen")))
          problem(name + " has undeclared attribute " + attrName);
    } else if (!name.startsWith(QLatin1String("Tengen"))) {
      problem("undeclared element " + name);
    }
    if (!p.firstOf.count(name)) p.firstOf[name] = attrs;
    if (name == QLatin1String("Player")) p.players.push_back(attrs);
    if (name == QLatin1String("Game")) p.games.push_back(attrs);
    if (name == QLatin1String("ByePlayer")) p.byes.push_back(attrs);
    // A team criterion has the team set's names.
    if (name == QLatin1String("PlacementCriterion") && stack.size() >= 2 &&
        stack[stack.size() - 2] == QLatin1String("TeamPlacementParameterSet")) {
      p.problems.erase(std::remove_if(p.problems.begin(), p.problems.end(),
                                      [&](const std::string& x) {
                                        return x == ("PlacementCriterion name=\"" + attrs["name"] +
                                                     "\" is not a valid value")
                                                        .toStdString();
                                      }),
                       p.problems.end());
      if (!kTeamCriteria.count(attrs["name"])) problem("team criterion " + attrs["name"]);
    }
    if (name == QLatin1String("PlacementCriterion") && stack.size() >= 2 &&
        stack[stack.size() - 2] == QLatin1String("PlacementParameterSet"))
      p.criteria.push_back(attrs["name"]);
    stack.push_back(name);
  }
  if (r.hasError()) problem("XML error: " + r.errorString());
  // OpenGotha's importer reads these four without checking that they exist.
  for (const char* must : {"Tournament", "TournamentParameterSet", "GeneralParameterSet",
                           "HandicapParameterSet", "PlacementParameterSet", "PairingParameterSet"})
    if (!p.firstOf.count(QLatin1String(must))) problem(QStringLiteral("missing ") + must);
  // Player: OpenGotha refuses an empty name or first name and a country not of two letters;
  // the rating is kept in -900..2949; at most six placement criteria, numbered 1..6.
  std::set<QString> keys;
  for (auto& pl : p.players) {
    if (pl["name"].isEmpty() || pl["firstName"].isEmpty()) problem("a player without a name");
    if (pl["country"].size() != 0 && pl["country"].size() != 2) problem("country " + pl["country"]);
    const int rating = pl["rating"].toInt();
    if (rating < -900 || rating > 2949) problem("rating " + pl["rating"]);
    keys.insert(QString(pl["name"] + pl["firstName"]).remove(QLatin1Char(' ')).toUpper());
  }
  // Games and byes name players by OpenGotha's key (upper case name+firstName, no spaces).
  for (auto& g : p.games)
    for (const char* side : {"whitePlayer", "blackPlayer"})
      if (!keys.count(g[QLatin1String(side)].toUpper()))
        problem("game names unknown key " + g[QLatin1String(side)]);
  for (auto& b : p.byes)
    if (!keys.count(b["player"].toUpper())) problem("bye names unknown key " + b["player"]);
  if (p.criteria.size() > 6) problem("more than six placement criteria");
  return p;
}

std::string problemsText(const Parsed& p) {
  std::string s;
  for (const auto& x : p.problems) s += x + "\n";
  return s;
}

// The hand-made event: hyphens, apostrophes, a surname with a trailing space, surnames of several
// words, Chinese names, a single word.
reports::Tournament namesEvent() {
  reports::Tournament t = test::fivePlayers();
  t.event.name = "Names & Co";
  t.event.startDate = pairing::parseIsoDate("2026-11-28");
  t.event.rounds = 3;
  t.players[0].name = "Jean-Pierre O'Brien";
  t.players[1].name = "van Zeist, Rob";
  t.players[2].name = "Smith , John";
  t.players[3].name = "柯洁";
  t.players[3].country = "CN";
  t.players[4].name = "de la Cruz, María-José";
  t.players[4].country = "ESP";  // not two letters: OpenGotha refuses it, written empty
  auto more = test::fivePlayers().players[0];
  more.id = 6;
  more.name = "欧阳娜娜";
  more.rank = *pairing::Rank::parse("9p");  // rating above OpenGotha's top: clamped
  auto single = test::fivePlayers().players[1];
  single.id = 7;
  single.name = "Madonna";
  t.players.push_back(more);
  t.players.push_back(single);
  return t;
}

// A player's name as OpenGotha's two fields hold it: (name, firstName).
std::pair<QString, QString> nameOf(const std::map<QString, QString>& player) {
  return {player.at("name"), player.at("firstName")};
}

std::map<QString, std::pair<QString, QString>> namesById(const Parsed& p) {
  std::map<QString, std::pair<QString, QString>> m;
  for (auto pl : p.players) m[pl["tengenId"]] = {pl["name"], pl["firstName"]};
  return m;
}

}  // namespace

TEST_CASE("OpenGotha export of a Swiss event: valid by the DTD, OpenGotha's names, no handicap") {
  const reports::Tournament t = namesEvent();
  reports::StandingsSettings s = reports::defaultSettings(t.event);
  s.order = {
      reports::Criterion::Score,      reports::Criterion::Sos,  reports::Criterion::SosMinus1,
      reports::Criterion::SosReverse, reports::Criterion::Cuss, reports::Criterion::DirectEncounter,
      reports::Criterion::Sodos,      reports::Criterion::Nbw,  reports::Criterion::Rating};
  const std::string xml = reports::openGothaXml(t, s, "2026-12-01T21:36:54Z");
  const Parsed p = validate(xml);
  INFO(problemsText(p));
  CHECK(p.problems.empty());
  CHECK(p.firstOf.at("Tournament").at("dataVersion") == "201");
  CHECK(p.firstOf.at("Tournament").at("saveDT") == "20261201213654");
  // OpenGotha's spellings; SCORE is NBW, SOS-R has no name and is left out, NBW not twice.
  CHECK(p.criteria == std::vector<QString>{"NBW", "SOSW", "SOSW-1", "CUSSW", "DC", "SODOSW"});
  CHECK(xml.find("\"SCORE\"") == std::string::npos);
  CHECK(xml.find("\"NUL\"") == std::string::npos);
  // A Swiss event gives no handicap in OpenGotha.
  CHECK(p.firstOf.at("HandicapParameterSet").at("hdCeiling") == "0");
  CHECK(p.firstOf.at("PairingParameterSet").at("paiMaSeedSystem1") == "SPLITANDFOLD");
  // Names as the model's one field splits them.
  const auto names = namesById(p);
  using N = std::pair<QString, QString>;
  CHECK(names.at("1") == N{"O'Brien", "Jean-Pierre"});
  CHECK(names.at("2") == N{"van Zeist", "Rob"});
  CHECK(names.at("3") == N{"Smith ", "John"});
  CHECK(names.at("4") == N{"柯", "洁"});
  CHECK(names.at("5") == N{"de la Cruz", "María-José"});
  CHECK(names.at("6") == N{"欧阳", "娜娜"});
  CHECK(names.at("7") == N{"Madonna", "-"});
  CHECK(p.players[4].at("country") == "");
  CHECK(p.players[5].at("rating") == "2949");
  // OpenGotha pairs FIN players only: every player Tengen pairs is FIN, a withdrawn one PRE.
  CHECK(p.players[0].at("registeringStatus") == "FIN");
  CHECK(p.players[4].at("registeringStatus") == "PRE");
  CHECK(p.games[0].at("blackPlayer") == "O'BRIENJEAN-PIERRE");
  CHECK(p.games[0].at("whitePlayer") == "VANZEISTROB");
}

TEST_CASE("OpenGotha export of a McMahon event: the draw's bar, floor and handicap") {
  reports::Tournament t = namesEvent();
  t.event.system = pairing::PairingSystem::McMahon;
  reports::StandingsSettings s = reports::defaultSettings(t.event);
  s.order = {reports::Criterion::Mms, reports::Criterion::SosMinus2, reports::Criterion::Sosos,
             reports::Criterion::Score, reports::Criterion::Rating};
  reports::OpenGothaOptions o;
  o.savedAt = "20261201213654";
  pairing::PairingSettings draw;
  draw.mcmahonBar = 1;      // 2d
  draw.mcmahonFloor = -15;  // 15k
  draw.handicap.ceiling = 4;
  draw.handicap.reduction = 2;
  draw.handicap.noHandicapAbove = 0;
  draw.seeding = pairing::SeedingMethod::SplitAndSlip;
  o.draw = draw;
  reports::EgfTimeControl time;
  time.overtime = reports::EgfOvertime::ByoYomi;
  time.basicMinutes = 60;
  time.secondsPerMove = 30;
  o.time = time;
  const std::string xml = reports::openGothaXml(t, s, o);
  const Parsed p = validate(xml);
  INFO(problemsText(p));
  CHECK(p.problems.empty());
  CHECK(p.criteria == std::vector<QString>{"MMS", "SOSM-2", "SOSOSM", "NBW", "Rating", "NULL"});
  const auto& g = p.firstOf.at("GeneralParameterSet");
  CHECK(g.at("genMMBar") == "2D");
  CHECK(g.at("genMMFloor") == "15K");
  CHECK(g.at("genMMS2ValueBye") == "2");  // a bye is a win's MMS: 2 in OpenGotha's half units
  CHECK(g.at("genMMS2ValueAbsent") == QString::number(2 * s.scoring.mmsAbsent / s.scoring.win));
  CHECK(g.at("complementaryTimeSystem") == "STDBYOYOMI");
  CHECK(g.at("basicTime") == "60");
  CHECK(g.at("stdByoYomiTime") == "30");
  const auto& h = p.firstOf.at("HandicapParameterSet");
  CHECK(h.at("hdCeiling") == "4");
  CHECK(h.at("hdCorrection") == "2");
  CHECK(h.at("hdNoHdRankThreshold") == "1D");
  CHECK(h.at("hdBasedOnMMS") == "true");
  CHECK(p.firstOf.at("PairingParameterSet").at("paiMaSeedSystem2") == "SPLITANDSLIP");
}

TEST_CASE("names: split and joined back exactly") {
  using reports::joinName;
  using reports::splitName;
  for (const std::string full :
       {"Jean-Pierre O'Brien", "van Zeist, Rob", "Smith , John", "柯洁", "欧阳娜娜", "Madonna",
        "de la Cruz, María-José", "Anne-Marie D'Arcy"}) {
    const auto s = splitName(full);
    CHECK(joinName(s.name, s.firstName) == full);
  }
  // As imported from OpenGotha: surname and first name kept whatever their spaces.
  for (const auto& [name, first] :
       std::vector<std::pair<std::string, std::string>>{{"van Zeist", "Rob"},
                                                        {"Smith ", "John"},
                                                        {"O'Brien", "Jean-Pierre"},
                                                        {"柯", "洁"},
                                                        {"欧", "阳娜娜"},
                                                        {"Mac Donald", "Mary Ann"},
                                                        {"Zeist", "Rob van"}}) {
    const auto s = splitName(joinName(name, first));
    CHECK(s.name == name);
    CHECK(s.firstName == first);
  }
  CHECK(joinName("O'Brien", "Jean-Pierre") == "Jean-Pierre O'Brien");
  CHECK(joinName("van Zeist", "Rob") == "van Zeist, Rob");
  CHECK(joinName("柯", "洁") == "柯洁");
}

TEST_CASE("OpenGotha export, tengen import, export: the names survive") {
  test::TempDir dir;
  const reports::Tournament t = namesEvent();
  const std::string ev = dir.path("names.tengen");
  {
    pairing::Event e = t.event;
    auto store = db::EventStore::create(QString::fromStdString(ev), e);
    db::storeTournament(*store, t, std::nullopt);
  }
  const std::string xml1 = dir.path("names.xml");
  auto r = test::runTengen({"export", ev, "--format", "opengotha", "-o", xml1});
  REQUIRE(r.exitCode == 0);
  const Parsed p1 = validate(test::readFile(xml1));
  INFO(problemsText(p1));
  CHECK(p1.problems.empty());
  const std::string copy = dir.path("copy.tengen");
  r = test::runTengen({"import", copy, xml1});
  REQUIRE(r.exitCode == 0);
  auto a = db::EventStore::open(QString::fromStdString(ev));
  auto b = db::EventStore::open(QString::fromStdString(copy));
  const reports::Tournament ta = db::loadTournament(*a), tb = db::loadTournament(*b);
  REQUIRE(ta.players.size() == tb.players.size());
  for (std::size_t i = 0; i < ta.players.size(); ++i)
    CHECK(tb.players[i].name == ta.players[i].name);
  const std::string xml2 = dir.path("copy.xml");
  r = test::runTengen({"export", copy, "--format", "opengotha", "-o", xml2});
  REQUIRE(r.exitCode == 0);
  const Parsed p2 = validate(test::readFile(xml2));
  CHECK(namesById(p2) == namesById(p1));

  // A file as OpenGotha writes it (no tengen* attributes): the import keeps each surname and
  // first name, and the re-export writes them back unchanged.
  const std::string og = dir.write("og.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201" fullVersionNumber="3.51" runningMode="SAL" saveDT="20261201120000">
<Players>
<Player name="van Zeist" firstName="Rob" rank="3D" rating="2300" ratingOrigin="EGF" country="NL" club="Amst" participating="11111111111111111111" registeringStatus="FIN"/>
<Player name="Smith " firstName="John" rank="2K" rating="1900" ratingOrigin="EGF" country="GB" club="" participating="11111111111111111111" registeringStatus="FIN"/>
<Player name="Mac Donald" firstName="Mary Ann" rank="5K" rating="1600" ratingOrigin="EGF" country="IE" club="" participating="11111111111111111111" registeringStatus="FIN"/>
</Players>
<Games>
<Game roundNumber="1" tableNumber="1" whitePlayer="VANZEISTROB" blackPlayer="SMITHJOHN" knownColor="true" handicap="0" result="RESULT_WHITEWINS"/>
</Games>
<TournamentParameterSet>
<GeneralParameterSet name="Open" shortName="open" numberOfRounds="3" komi="7.5"/>
</TournamentParameterSet>
</Tournament>
)");
  const std::string ogEvent = dir.path("og.tengen");
  r = test::runTengen({"import", ogEvent, og});
  REQUIRE(r.exitCode == 0);
  const std::string xml3 = dir.path("og-again.xml");
  r = test::runTengen({"export", ogEvent, "--format", "opengotha", "-o", xml3});
  REQUIRE(r.exitCode == 0);
  const Parsed p3 = validate(test::readFile(xml3));
  INFO(problemsText(p3));
  CHECK(p3.problems.empty());
  REQUIRE(p3.players.size() == 3);
  using N = std::pair<QString, QString>;
  CHECK(nameOf(p3.players[0]) == N{"van Zeist", "Rob"});
  CHECK(nameOf(p3.players[1]) == N{"Smith ", "John"});
  CHECK(nameOf(p3.players[2]) == N{"Mac Donald", "Mary Ann"});
  REQUIRE(p3.games.size() == 1);
  CHECK(p3.games[0].at("whitePlayer") == "VANZEISTROB");
}
