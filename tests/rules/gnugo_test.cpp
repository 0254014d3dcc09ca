// Cross-checks against GNU Go (Debian package gnugo): its final_score under --chinese-rules on
// complete games it plays itself, its is_legal under --positional-superko on random games, and
// its final_status_list on the bent-four shapes of seki_bent_four_test.cpp.
#include <doctest/doctest.h>

#include <algorithm>

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <cstdint>

#include "rules/bent_four.h"
#include "rules/dead_stone_proposal.h"
#include "rules/game.h"
#include "rules/scoring.h"
#include "rules/seki.h"
#include "tests/rules/gnugo_path.h"
#include "tests/rules/seki_shapes.h"

using namespace tengen::rules;
using tengen::rules::test::gnugoPath;

namespace {

// A GNU Go process spoken to over GTP.
class Gtp {
 public:
  explicit Gtp(const QStringList& args) {
    const QString path = gnugoPath();
    REQUIRE_MESSAGE(!path.isEmpty(),
                    "GNU Go is missing: run scripts/install-deps.sh (package gnugo)");
    process_.start(path, QStringList{QStringLiteral("--mode"), QStringLiteral("gtp")} + args);
    REQUIRE(process_.waitForStarted(10000));
  }
  ~Gtp() {
    send("quit");
    process_.waitForFinished(5000);
  }
  // Sends a command and returns the answer's text (without "= "); a "?" answer fails the test.
  std::string send(const std::string& command) {
    process_.write((command + "\n").c_str());
    process_.waitForBytesWritten(5000);
    while (!buffer_.contains("\n\n")) {
      if (!process_.waitForReadyRead(120000)) break;
      buffer_ += process_.readAllStandardOutput();
    }
    const qsizetype end = buffer_.indexOf("\n\n");
    REQUIRE_MESSAGE(end >= 0, command);
    QByteArray answer = buffer_.left(end);
    buffer_.remove(0, end + 2);
    REQUIRE_MESSAGE(answer.startsWith("="), command << " -> " << answer.toStdString());
    return answer.mid(1).trimmed().toStdString();
  }

