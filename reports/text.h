#pragma once
// Small text helpers for the report writers: UTF-8 display width, escaping, Latin folding.

#include <string>
#include <string_view>

namespace tengen::reports {

// Terminal columns of UTF-8 text: East Asian wide and full-width characters count two.
int displayWidth(std::string_view utf8);
// Pads (or not) to `width` display columns, on the right (left-aligned) or the left.
std::string padRight(std::string_view utf8, int width);
std::string padLeft(std::string_view utf8, int width);

std::string jsonEscape(std::string_view utf8);  // without the surrounding quotes
std::string htmlEscape(std::string_view utf8);  // & < > " '
std::string xmlEscape(std::string_view utf8);   // & < > " ' and control characters

bool isAscii(std::string_view text);
// Folds Latin letters with diacritics to ASCII (é→e, ß→ss, Ł→L); any other non-ASCII character
// becomes `replacement`. With an empty replacement, leading/trailing spaces are trimmed too.
std::string foldToAscii(std::string_view utf8, std::string_view replacement = "?");

}  // namespace tengen::reports
