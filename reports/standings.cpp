#include "reports/standings.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <unordered_map>

namespace tengen::reports {

using pairing::Outcome;
using pairing::PlayerId;
using pairing::RegistrationStatus;

int Tournament::lastRound() const {
  int last = 0;
  for (const auto& r : rounds) last = std::max(last, r.number);
  return last;
}

int Tournament::lastPlayedRound() const {
  int played = 0;
  for (const auto& r : rounds)
    if (std::any_of(r.games.begin(), r.games.end(),
                    [](const pairing::Game& g) { return g.result.has_value(); }))
      played = std::max(played, r.number);
  return played > 0 ? played : lastRound();
}

const pairing::Player* Tournament::player(PlayerId id) const {
  for (const auto& p : players)
    if (p.id == id) return &p;
  return nullptr;
}

const pairing::Round* Tournament::round(int number) const {
  for (const auto& r : rounds)
    if (r.number == number) return &r;
  return nullptr;
}

std::string formatFraction(std::int64_t value, int divisor) {
  if (divisor <= 1) return std::to_string(value);
  const bool negative = value < 0;
  const std::int64_t a = negative ? -value : value;
  std::string s = (negative ? "-" : "") + std::to_string(a / divisor);
  std::int64_t rest = a % divisor;
  if (rest == 0) return s;
  s += '.';
  // Divisors are 2 or 4: at most two decimals.
  for (int i = 0; i < 4 && rest != 0; ++i) {
    rest *= 10;
    s += static_cast<char>('0' + rest / divisor);
    rest %= divisor;
  }
  return s;
}

int mcMahonStart(int strength, const ScoringConvention& scoring) {
  const int floor = scoring.mcMahonFloor.value_or(-30);
  int s = std::max(strength, floor);
  if (scoring.mcMahonBar) s = std::min(s, *scoring.mcMahonBar);
  return s - floor;
}

int ratingOf(const pairing::Player& player) {
  if (player.rating) return *player.rating;
  return 2100 + 100 * player.rank.strength();
}

int Standings::divisor(Criterion criterion) const {
  switch (criterion) {
    case Criterion::Rating:
      return 1;
    case Criterion::Nbw:
      return 2;
    default:
      return 2 * settings.scoring.unitsPerPoint;
  }
}

std::string Standings::display(Criterion criterion, std::int64_t value) const {
  return formatFraction(value, divisor(criterion));
}

Criterion Standings::primary() const {
  for (Criterion c : settings.order)
    if (c == Criterion::Score || c == Criterion::Mms) return c;
  return Criterion::Score;
}

std::string Standings::displayScore(const StandingRow& row) const {
  return primary() == Criterion::Mms ? display(Criterion::Mms, row.mms)
                                     : display(Criterion::Score, row.score);
}

int Standings::indexOf(PlayerId id) const {
  if (rowIndex.size() == rows.size()) {
    auto it = rowIndex.find(id);
    return it == rowIndex.end() ? -1 : it->second;
  }
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (rows[i].player.id == id) return static_cast<int>(i);
  return -1;
}

namespace {

// Per-player working data.
struct Work {
  std::vector<RoundEntry> entries;
  std::int64_t score = 0, mms = 0, nbw = 0, cuss = 0;
  std::int64_t sos = 0, sosM1 = 0, sosM2 = 0, sosos = 0, sodos = 0;
  std::vector<std::int64_t> sosReverse;
  std::int64_t rating = 0;
  std::int64_t startMms = 0;  // the McMahon start score, half units
  // The primary score as an opponent with sosVirtualScores: games played on the board, half a
  // win for every other round counted (half units).
  std::int64_t virtualPrimary = 0;
};

// A game played out on the board: a result that is no forfeit and not "unplayed".
bool playedOnBoard(const RoundEntry& e) {
  return e.kind == EntryKind::Game && !e.forfeit && e.outcome != PlayerOutcome::None;
}

bool realOpponent(const RoundEntry& e, const ScoringConvention& sc) {
  if (e.kind != EntryKind::Game || e.outcome == PlayerOutcome::None) return false;
  return !(e.forfeit && sc.forfeitUnplayedForTieBreaks);
}

}  // namespace

Standings computeStandings(const Tournament& t, const StandingsSettings& settingsIn,
                           int afterRound) {
  Standings st;
  st.settings = settingsIn;
  auto& order = st.settings.order;
  if (std::find(order.begin(), order.end(), Criterion::Score) == order.end() &&
      std::find(order.begin(), order.end(), Criterion::Mms) == order.end())
    order.insert(order.begin(), Criterion::Score);
  const ScoringConvention& sc = st.settings.scoring;
  const int rounds = afterRound > 0 ? afterRound : t.lastRound();
  st.afterRound = rounds;
  const bool primaryIsMms = st.primary() == Criterion::Mms;

  const std::size_t n = t.players.size();
  std::unordered_map<PlayerId, std::size_t> index;
  index.reserve(n * 2);
  for (std::size_t i = 0; i < n; ++i) index.emplace(t.players[i].id, i);

  std::vector<Work> w(n);
  for (std::size_t i = 0; i < n; ++i) {
    w[i].entries.resize(static_cast<std::size_t>(rounds));
    for (int r = 1; r <= rounds; ++r) w[i].entries[static_cast<std::size_t>(r - 1)].round = r;
  }

  // 1. Round entries.
  for (const pairing::Round& round : t.rounds) {
    if (round.number < 1 || round.number > rounds) continue;
    const auto ri = static_cast<std::size_t>(round.number - 1);
    for (const pairing::Game& g : round.games) {
      auto bi = index.find(g.black), wi = index.find(g.white);
      for (int side = 0; side < 2; ++side) {
        auto it = side == 0 ? bi : wi;
        if (it == index.end()) continue;
        RoundEntry& e = w[it->second].entries[ri];
        e.kind = g.result ? EntryKind::Game : EntryKind::Pending;
        e.opponent = side == 0 ? g.white : g.black;
        e.board = g.board;
        e.black = side == 0;
        e.handicap = g.handicap;
        if (!g.result) continue;
        const pairing::Result& res = *g.result;
        e.forfeit = res.method == pairing::WinMethod::Forfeit;
        e.byReferee = res.byReferee;
        const bool mine = side == 0 ? res.blackWins() : res.whiteWins();
        const bool theirs = side == 0 ? res.whiteWins() : res.blackWins();
        switch (res.outcome) {
          case Outcome::Jigo:
            e.outcome = PlayerOutcome::Jigo;
            break;
          case Outcome::Unplayed:
            e.outcome = PlayerOutcome::None;
            break;
          case Outcome::BothLose:
            e.outcome = PlayerOutcome::Loss;
            break;
          default:
            e.outcome =
                mine ? PlayerOutcome::Win : (theirs ? PlayerOutcome::Loss : PlayerOutcome::None);
        }
      }
    }
    for (PlayerId id : round.byes) {
      auto it = index.find(id);
      if (it == index.end()) continue;
      RoundEntry& e = w[it->second].entries[ri];
      e.kind = EntryKind::Bye;
    }
  }

  // 2. Scores, MMS, NBW, CUSS.
  // Byes and absences apart from games, for conventions that round them down (to whole wins).
  auto roundedDown = [&](std::int64_t v) {
    return sc.roundDownByesAndAbsences && sc.win > 0 ? v / sc.win * sc.win : v;
  };
  for (std::size_t i = 0; i < n; ++i) {
    Work& p = w[i];
    std::int64_t units = 0, mmsUnits = 0, running = 0;
    std::int64_t freeUnits = 0, freeMms = 0;  // from byes and absences
    for (RoundEntry& e : p.entries) {
      int u = 0, m = 0;
      bool free = false;
      switch (e.kind) {
        case EntryKind::Game:
          switch (e.outcome) {
            case PlayerOutcome::Win:
              u = m = sc.win;
              p.nbw += 2;
              break;
            case PlayerOutcome::Loss:
              u = m = sc.loss;
              break;
            case PlayerOutcome::Jigo:
              u = m = sc.jigo;
              p.nbw += 1;
              break;
            case PlayerOutcome::None:
              u = sc.absent;
              m = sc.mmsAbsent;
              free = true;
              break;
          }
          break;
        case EntryKind::Pending:
          break;
        case EntryKind::Bye:
          u = sc.bye;
          m = sc.mmsBye;
          free = true;
          if (sc.byeCountsAsWin) p.nbw += 2;
          break;
        case EntryKind::Absent:
          // OpenGotha counts only the rounds a player said he would miss.
          if (!sc.absencesDeclaredOnly || t.players[i].absentRounds.count(e.round)) {
            u = sc.absent;
            m = sc.mmsAbsent;
          }
          free = true;
          break;
      }
      e.units = u;
      if (free) {
        freeUnits += u;
        freeMms += m;
      } else {
        units += u;
        mmsUnits += m;
      }
      running = 2 * (units + roundedDown(freeUnits));
      p.cuss += running;
    }
    units += roundedDown(freeUnits);
    mmsUnits += roundedDown(freeMms);
    p.score = 2 * units;
    std::int64_t start = mcMahonStart(t.players[i].rank.strength(), sc);
    if (auto c = st.settings.mmsCorrection.find(t.players[i].id);
        c != st.settings.mmsCorrection.end())
      start += c->second;
    p.startMms = 2 * start * sc.win;
    p.mms = 2 * (start * sc.win + mmsUnits);
    p.rating = ratingOf(t.players[i]);
  }
  auto primaryOf = [&](std::size_t i) { return primaryIsMms ? w[i].mms : w[i].score; };
  for (Work& p : w) {
    p.virtualPrimary = primaryIsMms ? p.startMms : 0;
    for (const RoundEntry& e : p.entries)
      p.virtualPrimary += playedOnBoard(e) ? 2 * e.units : sc.win;
  }
  // A real opponent's score as SOS & co read it.
  auto opponentScore = [&](std::size_t j) {
    return sc.sosVirtualScores ? w[j].virtualPrimary : primaryOf(j);
  };
  // OpenGotha's SOSM: a handicap game's opponent counts with the handicap added when the player
  // took White, taken off when Black (stones as MMS points, half units).
  auto handicapShift = [&](const RoundEntry& e) -> std::int64_t {
    if (!sc.sosHandicap || !primaryIsMms || e.handicap <= 0) return 0;
    const std::int64_t shift = 2 * std::int64_t{e.handicap} * sc.win;
    return e.black ? -shift : shift;
  };
  // What a round without a real opponent adds to the SOS family (nullopt: nothing).
  auto virtualScore = [&](std::size_t i, const RoundEntry& e) -> std::optional<std::int64_t> {
    switch (e.kind == EntryKind::Bye ? sc.byeSos : sc.absentSos) {
      case VirtualOpponent::Nothing:
        return std::nullopt;
      case VirtualOpponent::OwnScore:
        return primaryOf(i);
      case VirtualOpponent::StartScore:
        return primaryIsMms ? w[i].startMms : 0;
    }
    return std::nullopt;
  };

  // 3. SOS family. Contributions per round (nullopt: the round adds no opponent).
  std::vector<std::int64_t> contrib;
  std::vector<char> has;
  for (std::size_t i = 0; i < n; ++i) {
    Work& p = w[i];
    contrib.assign(p.entries.size(), 0);
    has.assign(p.entries.size(), 0);
    for (std::size_t r = 0; r < p.entries.size(); ++r) {
      const RoundEntry& e = p.entries[r];
      if (e.kind == EntryKind::Pending) continue;
      if (realOpponent(e, sc)) {
        auto it = index.find(e.opponent);
        if (it == index.end()) continue;
        contrib[r] = opponentScore(it->second) + handicapShift(e);
        has[r] = 1;
        continue;
      }
      if (auto v = virtualScore(i, e)) {
        contrib[r] = *v;
        has[r] = 1;
      }
    }
    std::vector<std::int64_t> list;
    for (std::size_t r = 0; r < contrib.size(); ++r)
      if (has[r]) list.push_back(contrib[r]);
    std::sort(list.begin(), list.end());
    const std::int64_t total = std::accumulate(list.begin(), list.end(), std::int64_t{0});
    p.sos = total;
    p.sosM1 = list.size() > 1 ? total - list[0] : 0;
    p.sosM2 = list.size() > 2 ? total - list[0] - list[1] : 0;
    // 逆减: drop the last round's contribution, then the last two, ...
    std::int64_t prefix = total;
    for (std::size_t k = contrib.size(); k > 1; --k) {
      prefix -= has[k - 1] ? contrib[k - 1] : 0;
      p.sosReverse.push_back(prefix);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    Work& p = w[i];
    for (const RoundEntry& e : p.entries) {
      if (e.kind == EntryKind::Pending) continue;
      if (realOpponent(e, sc)) {
        auto it = index.find(e.opponent);
        if (it == index.end()) continue;
        p.sosos += w[it->second].sos;
        const std::int64_t opponent = opponentScore(it->second) + handicapShift(e);
        if (e.outcome == PlayerOutcome::Win) p.sodos += opponent;
        if (e.outcome == PlayerOutcome::Jigo) p.sodos += opponent / 2;
        continue;
      }
      const VirtualOpponent v = e.kind == EntryKind::Bye ? sc.byeSos : sc.absentSos;
      if (v == VirtualOpponent::OwnScore) {
        p.sosos += p.sos;
        if (e.kind == EntryKind::Bye ||
            (e.kind == EntryKind::Game && e.outcome == PlayerOutcome::Win))
          p.sodos += primaryOf(i);
      }
      // OpenGotha's virtual opponent has the player's start score in every round: its SOS is
      // that score times the rounds counted (0 for SCORE); a bye is no defeated opponent.
      if (v == VirtualOpponent::StartScore && primaryIsMms) p.sosos += p.startMms * rounds;
    }
  }

  // 4. Ordering: criterion by criterion, splitting groups of players still tied.
  auto valueOf = [&](std::size_t i, Criterion c) -> std::int64_t {
    const Work& p = w[i];
    switch (c) {
      case Criterion::Score:
        return p.score;
      case Criterion::Mms:
        return p.mms;
      case Criterion::Sos:
        return p.sos;
      case Criterion::SosMinus1:
        return p.sosM1;
      case Criterion::SosMinus2:
        return p.sosM2;
      case Criterion::Sosos:
        return p.sosos;
      case Criterion::Sodos:
        return p.sodos;
      case Criterion::Cuss:
        return p.cuss;
      case Criterion::SosReverse:
        return p.sosReverse.empty() ? 0 : p.sosReverse.front();
      case Criterion::Nbw:
        return p.nbw;
      case Criterion::Rating:
        return p.rating;
      case Criterion::DirectEncounter:
        return 0;
    }
    return 0;
  };

  std::vector<std::size_t> ord(n);
  std::iota(ord.begin(), ord.end(), std::size_t{0});
  const std::size_t nc = order.size();
  std::vector<std::vector<std::int64_t>> values(n, std::vector<std::int64_t>(nc, 0));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t c = 0; c < nc; ++c) values[i][c] = valueOf(i, order[c]);

  // Group boundaries: groups[k] = [begin, end) in `ord`.
  std::vector<std::pair<std::size_t, std::size_t>> groups{{0, n}};
  std::vector<int> groupOf(n, -1);
  for (std::size_t c = 0; c < nc; ++c) {
    std::vector<std::pair<std::size_t, std::size_t>> next;
    for (std::size_t g = 0; g < groups.size(); ++g) {
      auto [b, e] = groups[g];
      if (e - b < 2) {
        next.push_back(groups[g]);
        continue;
      }
      if (order[c] == Criterion::DirectEncounter) {
        // 直胜: points scored against the others of exactly this group, if all of them met.
        const int gid = static_cast<int>(g);
        for (std::size_t k = b; k < e; ++k) groupOf[ord[k]] = gid;
        std::size_t meetings = 0;
        for (std::size_t k = b; k < e; ++k) {
          const std::size_t i = ord[k];
          std::vector<PlayerId> met;
          std::int64_t pts = 0;
          for (const RoundEntry& en : w[i].entries) {
            if (!realOpponent(en, sc)) continue;
            auto it = index.find(en.opponent);
            if (it == index.end() || groupOf[it->second] != gid) continue;
            pts += 2 * en.units;
            if (std::find(met.begin(), met.end(), en.opponent) == met.end())
              met.push_back(en.opponent);
          }
          meetings += met.size();
          values[i][c] = pts;
        }
        const std::size_t size = e - b;
        if (meetings < size * (size - 1)) {
          for (std::size_t k = b; k < e; ++k) values[ord[k]][c] = 0;
        }
        for (std::size_t k = b; k < e; ++k) groupOf[ord[k]] = -1;
      }
      std::stable_sort(ord.begin() + static_cast<std::ptrdiff_t>(b),
                       ord.begin() + static_cast<std::ptrdiff_t>(e),
                       [&](std::size_t x, std::size_t y) {
                         if (order[c] == Criterion::SosReverse && values[x][c] == values[y][c])
                           return w[x].sosReverse > w[y].sosReverse;
                         return values[x][c] > values[y][c];
                       });
      std::size_t start = b;
      for (std::size_t k = b + 1; k <= e; ++k) {
        const bool split =
            k == e || values[ord[k]][c] != values[ord[start]][c] ||
            (order[c] == Criterion::SosReverse && w[ord[k]].sosReverse != w[ord[start]].sosReverse);
        if (split) {
          next.emplace_back(start, k);
          start = k;
        }
      }
    }
    groups = std::move(next);
  }

  // 5. Rows with places.
  st.rows.reserve(n);
  for (auto [b, e] : groups) {
    const int groupPlace = static_cast<int>(st.rows.size()) + 1;
    const std::size_t first = st.rows.size();
    for (std::size_t k = b; k < e; ++k) {
      const std::size_t i = ord[k];
      const pairing::Player& pl = t.players[i];
      const bool withdrawn = pl.status == RegistrationStatus::Withdrawn;
      if (withdrawn && !sc.listWithdrawn) continue;
      if (!sc.listNeverPlayed &&
          std::none_of(w[i].entries.begin(), w[i].entries.end(), [](const RoundEntry& e) {
            return e.kind == EntryKind::Game || e.kind == EntryKind::Pending ||
                   e.kind == EntryKind::Bye;
          }))
        continue;
      StandingRow row;
      row.player = pl;
      row.withdrawn = withdrawn;
      row.score = w[i].score;
      row.mms = w[i].mms;
      row.values = values[i];
      row.sosReverse = w[i].sosReverse;
      row.entries = w[i].entries;
      row.place = groupPlace;
      st.rows.push_back(std::move(row));
    }
    if (st.rows.size() - first > 1)
      for (std::size_t k = first; k < st.rows.size(); ++k) st.rows[k].exAequo = true;
  }
  st.rowIndex.reserve(st.rows.size());
  for (std::size_t i = 0; i < st.rows.size(); ++i)
    st.rowIndex.emplace(st.rows[i].player.id, static_cast<int>(i));
  return st;
}

}  // namespace tengen::reports
