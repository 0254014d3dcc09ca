#pragma once
// Picks an entry of a combo box by its data, as a user picks it; an entry that is not there
// fails the test instead of leaving the box as it was.

#include <doctest/doctest.h>

#include <QComboBox>
#include <QString>

namespace tengen::test {

inline void choose(QComboBox* box, const QString& data) {
  const int i = box->findData(data);
  REQUIRE(i >= 0);
  box->setCurrentIndex(i);
}

}  // namespace tengen::test
