#pragma once
// The `bench` parent command that every module's benchmark hangs under.

#include <CLI/CLI.hpp>

namespace tengen::cli {

// `tengen bench`: made by whichever module registers first (registration order is static
// initialisation order), found by the others.
CLI::App* benchCommand(CLI::App& app);

}  // namespace tengen::cli
