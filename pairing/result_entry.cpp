#include "pairing/result_entry.h"

#include <cctype>
#include <charconv>

namespace tengen::pairing {

std::optional<ResultEntry> parseResultEntry(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  std::size_t digits = 0;
  while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
  if (digits == 0 || digits > 4) return std::nullopt;
  ResultEntry entry;
  std::from_chars(text.data(), text.data() + digits, entry.board);
  if (entry.board < 1) return std::nullopt;
  std::string rest;
  for (char c : text.substr(digits))
    if (!std::isspace(static_cast<unsigned char>(c)))
      rest.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  if (rest == "?") return entry;
  // A bare colour means that colour won, margin not recorded.
  if (rest == "b" || rest == "w") rest += "+";
  if (rest == "=") rest = "jigo";
  if (rest == "--") rest = "both-lose";
  if (rest == "++") rest = "both-win";
  entry.result = Result::parse(rest);
  if (!entry.result) return std::nullopt;
  return entry;
}

}  // namespace tengen::pairing
