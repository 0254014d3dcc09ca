#include "app/desk/correction_dialog.h"

#include <QEvent>
#include <QFont>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

#include "app/desk/language.h"
#include "app/desk/local_time.h"
#include "app/desk/referee_texts.h"
#include "db/service/counting_store.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "db/store/result_log.h"
#include "pairing/result_entry.h"

namespace tengen::desk {

namespace {

QString text(const std::optional<pairing::Result>& r) {
  return r ? QString::fromStdString(r->toString()) : QStringLiteral("—");
}

// The same result for the standings: winner and margin (a count's "0" is a jigo).
bool sameOutcome(const pairing::Result& a, const pairing::Result& b) {
  if (a.outcome != b.outcome) return false;
  if (a.method == pairing::WinMethod::Points || b.method == pairing::WinMethod::Points)
    return a.method == b.method && a.margin == b.margin;
  return true;
}

}  // namespace

CorrectionFacts CorrectionFacts::read(db::EventStore& store, int round, const pairing::Game& game,
                                      const std::optional<pairing::Result>& typed,
                                      const QString& black, const QString& white) {
  CorrectionFacts f;
  f.round = round;
  f.board = game.board;
  f.black = black;
  f.white = white;
  f.stored = text(game.result);
  f.typed = text(typed);
  // Who entered the stored result: the latest log row that set it.
  for (const db::ResultLogEntry& e : db::resultLog(store, round, game.board, true))
    if (game.result && e.newResult == game.result->toString()) {
      f.storedBy = QString::fromStdString(e.who);
      f.storedAt = localTime(e.at);
    }
  if (game.result && game.result->byReferee && game.result->ledgerEntry) {
    f.refereeEntry = game.result->ledgerEntry;
    try {
      const referee::LedgerEntry entry = db::LedgerStore(store).entry(*game.result->ledgerEntry);
      f.refereeInfraction = QString::fromStdString(entry.infraction);
      f.refereeName = QString::fromStdString(entry.referee);
      f.clockFlag = entry.infraction == "overtime";
      f.flaggedBlack = entry.player == referee::Side::Black;
    } catch (const db::StoreError&) {
      // The entry cannot be read: the result still says it is the referee's.
    }
  }
  if (const auto count = db::verifiedCount(store, round, game.board)) {
    f.verified = QString::fromStdString(count->result);
    f.verifiedAt = localTime(count->verifiedUtc);
    const auto counted = pairing::Result::parse(count->result);
    f.overridesVerified = !typed || !counted || !sameOutcome(*counted, *typed);
  }
  for (int r : store.roundNumbers())
    if (r > round) f.roundsSince.push_back(r);
  return f;
}

CorrectionDialog::CorrectionDialog(CorrectionFacts facts, QWidget* parent)
    : QDialog(parent), facts_(std::move(facts)) {
  setModal(true);
  heading_ = new QLabel;
  QFont big = heading_->font();
  big.setPointSizeF(big.pointSizeF() * 1.3);
  big.setBold(true);
  heading_->setFont(big);
  heading_->setWordWrap(true);
  details_ = new QLabel;
  details_->setWordWrap(true);
  details_->setTextFormat(Qt::PlainText);
  details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  warning_ = new QLabel;
  warning_->setObjectName(QStringLiteral("overrideWarning"));
  warning_->setWordWrap(true);
  warning_->setStyleSheet(QStringLiteral("color:#b71c1c; font-weight:bold;"));
  reasonLabel_ = new QLabel;
  reason_ = new QLineEdit;
  reason_->setObjectName(QStringLiteral("reason"));
  reasonLabel_->setBuddy(reason_);
  hint_ = new QLabel;
  hint_->setWordWrap(true);
  hint_->setStyleSheet(QStringLiteral("color:#8d6e00;"));
  ok_ = new QPushButton;
  cancel_ = new QPushButton;
  // No default button: Enter in the reason field saves nothing (a director typing ahead the next
  // entry must not turn it into the reason); the button, or Ctrl+Enter, saves.
  for (QPushButton* b : {ok_, cancel_}) {
    b->setAutoDefault(false);
    b->setDefault(false);
  }
  connect(ok_, &QPushButton::clicked, this, &CorrectionDialog::trySave);
  connect(cancel_, &QPushButton::clicked, this, &QDialog::reject);
  for (const QKeySequence& keys :
       {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
    auto* save = new QShortcut(keys, this);
    connect(save, &QShortcut::activated, this, &CorrectionDialog::trySave);
  }
  connect(reason_, &QLineEdit::textChanged, this, &CorrectionDialog::update);
  connect(reason_, &QLineEdit::returnPressed, this, [this] {
    if (acceptableReason(reason_->text()))
      hint_->setText(
          tr("Enter does not save a correction: click \"Save correction\" or press "
             "Ctrl+Enter."));
  });

  texts_([this] {
    setWindowTitle(tr("Correct a result — round %1, board %2").arg(facts_.round).arg(facts_.board));
    heading_->setText(tr("Correct round %1, board %2: %3 – %4")
                          .arg(facts_.round)
                          .arg(facts_.board)
                          .arg(facts_.black, facts_.white));
    details_->setText(summary());
    if (facts_.overridesVerified)
      warning_->setText(tr("This overrides the verified count (%1, counted %2): the result will "
                           "no longer be the one the board was counted to.")
                            .arg(*facts_.verified, facts_.verifiedAt));
    else if (facts_.refereeEntry)
      warning_->setText(
          facts_.clockFlag
              ? tr("This overrides a clock flag (ledger entry #%1).").arg(*facts_.refereeEntry)
              : tr("This overrides a referee's decision (ledger entry #%1).")
                    .arg(*facts_.refereeEntry));
    warning_->setVisible(!warning_->text().isEmpty());
    reasonLabel_->setText(tr("&Why is the stored result changed? (required, logged)"));
    reason_->setPlaceholderText(tr("e.g. the players' sheet was misread"));
    ok_->setText(tr("&Save correction"));
    cancel_->setText(tr("Cancel"));
    update();
  });

  auto* buttons = new QHBoxLayout;
  buttons->addStretch();
  buttons->addWidget(ok_);
  buttons->addWidget(cancel_);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(heading_);
  layout->addWidget(details_);
  layout->addWidget(warning_);
  layout->addSpacing(8);
  layout->addWidget(reasonLabel_);
  layout->addWidget(reason_);
  layout->addWidget(hint_);
  layout->addLayout(buttons);
  setMinimumWidth(520);
  reason_->setFocus();
}

QString CorrectionDialog::summary() const {
  const CorrectionFacts& f = facts_;
  QStringList lines;
  QString stored = tr("Stored result: %1").arg(f.stored);
  if (!f.storedBy.isEmpty() || !f.storedAt.isEmpty())
    stored += QLatin1Char(' ') + tr("(entered by %1 at %2)").arg(f.storedBy, f.storedAt);
  lines << stored;
  if (f.refereeEntry) {
    if (f.clockFlag)
      lines << tr("Set by a clock flag: %1 lost on time (超时判负), ledger entry #%2.")
                   .arg(f.flaggedBlack ? tr("Black") : tr("White"))
                   .arg(*f.refereeEntry);
    else
      lines << tr("Set by a referee's decision: ledger entry #%1 (%2, by %3).")
                   .arg(*f.refereeEntry)
                   .arg(RefereeTexts::infraction(f.refereeInfraction.toStdString(),
                                                 Language::active() == QLatin1String("zh")),
                        f.refereeName);
  }
  if (f.verified)
    lines << tr("Verified by counting: %1 (counted %2).").arg(*f.verified, f.verifiedAt);
  if (!f.refereeEntry && !f.verified)
    lines << tr("Not verified by counting, not set by a referee or a clock.");
  if (f.roundsSince.empty()) {
    lines << tr("No round has been drawn since round %1.").arg(f.round);
  } else {
    QStringList since;
    for (int r : f.roundsSince) since << QString::number(r);
    lines << tr("Drawn since: round(s) %1. Their pairings were made with the stored result; "
                "they are not redrawn.")
                 .arg(since.join(QStringLiteral(", ")));
  }
  lines << tr("New result: %1").arg(f.typed);
  return lines.join(QLatin1Char('\n'));
}

bool CorrectionDialog::acceptableReason(const QString& text) {
  const QString t = text.trimmed();
  return !t.isEmpty() && !pairing::parseResultEntry(t.toStdString());
}

QString CorrectionDialog::reason() const {
  return reason_->text().trimmed();
}

void CorrectionDialog::update() {
  const QString t = reason_->text().trimmed();
  const bool entryLike = !t.isEmpty() && pairing::parseResultEntry(t.toStdString());
  ok_->setEnabled(acceptableReason(t));
  if (entryLike)
    hint_->setText(tr("\"%1\" reads like a result entry, not a reason: round %2 board %3 is still "
                      "waiting for why its result changes. Type the reason, or Cancel.")
                       .arg(t)
                       .arg(facts_.round)
                       .arg(facts_.board));
  else
    hint_->clear();
}

void CorrectionDialog::trySave() {
  if (!acceptableReason(reason_->text())) return;
  accept();
}

void CorrectionDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) texts_.retranslate();
  QDialog::changeEvent(event);
}

}  // namespace tengen::desk
