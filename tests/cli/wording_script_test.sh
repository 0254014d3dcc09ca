#!/usr/bin/env bash
# scripts/cli-wording-to-linguist.py on a small tree: a command file with a MessageRegistration
# table and its msg()/msgs() uses becomes CliWords::tr calls, the Chinese lands in the .ts, a second
# run changes nothing, and a computed id stops the run before anything is written.
# Usage: tests/cli/wording_script_test.sh LUPDATE
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
lupdate=${1:-/usr/lib/qt6/bin/lupdate}
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

mkdir -p "$tree/app/cli" "$tree/app/desk/translations" "$tree/app/web"
cp "$root/app/cli/wording.h" "$tree/app/cli/"
cat > "$tree/app/desk/translations/tengen_desk_zh_CN.ts" <<'TS'
<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
</TS>
TS
cat > "$tree/app/desk/translations/tengen_desk_en.ts" <<'TS'
<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
</TS>
TS
cat > "$tree/app/cli/sample_commands.cpp" <<'CPP'
#include "app/cli/messages.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"sample.help", "the sample command (样例)", "样例命令"},
    {"sample.done", "board %1 \"done\"", "第 %1 台“完成”"},
    {"sample.long",
     "a text split over "
     "two literals",
     "分成两段的"
     "文字"},
    {"sample.yes", "yes", "是"},
    {"sample.no", "no", "否"},
};

std::string help() { return msgs("sample.help"); }
QString done(int b, bool ok) {
  return msg("sample.done").arg(b) + msg("sample.long") + msg(ok ? "sample.yes" : "sample.no");
}

}  // namespace
}  // namespace tengen::cli
CPP
script="$root/scripts/cli-wording-to-linguist.py"
python3 "$script" --root "$tree" --lupdate "$lupdate" >/dev/null
f="$tree/app/cli/sample_commands.cpp"
ts="$tree/app/desk/translations/tengen_desk_zh_CN.ts"
grep -q 'MessageRegistration' "$f" && fail "the table is still there"
grep -q 'msgs\?(' "$f" && fail "a msg() use is left"
grep -q '#include "app/cli/wording.h"' "$f" || fail "the include is not wording.h"
grep -qF 'CliWords::tr("the sample command (样例)", "sample.help").toStdString()' "$f" ||
  fail "msgs() did not become CliWords::tr(...).toStdString()"
grep -qF 'CliWords::tr("board %1 \"done\"", "sample.done")' "$f" || fail "escapes not kept"
grep -qF 'CliWords::tr("a text split over two literals", "sample.long")' "$f" ||
  fail "adjacent literals not joined"
grep -qF '(ok ? CliWords::tr("yes", "sample.yes") : CliWords::tr("no", "sample.no"))' "$f" ||
  fail "the ternary was not converted"
grep -q 'type="unfinished"' "$ts" && fail "a message is left without its Chinese"
for zh in '样例命令' '第 %1 台“完成”' '分成两段的文字' '<translation>是</translation>'; do
  grep -qF "$zh" "$ts" || fail "the .ts lacks $zh"
done
grep -qF '<comment>sample.done</comment>' "$ts" || fail "the id is not the disambiguation"

# Idempotent: a second run changes neither the code nor the .ts.
cp "$f" "$tree/before.cpp"
cp "$ts" "$tree/before.ts"
python3 "$script" --root "$tree" --lupdate "$lupdate" >/dev/null
cmp -s "$f" "$tree/before.cpp" || fail "the second run changed the code"
cmp -s "$ts" "$tree/before.ts" || fail "the second run changed the .ts"

# A file merged in later that uses an id converted before (its table gone): the .ts supplies the
# English.
cat > "$tree/app/cli/later_commands.cpp" <<'CPP'
#include "app/cli/messages.h"
std::string laterHelp() { return tengen::cli::msgs("sample.help"); }
CPP
python3 "$script" --root "$tree" --lupdate "$lupdate" >/dev/null
grep -qF 'tengen::cli::CliWords::tr("the sample command (样例)", "sample.help").toStdString()' \
  "$tree/app/cli/later_commands.cpp" || fail "an id known only from the .ts was not converted"
grep -q 'type="unfinished"' "$ts" && fail "the qualified call landed in another context"

# A merged branch that changed a text before its table was converted: its table's English and
# Chinese win over the converted call's.
cat > "$tree/app/cli/reworded.cpp" <<'CPP'
const MessageRegistration kMessages{{"sample.yes", "yes, done", "是，已完成"}};
CPP
python3 "$script" --root "$tree" --lupdate "$lupdate" >/dev/null
grep -qF 'CliWords::tr("yes, done", "sample.yes")' "$f" || fail "the changed English was not taken"
grep -qF '<translation>是，已完成</translation>' "$ts" || fail "the changed Chinese was not taken"
grep -q 'type="unfinished"' "$ts" && fail "the changed text is left unfinished"

# A computed id is listed and nothing is written (its table would be lost).
cat > "$tree/app/cli/computed.cpp" <<'CPP'
const MessageRegistration kMessages{{"c.a", "a", "甲"}};
QString f(const std::string& code) { return msg("c." + code); }
CPP
cp "$tree/app/cli/computed.cpp" "$tree/computed.before"
if python3 "$script" --root "$tree" --lupdate "$lupdate" >/dev/null 2>"$tree/err"; then
  fail "a computed id did not fail the run"
fi
grep -q 'computed.cpp:2' "$tree/err" || fail "the computed use is not named with its line"
cmp -s "$tree/app/cli/computed.cpp" "$tree/computed.before" || fail "a file was written"
echo "wording script: converts, translates, re-runs idempotently, stops on computed ids"
