#pragma once
// A command on an event whose arguments are read into one struct, as `tengen swap EVENT ...`: the
// EVENT argument, the struct (living as long as the command) and the callback made once, so a
// command file only adds its own options and says what runs (bench_parent.h does the same for
// `tengen bench NAME`).

#include <QString>
#include <functional>
#include <string>

#include "app/cli/cli.h"
#include "app/cli/command_args.h"
#include "app/cli/help_words.h"

namespace tengen::cli {

// `NAME EVENT` under `parent`, which runs RUN on its arguments once they are read; Args has the
// event's path as `path`.
template <typename Args>
CommandArgs<Args> addEventCommand(CLI::App& parent, const std::string& name, const QString& help,
                                  std::function<void(const Args&)> run) {
  const CommandArgs<Args> made = runningOnArgs(addCommand(parent, name, help), std::move(run));
  addEventArgument(made.cmd, made.args->path);
  return made;
}

}  // namespace tengen::cli
