#include "pairing/csv.h"

#include <algorithm>
#include <cctype>

namespace tengen::pairing {

std::string csvTrimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

std::string csvColumn(const CsvRecord& record, const std::map<std::string, int>& columnOf,
                      const std::string& column) {
  auto it = columnOf.find(column);
  if (it == columnOf.end() || static_cast<std::size_t>(it->second) >= record.fields.size())
    return {};
  return csvTrimmed(record.fields[static_cast<std::size_t>(it->second)]);
}

std::string csvHeaderKey(std::string_view cell) {
  std::string out = csvTrimmed(cell);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) {
    return c == ' ' || c == '-' ? '_' : static_cast<char>(std::tolower(c));
  });
  return out;
}

CsvParse parseCsv(std::string_view text) {
  CsvParse out;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);

  int line = 1;
  int column = 1;
  std::size_t i = 0;
  CsvRecord record;
  std::string field;
  bool atFieldStart = true;       // nothing of the current field read yet
  bool recordHasContent = false;  // tells an empty line from a line holding one empty field

  auto endField = [&] {
    record.fields.push_back(std::move(field));
    field.clear();
    atFieldStart = true;
  };
  auto endRecord = [&] {
    if (recordHasContent) {
      endField();
      out.records.push_back(std::move(record));
    }
    record = CsvRecord{};
    field.clear();
    atFieldStart = true;
    recordHasContent = false;
  };
  auto startContent = [&] {
    if (!recordHasContent) record.line = line;
    recordHasContent = true;
  };

  while (i < text.size()) {
    const char c = text[i];
    if (c == '"' && atFieldStart) {
      // Quoted field: runs to the next lone quote; may hold commas, quotes ("") and line breaks.
      startContent();
      atFieldStart = false;
      const int quoteLine = line;
      const int quoteColumn = column;
      ++i;
      ++column;
      bool closed = false;
      while (i < text.size()) {
        const char q = text[i];
        if (q == '"') {
          if (i + 1 < text.size() && text[i + 1] == '"') {
            field.push_back('"');
            i += 2;
            column += 2;
            continue;
          }
          ++i;
          ++column;
          closed = true;
          break;
        }
        if (q == '\n') {
          ++line;
          column = 1;
        } else {
          ++column;
        }
        field.push_back(q);
        ++i;
      }
      if (!closed) {
        out.errors.push_back({quoteLine, quoteColumn, "quoted field is never closed"});
        return out;
      }
      if (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
        out.errors.push_back({line, column, "unexpected text after a closing quote"});
        return out;
      }
      continue;
    }
    if (c == ',') {
      startContent();
      endField();
      ++i;
      ++column;
      continue;
    }
    if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
      ++i;
      continue;
    }
    if (c == '\n' || c == '\r') {
      endRecord();
      ++i;
      ++line;
      column = 1;
      continue;
    }
    startContent();
    atFieldStart = false;
    field.push_back(c);
    ++i;
    ++column;
  }
  endRecord();
  return out;
}

std::string csvField(std::string_view value) {
  if (value.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(value);
  std::string out = "\"";
  for (char c : value) {
    if (c == '"') out.push_back('"');
    out.push_back(c);
  }
  out.push_back('"');
  return out;
}

}  // namespace tengen::pairing
