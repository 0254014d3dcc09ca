#!/usr/bin/env python3
"""Lists the longest function bodies (functions and lambdas) of C++ files, by counting braces.

A body is the lines from its '{' to its '}' inclusive. Comments and string literals are blanked
first, so braces inside them do not count. A lambda passed to CLI11's `->callback(` is marked
"callback", the shape issue #20 limits to 40 lines.
Usage: scripts/longest-functions.py [--most N] [--over LINES] [PATH...]   (default: app/cli)
Exit status 1 when --over is given and a callback is longer than that.
"""

import argparse
import glob
import os
import re
import sys

CONTROL = {"if", "for", "while", "switch", "catch", "return", "sizeof", "decltype", "alignas"}
QUALIFIERS = re.compile(r"(?:\s*(?:const|mutable|noexcept|override|final|constexpr|&&|&))*"
                        r"(?:\s*->\s*[\w:<>,\s*&]+?)?\s*$")


def blank(text):
    """Comments, string and character literals replaced by spaces (line breaks kept)."""
    out, i, n = [], 0, len(text)
    pattern = re.compile(r'//[^\n]*|/\*.*?\*/|R"([^(]*)\(.*?\)\1"|"(?:[^"\\\n]|\\.)*"|'
                         r"'(?:[^'\\\n]|\\.)*'", re.S)
    for m in pattern.finditer(text):
        out.append(text[i:m.start()])
        out.append(re.sub(r"[^\n]", " ", m.group(0)))
        i = m.end()
    out.append(text[i:])
    return "".join(out)


def matching(text, i, open_c, close_c, step):
    depth = 0
    while 0 <= i < len(text):
        if text[i] == open_c:
            depth += 1
        elif text[i] == close_c:
            depth -= 1
            if depth == 0:
                return i
        i += step
    return -1


def bodies(path):
    text = blank(open(path, encoding="utf-8").read())
    line_of = lambda pos: text.count("\n", 0, pos) + 1
    found = []
    for m in re.finditer(r"\{", text):
        before = text[:m.start()]
        head = before.rstrip()
        kind, name = None, None
        if head.endswith("]"):
            kind, name = "lambda", None
            bracket = matching(text, len(head) - 1, "]", "[", -1)
        else:
            q = QUALIFIERS.search(head)
            core = head[:q.start()] if q else head
            if not core.endswith(")"):
                continue
            open_paren = matching(text, len(core) - 1, ")", "(", -1)
            if open_paren < 0:
                continue
            pre = text[:open_paren].rstrip()
            if pre.endswith("]"):
                kind = "lambda"
                bracket = matching(text, len(pre) - 1, "]", "[", -1)
            else:
                word = re.search(r"([\w:~]+)$", pre)
                if not word or word.group(1) in CONTROL:
                    continue
                kind, name = "function", word.group(1)
        if kind == "lambda":
            # A lambda handed to ->callback( is a command's callback.
            start = bracket if bracket >= 0 else m.start()
            if re.search(r"callback\s*\(\s*$", text[:start]):
                kind = "callback"
        end = matching(text, m.start(), "{", "}", 1)
        if end < 0:
            continue
        found.append((line_of(end) - line_of(m.start()) + 1, path, line_of(m.start()), kind,
                      name or ""))
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--most", type=int, default=10)
    ap.add_argument("--over", type=int, help="fail when a callback is longer than this")
    ap.add_argument("paths", nargs="*", default=["app/cli"])
    args = ap.parse_args()
    files = []
    for p in args.paths:
        files += sorted(glob.glob(os.path.join(p, "*.cpp")) + glob.glob(os.path.join(p, "*.h"))) \
            if os.path.isdir(p) else [p]
    found = sorted((b for f in files for b in bodies(f)), key=lambda b: -b[0])
    for lines, path, line, kind, name in found[:args.most]:
        print(f"{lines:5d}  {path}:{line}  {kind} {name}".rstrip())
    callbacks = [b for b in found if b[3] == "callback"]
    if callbacks:
        lines, path, line, _, _ = callbacks[0]
        print(f"longest callback: {lines} lines ({path}:{line}); "
              f"{sum(1 for b in callbacks if b[0] > 40)} callback(s) over 40 lines")
    if args.over is not None and callbacks and callbacks[0][0] > args.over:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
