#pragma once
// Words in a named language, whatever the front end shows: the live pages have a page per language
// and are rendered on a loader thread, so they cannot switch the installed translation. In::English
// gives the source text, In::Chinese the embedded Chinese translation (read once, then only read:
// safe from any thread), In::Installed the translation the front end installed.

#include <QString>

namespace tengen::wording {

enum class In { Installed, English, Chinese };

// `source` under `context` (as marked for lupdate with QT_TRANSLATE_NOOP or QT_TRANSLATE_NOOP3),
// in `language`; `n` picks a plural form for texts with %n. A text without a translation reads as
// its source.
QString translated(const char* context, const char* source, const char* disambiguation, In language,
                   int n = -1);

}  // namespace tengen::wording
