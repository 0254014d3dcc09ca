// tengen: the command-line front end. Each module adds its commands in its own *_commands.cpp;
// this file only picks the language, builds the command tree and runs it.

#include <QCoreApplication>
#include <cstdio>
#include <cstring>
#include <vector>

#include "app/cli/cli.h"
#include "app/cli/cli11_words.h"
#include "app/cli/help_words.h"
#include "app/print/pdf.h"

namespace {

// --verbose is read ahead too and taken out, so that it may stand anywhere on the line.
std::vector<char*> withoutVerbose(int argc, char** argv, bool& verbose) {
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    if (i > 0 && std::strcmp(argv[i], "--verbose") == 0) {
      verbose = true;
      continue;
    }
    args.push_back(argv[i]);
  }
  return args;
}

// --lang must be known before the help texts are built, so it is read ahead of CLI11.
tengen::cli::Lang languageFromArgs(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const char* value = nullptr;
    if (std::strcmp(argv[i], "--lang") == 0 && i + 1 < argc) value = argv[i + 1];
    if (std::strncmp(argv[i], "--lang=", 7) == 0) value = argv[i] + 7;
    if (value)
      return std::strncmp(value, "zh", 2) == 0 ? tengen::cli::Lang::Zh : tengen::cli::Lang::En;
  }
  return tengen::cli::systemLanguage();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace tengen::cli;
  // Qt Sql's driver plugins need an application object; printing needs a QGuiApplication.
  const auto qapp = tengen::print::makeApplication(argc, argv);
  setLanguage(languageFromArgs(argc, argv));

  CLI::App app{CliWords::tr("Tengen: Go tournament desk and refereeing (Chinese Weiqi Rules)",
                            "app.description")
                   .toStdString(),
               "tengen"};
  app.set_help_all_flag("--help-all");
  std::string lang;
  addOption(&app, "--lang", lang,
            CliWords::tr("language of messages: zh or en (default: the system locale)", "app.lang"))
      ->check(CLI::IsMember({"zh", "en"}));
  bool verbose = false;
  addFlag(&app, "--verbose", verbose,
          CliWords::tr("database errors: also show the driver's own text", "app.verbose"));
  app.require_subcommand(1);

  registerAllCommands(app);
  translateCli11(app);

  bool verboseAhead = false;
  std::vector<char*> args = withoutVerbose(argc, argv, verboseAhead);
  setVerbose(verboseAhead);

  try {
    app.parse(static_cast<int>(args.size()), args.data());
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const CliError& e) {
    std::fprintf(stderr, "%s\n",
                 CliWords::tr("error: %1", "app.error")
                     .arg(QString::fromUtf8(e.what()))
                     .toUtf8()
                     .constData());
    return e.code();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n",
                 CliWords::tr("error: %1", "app.error")
                     .arg(QString::fromUtf8(e.what()))
                     .toUtf8()
                     .constData());
    return kError;
  }
  return kOk;
}
