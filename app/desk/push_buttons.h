#pragma once
// The views' push buttons, each made with what it does when clicked: every view used to create
// the button and connect its clicked signal in two statements. The texts are set with the view's
// other texts (retranslated in place).

#include <QObject>
#include <QPushButton>

namespace tengen::desk {

// A new push button that calls `slot` on `receiver` (a member function, or a function object
// run in `receiver`'s context) when clicked.
template <typename Receiver, typename Slot>
QPushButton* buttonRunning(Receiver* receiver, Slot slot) {
  auto* button = new QPushButton;
  QObject::connect(button, &QPushButton::clicked, receiver, slot);
  return button;
}

}  // namespace tengen::desk
