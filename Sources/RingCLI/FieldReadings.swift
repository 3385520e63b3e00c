import RingKit

/// One line of a `ringgen watch` dashboard's input: named readings, as `cpu=42 mem=71.5
/// disk=93/500` (pairs separated by spaces, tabs or commas), `cpu:42`, or a JSON object
/// `{"cpu": 42, "disk": "93/500"}`. Each value is a ``WatchReading`` (`42`, `42/120`, `42%`).
struct FieldReadings: Sendable, Hashable {
  /// The readings in the order the line gives them.
  var readings: [(name: String, reading: WatchReading)]

  static func == (left: FieldReadings, right: FieldReadings) -> Bool {
    left.readings.elementsEqual(right.readings) { $0.name == $1.name && $0.reading == $1.reading }
  }

  func hash(into hasher: inout Hasher) {
    for (name, reading) in readings {
      hasher.combine(name)
      hasher.combine(reading)
    }
  }

  /// The most fields a dashboard shows.
  static let maxFields = 12

  /// The forms accepted, for error messages.
  static let forms = "name=value pairs such as cpu=42 mem=71.5 disk=93/500, or a JSON object"

  /// Whether `name` can name a field: 1 to 32 ASCII letters, digits, `_`, `-` or `.`,
  /// starting with a letter or `_`.
  static func isName(_ name: some StringProtocol) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 32,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_"
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "_-.".unicodeScalars.contains($0)
    }
  }

  /// Parses a line; nil for a blank line.
  ///
  /// - Throws: What is wrong, naming the field when one value is.
  static func parse(_ line: String) throws(FieldReadingsError) -> FieldReadings? {
    let text = line.trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    if text.hasPrefix("{") { return try parseJSON(String(text)) }
    var readings: [(name: String, reading: WatchReading)] = []
    for pair in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
      guard let separator = pair.firstIndex(where: { $0 == "=" || $0 == ":" }) else {
        throw .notFields(String(text))
      }
      let name = pair[..<separator], value = pair[pair.index(after: separator)...]
      guard isName(name) else { throw .notFields(String(text)) }
      do throws(WatchReadingError) {
        guard let reading = try WatchReading.parse(String(value)) else {
          throw WatchReadingError(text: "")
        }
        readings.append((String(name), reading))
      } catch {
        throw .badValue(field: String(name), text: error.text)
      }
    }
    return FieldReadings(readings: readings)
  }

  private static func parseJSON(_ text: String) throws(FieldReadingsError) -> FieldReadings {
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw .notFields(text)
    }
    guard case .object(let members) = value else { throw .notFields(text) }
    var readings: [(name: String, reading: WatchReading)] = []
    for member in members {
      guard isName(member.key) else { throw .notFields(text) }
      switch member.value {
      case .number(let number) where number.isFinite: readings.append((member.key, .value(number)))
      case .string(let string):
        do throws(WatchReadingError) {
          guard let reading = try WatchReading.parse(string) else { throw WatchReadingError(text: "") }
          readings.append((member.key, reading))
        } catch {
          throw .badValue(field: member.key, text: error.text)
        }
      default: throw .badValue(field: member.key, text: member.value.excerpt)
      }
    }
    return FieldReadings(readings: readings)
  }
}

/// A dashboard line that cannot be read.
enum FieldReadingsError: Error, Sendable, Hashable {
  /// The line is not name=value pairs nor a JSON object.
  case notFields(String)
  /// A field's value is not a reading.
  case badValue(field: String, text: String)

  /// The message after `watch: line N: `.
  var message: String {
    switch self {
    case .notFields(let text):
      "expected \(FieldReadings.forms), got '\(WatchReadingError(text: text).excerpt)'"
    case .badValue(let field, let text):
      "field '\(field)': expected \(WatchReading.forms), got '\(WatchReadingError(text: text).excerpt)'"
    }
  }
}
