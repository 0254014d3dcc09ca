// The catalogue: every infraction of the digest's table, its articles and its penalties under both
// editions, written out here independently of the data.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "referee/catalogue.h"

using namespace tengen::referee;

namespace {

// The default penalty's sanctions, as codes.
std::string defaultOf(const std::string& code, Edition ed) {
  const PenaltyOption* o = choosePenalty(code, ed);
  REQUIRE_MESSAGE(o != nullptr, code);
  return sanctionsCode(o->sanctions);
}

std::vector<std::string> optionCodes(const std::string& code, Edition ed) {
  std::vector<std::string> out;
  for (const PenaltyOption& o : findInfraction(code)->rule(ed).options) out.push_back(o.code);
  return out;
}

}  // namespace

TEST_CASE("the catalogue has every infraction of the digest's table, each code once") {
  const std::vector<std::string> required = {"wrong-colours",
                                             "double-move",
                                             "retract",
                                             "dropped-stone",
                                             "clock-before-move",
                                             "moved-stones",
                                             "scattered-board",
                                             "wrong-capture",
                                             "missed-capture",
                                             "ko-retake",
                                             "forbidden-point",
                                             "leaving",
                                             "disturbing",
                                             "consulting",
                                             "late",
                                             "overtime",
                                             "other"};
  for (const std::string& code : required) CHECK_MESSAGE(findInfraction(code) != nullptr, code);
  std::set<std::string> seen;
  for (const Infraction& i : catalogue()) CHECK_MESSAGE(seen.insert(i.code).second, i.code);
  CHECK(findInfraction("no-such-thing") == nullptr);
}

TEST_CASE("every entry has names, articles and texts in both languages under both editions") {
  for (const Infraction& i : catalogue()) {
    CAPTURE(i.code);
    CHECK(!i.nameEn.empty());
    CHECK(!i.nameZh.empty());
    for (Edition ed : {Edition::Y2002, Edition::Older}) {
      const EditionRule& r = i.rule(ed);
      CHECK(!r.article.empty());
      CHECK(!r.articleZh.empty());
      CHECK(!r.textZh.empty());
      CHECK(!r.textEn.empty());
      REQUIRE(!r.options.empty());
      CHECK(r.option(r.defaultOption) != nullptr);
      std::set<std::string> codes;
      for (const PenaltyOption& o : r.options) {
        CHECK_MESSAGE(codes.insert(o.code).second, o.code);
        CHECK(!o.sanctions.empty());
      }
      CHECK(r.article.rfind(ed == Edition::Y2002 ? "2002" : "older", 0) == 0);
    }
  }
}

TEST_CASE("default penalties under the 2002 and the older edition") {
  struct Defaults {
    std::string code;
    std::string y2002;  // the 2002 edition's default sanctions
    std::string older;
  };
  const std::vector<Defaults> expected = {
      {"wrong-colours", "corrected", "chief-referee"},  // older: no article, the referee rules
      {"double-move", "move-void+warning", "loss"},
      {"retract", "stones-restored+warning", "stones-restored+warning"},
      {"dropped-stone", "stone-replayed", "stone-replayed"},
      {"clock-before-move", "warning+clock-unchanged", "chief-referee"},  // older: no article
      {"moved-stones", "stones-restored", "stones-restored"},
      {"scattered-board", "reconstructed", "reconstructed"},
      {"wrong-capture", "stones-restored+warning", "stones-restored+warning"},
      // the older edition's §14.4: advice or warning; its ko retake carries no warning
      {"missed-capture", "stones-removed+warning", "stones-removed+advice"},
      {"ko-retake", "move-void+loses-turn+warning", "move-void+loses-turn"},
      {"forbidden-point", "move-void+loses-turn", "move-void+loses-turn"},
      {"cycle", "draw", "draw"},
      {"sealed-move", "loses-turn", "loses-turn"},
      {"leaving", "warning+reported", "warning+reported"},
      {"disturbing", "advice", "advice"},
      {"consulting", "warning", "warning"},
      {"late", "time-deduction", "time-deduction"},
      {"overtime", "loss-on-time", "loss-on-time"},
      {"other", "chief-referee", "chief-referee"},
  };
  CHECK(expected.size() == catalogue().size());
  for (const Defaults& d : expected) {
    CAPTURE(d.code);
    CHECK(defaultOf(d.code, Edition::Y2002) == d.y2002);
    CHECK(defaultOf(d.code, Edition::Older) == d.older);
  }
}

