#pragma once
// Commands and options whose help is CLI wording: CliWords::tr gives a QString, CLI11 takes a
// std::string. The conversion is made here once, so that a registration reads as the command or
// option and its words.

#include <CLI/CLI.hpp>
#include <QString>
#include <string>

namespace tengen::cli {

// Subcommand NAME of PARENT, with HELP in --help.
inline CLI::App* addCommand(CLI::App& parent, const std::string& name, const QString& help) {
  return parent.add_subcommand(name, help.toStdString());
}
inline CLI::App* addCommand(CLI::App* parent, const std::string& name, const QString& help) {
  return addCommand(*parent, name, help);
}

// NAME (--name, or a positional NAME) read into VALUE, with HELP in --help.
template <typename T>
CLI::Option* addOption(CLI::App* cmd, const std::string& name, T& value, const QString& help) {
  return cmd->add_option(name, value, help.toStdString());
}

// The same for a number that must lie within [low, high].
template <typename T, typename Bound>
CLI::Option* addOption(CLI::App* cmd, const std::string& name, T& value, const QString& help,
                       Bound low, Bound high) {
  return addOption(cmd, name, value, help)->check(CLI::Range(low, high));
}

// Flag NAME, set into VALUE when given.
template <typename T>
CLI::Option* addFlag(CLI::App* cmd, const std::string& name, T& value, const QString& help) {
  return cmd->add_flag(name, value, help.toStdString());
}

}  // namespace tengen::cli
