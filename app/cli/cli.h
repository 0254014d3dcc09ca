#pragma once
// What every command file shares: the error a command throws, output helpers, and the
// registration hook each module's command file provides.

#include <CLI/CLI.hpp>
#include <QJsonDocument>
#include <QString>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>

#include "app/cli/wording.h"

namespace tengen::db {
class EventStore;
}

namespace tengen::cli {

// Exit codes shared by every command.
enum ExitCode : int {
  kOk = 0,
  kError = 1,     // bad input, unknown board, refused change: the message says what
  kBadFile = 2,   // a file that cannot be read as what it should be (malformed SGF, CSV)
  kMismatch = 3,  // a verification that disagrees
};

// Thrown by a command; main prints the message to stderr and exits with the code.
class CliError : public std::runtime_error {
 public:
  explicit CliError(const QString& message, int code = kError)
      : std::runtime_error(message.toStdString()), code_(code) {}
  int code() const { return code_; }

 private:
  int code_;
};

// Opens an event file, turning store errors into CliErrors in the user's language.
std::unique_ptr<db::EventStore> openEvent(const std::string& path);
// Runs a command body, translating store errors into CliErrors. A database's refusal (permission
// denied, a row another desk stored at the same moment) is put into words naming the event (and
// the round and board when known); the driver's own text follows only under --verbose.
void translateStoreErrors(const std::function<void()>& body);
// --verbose (read by main ahead of the commands): database errors keep the driver's text too.
void setVerbose(bool verbose);
// The game a command is about, for the words of a refusal (0: none).
void setErrorGame(int round, int board);

// Writes text (UTF-8) to stdout, with a newline.
void out(const QString& text);
void printJson(const QJsonDocument& doc);

// The EVENT argument (required) that every command on an event file takes.
CLI::Option* addEventArgument(CLI::App* cmd, std::string& path);

// EVENT and --json: the arguments of a command that shows an event's rows as a table or JSON.
struct ShowArgs {
  std::string path;
  bool json = false;
};
void addShowArguments(CLI::App* cmd, ShowArgs& args);

// Reads a whole file as bytes; throws CliError naming the file when it cannot.
std::string readFile(const std::string& path);

// Each module's command file registers its subcommands with a static CommandRegistration:
//   const CommandRegistration kCommands{30, registerScoreCommands};
// or, for a module whose commands are added one by one, the list of them in --help order:
//   const CommandRegistration kCommands{70, {addStandingsCommand, addCrosstableCommand}};
// `order` places the commands in --help (event 10, player 20, then each module its own tens).
using RegisterCommands = void (*)(CLI::App& app);
struct CommandRegistration {
  CommandRegistration(int order, RegisterCommands add);
  CommandRegistration(int order, std::initializer_list<RegisterCommands> adds);
};
// Adds each subcommand of a parent command, in the order given (the parent's --help order).
using AddSubcommand = void (*)(CLI::App* parent);
void addSubcommands(CLI::App* parent, std::initializer_list<AddSubcommand> adds);
// Adds every registered module's commands to the app, in order.
void registerAllCommands(CLI::App& app);

}  // namespace tengen::cli
