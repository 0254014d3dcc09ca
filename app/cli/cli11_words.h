#pragma once
// CLI11's own words (help headings, option labels, parse errors) in the CLI's language, through the
// same Qt Linguist wording as every other text (CliWords).

#include <CLI/CLI.hpp>
#include <string>

namespace tengen::cli {

// Sets the translated labels and help-flag descriptions on the app and every subcommand, and a
// failure message that puts CLI11's parse errors into words. Call after all commands are added.
void translateCli11(CLI::App& app);

// A CLI11 error message (ParseError::what()) in the current language; one the words do not know
// is returned as it is.
std::string cli11ErrorWords(const std::string& what);

}  // namespace tengen::cli
