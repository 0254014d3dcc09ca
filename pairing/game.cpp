#include "pairing/game.h"

#include "rules/code_table.h"

namespace tengen::pairing {
namespace {
constexpr rules::CodeTable<ColourMethod, 5> kColourMethodCodes = {{
    {ColourMethod::Balance, "balance"},
    {ColourMethod::Nigiri, "nigiri"},
    {ColourMethod::Draw, "draw"},
    {ColourMethod::Manual, "manual"},
    {ColourMethod::Handicap, "handicap"},
}};
}  // namespace

std::string_view toCode(ColourMethod method) {
  return rules::codeOf(kColourMethodCodes, method);
}

std::optional<ColourMethod> colourMethodFromCode(std::string_view code) {
  return rules::valueOf(kColourMethodCodes, code);
}

}  // namespace tengen::pairing
