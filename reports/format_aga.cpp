// The AGA rated-results file (OpenGotha's layout).
#include <algorithm>
#include <map>

#include "reports/format_parts.h"
#include "reports/formats.h"
#include "reports/text.h"

namespace tengen::reports {

using namespace formatting;
using pairing::Player;
using pairing::PlayerId;

// --- AGA ---------------------------------------------------------------------------------------
Export agaResults(const Standings& st, const Tournament& t) {
  Export ex;
  std::string out;
  out += "Tourney\t" + foldToAscii(t.event.name, "") + ", " + foldToAscii(t.event.venue, "") + "\n";
  out += "location='" + foldToAscii(t.event.venue, "") + "'\n";
  if (t.event.startDate) out += "\tstart=" + pairing::toIsoDate(*t.event.startDate) + "\n";
  if (t.event.endDate || t.event.startDate)
    out +=
        "\tfinish=" + pairing::toIsoDate(t.event.endDate ? *t.event.endDate : *t.event.startDate) +
        "\n";
  out += "PLAYERS\n";
  // No AGA ids in the model: every player gets an invented id counting down from 99999.
  std::map<PlayerId, int> agaId;
  int next = 99999;
  for (const StandingRow& r : st.rows) {
    bool played = false;
    for (const RoundEntry& e : r.entries) played = played || e.kind == EntryKind::Game;
    if (!played) continue;
    agaId[r.player.id] = next--;
    // "Last, First", as AGA's own files write names.
    LatinName parts = latinNameParts(r.player);
    if (parts.surname.empty()) {
      ex.warnings.push_back("player " + std::to_string(r.player.id) + " (" + r.player.name +
                            ") has no Latin name");
      parts = {"Player", std::to_string(r.player.id)};
    }
    out += std::to_string(agaId[r.player.id]) + "\t" + parts.surname + ", " + parts.given + "\t" +
           rankCode(r.player.rank) + "\n";
  }
  std::vector<pairing::Round> rounds = t.rounds;
  std::sort(rounds.begin(), rounds.end(),
            [](const auto& a, const auto& b) { return a.number < b.number; });
  for (const auto& round : rounds) {
    if (round.number > st.afterRound) continue;
    out += "\nGAMES " + std::to_string(round.number) + "\n";
    for (const auto& g : sortedGames(round)) {
      if (!g.result || g.result->method == pairing::WinMethod::Forfeit) continue;
      const auto o = g.result->outcome;
      if (o == pairing::Outcome::Unplayed || o == pairing::Outcome::BothLose ||
          o == pairing::Outcome::BothWin)
        continue;
      auto w = agaId.find(g.white), b = agaId.find(g.black);
      if (w == agaId.end() || b == agaId.end()) continue;
      const char* winner = o == pairing::Outcome::WhiteWins   ? "W"
                           : o == pairing::Outcome::BlackWins ? "B"
                                                              : "?";
      // The komi column holds whole points: 7.5 is written 7, -0.5 is written 0 (toward zero).
      // One stone is an even game without komi, which AGA's files write as handicap 0, komi 0
      // (as OpenGotha's AGA writer does).
      const bool oneStone = g.handicap == 1;
      const int handicap = oneStone ? 0 : g.handicap;
      const int wholeKomi = oneStone ? 0 : g.komi.count() / 2;
      out += std::to_string(w->second) + "\t" + std::to_string(b->second) + "\t" + winner + "\t" +
             std::to_string(handicap) + "\t" + std::to_string(wholeKomi) + "\n";
    }
  }
  out += "END\n";
  ex.text = out;
  return ex;
}

}  // namespace tengen::reports
