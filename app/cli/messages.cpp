#include "app/cli/messages.h"

#include <QLocale>
#include <map>
#include <string>

namespace tengen::cli {
namespace {

std::map<std::string, Message, std::less<>>& table() {
  static std::map<std::string, Message, std::less<>> entries;
  return entries;
}

Lang& current() {
  static Lang lang = Lang::En;
  return lang;
}

}  // namespace

MessageRegistration::MessageRegistration(std::initializer_list<Message> entries) {
  for (const Message& m : entries) table()[m.id] = m;
}

void setLanguage(Lang lang) { current() = lang; }
Lang language() { return current(); }

Lang systemLanguage() {
  return QLocale::system().language() == QLocale::Chinese ? Lang::Zh : Lang::En;
}

QString msg(std::string_view id) {
  auto it = table().find(id);
  if (it == table().end()) return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
  return QString::fromUtf8(current() == Lang::Zh ? it->second.zh : it->second.en);
}

std::string msgs(std::string_view id) { return msg(id).toStdString(); }

}  // namespace tengen::cli
