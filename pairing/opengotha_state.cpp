#include "pairing/opengotha_state.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "pairing/game_points.h"
#include "pairing/opengotha_confrontation.h"

namespace tengen::pairing {

int OpenGothaPlayerState::critValue(OpenGothaCriterion criterion) const {
  switch (criterion) {
    case OpenGothaCriterion::Null:
      return 0;
    case OpenGothaCriterion::Category:  // the stronger category first
      return -category;
    case OpenGothaCriterion::Rank:
      return rank;
    case OpenGothaCriterion::Rating:
      return rating;
    case OpenGothaCriterion::Nbw:
      return nbw2;
    case OpenGothaCriterion::Mms:
      return mms2;
    case OpenGothaCriterion::Sosw:
      return sosw2;
    case OpenGothaCriterion::Sosm:
      return sosm2;
    case OpenGothaCriterion::Sososw:
      return sososw2;
    case OpenGothaCriterion::Sososm:
      return sososm2;
    case OpenGothaCriterion::Cussw:
      return cussw2;
    case OpenGothaCriterion::Cussm:
      return cussm2;
    case OpenGothaCriterion::Sts:
      return sts2;
    case OpenGothaCriterion::Cps:
      return cps2;
    case OpenGothaCriterion::SoswM1:
      return soswM1x2;
    case OpenGothaCriterion::SoswM2:
      return soswM2x2;
    case OpenGothaCriterion::Sodosw:
      return sodosw4;
    case OpenGothaCriterion::SosmM1:
      return sosmM1x2;
    case OpenGothaCriterion::SosmM2:
      return sosmM2x2;
    case OpenGothaCriterion::Sodosm:
      return sodosm4;
    case OpenGothaCriterion::Sosts:
      return sosts2;
    case OpenGothaCriterion::Ext:
      return ext2;
    case OpenGothaCriterion::Exr:
      return exr2;
    case OpenGothaCriterion::Sdc:
      return sdc;
    case OpenGothaCriterion::Dc:
      return dc;
  }
  return 0;
}

std::u16string utf16(std::string_view s) {
  std::u16string out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    char32_t cp = extra == 0 ? c : extra == 1 ? (c & 0x1F) : extra == 2 ? (c & 0x0F) : (c & 0x07);
    bool ok = extra >= 0 && i + static_cast<std::size_t>(std::max(extra, 0)) < s.size();
    for (int k = 1; ok && k <= extra; ++k) {
      const auto d = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      if ((d >> 6) != 2) ok = false;
      cp = (cp << 6) | (d & 0x3F);
    }
    if (!ok) {
      out.push_back(u'\uFFFD');
      ++i;
      continue;
    }
    i += static_cast<std::size_t>(extra) + 1;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
      out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
    } else {
      out.push_back(static_cast<char16_t>(cp));
    }
  }
  return out;
}

