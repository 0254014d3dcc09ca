#pragma once
// The parameters the "opengotha" draw profile (pairing/opengotha_draw.h) draws an event with:
// OpenGotha's defaults for the event's system, the values the event's OpenGotha file held (kept by
// the import), and the draw settings a director can change in Tengen (they were mapped from the
// file on import, so they agree with it until changed).

#include <string>
#include <vector>

#include "pairing/draw_settings.h"
#include "pairing/event.h"
#include "pairing/opengotha_params.h"
#include "reports/opengotha_kept.h"

namespace tengen::reports {

// Players' surnames and first names as the file split them while they still join to the
// player's name, else splitName's split of the name. Bad kept values are named in `problems`.
pairing::OpenGothaParams openGothaDrawParams(
    const OpenGothaKept& kept, const pairing::Event& event,
    const pairing::PairingSettings& settings, const std::vector<pairing::Player>& players,
    std::vector<pairing::OpenGothaParamProblem>* problems = nullptr);

}  // namespace tengen::reports
