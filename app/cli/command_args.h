#pragma once
// A command whose arguments are read into one struct: the command, to add the options to, and the
// struct they are read into (it lives as long as the command), with what runs once they are read.
// addEventCommand (event_command.h) and addBenchCommand (bench_parent.h) are made with it.

#include <CLI/CLI.hpp>
#include <functional>
#include <memory>

namespace tengen::cli {

template <typename Args>
struct CommandArgs {
  CLI::App* cmd;
  Args* args;
};

// `cmd` runs RUN on a new Args once its options are read.
template <typename Args>
CommandArgs<Args> runningOnArgs(CLI::App* cmd, std::function<void(const Args&)> run) {
  auto args = std::make_shared<Args>();
  cmd->callback([args, run = std::move(run)] { run(*args); });
  return {cmd, args.get()};
}

}  // namespace tengen::cli
