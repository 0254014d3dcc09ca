#pragma once
// The live and published pages' words that come from the CLI's message table (`tengen serve`,
// `tengen publish`).

#include <string>

#include "app/web/snapshot.h"

namespace tengen::cli {

// The time control in words in either language (web::TimeControlWords).
std::string timeControlWords(const std::string& spec, web::Lang lang);

}  // namespace tengen::cli
