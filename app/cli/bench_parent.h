#pragma once
// The `bench` parent command that every module's benchmark hangs under.

#include <CLI/CLI.hpp>
#include <QString>
#include <functional>
#include <memory>
#include <string>

namespace tengen::cli {

// `tengen bench`: made by whichever module registers first (registration order is static
// initialisation order), found by the others.
CLI::App* benchCommand(CLI::App& app);
// `tengen bench NAME`: one module's benchmark, with its help text.
CLI::App* addBenchCommand(CLI::App& app, const std::string& name, const QString& help);

// A benchmark whose options are read into one OPTIONS: the command, to add the options to, and
// the options they are read into (they live as long as the command).
template <typename Options>
struct BenchCommand {
  CLI::App* cmd;
  Options* options;
};

// `tengen bench NAME`, which runs RUN on its options once they are read.
template <typename Options>
BenchCommand<Options> addBenchCommand(CLI::App& app, const std::string& name, const QString& help,
                                      std::function<void(const Options&)> run) {
  auto options = std::make_shared<Options>();
  CLI::App* cmd = addBenchCommand(app, name, help);
  cmd->callback([options, run = std::move(run)] { run(*options); });
  return {cmd, options.get()};
}

}  // namespace tengen::cli
