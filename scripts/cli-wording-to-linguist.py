#!/usr/bin/env python3
"""Moves the command line's MessageRegistration tables into Qt Linguist, idempotently.

For every C++ file given (default: app/cli/*.cpp and *.h):
  - each `MessageRegistration NAME{ {"id", "English", "中文"}, ... };` table is taken out;
  - each use `msg("id")` / `msgs("id")` becomes `CliWords::tr("English", "id")` (with
    `.toStdString()` for msgs), also `msg(cond ? "a" : "b")`; the old id stays as the message's
    disambiguation, so an entry keeps its identity in the .ts;
  - `#include "app/cli/messages.h"` becomes `#include "app/cli/wording.h"`;
  - a `CliWords::tr("English", "id")` already converted whose id a table of this run registers
    with other English (a branch changed the wording) takes the table's English.
Then lupdate refreshes the one .ts per language over desk, CLI and web sources, and every CliWords
message whose id came from a table (or already had a translation) gets its Chinese text.

An id used but registered in no file of this run is looked up in the .ts (a file converted
earlier). Uses the script cannot convert (an id computed at run time) are listed with their line
and make the exit status 1: put their texts at the call site by hand.

Merging a branch that still adds MessageRegistration entries: where git conflicts on a table this
branch removed, keep the branch's table (all of it: ids already in the .ts are refreshed, not
doubled) and this branch's converted code, put the branch's new msg() uses into that code, then run
this script and clang-format on the files it names; a computed id it lists is turned into literal
msg("id") calls by hand first (the shape: eventWords in clock_commands.cpp, swapIssueWords in
swap_commands.cpp).

Re-running on converted files changes nothing. Usage:
  scripts/cli-wording-to-linguist.py [--lupdate PATH] [--no-lupdate] [--root DIR] [FILE...]
"""

import argparse
import glob
import html
import os
import re
import subprocess
import sys

def set_root(root):
    global ROOT, TS_ZH, TS_EN
    ROOT = root
    TS_ZH = os.path.join(ROOT, "app/desk/translations/tengen_desk_zh_CN.ts")
    TS_EN = os.path.join(ROOT, "app/desk/translations/tengen_desk_en.ts")


set_root(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONTEXT = "CliWords"
# The folders whose sources lupdate reads: the one wording of both front ends and the web pages.
SOURCE_DIRS = ["app/desk", "app/cli", "app/web", "app/wording"]


# ---- C++ string literals -------------------------------------------------------------------

LITERAL = re.compile(r'(?:u8)?"((?:[^"\\\n]|\\.)*)"')
SIMPLE_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "'": "'", "\\": "\\", "?": "?", "a": "\a",
                  "r": "\r", "0": "\0"}


def decode(body):
    """The value of one literal's body (the escapes C++ source uses in these tables)."""
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        e = body[i + 1]
        if e in "uU":
            n = 4 if e == "u" else 8
            out.append(chr(int(body[i + 2:i + 2 + n], 16)))
            i += 2 + n
        elif e == "x":
            m = re.match(r"[0-9a-fA-F]+", body[i + 2:])
            out.append(chr(int(m.group(0), 16)))
            i += 2 + len(m.group(0))
        else:
            out.append(SIMPLE_ESCAPES[e])
            i += 2
    return "".join(out)


def encode(value):
    """One C++ literal for a value (UTF-8 kept as it is)."""
    s = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return '"' + s + '"'


def literal_run(text, pos):
    """Adjacent literals from pos (white space and comments between): (value, end) or None."""
    value, i, found = [], pos, False
    while True:
        m = re.compile(r"\s*(?://[^\n]*\n\s*)*").match(text, i)
        j = m.end()
        lm = LITERAL.match(text, j)
        if not lm:
            break
        value.append(decode(lm.group(1)))
        i, found = lm.end(), True
    return ("".join(value), i) if found else None


# ---- the tables --------------------------------------------------------------------------------

TABLE_START = re.compile(
    r"^[ \t]*(?:static[ \t]+)?(?:const[ \t]+)?(?:(?:::)?tengen::cli::|cli::)?MessageRegistration"
    r"\s+\w+\s*\{", re.M)


