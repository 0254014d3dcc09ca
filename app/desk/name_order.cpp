#include "app/desk/name_order.h"

#include <QLocale>
#include <map>
#include <memory>

namespace tengen::desk {

QCollator nameCollator(const QString& lang) {
  QCollator collator(lang == QLatin1String("zh")
                         ? QLocale(QLocale::Chinese, QLocale::China)
                         : QLocale(QLocale::English, QLocale::UnitedStates));
  collator.setNumericMode(true);
  collator.setCaseSensitivity(Qt::CaseInsensitive);
  return collator;
}

reports::NameBefore nameOrder(const QString& lang) {
  // Each name's sort key is made once (a sort compares every name many times).
  struct Keys {
    QCollator collator;
    std::map<std::string, QCollatorSortKey> keys;
    const QCollatorSortKey& of(const std::string& name) {
      auto it = keys.find(name);
      if (it == keys.end())
        it = keys.emplace(name, collator.sortKey(QString::fromStdString(name))).first;
      return it->second;
    }
  };
  auto keys = std::make_shared<Keys>(Keys{nameCollator(lang), {}});
  return [keys](const std::string& a, const std::string& b) {
    const int order = keys->of(a).compare(keys->of(b));
    return order != 0 ? order < 0 : a < b;  // equal for the collator: a fixed order still
  };
}

}  // namespace tengen::desk
