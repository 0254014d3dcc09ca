#include "referee/catalogue_search.h"

#include <string>

namespace tengen::referee {
namespace {

// ASCII letters folded to lower case; other bytes (UTF-8 Chinese, §) are kept as they are.
std::string fold(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// The article without its edition prefix: "2002 §17.2" -> "§17.2", "2002年版第17条" -> "第17条".
std::string_view withoutEdition(std::string_view article) {
  for (std::string_view prefix : {"2002年版", "旧版", "2002 ", "older "}) {
    if (article.substr(0, prefix.size()) == prefix) return article.substr(prefix.size());
  }
  return article;
}

// The words referees and players use for an infraction that its names do not contain ("打劫" for a
// ko retaken, "悔棋"'s "takeback", "flag" for overtime): searched like the names.
std::string_view aliases(std::string_view code) {
  struct Alias {
    std::string_view code;
    std::string_view words;
  };
  static constexpr Alias kAliases[] = {
      {"wrong-colours", "拿错 黑白 colors 猜先"},
      {"double-move", "连走 两步 twice"},
      {"retract", "takeback take-back"},
      {"dropped-stone", "掉子 掉落 drop"},
      {"clock-before-move", "按钟 计时钟 计时器"},
      {"moved-stones", "移子 挪子"},
      {"scattered-board", "散乱 复盘"},
      {"wrong-capture", "误提 提子"},
      {"missed-capture", "漏提 提子"},
      {"ko-retake", "打劫 提劫 劫材"},
      {"forbidden-point", "禁着点 禁入点 suicide 自杀"},
      {"cycle", "三劫 长生 循环 superko 同形 无胜负 no-result"},
      {"sealed-move", "封棋 封盘 adjourn"},
      {"leaving", "退场 离席 absent"},
      {"disturbing", "妨碍 干扰 喧哗 noise"},
      {"consulting", "议论 查阅 作弊 cheating 手机 phone"},
      {"late", "迟到 弃权 forfeit"},
      {"overtime", "超时 读秒 flag 时限 time"},
      {"other", "其他 其它"},
  };
  for (const Alias& a : kAliases)
    if (a.code == code) return a.words;
  return {};
}

bool contains(std::string_view haystack, std::string_view needle) {
  return fold(haystack).find(needle) != std::string::npos;
}

}  // namespace

bool matchesInfraction(const Infraction& infraction, std::string_view query, Edition edition) {
  const EditionRule& rule = infraction.rule(edition);
  const std::string folded = fold(query);
  std::size_t at = 0;
  while (at < folded.size()) {
    const std::size_t end = std::min(folded.find(' ', at), folded.size());
    const std::string_view word = std::string_view(folded).substr(at, end - at);
    at = end + 1;
    if (word.empty()) continue;
    if (!contains(infraction.code, word) && !contains(infraction.nameEn, word) &&
        !contains(infraction.nameZh, word) && !contains(withoutEdition(rule.article), word) &&
        !contains(withoutEdition(rule.articleZh), word) &&
        !contains(aliases(infraction.code), word))
      return false;
  }
  return true;
}

std::vector<const Infraction*> searchCatalogue(std::string_view query, Edition edition) {
  std::vector<const Infraction*> found;
  for (const Infraction& i : catalogue())
    if (matchesInfraction(i, query, edition)) found.push_back(&i);
  return found;
}

}  // namespace tengen::referee
