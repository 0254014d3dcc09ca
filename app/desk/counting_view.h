#pragma once
// The counting board (数子): choose a game of the event, load its SGF or set up the final position
// by clicking, click chains to mark them dead (or in seki under territory rules), and see both
// sides' counts and the result live; compare with what the players reported, and save the
// verified count with the game. Counting and verification are the rules module's
// (rules::CountingPosition, rules::verify); the save is db::saveVerifiedCount.

#include <map>
#include <optional>

#include <QFutureWatcher>

#include "app/desk/desk_panel.h"
#include "app/desk/retranslate.h"
#include "app/engine/dead_stone_engine.h"
#include "rules/counting_position.h"

namespace tengen::db {
class EventStore;
}
namespace tengen::rules {
struct Explanation;
}

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace tengen::desk {

class GobanWidget;

// changed(): a verified count was saved (the game's result may have been entered).
class CountingView : public DeskPanel {
  Q_OBJECT
 public:
  // What a click on the board does.
  enum class Mode { Dead, Seki, SetUp };

  CountingView(db::EventStore& store, QWidget* parent = nullptr);
  // Refreshes the rounds and games, keeping the game shown when it is still there.
  void reload();
  // Shows round `round`, board `board` (its saved count if any, else an empty board).
  bool showGame(int round, int board);
  // Shows the first game of the event (the first round's lowest board), as for screenshots.
  bool showFirstGame();
  // Loads an SGF file as the shown game's final position; false (and why shown) when refused.
  bool loadSgfFile(const QString& path);
  bool loadSgf(const QByteArray& bytes, const QString& name);
  // Starts again from an empty board of the event's size.
  void clearBoard();
  // Asks for the chains dead (and in seki under territory counting): GNU Go's judgement when it
  // is installed, else Tengen's own rules (app/engine/dead_stone_engine.h). GNU Go takes a second
  // or two on 19x19, so it is asked on a worker thread and the desk stays live; proposalShown()
  // follows. The proposal replaces the marks on the board and says it is one, for the referee to
  // check and change by clicking before saving. False without a position or while a proposal is
  // being made.
  bool proposeDeadStones();
  // What clicking a point does, as the board does on a click.
  void setMode(Mode mode);
  void click(rules::Loc point, Qt::MouseButton button = Qt::LeftButton);
  // Saves the verified count with the game; false (and why shown) when refused.
  bool save();

  const std::optional<rules::CountingPosition>& position() const { return position_; }
  bool proposing() const { return proposing_; }
  GobanWidget* goban() const { return goban_; }
  QComboBox* roundBox() const { return round_; }
  QComboBox* boardBox() const { return board_; }
  QLineEdit* reported() const { return reported_; }
  QLabel* terms() const { return terms_; }
  QLabel* counts() const { return counts_; }
  QLabel* result() const { return result_; }
  QLabel* comparison() const { return comparison_; }
  QLabel* saved() const { return saved_; }
  QLabel* status() const { return status_; }

 signals:
  // A proposal came back: marked on the board, or dropped (and why shown) because another game
  // or other stones were shown meanwhile.
  void proposalShown();

 private:
  // The game and stones a proposal was asked for.
  struct ProposedFor {
    std::optional<int> round, board;
    rules::Board stones;
  };
  void showProposal();
  bool stillShown(const ProposedFor& asked) const;
  void retranslateUi() override;
  void showTerms();
  void showSaved();
  void fillBoards();
  void gameChosen();
  void recount();
  void compare();
  QString explanation(const rules::Explanation& e) const;

  db::EventStore& store_;
  std::map<std::int64_t, QString> names_;
  std::optional<int> roundShown_, boardShown_;
  std::optional<rules::CountingPosition> position_;
  std::optional<rules::Score> score_;
  std::optional<QByteArray> sgf_;  // the file the position was replayed from
  // The saved count shown: when, result.
  std::optional<std::pair<QString, QString>> verified_;
  Mode mode_ = Mode::Dead;
  Texts texts_;
  QComboBox* round_;
  QComboBox* board_;
  GobanWidget* goban_;
  QButtonGroup* modes_;
  QLabel* terms_;
  QLabel* counts_;
  QLabel* result_;
  QLineEdit* reported_;
  QLabel* comparison_;
  QPushButton* proposeButton_;
  QFutureWatcher<engine::EngineProposal> proposal_;
  std::optional<ProposedFor> proposedFor_;
  bool proposing_ = false;
  QPushButton* saveButton_;
  QLabel* saved_;
  QLabel* status_;
};

}  // namespace tengen::desk