def parse_tables(text, path):
    """Entries {id: (en, zh)} and the spans of the table statements (with their line ends)."""
    entries, spans = {}, []
    for m in TABLE_START.finditer(text):
        i = m.end()
        while True:
            i = re.compile(r"\s*(?://[^\n]*\n\s*)*").match(text, i).end()
            if text[i] == "}":
                break
            if text[i] != "{":
                raise SystemExit(f"{path}: cannot read the table at offset {i}")
            parts = []
            i += 1
            for k in range(3):
                run = literal_run(text, i)
                if run is None:
                    raise SystemExit(f"{path}:{text.count(chr(10), 0, i) + 1}: an entry is not "
                                     "three string literals")
                parts.append(run[0])
                i = run[1]
                i = re.compile(r"\s*").match(text, i).end()
                if k < 2:
                    if text[i] != ",":
                        raise SystemExit(f"{path}: expected ',' in a table entry at offset {i}")
                    i += 1
            i = re.compile(r"\s*").match(text, i).end()
            if text[i] != "}":
                raise SystemExit(f"{path}: expected '}}' closing a table entry at offset {i}")
            i += 1
            i = re.compile(r"\s*,?").match(text, i).end()
            ident, en, zh = parts
            entries[ident] = (en, zh)
        end = re.compile(r"\}\s*;[ \t]*\n?").match(text, i)
        if not end:
            raise SystemExit(f"{path}: the table does not end with '}};'")
        start = text.rfind("\n", 0, m.start()) + 1
        # A blank line after the table goes with it.
        stop = end.end()
        if text.startswith("\n", stop) and (start == 0 or text[start - 2:start] == "\n\n"):
            stop += 1
        spans.append((start, stop))
    return entries, spans


# ---- the .ts ---------------------------------------------------------------------------------

MESSAGE = re.compile(r"<message>\s*<source>(.*?)</source>\s*<comment>(.*?)</comment>\s*"
                     r"<translation(?: type=\"unfinished\")?>(.*?)</translation>\s*</message>",
                     re.S)


def ts_context(ts_text):
    m = re.search(r"<context>\s*<name>" + CONTEXT + r"</name>(.*?)</context>", ts_text, re.S)
    return m


def ts_entries(ts_text):
    """{id: (en, zh)} of the CliWords messages already in the .ts."""
    ctx = ts_context(ts_text)
    if not ctx:
        return {}
    return {html.unescape(m.group(2)): (html.unescape(m.group(1)), html.unescape(m.group(3)))
            for m in MESSAGE.finditer(ctx.group(1))}


def ts_escape(value):
    # Quotes stay as they are, as in the rest of the file (see plain_quotes).
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def plain_quotes(ts_text):
    """lupdate writes quotes as &quot; / &apos;; the .ts has always held them plain (the same XML)
    so that a refresh does not rewrite every desk line with a quote in it."""
    return ts_text.replace("&apos;", "'").replace("&quot;", '"')


def fill_translations(ts_text, table):
    ctx = ts_context(ts_text)
    if not ctx:
        return ts_text, 0
    filled = 0

    def fill(m):
        nonlocal filled
        ident = html.unescape(m.group(2))
        if ident not in table:
            return m.group(0)
        en, zh = table[ident]
        if html.unescape(m.group(1)) != en:
            return m.group(0)  # the code's English changed: the translator must look again
        new = (f"<message>\n        <source>{m.group(1)}</source>\n        <comment>{m.group(2)}"
               f"</comment>\n        <translation>{ts_escape(zh)}</translation>\n    </message>")
        if new != m.group(0):
            filled += 1
        return new

    body = MESSAGE.sub(fill, ctx.group(1))
    return ts_text[:ctx.start(1)] + body + ts_text[ctx.end(1):], filled


def run_lupdate(lupdate):
    sources = []
    for d in SOURCE_DIRS:
        sources += sorted(glob.glob(os.path.join(ROOT, d, "*.cpp")))
        sources += sorted(glob.glob(os.path.join(ROOT, d, "*.h")))
    common = [lupdate, "-silent", "-I", ROOT, "-locations", "none", "-no-obsolete"]
    for extra, ts in (([], TS_ZH), (["-pluralonly"], TS_EN)):
        done = subprocess.run(common + extra + sources + ["-ts", ts], stderr=subprocess.PIPE,
                              text=True)
        # lupdate does not read CLI11's, Boost's or std's headers; that warning is noise.
        for line in done.stderr.splitlines():
            if "Qualifying with unknown namespace/class" not in line:
                print(line, file=sys.stderr)
        if done.returncode != 0:
            raise SystemExit(f"lupdate failed on {ts}")


# ---- the uses ----------------------------------------------------------------------------------

USE = re.compile(r"(?<![\w.>])((?:::)?tengen::cli::|cli::)?(msgs?)\(")


def closing_paren(text, i):
    """The index of the ')' that closes the '(' before i (strings and chars skipped)."""
    depth = 1
    while i < len(text):
        c = text[i]
        if c == '"' or c == "'":
            m = re.compile(r"%s(?:[^%s\\\n]|\\.)*%s" % (c, c, c)).match(text, i)
            i = m.end()
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError("unbalanced")


def words_call(ident, table, std, scope=""):
    en = table[ident][0]
    call = f"{scope}CliWords::tr({encode(en)}, {encode(ident)})"
    return call + ".toStdString()" if std else call


