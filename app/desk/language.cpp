#include "app/desk/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace tengen::desk {

namespace {
QString activeLanguage = QStringLiteral("en");
}  // namespace

QString Language::active() {
  return activeLanguage;
}

void Language::set(const QString& code) {
  QCoreApplication::removeTranslator(&app_);
  QCoreApplication::removeTranslator(&qt_);
  current_ = code == QLatin1String("zh") ? QStringLiteral("zh") : QStringLiteral("en");
  activeLanguage = current_;
  if (current_ == QLatin1String("zh")) {
    if (app_.load(QStringLiteral(":/i18n/tengen_desk_zh_CN.qm")))
      QCoreApplication::installTranslator(&app_);
    if (qt_.load(QStringLiteral("qtbase_zh_CN"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
      QCoreApplication::installTranslator(&qt_);
  } else {
    // English is the source text; this file holds only the plural forms ("1 player", "2 players").
    if (app_.load(QStringLiteral(":/i18n/tengen_desk_en.qm")))
      QCoreApplication::installTranslator(&app_);
  }
  QSettings().setValue(QStringLiteral("language"), current_);
}

QString Language::initial() {
  const QString saved = QSettings().value(QStringLiteral("language")).toString();
  if (!saved.isEmpty()) return saved;
  return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh")
                                                          : QStringLiteral("en");
}

}  // namespace tengen::desk
