#include "tests/rules/local_solver.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <stdexcept>

#include "rules/life.h"

namespace tengen::rules::test {

namespace {

inline std::size_t ix(Loc p) {
  return static_cast<std::size_t>(p);
}

// Whether every stone of `part` is in `whole`.
bool subset(std::uint64_t part, std::uint64_t whole) {
  return (part & ~whole) == 0;
}

}  // namespace

std::size_t LocalSolver::KeyHash::operator()(const std::pair<Position, bool>& k) const {
  const std::uint64_t h = k.first.black * 0x9e3779b97f4a7c15ULL ^
                          (k.first.white + 0x632be59bd9b4e019ULL) * 0xbf58476d1ce4e5b9ULL;
  return std::hash<std::uint64_t>{}(k.second ? ~h : h);
}

namespace {

std::uint32_t positionHash(std::uint64_t black, std::uint64_t white) {
  std::uint64_t h = black * 0x9e3779b97f4a7c15ULL ^ white * 0xc2b2ae3d27d4eb4fULL;
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9ULL;
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

// Two bit numbers (of 256) of the Bloom filter for a position's hash.
std::pair<unsigned, unsigned> bloomBits(std::uint32_t h) {
  return {static_cast<unsigned>(h & 255), static_cast<unsigned>((h >> 8) & 255)};
}

}  // namespace

void LocalSolver::PositionSet::add(const Position& p) {
  inAll.black &= p.black;
  inAll.white &= p.white;
  inAny.black |= p.black;
  inAny.white |= p.white;
  const std::uint32_t h = positionHash(p.black, p.white);
  const auto [a, b] = bloomBits(h);
  bloom[a / 64] |= 1ULL << (a % 64);
  bloom[b / 64] |= 1ULL << (b % 64);
  if (summarised) return;
  const auto at = std::lower_bound(hashes.begin(), hashes.end(), h);
  if (at != hashes.end() && *at == h) return;
  if (hashes.size() == kExactPositions) {
    summarised = true;
    hashes = {};
  } else {
    hashes.insert(at, h);
  }
}

void LocalSolver::PositionSet::add(const PositionSet& s) {
  inAll.black &= s.inAll.black;
  inAll.white &= s.inAll.white;
  inAny.black |= s.inAny.black;
  inAny.white |= s.inAny.white;
  for (std::size_t i = 0; i < bloom.size(); ++i) bloom[i] |= s.bloom[i];
  if (summarised) return;
  if (s.summarised || hashes.size() + s.hashes.size() > kExactPositions) {
    summarised = true;
    hashes = {};
    return;
  }
  std::vector<std::uint32_t> both;
  both.reserve(hashes.size() + s.hashes.size());
  std::set_union(hashes.begin(), hashes.end(), s.hashes.begin(), s.hashes.end(),
                 std::back_inserter(both));
  hashes = std::move(both);
}

bool LocalSolver::PositionSet::mayContain(const Position& p) const {
  const std::uint32_t h = positionHash(p.black, p.white);
  if (!summarised) return std::binary_search(hashes.begin(), hashes.end(), h);
  if (!subset(inAll.black, p.black) || !subset(inAll.white, p.white) ||
      !subset(p.black, inAny.black) || !subset(p.white, inAny.white))
    return false;
  const auto [a, b] = bloomBits(h);
  return (bloom[a / 64] >> (a % 64) & 1) && (bloom[b / 64] >> (b % 64) & 1);
}

void LocalSolver::Outcome::absorb(const Outcome& child) {
  for (int r : child.refused)
    if (std::find(refused.begin(), refused.end(), r) == refused.end()) refused.push_back(r);
  played.add(child.played);
}

LocalSolver::LocalSolver(const Board& board, long nodeLimit) : nodeLimit_(nodeLimit) {
  const UnconditionalLife black = unconditionalLife(board, Color::Black);
  const UnconditionalLife white = unconditionalLife(board, Color::White);
  for (Loc p : board.points()) {
    const Color c = board.at(p);
    if (black.secure[ix(p)] || white.secure[ix(p)]) {
      if (c != Color::Empty)
        throw std::invalid_argument("a stone stands in a secure area: remove dead stones first");
    } else if (!black.alive[ix(p)] && !white.alive[ix(p)]) {
      region_.push_back(p);
    }
  }
  if (region_.size() > 64) throw std::invalid_argument("the contested area has over 64 points");
  stack_.assign(1, board);
  stack_.front().clearKo();  // positional superko decides repetitions, the line holds them
  line_.assign(1, positionOf(board));
}

LocalSolver::Position LocalSolver::positionOf(const Board& b) const {
  Position pos;
  for (std::size_t i = 0; i < region_.size(); ++i) {
    const Color c = b.at(region_[i]);
    if (c == Color::Black) pos.black |= 1ULL << i;
    if (c == Color::White) pos.white |= 1ULL << i;
  }
  return pos;
}

void LocalSolver::play(Color c, Loc p) {
  if (std::find(region_.begin(), region_.end(), p) == region_.end())
    throw std::invalid_argument("a move outside the contested area");
  stack_.resize(2);
  base_ = static_cast<int>(line_.size()) - 1;
  bound_ = c;
  if (tryPlay(c, p, base_) != -1) throw std::invalid_argument("an illegal move");
  stack_.front() = stack_.back();
  stack_.resize(1);
}

int LocalSolver::tryPlay(Color c, Loc p, int depth) {
  const Board& from = boardAt(depth);
  if (from.check(c, p) != BoardCheck::Ok) return -2;
  Board& to = boardAt(depth + 1);
  to = from;
  to.play(c, p);
  to.clearKo();
  const Position after = positionOf(to);
  const auto seen = c == bound_ ? std::find(line_.begin(), line_.end(), after) : line_.end();
  if (seen != line_.end()) {
    ++repetitions_;
    return static_cast<int>(seen - line_.begin());
  }
  line_.push_back(after);
  return -1;
}

bool LocalSolver::reusable(const Stored& s, int depth, std::vector<int>& refused) const {
  const auto above = line_.begin() + depth;
  for (auto q = line_.begin(); q != above; ++q)
    if (s.played.mayContain(*q)) return false;  // a move of its proof may be a repetition here
  refused.clear();
  for (const Position& r : s.refusedAbove) {
    const auto q = std::find(line_.begin(), above, r);
    if (q == above) return false;  // a move its proof needs refused may be legal here
    refused.push_back(static_cast<int>(q - line_.begin()));
  }
  return true;
}

Verdict LocalSolver::solve(Color attacker, Loc target, Color toMove) {
  if (provesSurvives(attacker, target, toMove)) return Verdict::Survives;
  const long nodes = nodes_, repetitions = repetitions_, reused = reused_, notReused = notReused_;
  const bool captured = provesCaptured(attacker, target, toMove);
  nodes_ += nodes;
  repetitions_ += repetitions;
  reused_ += reused;
  notReused_ += notReused;
  return captured ? Verdict::Captured : Verdict::SuperkoDecides;
}

bool LocalSolver::provesSurvives(Color attacker, Loc target, Color toMove) {
  start(attacker, target);
  return !searchBound(opponent(attacker), toMove);
}

bool LocalSolver::provesCaptured(Color attacker, Loc target, Color toMove) {
  start(attacker, target);
  return searchBound(attacker, toMove);
}

void LocalSolver::start(Color attacker, Loc target) {
  if (board().at(target) != opponent(attacker))
    throw std::invalid_argument("the target is not a stone of the attacker's opponent");
  attacker_ = attacker;
  target_ = target;
  nodes_ = repetitions_ = reused_ = notReused_ = 0;
}

bool LocalSolver::searchBound(Color bound, Color toMove) {
  bound_ = bound;
  table_.clear();
  base_ = static_cast<int>(line_.size()) - 1;  // the positions given by play() come first
  const std::size_t given = line_.size();
  bool wins = false;
  try {
    wins = search(toMove, base_).attackerWins;
  } catch (...) {  // over the node limit: the next search must start from the same line
    line_.resize(given);
    stack_.resize(1);
    throw;
  }
  line_.resize(given);
  stack_.resize(1);
  return wins;
}

LocalSolver::Outcome LocalSolver::search(Color toMove, int depth) {
  const std::pair<Position, bool> key{line_.back(), toMove == attacker_};
  if (auto it = table_.find(key); it != table_.end()) {
    Outcome reuse;
    if (reusable(it->second, depth, reuse.refused)) {
      ++reused_;
      reuse.attackerWins = it->second.attackerWins;
      reuse.played = it->second.played;
      return reuse;
    }
    ++notReused_;
  }
  const Outcome result = searchMoves(toMove, depth);
  Stored stored{result.attackerWins, {}, result.played};
  for (int r : result.refused)
    if (r < depth) stored.refusedAbove.push_back(line_[static_cast<std::size_t>(r)]);
  table_[key] = std::move(stored);
  return result;
}

std::vector<Loc> LocalSolver::orderedMoves(Color c, const Board& b) const {
  auto rank = [&](Loc p) {
    int r = 2;
    for (int d : Board::kDirections) {
      const Loc q = static_cast<Loc>(p + d);
      const Color qc = b.at(q);
      if (qc == opponent(c) && b.liberties(q) == 1) return 0;  // takes stones
      if (qc != Color::Empty && qc != Color::Edge && b.chainId(q) == b.chainId(target_)) r = 1;
    }
    return r;
  };
  std::vector<std::pair<int, Loc>> ranked;
  for (Loc p : region_)
    if (b.at(p) == Color::Empty) ranked.emplace_back(rank(p), p);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<Loc> moves;
  for (const auto& [r, p] : ranked) moves.push_back(p);
  return moves;
}

// What a result depends on is its proof: for a side that has a good move, that move's line alone
// (its other moves, refused or not, do not matter); for a side whose every move fails, all of
// them, and every move superko refused it. Only the bound side's moves depend on the line.
LocalSolver::Outcome LocalSolver::searchMoves(Color toMove, int depth) {
  if (++nodes_ > nodeLimit_) throw std::runtime_error("local search over its node limit");
  if (stack_.size() < static_cast<std::size_t>(depth - base_ + 2))
    stack_.resize(static_cast<std::size_t>(depth - base_ + 2));
  const Color defender = opponent(attacker_);
  const bool attackerMoves = toMove == attacker_;
  Outcome all;  // the proof that every move fails the side to move
  all.attackerWins = !attackerMoves;
  const std::vector<Loc> moves = orderedMoves(toMove, boardAt(depth));
  for (Loc p : moves) {
    const int played = tryPlay(toMove, p, depth);
    if (played == -2) continue;
    if (played >= 0) {
      if (std::find(all.refused.begin(), all.refused.end(), played) == all.refused.end())
        all.refused.push_back(played);
      continue;
    }
    Outcome child;
    if (attackerMoves && boardAt(depth + 1).at(target_) != defender) {
      child.attackerWins = true;  // the target is taken: the game ends, no later line reaches it
    } else {
      child = search(opponent(toMove), depth + 1);
    }
    // Refusals of the line from here down stay within any line through this position.
    std::erase_if(child.refused, [&](int r) { return r > depth; });
    if (child.attackerWins == attackerMoves) {  // a good move: it must stay playable
      if (toMove == bound_) child.played.add(line_.back());
      line_.pop_back();
      return child;
    }
    line_.pop_back();
    all.absorb(child);  // a move that fails: if another line forbids it, it fails all the more
  }
  // The defender passes last (the same position, the attacker to move): in a race the pass is
  // what loses, and proving that first (the attacker's whole win after it) before trying the
  // move that holds left the hanezeki proofs of seki_hanezeki_test.cpp unfinished (one out of
  // 9 GB at 940 000 positions, one past 1.5 million); passing last, none needs 110 000.
  if (!attackerMoves) {
    const Outcome pass = search(attacker_, depth);
    if (!pass.attackerWins) return pass;
    all.absorb(pass);
  }
  return all;
}

}  // namespace tengen::rules::test