def convert_uses(text, path, table, missing, manual):
    out, pos = [], 0
    for m in USE.finditer(text):
        if m.start() < pos:
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        line = text[line_start:m.start()]
        if line.lstrip().startswith("//") or re.match(r"\s*(QString|std::string)\s*$", line):
            continue  # a comment, or the declaration itself
        close = closing_paren(text, m.end())
        arg = text[m.end():close].strip()
        std = m.group(2) == "msgs"
        scope = m.group(1) or ""  # a qualified call keeps its qualification
        lineno = text.count("\n", 0, m.start()) + 1
        single = re.fullmatch(r'"([^"\\]*)"', arg)
        ternary = re.fullmatch(r'(.*?)\?\s*"([^"\\]*)"\s*:\s*"([^"\\]*)"', arg, re.S)
        if single:
            ids = [single.group(1)]
        elif ternary:
            ids = [ternary.group(2), ternary.group(3)]
        else:
            manual.append(f"{path}:{lineno}: {m.group(2)}({arg})")
            continue
        unknown = [i for i in ids if i not in table]
        if unknown:
            missing.extend(f"{path}:{lineno}: {i}" for i in unknown)
            continue
        if single:
            new = words_call(ids[0], table, std, scope)
        else:
            cond = ternary.group(1).strip()
            new = (f"({cond} ? {words_call(ids[0], table, std, scope)} : "
                   f"{words_call(ids[1], table, std, scope)})")
        out.append(text[pos:m.start()])
        out.append(new)
        pos = close + 1
    out.append(text[pos:])
    return "".join(out)


CALL = re.compile(r"CliWords::tr\(")


def refresh_calls(text, tables):
    """A CliWords::tr call whose id a table in this run registers again, with other English (a
    branch changed the wording before its table was converted): the table's English wins."""
    out, pos = [], 0
    for m in CALL.finditer(text):
        run = literal_run(text, m.end())
        if run is None:
            continue
        comma = re.compile(r"\s*,\s*").match(text, run[1])
        ident = comma and LITERAL.match(text, comma.end())
        if not ident or decode(ident.group(1)) not in tables:
            continue
        en = tables[decode(ident.group(1))][0]
        if run[0] == en:
            continue
        out.append(text[pos:m.end()])
        out.append(encode(en))
        pos = run[1]
    out.append(text[pos:])
    return "".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lupdate", default="/usr/lib/qt6/bin/lupdate")
    ap.add_argument("--no-lupdate", action="store_true", help="leave the .ts files alone")
    ap.add_argument("--root", help="the source tree (default: the one this script is in)")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    if args.root:
        set_root(os.path.abspath(args.root))
    files = args.files or sorted(glob.glob(os.path.join(ROOT, "app/cli/*.cpp")) +
                                 glob.glob(os.path.join(ROOT, "app/cli/*.h")))
    files = [os.path.abspath(f) for f in files]
    # The wording itself, and the old table's own files (deleted once converted).
    skip = {os.path.join(ROOT, "app/cli", n)
            for n in ("wording.h", "wording.cpp", "messages.h", "messages.cpp")}
    files = [f for f in files if f not in skip]

    with open(TS_ZH, encoding="utf-8") as f:
        table = ts_entries(f.read())
    from_tables = {}
    texts = {}
    for path in files:
        with open(path, encoding="utf-8") as f:
            texts[path] = f.read()
        entries, _ = parse_tables(texts[path], path)
        for ident, value in entries.items():
            if ident in from_tables and from_tables[ident] != value:
                print(f"warning: {ident} registered twice with different texts; "
                      f"{os.path.relpath(path, ROOT)} wins", file=sys.stderr)
            from_tables[ident] = value
    table.update(from_tables)

    missing, manual, changed, converted = [], [], [], {}
    for path, text in texts.items():
        new = convert_uses(text, os.path.relpath(path, ROOT), table, missing, manual)
        new = refresh_calls(new, from_tables)
        _, spans = parse_tables(new, path)
        for start, stop in reversed(spans):
            new = new[:start] + new[stop:]
        new = new.replace('#include "app/cli/messages.h"', '#include "app/cli/wording.h"')
        if new != text:
            converted[path] = new
    # Nothing is written while a use is left: its table's texts would be lost with the table.
    for m in missing:
        print(f"unknown id (in no table and not in the .ts): {m}", file=sys.stderr)
    for m in manual:
        print(f"convert by hand first (the id is computed): {m}", file=sys.stderr)
    if missing or manual:
        print("nothing written", file=sys.stderr)
        return 1
    for path, new in converted.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
        changed.append(os.path.relpath(path, ROOT))

    filled = 0
    if not args.no_lupdate:
        run_lupdate(args.lupdate)
        with open(TS_ZH, encoding="utf-8") as f:
            ts_text = f.read()
        ts_text, filled = fill_translations(plain_quotes(ts_text), table)
        with open(TS_ZH, "w", encoding="utf-8") as f:
            f.write(ts_text)

    print(f"converted {len(changed)} file(s), {len(from_tables)} table entries, "
          f"{filled} translation(s) written")
    for c in changed:
        print(f"  {c}")
    if changed:
        print("format the changed files: clang-format -i " + " ".join(changed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
