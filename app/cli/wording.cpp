#include "app/cli/wording.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace tengen::cli {
namespace {

Lang& current() {
  static Lang lang = Lang::En;
  return lang;
}

// Tengen's own texts (CLI and desk share the .ts) and Qt's (for the few Qt shows by itself).
QTranslator& ours() {
  static QTranslator translator;
  return translator;
}

QTranslator& qts() {
  static QTranslator translator;
  return translator;
}

}  // namespace

void setLanguage(Lang lang) {
  current() = lang;
  QCoreApplication::removeTranslator(&ours());
  QCoreApplication::removeTranslator(&qts());
  if (lang != Lang::Zh) return;
  if (ours().isEmpty()) (void)ours().load(QStringLiteral(":/i18n/tengen_desk_zh_CN.qm"));
  if (qts().isEmpty())
    (void)qts().load(QStringLiteral("qtbase_zh_CN"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath));
  QCoreApplication::installTranslator(&ours());
  QCoreApplication::installTranslator(&qts());
}

Lang language() {
  return current();
}

Lang systemLanguage() {
  return QLocale::system().language() == QLocale::Chinese ? Lang::Zh : Lang::En;
}

}  // namespace tengen::cli
