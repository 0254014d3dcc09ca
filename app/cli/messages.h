#pragma once
// The command line's one message table: every text the CLI shows, in English and Chinese, looked
// up by a stable id. Each command file registers its own entries next to the code that uses them.

#include <QString>
#include <initializer_list>
#include <string_view>

namespace tengen::cli {

enum class Lang { En, Zh };

struct Message {
  const char* id;
  const char* en;
  const char* zh;
};

// Adds entries to the table (at static-initialisation time, from each command file).
struct MessageRegistration {
  MessageRegistration(std::initializer_list<Message> entries);
};

void setLanguage(Lang lang);
Lang language();
// The language of the system locale: Chinese locales give Zh, everything else En.
Lang systemLanguage();

// The text for `id` in the current language ("%1".."%9" for QString::arg); an unknown id is
// returned as itself so a missing entry shows up instead of vanishing.
QString msg(std::string_view id);
// The same as std::string, for CLI11 descriptions.
std::string msgs(std::string_view id);

}  // namespace tengen::cli