namespace {

std::string lowered(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// One player's part in one earlier round.
enum class Participation { NotAssigned, Absent, Bye, Paired };
struct RoundPart {
  Participation part = Participation::NotAssigned;
  int opponent = -1;  // index into the state's players
  bool white = false;
  int handicap = 0;
  int points2 = 0;  // twice the points the game gave this player
  // +1 a win on the board, -1 a loss on the board (no forfeit, no both-win): what OpenGotha's
  // direct confrontation counts.
  int boardWin = 0;
  // A game with a result that is no forfeit (OpenGotha's gameWasPlayed): only such games count
  // in the "virtual" scores of genCountNotPlayedGamesAsHalfPoint.
  bool onBoard = false;
};

bool playedOnBoard(const std::optional<Result>& result) {
  return result && result->method != WinMethod::Forfeit;
}

// Twice the "virtual" score after each earlier round (genCountNotPlayedGamesAsHalfPoint): the
// points of the games played on the board, and half a point for every other round, from
// `start` (0 for NBW, twice the starting MMS for MMS). No bye or absence values, no rounding.
std::vector<int> virtualScores(const std::vector<RoundPart>& rounds, int start) {
  std::vector<int> out;
  int score = start;
  for (const RoundPart& rp : rounds) {
    score += rp.onBoard ? rp.points2 : 1;
    out.push_back(score);
  }
  return out;
}

int boardWin(const std::optional<Result>& result, bool white) {
  if (!result || result->method == WinMethod::Forfeit) return 0;
  if (result->outcome == Outcome::WhiteWins) return white ? 1 : -1;
  if (result->outcome == Outcome::BlackWins) return white ? -1 : 1;
  return 0;
}

// The sum of `values` without its `drop` lowest.
int sumWithoutLowest(std::vector<int> values, std::size_t drop) {
  std::ranges::sort(values);
  int sum = 0;
  for (std::size_t k = drop; k < values.size(); ++k) sum += values[k];
  return sum;
}

// EXT/EXR's weight of a game: how far the handicap given (the real one less the ranks'
// difference) went against the player.
int exploitCoefficient(int realHandicap, int naturalHandicap) {
  const int d = realHandicap - naturalHandicap;
  return d < 0 ? 0 : d == 0 ? 1 : d == 1 ? 2 : 3;
}

// DC and SDC, as the standings before the round leave them in OpenGotha: for each set of players
// equal on every placement criterion before the first DC or SDC, from the games on the board
// between them. Without DC or SDC among the criteria both stay 0.
void setConfrontation(OpenGothaState& s, const std::vector<std::vector<RoundPart>>& parts,
                      const std::vector<OpenGothaCriterion>& placement) {
  const auto dir = std::ranges::find_if(placement, [](OpenGothaCriterion c) {
    return c == OpenGothaCriterion::Dc || c == OpenGothaCriterion::Sdc;
  });
  if (dir == placement.end()) return;
  const std::vector<OpenGothaCriterion> before(placement.begin(), dir);
  std::map<std::vector<int>, std::vector<int>> tied;  // values before DC -> players
  for (std::size_t i = 0; i < s.players.size(); ++i) {
    std::vector<int> key;
    for (OpenGothaCriterion c : before) key.push_back(s.players[i].critValue(c));
    tied[key].push_back(static_cast<int>(i));
  }
  std::vector<int> place(s.players.size());  // index inside its tied set
  for (const auto& [key, members] : tied)
    for (std::size_t k = 0; k < members.size(); ++k)
      place[static_cast<std::size_t>(members[k])] = static_cast<int>(k);
  for (const auto& [key, members] : tied) {
    if (members.size() < 2) continue;
    std::map<std::pair<int, int>, int> balance;
    for (int i : members)
      for (const RoundPart& rp : parts[static_cast<std::size_t>(i)]) {
        if (rp.part != Participation::Paired || rp.boardWin == 0) continue;
        const int a = place[static_cast<std::size_t>(i)];
        const int b = place[static_cast<std::size_t>(rp.opponent)];
        const bool sameSet = b < static_cast<int>(members.size()) &&
                             members[static_cast<std::size_t>(b)] == rp.opponent;
        if (!sameSet || a > b) continue;  // each game once, from the lower place
        balance[{a, b}] += rp.boardWin;
      }
    const OpenGothaConfrontation c =
        openGothaConfrontation(static_cast<int>(members.size()), balance);
    for (std::size_t k = 0; k < members.size(); ++k) {
      s.players[static_cast<std::size_t>(members[k])].dc = c.dc[k];
      s.players[static_cast<std::size_t>(members[k])].sdc = c.sdc[k];
    }
  }
}

}  // namespace

int openGothaCategory(const OpenGothaParams& p, int rank) {
  if (p.numberOfCategories <= 1) return 0;
  const auto& limits = p.lowerCategoryLimits;
  for (std::size_t c = 0; c < limits.size(); ++c)
    if (rank >= limits[c]) return static_cast<int>(c);
  return static_cast<int>(limits.size());
}

OpenGothaState openGothaState(const DrawInput& in) {
  const OpenGothaParams& p = in.settings.openGotha;
  OpenGothaState s;
  s.mcmahon = in.event.system == PairingSystem::McMahon;
  s.round = in.round;
  s.seed = in.seed;
  std::vector<const Player*> sorted;
  for (const Player& pl : in.players) sorted.push_back(&pl);
  std::ranges::sort(sorted, {}, &Player::id);
  const int n = static_cast<int>(sorted.size());
  for (int i = 0; i < n; ++i) {
    const Player& pl = *sorted[static_cast<std::size_t>(i)];
    OpenGothaPlayerState ps;
    ps.id = pl.id;
    ps.rank = pl.rank.strength();
    ps.category = openGothaCategory(p, ps.rank);
    ps.rating = pl.rating.value_or(0);
    if (auto it = p.names.find(pl.id); it != p.names.end()) {
      ps.surname = utf16(it->second.surname);
      ps.firstName = utf16(it->second.firstName);
    } else {
      ps.surname = utf16(pl.name);
    }
    ps.clubKey = lowered(pl.club);
    for (std::size_t g = 0; g < p.clubsGroups.size(); ++g)
      if (std::ranges::any_of(p.clubsGroups[g],
                              [&](const std::string& c) { return lowered(c) == ps.clubKey; }))
        ps.clubsGroups.push_back(static_cast<int>(g));
    ps.countryKey = lowered(pl.country);
    int correction = 0;
    if (auto it = in.settings.mmsCorrection.find(pl.id); it != in.settings.mmsCorrection.end())
      correction = it->second;
    ps.smms = std::clamp(ps.rank, p.mmFloor, p.mmBar) - p.mmZero + correction;
    s.index[pl.id] = i;
    s.players.push_back(std::move(ps));
  }

  {
    std::vector<std::u16string> keys;
    for (auto& ps : s.players) {
      const std::u16string key = ps.surname + ps.firstName;
      ps.nameLength = static_cast<std::int64_t>(key.size());
      for (std::size_t i = 0; i < key.size(); ++i) {
        ps.nameSum += key[i];
        ps.nameWeightedSum += static_cast<std::int64_t>(key[i]) * static_cast<std::int64_t>(i + 1);
      }
      keys.push_back(key);
    }
    std::vector<std::u16string> sortedKeys = keys;
    std::ranges::sort(sortedKeys);
    for (std::size_t i = 0; i < keys.size(); ++i)
      s.players[i].nameRank =
          static_cast<int>(std::ranges::lower_bound(sortedKeys, keys[i]) - sortedKeys.begin());
  }

  // Earlier rounds, OpenGotha's round r = Tengen's round r + 1.
  const int played = std::max(0, in.round - 1);
  std::vector<std::vector<RoundPart>> parts(
      static_cast<std::size_t>(n), std::vector<RoundPart>(static_cast<std::size_t>(played)));
  for (int i = 0; i < n; ++i)
    for (int r = 0; r < played; ++r)
      if (sorted[static_cast<std::size_t>(i)]->absentRounds.contains(r + 1))
        parts[static_cast<std::size_t>(i)][static_cast<std::size_t>(r)].part =
            Participation::Absent;
  for (const Round& round : in.previous) {
    const int r = round.number - 1;
    if (r < 0 || r >= played) continue;
    for (PlayerId bye : round.byes)
      if (auto it = s.index.find(bye); it != s.index.end())
        parts[static_cast<std::size_t>(it->second)][static_cast<std::size_t>(r)].part =
            Participation::Bye;
    for (const Game& g : round.games) {
      auto b = s.index.find(g.black), w = s.index.find(g.white);
      if (b == s.index.end() || w == s.index.end()) continue;
      RoundPart& pb = parts[static_cast<std::size_t>(b->second)][static_cast<std::size_t>(r)];
      RoundPart& pw = parts[static_cast<std::size_t>(w->second)][static_cast<std::size_t>(r)];
      auto paired = [&](int opponent, bool white) {
        return RoundPart{Participation::Paired,
                         opponent,
                         white,
                         g.handicap,
                         gameHalfPoints(g.result, !white),
                         boardWin(g.result, white),
                         playedOnBoard(g.result)};
      };
      pb = paired(w->second, false);
      pw = paired(b->second, true);
    }
  }

  // Scores after each earlier round (twice the value). The cup score doubles each round's
  // score from games before it adds the round's points; byes and absences come on top of it.
  std::vector<std::vector<int>> mms(static_cast<std::size_t>(n)), nbw(static_cast<std::size_t>(n)),
      cps(static_cast<std::size_t>(n)), sts(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    auto& ps = s.players[static_cast<std::size_t>(i)];
    auto& m = mms[static_cast<std::size_t>(i)];
    auto& w = nbw[static_cast<std::size_t>(i)];
    auto& c = cps[static_cast<std::size_t>(i)];
    int gameMms = 2 * ps.smms, gameNbw = 0, gameCps = 0, extraNbw = 0, extraMms = 0;
    for (int r = 0; r < played; ++r) {
      const RoundPart& rp = parts[static_cast<std::size_t>(i)][static_cast<std::size_t>(r)];
      gameCps *= 2;
      if (rp.part == Participation::Paired) {
        gameMms += rp.points2;
        gameNbw += rp.points2;
        gameCps += rp.points2;
      } else if (rp.part == Participation::Absent) {
        extraNbw += p.nbw2Absent;
        extraMms += p.mms2Absent;
      } else if (rp.part == Participation::Bye) {
        extraNbw += p.nbw2Bye;
        extraMms += p.mms2Bye;
      }
      const int addNbw = p.roundDownNbwMms ? extraNbw / 2 * 2 : extraNbw;
      const int addMms = p.roundDownNbwMms ? extraMms / 2 * 2 : extraMms;
      m.push_back(gameMms + addMms);
      w.push_back(gameNbw + addNbw);
      c.push_back(gameCps + addNbw);
    }
    // Strasbourg: the MMS, and 2 more from the round before the last three for a player of the
    // top group who won every game until then, 2 more from the one before the last two. The top
    // MMS is OpenGotha's 30 + bar + games (it takes the McMahon zero as 30K there).
    const int rounds = p.numberOfRounds;
    auto& t = sts[static_cast<std::size_t>(i)];
    t = m;
    for (int from : {rounds - 3, rounds - 2})
      if (rounds >= 3 && from < played &&
          m[static_cast<std::size_t>(from)] == 2 * (30 + p.mmBar + from + 1))
        for (int r = from; r < played; ++r) t[static_cast<std::size_t>(r)] += 4;
  }
  const int last = played - 1;  // OpenGotha's "roundNumber - 1"
  auto at = [&](const std::vector<std::vector<int>>& v, int i, int r, int before) {
    return r >= 0 ? v[static_cast<std::size_t>(i)][static_cast<std::size_t>(r)] : before;
  };
  auto mmsAt = [&](int i, int r) {
    return at(mms, i, r, 2 * s.players[static_cast<std::size_t>(i)].smms);
  };
  auto nbwAt = [&](int i, int r) { return at(nbw, i, r, 0); };
  auto cpsAt = [&](int i, int r) { return at(cps, i, r, 0); };
  // The opponent's scores the sums over opponents read: as above, or with
  // genCountNotPlayedGamesAsHalfPoint the virtual NBW and MMS, and an STS of 0 (OpenGotha 3.51
  // never fills its virtual STS, so its SOSTS then counts only the handicaps).
  std::vector<int> oppNbw(static_cast<std::size_t>(n)), oppMms(oppNbw), oppSts(oppNbw);
  for (int i = 0; i < n && last >= 0; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (!p.countNotPlayedAsHalf) {
      oppNbw[k] = nbwAt(i, last);
      oppMms[k] = mmsAt(i, last);
      oppSts[k] = at(sts, i, last, 0);
      continue;
    }
    const auto& rounds = parts[k];
    oppNbw[k] = virtualScores(rounds, 0)[static_cast<std::size_t>(last)];
    oppMms[k] = virtualScores(rounds, 2 * s.players[k].smms)[static_cast<std::size_t>(last)];
  }
  for (int i = 0; i < n; ++i) {
    auto& ps = s.players[static_cast<std::size_t>(i)];
    ps.mms2 = mmsAt(i, last);
    ps.nbw2 = nbwAt(i, last);
    ps.cps2 = cpsAt(i, last);
    ps.sts2 = at(sts, i, last, 2 * ps.smms);
    // Each round's opponent score: an unplayed round counts 0 (NBW) or the player's own
    // starting MMS (MMS, STS); the MMS and STS ones with the handicap given or received.
    std::vector<int> osw, osm;
    for (int r = 0; r <= last; ++r) {
      const RoundPart& rp = parts[static_cast<std::size_t>(i)][static_cast<std::size_t>(r)];
      ps.cussw2 += nbwAt(i, r);
      ps.cussm2 += mmsAt(i, r);
      if (rp.part != Participation::Paired) {
        osw.push_back(0);
        osm.push_back(2 * ps.smms);
        ps.sosts2 += 2 * ps.smms;
        continue;
      }
      const int handicap = (rp.white ? 2 : -2) * rp.handicap;
      const auto o = static_cast<std::size_t>(rp.opponent);
      osw.push_back(oppNbw[o]);
      osm.push_back(oppMms[o] + handicap);
      ps.sosts2 += oppSts[o] + handicap;
      ps.sodosw4 += osw.back() * rp.points2;
      ps.sodosm4 += osm.back() * rp.points2;
      const auto& opp = s.players[static_cast<std::size_t>(rp.opponent)];
      const int coefficient =
          exploitCoefficient(rp.white ? rp.handicap : -rp.handicap, ps.rank - opp.rank);
      ps.ext2 += nbwAt(rp.opponent, last) * coefficient;
      if (rp.points2 == 2) ps.exr2 += nbwAt(rp.opponent, last) * coefficient;
      if (rp.handicap == 0) ps.wbBalance += rp.white ? 1 : -1;
      ps.opponents.push_back(opp.id);
    }
    ps.sosw2 = sumWithoutLowest(osw, 0);
    ps.sosm2 = sumWithoutLowest(osm, 0);
    // OpenGotha's rounds from 0: SOSW-1 from its round 1, SOSW-2, SOSM-1 and SOSM-2 from its
    // round 2 (it leaves SOSM-1 at 0 after round 1).
    ps.soswM1x2 = last >= 1 ? sumWithoutLowest(osw, 1) : 0;
    ps.soswM2x2 = last >= 2 ? sumWithoutLowest(osw, 2) : 0;
    ps.sosmM1x2 = last >= 2 ? sumWithoutLowest(osm, 1) : 0;
    ps.sosmM2x2 = last >= 2 ? sumWithoutLowest(osm, 2) : 0;
    std::ranges::sort(ps.opponents);
  }
  for (int i = 0; i < n; ++i) {
    auto& ps = s.players[static_cast<std::size_t>(i)];
    for (int r = 0; r <= last; ++r) {
      const RoundPart& rp = parts[static_cast<std::size_t>(i)][static_cast<std::size_t>(r)];
      if (rp.part != Participation::Paired) {
        ps.sososm2 += 2 * ps.smms * (last + 1);
        continue;
      }
      ps.sososw2 += s.players[static_cast<std::size_t>(rp.opponent)].sosw2;
      ps.sososm2 += s.players[static_cast<std::size_t>(rp.opponent)].sosm2;
    }
  }
  setConfrontation(s, parts, p.placement);

  // The main score: the first of NBW / MMS / CPS among the placement criteria (NBW when none).
  OpenGothaCriterion main = OpenGothaCriterion::Nbw;
  for (OpenGothaCriterion c : p.placement)
    if (c == OpenGothaCriterion::Nbw || c == OpenGothaCriterion::Mms ||
        c == OpenGothaCriterion::Cps) {
      main = c;
      break;
    }
  const int ogRound = in.round - 1;
  int scoreMin = 0, scoreMax = ogRound;
  if (main == OpenGothaCriterion::Mms) {
    constexpr int kCorrectionMin = -1, kCorrectionMax = 2, kMinRank = -30;
    scoreMin = p.mmFloor + kCorrectionMin - kMinRank;
    scoreMax = p.mmBar + kCorrectionMax + ogRound - kMinRank;
  }
  if (main == OpenGothaCriterion::Cps) scoreMax = 1 << std::clamp(ogRound, 0, 30);
  auto mainAt = [&](int i, int r) {
    return main == OpenGothaCriterion::Mms   ? mmsAt(i, r)
           : main == OpenGothaCriterion::Cps ? cpsAt(i, r)
                                             : nbwAt(i, r);
  };
  // A group is a category and a main score (OpenGotha numbers them category by category).
  const int scoreRange = std::max(1, scoreMax - scoreMin + 1);
  s.numberOfGroups = scoreRange * std::max(1, p.numberOfCategories);

  // Groups, and the order inside each: the placement criteria and the round's additional
  // criterion (higher first), then surname and first name.
  std::vector<OpenGothaCriterion> crit = p.placement;
  crit.push_back(in.round > p.lastRoundForSeedSystem1 ? p.additionalCrit2 : p.additionalCrit1);
  auto byNames = [&](const OpenGothaPlayerState& a, const OpenGothaPlayerState& b) {
    if (a.surname != b.surname) return a.surname < b.surname;
    return a.firstName < b.firstName;
  };
  {
    std::vector<int> standing(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) standing[static_cast<std::size_t>(i)] = i;
    std::ranges::stable_sort(standing, [&](int a, int b) {
      const auto& pa = s.players[static_cast<std::size_t>(a)];
      const auto& pb = s.players[static_cast<std::size_t>(b)];
      for (OpenGothaCriterion c : p.placement)
        if (pa.critValue(c) != pb.critValue(c)) return pa.critValue(c) > pb.critValue(c);
      return byNames(pa, pb);
    });
    for (int k = 0; k < n; ++k)
      s.players[static_cast<std::size_t>(standing[static_cast<std::size_t>(k)])].order = k;
  }
  std::map<int, std::vector<int>> groups;
  for (int i = 0; i < n; ++i) {
    const int score = std::clamp(mainAt(i, last) / 2, scoreMin, scoreMax);
    groups[s.players[static_cast<std::size_t>(i)].category * scoreRange + scoreMax - score]
        .push_back(i);
  }
  for (auto& [group, members] : groups) {
    std::ranges::sort(members, [&](int a, int b) {
      const auto& pa = s.players[static_cast<std::size_t>(a)];
      const auto& pb = s.players[static_cast<std::size_t>(b)];
      for (OpenGothaCriterion c : crit)
        if (pa.critValue(c) != pb.critValue(c)) return pa.critValue(c) > pb.critValue(c);
      return byNames(pa, pb);
    });
    for (std::size_t k = 0; k < members.size(); ++k) {
      auto& ps = s.players[static_cast<std::size_t>(members[k])];
      ps.group = group;
      ps.groupSize = static_cast<int>(members.size());
      ps.inner = static_cast<int>(k);
    }
  }

  // Draw-ups and draw-downs: each earlier game against an opponent of another main score.
  for (int i = 0; i < n; ++i)
    for (int r = 0; r <= last; ++r) {
      const RoundPart& rp = parts[static_cast<std::size_t>(i)][static_cast<std::size_t>(r)];
      if (rp.part != Participation::Paired) continue;
      const int mine = mainAt(i, r - 1) / 2, theirs = mainAt(rp.opponent, r - 1) / 2;
      auto& ps = s.players[static_cast<std::size_t>(i)];
      if (mine < theirs) ++ps.drawnUp;
      if (mine > theirs) ++ps.drawnDown;
    }
  return s;
}

}  // namespace tengen::pairing
