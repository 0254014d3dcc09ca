#pragma once
// An RFC 4180 CSV reader: quoted fields with commas, doubled quotes and line breaks, CRLF or LF,
// an optional UTF-8 byte-order mark. Takes text, not files: the caller does the I/O.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tengen::pairing {

struct CsvRecord {
  int line = 0;  // physical line (from 1) where the record starts
  std::vector<std::string> fields;
};

struct CsvSyntaxError {
  int line = 0;
  int column = 0;  // character column (from 1) on that line
  std::string problem;
};

struct CsvParse {
  std::vector<CsvRecord> records;  // blank lines are skipped
  std::vector<CsvSyntaxError> errors;
};

CsvParse parseCsv(std::string_view text);

// A field without the blanks around it.
std::string csvTrimmed(std::string_view field);
// The trimmed field of `column` in a record (its index in `columnOf`, from the header), or empty
// when the header has no such column or the record is shorter.
std::string csvColumn(const CsvRecord& record, const std::map<std::string, int>& columnOf,
                      const std::string& column);
// A header cell as a column key: trimmed, lower case, spaces and hyphens as underscores
// ("Latin Name" and "latin-name" are both "latin_name").
std::string csvHeaderKey(std::string_view cell);

// Writes one CSV field, quoting it when it holds a comma, quote or line break.
std::string csvField(std::string_view value);

}  // namespace tengen::pairing
