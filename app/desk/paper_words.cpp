#include "app/desk/paper_words.h"

#include "app/wording/time_control_text.h"

namespace tengen::desk {

print::PaperWords PaperWords::forEvent(const reports::Tournament& tournament, bool chinese) {
  print::PaperWords w;
  w.chinese = chinese;
  w.collation = chinese ? QLocale(QLocale::Chinese, QLocale::China)
                        : QLocale(QLocale::English, QLocale::UnitedStates);
  const std::string& spec = tournament.event.timeControl;
  if (!spec.empty()) w.timeControl = wording::TimeControlText::describeSpec(spec);
  w.page = tr("page %1 / %2", "printed page footer: page, pages");
  w.venue = tr("Venue: %1");
  w.dates = tr("%1 to %2", "first and last day of the event");
  w.round = tr("Round %1");
  w.time = tr("Time: %1", "the time control in words");
  w.standingsTitle = tr("Standings after round %1");
  w.crosstableTitle = tr("Crosstable after round %1");
  w.pairingsTitle = tr("Pairings, round %1");
  w.pairingsByNameTitle = tr("Pairings by name, round %1");
  w.slipsTitle = tr("Result slips, round %1");
  w.club = tr("Club");
  w.name = tr("Name");
  w.board = tr("Board");
  w.black = tr("Black");
  w.white = tr("White");
  w.rank = tr("Rank");
  w.handicap = tr("Hcp", "handicap stones, column head");
  w.komi = tr("Komi");
  w.result = tr("Result");
  w.colour = tr("Colour");
  w.opponent = tr("Opponent");
  w.bye = tr("Bye");
  w.slipTitle = tr("%1 · Round %2 · Result slip", "event, round");
  w.slipBoard = tr("Board %1");
  w.win = tr("win", "result slip: box to tick");
  w.jigo = tr("jigo", "result slip: box to tick");
  w.margin = tr("margin:", "result slip: the winning margin, written by hand");
  w.slipFacts = tr("Handicap: %1 · Komi: %2");
  w.signBlack = tr("Black's signature");
  w.signWhite = tr("White's signature");
  w.signReferee = tr("Referee", "result slip: the referee's signature");
  return w;
}

}  // namespace tengen::desk
