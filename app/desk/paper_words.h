#pragma once
// The words of the printed documents (app/print/documents.h) in the desk's language, through
// tr(): the Standings and Rounds views print and save the same pages as `tengen print`.

#include <QCoreApplication>

#include "app/print/documents.h"

namespace tengen::desk {

class PaperWords {
  Q_DECLARE_TR_FUNCTIONS(PaperWords)
 public:
  // `chinese`: ranks as 3段, the reports' Chinese headers, pinyin order for names.
  static print::PaperWords forEvent(const reports::Tournament& tournament, bool chinese);
};

}  // namespace tengen::desk
