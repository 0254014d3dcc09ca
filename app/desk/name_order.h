#pragma once
// Names in the order a reader of the desk's language expects: QCollator for that language (for
// Chinese, zh_CN: pinyin order, 刘 吕 司 吴 周; for English: accents and case after the letters,
// Mueller, Müller), with numbers compared as numbers (P2 before P10).

#include <QCollator>
#include <QString>

#include "reports/name_order.h"

namespace tengen::desk {

// `lang` "zh" or "en" (the desk's language).
QCollator nameCollator(const QString& lang);
// The same order for the reports module's lists sorted by name (pairings by name).
reports::NameBefore nameOrder(const QString& lang);

}  // namespace tengen::desk
