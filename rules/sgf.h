#pragma once
// SGF (FF[4]) syntax: the game tree as nodes of properties, read from text (any encoding, turned
// into UTF-8 first) and written back. Knows nothing of Go; see sgf_game.h for the record.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen::rules {

struct SgfProperty {
  std::string id;                   // upper-case identifier ("AB"; FF[3] "AddBlack" -> "AB")
  std::vector<std::string> values;  // unescaped UTF-8 values
  int line = 0, column = 0;         // where the identifier starts (1-based)
};

struct SgfNode {
  std::vector<SgfProperty> properties;
  std::vector<int> children;  // indices into SgfTree::nodes; the first child is the main line
  int parent = -1;
  int line = 0, column = 0;  // where its ';' is

  // The property with this identifier, or nullptr.
  const SgfProperty* find(std::string_view id) const;
  // Its first value, or "" when absent.
  std::string value(std::string_view id) const;
};

struct SgfTree {
  std::vector<SgfNode> nodes;  // nodes[0] is the root

  // The node indices of the main line (first child at each branch), root first.
  std::vector<int> mainLine() const;
};

struct SgfError {
  int line = 0, column = 0;
  std::string message;
};

// Something a reader accepted leniently, with what it took it for (the front end words it).
struct SgfWarning {
  enum class Kind {
    NoRootSemicolon,   // "(GM[1]..." (Nihon Ki-in files): the root node's ';' is missing
    Utf16,             // a UTF-16 file with a byte-order mark, converted to UTF-8
    HandicapNotWhole,  // HA[7.5]: the whole number of stones (7) is taken
    KomiTimes100,      // KM[750]: komi written x 100 (Fox), read as 7.5
    KomiInStones,      // KM[3.75] / KM[375]: komi in stones (3 3/4 stones = 7.5 points)
    KomiRounded,       // KM[7.3]: no multiple of a half point, read as the nearest (7.5)
  };
  Kind kind;
  int line = 0, column = 0;
  std::string value;  // as written ("7.5", "750", "UTF-16LE")
  std::string text;   // English sentence
};

struct SgfParse {
  SgfTree tree;
  std::optional<SgfError> error;  // set when the text is not SGF; the tree is then empty
  std::string encoding;           // the encoding the bytes were read as ("UTF-8", "GB18030", ...)
  std::vector<SgfWarning> warnings;  // what was read leniently
};

// Parses the first game tree of an SGF collection from raw file bytes; never throws on bad input.
// Lenient with a warning: a UTF-16 file with a byte-order mark (converted), a root node without
// its ';' ("(GM[1]..."). Refused: UTF-16 without a byte-order mark (NUL bytes in the file).
SgfParse parseSgf(std::string_view bytes);
// Parses text that is already UTF-8 (no encoding detection).
SgfParse parseSgfUtf8(std::string_view text);
// Writes a tree as SGF text (UTF-8), escaping ']' and '\' in values.
std::string writeSgf(const SgfTree& tree);
// Escapes a value for writing: ']' -> "\]", '\' -> "\\".
std::string escapeSgfValue(std::string_view value);

}  // namespace tengen::rules
