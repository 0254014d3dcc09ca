// The referee console: catalogue search, logging through the ledger store, the banner when a game
// is decided, the chief referee's reversal and override, verification and the ruling slip.
#include <doctest/doctest.h>

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPrinter>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include "app/desk/board_clock_window.h"
#include "app/desk/infraction_picker.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "app/desk/referee_view.h"
#include "app/desk/results_view.h"
#include "db/service/board_clock_session.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_event.h"
#include "tests/support/event_fixture.h"
#include "tests/support/pdf_text.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
struct RefereeFixture : test::DeskEvent {
  explicit RefereeFixture(const char* lang = "en") : DeskEvent(QString::fromUtf8(lang)) {
    create(test::EventFixture("Referee Cup")
               .chiefReferee("Chief Wang")
               .players({"王小明", "Anna", "Bob", "Chen"}, "2d")
               .round(1)
               .pairInOrder(),
           "ref.tengen");
  }
  std::optional<pairing::Result> resultOf(int board) { return test::storedResult(*store, board); }
};

QStringList codesListed(desk::InfractionPicker* picker) {
  QStringList codes;
  for (int row = 0; row < picker->list()->count(); ++row)
    codes << picker->list()->item(row)->data(Qt::UserRole).toString();
  return codes;
}

bool shown(QWidget* w) {
  return !w->isHidden();
}

// Whom a report names: the player the form shows first (Black), or White chosen.
enum class Offender { AsShown, White };

// The form as referee Li fills it in for `board` of round 1: the offender and the infraction.
void fillReport(desk::RefereeView& view, int board, const char* infraction,
                Offender offender = Offender::AsShown) {
  REQUIRE(view.showGame(1, board));
  if (offender == Offender::White) view.playerBox()->setCurrentIndex(1);
  view.refereeName()->setText("Li");
  REQUIRE(view.picker()->select(infraction));
}
}  // namespace

TEST_CASE("the infraction catalogue is searched as the referee types") {
  RefereeFixture f;
  desk::RefereeView view(*f.store, f.language);
  desk::InfractionPicker* picker = view.picker();
  const int all = picker->list()->count();
  CHECK(all == static_cast<int>(referee::catalogue().size()));
  QTest::keyClicks(picker->search(), "ko");
  CHECK(codesListed(picker).contains("ko-retake"));
  CHECK(picker->list()->count() < all);
  picker->search()->setText(QString::fromUtf8("打劫"));
  CHECK(codesListed(picker) == QStringList{"ko-retake"});
  CHECK(picker->code() == "ko-retake");
  CHECK(picker->detail()->text().contains(QString::fromUtf8("2002 §18.3")));
  picker->search()->setText(QString::fromUtf8("§20"));
  CHECK(codesListed(picker) == QStringList{"cycle"});
  picker->search()->setText("nothing like this");
  CHECK(picker->list()->count() == 0);
  CHECK(picker->code().isEmpty());
  CHECK(picker->detail()->text().contains("No infraction matches"));

  // A choice of penalties: the milder (advice, 劝告) is the default.
  REQUIRE(picker->select("disturbing"));
  CHECK(picker->search()->text().isEmpty());
  CHECK(picker->penaltyBox()->count() == 2);
  CHECK(picker->penalty() == "advice");
  CHECK(picker->penaltyBox()->isEnabled());
  REQUIRE(picker->select("clock-before-move"));
  CHECK(picker->penaltyBox()->count() == 1);
  CHECK_FALSE(picker->penaltyBox()->isEnabled());
  REQUIRE(picker->select("other"));
  CHECK(picker->detail()->text().contains("note"));
  CHECK(view.editionLabel()->text().contains("2002"));
}