TEST_CASE("the penalties each edition allows, mildest first") {
  using V = std::vector<std::string>;
  CHECK(optionCodes("wrong-colours", Edition::Y2002) == V{"corrected", "stands"});
  CHECK(optionCodes("double-move", Edition::Y2002) == V{"void-warning"});
  CHECK(optionCodes("double-move", Edition::Older) == V{"loss"});
  CHECK(optionCodes("dropped-stone", Edition::Y2002) == V{"replay-stone", "chief-referee"});
  CHECK(optionCodes("dropped-stone", Edition::Older) == V{"replay-stone"});
  CHECK(optionCodes("moved-stones", Edition::Y2002) ==
        V{"restore", "stands", "draw", "replay", "both-lose", "loss"});
  CHECK(optionCodes("moved-stones", Edition::Older) ==
        V{"restore", "stands", "draw", "replay", "loss"});
  CHECK(optionCodes("scattered-board", Edition::Y2002) ==
        V{"reconstruct", "draw", "replay", "both-lose", "loss"});
  CHECK(optionCodes("scattered-board", Edition::Older) ==
        V{"reconstruct", "draw", "replay", "loss"});
  CHECK(optionCodes("missed-capture", Edition::Older) == V{"remove-advice", "remove-warning"});
  CHECK(optionCodes("disturbing", Edition::Y2002) == V{"advice", "warning"});
  CHECK(optionCodes("consulting", Edition::Older) == V{"warning", "loss"});
  CHECK(optionCodes("late", Edition::Y2002) == V{"time-deduction", "forfeit", "both-forfeit"});
}

TEST_CASE("a chosen penalty must be one the rules allow under the edition") {
  const PenaltyOption* w = choosePenalty("disturbing", Edition::Y2002, "warning");
  REQUIRE(w);
  CHECK(sanctionsCode(w->sanctions) == "warning");
  const PenaltyOption* loss = choosePenalty("consulting", Edition::Older, "loss");
  REQUIRE(loss);
  CHECK(loss->has(Sanction::GameLost));
  CHECK(choosePenalty("double-move", Edition::Y2002, "loss") == nullptr);  // 2002: void + warning
  CHECK(choosePenalty("double-move", Edition::Older, "void-warning") == nullptr);
  CHECK(choosePenalty("moved-stones", Edition::Older, "both-lose") == nullptr);  // 2002 only
  CHECK(choosePenalty("moved-stones", Edition::Y2002, "both-lose") != nullptr);
  CHECK(choosePenalty("disturbing", Edition::Y2002, "loss") == nullptr);
  CHECK(choosePenalty("nonsense", Edition::Y2002) == nullptr);
  // Where no article applies, the referee's general rulings are open.
  CHECK(choosePenalty("clock-before-move", Edition::Older, "warning") != nullptr);
  CHECK(choosePenalty("other", Edition::Y2002, "loss") != nullptr);
  CHECK(!findInfraction("clock-before-move")->older.covered);
  CHECK(findInfraction("clock-before-move")->y2002.covered);
  CHECK(findInfraction("other")->noteRequired);
}

TEST_CASE("sanction and edition codes round-trip") {
  for (Sanction s : allSanctions()) {
    CHECK(sanctionFromCode(toCode(s)) == s);
    CHECK(!nameEn(s).empty());
    CHECK(!nameZh(s).empty());
  }
  CHECK(sanctionsFromCode("move-void+loses-turn+warning") ==
        std::vector<Sanction>{Sanction::MoveVoid, Sanction::LosesTurn, Sanction::Warning});
  CHECK(sanctionsFromCode("")->empty());
  CHECK(!sanctionsFromCode("warning+"));
  CHECK(!sanctionsFromCode("warnings"));
  CHECK(editionFromCode("2002") == Edition::Y2002);
  CHECK(editionFromCode("older") == Edition::Older);
  CHECK(!editionFromCode("1988"));
  CHECK(toCode(Edition::Older) == "older");
  CHECK(endsGame(Sanction::GameLost));
  CHECK(endsGame(Sanction::Replay));
  CHECK(!endsGame(Sanction::Warning));
  CHECK(!endsGame(Sanction::Advice));
}

TEST_CASE("2002 §20.3: a long cycle may end in no result (无胜负), a draw or a replay") {
  using V = std::vector<std::string>;
  CHECK(optionCodes("cycle", Edition::Y2002) == V{"draw", "no-result", "replay"});
  CHECK(optionCodes("cycle", Edition::Older) == V{"draw", "replay"});  // older §11.3
  const PenaltyOption* none = choosePenalty("cycle", Edition::Y2002, "no-result");
  REQUIRE(none);
  CHECK(none->sanctions == std::vector<Sanction>{Sanction::NoResult});
  CHECK(none->whenZh == "补充规定：无胜负");
  CHECK(choosePenalty("cycle", Edition::Older, "no-result") == nullptr);
  CHECK(endsGame(Sanction::NoResult));
  CHECK(toCode(Sanction::NoResult) == "no-result");
  CHECK(nameZh(Sanction::NoResult) == "无胜负");
  CHECK(findInfraction("cycle")->y2002.textZh.find("无胜负") != std::string::npos);
}

TEST_CASE(
    "lateness under 2002: no article of its own, the older §14 applies, §13.1 only ends the "
    "forfeited game") {
  const EditionRule& y2002 = findInfraction("late")->y2002;
  CHECK(y2002.article == "2002 (no article; older §14.1)");
  CHECK(y2002.articleZh == "2002年版无专条（按旧版第二章第十四条）");
  CHECK(y2002.article.find("§13") == std::string::npos);
  CHECK(y2002.textZh.find("第13条第1款") != std::string::npos);  // the forfeited game is over
  CHECK(y2002.covered);                                          // the penalties are known
  CHECK(findInfraction("late")->older.article == "older §14.1");
  CHECK(findInfraction("late")->rule(Edition::Y2002).defaultOption == "time-deduction");
}
