// tengen referee infractions / edition / log / ledger / correct / appeal / override / verify.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <cstdlib>

#include "app/cli/chain_words.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/referee_cli.h"
#include "app/cli/shared_options.h"
#include "app/cli/text_table.h"
#include "app/wording/std_text.h"
#include "db/service/event_setup.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "referee/catalogue.h"
#include "referee/entry_status.h"
#include "referee/ledger.h"

namespace tengen::cli {
namespace {

using namespace tengen::referee;
using pairing::Result;

bool zh() {
  return language() == Lang::Zh;
}

QString sideName(Side side) {
  return (side == Side::Black ? CliWords::tr("Black", "referee.black")
                              : CliWords::tr("White", "referee.white"));
}

QString editionName(Edition e) {
  return (e == Edition::Y2002 ? CliWords::tr("the 2002 edition", "referee.edition.2002")
                              : CliWords::tr("the older edition", "referee.edition.older"));
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
  return r ? qs(r->toString()) : CliWords::tr("no result", "referee.cleared");
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
      return CliWords::tr("no referee result stands for this game", "referee.undecided");
    case GameRuling::Reason::SecondWarning:
      return CliWords::tr("second warning: %1 loses the game by referee — result %2 (entry %3)",
                          "referee.decided.second-warning")
          .arg(loser ? sideName(*loser) : QString(), resultText(g.result))
          .arg(*g.decidingEntry);
    case GameRuling::Reason::Sanction:
      if (g.replay)
        return CliWords::tr("the game is to be replayed (entry %1)", "referee.decided.replay")
            .arg(*g.decidingEntry);
      return CliWords::tr("the game is decided by referee — result %1 (entry %2)",
                          "referee.decided.sanction")
          .arg(resultText(g.result))
          .arg(*g.decidingEntry);
    case GameRuling::Reason::Override:
      return CliWords::tr("result set by the chief referee — %1 (entry %2)",
                          "referee.decided.override")
          .arg(resultText(g.result))
          .arg(*g.decidingEntry);
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

QString rulingProblemText(std::optional<RulingProblem> problem) {
  switch (problem.value_or(RulingProblem::NotARuling)) {
    case RulingProblem::TargetNotRulable:
      return CliWords::tr("corrections and appeals apply to infraction entries and overrides",
                          "referee.err.ruling.target");
    case RulingProblem::OverrideOnlyReversed:
      return CliWords::tr("an override can only be reversed; enter a new override to change it",
                          "referee.err.ruling.override");
    case RulingProblem::UpholdOnlyForAppeal:
      return CliWords::tr("only an appeal can be upheld", "referee.err.ruling.uphold");
    case RulingProblem::AmendNeedsChange:
      return CliWords::tr("an amendment needs --infraction and/or --penalty",
                          "referee.err.ruling.amend");
    case RulingProblem::None:
    case RulingProblem::NotARuling:
    case RulingProblem::UnknownInfraction:  // thrown as their own reasons
    case RulingProblem::PenaltyNotAllowed:
      break;
  }
  return CliWords::tr("--ruling must be reverse, amend or uphold", "referee.err.ruling.kind");
}

QString reasonText(const GameRuling& g) {
  switch (g.reason) {
    case GameRuling::Reason::SecondWarning:
      return CliWords::tr("second warning", "referee.reason.second-warning");
    case GameRuling::Reason::Override:
      return CliWords::tr("chief referee's override", "referee.reason.override");
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
      return CliWords::tr("unknown infraction '%1'; see tengen referee infractions",
                          "referee.err.unknown-infraction")
          .arg(subject);
    case R::PenaltyNotAllowed: {
      const db::PenaltyRefusal p = e.penaltyRefusal().value_or(db::PenaltyRefusal{});
      return CliWords::tr("'%1' is not a penalty %3 allows for %2; allowed: %4",
                          "referee.err.penalty")
          .arg(qs(p.penalty), infractionName(p.infraction), editionName(p.edition),
               allowedPenalties(p.infraction, p.edition));
    }
    case R::NoteRequired:
      return CliWords::tr("'%1' needs --note saying what happened", "referee.err.note")
          .arg(subject);
    case R::RefereeRequired:
      return CliWords::tr("give the referee's name with --referee", "referee.err.referee");
    case R::NoSuchEntry:
      return CliWords::tr("no ledger entry %1 in this event", "referee.err.entry").arg(subject);
    case R::NotChiefReferee:
      return CliWords::tr("only the chief referee (%1) may do this, not '%2'",
                          "referee.err.not-chief")
          .arg(store ? qs(store->event().chiefReferee) : QString(), subject);
    case R::NoChiefReferee:
      return CliWords::tr(
          "the event names no chief referee (裁判长); set one with tengen event edit "
          "--chief-referee NAME",
          "referee.err.no-chief");
    case R::BadRuling:
      return CliWords::tr("that ruling is not possible here: %1", "referee.err.ruling")
          .arg(rulingProblemText(e.rulingProblem()));
    case R::BadResult:
      return CliWords::tr("'%1' is not a result (B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...)",
                          "referee.err.result")
          .arg(subject);
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
  if (!r)
    throw CliError(
        CliWords::tr("'%1' is not a result (B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...)",
                     "referee.err.result")
            .arg(qs(text)));
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
  if (!r.covered) return CliWords::tr("no article: the referee rules", "referee.no-article");
  QStringList parts;
  for (const PenaltyOption& o : r.options) {
    QString text = sanctionNames(o.sanctions);
    if (r.options.size() > 1 && o.code == r.defaultOption)
      text = CliWords::tr("%1 (default)", "referee.default-mark").arg(text);
    parts << text;
  }
  return parts.join(CliWords::tr(" / ", "referee.or"));
}

void printInfraction(const Infraction& i) {
  out(CliWords::tr("%1 — %2", "referee.detail.title")
          .arg(qs(i.code), zh() ? qs(i.nameZh) : qs(i.nameEn) + QLatin1Char(' ') + qs(i.nameZh)));
  for (Edition ed : {Edition::Y2002, Edition::Older}) {
    const EditionRule& r = i.rule(ed);
    out(QString());
    out(CliWords::tr("Under %1 (%2):", "referee.detail.edition").arg(editionName(ed), article(r)));
    out(QStringLiteral("  ") + qs(r.textZh));
    if (!zh()) out(QStringLiteral("  ") + qs(r.textEn));
    for (const PenaltyOption& o : r.options) {
      QString when = zh() ? qs(o.whenZh) : qs(o.whenEn);
      QString text = sanctionNames(o.sanctions);
      if (o.code == r.defaultOption)
        text = CliWords::tr("%1 (default)", "referee.default-mark").arg(text);
      out(CliWords::tr("  --penalty %1: %2%3", "referee.detail.option")
              .arg(qs(o.code), text, when.isEmpty() ? QString() : QStringLiteral(" — ") + when));
    }
  }
}

QString kindText(EntryKind k) {
  switch (k) {
    case EntryKind::Infraction:
      return CliWords::tr("infraction", "referee.kind.infraction");
    case EntryKind::Correction:
      return CliWords::tr("correction", "referee.kind.correction");
    case EntryKind::Appeal:
      return CliWords::tr("appeal", "referee.kind.appeal");
    case EntryKind::Override:
      return CliWords::tr("override", "referee.kind.override");
  }
  return {};
}

QString rulingText(RulingKind k) {
  switch (k) {
    case RulingKind::Reverse:
      return CliWords::tr("reversed", "referee.ruling.reverse");
    case RulingKind::Amend:
      return CliWords::tr("amended", "referee.ruling.amend");
    case RulingKind::Uphold:
      return CliWords::tr("upheld", "referee.ruling.uphold");
    case RulingKind::None:
      return {};
  }
  return {};
}

// An entry's status in words (referee/entry_status.h decides it, the desk shows the same).
QString statusText(const EntryStatus& s) {
  const qint64 by = s.by.value_or(0);
  switch (s.kind) {
    case EntryStatus::Kind::Stands:
      return CliWords::tr("stands", "referee.status.stands");
    case EntryStatus::Kind::Upheld:
      return CliWords::tr("upheld (#%1)", "referee.status.upheld").arg(by);
    case EntryStatus::Kind::Amended:
      return CliWords::tr("amended (#%1)", "referee.status.amended").arg(by);
    case EntryStatus::Kind::Reversed:
      return CliWords::tr("reversed (#%1)", "referee.status.reversed").arg(by);
  }
  return {};
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
    o[QStringLiteral("status")] = qs(toCode(status->kind));
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
    out(CliWords::tr("entry %1: round %2 board %3, %4 %5 — %6 (%7)", "referee.logged")
            .arg(e.id)
            .arg(e.round)
            .arg(e.board)
            .arg(sideName(*e.player), playerName(store, e.round, e.board, *e.player),
                 infractionName(e.infraction), inf ? article(inf->rule(e.edition)) : QString()));
    out(CliWords::tr("penalty applied: %1 — %2", "referee.penalty")
            .arg(qs(e.penalty), sanctionNames(e.sanctions)));
  } else if (e.kind == EntryKind::Override) {
    out(CliWords::tr("entry %1: the chief referee %2 sets the result %3", "referee.overridden")
            .arg(e.id)
            .arg(qs(e.referee), qs(e.result)));
  } else {
    QString what = kindText(e.kind) + QStringLiteral(": ") + rulingText(e.ruling);
    if (e.ruling == RulingKind::Amend)
      what += QStringLiteral(" → ") + infractionName(e.infraction) + QStringLiteral(", ") +
              qs(e.penalty) + QStringLiteral(" (") + sanctionNames(e.sanctions) + QLatin1Char(')');
    out(CliWords::tr("entry %1: %2 of entry %3 by %4", "referee.ruled")
            .arg(e.id)
            .arg(what)
            .arg(*e.target)
            .arg(qs(e.referee)));
  }
  for (Side side : {Side::Black, Side::White}) {
    if (e.player && *e.player != side) continue;
    const Tally& t = w.ruling.tally(side);
    out(CliWords::tr("%1 %2: %3 warning(s), %4 advice in this game", "referee.warnings")
            .arg(sideName(side), playerName(store, e.round, e.board, side))
            .arg(t.warnings)
            .arg(t.advice));
  }
  out(decisionLine(w.ruling, decidingSide(w.ruling)));
}

// One write to the event's ledger (WRITE), its refusals in the user's words, then the entry
// written.
void writeLedger(db::EventStore& store,
                 const std::function<db::LedgerWrite(db::LedgerStore&)>& write) {
  db::LedgerWrite w;
  translateLedgerErrors(
      [&] {
        db::LedgerStore ledger(store);
        w = write(ledger);
      },
      &store);
  printWrite(store, w);
}

const Infraction* infractionOrThrow(const std::string& code) {
  const Infraction* i = findInfraction(code);
  if (!i)
    throw CliError(CliWords::tr("unknown infraction '%1'; see tengen referee infractions",
                                "referee.err.unknown-infraction")
                       .arg(qs(code)));
  return i;
}

QJsonArray infractionsJson(const std::vector<const Infraction*>& shown) {
  QJsonArray array;
  for (const Infraction* i : shown) {
    QJsonObject editions;
    editions[QStringLiteral("2002")] = ruleJson(i->y2002);
    editions[QStringLiteral("older")] = ruleJson(i->older);
    array.append(QJsonObject{{QStringLiteral("code"), qs(i->code)},
                             {QStringLiteral("name_en"), qs(i->nameEn)},
                             {QStringLiteral("name_zh"), qs(i->nameZh)},
                             {QStringLiteral("note_required"), i->noteRequired},
                             {QStringLiteral("editions"), editions}});
  }
  return array;
}

QString infractionsTable(const std::vector<const Infraction*>& shown) {
  TextTable table({CliWords::tr("Code", "referee.col.code"),
                   CliWords::tr("Infraction", "referee.col.infraction"),
                   CliWords::tr("2002", "referee.col.art2002"),
                   CliWords::tr("Penalty (2002)", "referee.col.pen2002"),
                   CliWords::tr("Older", "referee.col.artolder"),
                   CliWords::tr("Penalty (older)", "referee.col.penolder")});
  for (const Infraction* i : shown)
    table.addRow({qs(i->code), zh() ? qs(i->nameZh) : qs(i->nameEn), article(i->y2002),
                  penaltySummary(i->y2002), article(i->older), penaltySummary(i->older)});
  return table.render();
}

enum class Format { Text, Json };

// `tengen referee ledger`: the entries of the chosen round/board, their status, and each game's
// ruling (referee/ decides it from the entries).
struct LedgerOutcome {
  Edition edition{};
  std::vector<LedgerEntry> shown;
  std::map<std::int64_t, EntryStatus> status;
  std::vector<GameRuling> rulings;
};

LedgerOutcome runLedger(const std::string& path, std::optional<int> round,
                        std::optional<int> board) {
  auto store = openEvent(path);
  db::LedgerStore ledger(*store);
  std::vector<LedgerEntry> all;
  LedgerOutcome o;
  translateLedgerErrors([&] {
    all = ledger.entries();
    o.edition = ledger.edition();
  });
  o.status = entryStatuses(all);
  std::vector<std::pair<int, int>> games;
  for (const LedgerEntry& e : all) {
    if ((round && e.round != *round) || (board && e.board != *board)) continue;
    o.shown.push_back(e);
    if (std::find(games.begin(), games.end(), std::pair(e.round, e.board)) == games.end())
      games.emplace_back(e.round, e.board);
  }
  std::sort(games.begin(), games.end());
  for (auto [r, b] : games) o.rulings.push_back(ruleGame(all, r, b));
  return o;
}

const EntryStatus* statusIn(const LedgerOutcome& o, std::int64_t id) {
  const auto it = o.status.find(id);
  return it == o.status.end() ? nullptr : &it->second;
}

QJsonObject ledgerJson(const LedgerOutcome& o) {
  QJsonArray entries, games;
  for (const LedgerEntry& e : o.shown) entries.append(entryJson(e, statusIn(o, e.id)));
  for (const GameRuling& g : o.rulings) games.append(gameJson(g));
  return QJsonObject{{QStringLiteral("edition"), qs(toCode(o.edition))},
                     {QStringLiteral("entries"), entries},
                     {QStringLiteral("games"), games}};
}

QString ledgerTable(const LedgerOutcome& o) {
  TextTable table(
      {CliWords::tr("#", "referee.col.id"), CliWords::tr("When", "referee.col.when"),
       CliWords::tr("Rd", "referee.col.round"), CliWords::tr("Bd", "referee.col.board"),
       CliWords::tr("Player", "referee.col.player"), CliWords::tr("Entry", "referee.col.kind"),
       CliWords::tr("Infraction", "referee.col.infraction"),
       CliWords::tr("Penalty", "referee.col.penalty"),
       CliWords::tr("Referee", "referee.col.referee"), CliWords::tr("Note", "referee.col.note"),
       CliWords::tr("Status", "referee.col.status")});
  for (int c : {0, 2, 3}) table.alignRight(c);
  for (const LedgerEntry& e : o.shown) {
    QString kind = kindText(e.kind);
    if (e.target)
      kind = CliWords::tr("%1 of #%2", "referee.target").arg(rulingText(e.ruling)).arg(*e.target);
    const QString penalty =
        e.kind == EntryKind::Override
            ? CliWords::tr("result %1", "referee.override-result").arg(qs(e.result))
            : sanctionNames(e.sanctions);
    const EntryStatus* status = statusIn(o, e.id);
    table.addRow({QString::number(e.id), qs(e.when), QString::number(e.round),
                  QString::number(e.board), e.player ? sideName(*e.player) : QString(), kind,
                  e.infraction.empty() ? QString() : infractionName(e.infraction), penalty,
                  qs(e.referee), qs(e.note), status ? statusText(*status) : QString()});
  }
  return table.render();
}

QString gameSummary(const GameRuling& g) {
  QString tail;
  if (g.result)
    tail = CliWords::tr("; result %1 by referee (entry %2)", "referee.summary.result")
               .arg(qs(g.result->toString()))
               .arg(*g.decidingEntry);
  else if (g.replay)
    tail =
        CliWords::tr("; replay ordered (entry %1)", "referee.summary.replay").arg(*g.decidingEntry);
  return CliWords::tr(
             "round %1 board %2: %3 %4 warning(s), %5 advice; %6 %7 warning(s), %8 advice%9",
             "referee.game-summary")
      .arg(g.round)
      .arg(g.board)
      .arg(sideName(Side::Black))
      .arg(g.black.warnings)
      .arg(g.black.advice)
      .arg(sideName(Side::White))
      .arg(g.white.warnings)
      .arg(g.white.advice)
      .arg(tail);
}

void renderLedger(const LedgerOutcome& o, Format format) {
  if (format == Format::Json) {
    printJson(QJsonDocument(ledgerJson(o)));
    return;
  }
  if (o.shown.empty()) {
    out(CliWords::tr("the ledger has no entries", "referee.empty"));
    return;
  }
  out(ledgerTable(o));
  for (const GameRuling& g : o.rulings) out(gameSummary(g));
}

QString chainProblemLine(const ChainProblem& p) {
  switch (p.kind) {
    case ChainProblem::Kind::BadHash:
      return CliWords::tr("entry %1 has been altered: its content no longer matches its hash (%2)",
                          "referee.verify.hash")
          .arg(p.entry)
          .arg(qs(p.detail));
    case ChainProblem::Kind::BrokenLink:
      return CliWords::tr(
                 "entry %1 does not link to the entry before it (an entry was changed, "
                 "removed or inserted)",
                 "referee.verify.link")
          .arg(p.entry);
    case ChainProblem::Kind::Sequence:
      return CliWords::tr("entry %1: the numbering has a gap (%2)", "referee.verify.sequence")
          .arg(p.entry)
          .arg(qs(p.detail));
  }
  return QString();
}

// Every problem db/service's verification and the chain check found, one line each, and the
// count.
QStringList verificationProblems(const db::LedgerVerification& v, const db::ChainCheck& chains) {
  QStringList lines;
  for (const ChainProblem& p : v.chain) lines << chainProblemLine(p);
  for (const auto& m : v.results)
    lines << CliWords::tr("round %1 board %2: the stored result is %3 but the ledger says %4",
                          "referee.verify.result")
                 .arg(m.round)
                 .arg(m.board)
                 .arg(resultText(m.stored), m.ruling.result
                                                ? resultText(m.ruling.result)
                                                : CliWords::tr("no result", "referee.cleared"));
  for (const auto& m : v.seats)
    lines << CliWords::tr(
                 "entry %1 (round %2 board %3, %4) was written for player %5, but player %6 "
                 "sits there now: the warning must not count for someone else",
                 "referee.verify.seat")
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
  lines << CliWords::tr("the ledger does not verify: %1 problem(s)", "referee.verify.failed")
               .arg(v.chain.size() + v.results.size() + v.seats.size() + others.findings.size());
  return lines;
}

void runVerify(const std::string& path, const ChainCheckOptions& chainOptions) {
  auto store = openEvent(path);
  db::LedgerVerification v;
  translateLedgerErrors([&] { v = db::LedgerStore(*store).verify(); });
  // Every log's chain, the seals and the printed heads given (chain_check.h): a ledger whose tail
  // was removed or that was rewritten and re-hashed verifies in itself, not against them.
  const db::ChainCheck chains = runChainCheck(*store, chainOptions);
  if (!v.intact() || !chains.intact())
    throw CliError(verificationProblems(v, chains).join(QLatin1Char('\n')), kMismatch);
  out(CliWords::tr("ledger intact: %1 entries, head %2; every game's result agrees with it",
                   "referee.verify.ok")
          .arg(v.entries)
          .arg(qs(v.head.substr(0, 16))));
  out(chainSummary(chains));
}

struct GameKey {
  std::shared_ptr<std::string> path = std::make_shared<std::string>();
  std::shared_ptr<int> round = std::make_shared<int>(0);
  std::shared_ptr<int> board = std::make_shared<int>(0);
};

// EVENT, --round and --board (all required): the one game a ledger write is about.
void addGameKeyOptions(CLI::App* cmd, const GameKey& key) {
  addEventArgument(cmd, *key.path);
  addOption(cmd, "--round", *key.round, CliWords::tr("round number", "referee.opt.round"))
      ->required();
  addOption(cmd, "--board", *key.board, CliWords::tr("board (table) number", "referee.opt.board"))
      ->required();
}

}  // namespace

QString ledgerConflictMessage(const db::LedgerConflict& c, const std::optional<Result>& proposed) {
  return CliWords::tr(
             "round %1 board %2: %3 contradicts the referee's ruling %4 (ledger entry %5: %6); "
             "only the chief referee can set another result, with tengen referee override",
             "referee.err.contradicts")
      .arg(c.round)
      .arg(c.board)
      .arg(resultText(proposed), resultText(c.ruling.result))
      .arg(c.ruling.decidingEntry ? *c.ruling.decidingEntry : 0)
      .arg(reasonText(c.ruling));
}

namespace {

void addInfractionsCommand(CLI::App* referee) {
  auto* cmd =
      addCommand(referee, "infractions",
                 CliWords::tr("list the infractions and their penalties under both editions",
                              "referee.infractions.help"));
  auto code = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  addOption(cmd, "CODE", *code,
            CliWords::tr("an infraction code: show its articles in full", "referee.opt.code"));
  addJsonFlag(cmd, *json);
  cmd->callback([code, json] {
    std::vector<const Infraction*> shown;
    if (!code->empty())
      shown.push_back(infractionOrThrow(*code));
    else
      for (const Infraction& i : catalogue()) shown.push_back(&i);
    if (*json)
      printJson(QJsonDocument(infractionsJson(shown)));
    else if (!code->empty())
      printInfraction(*shown.front());
    else
      out(infractionsTable(shown));
  });
}

void addEditionCommand(CLI::App* referee) {
  auto* cmd = addCommand(referee, "edition",
                         CliWords::tr("show or set the edition of the rules the event referees by",
                                      "referee.edition.help"));
  auto path = std::make_shared<std::string>();
  auto value = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  addOption(cmd, "EDITION", *value,
            CliWords::tr("edition: 2002 (default) or older", "referee.opt.edition"));
  cmd->callback([path, value] {
    auto store = openEvent(*path);
    db::LedgerStore ledger(*store);
    if (value->empty()) {
      Edition ed{};
      translateLedgerErrors([&] { ed = ledger.edition(); });
      out(CliWords::tr("this event referees by %1 (%2)", "referee.edition.is")
              .arg(editionName(ed), qs(toCode(ed))));
      return;
    }
    auto ed = editionFromCode(*value);
    if (!ed)
      throw CliError(CliWords::tr("unknown edition '%1' (2002 or older)", "referee.edition.bad")
                         .arg(qs(*value)));
    translateLedgerErrors(
        [&] { db::loggedChange(*store, db::currentUserName(), [&] { ledger.setEdition(*ed); }); });
    out(CliWords::tr("this event now referees by %1 (%2); earlier entries keep theirs",
                     "referee.edition.set")
            .arg(editionName(*ed), qs(toCode(*ed))));
  });
}

void addLogCommand(CLI::App* referee) {
  auto* cmd = addCommand(
      referee, "log",
      CliWords::tr("log an infraction on a board; prints the penalty and the warning count",
                   "referee.log.help"));
  GameKey key;
  auto player = std::make_shared<std::string>();
  auto code = std::make_shared<std::string>();
  auto penalty = std::make_shared<std::string>();
  auto name = std::make_shared<std::string>();
  auto note = std::make_shared<std::string>();
  addGameKeyOptions(cmd, key);
  addOption(cmd, "--player", *player,
            CliWords::tr("the offender: black or white", "referee.opt.player"))
      ->required()
      ->check(CLI::IsMember({"black", "white"}));
  addOption(
      cmd, "--infraction", *code,
      CliWords::tr("infraction code (see tengen referee infractions)", "referee.opt.infraction"))
      ->required();
  addOption(cmd, "--penalty", *penalty,
            CliWords::tr("penalty where the rules allow a choice (default: the milder)",
                         "referee.opt.penalty"));
  addOption(cmd, "--referee", *name, CliWords::tr("the referee's name", "referee.opt.name"));
  addOption(cmd, "--note", *note, CliWords::tr("what happened", "referee.opt.note"));
  cmd->callback([key, player, code, penalty, name, note] {
    auto store = openEvent(*key.path);
    db::InfractionReport report;
    report.round = *key.round;
    report.board = *key.board;
    report.player = sideFromCode(*player).value_or(Side::Black);
    report.infraction = *code;
    report.penalty = *penalty;
    report.note = *note;
    writeLedger(*store, [&](db::LedgerStore& ledger) {
      report.referee = name->empty() ? defaultReferee(*store) : *name;
      return ledger.log(report);
    });
  });
}

void addLedgerCommand(CLI::App* referee) {
  auto* cmd =
      addCommand(referee, "ledger",
                 CliWords::tr("show the referee's ledger with each game's warnings and ruling",
                              "referee.ledger.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<std::optional<int>>();
  auto board = std::make_shared<std::optional<int>>();
  auto json = std::make_shared<bool>(false);
  addEventArgument(cmd, *path);
  addOption(cmd, "--round", *round, CliWords::tr("round number", "referee.opt.round"));
  addOption(cmd, "--board", *board, CliWords::tr("board (table) number", "referee.opt.board"));
  addJsonFlag(cmd, *json);
  cmd->callback([path, round, board, json] {
    renderLedger(runLedger(*path, *round, *board), *json ? Format::Json : Format::Text);
  });
}

void addOverrideCommand(CLI::App* referee) {
  auto* cmd = addCommand(referee, "override",
                         CliWords::tr("set a game's result against the ledger (chief referee only)",
                                      "referee.override.help"));
  GameKey key;
  auto result = std::make_shared<std::string>();
  auto name = std::make_shared<std::string>();
  auto note = std::make_shared<std::string>();
  addGameKeyOptions(cmd, key);
  addOption(cmd, "RESULT", *result,
            CliWords::tr("the result: B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...",
                         "referee.opt.result"))
      ->required();
  addOption(cmd, "--referee", *name, CliWords::tr("the referee's name", "referee.opt.name"))
      ->required();
  addOption(cmd, "--note", *note, CliWords::tr("what happened", "referee.opt.note"))->required();
  cmd->callback([key, result, name, note] {
    const Result r = resultOrThrow(*result);
    auto store = openEvent(*key.path);
    writeLedger(*store, [&](db::LedgerStore& ledger) {
      return ledger.override(*key.round, *key.board, r, *name, *note);
    });
  });
}

void addVerifyCommand(CLI::App* referee) {
  auto* cmd =
      addCommand(referee, "verify",
                 CliWords::tr("check the ledger's hash chain and the results that follow from it",
                              "referee.verify.help"));
  auto path = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  auto chainOptions = std::make_shared<ChainCheckOptions>();
  addChainCheckOptions(cmd, chainOptions);
  cmd->callback([path, chainOptions] { runVerify(*path, *chainOptions); });
}

}  // namespace

void registerRefereeCommands(CLI::App& app) {
  auto* referee = addCommand(
      app, "referee",
      CliWords::tr("the referee: infraction catalogue, ledger, rulings (裁判)", "referee.help"));
  referee->require_subcommand(1);
  addSubcommands(referee,
                 {addInfractionsCommand, addEditionCommand, addLogCommand, addLedgerCommand});
  for (const char* which : {"correct", "appeal"}) {
    const bool appeal = std::string(which) == "appeal";
    auto* cmd = addCommand(
        referee, which,
        appeal
            ? CliWords::tr("record the outcome of an appeal against an entry (chief referee only)",
                           "referee.appeal.help")
            : CliWords::tr("correct an earlier entry (chief referee only)",
                           "referee.correct.help"));
    auto path = std::make_shared<std::string>();
    auto id = std::make_shared<std::int64_t>(0);
    auto ruling = std::make_shared<std::string>();
    auto code = std::make_shared<std::string>();
    auto penalty = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto note = std::make_shared<std::string>();
    addEventArgument(cmd, *path);
    addOption(cmd, "--entry", *id, CliWords::tr("the ledger entry ruled on", "referee.opt.entry"))
        ->required();
    addOption(cmd, "--ruling", *ruling,
              CliWords::tr(
                  "reverse, amend (with --infraction and/or --penalty) or, for an appeal, uphold",
                  "referee.opt.ruling"))
        ->required();
    addOption(
        cmd, "--infraction", *code,
        CliWords::tr("infraction code (see tengen referee infractions)", "referee.opt.infraction"));
    addOption(cmd, "--penalty", *penalty,
              CliWords::tr("penalty where the rules allow a choice (default: the milder)",
                           "referee.opt.penalty"));
    addOption(cmd, "--referee", *name, CliWords::tr("the referee's name", "referee.opt.name"))
        ->required();
    addOption(cmd, "--note", *note, CliWords::tr("what happened", "referee.opt.note"));
    cmd->callback([appeal, path, id, ruling, code, penalty, name, note] {
      auto kind = rulingKindFromCode(*ruling);
      if (!kind || *kind == RulingKind::None)
        throw CliError(
            CliWords::tr("--ruling must be reverse, amend or uphold", "referee.err.ruling.kind"));
      auto store = openEvent(*path);
      writeLedger(*store, [&](db::LedgerStore& ledger) {
        return ledger.rule(appeal ? EntryKind::Appeal : EntryKind::Correction, *id, *kind, *code,
                           *penalty, *name, *note);
      });
    });
  }
  addSubcommands(referee, {addOverrideCommand, addVerifyCommand});
}

namespace {
const CommandRegistration kCommands{60, registerRefereeCommands};
}  // namespace

}  // namespace tengen::cli
