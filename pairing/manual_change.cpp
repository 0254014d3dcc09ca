#include "pairing/manual_change.h"

#include <algorithm>
#include <map>

namespace tengen::pairing {

namespace {

bool inRound(const Round& round, PlayerId id) {
  for (const Game& g : round.games)
    if (g.black == id || g.white == id) return true;
  return std::find(round.byes.begin(), round.byes.end(), id) != round.byes.end();
}

// The handicap, komi and colours the event gives a board whose pair was changed by hand.
void settleManualGame(const DrawInput& input, const std::vector<Standing>& st, Game& g) {
  g.colours = ColourMethod::Manual;
  if (input.event.system != PairingSystem::McMahon) return;
  int mb = 0, mw = 0;
  for (const Standing& s : st) {
    if (s.id == g.black) mb = s.mms;
    if (s.id == g.white) mw = s.mms;
  }
  const Player* pb = nullptr;
  const Player* pw = nullptr;
  for (const Player& p : input.players) {
    if (p.id == g.black) pb = &p;
    if (p.id == g.white) pw = &p;
  }
  if (!pb || !pw) return;
  g.handicap = mcmahonHandicap(input.settings.handicap, mb, mw, pb->rank, pw->rank);
  if (g.handicap > 0 && pb->rank > pw->rank) std::swap(g.black, g.white);
  g.komi = g.handicap > 0 ? input.settings.handicap.komi : input.event.komi;
}

}  // namespace

std::optional<PlayerId> opponentIn(const Round& round, PlayerId player) {
  for (const Game& g : round.games) {
    if (g.black == player) return g.white;
    if (g.white == player) return g.black;
  }
  return std::nullopt;
}

std::optional<Round> swapPlayers(const DrawInput& input, const Round& round, PlayerId a,
                                 PlayerId b) {
  if (a == b || !inRound(round, a) || !inRound(round, b)) return std::nullopt;
  Round after = round;
  auto other = [&](PlayerId id) { return id == a ? b : id == b ? a : id; };
  for (Game& g : after.games) {
    g.black = other(g.black);
    g.white = other(g.white);
  }
  for (PlayerId& id : after.byes) id = other(id);
  const std::vector<Standing> st = standings(input);
  for (Game& g : after.games) {
    const bool touched = g.black == a || g.black == b || g.white == a || g.white == b;
    if (touched) settleManualGame(input, st, g);
  }
  return after;
}

std::optional<Round> pairTogether(const DrawInput& input, const Round& round, PlayerId a,
                                  PlayerId b) {
  if (a == b || !inRound(round, a) || !inRound(round, b)) return std::nullopt;
  if (opponentIn(round, a) == std::optional(b)) return std::nullopt;
  if (const auto opp = opponentIn(round, a)) return swapPlayers(input, round, *opp, b);
  if (const auto opp = opponentIn(round, b)) return swapPlayers(input, round, *opp, a);
  return std::nullopt;  // both have byes: there is no board to put them on
}

std::vector<int> changedBoards(const Round& before, const Round& after) {
  std::map<int, const Game*> old;
  for (const Game& g : before.games) old[g.board] = &g;
  std::vector<int> boards;
  for (const Game& g : after.games) {
    auto it = old.find(g.board);
    if (it == old.end() || it->second->black != g.black || it->second->white != g.white)
      boards.push_back(g.board);
  }
  std::sort(boards.begin(), boards.end());
  return boards;
}

}  // namespace tengen::pairing
