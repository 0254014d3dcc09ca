#include "rules/sgf.h"

#include <cctype>

#include "rules/sgf_encoding.h"

namespace tengen::rules {

const SgfProperty* SgfNode::find(std::string_view id) const {
  for (const SgfProperty& p : properties)
    if (p.id == id) return &p;
  return nullptr;
}

std::string SgfNode::value(std::string_view id) const {
  const SgfProperty* p = find(id);
  return p && !p->values.empty() ? p->values.front() : std::string();
}

std::vector<int> SgfTree::mainLine() const {
  std::vector<int> line;
  if (nodes.empty()) return line;
  int n = 0;
  while (true) {
    line.push_back(n);
    const auto& ch = nodes[static_cast<std::size_t>(n)].children;
    if (ch.empty()) break;
    n = ch.front();
  }
  return line;
}

namespace {

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  SgfParse run() {
    SgfParse result;
    result.error = parse(result.tree);
    if (result.error) result.tree.nodes.clear();
    result.warnings = std::move(warnings_);
    return result;
  }

 private:
  bool eof() const { return pos_ >= s_.size(); }
  char peek() const { return s_[pos_]; }
  void advance() {
    const auto c = static_cast<unsigned char>(s_[pos_++]);
    if (c == '\n') {
      ++line_;
      col_ = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++col_;
    }
  }
  void skipSpace() {
    while (!eof() && std::isspace(static_cast<unsigned char>(peek()))) advance();
  }
  SgfError error(std::string message) const { return {line_, col_, std::move(message)}; }
  static std::string shown(char c) {
    if (static_cast<unsigned char>(c) < 0x20) return "\\x" + std::to_string(static_cast<int>(c));
    return std::string("'") + c + "'";
  }

  std::optional<SgfError> parse(SgfTree& tree) {
    while (!eof() && peek() != '(') advance();
    if (eof()) return error("no game tree: '(' expected");
    struct Open {
      int node;
      int line, col;
    };
    std::vector<Open> open;
    int cur = -1;
    bool expectNode = false;
    while (true) {
      skipSpace();
      if (eof()) {
        if (open.empty()) return std::nullopt;
        const Open& o = open.back();
        return error("unexpected end of file: the game tree opened at line " +
                     std::to_string(o.line) + ", column " + std::to_string(o.col) +
                     " is not closed with ')'");
      }
      const char c = peek();
      if (c == '(') {
        if (expectNode) return error("a game tree must start with a node (';'), found '('");
        open.push_back({cur, line_, col_});
        expectNode = true;
        advance();
      } else if (c == ')') {
        if (open.empty()) return error("unexpected ')'");
        if (expectNode) return error("empty game tree: a node (';') is expected before ')'");
        cur = open.back().node;
        open.pop_back();
        advance();
        if (open.empty()) return std::nullopt;
      } else if (c == ';' || (std::isupper(static_cast<unsigned char>(c)) && expectNode &&
                              open.size() == 1 && tree.nodes.empty())) {
        if (open.empty()) return error("a node (';') outside any game tree");
        // "(GM[1]FF[4]..." (Nihon Ki-in files): the root's properties without its ';'.
        const bool implicit = c != ';';
        if (implicit)
          warnings_.push_back(
              {SgfWarning::Kind::NoRootSemicolon,
               line_,
               col_,
               {},
               "the root node has no ';' before its properties: read as if it had"});
        SgfNode node;
        node.parent = cur;
        node.line = line_;
        node.column = col_;
        const int index = static_cast<int>(tree.nodes.size());
        tree.nodes.push_back(std::move(node));
        if (cur >= 0) tree.nodes[static_cast<std::size_t>(cur)].children.push_back(index);
        cur = index;
        expectNode = false;
        if (!implicit) advance();
        if (auto e = properties(tree.nodes.back())) return e;
      } else {
        return error("unexpected character " + shown(c) + "; expected ';', '(' or ')'");
      }
    }
  }

