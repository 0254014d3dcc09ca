#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "pairing/draw_explain.h"
#include "pairing/draw_standings.h"

namespace tengen::pairing {

using swiss_draw::explainContext;
using swiss_draw::ExplainContext;
using swiss_draw::explainIn;
using swiss_draw::roundsBefore;
using swiss_draw::usesMms;

SwapCheck checkManualRound(const DrawInput& input, const Round& before, const Round& after) {
  SwapCheck check;
  ExplainContext c = explainContext(input, &after);
  const std::vector<Standing>& st = c.st;
  std::map<PlayerId, const Standing*> byId;
  for (const Standing& s : st) byId[s.id] = &s;
  std::map<PlayerId, const Player*> players;
  for (const Player& p : input.players) players[p.id] = &p;
  auto pairKey = [](const Game& g) {
    return std::pair(std::min(g.black, g.white), std::max(g.black, g.white));
  };
  std::set<std::pair<PlayerId, PlayerId>> old;
  std::set<std::pair<PlayerId, PlayerId>> oldColours;  // (black, white) as drawn
  for (const Game& g : before.games) {
    old.insert(pairKey(g));
    oldColours.insert({g.black, g.white});
    check.weightBefore += explainIn(c, g.black, g.white).total;
  }
  // Each player's colours in the games before, in round order (true: Black), and the rounds in
  // which each pair met: the facts behind the warnings.
  std::map<PlayerId, std::vector<bool>> colours;
  std::map<std::pair<PlayerId, PlayerId>, std::vector<int>> met;
  for (const Round* r : roundsBefore(input))
    for (const Game& g : r->games) {
      colours[g.black].push_back(true);
      colours[g.white].push_back(false);
      met[pairKey(g)].push_back(r->number);
    }
  std::set<ManualIssueKind> warnings;
  std::int64_t pairWeight = 0;  // of the game being checked
  auto issue = [&](ManualIssueKind kind, const Game& g, PlayerId a, PlayerId b,
                   int value) -> ManualIssue& {
    warnings.insert(kind);
    ManualIssue i;
    i.kind = kind;
    i.board = g.board;
    i.a = a;
    i.b = b;
    i.value = value;
    i.weight = pairWeight;
    check.issues.push_back(std::move(i));
    return check.issues.back();
  };
  auto run = [&](PlayerId id, bool black) {
    int n = 1;  // this game
    const auto found = colours.find(id);
    if (found == colours.end()) return n;
    for (auto c = found->second.rbegin(); c != found->second.rend() && *c == black; ++c) ++n;
    return n;
  };
  const bool mms = usesMms(input.event);
  for (const Game& g : after.games) {
    const PairExplanation e = explainIn(c, g.black, g.white);
    check.weightAfter += e.total;
    pairWeight = e.total;
    const bool newPair = !old.contains(pairKey(g));
    const bool newColours = !oldColours.contains({g.black, g.white});
    auto b = byId.find(g.black), w = byId.find(g.white);
    const bool known = b != byId.end() && w != byId.end();
    if (newPair) {
      // The same pair as drawn raises nothing the draw did not already accept.
      for (const PlayerId id : {g.black, g.white})
        if (auto p = players.find(id); p != players.end() && !p->second->playsIn(input.round))
          issue(ManualIssueKind::Absent, g, id, id == g.black ? g.white : g.black, 0);
      if (!e.allowed) issue(ManualIssueKind::Forbidden, g, g.black, g.white, 0);
      if (known) {
        const auto& opp = b->second->opponents;
        if (std::find(opp.begin(), opp.end(), g.white) != opp.end())
          issue(ManualIssueKind::Rematch, g, g.black, g.white, 0).metInRounds = met[pairKey(g)];
        const int gb = mms ? b->second->mms : b->second->score;
        const int gw = mms ? w->second->mms : w->second->score;
        if (gb != gw) {
          ManualIssue& i =
              issue(ManualIssueKind::ScoreDifference, g, g.black, g.white, std::abs(gb - gw));
          i.scoreA = gb;
          i.scoreB = gw;
        }
      }
      auto pb = players.find(g.black), pw = players.find(g.white);
      if (pb != players.end() && pw != players.end()) {
        const Player& x = *pb->second;
        const Player& y = *pw->second;
        if (input.settings.avoidSameClub && !x.club.empty() && x.club == y.club)
          issue(ManualIssueKind::SameClub, g, g.black, g.white, 0).shared = x.club;
        if (input.settings.avoidSameCountry && !x.country.empty() && x.country == y.country)
          issue(ManualIssueKind::SameCountry, g, g.black, g.white, 0).shared = x.country;
      }
      if (g.handicap > 0) issue(ManualIssueKind::Handicap, g, g.black, g.white, g.handicap);
    }
    if ((newPair || newColours) && g.handicap == 0 && known) {
      // Whites minus blacks once this game is played: two or more off is out of balance.
      const int black = b->second->whites - b->second->blacks - 1;
      const int white = w->second->whites - w->second->blacks + 1;
      if (black <= -2) {
        ManualIssue& i = issue(ManualIssueKind::ColourBalance, g, g.black, g.white, black);
        i.black = true;
        i.colourRun = run(g.black, true);
      }
      if (white >= 2)
        issue(ManualIssueKind::ColourBalance, g, g.white, g.black, white).colourRun =
            run(g.white, false);
    }
  }
  check.warnings.assign(warnings.begin(), warnings.end());
  return check;
}

}  // namespace tengen::pairing
