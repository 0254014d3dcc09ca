#pragma once
// Texts to set again when the desk's language changes. A view registers each text setter once
// (it runs at once) and calls retranslate() from its changeEvent(QEvent::LanguageChange): the
// widgets stay as they are, so selections, typed text, scroll positions and open windows survive
// a language switch. The setters call tr() themselves, so lupdate still sees every string.

#include <QComboBox>
#include <functional>
#include <utility>
#include <vector>

namespace tengen::desk {

class Texts {
 public:
  // Runs `set` now and on every retranslate().
  void operator()(std::function<void()> set) {
    set();
    setters_.push_back(std::move(set));
  }
  void retranslate() const {
    for (const auto& set : setters_) set();
  }

 private:
  std::vector<std::function<void()>> setters_;
};

// Sets the text of every item of `box` from its data (`text(data)`), keeping the items, their
// data and the current one; nothing is emitted, as nothing was chosen.
template <typename TextOf>
void retextItems(QComboBox* box, TextOf text) {
  const QSignalBlocker quiet(box);
  for (int i = 0; i < box->count(); ++i) box->setItemText(i, text(box->itemData(i)));
}

}  // namespace tengen::desk
