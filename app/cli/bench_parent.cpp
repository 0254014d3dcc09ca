#include "app/cli/bench_parent.h"

#include "app/cli/wording.h"

namespace tengen::cli {

CLI::App* benchCommand(CLI::App& app) {
  // CLI11 2.1 has no get_subcommand_no_throw: the existing subcommands are searched by name.
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == "bench") return sub;
  auto* bench = app.add_subcommand(
      "bench", CliWords::tr("benchmarks (figures, not tests)", "bench.parent").toStdString());
  bench->require_subcommand(1);
  return bench;
}

CLI::App* addBenchCommand(CLI::App& app, const std::string& name, const QString& help) {
  return benchCommand(app)->add_subcommand(name, help.toStdString());
}

}  // namespace tengen::cli
