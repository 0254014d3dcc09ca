#include "rules/game.h"

#include "rules/zobrist.h"

namespace tengen::rules {

std::string describe(Illegal reason) {
  switch (reason) {
    case Illegal::None:
      return "legal";
    case Illegal::OffBoard:
      return "the point is not on the board";
    case Illegal::Occupied:
      return "the point is occupied";
    case Illegal::Suicide:
      return "forbidden point (禁着点): the move has no liberty and captures nothing";
    case Illegal::Ko:
      return "ko recapture is forbidden (2002 §20)";
    case Illegal::Superko:
      return "whole-board repetition is forbidden (2002 §6)";
    case Illegal::GameOver:
      return "the game is over";
  }
  return "";
}

PositionSet::PositionSet() : keys_(1024, 0), values_(1024, -1) {}

int PositionSet::find(std::uint64_t h) const {
  const std::size_t mask = keys_.size() - 1;
  const std::uint64_t k = h | 1;  // 0 marks an empty slot
  for (std::size_t i = static_cast<std::size_t>(k ^ (k >> 29)) & mask;; i = (i + 1) & mask) {
    if (keys_[i] == 0) return -1;
    if (keys_[i] == k) return values_[i];
  }
}

void PositionSet::insert(std::uint64_t h, int n) {
  if ((count_ + 1) * 2 > keys_.size()) grow();
  const std::size_t mask = keys_.size() - 1;
  const std::uint64_t k = h | 1;
  for (std::size_t i = static_cast<std::size_t>(k ^ (k >> 29)) & mask;; i = (i + 1) & mask) {
    if (keys_[i] == k) return;
    if (keys_[i] == 0) {
      keys_[i] = k;
      values_[i] = n;
      ++count_;
      return;
    }
  }
}

void PositionSet::clear() {
  std::fill(keys_.begin(), keys_.end(), 0);
  std::fill(values_.begin(), values_.end(), -1);
  count_ = 0;
}

void PositionSet::grow() {
  std::vector<std::uint64_t> oldKeys(keys_.size() * 2, 0);
  std::vector<int> oldValues(values_.size() * 2, -1);
  oldKeys.swap(keys_);
  oldValues.swap(values_);
  count_ = 0;
  for (std::size_t i = 0; i < oldKeys.size(); ++i)
    if (oldKeys[i] != 0) insert(oldKeys[i], oldValues[i]);  // k|1 is idempotent
}

Game::Game(int width, int height, RuleSet rules) : board_(width, height), rules_(std::move(rules)) {
  seen_.insert(key(board_.hash(), toMove_), 0);
}

std::uint64_t Game::key(std::uint64_t stones, Color toMove) const {
  if (rules_.ko != KoRule::Situational) return stones;
  const ZobristTable& z = zobrist();
  return stones ^ (toMove == Color::Black ? z.blackToMove : z.whiteToMove);
}

void Game::setup(Loc p, Color c) {
  board_.setStone(p, c);
  seen_.clear();
  seen_.insert(key(board_.hash(), toMove_), 0);
}

Illegal Game::check(Color c, Loc p) const {
  // After two passes play may resume (a life-and-death dispute, 2002 §21.4); not after the end.
  if (end_ == GameEnd::Resignation || end_ == GameEnd::Agreement) return Illegal::GameOver;
  if (p == kPass) return Illegal::None;
  std::uint64_t after = 0;
  switch (board_.checkMove(c, p, rules_.multiStoneSuicide, after)) {
    case BoardCheck::OffBoard:
      return Illegal::OffBoard;
    case BoardCheck::Occupied:
      return Illegal::Occupied;
    case BoardCheck::Suicide:
      return Illegal::Suicide;
    case BoardCheck::Ko:
      // Under superko the simple-ko recapture also repeats the position; name it as ko.
      return Illegal::Ko;
    case BoardCheck::Ok:
      break;
  }
  if (rules_.ko != KoRule::Simple) {
    if (seen_.find(key(after, opponent(c))) >= 0) return Illegal::Superko;
  }
  return Illegal::None;
}

int Game::repeats(Color c, Loc p) const {
  if (p == kPass) return -1;
  std::uint64_t after = 0;
  if (board_.checkMove(c, p, rules_.multiStoneSuicide, after) != BoardCheck::Ok) return -1;
  return seen_.find(key(after, opponent(c)));
}

Illegal Game::play(Color c, Loc p) {
  const Illegal why = check(c, p);
  if (why != Illegal::None) return why;
  moves_.push_back({c, p});
  const int n = static_cast<int>(moves_.size());
  toMove_ = opponent(c);
  if (p == kPass) {
    if (board_.koColor() == c) board_.clearKo();
    if (++passes_ >= 2) end_ = GameEnd::TwoPasses;
    // A pass changes the player to move, so it matters to situational superko only.
    if (rules_.ko == KoRule::Situational) seen_.insert(key(board_.hash(), toMove_), n);
    return Illegal::None;
  }
  passes_ = 0;
  end_ = GameEnd::None;
  board_.play(c, p);
  const std::uint64_t k = key(board_.hash(), toMove_);
  if (rules_.ko == KoRule::Simple && rules_.reportCycles) {
    const int first = seen_.find(k);
    if (first >= 0) cycles_.push_back({n, first});
  }
  if (rules_.ko != KoRule::Simple || rules_.reportCycles) seen_.insert(k, n);
  return Illegal::None;
}

}  // namespace tengen::rules
