#pragma once
// Inside the draw: the field and weights a drawn or planned round is explained and checked on,
// under the event's profile (Tengen's own weights or OpenGotha's).

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include "pairing/draw_field.h"
#include "pairing/opengotha_state.h"

namespace tengen::pairing::swiss_draw {

using namespace weights;

struct ExplainContext {
  std::vector<Standing> st;
  Field field;
  std::map<PlayerId, int> index;
  std::optional<OpenGothaState> og;  // the opengotha profile's view, when the event uses it
  const DrawInput* input = nullptr;
};

// The field the draw of `drawn` matched (its players minus byes), or every player who plays.
ExplainContext explainContext(const DrawInput& in, const Round* drawn);
// The profile's weight of field nodes u and v (OpenGotha's list order decides which is first).
std::int64_t pairWeight(const ExplainContext& c, int u, int v,
                        std::vector<CriterionWeight>* criteria);
// Players a and b's pair, criterion by criterion (not allowed when one is not in the field).
PairExplanation explainIn(const ExplainContext& c, PlayerId a, PlayerId b);

}  // namespace tengen::pairing::swiss_draw