 private:
  QProcess process_;
  QByteArray buffer_;
};

std::vector<Loc> parseVertices(const std::string& text, int size) {
  std::vector<Loc> pts;
  for (const QString& v : QString::fromStdString(text).split(
           QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
    auto p = parseGtp(v.toStdString(), size, size);
    REQUIRE(p.has_value());
    pts.push_back(*p);
  }
  return pts;
}

// Puts the stones of `b` (9x9) on GNU Go's board.
void setUp(Gtp& gnugo, const Board& b) {
  gnugo.send("boardsize 9");
  gnugo.send("clear_board");
  for (Loc p : b.points())
    if (b.at(p) != Color::Empty)
      gnugo.send(std::string("play ") + (b.at(p) == Color::Black ? "black " : "white ") +
                 toGtp(p, 9));
}

std::vector<Loc> sorted(std::vector<Loc> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST_CASE("GNU Go final_score under --chinese-rules equals our area count with its dead stones") {
  int compared = 0;
  for (int seed : {1, 2, 3, 4}) {
    CAPTURE(seed);
    Gtp gnugo({QStringLiteral("--chinese-rules"), QStringLiteral("--positional-superko"),
               QStringLiteral("--never-resign"), QStringLiteral("--level"), QStringLiteral("0"),
               QStringLiteral("--seed"), QString::number(seed)});
    gnugo.send("boardsize 9");
    gnugo.send("komi 7.5");
    gnugo.send("clear_board");
    Game game(9, 9, *RuleSet::preset("chinese"));
    int passes = 0;
    while (passes < 2 && game.moves().size() < 200) {
      const Color c = game.toMove();
      const std::string move =
          gnugo.send(std::string("genmove ") + (c == Color::Black ? "black" : "white"));
      auto p = parseGtp(move, 9, 9);
      REQUIRE_MESSAGE(p.has_value(), move);
      REQUIRE_MESSAGE(game.play(c, *p) == Illegal::None,
                      "GNU Go played " << move << " at move " << game.moves().size() + 1);
      passes = *p == kPass ? passes + 1 : 0;
    }
    const std::vector<Loc> dead = parseVertices(gnugo.send("final_status_list dead"), 9);
    const std::string theirs = gnugo.send("final_score");
    const Score ours = scoreArea(game.board(), dead, HalfPoints(15), 0, HalfPoints(0));
    CAPTURE(game.board().toText());
    CHECK(ours.result() == theirs);
    ++compared;
  }
  CHECK(compared == 4);
}

TEST_CASE("GNU Go is_legal under --positional-superko agrees with ours on random 7x7 games") {
  Gtp gnugo({QStringLiteral("--chinese-rules"), QStringLiteral("--positional-superko")});
  gnugo.send("boardsize 7");
  long compared = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    gnugo.send("clear_board");
    Game game(7, 7, *RuleSet::preset("chinese"));
    std::uint64_t s = seed * 0x9E3779B97F4A7C15ULL;
    for (int turn = 0; turn < 150; ++turn) {
      const Color c = game.toMove();
      const char* colour = c == Color::Black ? "black" : "white";
      std::vector<Loc> legal;
      for (Loc p : game.board().points()) {
        if (game.board().at(p) != Color::Empty) continue;
        const bool ours = game.check(c, p) == Illegal::None;
        const std::string theirs =
            gnugo.send(std::string("is_legal ") + colour + " " + toGtp(p, 7));
        CAPTURE(turn);
        CAPTURE(toGtp(p, 7));
        CHECK(ours == (theirs == "1"));
        ++compared;
        if (ours) legal.push_back(p);
      }
      s ^= s << 13;
      s ^= s >> 7;
      s ^= s << 17;
      // Mostly random moves; now and then a pass, so that positions can repeat.
      const Loc move =
          legal.empty() || s % 23 == 0 ? kPass : legal[static_cast<std::size_t>(s % legal.size())];
      REQUIRE(game.play(c, move) == Illegal::None);
      gnugo.send(std::string("play ") + colour + " " + toGtp(move, 7));
    }
  }
  CHECK(compared > 1000);
}

TEST_CASE("GNU Go final_status_list agrees on bent four: dead in the corner, seki on the edge") {
  // The bent-four boards of seki_shapes.h on 9x9 (GNU Go's boards are square): the walls run on
  // down to the bottom edge, which changes nothing inside.
  const std::string wallsDown = "\n  XXXOOOOOO";
  const Board corner = Board::fromText(std::string(tengen::rules::test::kBentFourInTheCorner) +
                                       wallsDown + wallsDown + wallsDown);
  const Board edge = Board::fromText(std::string(tengen::rules::test::kBentFourOnTheEdgeSeki) +
                                     wallsDown + wallsDown);
  for (const Board* b : {&corner, &edge}) {
    CAPTURE(b->toText());
    Gtp gnugo({});
    setUp(gnugo, *b);
    CHECK(sorted(parseVertices(gnugo.send("final_status_list seki"), 9)) == findSeki(*b).stones);
    CHECK(sorted(parseVertices(gnugo.send("final_status_list dead"), 9)) ==
          findBentFourInTheCorner(*b).dead);
  }
  CHECK(findBentFourInTheCorner(corner).dead.size() == 7);  // so the lists compared are not empty
  CHECK(findSeki(edge).stones.size() == 13);
}

TEST_CASE("GNU Go final_status_list agrees on hanezeki: all four chains in seki") {
  // Tengen's findSeki finds the two groups; the chains in atari are the ones the count asks about
  // (undecidedChains). GNU Go names them all in seki, and nothing dead; so does Tengen's proposal.
  const Board b = Board::fromText(tengen::rules::test::kHanezeki);
  Gtp gnugo({});
  setUp(gnugo, b);
  std::vector<Loc> inSeki = findSeki(b).stones;
  for (Loc chain : undecidedChains(b))
    for (Loc p : b.chainStones(chain)) inSeki.push_back(p);
  CHECK(inSeki.size() == 18);
  CHECK(sorted(parseVertices(gnugo.send("final_status_list seki"), 9)) == sorted(inSeki));
  CHECK(gnugo.send("final_status_list dead").empty());
  // Tengen's own proposal, for when GNU Go is absent, says the same (its rule 3b).
  const DeadStoneProposal proposal = proposeDeadStones(b);
  std::vector<Loc> proposedSeki;
  for (Loc chain : proposal.seki)
    for (Loc p : b.chainStones(chain)) proposedSeki.push_back(p);
  CHECK(proposal.dead.empty());
  CHECK(sorted(proposedSeki) == sorted(inSeki));
}
