// tengen clock simulate: runs a game clock on virtual time and prints every call, period change,
// move and flag, as the referee's voice would say them.

#include <QJsonArray>
#include <QStringList>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <variant>

#include "app/cli/cli.h"
#include "app/cli/event_command.h"
#include "app/cli/help_words.h"
#include "app/wording/time_control_text.h"
#include "clock/simulation.h"
#include "clock/spec_parser.h"
#include "db/service/clock_flag.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

using namespace tengen::clock;

QString playerWords(Player p) {
  return (p == Player::Black ? CliWords::tr("black", "clock.black")
                             : CliWords::tr("white", "clock.white"));
}

QString eventWords(ClockEventType type) {
  switch (type) {
    case ClockEventType::Call:
      return CliWords::tr("call", "clock.ev.call");
    case ClockEventType::PeriodUsed:
      return CliWords::tr("period used", "clock.ev.period_used");
    case ClockEventType::ByoyomiStart:
      return CliWords::tr("byo-yomi", "clock.ev.byoyomi_start");
    case ClockEventType::Move:
      return CliWords::tr("move", "clock.ev.move");
    case ClockEventType::Flag:
      return CliWords::tr("flag", "clock.ev.flag");
    case ClockEventType::Forfeit:
      return CliWords::tr("forfeit", "clock.ev.forfeit");
  }
  return QString::fromUtf8(eventTypeCode(type).data());
}

QString clockText(Ms ms) {
  const Ms h = ms / kHour, m = ms % kHour / kMinute, s = ms % kMinute / kSecond, r = ms % kSecond;
  const QString tail =
      QStringLiteral("%1.%2").arg(s, 2, 10, QLatin1Char('0')).arg(r, 3, 10, QLatin1Char('0'));
  if (h) return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(tail);
  return QStringLiteral("%1:%2").arg(m).arg(tail);
}

ClockSettings settingsFrom(const std::string& spec) {
  auto parsed = parseSpec(spec);
  if (auto* e = std::get_if<SpecError>(&parsed)) {
    QStringList forms;
    for (const std::string& f : acceptedSpecForms())
      forms << QStringLiteral("  ") + QString::fromStdString(f);
    throw CliError(CliWords::tr("bad time control '%1': %2\naccepted forms:\n%3", "clock.bad-spec")
                       .arg(QString::fromStdString(spec), QString::fromStdString(e->detail),
                            forms.join(QLatin1Char('\n'))));
  }
  return std::get<ClockSettings>(parsed);
}

// A JSON string literal, escaped.
QString jsonString(const QString& s) {
  const QByteArray a = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
  return QString::fromUtf8(a.mid(1, a.size() - 2));
}

struct SimulateOptions {
  std::string control, whiteControl, moves;
  bool json = false;
};

void runSimulate(const SimulateOptions& o) {
  GameSettings settings = GameSettings::same(settingsFrom(o.control));
  if (!o.whiteControl.empty()) settings.white = settingsFrom(o.whiteControl);
  std::string bad;
  auto moves = parseMoves(o.moves, &bad);
  if (!moves)
    throw CliError(
        CliWords::tr("'%1' is not a number of seconds (use e.g. 30, 12.5, p4 for a pass)",
                     "clock.bad-move")
            .arg(QString::fromStdString(bad)));
  const std::vector<ClockEvent> events = simulate(settings, *moves);
  if (!o.json) {
    out(CliWords::tr("%1: %2", "clock.settings")
            .arg(CliWords::tr("black", "clock.black"),
                 wording::TimeControlText::describe(settings.black)));
    out(CliWords::tr("%1: %2", "clock.settings")
            .arg(CliWords::tr("white", "clock.white"),
                 wording::TimeControlText::describe(settings.white)));
  }
  for (const ClockEvent& e : events) {
    const QString player = QString::fromLatin1(playerCode(e.player));
    const QString type = QString::fromUtf8(eventTypeCode(e.type).data());
    if (o.json) {
      // Keys in the documented order (QJsonObject would sort them).
      out(QStringLiteral("{\"at_ms\":%1,\"player\":%2,\"event\":%3,\"text_zh\":%4,\"text_en\":%5,"
                         "\"main_ms\":%6,\"periods\":%7}")
              .arg(e.at)
              .arg(jsonString(player), jsonString(type), jsonString(QString::fromStdString(e.zh)),
                   jsonString(QString::fromStdString(e.en)))
              .arg(e.main)
              .arg(e.periods));
      continue;
    }
    const QString text = language() == Lang::Zh ? QString::fromStdString(e.zh)
                                                : QString::fromStdString(e.zh + " / " + e.en);
    out(CliWords::tr("%1  %2  %3  %4  main %5  periods %6", "clock.line")
            .arg(clockText(e.at), playerWords(e.player), eventWords(e.type), text,
                 clockText(e.main))
            .arg(e.periods));
  }
}

