#include "app/desk/counting_view.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "app/desk/file_dialogs.h"
#include "app/desk/goban_widget.h"
#include "app/desk/local_time.h"
#include "app/desk/push_buttons.h"
#include "app/desk/round_choices.h"
#include "app/desk/store_errors.h"
#include "app/engine/dead_stone_engine.h"
#include "app/wording/dead_stone_words.h"
#include "app/wording/std_text.h"
#include "db/service/counting_store.h"
#include "db/store/event_store.h"
#include "rules/verify.h"

namespace tengen::desk {

using rules::Color;
using rules::Loc;

namespace {

// Points (or a count in stones) as text: "7.5".
QString points(rules::HalfPoints value) {
  return qs(value.toString());
}

// Points as decimal stones: 7.5 -> "3.75".
QString stones(rules::HalfPoints value) {
  return QString::number(value.count() / 4.0, 'g', 10);  // a half point is a quarter stone
}

QString coloured(const QString& text, const char* colour) {
  return QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
      .arg(QLatin1String(colour), text.toHtmlEscaped());
}

}  // namespace

CountingView::CountingView(db::EventStore& store, QWidget* parent)
    : DeskPanel(parent), store_(store) {
  round_ = new QComboBox;
  board_ = new QComboBox;
  connect(round_, &QComboBox::currentIndexChanged, this, [this] {
    fillBoards();
    gameChosen();
  });
  connect(board_, &QComboBox::currentIndexChanged, this, &CountingView::gameChosen);
  // A game picked for counting stays chosen when a new round is drawn (its marks are work in
  // progress); picking the newest round in the round box follows the newest again.
  RoundChoices::track(round_);
  connect(board_, &QComboBox::activated, this, [this] { RoundChoices::setPinned(round_, true); });
  auto* load = buttonRunning(this, [this] {
    const QString path = FileDialogs::openFileName(this, tr("Load the game's SGF"), QString(),
                                                   tr("SGF game records (*.sgf);;All files (*)"));
    if (!path.isEmpty()) loadSgfFile(path);
  });
  texts_([load] { load->setText(tr("Load S&GF...")); });
  auto* empty = buttonRunning(this, &CountingView::clearBoard);
  texts_([empty] { empty->setText(tr("&Empty board")); });
  proposeButton_ = buttonRunning(this, &CountingView::proposeDeadStones);
  texts_([this] {
    proposeButton_->setText(tr("&Propose dead stones"));
    proposeButton_->setToolTip(
        tr("Marks the chains GNU Go (when installed, else Tengen's own rules) proposes dead or in "
           "seki (死活提议): a proposal to check and change by clicking before saving."));
  });
  connect(&proposal_, &QFutureWatcher<engine::EngineProposal>::finished, this,
          &CountingView::showProposal);

  goban_ = new GobanWidget;
  connect(goban_, &GobanWidget::pointClicked, this,
          [this](Loc p, Qt::MouseButton button) { click(p, button); });

  modes_ = new QButtonGroup(this);
  auto* dead = new QRadioButton;
  auto* seki = new QRadioButton;
  auto* setUp = new QRadioButton;
  texts_([dead, seki, setUp] {
    dead->setText(tr("Mark &dead stones (click a chain; again: alive)"));
    seki->setText(tr("Mark &seki (territory counting)"));
    setUp->setText(tr("Set &up stones (left click: black, right click: white)"));
    setUp->setToolTip(tr("Clicking a stone removes it."));
  });
  modes_->addButton(dead, static_cast<int>(Mode::Dead));
  modes_->addButton(seki, static_cast<int>(Mode::Seki));
  modes_->addButton(setUp, static_cast<int>(Mode::SetUp));
  dead->setChecked(true);
  connect(modes_, &QButtonGroup::idClicked, this,
          [this](int id) { mode_ = static_cast<Mode>(id); });
  auto* modeBox = new QGroupBox;
  texts_([modeBox] { modeBox->setTitle(tr("Clicking the board")); });
  auto* modeLayout = new QVBoxLayout(modeBox);
  for (QAbstractButton* b : modes_->buttons()) modeLayout->addWidget(b);

  terms_ = new QLabel;
  terms_->setWordWrap(true);
  counts_ = new QLabel;
  counts_->setWordWrap(true);
  counts_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  result_ = new QLabel;
  result_->setWordWrap(true);
  QFont big = result_->font();
  big.setPointSizeF(big.pointSizeF() * 1.4);
  big.setBold(true);
  result_->setFont(big);
  reported_ = new QLineEdit;
  texts_([this] {
    reported_->setPlaceholderText(tr("B+1.5, W+0.5, 黑胜3/4子, 黑185子, black 184.5 ..."));
  });
  connect(reported_, &QLineEdit::textChanged, this, &CountingView::compare);
  comparison_ = new QLabel;
  comparison_->setWordWrap(true);
  comparison_->setTextFormat(Qt::RichText);
  saveButton_ = buttonRunning(this, &CountingView::save);
  texts_([this] { saveButton_->setText(tr("Save &verified result")); });
  saved_ = new QLabel;
  saved_->setWordWrap(true);
  status_ = new QLabel;
  status_->setWordWrap(true);

  auto* roundLabel = new QLabel;
  auto* gameLabel = new QLabel;
  auto* reportedLabel = new QLabel;
  texts_([roundLabel, gameLabel, reportedLabel] {
    roundLabel->setText(tr("Round:"));
    gameLabel->setText(tr("Game:"));
    reportedLabel->setText(tr("Players' count or result:"));
  });
  auto* choose = new QFormLayout;
  choose->addRow(roundLabel, round_);
  choose->addRow(gameLabel, board_);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(load);
  buttons->addWidget(empty);
  buttons->addWidget(proposeButton_);
  buttons->addStretch();
  auto* side = new QVBoxLayout;
  side->addLayout(choose);
  side->addLayout(buttons);
  side->addWidget(modeBox);
  side->addWidget(terms_);
  side->addWidget(counts_);
  side->addWidget(result_);
  auto* reportedForm = new QFormLayout;
  reportedForm->addRow(reportedLabel, reported_);
  side->addLayout(reportedForm);
  side->addWidget(comparison_);
  side->addWidget(saveButton_);
  side->addWidget(saved_);
  side->addWidget(status_);
  side->addStretch();
  auto* sidePanel = new QWidget;
  sidePanel->setLayout(side);
  sidePanel->setMaximumWidth(420);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(goban_, 1);
  layout->addWidget(sidePanel);
  reload();
}

void CountingView::reload() {
  const std::optional<int> round = roundShown_, board = boardShown_;
  try {
    names_ = RoundChoices::load(store_, round_);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  if (round && RoundChoices::pinned(round_)) {
    const QSignalBlocker quiet(round_);
    const int at = round_->findData(*round);
    if (at >= 0) round_->setCurrentIndex(at);
  }
  fillBoards();
  if (board && round == round_->currentData().toInt()) {
    const QSignalBlocker quiet(board_);
    const int at = board_->findData(*board);
    if (at >= 0) board_->setCurrentIndex(at);
  }
  // Keep the position being counted when the same game is still chosen.
  if (!position_ || roundShown_ != round_->currentData().toInt() ||
      boardShown_ != board_->currentData().toInt())
    gameChosen();
}

void CountingView::fillBoards() {
  const QSignalBlocker quiet(board_);
  board_->clear();
  if (round_->currentIndex() < 0) return;
  try {
    const auto round = store_.round(round_->currentData().toInt());
    if (!round) return;
    for (const pairing::Game& g : round->games)
      board_->addItem(
          tr("Board %1: %2 – %3")
              .arg(g.board)
              .arg(names_.count(g.black) ? names_.at(g.black) : QString::number(g.black),
                   names_.count(g.white) ? names_.at(g.white) : QString::number(g.white)),
          g.board);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
}

bool CountingView::showGame(int round, int board) {
  const int r = round_->findData(round);
  if (r < 0) return false;
  {
    const QSignalBlocker quiet(round_);
    round_->setCurrentIndex(r);
  }
  RoundChoices::setPinned(round_, r != round_->count() - 1);
  fillBoards();
  const int b = board_->findData(board);
  if (b < 0) return false;
  {
    const QSignalBlocker quiet(board_);
    board_->setCurrentIndex(b);
  }
  gameChosen();
  return roundShown_ == round && boardShown_ == board;
}

bool CountingView::showFirstGame() {
  if (round_->count() == 0) return false;
  const int round = round_->itemData(0).toInt();
  try {
    const auto drawn = store_.round(round);
    if (!drawn || drawn->games.empty()) return false;
    int first = drawn->games.front().board;
    for (const pairing::Game& g : drawn->games) first = std::min(first, g.board);
    return showGame(round, first);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return false;
  }
}

void CountingView::gameChosen() {
  position_.reset();
  score_.reset();
  sgf_.reset();
  roundShown_.reset();
  boardShown_.reset();
  verified_.reset();
  status_->clear();
  saved_->clear();
  if (round_->currentIndex() < 0 || board_->currentIndex() < 0) {
    terms_->setText(tr("No round has been drawn yet."));
    counts_->clear();
    result_->clear();
    comparison_->clear();
    saveButton_->setEnabled(false);
    try {
      const int size = store_.event().boardSize;
      goban_->setPosition(rules::Board(size, size), {}, {}, {});
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
    }
    return;
  }
  const int round = round_->currentData().toInt();
  const int board = board_->currentData().toInt();
  try {
    const rules::CountingTerms terms = db::countingTerms(store_, round, board);
    const int size = store_.event().boardSize;
    const auto count = db::verifiedCount(store_, round, board);
    if (count) {
      position_ = db::countingPositionOf(*count, terms);
      sgf_ = count->sgf;
      verified_ = {localTime(count->verifiedUtc), qs(count->result)};
    } else {
      position_.emplace(size, size, terms);
    }
    showSaved();
    roundShown_ = round;
    boardShown_ = board;
    const QSignalBlocker quiet(reported_);
    reported_->setText(count ? qs(count->reported) : QString());
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  const rules::CountingTerms* t = position_ ? &position_->terms() : nullptr;
  if (t) {
    const bool area = t->rules.scoring == rules::Scoring::Area;
    modes_->button(static_cast<int>(Mode::Seki))->setEnabled(!area);
    if (area && mode_ == Mode::Seki) {
      modes_->button(static_cast<int>(Mode::Dead))->setChecked(true);
      mode_ = Mode::Dead;
    }
    showTerms();
  }
  saveButton_->setEnabled(position_.has_value());
  recount();
}

void CountingView::showTerms() {
  if (!position_) return;
  const rules::CountingTerms& t = position_->terms();
  terms_->setText(t.rules.scoring == rules::Scoring::Area
                      ? tr("Rules: %1, area counting (数子法); komi %2 points = %3 stones; "
                           "handicap %4")
                            .arg(qs(t.rules.name), points(t.komi), stones(t.komi))
                            .arg(t.handicap)
                      : tr("Rules: %1, territory counting (数目法); komi %2 points; handicap %3")
                            .arg(qs(t.rules.name), points(t.komi))
                            .arg(t.handicap));
}

void CountingView::showSaved() {
  saved_->setText(verified_
                      ? tr("Verified count saved %1: %2.").arg(verified_->first, verified_->second)
                      : tr("No verified count saved for this game yet."));
}

void CountingView::retranslateUi() {
  texts_.retranslate();
  RoundChoices::retranslate(round_);
  const QVariant board = board_->currentData();
  fillBoards();
  if (board.isValid()) {
    const QSignalBlocker quiet(board_);
    board_->setCurrentIndex(board_->findData(board));
  }
  if (!position_) {
    if (round_->currentIndex() < 0 || board_->currentIndex() < 0)
      terms_->setText(tr("No round has been drawn yet."));
    return;
  }
  // The marks, the loaded file and the typed report are kept: only their wording changes.
  showTerms();
  showSaved();
  recount();
}

bool CountingView::loadSgfFile(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    status_->setText(tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString()));
    return false;
  }
  return loadSgf(file.readAll(), QFileInfo(path).fileName());
}

bool CountingView::loadSgf(const QByteArray& bytes, const QString& name) {
  if (!position_) {
    status_->setText(tr("Choose a game first."));
    return false;
  }
  const rules::CountingTerms terms = position_->terms();
  auto loaded = rules::CountingPosition::fromSgf(bytes.toStdString(), terms);
  if (auto* error = std::get_if<rules::CountingLoadError>(&loaded)) {
    if (error->malformed) {
      status_->setText(tr("%1, line %2, column %3: not a valid SGF file (%4).")
                           .arg(name)
                           .arg(error->malformed->line)
                           .arg(error->malformed->column)
                           .arg(qs(error->malformed->message)));
    } else if (error->illegal) {
      const rules::IllegalMove& m = *error->illegal;
      QString why;
      switch (m.reason) {
        case rules::Illegal::Occupied:
          why = tr("the point is occupied");
          break;
        case rules::Illegal::Suicide:
          why = tr("forbidden point (禁着点): the move has no liberty and captures nothing");
          break;
        case rules::Illegal::Ko:
          why = tr("ko recapture is forbidden (2002 §20)");
          break;
        case rules::Illegal::Superko:
          why = tr("whole-board repetition is forbidden (2002 §6)");
          break;
        default:
          why = tr("the move is not allowed");
          break;
      }
      status_->setText(tr("%1: move %2 (%3 at %4): %5")
                           .arg(name)
                           .arg(m.moveNumber)
                           .arg(m.move.color == Color::Black ? tr("B") : tr("W"),
                                qs(rules::toGtp(m.move.loc, store_.event().boardSize)), why));
    }
    return false;
  }
  rules::CountingPosition position = std::move(std::get<rules::CountingPosition>(loaded));
  const int size = store_.event().boardSize;
  if (position.board().width() != size || position.board().height() != size) {
    status_->setText(tr("%1 is a %2×%3 game; this event plays on %4×%4.")
                         .arg(name)
                         .arg(position.board().width())
                         .arg(position.board().height())
                         .arg(size));
    return false;
  }
  QStringList notes;
  notes << tr("Loaded %1 (%2 moves).").arg(name).arg(position.record()->moveCount());
  const rules::SgfGame& record = *position.record();
  // The game is counted under the event's terms; say so when the file says otherwise.
  if (record.komi && *record.komi != terms.komi)
    notes << tr("The file says komi %1; the game's komi %2 is used.")
                 .arg(points(*record.komi), points(terms.komi));
  if (rules::effectiveHandicap(record) != terms.handicap)
    notes << tr("The file has handicap %1; the game's handicap %2 is used.")
                 .arg(rules::effectiveHandicap(record))
                 .arg(terms.handicap);
  if (!record.result.empty() && reported_->text().isEmpty())
    reported_->setText(qs(record.result));  // compared with the count at once
  position_ = std::move(position);
  sgf_ = bytes;
  recount();
  status_->setText(notes.join(QLatin1Char(' ')));
  return true;
}

void CountingView::clearBoard() {
  if (!position_) return;
  const rules::CountingTerms terms = position_->terms();
  const int size = store_.event().boardSize;
  position_.emplace(size, size, terms);
  sgf_.reset();
  status_->clear();
  recount();
}

bool CountingView::proposeDeadStones() {
  if (!position_ || proposing_) return false;
  proposedFor_ = ProposedFor{roundShown_, boardShown_, position_->board()};
  const rules::CountingTerms& terms = position_->terms();
  proposing_ = true;
  proposeButton_->setEnabled(false);
  status_->setText(tr("Looking for dead stones (死活提议)..."));
  // The worker gets copies only: the view may change or go while it runs.
  proposal_.setFuture(
      QtConcurrent::run([board = proposedFor_->stones, rules = terms.rules, komi = terms.komi] {
        return engine::proposeDeadStones(board, rules, komi, engine::Proposer::Auto);
      }));
  return true;
}

bool CountingView::stillShown(const ProposedFor& asked) const {
  if (!position_ || asked.round != roundShown_ || asked.board != boardShown_) return false;
  const rules::Board& now = position_->board();
  if (now.width() != asked.stones.width() || now.height() != asked.stones.height()) return false;
  for (int y = 0; y < now.height(); ++y)
    for (int x = 0; x < now.width(); ++x)
      if (now.at(rules::makeLoc(x, y)) != asked.stones.at(rules::makeLoc(x, y))) return false;
  return true;
}

void CountingView::showProposal() {
  proposing_ = false;
  proposeButton_->setEnabled(true);
  const engine::EngineProposal proposal = proposal_.result();
  const ProposedFor asked = *proposedFor_;
  proposedFor_.reset();
  if (!stillShown(asked)) {
    status_->setText(
        tr("The proposal was dropped: the board changed while it was being made. "
           "Propose again for the board as it is now."));
    emit proposalShown();
    return;
  }
  const rules::Board& board = position_->board();
  const bool territory = position_->terms().rules.scoring == rules::Scoring::Territory;
  position_->setDead(proposal.chains.dead);
  position_->setSeki(territory ? proposal.chains.seki : std::vector<Loc>{});
  recount();
  QStringList dead, seki;
  for (Loc p : proposal.chains.dead) dead << qs(rules::toGtp(p, board.height()));
  for (Loc p : proposal.chains.seki) seki << qs(rules::toGtp(p, board.height()));
  const QString none = tr("none");
  QString text =
      tr("Proposed by %1 (死活提议), now marked on the board: dead %2; seki %3. This is a "
         "proposal, not a decision: check every chain and click to change it before saving.")
          .arg(wording::proposerName(proposal),
               dead.isEmpty() ? none : dead.join(QStringLiteral(", ")),
               seki.isEmpty() ? none : seki.join(QStringLiteral(", ")));
  if (const QString note = wording::fallbackNote(proposal); !note.isEmpty())
    text += QLatin1Char(' ') + note;
  status_->setText(text);
  emit proposalShown();
}

void CountingView::setMode(Mode mode) {
  mode_ = mode;
  if (QAbstractButton* b = modes_->button(static_cast<int>(mode))) b->setChecked(true);
}

void CountingView::click(Loc point, Qt::MouseButton button) {
  if (!position_ || !position_->board().onBoard(point)) return;
  bool changed = false;
  const Color here = position_->board().at(point);
  switch (mode_) {
    case Mode::Dead:
      changed = position_->toggleDead(point);
      break;
    case Mode::Seki:
      changed = position_->toggleSeki(point);
      break;
    case Mode::SetUp:
      if (here != Color::Empty)
        changed = position_->place(point, Color::Empty);
      else
        changed = position_->place(point, button == Qt::RightButton ? Color::White : Color::Black);
      // A position set up by hand no longer is the file's.
      if (changed) sgf_.reset();
      break;
  }
  if (changed) recount();
}

void CountingView::recount() {
  if (!position_) return;
  score_ = position_->score();
  const rules::Score& s = *score_;
  goban_->setPosition(position_->board(), position_->dead(), position_->seki(), s.owner);
  const bool area = s.method == rules::Scoring::Area;
  QStringList lines;
  for (Color c : {Color::Black, Color::White}) {
    const rules::SideCount& side = c == Color::Black ? s.black : s.white;
    const QString who = c == Color::Black ? tr("Black") : tr("White");
    lines << (area ? tr("%1: %2 stones + %3 points = %4 (子)")
                         .arg(who)
                         .arg(side.stones)
                         .arg(side.territory)
                         .arg(points(side.count))
                   : tr("%1: %2 points of territory + %3 prisoners = %4")
                         .arg(who)
                         .arg(side.territory)
                         .arg(side.prisoners)
                         .arg(points(side.count)));
  }
  lines << (area ? tr("Neutral points (dame): %1, half to each side").arg(s.neutral)
                 : tr("Neutral points (dame and seki): %1").arg(s.neutral));
  if (area)
    lines << tr("Baseline (归本数) %1; komi %2 stones; handicap compensation %3 stones")
                 .arg(points(s.baseline()), stones(s.komi), stones(s.compensation));
  int dead = static_cast<int>(s.dead.size());
  lines << tr("Dead stones (死子): %1").arg(dead);
  counts_->setText(lines.join(QLatin1Char('\n')));
  result_->setText(tr("Result: %1 (%2)").arg(qs(s.result()), qs(s.resultZh())));
  compare();
}

QString CountingView::explanation(const rules::Explanation& e) const {
  using K = rules::Explanation::Kind;
  const int height = position_ ? position_->board().height() : 19;
  switch (e.kind) {
    case K::Komi:
      return tr("it matches a komi of %1 instead of %2")
          .arg(points(e.value), points(score_ ? score_->komi : rules::HalfPoints(0)));
    case K::Compensation:
      return tr("it matches a handicap compensation of %1 points instead of %2")
          .arg(points(e.value), points(score_ ? score_->compensation : rules::HalfPoints(0)));
    case K::Dame:
      return tr("one neutral point (dame) was given to one side; it counts half to each");
    case K::DeadStones:
      return (e.countedDead ? tr("it counts the %1 stones at %2 (%3) as dead")
                            : tr("it counts the %1 stones at %2 (%3) as alive"))
          .arg(e.color == Color::Black ? tr("black") : tr("white"),
               e.stones.empty() ? QString() : qs(rules::toGtp(e.stones.front(), height)))
          .arg(e.stones.size());
    case K::WrongWinner:
      return tr("the winner differs");
    case K::Seki:
    case K::Unexplained:
      break;
  }
  return tr("no single komi, compensation, dame or dead-stone difference explains it: recount");
}

void CountingView::compare() {
  const QString text = reported_->text().trimmed();
  if (!score_ || !position_ || text.isEmpty()) {
    comparison_->clear();
    return;
  }
  const bool inStones = position_->record() && position_->record()->komiInStones;
  const auto claim = rules::parseClaim(text.toStdString(), inStones);
  if (!claim) {
    comparison_->setText(coloured(
        tr("'%1' is not a result or count (B+1.5, W+R, 黑胜3/4子, 黑185子, black 184.5, 和棋)")
            .arg(text),
        "#a06000"));
    return;
  }
  const rules::Verdict verdict =
      rules::verify(*claim, *score_, position_->board(), position_->terms().rules);
  using S = rules::Verdict::Status;
  if (verdict.status == S::Agree) {
    comparison_->setText(
        coloured(tr("✔ The players' %1 agrees with the count.").arg(text), "#107010"));
    return;
  }
  if (verdict.status == S::NotComparable) {
    comparison_->setText(coloured(
        tr("'%1' has no count in it to compare (e.g. a resignation).").arg(text), "#606060"));
    return;
  }
  QString head;
  if (claim->kind == rules::Claim::Kind::WinnerOnly)
    head = tr("✘ The players' %1 disagrees: the winner differs.").arg(text);
  else if (claim->kind == rules::Claim::Kind::Count)
    head =
        tr("✘ The players' %1 disagrees by %2 stones.").arg(text, points(abs(verdict.difference)));
  else
    head =
        tr("✘ The players' %1 disagrees by %2 points.").arg(text, points(abs(verdict.difference)));
  QString html = coloured(head, "#b00000");
  for (const rules::Explanation& e : verdict.explanations)
    html += QStringLiteral("<br>• ") + explanation(e).toHtmlEscaped();
  comparison_->setText(html);
}

bool CountingView::save() {
  if (!position_ || !roundShown_ || !boardShown_) {
    status_->setText(tr("Choose a game first."));
    return false;
  }
  try {
    const db::CountingSaved saved =
        db::saveVerifiedCount(store_, *roundShown_, *boardShown_, *position_, sgf_,
                              reported_->text().trimmed().toStdString());
    verified_ = {localTime(saved.count.verifiedUtc), qs(saved.count.result)};
    showSaved();
    status_->setText(
        saved.resultEntered
            ? tr("Board %1: the result %2 is entered for the game.")
                  .arg(*boardShown_)
                  .arg(qs(saved.count.result))
            : tr("Board %1: the game's entered result agrees with the count.").arg(*boardShown_));
    emit changed();
    return true;
  } catch (const db::CountingRefused& e) {
    const db::CountingRefusal& r = e.refusal();
    const QString verified = qs(r.verified.toString());
    switch (r.kind) {
      case db::CountingRefusal::Kind::ResultDiffers:
        status_->setText(coloured(
            tr("Not saved: board %1 already has the result %2, the count gives %3. Correct the "
               "result in the Results tab first if the count is right.")
                .arg(r.board)
                .arg(r.entered ? qs(r.entered->toString()) : QString(), verified),
            "#b00000"));
        break;
      case db::CountingRefusal::Kind::LedgerRuling:
        status_->setText(coloured(
            tr("Not saved: the referee ruled %1 for board %2 (ledger entry %3); only the chief "
               "referee can change it.")
                .arg(r.entered ? qs(r.entered->toString()) : tr("a replay"))
                .arg(r.board)
                .arg(r.ledgerEntry.value_or(0)),
            "#b00000"));
        break;
      case db::CountingRefusal::Kind::BadReported:
        status_->setText(
            coloured(tr("Not saved: '%1' is not a result or count.").arg(qs(r.detail)), "#b00000"));
        break;
      case db::CountingRefusal::Kind::BadPosition:
        status_->setText(coloured(tr("Not saved: %1.").arg(qs(r.detail)), "#b00000"));
        break;
    }
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  return false;
}

}  // namespace tengen::desk
