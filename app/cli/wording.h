#pragma once
// The command line's words: English source text in the code, translated through Qt Linguist.
// Every text is written `CliWords::tr("English %1", "stable.id")`: lupdate collects it into the
// one .ts per language that the desk shares (app/desk/translations/), the id keeps two texts that
// read alike in English apart, and the compiled .qm is embedded in the binary (:/i18n/).
// scripts/cli-wording-to-linguist.py turns an old MessageRegistration table into this form.

#include <QCoreApplication>
#include <QString>

namespace tengen::cli {

enum class Lang { En, Zh };

// The context of every CLI text in the .ts; tr() goes through QCoreApplication::translate.
class CliWords {
  Q_DECLARE_TR_FUNCTIONS(CliWords)
};

// Installs the Chinese translation (Lang::Zh) or takes it away (English is the source text).
// Needs the application object (main makes it first).
void setLanguage(Lang lang);
Lang language();
// The language of the system locale: Chinese locales give Zh, everything else En.
Lang systemLanguage();

}  // namespace tengen::cli
