#include "pairing/csv.h"

namespace tengen::pairing {

CsvParse parseCsv(std::string_view text) {
  CsvParse out;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);

  int line = 1;
  int column = 1;
  std::size_t i = 0;
  CsvRecord record;
  record.line = 1;
  std::string field;
  bool fieldStarted = false;  // distinguishes an empty line from a line with one empty field

  auto endField = [&] {
    record.fields.push_back(std::move(field));
    field.clear();
  };
  auto endRecord = [&] {
    if (fieldStarted || !record.fields.empty()) {
      endField();
      out.records.push_back(std::move(record));
    }
    record = CsvRecord{};
    fieldStarted = false;
  };

  while (i < text.size()) {
    char c = text[i];
    if (c == '"' && field.empty() && !fieldStarted) {
      // Quoted field: runs to the next lone quote.
      const int quoteLine = line;
      const int quoteColumn = column;
      fieldStarted = true;
      ++i;
      ++column;
      bool closed = false;
      while (i < text.size()) {
        char q = text[i];
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
      // After the closing quote only a separator or the end of the line may follow.
      if (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
        out.errors.push_back({line, column, "unexpected text after a closing quote"});
        while (i < text.size() && text[i] != ',' && text[i] != '\n') {
          ++i;
          ++column;
        }
      }
      continue;
    }
    if (c == ',') {
      if (record.fields.empty() && !fieldStarted) record.line = line;
      endField();
      fieldStarted = true;
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
      record.line = line;
      continue;
    }
    if (!fieldStarted && record.fields.empty()) record.line = line;
    fieldStarted = true;
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
