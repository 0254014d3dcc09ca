// tengen clock simulate: runs a game clock on virtual time and prints every call, period change,
// move and flag, as the referee's voice would say them.

#include <QJsonArray>
#include <QStringList>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <variant>

#include "app/cli/cli.h"
#include "app/cli/time_control_text.h"
#include "clock/simulation.h"
#include "clock/spec_parser.h"
#include "db/service/clock_flag.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

using namespace tengen::clock;

const MessageRegistration kMessages{
    {"clock.help", "game clocks and byo-yomi calls (读秒)", "对局计时与读秒"},
    {"clock.simulate.help",
     "run a clock on virtual time: moves alternate from Black, each the seconds spent",
     "按虚拟时间运行计时钟：从黑方开始轮流落子，每步给出用时（秒）"},
    {"clock.opt.control", "time control SPEC, e.g. chinese:120m,reserve=5 (see the forms below)",
     "用时规定 SPEC，如 chinese:120m,reserve=5（格式见下）"},
    {"clock.opt.white-control", "White's time control when it differs (time handicap)",
     "白方用时规定（让时间时与黑方不同）"},
    {"clock.opt.moves", "seconds per move, e.g. \"30 12.5 p4\" (p = a pass)",
     "每步用时（秒），如 \"30 12.5 p4\"（p 表示停一手）"},
    {"clock.opt.json", "one JSON object per line", "每行输出一个 JSON 对象"},
    {"clock.bad-spec", "bad time control '%1': %2\naccepted forms:\n%3",
     "用时规定“%1”无效：%2\n可用格式：\n%3"},
    {"clock.bad-move", "'%1' is not a number of seconds (use e.g. 30, 12.5, p4 for a pass)",
     "“%1”不是秒数（如 30、12.5，停一手写 p4）"},
    {"clock.black", "black", "黑方"},
    {"clock.white", "white", "白方"},
    {"clock.ev.call", "call", "读秒"},
    {"clock.ev.period_used", "period used", "用去一次"},
    {"clock.ev.byoyomi_start", "byo-yomi", "开始读秒"},
    {"clock.ev.move", "move", "落子"},
    {"clock.ev.flag", "flag", "超时"},
    {"clock.ev.forfeit", "forfeit", "弃权"},
    {"clock.line", "%1  %2  %3  %4  main %5  periods %6",
     "%1  %2  %3  %4  基本时间 %5  剩余读秒 %6"},
    {"clock.settings", "%1: %2", "%1：%2"},
    {"clock.flag.help",
     "record a flag fall: the player loses on time, with a referee ledger entry (overtime)",
     "记录超时：该方超时判负，并记入裁判记录（超时）"},
    {"clock.opt.round", "round number", "轮次"},
    {"clock.opt.board", "board number", "台号"},
    {"clock.opt.player", "whose flag fell: black or white",
     "超时的一方：black（黑）或 white（白）"},
    {"clock.opt.referee", "who records it (default: clock)", "记录人（默认：clock）"},
    {"clock.opt.note", "a note for the ledger entry", "裁判记录的备注"},
    {"clock.flag.done", "round %1 board %2: %3 lost on time (%4), ledger entry #%5",
     "第%1轮第%2台：%3超时判负（%4），裁判记录第%5条"},
    {"clock.flag.again", "round %1 board %2: the flag is already recorded (ledger entry #%3, %4)",
     "第%1轮第%2台：超时已记录（裁判记录第%3条，%4）"},
    {"clock.flag.stopped", "the board's clock is stopped at the flag (journalled)",
     "本台棋钟已在超时处停止（已写入计时记录）"},
};

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
    throw CliError(msg("clock.bad-spec")
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
  if (!moves) throw CliError(msg("clock.bad-move").arg(QString::fromStdString(bad)));
  const std::vector<ClockEvent> events = simulate(settings, *moves);
  if (!o.json) {
    out(msg("clock.settings").arg(msg("clock.black"), describeTimeControl(settings.black)));
    out(msg("clock.settings").arg(msg("clock.white"), describeTimeControl(settings.white)));
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
    out(msg("clock.line")
            .arg(clockText(e.at), msg("clock." + player.toStdString()),
                 msg("clock.ev." + type.toStdString()), text, clockText(e.main))
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
    out(msg("clock.flag.again").arg(o.round).arg(o.board).arg(r.entry.id).arg(result));
  else
    out(msg("clock.flag.done")
            .arg(o.round)
            .arg(o.board)
            .arg(msg(std::string("clock.") + playerCode(player)), result)
            .arg(r.entry.id));
  if (stopped) out(msg("clock.flag.stopped"));
}

}  // namespace

void registerClockCommands(CLI::App& app) {
  auto* clockCmd = app.add_subcommand("clock", msgs("clock.help"));
  clockCmd->require_subcommand(1);
  auto* sim = clockCmd->add_subcommand("simulate", msgs("clock.simulate.help"));
  auto o = std::make_shared<SimulateOptions>();
  sim->add_option("--control", o->control, msgs("clock.opt.control"))->required();
  sim->add_option("--white-control", o->whiteControl, msgs("clock.opt.white-control"));
  sim->add_option("--moves", o->moves, msgs("clock.opt.moves"))->required();
  sim->add_flag("--json", o->json, msgs("clock.opt.json"));
  std::string forms;
  for (const std::string& f : acceptedSpecForms()) forms += "  " + f + "\n";
  sim->footer("SPEC:\n" + forms);
  sim->callback([o] { runSimulate(*o); });

  auto* flag = clockCmd->add_subcommand("flag", msgs("clock.flag.help"));
  auto f = std::make_shared<FlagOptions>();
  flag->add_option("EVENT", f->path, msgs("opt.event"))->required();
  flag->add_option("--round", f->round, msgs("clock.opt.round"))->required();
  flag->add_option("--board", f->board, msgs("clock.opt.board"))->required();
  flag->add_option("--player", f->player, msgs("clock.opt.player"))
      ->required()
      ->check(CLI::IsMember({"black", "white"}));
  flag->add_option("--referee", f->referee, msgs("clock.opt.referee"));
  flag->add_option("--note", f->note, msgs("clock.opt.note"));
  flag->callback([f] { runFlag(*f); });
}

namespace {
const CommandRegistration kCommands{50, registerClockCommands};
}  // namespace

}  // namespace tengen::cli
