// The players search's matcher (db/store/name_search.h): pinyin, initials, Latin folding.
#include <doctest/doctest.h>

#include <initializer_list>

#include "db/store/name_search.h"

using namespace tengen::db;

namespace {
bool finds(const char* query, const char* name) {
  NameFolder& f = NameFolder::instance();
  return matches(f.key(name), f.query(query));
}

// Every one of `queries` finds `name`.
void findsAll(std::initializer_list<const char*> queries, const char* name) {
  for (const char* query : queries) CHECK_MESSAGE(finds(query, name), query << " ~ " << name);
}
}  // namespace

TEST_CASE("a Chinese name is found by full pinyin, initials and a mix of both") {
  findsAll({"zhang", "zhangsan", "zhang san", "ZS", "zs", "zhangs", "zsan", "san"}, "张三");
  CHECK(finds("xm", "王小明"));
  CHECK_FALSE(finds("li", "张三"));
  CHECK_FALSE(finds("zl", "张三"));
  CHECK_FALSE(finds("sz", "张三"));  // syllables in order
}

TEST_CASE("the surname takes its name reading and a v stands for the u umlaut") {
  findsAll({"shan", "stf"}, "单田芳");  // 单 as a surname is Shan, not Dan
  findsAll({"lu", "lvbu", "lb"}, "吕布");
}

TEST_CASE("a query in Chinese matches the name as written") {
  CHECK(finds("张", "张三"));
  CHECK(finds("小明", "王小明"));
  CHECK_FALSE(finds("章", "张三"));  // same pinyin, other character
}

TEST_CASE("Latin names match without regard to case or diacritics") {
  findsAll({"muller", "MÜLL", "ller"}, "Müller");
  findsAll({"lukasz", "zolw"}, "Łukasz Żółw");
  findsAll({"obrien", "o'brien"}, "O'Brien");
  CHECK(finds("jp", "Jean-Pierre Dupont"));
  CHECK_FALSE(finds("mueller", "Meier"));
}

TEST_CASE("an empty query finds everyone and punctuation alone finds no one") {
  NameFolder& f = NameFolder::instance();
  CHECK(matches(f.key("张三"), f.query("")));
  CHECK(f.query("   ").empty());
  CHECK_FALSE(matches(f.key("张三"), f.query("--")));
}
