#pragma once
// A time control in words, in the CLI's language (the message table), with the rule terms'
// Chinese names: 读秒, 包干, 加秒. clock/ keeps `describe()` in English for logs and tests.

#include <QString>

#include "clock/settings.h"

namespace tengen::cli {

QString describeTimeControl(const clock::ClockSettings& settings);

}  // namespace tengen::cli
