#include "app/web/api.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/wording/std_text.h"

namespace tengen::web {
namespace {

// Compact JSON with < > & written as \u escapes (they occur only inside strings), so a name
// stays inert even where JSON ends up inside HTML.
std::string text(const QJsonObject& o) {
  const QByteArray json = QJsonDocument(o).toJson(QJsonDocument::Compact);
  std::string out;
  out.reserve(static_cast<std::size_t>(json.size()));
  for (char c : json) {
    if (c == '<')
      out += "\\u003c";
    else if (c == '>')
      out += "\\u003e";
    else if (c == '&')
      out += "\\u0026";
    else
      out += c;
  }
  return out;
}

QJsonObject playerRef(const Snapshot& s, pairing::PlayerId id) {
  QJsonObject o;
  o["id"] = static_cast<qint64>(id);
  if (const pairing::Player* p = s.player(id)) {
    o["name"] = qs(p->name);
    o["rank"] = qs(p->rank.toString());
  }
  return o;
}

QJsonValue resultValue(const std::optional<pairing::Result>& r) {
  return r ? QJsonValue(qs(r->toString())) : QJsonValue();
}

QString outcomeCode(const reports::RoundEntry& e) {
  switch (e.kind) {
    case reports::EntryKind::Pending:
      return "pending";
    case reports::EntryKind::Bye:
      return "bye";
    case reports::EntryKind::Absent:
      return "absent";
    case reports::EntryKind::Game:
      break;
  }
  switch (e.outcome) {
    case reports::PlayerOutcome::Win:
      return "win";
    case reports::PlayerOutcome::Loss:
      return "loss";
    case reports::PlayerOutcome::Jigo:
      return "jigo";
    case reports::PlayerOutcome::None:
      return "unplayed";
  }
  return {};
}

}  // namespace

std::string eventJson(const Snapshot& s) {
  const pairing::Event& e = s.tournament.event;
  QJsonObject o;
  o["name"] = qs(e.name);
  o["venue"] = qs(e.venue);
  o["startDate"] = e.startDate ? QJsonValue(qs(pairing::toIsoDate(*e.startDate))) : QJsonValue();
  o["endDate"] = e.endDate ? QJsonValue(qs(pairing::toIsoDate(*e.endDate))) : QJsonValue();
  o["rounds"] = e.rounds;
  o["system"] = qs(std::string(pairing::toCode(e.system)));
  o["rules"] = qs(std::string(pairing::toCode(e.rules)));
  o["komi"] = e.komi.points();
  QJsonObject tc;
  tc["spec"] = qs(e.timeControl);
  for (const auto& [lang, words] : s.timeControl)
    tc[qs(std::string(lang == Lang::Zh ? "zh" : "en"))] = qs(words);
  o["timeControl"] = tc;
  o["currentRound"] = s.currentRound();
  QJsonArray rounds;
  for (const pairing::Round& r : s.tournament.rounds) {
    QJsonObject ro;
    int entered = 0;
    for (const pairing::Game& g : r.games) entered += g.result ? 1 : 0;
    ro["round"] = r.number;
    ro["boards"] = static_cast<int>(r.games.size());
    ro["results"] = entered;
    rounds.append(ro);
  }
  o["drawnRounds"] = rounds;
  o["generation"] = qs(s.generation);
  return text(o);
}

std::optional<std::string> pairingsJson(const Snapshot& s, int round) {
  const pairing::Round* r = s.tournament.round(round);
  if (!r) return std::nullopt;
  QJsonObject o;
  o["round"] = round;
  QJsonArray games;
  for (const pairing::Game& g : r->games) {
    QJsonObject go;
    go["board"] = g.board;
    go["black"] = playerRef(s, g.black);
    go["white"] = playerRef(s, g.white);
    go["handicap"] = g.handicap;
    go["komi"] = g.komi.points();
    go["result"] = resultValue(g.result);
    games.append(go);
  }
  o["games"] = games;
  QJsonArray byes;
  for (pairing::PlayerId id : r->byes) byes.append(playerRef(s, id));
  o["byes"] = byes;
  return text(o);
}

std::string standingsJson(const Snapshot& s) {
  const reports::Standings& st = s.standings;
  QJsonObject o;
  o["afterRound"] = st.afterRound;
  QJsonArray criteria;
  for (reports::Criterion c : st.settings.order)
    if (c != reports::Criterion::Rating) criteria.append(qs(std::string(reports::toCode(c))));
  o["criteria"] = criteria;
  QJsonArray rows;
  for (const reports::StandingRow& r : st.rows) {
    QJsonObject ro;
    ro["place"] = r.place;
    ro["exAequo"] = r.exAequo;
    ro["player"] = playerRef(s, r.player.id);
    ro["withdrawn"] = r.withdrawn;
    ro["score"] = qs(st.displayScore(r));
    QJsonObject tb;
    for (std::size_t i = 0; i < st.settings.order.size() && i < r.values.size(); ++i) {
      const reports::Criterion c = st.settings.order[i];
      if (c == reports::Criterion::Rating) continue;
      tb[qs(std::string(reports::toCode(c)))] = qs(st.display(c, r.values[i]));
    }
    ro["tiebreaks"] = tb;
    rows.append(ro);
  }
  o["rows"] = rows;
  return text(o);
}

std::optional<std::string> playerJson(const Snapshot& s, pairing::PlayerId id) {
  const pairing::Player* p = s.player(id);
  if (!p) return std::nullopt;
  QJsonObject o = playerRef(s, id);
  o["club"] = qs(p->club);
  o["country"] = qs(p->country);
  o["status"] = qs(std::string(pairing::toCode(p->status)));
  const int index = s.standings.indexOf(id);
  QJsonArray rounds;
  if (index >= 0) {
    const reports::StandingRow& row = s.standings.rows[index];
    o["score"] = qs(s.standings.displayScore(row));
    o["place"] = row.place;
    o["exAequo"] = row.exAequo;
    for (const reports::RoundEntry& e : row.entries) {
      QJsonObject eo;
      eo["round"] = e.round;
      eo["outcome"] = outcomeCode(e);
      if (e.kind == reports::EntryKind::Game || e.kind == reports::EntryKind::Pending) {
        eo["board"] = e.board;
        eo["colour"] = e.black ? "black" : "white";
        eo["opponent"] = playerRef(s, e.opponent);
        eo["handicap"] = e.handicap;
      }
      rounds.append(eo);
    }
  }
  o["rounds"] = rounds;
  QJsonValue next;
  if (const pairing::Round* r = s.tournament.round(s.currentRound())) {
    for (const pairing::Game& g : r->games)
      if ((g.black == id || g.white == id) && !g.result) {
        QJsonObject n;
        n["round"] = r->number;
        n["board"] = g.board;
        n["colour"] = g.black == id ? "black" : "white";
        n["opponent"] = playerRef(s, g.black == id ? g.white : g.black);
        next = n;
      }
  }
  o["next"] = next;
  return text(o);
}

}  // namespace tengen::web
