#include "rules/counting_position.h"

#include <algorithm>

#include "rules/joined_text.h"
namespace tengen::rules {

CountingPosition::CountingPosition(int width, int height, CountingTerms terms)
    : board_(width, height), terms_(std::move(terms)) {}

CountingPosition::CountingPosition(Board board, CountingTerms terms)
    : board_(std::move(board)), terms_(std::move(terms)) {}

std::variant<CountingPosition, CountingLoadError> CountingPosition::fromSgf(
    std::string_view bytes, const CountingTerms& terms) {
  auto parsed = readSgfGame(bytes);
  if (auto* e = std::get_if<SgfError>(&parsed)) return CountingLoadError{*e, std::nullopt};
  SgfGame& record = std::get<SgfGame>(parsed);
  const Replay replayed = replay(record, terms.rules);
  if (replayed.illegal) return CountingLoadError{std::nullopt, replayed.illegal};
  CountingPosition position(replayed.game.board(), terms);
  // Territory marks on stones are the record's dead stones (TB on white, TW on black).
  std::vector<Loc> dead;
  for (Loc p : record.territoryBlack)
    if (position.board_.at(p) == Color::White) dead.push_back(p);
  for (Loc p : record.territoryWhite)
    if (position.board_.at(p) == Color::Black) dead.push_back(p);
  position.setDead(dead);
  position.record_ = std::move(record);
  return position;
}

bool CountingPosition::inChainOf(const std::vector<Loc>& marks, Loc p) const {
  return std::find(marks.begin(), marks.end(), p) != marks.end();
}

bool CountingPosition::isDead(Loc p) const {
  return inChainOf(dead_, p);
}

bool CountingPosition::isSeki(Loc p) const {
  return inChainOf(seki_, p);
}

void CountingPosition::dropMarksAt(Loc p) {
  std::erase(dead_, p);
  std::erase(seki_, p);
}

bool CountingPosition::place(Loc p, Color c) {
  if (!board_.onBoard(p) || (c != Color::Empty && c != Color::Black && c != Color::White))
    return false;
  dropMarksAt(p);
  board_.setStone(p, c);
  // Chains may have merged or split: a chain stays marked when any of its stones was.
  setDead(dead_);
  setSeki(seki_);
  return true;
}

namespace {
// Takes `chain` out of `marks` when it is `marked`, else puts it in `marks` and out of `others`:
// a chain is dead or in seki, never both.
void toggleChain(const std::vector<Loc>& chain, bool marked, std::vector<Loc>& marks,
                 std::vector<Loc>& others) {
  if (marked) {
    for (Loc s : chain) std::erase(marks, s);
    return;
  }
  for (Loc s : chain) std::erase(others, s);
  marks.insert(marks.end(), chain.begin(), chain.end());
}
}  // namespace

bool CountingPosition::toggleDead(Loc p) {
  if (!board_.onBoard(p) || board_.at(p) == Color::Empty) return false;
  toggleChain(board_.chainStones(p), isDead(p), dead_, seki_);
  return true;
}

bool CountingPosition::toggleSeki(Loc p) {
  if (!board_.onBoard(p) || board_.at(p) == Color::Empty) return false;
  toggleChain(board_.chainStones(p), isSeki(p), seki_, dead_);
  return true;
}

void CountingPosition::setDead(const std::vector<Loc>& marks) {
  dead_ = expandDead(board_, marks);
}

void CountingPosition::setSeki(const std::vector<Loc>& marks) {
  // The same chain expansion as dead stones: whole chains, empty points ignored.
  seki_ = expandDead(board_, marks);
}

Score CountingPosition::score() const {
  if (terms_.rules.scoring == Scoring::Territory)
    return scoreTerritory(board_, dead_, board_.captures(Color::Black),
                          board_.captures(Color::White), terms_.komi, terms_.handicap, seki_);
  return scoreArea(board_, dead_, terms_.komi, terms_.handicap,
                   terms_.rules.handicapCompensation(terms_.handicap));
}

std::string pointsToSgfList(const std::vector<Loc>& points) {
  return joined(points, ",", [](Loc p) { return toSgf(p); });
}

std::optional<std::vector<Loc>> pointsFromSgfList(std::string_view text, int width, int height) {
  std::vector<std::string> values;
  std::string value;
  for (char ch : text) {
    if (ch == ',') {
      values.push_back(value);
      value.clear();
    } else {
      value += ch;
    }
  }
  if (!value.empty() || !values.empty()) values.push_back(value);
  std::erase_if(values, [](const std::string& v) { return v.empty(); });
  return parseSgfPoints(values, width, height, false);
}

}  // namespace tengen::rules
