#include "app/wording/words_in.h"

#include <QCoreApplication>
#include <QTranslator>

namespace tengen::wording {
namespace {

// A translation embedded by tengen_wording (:/i18n/), loaded on first use and kept for the
// process: pages are rendered to the end.
const QTranslator* load(const char* file) {
  auto* t = new QTranslator;
  if (!t->load(QStringLiteral(":/i18n/") + QLatin1String(file))) {
    delete t;
    return nullptr;
  }
  return t;
}

// The one for a language: Chinese, or English for its plural forms ("1 time", "3 times").
const QTranslator* translator(In language) {
  static const QTranslator* const zh = load("tengen_desk_zh_CN.qm");
  static const QTranslator* const en = load("tengen_desk_en.qm");
  return language == In::Chinese ? zh : en;
}

}  // namespace

QString translated(const char* context, const char* source, const char* disambiguation, In language,
                   int n) {
  if (language == In::Installed)
    return QCoreApplication::translate(context, source, disambiguation, n);
  QString text;
  if (language == In::Chinese || n >= 0)
    if (const QTranslator* t = translator(language))
      text = t->translate(context, source, disambiguation, n);
  if (text.isEmpty()) text = QString::fromUtf8(source);
  if (n >= 0) text.replace(QStringLiteral("%n"), QString::number(n));
  return text;
}

}  // namespace tengen::wording
