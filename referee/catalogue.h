#pragma once
// The referee's infraction catalogue (裁判法则), as data: every infraction the Chinese Weiqi Rules
// name, its article in the 2002 edition and in the older edition, its Chinese and English names and
// text, and the penalties each edition allows. Plain C++: no Qt, no I/O.
//
// A penalty is a set of sanctions (warning, move void, loses the turn, game lost, ...). Where the
// rules allow a choice (advice or warning; warning or loss; the chief referee's list for moved
// stones) an infraction offers several penalty options, mildest first; the first is the default.
// Where an edition has no article for an infraction the referee rules by the spirit of the rules
// and refers doubtful cases to the chief referee (裁判长): such an edition offers the general
// rulings, with "referred to the chief referee" as the default.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen::referee {

// The edition of the rules an event referees by; 2002 is the default.
enum class Edition { Y2002, Older };

std::string_view toCode(Edition edition);  // "2002", "older"
std::optional<Edition> editionFromCode(std::string_view code);

// One part of a penalty.
enum class Sanction {
  Advice,               // 劝告: an admonition that is not a warning and never counts
  Warning,              // 警告: recorded; the second in one game loses it
  MoveVoid,             // 着手无效: the move is taken back
  LosesTurn,            // 弃权一次: the offender loses the turn (counts as a pass)
  StonesRestored,       // 放回原处: stones put back where they were
  StonesRemoved,        // 提取无气之子: dead stones taken off the board
  StoneReplayed,        // 拣起后任选着点: a dropped stone picked up and played anywhere
  ClockUnchanged,       // 不改变计时器读数: the clock reading is left as it is
  TimeDeduction,        // 扣除迟到时间: the lateness is deducted from the player's time
  Corrected,            // 改正: the colours are corrected
  Stands,               // 有效/不予改正: what happened stands; play continues
  Reconstructed,        // 复盘续赛: the position is rebuilt from the record and play continues
  ReportedToCommittee,  // 申报组委会: reported to the organising committee
  ReferredToChief,      // 报请裁判长: referred to the chief referee, who decides
  GameLost,             // 判负: the offender loses the game
  Forfeit,              // 弃权作负: the offender forfeits (result by forfeit)
  LossOnTime,           // 超时判负: the offender loses on time
  BothLose,             // 双方均负: both players lose
  BothForfeit,          // 双方弃权作负: both forfeit (a both-lose result)
  Draw,                 // 和棋: the game is drawn
  NoResult,  // 无胜负: the game has no result (neither wins; 2002 §20.3's regulations)
  Replay,    // 重赛: the game is replayed
};

std::string_view toCode(Sanction sanction);  // stable code, e.g. "warning", "loses-turn"
std::optional<Sanction> sanctionFromCode(std::string_view code);
std::string_view nameEn(Sanction sanction);
std::string_view nameZh(Sanction sanction);
// Every sanction, in declaration order.
const std::vector<Sanction>& allSanctions();
// Sanctions that end the game (the result follows from them).
bool endsGame(Sanction sanction);

// One penalty the rules allow for an infraction under an edition.
struct PenaltyOption {
  std::string code;  // stable, unique within the infraction and edition: "warning", "loss"
  std::vector<Sanction> sanctions;
  std::string whenEn;  // when this option applies, in English ("by move 10", "deliberate")
  std::string whenZh;

  bool has(Sanction s) const;
};

// An infraction under one edition of the rules.
struct EditionRule {
  bool covered = true;    // false: no article in this edition; the referee's general rulings apply
  std::string article;    // "2002 §17.2", "older ch.3 §8.1"
  std::string articleZh;  // "2002年版第17条第2款"
  std::string textZh;     // the article's text
  std::string textEn;     // an English rendering
  std::vector<PenaltyOption> options;  // mildest first
  std::string defaultOption;           // the code applied when none is chosen

  const PenaltyOption* option(std::string_view code) const;
  const PenaltyOption& defaultPenalty() const;
};

struct Infraction {
  std::string code;  // stable: "double-move"
  std::string nameEn;
  std::string nameZh;
  bool noteRequired = false;  // "other": the referee must say what happened
  EditionRule y2002;
  EditionRule older;

  const EditionRule& rule(Edition edition) const {
    return edition == Edition::Y2002 ? y2002 : older;
  }
};

// The whole catalogue, in the order of the rules.
const std::vector<Infraction>& catalogue();
// The infraction with this code, or nullptr.
const Infraction* findInfraction(std::string_view code);

// The penalty for `code` under `edition`: the named option, or the default when `penalty` is empty.
// Returns nullptr when the code is unknown or the option is not one the rules allow there.
const PenaltyOption* choosePenalty(std::string_view code, Edition edition,
                                   std::string_view penalty = {});

// Sanction codes joined with '+', e.g. "move-void+loses-turn+warning".
std::string sanctionsCode(const std::vector<Sanction>& sanctions);
// The reverse; nullopt for an unknown code. An empty text is an empty list.
std::optional<std::vector<Sanction>> sanctionsFromCode(std::string_view text);

}  // namespace tengen::referee
