// CSV: the standings with a header row.

#include "pairing/csv.h"
#include "reports/format_parts.h"
#include "reports/formats.h"

namespace tengen::reports {

using namespace formatting;
using pairing::Player;
using pairing::PlayerId;

std::string standingsCsv(const Standings& st) {
  using pairing::csvField;
  std::string out = "place,ex_aequo,player,name,latin_name,rank,club,country,withdrawn";
  for (Criterion c : st.settings.order) out += "," + csvField(toCode(c));
  out += "\n";
  for (const StandingRow& r : st.rows) {
    out += std::to_string(r.place) + "," + (r.exAequo ? "1" : "0") + "," +
           std::to_string(r.player.id) + "," + csvField(r.player.name) + "," +
           csvField(r.player.latinName) + "," + r.player.rank.toString() + "," +
           csvField(r.player.club) + "," + csvField(r.player.country) + "," +
           (r.withdrawn ? "1" : "0");
    for (std::size_t c = 0; c < st.settings.order.size(); ++c)
      out += "," + st.display(st.settings.order[c], r.values[c]);
    out += "\n";
  }
  return out;
}

}  // namespace tengen::reports
