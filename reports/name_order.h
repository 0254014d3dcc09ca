#pragma once
// The order of names in lists sorted by name. The reports module sorts by the names' bytes (UTF-8
// code points: 刘 吕 吴 周 司, Müller after Mueller); a front end with a collator for the reader's
// language (pinyin for Chinese: 刘 吕 司 吴 周) passes its own.

#include <functional>
#include <string>

#include "reports/formats.h"

namespace tengen::reports {

// True when name `a` comes before name `b`.
using NameBefore = std::function<bool(const std::string& a, const std::string& b)>;

// pairingsByNameHtml (formats.h) with the names in `before`'s order (empty: byte order); equal
// names keep the board order.
std::string pairingsByNameHtml(const Tournament& tournament, int round, const HtmlOptions& options,
                               const NameBefore& before);

}  // namespace tengen::reports