TEST_CASE(
    "advice then two warnings: the banner shows the loss, the result follows, reversal restores") {
  RefereeFixture f;
  desk::RefereeView view(*f.store, f.language);
  REQUIRE(view.showGame(1, 1));
  CHECK(view.gameLabel()->text().contains(QString::fromUtf8("王小明")));
  CHECK(view.gameLabel()->text().contains("Anna"));
  CHECK(view.playerBox()->count() == 2);
  view.playerBox()->setCurrentIndex(0);  // Black: 王小明
  view.refereeName()->setText("Li");

  REQUIRE(view.picker()->select("disturbing"));  // advice by default: not a warning
  REQUIRE(view.logInfraction());
  CHECK(view.tallyLabel()->text().contains("Black: 0 warning(s)"));
  CHECK(view.tallyLabel()->text().contains("1 advice"));
  CHECK_FALSE(shown(view.banner()));

  REQUIRE(view.picker()->select("clock-before-move"));
  REQUIRE(view.logInfraction());
  CHECK(view.tallyLabel()->text().contains("Black: 1 warning(s)"));
  CHECK_FALSE(shown(view.banner()));
  CHECK_FALSE(f.resultOf(1).has_value());

  REQUIRE(view.logInfraction());  // the second warning
  CHECK(shown(view.banner()));
  CHECK(view.banner()->text().contains(
      QString::fromUtf8("Black loses: second warning — 两次警告判负")));
  const auto result = f.resultOf(1);
  REQUIRE(result.has_value());
  CHECK(result->outcome == pairing::Outcome::WhiteWins);
  CHECK(result->byReferee);
  CHECK(result->ledgerEntry == std::optional<std::int64_t>(3));
  CHECK(view.gameLabel()->text().contains("W+ by referee (ledger entry 3)"));
  CHECK(view.ledgerTable()->rowCount() == 3);
  // Exactly what the CLI's `tengen referee ledger` reads.
  CHECK(db::LedgerStore(*f.store).entries(1, 1).size() == 3);

  // The results tab marks the referee's result.
  desk::ResultsView results(*f.store);
  CHECK(results.table()->item(0, 5)->text().contains("by referee"));
  CHECK(results.table()->item(0, 5)->toolTip().contains("ledger entry 3"));

  // Only the chief referee reverses an entry; nothing is written otherwise.
  CHECK_FALSE(view.rule(3, referee::RulingKind::Reverse));
  CHECK(view.status()->text().contains("chief referee"));
  CHECK(db::LedgerStore(*f.store).entries().size() == 3);
  view.refereeName()->setText("Chief Wang");
  view.note()->setText("the clock was pressed after the stone");
  REQUIRE(view.rule(3, referee::RulingKind::Reverse));
  CHECK_FALSE(shown(view.banner()));
  CHECK_FALSE(f.resultOf(1).has_value());
  CHECK(view.tallyLabel()->text().contains("Black: 1 warning(s)"));
  REQUIRE(view.ledgerTable()->rowCount() == 4);
  CHECK(view.ledgerTable()->item(2, 8)->text() == "reversed (#4)");
  CHECK(view.ledgerTable()->item(3, 3)->text() == "correction: reverses #3");

  CHECK(view.verify());
  CHECK(view.verifyLabel()->text().contains("Ledger intact: 4 entries"));

  // The ruling slip of the first warning: the article, the players, the referee.
  // Drawn as the other slips are, one page, its text read back exactly from the PDF.
  REQUIRE(view.saveSlipPdfTo(2, f.dir.file("slip.pdf")));
  const QString slip = test::pdfText(f.dir.file("slip.pdf"));
  CHECK(slip.count(QLatin1Char('\f')) == 1);  // one page
  CHECK(slip.contains(QString::fromUtf8("2002 §17.4")));
  CHECK(slip.contains(QString::fromUtf8("王小明")));
  CHECK(slip.contains("Anna"));
  CHECK(slip.contains("Li"));
  CHECK(slip.contains("Referee Cup"));
  CHECK(slip.contains("Ruling slip"));
  CHECK(slip.contains("Chief referee (Chief Wang):"));
  CHECK(slip.contains("page 1 / 1"));
  CHECK_FALSE(view.saveSlipPdfTo(99, f.dir.file("none.pdf")));
  CHECK_FALSE(QFileInfo::exists(f.dir.file("none.pdf")));
  QPrinter printer(QPrinter::HighResolution);
  printer.setOutputFormat(QPrinter::PdfFormat);
  printer.setOutputFileName(f.dir.file("printed.pdf"));
  REQUIRE(view.printSlipTo(2, &printer));
  CHECK(test::pdfText(f.dir.file("printed.pdf")).contains(QString::fromUtf8("2002 §17.4")));
}

