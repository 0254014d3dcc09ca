#pragma once
// Shown when a change was refused because someone else changed the same row since this desk read
// it (StaleVersion): each differing field with the value now stored (and, when known, by whom and
// when) beside the value typed here, and the choice between them. Nothing is overwritten unless
// the user picks their own value; closing the dialog keeps what is stored.

#include <QDialog>
#include <QString>
#include <vector>

class QRadioButton;

namespace tengen::desk {

class BothValuesDialog : public QDialog {
  Q_OBJECT
 public:
  struct Row {
    QString field;
    QString stored;           // the value now stored
    QString storedNote;       // who / when, if known (may be empty)
    QString yours;            // the value typed here
    bool preferYours = true;  // the choice offered first (per-field mode)
  };
  // `perField`: a choice on every row (applied with OK); otherwise one choice for all rows,
  // made with the "Keep stored" / "Use mine" buttons.
  BothValuesDialog(const QString& title, const QString& intro, const std::vector<Row>& rows,
                   bool perField, QWidget* parent = nullptr);

  // Per row, true when the user chose their own value (all false unless accepted).
  std::vector<bool> useYours() const;

 private:
  std::vector<QRadioButton*> yours_;
  std::vector<bool> chosen_;
};

}  // namespace tengen::desk
