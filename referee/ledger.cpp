#include "referee/ledger.h"

#include <algorithm>
#include <map>
#include <set>

#include "rules/code_table.h"

namespace tengen::referee {
namespace {

// Escapes the two characters canonicalText uses as structure.
std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '\\')
      out += "\\\\";
    else if (c == '\n')
      out += "\\n";
    else
      out += c;
  }
  return out;
}

constexpr rules::CodeTable<EntryKind, 4> kEntryKindCodes = {{
    {EntryKind::Infraction, "infraction"},
    {EntryKind::Correction, "correction"},
    {EntryKind::Appeal, "appeal"},
    {EntryKind::Override, "override"},
}};
// No ruling is written as "" (the entry is no correction).
constexpr rules::CodeTable<RulingKind, 4> kRulingKindCodes = {{
    {RulingKind::None, ""},
    {RulingKind::Reverse, "reverse"},
    {RulingKind::Amend, "amend"},
    {RulingKind::Uphold, "uphold"},
}};

}  // namespace

std::string_view toCode(Side side) {
  return side == Side::Black ? "black" : "white";
}

std::optional<Side> sideFromCode(std::string_view code) {
  if (code == "black" || code == "b" || code == "B") return Side::Black;
  if (code == "white" || code == "w" || code == "W") return Side::White;
  return std::nullopt;
}

Side opponent(Side side) {
  return side == Side::Black ? Side::White : Side::Black;
}

std::string_view toCode(EntryKind kind) {
  return rules::codeOf(kEntryKindCodes, kind);
}

std::optional<EntryKind> entryKindFromCode(std::string_view code) {
  return rules::valueOf(kEntryKindCodes, code);
}

std::string_view toCode(RulingKind kind) {
  return rules::codeOf(kRulingKindCodes, kind);
}

std::optional<RulingKind> rulingKindFromCode(std::string_view code) {
  return rules::valueOf(kRulingKindCodes, code);
}

std::string canonicalText(const LedgerEntry& e) {
  std::string out = "tengen-ledger/1\n";
  auto field = [&out](std::string_view name, std::string_view value) {
    out += name;
    out += '=';
    out += escape(value);
    out += '\n';
  };
  field("id", std::to_string(e.id));
  field("when", e.when);
  field("round", std::to_string(e.round));
  field("board", std::to_string(e.board));
  field("kind", toCode(e.kind));
  field("player", e.player ? toCode(*e.player) : "");
  field("infraction", e.infraction);
  field("penalty", e.penalty);
  field("sanctions", sanctionsCode(e.sanctions));
  field("edition", toCode(e.edition));
  field("target", e.target ? std::to_string(*e.target) : "");
  field("ruling", toCode(e.ruling));
  field("result", e.result);
  field("referee", e.referee);
  field("note", e.note);
  field("prev", e.prevHash);
  // The player's id is not in the text: it follows from the seat (round, board, colour), which is
  // hashed and which no round edit moves once a board has entries, and it is renumbered when an
  // event is copied into a shared database. Verification checks it against the seat instead.
  return out;
}

void seal(LedgerEntry& entry, const LedgerEntry* previous, const HashFunction& hash) {
  entry.prevHash = previous ? previous->hash : std::string(kGenesisHash);
  entry.hash = hash(canonicalText(entry));
}

std::vector<ChainLink> chainLinks(const std::vector<LedgerEntry>& entries) {
  std::vector<ChainLink> links;
  links.reserve(entries.size());
  for (const LedgerEntry& e : entries)
    links.push_back({e.id, e.prevHash, e.hash, canonicalText(e)});
  return links;
}

std::vector<ChainProblem> verifyChain(const std::vector<LedgerEntry>& entries,
                                      const HashFunction& hash) {
  std::vector<ChainProblem> problems;
  for (const LinkProblem& p : verifyLinks(chainLinks(entries), hash)) {
    const ChainProblem::Kind kind = p.kind == LinkProblem::Kind::Gap ? ChainProblem::Kind::Sequence
                                    : p.kind == LinkProblem::Kind::BrokenLink
                                        ? ChainProblem::Kind::BrokenLink
                                        : ChainProblem::Kind::BadHash;
    problems.push_back({kind, p.position, p.detail});
  }
  return problems;
}

std::optional<pairing::Result> resultOf(Sanction sanction, Side offender) {
  using pairing::Outcome;
  using pairing::WinMethod;
  pairing::Result r;
  r.byReferee = true;
  const Outcome opponentWins = offender == Side::Black ? Outcome::WhiteWins : Outcome::BlackWins;
  switch (sanction) {
    case Sanction::GameLost:
      r.outcome = opponentWins;
      r.method = WinMethod::Unspecified;
      return r;
    case Sanction::Forfeit:
      r.outcome = opponentWins;
      r.method = WinMethod::Forfeit;
      return r;
    case Sanction::LossOnTime:
      r.outcome = opponentWins;
      r.method = WinMethod::Time;
      return r;
    case Sanction::BothLose:
    case Sanction::BothForfeit:
      r.outcome = Outcome::BothLose;
      return r;
    case Sanction::Draw:
      r.outcome = Outcome::Jigo;
      return r;
    case Sanction::NoResult:  // 无胜负: neither wins; the game stands without a result
      r.outcome = Outcome::Unplayed;
      return r;
    default:
      return std::nullopt;
  }
}

