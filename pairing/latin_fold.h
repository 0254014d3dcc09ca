#pragma once
// Latin letters with diacritics folded to ASCII, the one table every module uses: the reports'
// ASCII exports (reports/text.h foldToAscii), the rating lists' name search (rating_list.h
// foldName) and the players' search as you type (db/store/name_search.h). In pairing/, the
// lowest layer that needs it; plain C++, no ICU.

namespace tengen::pairing {

// The ASCII letters of a letter of Latin-1 (U+00C0..U+00FF) or Latin Extended-A
// (U+0100..U+017F), case kept: é→"e", É→"E", ß→"ss", Æ→"AE", Þ→"TH", ð→"d", Ł→"L", Œ→"OE",
// Ĳ→"IJ", ſ→"s". nullptr for any other character (ASCII, × and ÷, other scripts).
const char* foldLatinLetter(char32_t c);

}  // namespace tengen::pairing
