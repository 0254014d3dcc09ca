#include "rules/board.h"

#include <algorithm>
#include <stdexcept>

#include "rules/point_index.h"
#include "rules/zobrist.h"

namespace tengen::rules {

namespace {

using Colors = std::array<Color, kMaxArea>;
using Heads = std::array<Loc, kMaxArea>;

// The distinct chains of colour `who` next to `p`, each once, by its head: at most four.
class NeighbourChains {
 public:
  NeighbourChains(const Colors& color, const Heads& head, Color who, Loc p) {
    for (int d : Board::kDirections) {
      const Loc q = static_cast<Loc>(p + d);
      if (color[locIndex(q)] != who) continue;
      const Loc h = head[locIndex(q)];
      if (std::find(begin(), end(), h) == end()) heads_[static_cast<std::size_t>(count_++)] = h;
    }
  }
  const Loc* begin() const { return heads_.data(); }
  const Loc* end() const { return heads_.data() + count_; }

 private:
  std::array<Loc, 4> heads_{};
  int count_ = 0;
};

// How many of the (stone, empty neighbour) pairs of chain `h`, of colour `chainColour`, have the
// empty point `p` as the neighbour: the pseudo-liberties a stone on `p` takes from the chain.
int pairsAt(const Colors& color, const Heads& head, Color chainColour, Loc h, Loc p) {
  int touching = 0;
  for (int e : Board::kDirections) {
    const Loc r = static_cast<Loc>(p + e);
    touching += (color[locIndex(r)] == chainColour && head[locIndex(r)] == h);
  }
  return touching;
}

}  // namespace

Board::Board(int width, int height) : width_(width), height_(height) {
  if (width < 2 || height < 2 || width > kMaxSize || height > kMaxSize)
    throw std::invalid_argument("board size must be between 2 and 25");
  color_.fill(Color::Edge);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) color_[locIndex(makeLoc(x, y))] = Color::Empty;
}

std::vector<Loc> Board::points() const {
  std::vector<Loc> pts;
  pts.reserve(static_cast<std::size_t>(area()));
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x) pts.push_back(makeLoc(x, y));
  return pts;
}

int Board::stoneCount(Color c) const {
  int n = 0;
  for (Loc p : points()) n += at(p) == c;
  return n;
}

std::vector<Loc> Board::chainStones(Loc p) const {
  std::vector<Loc> stones;
  Loc s = p;
  do {
    stones.push_back(s);
    s = next_[locIndex(s)];
  } while (s != p);
  return stones;
}

int Board::liberties(Loc p) const {
  std::array<bool, kMaxArea> seen{};
  int n = 0;
  Loc s = p;
  do {
    for (int d : kDirections) {
      const Loc q = static_cast<Loc>(s + d);
      if (color_[locIndex(q)] == Color::Empty && !seen[locIndex(q)]) {
        seen[locIndex(q)] = true;
        ++n;
      }
    }
    s = next_[locIndex(s)];
  } while (s != p);
  return n;
}

BoardCheck Board::check(Color c, Loc p, bool multiStoneSuicide) const {
  if (!onBoard(p)) return BoardCheck::OffBoard;
  if (color_[locIndex(p)] != Color::Empty) return BoardCheck::Occupied;
  if (p == koPoint_ && c == koColor_) return BoardCheck::Ko;
  if (isSuicide(c, p)) {
    if (!multiStoneSuicide) return BoardCheck::Suicide;
    // A lone stone with no liberty and no capture never changes the board: always refused.
    bool joinsOwn = false;
    for (int d : kDirections) joinsOwn |= color_[locIndex(static_cast<Loc>(p + d))] == c;
    if (!joinsOwn) return BoardCheck::Suicide;
  }
  return BoardCheck::Ok;
}

