#pragma once
// Character sets of SGF files: the CA property, or detection when it is missing (Chinese files are
// often GB2312/GBK/GB18030 without CA). Conversion uses the C library's iconv.

#include <optional>
#include <string>
#include <string_view>

namespace tengen::rules {

// Whether the bytes are valid UTF-8.
bool isValidUtf8(std::string_view bytes);
// The bytes converted from `charset` to UTF-8, or nullopt when they are not valid in it.
std::optional<std::string> toUtf8(std::string_view bytes, std::string_view charset);
// The value of the first CA[...] in the raw bytes, or "" when there is none.
std::string declaredCharset(std::string_view bytes);

struct Decoded {
  std::string text;      // UTF-8
  std::string encoding;  // what it was read as
};
// The bytes as UTF-8: a UTF-8 or UTF-16 BOM (encoding "UTF-16LE" / "UTF-16BE") or CA decides;
// without CA, valid UTF-8 is taken as is, then GB18030 (a superset of GB2312 and GBK) is tried,
// then ISO-8859-1 (SGF's default).
Decoded decodeSgfBytes(std::string_view bytes);

}  // namespace tengen::rules
