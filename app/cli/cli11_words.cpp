#include "app/cli/cli11_words.h"

#include <QRegularExpression>
#include <QString>
#include <vector>

#include "app/cli/wording.h"

namespace tengen::cli {
namespace {

// CLI11 2.1's error texts (CLI/Error.hpp, CLI/Validators.hpp) and their words; the groups of the
// pattern are the %1, %2... of the words.
struct ErrorPattern {
  const char* pattern;
  QString words;
};

std::vector<ErrorPattern> errorPatterns() {
  return {
      {R"(^A subcommand is required$)",
       CliWords::tr("a subcommand is required", "cli11.subcommand-required")},
      {R"(^(.+) is required$)", CliWords::tr("%1 is required", "cli11.required")},
      {R"(^The following arguments? (?:was|were) not expected: (.+)$)",
       CliWords::tr("not expected here: %1", "cli11.extras")},
      {R"(^Could not convert: (.+) = (.*)$)",
       CliWords::tr("%1: cannot read '%2'", "cli11.conversion")},
      {R"(^The value (.+) is not an allowed value for (.+)$)",
       CliWords::tr("%2: '%1' is not allowed", "cli11.not-allowed")},
      {R"(^(.+): Value (.+) not in range (.+) to (.+)$)",
       CliWords::tr("%1: %2 is not between %3 and %4", "cli11.range")},
      {R"(^(.+): (.+) not in (\{.*\})$)", CliWords::tr("%1: %2 is not one of %3", "cli11.member")},
      {R"(^(.+): Value (.+) could not be converted.*$)",
       CliWords::tr("%1: cannot read '%2'", "cli11.conversion-value")},
      {R"(^(.+): Failed parsing (.+) as a .*$)",
       CliWords::tr("%1: cannot read '%2'", "cli11.parse")},
      {R"(^(.+): File does not exist: (.+)$)",
       CliWords::tr("%1: no such file: %2", "cli11.no-file")},
      {R"(^(.+) requires (.+)$)", CliWords::tr("%1 needs %2", "cli11.requires")},
      {R"(^(.+) excludes (.+)$)", CliWords::tr("%1 cannot go with %2", "cli11.excludes")},
      {R"(^Expected exactly (\d+) arguments? to (.+), got (\d+)$)",
       CliWords::tr("%2 takes %1 value(s), given %3", "cli11.count")},
      {R"(^Expected at least (\d+) arguments? to (.+), got (\d+)$)",
       CliWords::tr("%2 takes at least %1 value(s), given %3", "cli11.count-min")},
  };
}

// CLI11 looks labels up by their English key (FormatterFwd.hpp get_label).
void setLabels(CLI::FormatterBase& f) {
  const auto label = [&f](const char* key, const QString& words) {
    f.label(key, words.toStdString());
  };
  label("Usage", CliWords::tr("Usage", "cli11.usage"));
  label("OPTIONS", CliWords::tr("OPTIONS", "cli11.options-badge"));
  label("SUBCOMMAND", CliWords::tr("SUBCOMMAND", "cli11.subcommand-badge"));
  label("SUBCOMMANDS", CliWords::tr("SUBCOMMANDS", "cli11.subcommands-badge"));
  label("Positionals", CliWords::tr("Positionals", "cli11.positionals"));
  label("REQUIRED", CliWords::tr("REQUIRED", "cli11.required-label"));
  label("Needs", CliWords::tr("Needs", "cli11.needs"));
  label("Excludes", CliWords::tr("Excludes", "cli11.excludes-label"));
  label("TEXT", CliWords::tr("TEXT", "cli11.type-text"));
  label("INT", CliWords::tr("INT", "cli11.type-int"));
  label("UINT", CliWords::tr("UINT", "cli11.type-uint"));
  label("FLOAT", CliWords::tr("FLOAT", "cli11.type-float"));
}

void translateTree(CLI::App& app, const std::string& options, const std::string& subcommands) {
  if (app.get_help_ptr())
    app.set_help_flag("-h,--help",
                      CliWords::tr("show this help and exit", "cli11.help").toStdString());
  if (app.get_help_all_ptr())
    app.set_help_all_flag(
        "--help-all",
        CliWords::tr("show the help of every command", "cli11.help-all").toStdString());
  for (CLI::Option* o : app.get_options())
    if (o->get_group() == "Options") o->group(options);
  for (CLI::App* sub : app.get_subcommands(std::function<bool(CLI::App*)>{})) {
    if (sub->get_group() == "Subcommands") sub->group(subcommands);
    translateTree(*sub, options, subcommands);
  }
}

}  // namespace

std::string cli11ErrorWords(const std::string& what) {
  const QString text = QString::fromStdString(what);
  for (const ErrorPattern& p : errorPatterns()) {
    const QRegularExpressionMatch m =
        QRegularExpression(QString::fromLatin1(p.pattern)).match(text);
    if (!m.hasMatch()) continue;
    QString words = p.words;
    for (int i = 1; i <= m.lastCapturedIndex(); ++i) words = words.arg(m.captured(i));
    return words.toStdString();
  }
  return what;
}

void translateCli11(CLI::App& app) {
  setLabels(*app.get_formatter());
  translateTree(app, CliWords::tr("Options", "cli11.options").toStdString(),
                CliWords::tr("Subcommands", "cli11.subcommands").toStdString());
  app.failure_message([](const CLI::App* a, const CLI::Error& e) {
    std::string text = cli11ErrorWords(e.what()) + "\n";
    if (a->get_help_ptr())
      text += CliWords::tr("see %1 --help", "cli11.see-help")
                  .arg(QString::fromStdString(a->get_display_name(true)))
                  .toStdString() +
              "\n";
    return text;
  });
}

}  // namespace tengen::cli
