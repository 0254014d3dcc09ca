#include "reports/text.h"

#include <cstdint>
#include <cstdio>

#include "pairing/latin_fold.h"

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

namespace {
// The entity of a character that HTML and XML both escape (& < > " '), nullptr for any other.
// The apostrophe's is the caller's: HTML 4 has no &apos;.
const char* markupEntity(char ch, const char* apostrophe) {
  switch (ch) {
    case '&':
      return "&amp;";
    case '<':
      return "&lt;";
    case '>':
      return "&gt;";
    case '"':
      return "&quot;";
    case '\'':
      return apostrophe;
    default:
      return nullptr;
  }
}
}  // namespace

std::string htmlEscape(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (char ch : s) {
    if (const char* entity = markupEntity(ch, "&#39;"))
      r += entity;
    else
      r += ch;
  }
  return r;
}

std::string xmlEscape(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (const char* entity = markupEntity(ch, "&apos;"))
      r += entity;
    else if (c < 0x20)
      r += "&#" + std::to_string(c) + ";";
    else
      r += ch;
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
    } else if (const char* f = pairing::foldLatinLetter(c)) {
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
