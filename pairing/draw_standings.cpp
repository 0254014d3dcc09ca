#include "pairing/draw_standings.h"

#include <algorithm>
#include <map>
#include <set>

#include "pairing/game_points.h"

namespace tengen::pairing {

namespace swiss_draw {

bool usesMms(const Event& e) {
  return e.system == PairingSystem::McMahon;
}

std::vector<const Round*> roundsBefore(const DrawInput& in) {
  std::vector<const Round*> rounds;
  for (const Round& r : in.previous)
    if (r.number < in.round) rounds.push_back(&r);
  std::sort(rounds.begin(), rounds.end(),
            [](const Round* a, const Round* b) { return a->number < b->number; });
  return rounds;
}

}  // namespace swiss_draw

using swiss_draw::roundsBefore;
using swiss_draw::usesMms;

int mcmahonStart(const PairingSettings& s, const Player& p) {
  const int floor = std::min(s.mcmahonFloor, s.mcmahonBar);
  const int clamped = std::clamp(p.rank.strength(), floor, s.mcmahonBar);
  auto it = s.mmsCorrection.find(p.id);
  return clamped - floor + (it == s.mmsCorrection.end() ? 0 : it->second);
}

std::vector<Standing> standings(const DrawInput& in) {
  std::vector<Standing> out;
  std::map<PlayerId, std::size_t> index;
  for (const Player& p : in.players) {
    Standing s;
    s.id = p.id;
    if (usesMms(in.event)) s.mms = 2 * mcmahonStart(in.settings, p);
    index[p.id] = out.size();
    out.push_back(std::move(s));
  }
  const bool mms = usesMms(in.event);
  for (const Round* r : roundsBefore(in)) {
    std::map<PlayerId, int> before;  // group values before this round (draw-up/down)
    for (const Standing& s : out) before[s.id] = mms ? s.mms : s.score;
    for (const Game& g : r->games) {
      auto b = index.find(g.black);
      auto w = index.find(g.white);
      if (b == index.end() || w == index.end()) continue;
      Standing& sb = out[b->second];
      Standing& sw = out[w->second];
      const int pb = gameHalfPoints(g.result, true);
      const int pw = gameHalfPoints(g.result, false);
      sb.score += pb;
      sb.mms += pb;
      sw.score += pw;
      sw.mms += pw;
      ++sb.blacks;
      ++sw.whites;
      sb.opponents.push_back(sw.id);
      sw.opponents.push_back(sb.id);
      const int gb = before[sb.id], gw = before[sw.id];
      if (gb < gw) {
        ++sb.drawnUp;
        ++sw.drawnDown;
      } else if (gw < gb) {
        ++sw.drawnUp;
        ++sb.drawnDown;
      }
    }
    for (PlayerId id : r->byes) {
      auto it = index.find(id);
      if (it == index.end()) continue;
      out[it->second].score += in.settings.byeHalfPoints;
      out[it->second].mms += in.settings.mmsByeHalfPoints;
      ++out[it->second].byes;
    }
    // Missed rounds (absence, late entry): scored by the event's convention.
    if (in.settings.absentHalfPoints != 0 || in.settings.mmsAbsentHalfPoints != 0) {
      std::set<PlayerId> present(r->byes.begin(), r->byes.end());
      for (const Game& g : r->games) {
        present.insert(g.black);
        present.insert(g.white);
      }
      for (Standing& s : out) {
        if (present.contains(s.id)) continue;
        s.score += in.settings.absentHalfPoints;
        s.mms += in.settings.mmsAbsentHalfPoints;
      }
    }
  }
  return out;
}

}  // namespace tengen::pairing
