#include "app/cli/bench_parent.h"

#include "app/cli/help_words.h"
#include "app/cli/wording.h"

namespace tengen::cli {

CLI::App* benchCommand(CLI::App& app) {
  // CLI11 2.1 has no get_subcommand_no_throw: the existing subcommands are searched by name.
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == "bench") return sub;
  auto* bench =
      addCommand(app, "bench", CliWords::tr("benchmarks (figures, not tests)", "bench.parent"));
  bench->require_subcommand(1);
  return bench;
}

CLI::App* addBenchCommand(CLI::App& app, const std::string& name, const QString& help) {
  return addCommand(benchCommand(app), name, help);
}

}  // namespace tengen::cli
