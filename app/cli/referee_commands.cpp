// tengen referee infractions / edition / log / ledger / correct / appeal / override / verify.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <cstdlib>

#include "app/cli/chain_words.h"
#include "app/cli/cli.h"
#include "app/cli/referee_cli.h"
#include "app/cli/text_table.h"
#include "db/service/event_setup.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "referee/catalogue.h"
#include "referee/ledger.h"

namespace tengen::cli {
namespace {

using namespace tengen::referee;
using pairing::Result;

const MessageRegistration kMessages{
    {"referee.help", "the referee: infraction catalogue, ledger, rulings (裁判)",
     "裁判：犯规目录、裁判记录与裁决"},
    {"referee.infractions.help", "list the infractions and their penalties under both editions",
     "列出犯规及两个版本规则的罚则"},
    {"referee.edition.help", "show or set the edition of the rules the event referees by",
     "查看或设定本比赛裁判所依据的规则版本"},
    {"referee.log.help", "log an infraction on a board; prints the penalty and the warning count",
     "记录一次犯规；显示所判罚则及警告次数"},
    {"referee.ledger.help", "show the referee's ledger with each game's warnings and ruling",
     "查看裁判记录及各局警告与裁决"},
    {"referee.correct.help", "correct an earlier entry (chief referee only)",
     "更正先前的记录（仅限裁判长）"},
    {"referee.appeal.help", "record the outcome of an appeal against an entry (chief referee only)",
     "记录申诉的裁决（仅限裁判长）"},
    {"referee.override.help", "set a game's result against the ledger (chief referee only)",
     "裁判长改判一局的结果（仅限裁判长）"},
    {"referee.verify.seat",
     "entry %1 (round %2 board %3, %4) was written for player %5, but player %6 sits there now: "
     "the warning must not count for someone else",
     "第 %1 条记录（第 %2 轮第 %3 台，%4）记在棋手 %5 名下，但现在坐在该位置的是棋手 "
     "%6：警告不得算到他人头上"},
    {"referee.verify.help", "check the ledger's hash chain and the results that follow from it",
     "校验裁判记录的哈希链及由此产生的对局结果"},
    {"referee.opt.code", "an infraction code: show its articles in full", "犯规代码：显示条文全文"},
    {"referee.opt.edition", "edition: 2002 (default) or older",
     "规则版本：2002（默认）或 older（旧版）"},
    {"referee.opt.round", "round number", "轮次"},
    {"referee.opt.board", "board (table) number", "台次"},
    {"referee.opt.player", "the offender: black or white", "犯规方：black（黑）或 white（白）"},
    {"referee.opt.infraction", "infraction code (see tengen referee infractions)",
     "犯规代码（见 tengen referee infractions）"},
    {"referee.opt.penalty", "penalty where the rules allow a choice (default: the milder)",
     "规则允许选择时的罚则（默认较轻者）"},
    {"referee.opt.name", "the referee's name", "裁判员姓名"},
    {"referee.opt.note", "what happened", "情况说明"},
    {"referee.opt.entry", "the ledger entry ruled on", "所针对的记录编号"},
    {"referee.opt.ruling",
     "reverse, amend (with --infraction and/or --penalty) or, for an appeal, uphold",
     "reverse（撤销）、amend（改判，配合 --infraction 或 --penalty），申诉还可 uphold（维持）"},
    {"referee.opt.result", "the result: B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...",
     "结果：B+R、W+T、B+F、B+3.5、W+、jigo、both-lose 等"},
    {"referee.black", "Black", "黑方"},
    {"referee.white", "White", "白方"},
    {"referee.col.code", "Code", "代码"},
    {"referee.col.infraction", "Infraction", "犯规"},
    {"referee.col.art2002", "2002", "2002年版"},
    {"referee.col.pen2002", "Penalty (2002)", "罚则（2002年版）"},
    {"referee.col.artolder", "Older", "旧版"},
    {"referee.col.penolder", "Penalty (older)", "罚则（旧版）"},
    {"referee.col.id", "#", "#"},
    {"referee.col.when", "When", "时间"},
    {"referee.col.round", "Rd", "轮"},
    {"referee.col.board", "Bd", "台"},
    {"referee.col.player", "Player", "棋手"},
    {"referee.col.kind", "Entry", "类别"},
    {"referee.col.penalty", "Penalty", "罚则"},
    {"referee.col.referee", "Referee", "裁判"},
    {"referee.col.note", "Note", "说明"},
    {"referee.col.status", "Status", "状态"},
    {"referee.no-article", "no article: the referee rules", "无专条：由裁判裁决"},
    {"referee.default-mark", "%1 (default)", "%1（默认）"},
    {"referee.or", " / ", " / "},
    {"referee.detail.title", "%1 — %2", "%1 — %2"},
    {"referee.detail.edition", "Under %1 (%2):", "%1（%2）："},
    {"referee.detail.option", "  --penalty %1: %2%3", "  --penalty %1：%2%3"},
    {"referee.edition.2002", "the 2002 edition", "2002年版"},
    {"referee.edition.older", "the older edition", "旧版"},
    {"referee.edition.is", "this event referees by %1 (%2)", "本比赛裁判依据%1（%2）"},
    {"referee.edition.set", "this event now referees by %1 (%2); earlier entries keep theirs",
     "本比赛裁判改依%1（%2）；已有记录仍按原版本"},
    {"referee.edition.bad", "unknown edition '%1' (2002 or older)",
     "未知的规则版本“%1”（2002 或 older）"},
    {"referee.logged", "entry %1: round %2 board %3, %4 %5 — %6 (%7)",
     "记录 %1：第 %2 轮第 %3 台，%4 %5 — %6（%7）"},
    {"referee.penalty", "penalty applied: %1 — %2", "所判罚则：%1 — %2"},
    {"referee.warnings", "%1 %2: %3 warning(s), %4 advice in this game",
     "%1 %2：本局警告 %3 次，劝告 %4 次"},
    {"referee.decided.second-warning",
     "second warning: %1 loses the game by referee — result %2 (entry %3)",
     "一局两次警告：%1判负（裁判判定）— 结果 %2（记录 %3）"},
    {"referee.decided.sanction", "the game is decided by referee — result %1 (entry %2)",
     "本局由裁判判定 — 结果 %1（记录 %2）"},
    {"referee.decided.replay", "the game is to be replayed (entry %1)", "本局判重赛（记录 %1）"},
    {"referee.decided.override", "result set by the chief referee — %1 (entry %2)",
     "裁判长改判 — 结果 %1（记录 %2）"},
    {"referee.undecided", "no referee result stands for this game", "本局无裁判判定的结果"},
    {"referee.overridden", "entry %1: the chief referee %2 sets the result %3",
     "记录 %1：裁判长 %2 改判结果为 %3"},
    {"referee.ruled", "entry %1: %2 of entry %3 by %4", "记录 %1：%4 对记录 %3 %2"},
    {"referee.kind.infraction", "infraction", "犯规"},
    {"referee.kind.correction", "correction", "更正"},
    {"referee.kind.appeal", "appeal", "申诉裁决"},
    {"referee.kind.override", "override", "裁判长改判"},
    {"referee.ruling.reverse", "reversed", "撤销"},
    {"referee.ruling.amend", "amended", "改判"},
    {"referee.ruling.uphold", "upheld", "维持"},
    {"referee.status.stands", "stands", "有效"},
    {"referee.status.reversed", "reversed (#%1)", "已撤销（#%1）"},
    {"referee.status.amended", "amended (#%1)", "已改判（#%1）"},
    {"referee.status.upheld", "upheld (#%1)", "维持（#%1）"},
    {"referee.target", "%1 of #%2", "#%2 的%1"},
    {"referee.override-result", "result %1", "结果 %1"},
    {"referee.game-summary",
     "round %1 board %2: %3 %4 warning(s), %5 advice; %6 %7 warning(s), %8 advice%9",
     "第 %1 轮第 %2 台：%3 警告 %4 次，劝告 %5 次；%6 警告 %7 次，劝告 %8 次%9"},
    {"referee.summary.result", "; result %1 by referee (entry %2)", "；裁判判定结果 %1（记录 %2）"},
    {"referee.summary.replay", "; replay ordered (entry %1)", "；判重赛（记录 %1）"},
    {"referee.empty", "the ledger has no entries", "裁判记录为空"},
    {"referee.verify.ok", "ledger intact: %1 entries, head %2; every game's result agrees with it",
     "裁判记录完好：共 %1 条，链尾 %2；各局结果与之一致"},
    {"referee.verify.hash",
     "entry %1 has been altered: its content no longer matches its hash (%2)",
     "记录 %1 已被改动：内容与其哈希值不符（%2）"},
    {"referee.verify.link",
     "entry %1 does not link to the entry before it (an entry was changed, removed or inserted)",
     "记录 %1 与前一条记录的链接断开（有记录被改动、删除或插入）"},
    {"referee.verify.sequence", "entry %1: the numbering has a gap (%2)",
     "记录 %1：编号不连续（%2）"},
    {"referee.verify.result", "round %1 board %2: the stored result is %3 but the ledger says %4",
     "第 %1 轮第 %2 台：存储的结果为 %3，但裁判记录判定为 %4"},
    {"referee.verify.failed", "the ledger does not verify: %1 problem(s)",
     "裁判记录校验未通过：%1 处问题"},
    {"referee.none", "none", "无"},
    {"referee.err.unknown-infraction", "unknown infraction '%1'; see tengen referee infractions",
     "未知的犯规代码“%1”；见 tengen referee infractions"},
    {"referee.err.penalty", "'%1' is not a penalty %3 allows for %2; allowed: %4",
     "%3对“%2”不允许罚则“%1”；可选：%4"},
    {"referee.err.note", "'%1' needs --note saying what happened", "“%1”须用 --note 说明情况"},
    {"referee.err.referee", "give the referee's name with --referee",
     "请用 --referee 给出裁判姓名"},
    {"referee.err.entry", "no ledger entry %1 in this event", "本比赛没有编号为 %1 的裁判记录"},
    {"referee.err.not-chief", "only the chief referee (%1) may do this, not '%2'",
     "仅裁判长（%1）可以执行此操作，“%2”不可以"},
    {"referee.err.no-chief",
     "the event names no chief referee (裁判长); set one with tengen event edit --chief-referee "
     "NAME",
     "本比赛尚未指定裁判长；请用 tengen event edit --chief-referee 姓名 设定"},
    {"referee.err.ruling", "that ruling is not possible here: %1", "无法作此裁决：%1"},
    {"referee.err.ruling.target",
     "corrections and appeals apply to infraction entries and overrides",
     "更正与申诉只针对犯规记录或裁判长改判"},
    {"referee.err.ruling.override",
     "an override can only be reversed; enter a new override to change it",
     "裁判长改判只能撤销；如需变更请另行改判"},
    {"referee.err.ruling.uphold", "only an appeal can be upheld", "只有申诉可以“维持”"},
    {"referee.err.ruling.amend", "an amendment needs --infraction and/or --penalty",
     "改判须给出 --infraction 或 --penalty"},
    {"referee.err.ruling.kind", "--ruling must be reverse, amend or uphold",
     "--ruling 须为 reverse、amend 或 uphold"},
    {"referee.err.result", "'%1' is not a result (B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...)",
     "“%1”不是有效的结果（B+R、W+T、B+F、B+3.5、W+、jigo、both-lose 等）"},
    {"referee.err.contradicts",
     "round %1 board %2: %3 contradicts the referee's ruling %4 (ledger entry %5: %6); only the "
     "chief "
     "referee can set another result, with tengen referee override",
     "第 %1 轮第 %2 台：%3 与裁判的判定 %4 矛盾（记录 %5：%6）；只有裁判长可用 tengen referee "
     "override 改判"},
    {"referee.reason.second-warning", "second warning", "第二次警告"},
    {"referee.reason.override", "chief referee's override", "裁判长改判"},
    {"referee.cleared", "no result", "无结果"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}
QString qs(std::string_view s) {
  return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
bool zh() {
  return language() == Lang::Zh;
}

QString sideName(Side side) {
  return msg(side == Side::Black ? "referee.black" : "referee.white");
}

QString editionName(Edition e) {
  return msg(e == Edition::Y2002 ? "referee.edition.2002" : "referee.edition.older");
}

QString sanctionNames(const std::vector<Sanction>& sanctions) {
  QStringList parts;
  for (Sanction s : sanctions) parts << qs(zh() ? nameZh(s) : nameEn(s));
  return parts.join(zh() ? QStringLiteral("＋") : QStringLiteral(" + "));
}

QString infractionName(const std::string& code) {
  const Infraction* i = findInfraction(code);
  if (!i) return qs(code);
  return zh() ? qs(i->nameZh) : qs(i->nameEn) + QLatin1Char(' ') + qs(i->nameZh);
}

QString article(const EditionRule& r) {
  return zh() ? qs(r.articleZh) : qs(r.article);
}

QString resultText(const std::optional<Result>& r) {
  return r ? qs(r->toString()) : msg("referee.cleared");
}

// The player's name in the game, for messages (empty when the game is not found).
QString playerName(db::EventStore& store, int round, int board, Side side) {
  auto r = store.round(round);
  if (!r) return {};
  for (const pairing::Game& g : r->games) {
    if (g.board != board) continue;
    try {
      return qs(store.player(side == Side::Black ? g.black : g.white).name);
    } catch (const db::StoreError&) {
      return {};
    }
  }
  return {};
}

QString decisionLine(const GameRuling& g, std::optional<Side> loser) {
  switch (g.reason) {
    case GameRuling::Reason::None:
      return msg("referee.undecided");
    case GameRuling::Reason::SecondWarning:
      return msg("referee.decided.second-warning")
          .arg(loser ? sideName(*loser) : QString(), resultText(g.result))
          .arg(*g.decidingEntry);
    case GameRuling::Reason::Sanction:
      if (g.replay) return msg("referee.decided.replay").arg(*g.decidingEntry);
      return msg("referee.decided.sanction").arg(resultText(g.result)).arg(*g.decidingEntry);
    case GameRuling::Reason::Override:
      return msg("referee.decided.override").arg(resultText(g.result)).arg(*g.decidingEntry);
  }
  return {};
}

// Who lost on the deciding entry (for the second-warning line).
std::optional<Side> decidingSide(const GameRuling& g) {
  for (const StandingEntry& st : g.infractions)
    if (g.decidingEntry && st.entry.id == *g.decidingEntry) return st.entry.player;
  return std::nullopt;
}

QString allowedPenalties(const std::string& code, Edition edition) {
  const Infraction* i = findInfraction(code);
  if (!i) return {};
  QStringList codes;
  for (const PenaltyOption& o : i->rule(edition).options) codes << qs(o.code);
  return codes.join(QStringLiteral(", "));
}

QString rulingProblemText(const std::string& subject) {
  if (subject == "target-not-rulable") return msg("referee.err.ruling.target");
  if (subject == "override-only-reversed") return msg("referee.err.ruling.override");
  if (subject == "uphold-only-for-appeal") return msg("referee.err.ruling.uphold");
  if (subject == "amend-needs-change") return msg("referee.err.ruling.amend");
  return msg("referee.err.ruling.kind");
}

QString reasonText(const GameRuling& g) {
  switch (g.reason) {
    case GameRuling::Reason::SecondWarning:
      return msg("referee.reason.second-warning");
    case GameRuling::Reason::Override:
      return msg("referee.reason.override");
    case GameRuling::Reason::Sanction:
      for (const StandingEntry& st : g.infractions)
        if (g.decidingEntry && st.entry.id == *g.decidingEntry)
          return infractionName(st.infraction) + QStringLiteral(": ") + sanctionNames(st.sanctions);
      return {};
    case GameRuling::Reason::None:
      return {};
  }
  return {};
}

// The user-language message for a ledger refusal.
QString ledgerErrorMessage(const db::LedgerError& e, db::EventStore* store) {
  using R = db::LedgerError::Reason;
  const QString subject = qs(e.subject());
  switch (e.reason()) {
    case R::UnknownInfraction:
      return msg("referee.err.unknown-infraction").arg(subject);
    case R::PenaltyNotAllowed: {
      const QStringList parts = subject.split(QLatin1Char('/'));
      const std::string code = parts.value(0).toStdString();
      const Edition ed = editionFromCode(parts.value(2).toStdString()).value_or(Edition::Y2002);
      return msg("referee.err.penalty")
          .arg(parts.value(1), infractionName(code), editionName(ed), allowedPenalties(code, ed));
    }
    case R::NoteRequired:
      return msg("referee.err.note").arg(subject);
    case R::RefereeRequired:
      return msg("referee.err.referee");
    case R::NoSuchEntry:
      return msg("referee.err.entry").arg(subject);
    case R::NotChiefReferee:
      return msg("referee.err.not-chief")
          .arg(store ? qs(store->event().chiefReferee) : QString(), subject);
    case R::NoChiefReferee:
      return msg("referee.err.no-chief");
    case R::BadRuling:
      return msg("referee.err.ruling").arg(rulingProblemText(e.subject()));
    case R::BadResult:
      return msg("referee.err.result").arg(subject);
    case R::Contradicts:
      return qs(std::string(e.what()));
  }
  return qs(std::string(e.what()));
}

// Runs a command body, turning the ledger's refusals and the store's errors into CliErrors in the
// user's language. (A LedgerError is a StoreError: it is caught first.)
void translateLedgerErrors(const std::function<void()>& body, db::EventStore* store = nullptr) {
  translateStoreErrors([&] {
    try {
      body();
    } catch (const db::LedgerError& e) {
      throw CliError(ledgerErrorMessage(e, store));
    }
  });
}

Result resultOrThrow(const std::string& text) {
  auto r = Result::parse(text);
  if (!r) throw CliError(msg("referee.err.result").arg(qs(text)));
  return *r;
}

std::string defaultReferee(db::EventStore& store) {
  const std::string chief = store.event().chiefReferee;
  if (!chief.empty()) return chief;
  if (const char* user = std::getenv("USER"); user && *user) return user;
  return "referee";
}

QJsonObject optionJson(const PenaltyOption& o) {
  QJsonObject obj;
  obj[QStringLiteral("code")] = qs(o.code);
  QJsonArray sanctions;
  for (Sanction s : o.sanctions) sanctions.append(qs(toCode(s)));
  obj[QStringLiteral("sanctions")] = sanctions;
  QStringList en, zhNames;
  for (Sanction s : o.sanctions) {
    en << qs(nameEn(s));
    zhNames << qs(nameZh(s));
  }
  obj[QStringLiteral("en")] = en.join(QStringLiteral(" + "));
  obj[QStringLiteral("zh")] = zhNames.join(QStringLiteral("＋"));
  obj[QStringLiteral("when_en")] = qs(o.whenEn);
  obj[QStringLiteral("when_zh")] = qs(o.whenZh);
  return obj;
}

QJsonObject ruleJson(const EditionRule& r) {
  QJsonObject obj;
  obj[QStringLiteral("covered")] = r.covered;
  obj[QStringLiteral("article")] = qs(r.article);
  obj[QStringLiteral("article_zh")] = qs(r.articleZh);
  obj[QStringLiteral("text_zh")] = qs(r.textZh);
  obj[QStringLiteral("text_en")] = qs(r.textEn);
  obj[QStringLiteral("default")] = qs(r.defaultOption);
  QJsonArray options;
  for (const PenaltyOption& o : r.options) options.append(optionJson(o));
  obj[QStringLiteral("options")] = options;
  return obj;
}

QString penaltySummary(const EditionRule& r) {
  if (!r.covered) return msg("referee.no-article");
  QStringList parts;
  for (const PenaltyOption& o : r.options) {
    QString text = sanctionNames(o.sanctions);
    if (r.options.size() > 1 && o.code == r.defaultOption)
      text = msg("referee.default-mark").arg(text);
    parts << text;
  }
  return parts.join(msg("referee.or"));
}

void printInfraction(const Infraction& i) {
  out(msg("referee.detail.title")
          .arg(qs(i.code), zh() ? qs(i.nameZh) : qs(i.nameEn) + QLatin1Char(' ') + qs(i.nameZh)));
  for (Edition ed : {Edition::Y2002, Edition::Older}) {
    const EditionRule& r = i.rule(ed);
    out(QString());
    out(msg("referee.detail.edition").arg(editionName(ed), article(r)));
    out(QStringLiteral("  ") + qs(r.textZh));
    if (!zh()) out(QStringLiteral("  ") + qs(r.textEn));
    for (const PenaltyOption& o : r.options) {
      QString when = zh() ? qs(o.whenZh) : qs(o.whenEn);
      QString text = sanctionNames(o.sanctions);
      if (o.code == r.defaultOption) text = msg("referee.default-mark").arg(text);
      out(msg("referee.detail.option")
              .arg(qs(o.code), text, when.isEmpty() ? QString() : QStringLiteral(" — ") + when));
    }
  }
}

QString kindText(EntryKind k) {
  switch (k) {
    case EntryKind::Infraction:
      return msg("referee.kind.infraction");
    case EntryKind::Correction:
      return msg("referee.kind.correction");
    case EntryKind::Appeal:
      return msg("referee.kind.appeal");
    case EntryKind::Override:
      return msg("referee.kind.override");
  }
  return {};
}

QString rulingText(RulingKind k) {
  switch (k) {
    case RulingKind::Reverse:
      return msg("referee.ruling.reverse");
    case RulingKind::Amend:
      return msg("referee.ruling.amend");
    case RulingKind::Uphold:
      return msg("referee.ruling.uphold");
    case RulingKind::None:
      return {};
  }
  return {};
}

// Status of each entry: for infractions, whether it stands; keyed by entry id.
struct EntryStatus {
  QString text;
  QString code;  // stands / reversed / amended / upheld
  std::vector<std::int64_t> rulings;
};

std::map<std::int64_t, EntryStatus> statusOf(const std::vector<LedgerEntry>& all) {
  std::map<std::int64_t, EntryStatus> out;
  std::map<std::int64_t, const LedgerEntry*> byId;
  for (const LedgerEntry& e : all) byId[e.id] = &e;
  for (const LedgerEntry& e : all) {
    if (e.kind == EntryKind::Infraction || e.kind == EntryKind::Override)
      out[e.id] = {msg("referee.status.stands"), QStringLiteral("stands"), {}};
  }
  for (const LedgerEntry& e : all) {
    if ((e.kind != EntryKind::Correction && e.kind != EntryKind::Appeal) || !e.target) continue;
    auto it = out.find(*e.target);
    if (it == out.end()) continue;
    it->second.rulings.push_back(e.id);
    switch (e.ruling) {
      case RulingKind::Reverse:
        it->second = {msg("referee.status.reversed").arg(e.id), QStringLiteral("reversed"),
                      it->second.rulings};
        break;
      case RulingKind::Amend:
        it->second = {msg("referee.status.amended").arg(e.id), QStringLiteral("amended"),
                      it->second.rulings};
        break;
      case RulingKind::Uphold:
        if (it->second.code == QLatin1String("stands"))
          it->second = {msg("referee.status.upheld").arg(e.id), QStringLiteral("stands"),
                        it->second.rulings};
        break;
      case RulingKind::None:
        break;
    }
  }
  return out;
}

QJsonObject entryJson(const LedgerEntry& e, const EntryStatus* status) {
  QJsonObject o;
  o[QStringLiteral("id")] = static_cast<qint64>(e.id);
  o[QStringLiteral("when")] = qs(e.when);
  o[QStringLiteral("round")] = e.round;
  o[QStringLiteral("board")] = e.board;
  o[QStringLiteral("kind")] = qs(toCode(e.kind));
  o[QStringLiteral("player")] = e.player ? QJsonValue(qs(toCode(*e.player))) : QJsonValue();
  o[QStringLiteral("infraction")] = qs(e.infraction);
  o[QStringLiteral("penalty")] = qs(e.penalty);
  QJsonArray sanctions;
  for (Sanction s : e.sanctions) sanctions.append(qs(toCode(s)));
  o[QStringLiteral("sanctions")] = sanctions;
  o[QStringLiteral("edition")] = qs(toCode(e.edition));
  o[QStringLiteral("target")] =
      e.target ? QJsonValue(static_cast<qint64>(*e.target)) : QJsonValue();
  o[QStringLiteral("ruling")] = qs(toCode(e.ruling));
  o[QStringLiteral("result")] = qs(e.result);
  o[QStringLiteral("referee")] = qs(e.referee);
  o[QStringLiteral("note")] = qs(e.note);
  o[QStringLiteral("prev_hash")] = qs(e.prevHash);
  o[QStringLiteral("hash")] = qs(e.hash);
  if (status) {
    o[QStringLiteral("status")] = status->code;
    QJsonArray rulings;
    for (std::int64_t id : status->rulings) rulings.append(static_cast<qint64>(id));
    o[QStringLiteral("rulings")] = rulings;
  }
  return o;
}

QString reasonCode(GameRuling::Reason r) {
  switch (r) {
    case GameRuling::Reason::None:
      return QStringLiteral("none");
    case GameRuling::Reason::SecondWarning:
      return QStringLiteral("second-warning");
    case GameRuling::Reason::Sanction:
      return QStringLiteral("sanction");
    case GameRuling::Reason::Override:
      return QStringLiteral("override");
  }
  return {};
}

QJsonObject gameJson(const GameRuling& g) {
  QJsonObject o;
  o[QStringLiteral("round")] = g.round;
  o[QStringLiteral("board")] = g.board;
  auto tally = [](const Tally& t) {
    QJsonObject obj;
    obj[QStringLiteral("warnings")] = t.warnings;
    obj[QStringLiteral("advice")] = t.advice;
    return obj;
  };
  o[QStringLiteral("black")] = tally(g.black);
  o[QStringLiteral("white")] = tally(g.white);
  o[QStringLiteral("result")] = g.result ? QJsonValue(qs(g.result->toString())) : QJsonValue();
  o[QStringLiteral("replay")] = g.replay;
  o[QStringLiteral("deciding_entry")] =
      g.decidingEntry ? QJsonValue(static_cast<qint64>(*g.decidingEntry)) : QJsonValue();
  o[QStringLiteral("reason")] = reasonCode(g.reason);
  return o;
}

void printWrite(db::EventStore& store, const db::LedgerWrite& w) {
  const LedgerEntry& e = w.entry;
  if (e.kind == EntryKind::Infraction) {
    const Infraction* inf = findInfraction(e.infraction);
    out(msg("referee.logged")
            .arg(e.id)
            .arg(e.round)
            .arg(e.board)
            .arg(sideName(*e.player), playerName(store, e.round, e.board, *e.player),
                 infractionName(e.infraction), inf ? article(inf->rule(e.edition)) : QString()));
    out(msg("referee.penalty").arg(qs(e.penalty), sanctionNames(e.sanctions)));
  } else if (e.kind == EntryKind::Override) {
    out(msg("referee.overridden").arg(e.id).arg(qs(e.referee), qs(e.result)));
  } else {
    QString what = kindText(e.kind) + QStringLiteral(": ") + rulingText(e.ruling);
    if (e.ruling == RulingKind::Amend)
      what += QStringLiteral(" → ") + infractionName(e.infraction) + QStringLiteral(", ") +
              qs(e.penalty) + QStringLiteral(" (") + sanctionNames(e.sanctions) + QLatin1Char(')');
    out(msg("referee.ruled").arg(e.id).arg(what).arg(*e.target).arg(qs(e.referee)));
  }
  for (Side side : {Side::Black, Side::White}) {
    if (e.player && *e.player != side) continue;
    const Tally& t = w.ruling.tally(side);
    out(msg("referee.warnings")
            .arg(sideName(side), playerName(store, e.round, e.board, side))
            .arg(t.warnings)
            .arg(t.advice));
  }
  out(decisionLine(w.ruling, decidingSide(w.ruling)));
}

struct GameKey {
  std::shared_ptr<std::string> path = std::make_shared<std::string>();
  std::shared_ptr<int> round = std::make_shared<int>(0);
  std::shared_ptr<int> board = std::make_shared<int>(0);
};

}  // namespace

QString ledgerConflictMessage(const db::LedgerConflict& c, const std::optional<Result>& proposed) {
  return msg("referee.err.contradicts")
      .arg(c.round)
      .arg(c.board)
      .arg(resultText(proposed), resultText(c.ruling.result))
      .arg(c.ruling.decidingEntry ? *c.ruling.decidingEntry : 0)
      .arg(reasonText(c.ruling));
}

void registerRefereeCommands(CLI::App& app) {
  auto* referee = app.add_subcommand("referee", msgs("referee.help"));
  referee->require_subcommand(1);

  {
    auto* cmd = referee->add_subcommand("infractions", msgs("referee.infractions.help"));
    auto code = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    cmd->add_option("CODE", *code, msgs("referee.opt.code"));
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([code, json] {
      std::vector<const Infraction*> shown;
      if (!code->empty()) {
        const Infraction* i = findInfraction(*code);
        if (!i) throw CliError(msg("referee.err.unknown-infraction").arg(qs(*code)));
        shown.push_back(i);
      } else {
        for (const Infraction& i : catalogue()) shown.push_back(&i);
      }
      if (*json) {
        QJsonArray array;
        for (const Infraction* i : shown) {
          QJsonObject o;
          o[QStringLiteral("code")] = qs(i->code);
          o[QStringLiteral("name_en")] = qs(i->nameEn);
          o[QStringLiteral("name_zh")] = qs(i->nameZh);
          o[QStringLiteral("note_required")] = i->noteRequired;
          QJsonObject editions;
          editions[QStringLiteral("2002")] = ruleJson(i->y2002);
          editions[QStringLiteral("older")] = ruleJson(i->older);
          o[QStringLiteral("editions")] = editions;
          array.append(o);
        }
        printJson(QJsonDocument(array));
        return;
      }
      if (!code->empty()) {
        printInfraction(*shown.front());
        return;
      }
      TextTable table({msg("referee.col.code"), msg("referee.col.infraction"),
                       msg("referee.col.art2002"), msg("referee.col.pen2002"),
                       msg("referee.col.artolder"), msg("referee.col.penolder")});
      for (const Infraction* i : shown)
        table.addRow({qs(i->code), zh() ? qs(i->nameZh) : qs(i->nameEn), article(i->y2002),
                      penaltySummary(i->y2002), article(i->older), penaltySummary(i->older)});
      out(table.render());
    });
  }
  {
    auto* cmd = referee->add_subcommand("edition", msgs("referee.edition.help"));
    auto path = std::make_shared<std::string>();
    auto value = std::make_shared<std::string>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("EDITION", *value, msgs("referee.opt.edition"));
    cmd->callback([path, value] {
      auto store = openEvent(*path);
      db::LedgerStore ledger(*store);
      if (value->empty()) {
        Edition ed{};
        translateLedgerErrors([&] { ed = ledger.edition(); });
        out(msg("referee.edition.is").arg(editionName(ed), qs(toCode(ed))));
        return;
      }
      auto ed = editionFromCode(*value);
      if (!ed) throw CliError(msg("referee.edition.bad").arg(qs(*value)));
      translateLedgerErrors([&] {
        db::loggedChange(*store, db::currentUserName(), [&] { ledger.setEdition(*ed); });
      });
      out(msg("referee.edition.set").arg(editionName(*ed), qs(toCode(*ed))));
    });
  }
  {
    auto* cmd = referee->add_subcommand("log", msgs("referee.log.help"));
    GameKey key;
    auto player = std::make_shared<std::string>();
    auto code = std::make_shared<std::string>();
    auto penalty = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto note = std::make_shared<std::string>();
    cmd->add_option("EVENT", *key.path, msgs("opt.event"))->required();
    cmd->add_option("--round", *key.round, msgs("referee.opt.round"))->required();
    cmd->add_option("--board", *key.board, msgs("referee.opt.board"))->required();
    cmd->add_option("--player", *player, msgs("referee.opt.player"))
        ->required()
        ->check(CLI::IsMember({"black", "white"}));
    cmd->add_option("--infraction", *code, msgs("referee.opt.infraction"))->required();
    cmd->add_option("--penalty", *penalty, msgs("referee.opt.penalty"));
    cmd->add_option("--referee", *name, msgs("referee.opt.name"));
    cmd->add_option("--note", *note, msgs("referee.opt.note"));
    cmd->callback([key, player, code, penalty, name, note] {
      auto store = openEvent(*key.path);
      db::InfractionReport report;
      report.round = *key.round;
      report.board = *key.board;
      report.player = sideFromCode(*player).value_or(Side::Black);
      report.infraction = *code;
      report.penalty = *penalty;
      report.note = *note;
      db::LedgerWrite w;
      translateLedgerErrors(
          [&] {
            report.referee = name->empty() ? defaultReferee(*store) : *name;
            w = db::LedgerStore(*store).log(report);
          },
          store.get());
      printWrite(*store, w);
    });
  }
  {
    auto* cmd = referee->add_subcommand("ledger", msgs("referee.ledger.help"));
    auto path = std::make_shared<std::string>();
    auto round = std::make_shared<std::optional<int>>();
    auto board = std::make_shared<std::optional<int>>();
    auto json = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--round", *round, msgs("referee.opt.round"));
    cmd->add_option("--board", *board, msgs("referee.opt.board"));
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([path, round, board, json] {
      auto store = openEvent(*path);
      db::LedgerStore ledger(*store);
      std::vector<LedgerEntry> all;
      Edition ed{};
      translateLedgerErrors([&] {
        all = ledger.entries();
        ed = ledger.edition();
      });
      const auto status = statusOf(all);
      std::vector<const LedgerEntry*> shown;
      std::vector<std::pair<int, int>> games;
      for (const LedgerEntry& e : all) {
        if (*round && e.round != **round) continue;
        if (*board && e.board != **board) continue;
        shown.push_back(&e);
        if (std::find(games.begin(), games.end(), std::pair(e.round, e.board)) == games.end())
          games.emplace_back(e.round, e.board);
      }
      std::sort(games.begin(), games.end());
      std::vector<GameRuling> rulings;
      for (auto [r, b] : games) rulings.push_back(ruleGame(all, r, b));
      if (*json) {
        QJsonObject root;
        root[QStringLiteral("edition")] = qs(toCode(ed));
        QJsonArray entries;
        for (const LedgerEntry* e : shown) {
          auto it = status.find(e->id);
          entries.append(entryJson(*e, it == status.end() ? nullptr : &it->second));
        }
        root[QStringLiteral("entries")] = entries;
        QJsonArray gamesJson;
        for (const GameRuling& g : rulings) gamesJson.append(gameJson(g));
        root[QStringLiteral("games")] = gamesJson;
        printJson(QJsonDocument(root));
        return;
      }
      if (shown.empty()) {
        out(msg("referee.empty"));
        return;
      }
      TextTable table({msg("referee.col.id"), msg("referee.col.when"), msg("referee.col.round"),
                       msg("referee.col.board"), msg("referee.col.player"), msg("referee.col.kind"),
                       msg("referee.col.infraction"), msg("referee.col.penalty"),
                       msg("referee.col.referee"), msg("referee.col.note"),
                       msg("referee.col.status")});
      for (int c : {0, 2, 3}) table.alignRight(c);
      for (const LedgerEntry* e : shown) {
        QString kind = kindText(e->kind);
        if (e->target) kind = msg("referee.target").arg(rulingText(e->ruling)).arg(*e->target);
        QString penalty = e->kind == EntryKind::Override
                              ? msg("referee.override-result").arg(qs(e->result))
                              : sanctionNames(e->sanctions);
        auto it = status.find(e->id);
        table.addRow({QString::number(e->id), qs(e->when), QString::number(e->round),
                      QString::number(e->board), e->player ? sideName(*e->player) : QString(), kind,
                      e->infraction.empty() ? QString() : infractionName(e->infraction), penalty,
                      qs(e->referee), qs(e->note),
                      it == status.end() ? QString() : it->second.text});
      }
      out(table.render());
      for (const GameRuling& g : rulings) {
        QString tail;
        if (g.result)
          tail = msg("referee.summary.result").arg(qs(g.result->toString())).arg(*g.decidingEntry);
        else if (g.replay)
          tail = msg("referee.summary.replay").arg(*g.decidingEntry);
        out(msg("referee.game-summary")
                .arg(g.round)
                .arg(g.board)
                .arg(sideName(Side::Black))
                .arg(g.black.warnings)
                .arg(g.black.advice)
                .arg(sideName(Side::White))
                .arg(g.white.warnings)
                .arg(g.white.advice)
                .arg(tail));
      }
    });
  }
  for (const char* which : {"correct", "appeal"}) {
    const bool appeal = std::string(which) == "appeal";
    auto* cmd = referee->add_subcommand(
        which, msgs(appeal ? "referee.appeal.help" : "referee.correct.help"));
    auto path = std::make_shared<std::string>();
    auto id = std::make_shared<std::int64_t>(0);
    auto ruling = std::make_shared<std::string>();
    auto code = std::make_shared<std::string>();
    auto penalty = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto note = std::make_shared<std::string>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--entry", *id, msgs("referee.opt.entry"))->required();
    cmd->add_option("--ruling", *ruling, msgs("referee.opt.ruling"))->required();
    cmd->add_option("--infraction", *code, msgs("referee.opt.infraction"));
    cmd->add_option("--penalty", *penalty, msgs("referee.opt.penalty"));
    cmd->add_option("--referee", *name, msgs("referee.opt.name"))->required();
    cmd->add_option("--note", *note, msgs("referee.opt.note"));
    cmd->callback([appeal, path, id, ruling, code, penalty, name, note] {
      auto kind = rulingKindFromCode(*ruling);
      if (!kind || *kind == RulingKind::None) throw CliError(msg("referee.err.ruling.kind"));
      auto store = openEvent(*path);
      db::LedgerWrite w;
      translateLedgerErrors(
          [&] {
            w = db::LedgerStore(*store).rule(appeal ? EntryKind::Appeal : EntryKind::Correction,
                                             *id, *kind, *code, *penalty, *name, *note);
          },
          store.get());
      printWrite(*store, w);
    });
  }
  {
    auto* cmd = referee->add_subcommand("override", msgs("referee.override.help"));
    GameKey key;
    auto result = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto note = std::make_shared<std::string>();
    cmd->add_option("EVENT", *key.path, msgs("opt.event"))->required();
    cmd->add_option("--round", *key.round, msgs("referee.opt.round"))->required();
    cmd->add_option("--board", *key.board, msgs("referee.opt.board"))->required();
    cmd->add_option("RESULT", *result, msgs("referee.opt.result"))->required();
    cmd->add_option("--referee", *name, msgs("referee.opt.name"))->required();
    cmd->add_option("--note", *note, msgs("referee.opt.note"))->required();
    cmd->callback([key, result, name, note] {
      const Result r = resultOrThrow(*result);
      auto store = openEvent(*key.path);
      db::LedgerWrite w;
      translateLedgerErrors(
          [&] { w = db::LedgerStore(*store).override(*key.round, *key.board, r, *name, *note); },
          store.get());
      printWrite(*store, w);
    });
  }
  {
    auto* cmd = referee->add_subcommand("verify", msgs("referee.verify.help"));
    auto path = std::make_shared<std::string>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    auto chainOptions = std::make_shared<ChainCheckOptions>();
    addChainCheckOptions(cmd, chainOptions);
    cmd->callback([path, chainOptions] {
      auto store = openEvent(*path);
      db::LedgerVerification v;
      translateLedgerErrors([&] { v = db::LedgerStore(*store).verify(); });
      // Every log's chain, the seals and the printed heads given (chain_check.h): a ledger whose
      // tail was removed or that was rewritten and re-hashed verifies in itself, not against them.
      const db::ChainCheck chains = runChainCheck(*store, *chainOptions);
      if (v.intact() && chains.intact()) {
        out(msg("referee.verify.ok").arg(v.entries).arg(qs(v.head.substr(0, 16))));
        out(chainSummary(chains));
        return;
      }
      QStringList lines;
      for (const ChainProblem& p : v.chain) {
        switch (p.kind) {
          case ChainProblem::Kind::BadHash:
            lines << msg("referee.verify.hash").arg(p.entry).arg(qs(p.detail));
            break;
          case ChainProblem::Kind::BrokenLink:
            lines << msg("referee.verify.link").arg(p.entry);
            break;
          case ChainProblem::Kind::Sequence:
            lines << msg("referee.verify.sequence").arg(p.entry).arg(qs(p.detail));
            break;
        }
      }
      for (const auto& m : v.results)
        lines << msg("referee.verify.result")
                     .arg(m.round)
                     .arg(m.board)
                     .arg(resultText(m.stored),
                          m.ruling.result ? resultText(m.ruling.result) : msg("referee.cleared"));
      for (const auto& m : v.seats)
        lines << msg("referee.verify.seat")
                     .arg(m.entry)
                     .arg(m.round)
                     .arg(m.board)
                     .arg(sideName(m.side))
                     .arg(m.recorded)
                     .arg(m.seated);
      // The ledger's own chain problems are worded above already.
      db::ChainCheck others = chains;
      std::erase_if(others.findings, [&](const db::ChainFinding& f) {
        using Kind = db::ChainFinding::Kind;
        return f.chain == "ledger" &&
               (f.kind == Kind::Edited || f.kind == Kind::BrokenLink || f.kind == Kind::Gap);
      });
      lines << chainFindingLines(others);
      lines << msg("referee.verify.failed")
                   .arg(v.chain.size() + v.results.size() + v.seats.size() +
                        others.findings.size());
      throw CliError(lines.join(QLatin1Char('\n')), kMismatch);
    });
  }
}

namespace {
const CommandRegistration kCommands{60, registerRefereeCommands};
}  // namespace

}  // namespace tengen::cli
