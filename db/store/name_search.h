#pragma once
// Search as you type over player names in any script: Chinese names by pinyin (full syllables
// without tones, initials, or a mix: "zhangsan", "zs", "zhangs" all find 张三), Latin names
// without regard to case or diacritics ("muller" finds Müller). Plain C++ on ICU's transliterators
// ("Han-Latin", "Han-Latin/Names" for the surname, "Any-Latin; Latin-ASCII; Lower"); no widgets.
// In db/ (next to the players it searches) because it needs ICU, which the plain modules below
// db/ do not link; the desk's players search uses it.

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <unicode/uversion.h>  // ICU's versioned namespace, for the forward declaration

U_NAMESPACE_BEGIN
class Transliterator;
U_NAMESPACE_END

namespace tengen::db {

// A text's searchable form, computed once per player and cached by the players model.
struct SearchKey {
  // Words of the text folded to lower-case ASCII; each Han character is one pinyin syllable.
  std::vector<std::string> syllables;
  // The same syllable spelled with v for ü (lü -> lv, as Chinese input methods type it); empty
  // when the syllable has no ü.
  std::vector<std::string> alternates;
  std::string compact;  // all syllables joined: "zhangsan", "muller"
  std::string lower;    // the text itself, case-folded UTF-8 (for queries typed in Chinese)
};

// What the user typed, folded once per keystroke.
struct SearchQuery {
  std::string folded;  // lower-case ASCII letters and digits only ("Zhang San" -> "zhangsan")
  std::string lower;   // case-folded UTF-8, for queries containing Han characters
  bool han = false;    // the query has Han characters: match the text as written
  bool empty() const { return folded.empty() && lower.empty(); }
};

// True when the query finds the key: Han queries as a substring of the text; others as a
// substring of the folded text, or as a chain of prefixes of consecutive syllables (each
// syllable given whole or by its first letters), starting at any syllable.
bool matches(const SearchKey& key, const SearchQuery& query);

// Folds texts with ICU. The transliterators take a few hundred milliseconds to load, so the desk
// warms them up on a background thread at start (warmUpInBackground); each Han character's
// reading is cached, so keys for thousands of names cost a few milliseconds.
// Not thread-safe apart from instance() and warmUpInBackground(): use it from one thread.
class NameFolder {
 public:
  static NameFolder& instance();
  static void warmUpInBackground();
  ~NameFolder();
  NameFolder(const NameFolder&) = delete;
  NameFolder& operator=(const NameFolder&) = delete;

  SearchKey key(std::string_view utf8);
  SearchQuery query(std::string_view utf8);

 private:
  NameFolder();
  struct Reading {
    std::string ascii;      // "lu"
    std::string alternate;  // "lv", or empty
  };
  const Reading& hanReading(int codePoint, bool surname);
  const std::string& otherFolded(int codePoint);

  std::unique_ptr<icu::Transliterator> han_;
  std::unique_ptr<icu::Transliterator> hanNames_;
  std::unique_ptr<icu::Transliterator> toAscii_;
  std::unordered_map<int, Reading> hanCache_, surnameCache_;
  std::unordered_map<int, std::string> otherCache_;
  // key() and query() fill the caches above and are called from more than one thread (tengen
  // serve's snapshot loader builds keys while its server thread answers filtered pages).
  std::recursive_mutex mutex_;  // recursive: query() folds through key()
};

}  // namespace tengen::db
