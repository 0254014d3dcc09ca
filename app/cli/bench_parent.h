#pragma once
// The `bench` parent command that every module's benchmark hangs under.

#include <CLI/CLI.hpp>
#include <QString>
#include <string>

namespace tengen::cli {

// `tengen bench`: made by whichever module registers first (registration order is static
// initialisation order), found by the others.
CLI::App* benchCommand(CLI::App& app);
// `tengen bench NAME`: one module's benchmark, with its help text.
CLI::App* addBenchCommand(CLI::App& app, const std::string& name, const QString& help);

}  // namespace tengen::cli
