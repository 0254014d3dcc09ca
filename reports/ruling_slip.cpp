#include "reports/ruling_slip.h"

#include <algorithm>

#include "reports/text.h"
#include "rules/joined_text.h"

namespace tengen::reports {
namespace {

using Kind = referee::EntryKind;
using referee::LedgerEntry;
using referee::Side;

const char* tr(Language lang, const char* en, const char* zh) {
  return lang == Language::Zh ? zh : en;
}

const LedgerEntry* find(const std::vector<LedgerEntry>& ledger, std::int64_t id) {
  for (const LedgerEntry& e : ledger)
    if (e.id == id) return &e;
  return nullptr;
}

const pairing::Game* gameOf(const Tournament& t, int round, int board) {
  const pairing::Round* r = t.round(round);
  if (!r) return nullptr;
  for (const pairing::Game& g : r->games)
    if (g.board == board) return &g;
  return nullptr;
}

std::string playerText(const Tournament& t, pairing::PlayerId id, Language lang) {
  const pairing::Player* p = t.player(id);
  if (!p) return "#" + std::to_string(id);
  return p->name + " (" + (lang == Language::Zh ? p->rank.toChinese() : p->rank.toString()) + ")";
}

std::string sideText(Side side, Language lang) {
  return side == Side::Black ? tr(lang, "Black", "黑方") : tr(lang, "White", "白方");
}

// "2026-11-28T09:42:00Z" -> "2026-11-28 09:42 UTC".
std::string timeText(const std::string& when) {
  if (when.size() < 16 || when[10] != 'T') return when;
  return when.substr(0, 10) + " " + when.substr(11, 5) + " UTC";
}

std::string editionText(referee::Edition e, Language lang) {
  return e == referee::Edition::Y2002 ? tr(lang, "2002 edition", "2002年版")
                                      : tr(lang, "older edition", "旧版");
}

std::string sanctionsText(const std::vector<referee::Sanction>& sanctions, Language lang) {
  return rules::joined(sanctions, lang == Language::Zh ? "＋" : " + ", [lang](referee::Sanction s) {
    return lang == Language::Zh ? referee::nameZh(s) : referee::nameEn(s);
  });
}

std::string rulingText(const LedgerEntry& e, Language lang) {
  const char* kind =
      e.kind == Kind::Appeal ? tr(lang, "Appeal", "申诉裁决") : tr(lang, "Correction", "更正");
  const char* what = "";
  switch (e.ruling) {
    case referee::RulingKind::Reverse:
      what = tr(lang, "reversed", "撤销");
      break;
    case referee::RulingKind::Amend:
      what = tr(lang, "amended", "改判");
      break;
    case referee::RulingKind::Uphold:
      what = tr(lang, "upheld", "维持");
      break;
    case referee::RulingKind::None:
      break;
  }
  const std::string target = e.target ? "#" + std::to_string(*e.target) : "?";
  if (lang == Language::Zh) return std::string(kind) + "：" + what + "记录 " + target;
  return std::string(kind) + ": entry " + target + " " + what;
}

// What the game's ruling says, when this entry is the one that decided it.
std::string decisionText(const referee::GameRuling& g, const LedgerEntry& e, Language lang) {
  if (!g.decidingEntry || *g.decidingEntry != e.id) return "";
  if (g.replay) return tr(lang, "The game is to be replayed.", "本局判重赛。");
  if (!g.result) return "";
  std::string out;
  if (g.reason == referee::GameRuling::Reason::SecondWarning && e.player)
    out = lang == Language::Zh ? sideText(*e.player, lang) + "两次警告判负。"
                               : sideText(*e.player, lang) + " loses: second warning. ";
  out += std::string(tr(lang, "Result: ", "结果：")) + g.result->toString() +
         tr(lang, " (by referee)", "（裁判判定）");
  return out;
}

}  // namespace

std::optional<RulingSlip> rulingSlip(const Tournament& t, const std::vector<LedgerEntry>& ledger,
                                     std::int64_t entryId, Language lang) {
  const LedgerEntry* e = find(ledger, entryId);
  if (!e) return std::nullopt;
  // A reversal carries no infraction of its own: the slip shows the one it reverses.
  const LedgerEntry* target = e->target ? find(ledger, *e->target) : nullptr;
  const std::string code = !e->infraction.empty() ? e->infraction
                           : target               ? target->infraction
                                                  : "";
  // The offender's side as a plain value (-1: none); the target's for a correction.
  int offenderSide = -1;
  if (e->player)
    offenderSide = static_cast<int>(*e->player);
  else if (target && target->player)
    offenderSide = static_cast<int>(*target->player);
  const referee::Edition edition = target && e->infraction.empty() ? target->edition : e->edition;

  RulingSlip slip;
  slip.event = t.event.name;
  slip.title = std::string(tr(lang, "Ruling slip", "裁判裁决单")) + " — " +
               tr(lang, "ledger entry ", "记录 ") + std::to_string(e->id);
  auto row = [&](const std::string& label, std::vector<std::string> lines, bool strong = false) {
    slip.rows.push_back({label, std::move(lines), strong});
  };
  if (!t.event.venue.empty()) row(tr(lang, "Venue", "地点"), {t.event.venue});
  row(tr(lang, "Round / board", "轮次 / 台次"),
      {lang == Language::Zh
           ? "第 " + std::to_string(e->round) + " 轮 / 第 " + std::to_string(e->board) + " 台"
           : "round " + std::to_string(e->round) + ", board " + std::to_string(e->board)});
  if (const pairing::Game* g = gameOf(t, e->round, e->board)) {
    row(tr(lang, "Black", "黑方"), {playerText(t, g->black, lang)});
    row(tr(lang, "White", "白方"), {playerText(t, g->white, lang)});
    if (offenderSide >= 0) {
      const Side side = static_cast<Side>(offenderSide);
      row(tr(lang, "Player", "犯规方"),
          {sideText(side, lang) + " — " +
           playerText(t, side == Side::Black ? g->black : g->white, lang)});
    }
  } else if (offenderSide >= 0) {
    row(tr(lang, "Player", "犯规方"), {sideText(static_cast<Side>(offenderSide), lang)});
  }
  row(tr(lang, "Time", "时间"), {timeText(e->when)});
  if (e->kind == Kind::Correction || e->kind == Kind::Appeal)
    row(tr(lang, "Ruling", "裁决"), {rulingText(*e, lang)});
  if (e->kind == Kind::Override)
    row(tr(lang, "Result set by the chief referee", "裁判长改判结果"),
        {e->result.empty() ? "—" : e->result});
  if (const referee::Infraction* inf = referee::findInfraction(code)) {
    const referee::EditionRule& r = inf->rule(edition);
    row(tr(lang, "Infraction", "犯规"),
        {lang == Language::Zh ? inf->nameZh : inf->nameEn + " (" + inf->nameZh + ")"});
    std::vector<std::string> article = {
        (lang == Language::Zh ? r.articleZh : r.article) + " (" + editionText(edition, lang) + ")",
        r.textZh};
    if (lang != Language::Zh) article.push_back(r.textEn);
    row(tr(lang, "Article", "条款"), std::move(article), true);
  }
  const std::vector<referee::Sanction>& sanctions =
      !e->sanctions.empty() || !target ? e->sanctions : target->sanctions;
  if (!sanctions.empty() && e->kind != Kind::Override) {
    std::string penalty = sanctionsText(sanctions, lang);
    if (e->ruling == referee::RulingKind::Reverse)
      penalty = std::string(tr(lang, "lifted: ", "撤销：")) + penalty;
    row(tr(lang, "Penalty", "罚则"), {penalty});
  }
  const std::string decision =
      decisionText(referee::ruleGame(ledger, e->round, e->board), *e, lang);
  if (!decision.empty()) row(tr(lang, "Game", "对局"), {decision}, true);
  row(tr(lang, "Referee", "裁判员"), {e->referee});
  if (!e->note.empty()) row(tr(lang, "Note", "说明"), {e->note});
  // The ledger's head at this entry, anchoring entries 1..id on paper: `tengen referee verify
  // --head ledger:ID:HEX` later shows a ledger shortened or rewritten before it.
  row(tr(lang, "Ledger head", "裁判记录链头"),
      {"ledger:" + std::to_string(e->id) + ":" + e->hash.substr(0, 12)});
  // Signature lines: the referee who ruled, the chief referee, and both players (received).
  slip.signatures = {tr(lang, "Referee:", "裁判员签名："),
                     std::string(tr(lang, "Chief referee", "裁判长")) +
                         (t.event.chiefReferee.empty() ? "" : " (" + t.event.chiefReferee + ")") +
                         tr(lang, ":", "签名："),
                     tr(lang, "Black:", "黑方签名："), tr(lang, "White:", "白方签名：")};
  slip.footer =
      tr(lang, "Players must obey the ruling; an appeal goes to the organising committee.",
         "对局者须服从裁决；如有异议，可向组委会申诉。");
  return slip;
}

std::string rulingSlipHtml(const Tournament& t, const std::vector<LedgerEntry>& ledger,
                           std::int64_t entryId, const HtmlOptions& o) {
  const std::optional<RulingSlip> slip = rulingSlip(t, ledger, entryId, o.lang);
  if (!slip) return "";
  std::string out =
      "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" +
      htmlEscape(slip->event + " — " + tr(o.lang, "Ruling slip", "裁判裁决单")) +
      "</title>\n<style>body{font-family:'Noto Sans CJK SC','Noto Sans',sans-serif;font-size:10pt}"
      "h1{font-size:14pt}h2{font-size:12pt}table{border-collapse:collapse}"
      "th,td{padding:3px 6px;border:1px solid #888;vertical-align:top}th{background:#eee}"
      "</style></head>\n<body>\n";
  out += "<h1>" + htmlEscape(slip->event) + "</h1>\n<h2>" + htmlEscape(slip->title) + "</h2>\n";
  out += "<table width=\"100%\" cellpadding=\"4\">\n";
  for (const RulingSlip::Row& r : slip->rows) {
    std::string value;
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
      if (i) value += "<br>";
      value +=
          i == 0 && r.strong ? "<b>" + htmlEscape(r.lines[i]) + "</b>" : htmlEscape(r.lines[i]);
    }
    out += "<tr><th align=\"left\" width=\"25%\">" + htmlEscape(r.label) + "</th><td>" + value +
           "</td></tr>\n";
  }
  out += "</table>\n<p>&nbsp;</p>\n<table width=\"100%\" cellpadding=\"8\">\n";
  const std::string line = " ________________________";
  for (std::size_t i = 0; i < slip->signatures.size(); i += 2) {
    out += "<tr>";
    for (std::size_t j = i; j < i + 2 && j < slip->signatures.size(); ++j)
      out += "<td height=\"40\">" + htmlEscape(slip->signatures[j] + line) + "</td>";
    out += "</tr>\n";
  }
  out += "</table>\n<p>" + htmlEscape(slip->footer) + "</p>\n</body></html>\n";
  return out;
}

}  // namespace tengen::reports
