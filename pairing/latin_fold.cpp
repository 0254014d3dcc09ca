#include "pairing/latin_fold.h"

#include <string_view>

namespace tengen::pairing {

namespace {

// The base letter of each code point, lower case ('#': not a letter; 'A' = "ae", 'T' = "th",
// 'S' = "ss", 'I' = "ij", 'O' = "oe").
// Latin-1 supplement U+00C0..U+00FF.
constexpr std::string_view kLatin1 =
    "aaaaaaAceeeeiiiidnooooo#ouuuuyTS"
    "aaaaaaAceeeeiiiidnooooo#ouuuuyTy";
// Latin Extended-A U+0100..U+017F.
constexpr std::string_view kLatinExtA =
    "aaaaaaccccccccdd"
    "ddeeeeeeeeeegggg"
    "gggghhhhiiiiiiii"
    "iiIIjjkkklllllll"
    "lllnnnnnnnnnoooo"
    "ooOOrrrrrrssssss"
    "ssttttttuuuuuuuu"
    "uuuuwwyyyzzzzzzs";

// Whether the letter at c is a capital: Latin-1 below U+00DF; in Extended-A the pairs start on
// an even code point except in the runs U+0139..U+0148 and U+0179..U+017E, which start on an odd
// one; ı ĸ ŉ ſ have no capital here, İ and Ÿ are capitals.
bool isCapital(char32_t c) {
  if (c < 0x100) return c < 0xDF;
  if (c == 0x130 || c == 0x178) return true;
  if (c == 0x131 || c == 0x138 || c == 0x149 || c == 0x17F) return false;
  const bool oddRun = (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E);
  return oddRun ? c % 2 == 1 : c % 2 == 0;
}

const char* spelled(char base, bool capital) {
  static const char* const kLower[26] = {"a", "b", "c", "d", "e", "f", "g", "h", "i",
                                         "j", "k", "l", "m", "n", "o", "p", "q", "r",
                                         "s", "t", "u", "v", "w", "x", "y", "z"};
  static const char* const kUpper[26] = {"A", "B", "C", "D", "E", "F", "G", "H", "I",
                                         "J", "K", "L", "M", "N", "O", "P", "Q", "R",
                                         "S", "T", "U", "V", "W", "X", "Y", "Z"};
  switch (base) {
    case 'A':
      return capital ? "AE" : "ae";
    case 'T':
      return capital ? "TH" : "th";
    case 'S':
      return "ss";  // ß has no capital of its own here
    case 'I':
      return capital ? "IJ" : "ij";
    case 'O':
      return capital ? "OE" : "oe";
    default:
      return capital ? kUpper[base - 'a'] : kLower[base - 'a'];
  }
}

}  // namespace

const char* foldLatinLetter(char32_t c) {
  char base = '#';
  if (c >= 0xC0 && c <= 0xFF)
    base = kLatin1[c - 0xC0];
  else if (c >= 0x100 && c <= 0x17F)
    base = kLatinExtA[c - 0x100];
  if (base == '#') return nullptr;
  return spelled(base, isCapital(c));
}

}  // namespace tengen::pairing