GameRuling ruleGame(const std::vector<LedgerEntry>& entries, int round, int board) {
  GameRuling g;
  g.round = round;
  g.board = board;

  std::vector<const LedgerEntry*> ordered;
  for (const LedgerEntry& e : entries)
    if (e.round == round && e.board == board) ordered.push_back(&e);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const LedgerEntry* a, const LedgerEntry* b) { return a->id < b->id; });

  std::map<std::int64_t, std::size_t> standingIndex;  // infraction entry id -> g.infractions
  std::vector<const LedgerEntry*> overrides;
  std::set<std::int64_t> reversedOverrides;
  for (const LedgerEntry* e : ordered) {
    switch (e->kind) {
      case EntryKind::Infraction:
        standingIndex[e->id] = g.infractions.size();
        g.infractions.push_back(
            StandingEntry{*e, false, e->infraction, e->penalty, e->sanctions, {}});
        break;
      case EntryKind::Correction:
      case EntryKind::Appeal: {
        if (!e->target) break;
        auto it = standingIndex.find(*e->target);
        if (it == standingIndex.end()) {
          if (e->ruling == RulingKind::Reverse) reversedOverrides.insert(*e->target);
          break;
        }
        StandingEntry& st = g.infractions[it->second];
        st.rulings.push_back(e->id);
        if (e->ruling == RulingKind::Reverse) {
          st.reversed = true;
        } else if (e->ruling == RulingKind::Amend) {
          st.reversed = false;
          st.infraction = e->infraction;
          st.penalty = e->penalty;
          st.sanctions = e->sanctions;
        }
        break;
      }
      case EntryKind::Override:
        overrides.push_back(e);
        break;
    }
  }

  for (const StandingEntry& st : g.infractions) {
    if (st.reversed || !st.entry.player) continue;
    const Side side = *st.entry.player;
    Tally& tally = side == Side::Black ? g.black : g.white;
    bool warned = false;
    for (Sanction s : st.sanctions) {
      if (s == Sanction::Advice) ++tally.advice;
      if (s == Sanction::Warning) {
        ++tally.warnings;
        warned = true;
      }
    }
    if (g.decided()) continue;
    for (Sanction s : st.sanctions) {
      if (!endsGame(s)) continue;
      g.reason = GameRuling::Reason::Sanction;
      g.decidingEntry = st.entry.id;
      if (s == Sanction::Replay) {
        g.replay = true;
      } else {
        g.result = resultOf(s, side);
        g.result->ledgerEntry = st.entry.id;
      }
      break;
    }
    if (!g.decided() && warned && tally.warnings >= 2) {
      g.reason = GameRuling::Reason::SecondWarning;
      g.decidingEntry = st.entry.id;
      g.result = resultOf(Sanction::GameLost, side);
      g.result->ledgerEntry = st.entry.id;
    }
  }

  for (auto it = overrides.rbegin(); it != overrides.rend(); ++it) {
    if (reversedOverrides.count((*it)->id)) continue;
    auto parsed = pairing::Result::parse((*it)->result);
    if (!parsed) continue;
    parsed->byReferee = true;
    parsed->ledgerEntry = (*it)->id;
    g.result = parsed;
    g.replay = false;
    g.reason = GameRuling::Reason::Override;
    g.decidingEntry = (*it)->id;
    break;
  }
  return g;
}

bool agreesWithRuling(const GameRuling& ruling, const std::optional<pairing::Result>& proposed) {
  if (!ruling.result) return true;  // undecided, or a replay: the new game's result is free
  return proposed && proposed->outcome == ruling.result->outcome;
}

RulingProblem checkRuling(const LedgerEntry& target, const StandingEntry* current, EntryKind kind,
                          RulingKind ruling, std::string_view newInfraction,
                          std::string_view newPenalty, Amendment* amended) {
  if ((kind != EntryKind::Correction && kind != EntryKind::Appeal) || ruling == RulingKind::None)
    return RulingProblem::NotARuling;
  if (target.kind == EntryKind::Correction || target.kind == EntryKind::Appeal)
    return RulingProblem::TargetNotRulable;
  if (ruling == RulingKind::Uphold && kind != EntryKind::Appeal)
    return RulingProblem::UpholdOnlyForAppeal;
  if (target.kind == EntryKind::Override) {
    return ruling == RulingKind::Amend ? RulingProblem::OverrideOnlyReversed : RulingProblem::None;
  }
  if (ruling != RulingKind::Amend) return RulingProblem::None;
  if (newInfraction.empty() && newPenalty.empty()) return RulingProblem::AmendNeedsChange;
  const std::string code = !newInfraction.empty()
                               ? std::string(newInfraction)
                               : (current ? current->infraction : target.infraction);
  if (!findInfraction(code)) return RulingProblem::UnknownInfraction;
  const PenaltyOption* option = choosePenalty(code, target.edition, newPenalty);
  if (!option) return RulingProblem::PenaltyNotAllowed;
  if (amended) *amended = Amendment{code, option->code, option->sanctions};
  return RulingProblem::None;
}

LedgerEntry rulingEntry(const LedgerEntry& target, EntryKind kind, RulingKind ruling,
                        const Amendment& amended) {
  LedgerEntry e;
  e.round = target.round;
  e.board = target.board;
  e.kind = kind;
  e.player = target.player;
  e.edition = target.edition;
  e.target = target.id;
  e.ruling = ruling;
  if (ruling == RulingKind::Amend) {
    e.infraction = amended.infraction;
    e.penalty = amended.penalty;
    e.sanctions = amended.sanctions;
  }
  return e;
}

}  // namespace tengen::referee
