#pragma once
// The words of desk and CLI for who proposed dead stones and seki (app/engine/dead_stone_engine.h)
// and why GNU Go did not, in the installed language.

#include <QString>

#include "app/engine/dead_stone_engine.h"

namespace tengen::wording {

// "GNU Go 3.8", or Tengen's own rules in words.
QString proposerName(const engine::EngineProposal& proposal);
// Why GNU Go did not propose; empty when it did or was not asked.
QString gnuGoProblemText(const engine::EngineProposal& proposal);
// The warning where Tengen's rules proposed in GNU Go's place; empty when none.
QString fallbackNote(const engine::EngineProposal& proposal);

}  // namespace tengen::wording
