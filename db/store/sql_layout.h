#pragma once
// Laying out SQL text that is built from pieces. PostgreSQL keeps a function's body as written,
// so a migration that builds a function from shared pieces must lay each piece at the depth its
// step has always run it at, space for space.

#include <string>
#include <string_view>

namespace tengen::db {

// `text` with `spaces` more spaces before each of its lines (none after a final newline).
inline std::string indentedSql(std::string_view text, int spaces) {
  const std::string margin(static_cast<std::size_t>(spaces), ' ');
  std::string out;
  bool lineStart = true;
  for (char c : text) {
    if (lineStart) out += margin;
    out += c;
    lineStart = c == '\n';
  }
  return out;
}

}  // namespace tengen::db
