#include "reports/text.h"

#include <cstdint>
#include <cstdio>

namespace tengen::reports {
namespace {

// Decodes one UTF-8 code point at `i` (advancing it); invalid bytes decode as themselves.
char32_t decode(std::string_view s, std::size_t& i) {
  const auto b0 = static_cast<unsigned char>(s[i]);
  int extra = 0;
  char32_t cp = b0;
  if (b0 >= 0xF0) {
    extra = 3;
    cp = b0 & 0x07;
  } else if (b0 >= 0xE0) {
    extra = 2;
    cp = b0 & 0x0F;
  } else if (b0 >= 0xC0) {
    extra = 1;
    cp = b0 & 0x1F;
  }
  ++i;
  for (int k = 0; k < extra && i < s.size(); ++k, ++i)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
  return cp;
}

bool wide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

const char* foldLatin(char32_t c) {
  if (c >= 0xC0 && c <= 0xC5) return "A";
  if (c == 0xC6) return "AE";
  if (c == 0xC7) return "C";
  if (c >= 0xC8 && c <= 0xCB) return "E";
  if (c >= 0xCC && c <= 0xCF) return "I";
  if (c == 0xD0) return "D";
  if (c == 0xD1) return "N";
  if ((c >= 0xD2 && c <= 0xD6) || c == 0xD8) return "O";
  if (c >= 0xD9 && c <= 0xDC) return "U";
  if (c == 0xDD) return "Y";
  if (c == 0xDF) return "ss";
  if (c >= 0xE0 && c <= 0xE5) return "a";
  if (c == 0xE6) return "ae";
  if (c == 0xE7) return "c";
  if (c >= 0xE8 && c <= 0xEB) return "e";
  if (c >= 0xEC && c <= 0xEF) return "i";
  if (c == 0xF1) return "n";
  if ((c >= 0xF2 && c <= 0xF6) || c == 0xF8) return "o";
  if (c >= 0xF9 && c <= 0xFC) return "u";
  if (c == 0xFD || c == 0xFF) return "y";
  // Latin Extended-A: pairs of upper/lower case letters.
  struct Range {
    char32_t from, to;
    char upper;
  };
  static constexpr Range kRanges[] = {
      {0x100, 0x105, 'A'}, {0x106, 0x10D, 'C'}, {0x10E, 0x111, 'D'}, {0x112, 0x11B, 'E'},
      {0x11C, 0x123, 'G'}, {0x124, 0x127, 'H'}, {0x128, 0x131, 'I'}, {0x134, 0x135, 'J'},
      {0x136, 0x138, 'K'}, {0x139, 0x142, 'L'}, {0x143, 0x14B, 'N'}, {0x14C, 0x151, 'O'},
      {0x154, 0x159, 'R'}, {0x15A, 0x161, 'S'}, {0x162, 0x167, 'T'}, {0x168, 0x173, 'U'},
      {0x174, 0x175, 'W'}, {0x176, 0x178, 'Y'}, {0x179, 0x17E, 'Z'},
  };
  static const char* kUpper[26] = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
                                   "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"};
  static const char* kLower[26] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m",
                                   "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z"};
  for (const Range& r : kRanges)
    if (c >= r.from && c <= r.to) {
      // Upper case letters sit at even offsets except in the L and Y..Z runs; close enough to
      // keep the letter, with case taken from parity of the code point within common blocks.
      const bool lower = ((c - r.from) % 2) == 1;
      return lower ? kLower[r.upper - 'A'] : kUpper[r.upper - 'A'];
    }
  return nullptr;
}

}  // namespace

int displayWidth(std::string_view s) {
  int w = 0;
  for (std::size_t i = 0; i < s.size();) {
    const char32_t c = decode(s, i);
    if (c >= 0x300 && c <= 0x36F) continue;  // combining marks
    w += wide(c) ? 2 : 1;
  }
  return w;
}

std::string padRight(std::string_view s, int width) {
  std::string r(s);
  const int w = displayWidth(s);
  if (w < width) r.append(static_cast<std::size_t>(width - w), ' ');
  return r;
}

std::string padLeft(std::string_view s, int width) {
  const int w = displayWidth(s);
  std::string r;
  if (w < width) r.append(static_cast<std::size_t>(width - w), ' ');
  r += s;
  return r;
}

std::string jsonEscape(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (ch) {
      case '"':
        r += "\\\"";
        break;
      case '\\':
        r += "\\\\";
        break;
      case '\n':
        r += "\\n";
        break;
      case '\r':
        r += "\\r";
        break;
      case '\t':
        r += "\\t";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          r += buf;
        } else {
          r += ch;
        }
    }
  }
  return r;
}

std::string htmlEscape(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (char ch : s) {
    switch (ch) {
      case '&':
        r += "&amp;";
        break;
      case '<':
        r += "&lt;";
        break;
      case '>':
        r += "&gt;";
        break;
      case '"':
        r += "&quot;";
        break;
      case '\'':
        r += "&#39;";
        break;
      default:
        r += ch;
    }
  }
  return r;
}

std::string xmlEscape(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (ch) {
      case '&':
        r += "&amp;";
        break;
      case '<':
        r += "&lt;";
        break;
      case '>':
        r += "&gt;";
        break;
      case '"':
        r += "&quot;";
        break;
      case '\'':
        r += "&apos;";
        break;
      default:
        if (c < 0x20) {
          r += "&#" + std::to_string(c) + ";";
        } else {
          r += ch;
        }
    }
  }
  return r;
}

bool isAscii(std::string_view text) {
  for (char c : text)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

std::string foldToAscii(std::string_view s, std::string_view replacement) {
  std::string r;
  for (std::size_t i = 0; i < s.size();) {
    const char32_t c = decode(s, i);
    if (c < 0x80) {
      r += static_cast<char>(c);
    } else if (c >= 0x300 && c <= 0x36F) {
      continue;
    } else if (const char* f = foldLatin(c)) {
      r += f;
    } else {
      r += replacement;
    }
  }
  if (replacement.empty()) {
    while (!r.empty() && r.back() == ' ') r.pop_back();
    std::size_t b = 0;
    while (b < r.size() && r[b] == ' ') ++b;
    r.erase(0, b);
  }
  return r;
}

}  // namespace tengen::reports
