#include "clock/game_clock.h"

#include <algorithm>
#include <iterator>

#include "clock/calls.h"

namespace tengen::clock {

namespace {
constexpr int kMaxPeriods = 100;

int presenceBits(bool black, bool white) {
  return (black ? 1 : 0) | (white ? 2 : 0);
}
}  // namespace

GameClock::GameClock(GameSettings settings) : settings_(std::move(settings)) {
  time_[0] = PlayerTime::initial(settings_.black);
  time_[1] = PlayerTime::initial(settings_.white);
}

GameClock GameClock::rebuild(GameSettings settings, const Journal& journal) {
  GameClock clock(std::move(settings));
  for (const JournalEvent& e : journal) clock.apply(e);
  return clock;
}

bool GameClock::running() const {
  return started_ && !paused_ && !outcome_.over && !frozen_ &&
         present_[static_cast<std::size_t>(index(toMove_))];
}

Phase GameClock::phase() const {
  if (!started_) return Phase::NotStarted;
  if (outcome_.over) return Phase::Over;
  if (adjourned_) return Phase::Adjourned;
  if (paused_) return Phase::Paused;
  return Phase::Running;
}

std::optional<Ms> GameClock::forfeitInstant() const {
  if (!started_ || outcome_.over || !settings_.lateLimit || (present_[0] && present_[1]))
    return std::nullopt;
  return roundStart_ + *settings_.lateLimit + 1;  // the first instant beyond the limit
}

void GameClock::endByFlag(Player p, Ms at) {
  outcome_ = Outcome{};
  outcome_.over = true;
  outcome_.loses[static_cast<std::size_t>(index(p))] = true;
  outcome_.at = at;
  time(p).flagged = true;
}

void GameClock::endByForfeit(std::array<bool, 2> loses, Ms at) {
  outcome_ = Outcome{true, loses, true, at};
}

void GameClock::settle(Ms at) {
  if (!started_ || outcome_.over) return;
  std::optional<Ms> flagAt;
  if (running() && at > since_) {
    const Consumed c = consume(time(toMove_), settings_.of(toMove_), at - since_);
    if (c.flagged) flagAt = since_ + c.flagAfter;
  }
  since_ = at;
  if (auto f = forfeitInstant(); f && *f <= at && (!flagAt || *f <= *flagAt)) {
    endByForfeit({!present_[0], !present_[1]}, *f);
    return;
  }
  if (flagAt) endByFlag(toMove_, *flagAt);
}

Refusal GameClock::applyKind(const JournalEvent& e) {
  if (e.kind == EventKind::Start) {
    if (started_) return Refusal::AlreadyStarted;
    started_ = true;
    roundStart_ = since_ = e.at;
    present_ = {(e.count & 1) != 0, (e.count & 2) != 0};
    toMove_ = Player::Black;
    beginTurn(time(toMove_), settings_.of(toMove_));
    return Refusal::None;
  }
  if (!started_) return Refusal::NotStarted;
  settle(e.at);
  if (outcome_.over && e.kind != EventKind::Flag && e.kind != EventKind::Forfeit)
    return Refusal::GameOver;
  const std::size_t pi = static_cast<std::size_t>(index(e.player));
  switch (e.kind) {
    case EventKind::Start:
      break;
    case EventKind::Arrive: {
      if (present_[pi]) return Refusal::NotAbsent;
      present_[pi] = true;
      const Consumed c = charge(time(e.player), settings_.of(e.player), e.at - roundStart_);
      if (c.flagged) endByFlag(e.player, e.at);
      break;
    }
    case EventKind::Move:
    case EventKind::Pass:
    case EventKind::Seal:
      if (paused_) return Refusal::Paused;
      if (!present_[static_cast<std::size_t>(index(toMove_))]) return Refusal::Absent;
      snapshots_.push_back({time_, toMove_, std::nullopt});  // its call: apply()
      commitMove(time(toMove_), settings_.of(toMove_));
      frozen_ = false;
      toMove_ = opponent(toMove_);
      beginTurn(time(toMove_), settings_.of(toMove_));
      if (e.kind == EventKind::Seal) paused_ = adjourned_ = true;
      break;
    case EventKind::Pause:
      if (paused_) return Refusal::Paused;
      paused_ = true;
      break;
    case EventKind::Resume:
      if (!paused_) return Refusal::NotPaused;
      paused_ = adjourned_ = false;
      break;
    case EventKind::FreezeBegin:
      if (paused_) return Refusal::Paused;
      // Removing captured stones is not timed in byo-yomi only; in main time the clock runs on.
      frozen_ = time(toMove_).overtime;
      break;
    case EventKind::FreezeEnd:
      frozen_ = false;
      break;
    case EventKind::Adjust: {
      const ClockSettings& s = settings_.of(e.player);
      const Consumed c = addTime(time(e.player), s, e.amount);
      const int left = time(e.player).periodsLeft;
      // A deduction that crosses into byo-yomi or uses periods is announced as the running clock
      // would have announced it (开始读秒 / 一分，还剩×分), at the adjustment's instant.
      if (c.flagged)
        endByFlag(e.player, e.at);
      else if (c.enteredOvertime)
        arbiterCalls_.push_back(overtimeStart(s, e.player, e.at, left));
      else if (c.periodsUsed > 0)
        arbiterCalls_.push_back(periodUsed(s, e.player, e.at, left));
      break;
    }
    case EventKind::SetPeriods:
      if (e.count < 0 || e.count > kMaxPeriods || (e.count == 0 && time(e.player).overtime) ||
          settings_.of(e.player).periods.empty())
        return Refusal::BadValue;
      clock::setPeriods(time(e.player), settings_.of(e.player), e.count);
      // The players hear the new count (还剩×分), as when a player asks how many are left.
      if (time(e.player).periodsLeft > 0)
        arbiterCalls_.push_back(
            periodsLeft(settings_.of(e.player), e.player, e.at, time(e.player).periodsLeft));
      break;
    case EventKind::Undo:
      if (snapshots_.empty()) return Refusal::NothingToUndo;
      time_ = snapshots_.back().time;
      toMove_ = snapshots_.back().toMove;
      turnCall_ = snapshots_.back().call;
      snapshots_.pop_back();
      frozen_ = false;
      break;
    case EventKind::Flag:
      if (!outcome_.over) endByFlag(e.player, e.at);
      break;
    case EventKind::Forfeit:
      if (!outcome_.over) endByForfeit({(e.count & 1) != 0, (e.count & 2) != 0}, e.at);
      break;
    case EventKind::Note:
      break;
  }
  since_ = e.at;
  return Refusal::None;
}

void GameClock::refreshTimeline(bool keepOld) {
  std::vector<ClockEvent> old = std::move(timeline_);
  timeline_.clear();
  if (outcome_.over) {
    if (outcome_.byForfeit) {
      for (Player p : {Player::Black, Player::White})
        if (outcome_.loses[static_cast<std::size_t>(index(p))])
          timeline_.push_back({outcome_.at, p, ClockEventType::Forfeit, "迟到超时，判负",
                               "late beyond the limit: loses", time(p).main, time(p).periodsLeft});
      return;
    }
    if (keepOld)
      for (ClockEvent& e : old)
        if (e.at <= outcome_.at) timeline_.push_back(std::move(e));
    if (timeline_.empty() || timeline_.back().type != ClockEventType::Flag ||
        timeline_.back().at != outcome_.at) {
      const Player p = outcome_.loses[0] ? Player::Black : Player::White;
      const CountdownTable& c = countdownTable();
      timeline_.push_back({outcome_.at, p, ClockEventType::Flag, c.flagZh, c.flagEn, 0, 0});
    }
    return;
  }
  timeline_ = arbiterCalls_;  // at since_: before anything the running clock does next
  if (running()) {
    std::vector<ClockEvent> next = upcoming(time(toMove_), settings_.of(toMove_), toMove_, since_);
    timeline_.insert(timeline_.end(), std::make_move_iterator(next.begin()),
                     std::make_move_iterator(next.end()));
  }
  if (auto f = forfeitInstant()) {
    ClockEvent e{*f,
                 present_[0] ? Player::White : Player::Black,
                 ClockEventType::Forfeit,
                 "迟到超时，判负",
                 "late beyond the limit: loses",
                 0,
                 0};
    auto it = std::find_if(timeline_.begin(), timeline_.end(),
                           [&](const ClockEvent& x) { return x.at > *f; });
    timeline_.insert(it, e);
  }
}

Refusal GameClock::apply(const JournalEvent& e) {
  if (started_ && e.at < lastAt_) return Refusal::TimeWentBack;
  if (outcome_.over) return Refusal::GameOver;
  // The calls of this turn made by now: the timeline is about to restart from `e.at`.
  std::optional<ClockEvent> made = turnCall_;
  for (const ClockEvent& x : timeline_)
    if (x.at <= e.at && x.type != ClockEventType::Move) made = x;
  arbiterCalls_.clear();
  const Refusal r = applyKind(e);
  if (r == Refusal::None) {
    journal_.push_back(e);
    lastAt_ = e.at;
  }
  const bool turnEnds =
      r == Refusal::None &&
      (e.kind == EventKind::Move || e.kind == EventKind::Pass || e.kind == EventKind::Seal);
  if (turnEnds) {
    snapshots_.back().call = made;  // an undo of this move gives the call back
    turnCall_.reset();
  } else if (r == Refusal::None && e.kind == EventKind::Start) {
    turnCall_.reset();
  } else if (!(r == Refusal::None && e.kind == EventKind::Undo)) {
    turnCall_ = made;  // a pause, an adjustment, a refused command: the turn goes on
  }
  // A note changes nothing: the turn's timeline (and its calls so far) stays as it was.
  if (r != Refusal::None || e.kind != EventKind::Note) refreshTimeline(true);
  return r;
}

Refusal GameClock::record(JournalEvent e) {
  if (started_ && e.at < lastAt_) return Refusal::TimeWentBack;
  if (outcome_.over) return Refusal::GameOver;
  update(e.at);
  if (outcome_.over) return Refusal::GameOver;
  return apply(e);
}

void GameClock::update(Ms now) {
  if (!started_ || outcome_.over || now < lastAt_) return;
  std::optional<Ms> flagAt;
  if (running()) {
    auto it = std::find_if(timeline_.begin(), timeline_.end(),
                           [](const ClockEvent& x) { return x.type == ClockEventType::Flag; });
    if (it != timeline_.end() && it->at <= now) flagAt = it->at;
  }
  const std::optional<Ms> f = forfeitInstant();
  if (f && *f <= now && (!flagAt || *f <= *flagAt)) {
    apply({EventKind::Forfeit, *f, Player::Black, 0, presenceBits(!present_[0], !present_[1]), {}});
  } else if (flagAt) {
    apply({EventKind::Flag, *flagAt, toMove_, 0, 0, {}});
  }
}

Refusal GameClock::start(Ms at, bool blackPresent, bool whitePresent) {
  if (started_) return Refusal::AlreadyStarted;
  return apply(
      {EventKind::Start, at, Player::Black, 0, presenceBits(blackPresent, whitePresent), {}});
}
Refusal GameClock::arrive(Player p, Ms at) {
  return record({EventKind::Arrive, at, p, 0, 0, {}});
}
Refusal GameClock::move(Ms at) {
  return record({EventKind::Move, at, toMove_, 0, 0, {}});
}
Refusal GameClock::press(std::optional<Player> side, Ms at) {
  if (!started_) return start(at);
  if (outcome_.over) return Refusal::GameOver;
  if (side && *side != toMove_) return Refusal::None;
  return move(at);
}
Refusal GameClock::pass(Ms at) {
  return record({EventKind::Pass, at, toMove_, 0, 0, {}});
}
Refusal GameClock::pause(Ms at) {
  return record({EventKind::Pause, at, toMove_, 0, 0, {}});
}
Refusal GameClock::resume(Ms at) {
  return record({EventKind::Resume, at, toMove_, 0, 0, {}});
}
Refusal GameClock::freeze(Ms at) {
  return record({EventKind::FreezeBegin, at, toMove_, 0, 0, {}});
}
Refusal GameClock::unfreeze(Ms at) {
  return record({EventKind::FreezeEnd, at, toMove_, 0, 0, {}});
}
Refusal GameClock::seal(Ms at) {
  return record({EventKind::Seal, at, toMove_, 0, 0, {}});
}
Refusal GameClock::adjust(Player p, Ms amount, Ms at) {
  return record({EventKind::Adjust, at, p, amount, 0, {}});
}
Refusal GameClock::setPeriods(Player p, int periods, Ms at) {
  return record({EventKind::SetPeriods, at, p, 0, periods, {}});
}
Refusal GameClock::undo(Ms at) {
  return record({EventKind::Undo, at, toMove_, 0, 0, {}});
}
Refusal GameClock::note(NoteKind what, Player p, Ms amount, Ms at) {
  return record({EventKind::Note, at, p, amount, static_cast<int>(what), {}});
}

PlayerView GameClock::view(Player p, Ms now) const {
  PlayerTime t = time(p);
  const bool runs = running() && p == toMove_;
  if (runs && now > since_ && !t.flagged) consume(t, settings_.of(p), now - since_);
  return {.main = t.main,
          .overtime = t.overtime,
          .periods = t.periodsLeft,
          .periodLeft = t.periodLeft,
          .delayLeft = t.delayLeft,
          .moves = t.moves,
          .running = runs && !t.flagged,
          .flagged = t.flagged || outcome_.loses[static_cast<std::size_t>(index(p))]};
}

std::optional<Ms> GameClock::nextDeadline(Ms after) const {
  for (const ClockEvent& e : timeline_)
    if (e.at > after) return e.at;
  return std::nullopt;
}

std::vector<ClockEvent> GameClock::eventsIn(Ms after, Ms upTo) const {
  std::vector<ClockEvent> out;
  for (const ClockEvent& e : timeline_)
    if (e.at > after && e.at <= upTo) out.push_back(e);
  return out;
}

std::optional<ClockEvent> GameClock::latestCall(Ms now) const {
  // The calls made earlier in this turn, then those of the running stretch (the timeline holds
  // only events from the stretch's start on).
  std::optional<ClockEvent> latest = turnCall_;
  for (const ClockEvent& e : timeline_)
    if (e.at <= now && e.type != ClockEventType::Move) latest = e;
  return latest;
}

}  // namespace tengen::clock