TEST_CASE("other needs a note, and the chief referee overrides a result") {
  RefereeFixture f;
  desk::RefereeView view(*f.store, f.language);
  fillReport(view, 2, "other", Offender::White);  // White: Chen
  CHECK_FALSE(view.logInfraction());
  CHECK(view.status()->text().contains("note"));
  CHECK(db::LedgerStore(*f.store).entries().empty());
  view.note()->setText("phone rang twice");
  REQUIRE(view.logInfraction());
  CHECK(view.playerBox()->currentIndex() == 1);  // the offender stays chosen
  CHECK(view.ledgerTable()->item(0, 2)->text() == "White");
  CHECK(view.ledgerTable()->item(0, 7)->text() == "phone rang twice");

  CHECK_FALSE(view.overrideResult("x+7"));
  CHECK(view.status()->text().contains("is not a result"));
  view.note()->setText("agreed by both players");
  CHECK_FALSE(view.overrideResult("B+R"));  // Li is not the chief referee
  view.refereeName()->setText("Chief Wang");
  view.note()->setText("agreed by both players");
  REQUIRE(view.overrideResult("B+R"));
  CHECK(f.resultOf(2)->outcome == pairing::Outcome::BlackWins);
  CHECK(shown(view.banner()));
  CHECK(view.banner()->text().contains("chief referee"));
  CHECK(view.verify());
}

TEST_CASE("a board is chosen by typing its number") {
  RefereeFixture f;
  desk::RefereeView view(*f.store, f.language);
  QTest::keyClicks(view.boardEntry(), "2");
  QTest::keyClick(view.boardEntry(), Qt::Key_Return);
  CHECK(view.boardBox()->currentData().toInt() == 2);
  CHECK(view.gameLabel()->text().contains("Bob"));
  QTest::keyClicks(view.boardEntry(), "7");
  QTest::keyClick(view.boardEntry(), Qt::Key_Return);
  CHECK(view.status()->text().contains("no board 7"));
  CHECK(view.boardBox()->currentData().toInt() == 2);
}

TEST_CASE("the main window has a Referee tab and the console speaks Chinese") {
  RefereeFixture f("zh");
  {
    desk::MainWindow window(f.language);
    REQUIRE(window.openEvent(f.dir.file("ref.tengen")));
    REQUIRE(window.refereeView() != nullptr);
    CHECK(window.refereeView()->objectName() == "referee");
    CHECK(window.tabs()->indexOf(window.refereeView()) >= 0);
    CHECK(window.tabs()->tabText(window.tabs()->indexOf(window.refereeView())) ==
          QString::fromUtf8("裁判"));
  }
  f.store = db::EventStore::open(f.dir.file("ref.tengen"));
  desk::RefereeView view(*f.store, f.language);
  fillReport(view, 1, "clock-before-move");
  REQUIRE(view.logInfraction());
  REQUIRE(view.logInfraction());
  CHECK(view.tallyLabel()->text().contains(QString::fromUtf8("警告")));
  CHECK(view.banner()->text().contains(QString::fromUtf8("黑方两次警告判负")));
  REQUIRE(view.saveSlipPdfTo(1, f.dir.file("slip-zh.pdf")));
  const QString zh = test::pdfText(f.dir.file("slip-zh.pdf"));
  CHECK(zh.contains(QString::fromUtf8("2002年版第17条第4款")));
  CHECK(zh.contains(QString::fromUtf8("裁判裁决单")));
  CHECK(zh.contains(QString::fromUtf8("裁判员签名：")));
}

