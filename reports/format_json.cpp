// JSON: the standings in the event's units.

#include "reports/format_parts.h"
#include "reports/formats.h"
#include "reports/text.h"

namespace tengen::reports {

using namespace formatting;
using pairing::Player;
using pairing::PlayerId;

std::string standingsJson(const Standings& st) {
  const Criterion primary = st.primary();
  std::string out = "[";
  bool first = true;
  for (const StandingRow& r : st.rows) {
    out += first ? "\n  {" : ",\n  {";
    first = false;
    out += "\"place\":" + std::to_string(r.place) +
           ",\"ex_aequo\":" + (r.exAequo ? "true" : "false") +
           ",\"player\":" + std::to_string(r.player.id) + ",\"name\":\"" +
           jsonEscape(r.player.name) + "\",\"rank\":\"" + r.player.rank.toString() +
           "\",\"withdrawn\":" + (r.withdrawn ? "true" : "false") +
           ",\"score\":" + st.displayScore(r) + ",\"tiebreaks\":{";
    bool firstTb = true;
    for (std::size_t c = 0; c < st.settings.order.size(); ++c) {
      if (st.settings.order[c] == primary) continue;
      out += firstTb ? "" : ",";
      firstTb = false;
      out += "\"" + std::string(toCode(st.settings.order[c])) +
             "\":" + st.display(st.settings.order[c], r.values[c]);
    }
    out += "}}";
  }
  out += st.rows.empty() ? "]\n" : "\n]\n";
  return out;
}

}  // namespace tengen::reports
