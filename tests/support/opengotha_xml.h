#pragma once
// A small OpenGotha tournament file (3.51's tournament.dtd) as the tests of the importer, the
// desk and the CLI write one: players and games one line each, the rest of the file around them.

#include <string>
#include <string_view>

namespace tengen::test {

// One <Player/> as OpenGotha writes it. A player's OpenGotha key is NAME + FIRSTNAME, upper case
// and without spaces ("O'BRIENJEAN-PIERRE"), which the games name.
struct OpenGothaPlayer {
  std::string_view name{};
  std::string_view firstName{};
  std::string_view rank = "20K";
  std::string_view rating = "100";
  std::string_view ratingOrigin = "INI";
  std::string_view country{};
  std::string_view club{};
  std::string_view egfPin{};
  std::string_view participating = "11111111111111111111";
  std::string_view registeringStatus = "FIN";
};

// A player whose name has what name keys must survive: an apostrophe, a hyphen, two first names.
inline constexpr OpenGothaPlayer kOBrienJeanPierre{.name = "O'Brien",
                                                   .firstName = "Jean-Pierre",
                                                   .rank = "3D",
                                                   .rating = "2300",
                                                   .ratingOrigin = "EGF",
                                                   .country = "IE",
                                                   .club = "Dubl"};

inline std::string openGothaPlayer(const OpenGothaPlayer& p) {
  std::string line = "<Player name=\"";
  auto attribute = [&line](std::string_view key, std::string_view value) {
    line.append("\" ").append(key).append("=\"").append(value);
  };
  line.append(p.name);
  attribute("firstName", p.firstName);
  attribute("rank", p.rank);
  attribute("rating", p.rating);
  attribute("ratingOrigin", p.ratingOrigin);
  attribute("country", p.country);
  attribute("club", p.club);
  attribute("egfPin", p.egfPin);
  attribute("participating", p.participating);
  attribute("registeringStatus", p.registeringStatus);
  return line + "\"/>\n";
}

// One <Game/> of round `round` at table `table`, colours known, no handicap; `result` is
// OpenGotha's code ("RESULT_WHITEWINS", "RESULT_BLACKWINS_BYDEF", ...).
inline std::string openGothaGame(int round, int table, std::string_view whiteKey,
                                 std::string_view blackKey, std::string_view result) {
  std::string line = "<Game roundNumber=\"" + std::to_string(round) + "\" tableNumber=\"" +
                     std::to_string(table) + "\" whitePlayer=\"";
  line.append(whiteKey).append("\" blackPlayer=\"").append(blackKey);
  line.append("\" knownColor=\"true\" handicap=\"0\" result=\"").append(result);
  return line + "\"/>\n";
}

// The whole file: `players` and `games` are lines made above, `parameters` the elements inside
// <TournamentParameterSet> (a <GeneralParameterSet .../> at least).
inline std::string openGothaXml(std::string_view players, std::string_view games,
                                std::string_view parameters) {
  std::string xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<Tournament dataVersion=\"201\" fullVersionNumber=\"3.51\" "
      "runningMode=\"SAL\">\n<Players>\n";
  xml.append(players).append("</Players>\n<Games>\n").append(games);
  xml.append("</Games>\n<TournamentParameterSet>\n").append(parameters);
  return xml + "\n</TournamentParameterSet>\n</Tournament>\n";
}

}  // namespace tengen::test
