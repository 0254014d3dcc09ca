#include "rules/sgf_encoding.h"

#include <iconv.h>

#include <cctype>
#include <cerrno>

namespace tengen::rules {

bool isValidUtf8(std::string_view s) {
  std::size_t i = 0;
  const std::size_t n = s.size();
  while (i < n) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    int len = 0;
    unsigned min = 0;
    unsigned cp = 0;
    if ((c & 0xE0) == 0xC0) {
      len = 2;
      cp = c & 0x1F;
      min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
      len = 3;
      cp = c & 0x0F;
      min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
      len = 4;
      cp = c & 0x07;
      min = 0x10000;
    } else {
      return false;
    }
    if (i + static_cast<std::size_t>(len) > n) return false;
    for (int k = 1; k < len; ++k) {
      const auto cc = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += static_cast<std::size_t>(len);
  }
  return true;
}

std::optional<std::string> toUtf8(std::string_view bytes, std::string_view charset) {
  const std::string from(charset);
  iconv_t cd = iconv_open("UTF-8", from.c_str());
  if (cd == reinterpret_cast<iconv_t>(-1)) return std::nullopt;
  std::string out;
  out.resize(bytes.size() * 4 + 16);
  char* in = const_cast<char*>(bytes.data());
  std::size_t inLeft = bytes.size();
  char* outPtr = out.data();
  std::size_t outLeft = out.size();
  bool ok = true;
  while (inLeft > 0) {
    if (iconv(cd, &in, &inLeft, &outPtr, &outLeft) == static_cast<std::size_t>(-1)) {
      if (errno == E2BIG) {
        const std::size_t used = static_cast<std::size_t>(outPtr - out.data());
        out.resize(out.size() * 2);
        outPtr = out.data() + used;
        outLeft = out.size() - used;
        continue;
      }
      ok = false;
      break;
    }
  }
  iconv_close(cd);
  if (!ok) return std::nullopt;
  out.resize(static_cast<std::size_t>(outPtr - out.data()));
  return out;
}

std::string declaredCharset(std::string_view bytes) {
  std::size_t pos = 0;
  while ((pos = bytes.find("CA", pos)) != std::string_view::npos) {
    // Must be a whole identifier: not preceded by an upper-case letter.
    const bool whole = pos == 0 || !std::isupper(static_cast<unsigned char>(bytes[pos - 1]));
    std::size_t v = pos + 2;
    while (v < bytes.size() && std::isspace(static_cast<unsigned char>(bytes[v]))) ++v;
    if (whole && v < bytes.size() && bytes[v] == '[') {
      const std::size_t end = bytes.find(']', v);
      if (end == std::string_view::npos) return "";
      std::string value(bytes.substr(v + 1, end - v - 1));
      while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back())))
        value.pop_back();
      while (!value.empty() && std::isspace(static_cast<unsigned char>(value.front())))
        value.erase(0, 1);
      return value;
    }
    pos += 2;
  }
  return "";
}

namespace {
std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

Decoded decodeSgfBytes(std::string_view bytes) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") return {std::string(bytes.substr(3)), "UTF-8"};
  for (const char* charset : {"UTF-16LE", "UTF-16BE"}) {
    const bool little = charset[6] == 'L';
    if (bytes.substr(0, 2) !=
        (little ? std::string_view("\xFF\xFE") : std::string_view("\xFE\xFF")))
      continue;
    if (auto text = toUtf8(bytes.substr(2), charset)) return {std::move(*text), charset};
  }
  const std::string ca = upper(declaredCharset(bytes));
  const bool allAscii = [&] {
    for (char c : bytes)
      if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
  }();
  if (allAscii) return {std::string(bytes), ca.empty() ? "UTF-8" : ca};
  if (!ca.empty()) {
    std::string charset = ca;
    if (ca == "GB2312" || ca == "GBK" || ca == "CP936" || ca == "EUC-CN" || ca == "GB18030")
      charset = "GB18030";
    if ((ca == "UTF-8" || ca == "UTF8") && isValidUtf8(bytes)) return {std::string(bytes), "UTF-8"};
    if (ca != "UTF-8" && ca != "UTF8") {
      // Files labelled ISO-8859-1 are often UTF-8 in fact: trust valid UTF-8 over the label.
      if (charset.rfind("ISO-8859", 0) == 0 && isValidUtf8(bytes))
        return {std::string(bytes), "UTF-8"};
      if (auto text = toUtf8(bytes, charset)) return {std::move(*text), charset};
    }
  }
  if (isValidUtf8(bytes)) return {std::string(bytes), "UTF-8"};
  if (auto text = toUtf8(bytes, "GB18030")) return {std::move(*text), "GB18030"};
  if (auto text = toUtf8(bytes, "ISO-8859-1")) return {std::move(*text), "ISO-8859-1"};
  return {std::string(bytes), "UTF-8"};
}

}  // namespace tengen::rules
