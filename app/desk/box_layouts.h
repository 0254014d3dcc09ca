#pragma once
// The desk's rows and columns of widgets, written as the list they are: each view used to add its
// widgets to a QHBoxLayout or QVBoxLayout one call at a time.
//   columnOn(this, {rowOf({roundLabel, round_, Stretch{}, print}), {table_, 1}, status_});

#include <QBoxLayout>
#include <initializer_list>

namespace tengen::desk {

// A stretch between the items of a row or column (QBoxLayout::addStretch).
struct Stretch {
  int factor = 0;
};

// One item of a row or column: a widget or a layout, with its stretch factor, or a stretch.
struct BoxItem {
  BoxItem(QWidget* w, int stretch = 0) : widget(w), stretch(stretch) {}
  BoxItem(QLayout* l, int stretch = 0) : layout(l), stretch(stretch) {}
  BoxItem(Stretch s) : stretch(s.factor) {}
  QWidget* widget = nullptr;
  QLayout* layout = nullptr;
  int stretch = 0;
};

// Adds the items to the box in order.
void addItems(QBoxLayout* box, std::initializer_list<BoxItem> items);
// A new row (QHBoxLayout) of the items.
QHBoxLayout* rowOf(std::initializer_list<BoxItem> items);
// The column (QVBoxLayout) of the items, set as the layout of `parent`.
QVBoxLayout* columnOn(QWidget* parent, std::initializer_list<BoxItem> items);

}  // namespace tengen::desk