struct FlagOptions {
  std::string path, player, referee, note;
  int round = 0;
  int board = 0;
};

void runFlag(const FlagOptions& o) {
  auto store = openEvent(o.path);
  setErrorGame(o.round, o.board);
  const Player player = o.player == "white" ? Player::White : Player::Black;
  db::FlagRecord r;
  bool stopped = false;
  translateStoreErrors([&] {
    // The result, the ledger entry and the stopped clock are stored together or not at all.
    store->transaction([&] {
      // The clock first: a clock user's flag is accepted only once its journal shows it.
      stopped = db::stopStoredClock(*store, o.round, o.board, player,
                                    boost::posix_time::microsec_clock::universal_time());
      r = db::recordFlag(*store, o.round, o.board, player,
                         o.referee.empty() ? std::string(db::kClockReferee) : o.referee, o.note);
    });
  });
  const QString result =
      r.result ? QString::fromStdString(r.result->toString()) : QStringLiteral("—");
  if (r.alreadyRecorded)
    out(CliWords::tr("round %1 board %2: the flag is already recorded (ledger entry #%3, %4)",
                     "clock.flag.again")
            .arg(o.round)
            .arg(o.board)
            .arg(r.entry.id)
            .arg(result));
  else
    out(CliWords::tr("round %1 board %2: %3 lost on time (%4), ledger entry #%5", "clock.flag.done")
            .arg(o.round)
            .arg(o.board)
            .arg(playerWords(player), result)
            .arg(r.entry.id));
  if (stopped)
    out(CliWords::tr("the board's clock is stopped at the flag (journalled)",
                     "clock.flag.stopped"));
}

}  // namespace

void registerClockCommands(CLI::App& app) {
  auto* clockCmd =
      addCommand(app, "clock", CliWords::tr("game clocks and byo-yomi calls (读秒)", "clock.help"));
  clockCmd->require_subcommand(1);
  auto* sim = addCommand(
      clockCmd, "simulate",
      CliWords::tr(
          "run a clock on virtual time: moves alternate from Black, each the seconds spent",
          "clock.simulate.help"));
  auto o = std::make_shared<SimulateOptions>();
  addOption(sim, "--control", o->control,
            CliWords::tr("time control SPEC, e.g. chinese:120m,reserve=5 (see the forms below)",
                         "clock.opt.control"))
      ->required();
  addOption(sim, "--white-control", o->whiteControl,
            CliWords::tr("White's time control when it differs (time handicap)",
                         "clock.opt.white-control"));
  addOption(sim, "--moves", o->moves,
            CliWords::tr("seconds per move, e.g. \"30 12.5 p4\" (p = a pass)", "clock.opt.moves"))
      ->required();
  addFlag(sim, "--json", o->json, CliWords::tr("one JSON object per line", "clock.opt.json"));
  std::string forms;
  for (const std::string& f : acceptedSpecForms()) forms += "  " + f + "\n";
  sim->footer("SPEC:\n" + forms);
  sim->callback([o] { runSimulate(*o); });

  const auto [flag, f] = addEventCommand<FlagOptions>(
      *clockCmd, "flag",
      CliWords::tr(
          "record a flag fall: the player loses on time, with a referee ledger entry (overtime)",
          "clock.flag.help"),
      runFlag);
  addOption(flag, "--round", f->round, CliWords::tr("round number", "clock.opt.round"))->required();
  addOption(flag, "--board", f->board, CliWords::tr("board number", "clock.opt.board"))->required();
  addOption(flag, "--player", f->player,
            CliWords::tr("whose flag fell: black or white", "clock.opt.player"))
      ->required()
      ->check(CLI::IsMember({"black", "white"}));
  addOption(flag, "--referee", f->referee,
            CliWords::tr("who records it (default: clock)", "clock.opt.referee"));
  addOption(flag, "--note", f->note, CliWords::tr("a note for the ledger entry", "clock.opt.note"));
}

namespace {
const CommandRegistration kCommands{50, registerClockCommands};
}  // namespace

}  // namespace tengen::cli