BoardCheck Board::checkMove(Color c, Loc p, bool multiStoneSuicide, std::uint64_t& after) const {
  if (p < 0 || p >= kMaxArea) return BoardCheck::OffBoard;
  const Color here = color_[locIndex(p)];
  if (here == Color::Edge) return BoardCheck::OffBoard;
  if (here != Color::Empty) return BoardCheck::Occupied;
  if (p == koPoint_ && c == koColor_) return BoardCheck::Ko;
  const ZobristTable& z = zobrist();
  std::array<Loc, 4> heads;
  std::array<Color, 4> cols;
  bool liberty = false;
  for (std::size_t i = 0; i < 4; ++i) {
    const Loc q = static_cast<Loc>(p + kDirections[i]);
    cols[i] = color_[locIndex(q)];
    liberty |= cols[i] == Color::Empty;
    heads[i] = (cols[i] == Color::Black || cols[i] == Color::White) ? head_[locIndex(q)] : kNoPoint;
  }
  std::uint64_t captured = 0;
  bool captures = false;
  std::uint64_t own = 0;
  bool joinsOwn = false;
  for (std::size_t i = 0; i < 4; ++i) {
    const Loc h = heads[i];
    if (h == kNoPoint) continue;
    bool repeat = false;
    for (std::size_t j = 0; j < i; ++j) repeat |= heads[j] == h;
    if (repeat) continue;
    int touching = 0;
    for (std::size_t j = i; j < 4; ++j) touching += heads[j] == h;
    if (cols[i] == c) {
      joinsOwn = true;
      own ^= chainHash_[locIndex(h)];
      if (plibs_[locIndex(h)] > touching) liberty = true;
    } else if (plibs_[locIndex(h)] == touching) {
      captured ^= chainHash_[locIndex(h)];
      captures = true;
    }
  }
  if (!liberty && !captures) {
    if (!multiStoneSuicide || !joinsOwn) return BoardCheck::Suicide;
    after = hash_ ^ own;  // the own chain disappears
    return BoardCheck::Ok;
  }
  after = hash_ ^ z.stone(c, p) ^ captured;
  return BoardCheck::Ok;
}

bool Board::isSuicide(Color c, Loc p) const {
  const Color o = opponent(c);
  for (int d : kDirections) {
    const Loc q = static_cast<Loc>(p + d);
    const Color qc = color_[locIndex(q)];
    if (qc == Color::Empty) return false;
    if (qc == Color::Edge) continue;
    // How many of the chain's pseudo-liberties are p itself.
    const Loc h = head_[locIndex(q)];
    const int touching = pairsAt(color_, head_, qc, h, p);
    if (qc == c && plibs_[locIndex(h)] > touching) return false;  // own chain keeps another liberty
    if (qc == o && plibs_[locIndex(h)] == touching) return false;  // captures
  }
  return true;
}

std::uint64_t Board::hashAfter(Color c, Loc p) const {
  const ZobristTable& z = zobrist();
  std::uint64_t h = hash_ ^ z.stone(c, p);
  const Color o = opponent(c);
  bool captured = false;
  for (Loc head : NeighbourChains(color_, head_, o, p)) {
    if (plibs_[locIndex(head)] == pairsAt(color_, head_, o, head, p)) {
      h ^= chainHash_[locIndex(head)];
      captured = true;
    }
  }
  if (!captured && isSuicide(c, p)) {
    // Legal multi-stone suicide (Tromp-Taylor): the own chain, new stone included, disappears.
    h ^= z.stone(c, p);
    for (Loc head : NeighbourChains(color_, head_, c, p)) h ^= chainHash_[locIndex(head)];
  }
  return h;
}

void Board::placeStone(Color c, Loc p) {
  const ZobristTable& z = zobrist();
  color_[locIndex(p)] = c;
  hash_ ^= z.stone(c, p);
  head_[locIndex(p)] = p;
  next_[locIndex(p)] = p;
  size_[locIndex(p)] = 1;
  plibs_[locIndex(p)] = 0;
  chainHash_[locIndex(p)] = z.stone(c, p);
  for (int d : kDirections) {
    const Loc q = static_cast<Loc>(p + d);
    const Color qc = color_[locIndex(q)];
    if (qc == Color::Empty)
      ++plibs_[locIndex(p)];
    else if (qc != Color::Edge)
      --plibs_[locIndex(head_[locIndex(q)])];
  }
  for (int d : kDirections) {
    const Loc q = static_cast<Loc>(p + d);
    if (color_[locIndex(q)] == c && head_[locIndex(q)] != head_[locIndex(p)])
      merge(head_[locIndex(p)], head_[locIndex(q)]);
  }
}

void Board::merge(Loc a, Loc b) {
  if (size_[locIndex(a)] < size_[locIndex(b)]) std::swap(a, b);
  // Relabel b's stones as a's, then splice the two circular lists.
  Loc s = b;
  do {
    head_[locIndex(s)] = a;
    s = next_[locIndex(s)];
  } while (s != b);
  std::swap(next_[locIndex(a)], next_[locIndex(b)]);
  size_[locIndex(a)] = static_cast<std::int16_t>(size_[locIndex(a)] + size_[locIndex(b)]);
  plibs_[locIndex(a)] = static_cast<std::int16_t>(plibs_[locIndex(a)] + plibs_[locIndex(b)]);
  chainHash_[locIndex(a)] ^= chainHash_[locIndex(b)];
}

