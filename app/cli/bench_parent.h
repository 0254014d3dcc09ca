#pragma once
// The `bench` parent command that every module's benchmark hangs under.

#include <CLI/CLI.hpp>
#include <QString>
#include <functional>
#include <string>

#include "app/cli/command_args.h"

namespace tengen::cli {

// `tengen bench`: made by whichever module registers first (registration order is static
// initialisation order), found by the others.
CLI::App* benchCommand(CLI::App& app);
// `tengen bench NAME`: one module's benchmark, with its help text.
CLI::App* addBenchCommand(CLI::App& app, const std::string& name, const QString& help);

// `tengen bench NAME`, which runs RUN on its options (one struct, command_args.h) once they are
// read.
template <typename Options>
CommandArgs<Options> addBenchCommand(CLI::App& app, const std::string& name, const QString& help,
                                     std::function<void(const Options&)> run) {
  return runningOnArgs(addBenchCommand(app, name, help), std::move(run));
}

}  // namespace tengen::cli