  std::optional<SgfError> properties(SgfNode& node) {
    while (true) {
      skipSpace();
      if (eof() || !std::isalpha(static_cast<unsigned char>(peek()))) return std::nullopt;
      SgfProperty prop;
      prop.line = line_;
      prop.column = col_;
      std::string raw;
      while (!eof() && std::isalpha(static_cast<unsigned char>(peek()))) {
        if (std::isupper(static_cast<unsigned char>(peek()))) prop.id += peek();
        raw += peek();
        advance();
      }
      if (prop.id.empty())
        return SgfError{prop.line, prop.column,
                        "property name '" + raw + "' has no capital letter"};
      skipSpace();
      if (eof() || peek() != '[')
        return error("property " + prop.id + " has no value: '[' expected");
      while (!eof() && peek() == '[') {
        const int vLine = line_, vCol = col_;
        advance();
        std::string value;
        bool closed = false;
        while (!eof()) {
          const char ch = peek();
          if (ch == ']') {
            advance();
            closed = true;
            break;
          }
          if (ch == '\\') {
            advance();
            if (eof()) break;
            const char e = peek();
            advance();
            if (e == '\n' || e == '\r') {  // soft line break: removed
              if (!eof() && (peek() == '\n' || peek() == '\r') && peek() != e) advance();
              continue;
            }
            value += e;
            continue;
          }
          value += ch;
          advance();
        }
        if (!closed)
          return SgfError{vLine, vCol,
                          "the value of " + prop.id + " starting here is not closed with ']'"};
        prop.values.push_back(std::move(value));
        skipSpace();
      }
      bool merged = false;
      for (SgfProperty& p : node.properties) {
        if (p.id == prop.id) {
          for (auto& v : prop.values) p.values.push_back(std::move(v));
          merged = true;
          break;
        }
      }
      if (!merged) node.properties.push_back(std::move(prop));
    }
  }

  std::string_view s_;
  std::size_t pos_ = 0;
  int line_ = 1, col_ = 1;
  std::vector<SgfWarning> warnings_;
};

}  // namespace

SgfParse parseSgfUtf8(std::string_view text) {
  SgfParse p = Parser(text).run();
  p.encoding = "UTF-8";
  return p;
}

SgfParse parseSgf(std::string_view bytes) {
  Decoded d = decodeSgfBytes(bytes);
  if (d.text.find('\0') != std::string::npos) {
    SgfParse refused;
    refused.encoding = d.encoding;
    refused.error =
        SgfError{1, 1,
                 "the file contains NUL bytes: UTF-16 without a byte-order mark, or not "
                 "a text file (save it as UTF-8)"};
    return refused;
  }
  SgfParse p = Parser(d.text).run();
  p.encoding = d.encoding;
  if (d.encoding.rfind("UTF-16", 0) == 0)
    p.warnings.insert(p.warnings.begin(), SgfWarning{SgfWarning::Kind::Utf16, 1, 1, d.encoding,
                                                     "the file is " + d.encoding +
                                                         " (with a byte-order mark): "
                                                         "converted to UTF-8"});
  return p;
}

std::string escapeSgfValue(std::string_view value) {
  std::string out;
  out.reserve(value.size());
  for (char c : value) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string writeSgf(const SgfTree& tree) {
  if (tree.nodes.empty()) return "";
  std::string out;
  // Work items: a node index starts a sequence inside '(' ... ')'; -1 closes a ')'.
  std::vector<int> work{0};
  while (!work.empty()) {
    const int item = work.back();
    work.pop_back();
    if (item < 0) {
      out += ")";
      continue;
    }
    out += "(";
    int n = item;
    while (true) {
      const SgfNode& node = tree.nodes[static_cast<std::size_t>(n)];
      out += ";";
      for (const SgfProperty& p : node.properties) {
        out += p.id;
        for (const std::string& v : p.values) out += "[" + escapeSgfValue(v) + "]";
      }
      if (node.children.size() == 1) {
        n = node.children.front();
        if (node.properties.size() > 4) out += "\n";
        continue;
      }
      work.push_back(-1);
      for (auto it = node.children.rbegin(); it != node.children.rend(); ++it) work.push_back(*it);
      break;
    }
    out += "\n";
  }
  return out;
}

}  // namespace tengen::rules