void Board::removeChain(Loc head) {
  hash_ ^= chainHash_[locIndex(head)];
  Loc s = head;
  do {
    color_[locIndex(s)] = Color::Empty;
    s = next_[locIndex(s)];
  } while (s != head);
  s = head;
  do {
    for (int d : kDirections) {
      const Loc q = static_cast<Loc>(s + d);
      const Color qc = color_[locIndex(q)];
      if (qc == Color::Black || qc == Color::White) ++plibs_[locIndex(head_[locIndex(q)])];
    }
    s = next_[locIndex(s)];
  } while (s != head);
}

int Board::play(Color c, Loc p) {
  placeStone(c, p);
  const Color o = opponent(c);
  int captured = 0;
  Loc lastCaptured = kNoPoint;
  for (int d : kDirections) {
    const Loc q = static_cast<Loc>(p + d);
    if (color_[locIndex(q)] == o && plibs_[locIndex(head_[locIndex(q)])] == 0) {
      const Loc h = head_[locIndex(q)];
      captured += size_[locIndex(h)];
      lastCaptured = q;
      removeChain(h);
    }
  }
  captures_[c == Color::Black ? 0 : 1] += captured;
  koPoint_ = kNoPoint;
  const Loc mine = head_[locIndex(p)];
  if (captured == 1 && size_[locIndex(mine)] == 1 && plibs_[locIndex(mine)] == 1) {
    koPoint_ = lastCaptured;
    koColor_ = o;
  }
  if (captured == 0 &&
      plibs_[locIndex(mine)] == 0) {  // legal suicide: the chain goes to the opponent
    captures_[o == Color::Black ? 0 : 1] += size_[locIndex(mine)];
    removeChain(mine);
  }
  return captured;
}

void Board::setStone(Loc p, Color c) {
  if (!onBoard(p)) return;
  if (color_[locIndex(p)] == c) return;
  color_[locIndex(p)] = c;
  koPoint_ = kNoPoint;
  rebuildChains();
}

void Board::setStones(const std::vector<Loc>& pts, Color c) {
  for (Loc p : pts)
    if (onBoard(p)) color_[locIndex(p)] = c;
  koPoint_ = kNoPoint;
  rebuildChains();
}

void Board::rebuildChains() {
  std::array<Color, kMaxArea> saved = color_;
  hash_ = 0;
  for (Loc p : points()) color_[locIndex(p)] = Color::Empty;
  for (Loc p : points())
    if (saved[locIndex(p)] == Color::Black || saved[locIndex(p)] == Color::White)
      placeStone(saved[locIndex(p)], p);
}

std::string Board::toText() const {
  std::string s;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const Color c = color_[locIndex(makeLoc(x, y))];
      s += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
    }
    s += '\n';
  }
  return s;
}

Board Board::fromText(std::string_view text) {
  std::vector<std::string> rows;
  std::string row;
  auto flush = [&] {
    if (!row.empty()) rows.push_back(row);
    row.clear();
  };
  for (char ch : text) {
    if (ch == '\n') {
      flush();
    } else if (ch != ' ' && ch != '\t' && ch != '\r') {
      row += ch;
    }
  }
  flush();
  if (rows.empty()) throw std::invalid_argument("empty board text");
  const int w = static_cast<int>(rows.front().size());
  const int h = static_cast<int>(rows.size());
  Board board(w, h);
  for (int y = 0; y < h; ++y) {
    if (static_cast<int>(rows[static_cast<std::size_t>(y)].size()) != w)
      throw std::invalid_argument("board rows differ in length");
    for (int x = 0; x < w; ++x) {
      const char ch = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      const Loc p = makeLoc(x, y);
      if (ch == 'X' || ch == 'x' || ch == 'B' || ch == '#')
        board.color_[locIndex(p)] = Color::Black;
      else if (ch == 'O' || ch == 'o' || ch == 'W')
        board.color_[locIndex(p)] = Color::White;
      else if (ch != '.' && ch != '+' && ch != '-')
        throw std::invalid_argument(std::string("unknown board character '") + ch + "'");
    }
  }
  board.rebuildChains();
  return board;
}

}  // namespace tengen::rules
