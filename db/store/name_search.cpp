#include "db/store/name_search.h"
#include "pairing/latin_fold.h"

#include <unicode/translit.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <future>
#include <stdexcept>

namespace tengen::db {
namespace {

bool isAsciiAlnum(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

char asciiLower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool isHan(UChar32 cp) {
  UErrorCode status = U_ZERO_ERROR;
  return uscript_getScript(cp, &status) == USCRIPT_HAN && U_SUCCESS(status);
}

std::unique_ptr<icu::Transliterator> make(const char* id) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::Transliterator> t(
      icu::Transliterator::createInstance(id, UTRANS_FORWARD, status));
  if (U_FAILURE(status) || !t)
    throw std::runtime_error(std::string("ICU transliterator unavailable: ") + id);
  return t;
}

std::string utf8(const icu::UnicodeString& s) {
  std::string out;
  s.toUTF8String(out);
  return out;
}

std::string caseFolded(std::string_view text) {
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(
      icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
  return utf8(u.foldCase().trim());
}

// Calls f(codePoint) for each code point of UTF-8 text (ill-formed bytes come as negatives).
template <class F>
void forEachCodePoint(std::string_view text, F f) {
  const auto* s = reinterpret_cast<const uint8_t*>(text.data());
  const auto length = static_cast<int32_t>(text.size());
  int32_t i = 0;
  while (i < length) {
    UChar32 cp = 0;
    U8_NEXT(s, i, length, cp);
    f(cp);
  }
}

// Whether the syllables from `at` on spell the rest of the query, each by a non-empty prefix.
bool chain(const SearchKey& key, std::size_t at, const std::string& q, std::size_t pos) {
  if (at >= key.syllables.size()) return false;
  for (const std::string* spelling : {&key.syllables[at], &key.alternates[at]}) {
    std::size_t common = 0;
    while (common < spelling->size() && pos + common < q.size() &&
           (*spelling)[common] == q[pos + common])
      ++common;
    for (std::size_t len = common; len >= 1; --len) {
      if (pos + len == q.size()) return true;
      if (chain(key, at + 1, q, pos + len)) return true;
    }
  }
  return false;
}

}  // namespace

bool matches(const SearchKey& key, const SearchQuery& query) {
  if (query.han) return key.lower.find(query.lower) != std::string::npos;
  if (query.folded.empty()) return query.lower.empty();
  if (key.compact.find(query.folded) != std::string::npos) return true;
  for (std::size_t start = 0; start < key.syllables.size(); ++start)
    if (chain(key, start, query.folded, 0)) return true;
  return false;
}

NameFolder& NameFolder::instance() {
  static NameFolder folder;  // thread-safe initialisation: the warm-up thread may be building it
  return folder;
}

void NameFolder::warmUpInBackground() {
  // The static future's destructor joins the thread at exit.
  static std::future<void> warm = std::async(std::launch::async, [] { instance(); });
}

NameFolder::NameFolder()
    : han_(make("Han-Latin")),
      hanNames_(make("Han-Latin/Names")),
      toAscii_(make("Any-Latin; Latin-ASCII; Lower")) {}

NameFolder::~NameFolder() = default;

const NameFolder::Reading& NameFolder::hanReading(int codePoint, bool surname) {
  auto& cache = surname ? surnameCache_ : hanCache_;
  auto it = cache.find(codePoint);
  if (it != cache.end()) return it->second;
  icu::UnicodeString u(static_cast<UChar32>(codePoint));
  (surname ? hanNames_ : han_)->transliterate(u);
  const std::string toned = utf8(u);  // e.g. "lǜ"
  toAscii_->transliterate(u);
  Reading reading;
  for (char c : utf8(u))
    if (isAsciiAlnum(c)) reading.ascii += c;
  bool umlaut = false;
  for (const char* u8 : {"ü", "ǖ", "ǘ", "ǚ", "ǜ", "u\xCC\x88"})
    if (toned.find(u8) != std::string::npos) umlaut = true;
  if (umlaut) {
    reading.alternate = reading.ascii;
    std::replace(reading.alternate.begin(), reading.alternate.end(), 'u', 'v');
  }
  return cache.emplace(codePoint, std::move(reading)).first->second;
}

const std::string& NameFolder::otherFolded(int codePoint) {
  auto it = otherCache_.find(codePoint);
  if (it != otherCache_.end()) return it->second;
  // Latin letters with diacritics through the one table every module folds with; other
  // scripts (Cyrillic, Greek, Hangul...) through ICU's Latin-ASCII.
  if (const char* folded = pairing::foldLatinLetter(static_cast<char32_t>(codePoint))) {
    std::string lower;
    for (const char* f = folded; *f; ++f) lower += asciiLower(*f);
    return otherCache_.emplace(codePoint, std::move(lower)).first->second;
  }
  icu::UnicodeString u(static_cast<UChar32>(codePoint));
  toAscii_->transliterate(u);
  return otherCache_.emplace(codePoint, utf8(u)).first->second;
}

SearchKey NameFolder::key(std::string_view text) {
  const std::lock_guard lock(mutex_);
  SearchKey key;
  std::string word;
  auto flush = [&] {
    if (word.empty()) return;
    key.syllables.push_back(word);
    key.alternates.emplace_back();
    word.clear();
  };
  bool firstHan = true;
  forEachCodePoint(text, [&](UChar32 cp) {
    if (cp < 0) {
      flush();
    } else if (cp < 0x80) {
      const char c = static_cast<char>(cp);
      if (isAsciiAlnum(c))
        word += asciiLower(c);
      else
        flush();
    } else if (isHan(cp)) {
      flush();
      const Reading& r = hanReading(cp, firstHan);  // the first Han character is the surname
      firstHan = false;
      if (!r.ascii.empty()) {
        key.syllables.push_back(r.ascii);
        key.alternates.push_back(r.alternate);
      }
    } else {
      for (char c : otherFolded(cp)) {
        if (isAsciiAlnum(c))
          word += asciiLower(c);
        else
          flush();
      }
    }
  });
  flush();
  for (const std::string& s : key.syllables) key.compact += s;
  key.lower = caseFolded(text);
  return key;
}

SearchQuery NameFolder::query(std::string_view text) {
  const std::lock_guard lock(mutex_);
  SearchQuery q;
  q.lower = caseFolded(text);
  forEachCodePoint(text, [&](UChar32 cp) {
    if (cp > 0 && isHan(cp)) q.han = true;
  });
  if (!q.han) q.folded = key(text).compact;
  return q;
}

}  // namespace tengen::db
