#include "reports/ruling_slip.h"

#include <algorithm>

#include "reports/text.h"

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
  std::string out;
  for (referee::Sanction s : sanctions) {
    if (!out.empty()) out += lang == Language::Zh ? "＋" : " + ";
    out += lang == Language::Zh ? referee::nameZh(s) : referee::nameEn(s);
  }
  return out;
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

void row(std::string& out, const std::string& label, const std::string& value) {
  out += "<tr><th align=\"left\" width=\"25%\">" + htmlEscape(label) + "</th><td>" + value +
         "</td></tr>\n";
}

}  // namespace

std::string rulingSlipHtml(const Tournament& t, const std::vector<LedgerEntry>& ledger,
                           std::int64_t entryId, const HtmlOptions& o) {
  const LedgerEntry* e = find(ledger, entryId);
  if (!e) return "";
  const Language lang = o.lang;
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

  const std::string title = tr(lang, "Ruling slip", "裁判裁决单");
  std::string out =
      "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" +
      htmlEscape(t.event.name + " — " + title) +
      "</title>\n<style>body{font-family:'Noto Sans CJK SC','Noto Sans',sans-serif;font-size:10pt}"
      "h1{font-size:14pt}h2{font-size:12pt}table{border-collapse:collapse}"
      "th,td{padding:3px 6px;border:1px solid #888;vertical-align:top}th{background:#eee}"
      "</style></head>\n<body>\n";
  out += "<h1>" + htmlEscape(t.event.name) + "</h1>\n<h2>" + htmlEscape(title) + " — " +
         tr(lang, "ledger entry ", "记录 ") + std::to_string(e->id) + "</h2>\n";
  out += "<table width=\"100%\" cellpadding=\"4\">\n";
  if (!t.event.venue.empty()) row(out, tr(lang, "Venue", "地点"), htmlEscape(t.event.venue));
  row(out, tr(lang, "Round / board", "轮次 / 台次"),
      lang == Language::Zh
          ? "第 " + std::to_string(e->round) + " 轮 / 第 " + std::to_string(e->board) + " 台"
          : "round " + std::to_string(e->round) + ", board " + std::to_string(e->board));
  if (const pairing::Game* g = gameOf(t, e->round, e->board)) {
    row(out, tr(lang, "Black", "黑方"), htmlEscape(playerText(t, g->black, lang)));
    row(out, tr(lang, "White", "白方"), htmlEscape(playerText(t, g->white, lang)));
    if (offenderSide >= 0) {
      const Side side = static_cast<Side>(offenderSide);
      row(out, tr(lang, "Player", "犯规方"),
          htmlEscape(sideText(side, lang) + " — " +
                     playerText(t, side == Side::Black ? g->black : g->white, lang)));
    }
  } else if (offenderSide >= 0) {
    row(out, tr(lang, "Player", "犯规方"),
        htmlEscape(sideText(static_cast<Side>(offenderSide), lang)));
  }
  row(out, tr(lang, "Time", "时间"), htmlEscape(timeText(e->when)));
  if (e->kind == Kind::Correction || e->kind == Kind::Appeal)
    row(out, tr(lang, "Ruling", "裁决"), htmlEscape(rulingText(*e, lang)));
  if (e->kind == Kind::Override)
    row(out, tr(lang, "Result set by the chief referee", "裁判长改判结果"),
        htmlEscape(e->result.empty() ? "—" : e->result));
  if (const referee::Infraction* inf = referee::findInfraction(code)) {
    const referee::EditionRule& r = inf->rule(edition);
    row(out, tr(lang, "Infraction", "犯规"),
        htmlEscape(lang == Language::Zh ? inf->nameZh : inf->nameEn + " (" + inf->nameZh + ")"));
    const std::string article = lang == Language::Zh ? r.articleZh : r.article;
    row(out, tr(lang, "Article", "条款"),
        "<b>" + htmlEscape(article) + "</b> (" + htmlEscape(editionText(edition, lang)) + ")<br>" +
            htmlEscape(r.textZh) +
            (lang == Language::Zh ? "" : "<br><i>" + htmlEscape(r.textEn) + "</i>"));
  }
  const std::vector<referee::Sanction>& sanctions =
      !e->sanctions.empty() || !target ? e->sanctions : target->sanctions;
  if (!sanctions.empty() && e->kind != Kind::Override) {
    std::string penalty = sanctionsText(sanctions, lang);
    if (e->ruling == referee::RulingKind::Reverse)
      penalty = std::string(tr(lang, "lifted: ", "撤销：")) + penalty;
    row(out, tr(lang, "Penalty", "罚则"), htmlEscape(penalty));
  }
  const std::string decision =
      decisionText(referee::ruleGame(ledger, e->round, e->board), *e, lang);
  if (!decision.empty()) row(out, tr(lang, "Game", "对局"), "<b>" + htmlEscape(decision) + "</b>");
  row(out, tr(lang, "Referee", "裁判员"), htmlEscape(e->referee));
  if (!e->note.empty()) row(out, tr(lang, "Note", "说明"), htmlEscape(e->note));
  // The ledger's head at this entry, anchoring entries 1..id on paper: `tengen referee verify
  // --head ledger:ID:HEX` later shows a ledger shortened or rewritten before it.
  row(out, tr(lang, "Ledger head", "裁判记录链头"),
      "<tt>ledger:" + std::to_string(e->id) + ":" + htmlEscape(e->hash.substr(0, 12)) + "</tt>");
  out += "</table>\n";
  // Signature lines: the referee who ruled, the chief referee, and both players (received).
  const std::string line = "________________________";
  out += "<p>&nbsp;</p>\n<table width=\"100%\" cellpadding=\"8\">\n<tr><td height=\"40\">" +
         htmlEscape(std::string(tr(lang, "Referee: ", "裁判员签名：")) + line) +
         "</td><td height=\"40\">" +
         htmlEscape(std::string(tr(lang, "Chief referee", "裁判长")) +
                    (t.event.chiefReferee.empty() ? "" : " (" + t.event.chiefReferee + ")") +
                    tr(lang, ": ", "签名：") + line) +
         "</td></tr>\n<tr><td height=\"40\">" +
         htmlEscape(std::string(tr(lang, "Black: ", "黑方签名：")) + line) +
         "</td><td height=\"40\">" +
         htmlEscape(std::string(tr(lang, "White: ", "白方签名：")) + line) +
         "</td></tr>\n</table>\n";
  out += "<p>" +
         htmlEscape(tr(lang,
                       "Players must obey the ruling; an appeal goes to the organising "
                       "committee.",
                       "对局者须服从裁决；如有异议，可向组委会申诉。")) +
         "</p>\n</body></html>\n";
  return out;
}

}  // namespace tengen::reports