TEST_CASE("the chief referee amends a warning to the stricter penalty and the game follows") {
  RefereeFixture f;
  desk::RefereeView view(*f.store, f.language);
  fillReport(view, 1, "consulting", Offender::White);  // White: Anna
  CHECK(view.picker()->penalty() == "warning");        // warning or loss: the milder by default
  REQUIRE(view.logInfraction());
  CHECK_FALSE(shown(view.banner()));
  // The chief referee finds it serious: amended to the loss the article allows.
  view.picker()->penaltyBox()->setCurrentIndex(view.picker()->penaltyBox()->findData("loss"));
  REQUIRE(view.picker()->penalty() == "loss");
  view.refereeName()->setText("Chief Wang");
  view.note()->setText("notes in the player's sleeve");
  REQUIRE(view.rule(1, referee::RulingKind::Amend, true));
  CHECK(shown(view.banner()));
  CHECK(view.banner()->text().contains("White loses: consulting others or materials"));
  CHECK(f.resultOf(1)->outcome == pairing::Outcome::BlackWins);
  CHECK(view.ledgerTable()->item(0, 8)->text() == "amended (#2)");
  CHECK(view.ledgerTable()->item(1, 3)->text() == "appeal: amends #1");
}

TEST_CASE("under the older edition a double move loses the game at once") {
  RefereeFixture f;
  db::LedgerStore(*f.store).setEdition(referee::Edition::Older);
  desk::RefereeView view(*f.store, f.language);
  CHECK(view.editionLabel()->text().contains("older"));
  REQUIRE(view.showGame(1, 2));
  view.refereeName()->setText("Li");
  view.picker()->search()->setText(QString::fromUtf8("§8.1"));
  REQUIRE(view.picker()->code() == "double-move");
  CHECK(view.picker()->detail()->text().contains(QString::fromUtf8("older §8.1")));
  REQUIRE(view.logInfraction());
  CHECK(view.banner()->text().contains("Black loses: two moves in a row"));
  CHECK(f.resultOf(2)->outcome == pairing::Outcome::WhiteWins);
}

TEST_CASE("verify reports a ledger entry edited behind Tengen's back") {
  RefereeFixture f;
  desk::RefereeView view(*f.store, f.language);
  fillReport(view, 1, "retract");
  REQUIRE(view.logInfraction());
  CHECK(view.verify());
  f.store->exec(QStringLiteral("DROP TRIGGER referee_entry_no_update"));
  f.store->exec(QStringLiteral("UPDATE referee_entry SET note = 'nothing happened' WHERE id = 1"));
  CHECK_FALSE(view.verify());
  CHECK(view.verifyLabel()->text().contains("Entry 1 has been altered"));
}

TEST_CASE("the console shows the board's clock as its journal stands") {
  RefereeFixture f;
  desk::RefereeView view(*f.store, f.language);
  REQUIRE(view.showGame(1, 2));
  CHECK(view.clockLabel()->text() == "Clock: none started for this board.");
  {
    // The board's clock is started and Black presses once (as the board clock window does).
    const db::ClockNow now = desk::BoardClockWindow::systemNow();
    db::BoardClockSession session(
        *f.store, 1, 2,
        clock::GameSettings::same(clock::ClockSettings::fast(clock::kMinute, 3, 30 * 1000)), now);
    REQUIRE(session.run(now, [](clock::GameClock& c, clock::Ms at) { return c.start(at); }) ==
            clock::Refusal::None);
    REQUIRE(session.run(now, [](clock::GameClock& c, clock::Ms at) { return c.move(at); }) ==
            clock::Refusal::None);
  }
  REQUIRE(view.showGame(1, 2));
  const QString text = view.clockLabel()->text();
  CHECK(text.startsWith("Clock: Black 1:00 · White "));
  CHECK(text.contains("White to move"));
  REQUIRE(view.showGame(1, 1));
  CHECK(view.clockLabel()->text() == "Clock: none started for this board.");
}
