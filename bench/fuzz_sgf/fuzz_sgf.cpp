// libFuzzer target: the SGF reader (encoding detection, syntax, game record, replay, counting and
// writing back) must never crash, hang or leak on any input.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "rules/replay.h"
#include "rules/scoring.h"
#include "rules/sgf.h"
#include "rules/sgf_game.h"
#include "rules/verify.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tengen::rules;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const SgfParse parsed = parseSgf(bytes);
  if (parsed.error) return 0;
  // A parsed tree written and parsed again must parse.
  const SgfParse again = parseSgfUtf8(writeSgf(parsed.tree));
  if (again.error) __builtin_trap();
  auto game = gameFromTree(parsed.tree);
  auto* g = std::get_if<SgfGame>(&game);
  if (!g) return 0;
  (void)writeSgfGame(*g);
  for (const char* name : {"chinese", "japanese", "tromp-taylor"}) {
    const RuleSet rules = *RuleSet::preset(name);
    const Replay r = replay(*g, rules);
    std::vector<Loc> dead(g->territoryBlack.begin(), g->territoryBlack.end());
    const Score s = scoreGame(r.game.board(), rules, dead, g->komi.value_or(HalfPoints(15)),
                              effectiveHandicap(*g));
    if (s.black.count + s.white.count < rules::HalfPoints(0)) __builtin_trap();
    if (auto claim = parseClaim(g->result, g->komiInStones))
      (void)verify(*claim, s, r.game.board(), rules);
  }
  return 0;
}
