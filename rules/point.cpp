#include "rules/point.h"

#include <cctype>

namespace tengen::rules {

std::string_view colorLetter(Color c) {
  if (c == Color::Black) return "B";
  if (c == Color::White) return "W";
  return "";
}

namespace {
char sgfLetter(int i) {
  return static_cast<char>(i < 26 ? 'a' + i : 'A' + (i - 26));
}
constexpr std::string_view kGtpLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
}  // namespace

std::string toSgf(Loc p) {
  if (p < 0) return "";
  return {sgfLetter(locX(p)), sgfLetter(locY(p))};
}

std::string toGtp(Loc p, int height) {
  if (p == kPass) return "pass";
  if (p < 0) return "";
  return std::string(1, kGtpLetters[static_cast<std::size_t>(locX(p))]) +
         std::to_string(height - locY(p));
}

std::optional<Loc> parseGtp(std::string_view text, int width, int height) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  if (text.size() == 4 && std::tolower(static_cast<unsigned char>(text[0])) == 'p' &&
      std::tolower(static_cast<unsigned char>(text[1])) == 'a' &&
      std::tolower(static_cast<unsigned char>(text[2])) == 's' &&
      std::tolower(static_cast<unsigned char>(text[3])) == 's')
    return kPass;
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  const auto x = kGtpLetters.find(letter);
  if (x == std::string_view::npos || static_cast<int>(x) >= width) return std::nullopt;
  int row = 0;
  for (char c : text.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    row = row * 10 + (c - '0');
  }
  if (row < 1 || row > height) return std::nullopt;
  return makeLoc(static_cast<int>(x), height - row);
}

}  // namespace tengen::rules
