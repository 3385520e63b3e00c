/// What `ringgen watch` makes of its input lines: plain readings (`42`) for one ring, or named
/// readings (`cpu=42 mem=71.5`, `cpu:42`, a JSON object) for a dashboard of rings. `--fields`
/// names the dashboard's fields; otherwise the first line that is not blank decides: named
/// readings make a dashboard of the fields it names, in its order.
struct WatchInput: Sendable, Hashable {
  /// The dashboard's fields, or nil for one ring.
  private(set) var fields: [String]?
  private var decided: Bool

  /// What a line asks for.
  struct Action: Sendable, Hashable {
    /// The fields of a dashboard that starts with this line, if it does.
    var startsDashboard: [String]?
    /// The readings, by ring index.
    var readings: [Reading]
  }

  struct Reading: Sendable, Hashable {
    var ring: Int
    var reading: WatchReading
  }

  /// - Parameter fields: `--fields`, or nil to decide from the first line.
  init(fields: [String]?) {
    self.fields = fields
    decided = fields != nil
  }

  /// Interprets one line.
  ///
  /// - Throws: The message after `watch: line N: `.
  mutating func interpret(_ line: String) throws(WatchInputError) -> Action {
    if !decided {
      let text = line.trimmingWhitespace()
      guard !text.isEmpty else { return Action(readings: []) }
      decided = true
      if text.hasPrefix("{") || text.contains("=") || text.contains(":") {
        let named = try Self.named(line)
        let names = named.map(\.name)
        guard names.count <= FieldReadings.maxFields else {
          throw WatchInputError(
            message: "\(names.count) fields; a dashboard shows at most \(FieldReadings.maxFields)")
        }
        fields = names
        return Action(
          startsDashboard: names,
          readings: named.enumerated().map { Reading(ring: $0.offset, reading: $0.element.reading) })
      }
    }
    guard let fields else {
      do throws(WatchReadingError) {
        return Action(readings: try WatchReading.parse(line).map { [Reading(ring: 0, reading: $0)] } ?? [])
      } catch {
        throw WatchInputError(message: "expected \(WatchReading.forms), got '\(error.excerpt)'")
      }
    }
    var readings: [Reading] = []
    for (name, reading) in try Self.named(line) {
      guard let index = fields.firstIndex(of: name) else {
        throw WatchInputError(
          message: "unknown field '\(name)'; the fields are \(fields.joined(separator: ", "))")
      }
      readings.append(Reading(ring: index, reading: reading))
    }
    return Action(readings: readings)
  }

  /// The named readings of a line, each name once.
  private static func named(_ line: String) throws(WatchInputError) -> [(name: String, reading: WatchReading)] {
    let readings: [(name: String, reading: WatchReading)]
    do throws(FieldReadingsError) {
      readings = try FieldReadings.parse(line)?.readings ?? []
    } catch {
      throw WatchInputError(message: error.message)
    }
    var seen = Set<String>()
    for (name, _) in readings where !seen.insert(name).inserted {
      throw WatchInputError(message: "field '\(name)' is given twice")
    }
    return readings
  }

  /// Parses `--fields`: 1 to ``FieldReadings/maxFields`` names separated by commas, each once.
  static func fieldList(_ text: String) throws(InputError) -> [String] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0.trimmingWhitespace()) }
    for name in names where !FieldReadings.isName(name) {
      throw InputError(
        "expected names such as cpu,mem,disk (letters, digits, _ - ., starting with a letter or _), got '\(WatchReadingError(text: name).excerpt)'"
      )
    }
    guard names.count <= FieldReadings.maxFields else {
      throw InputError("a dashboard shows at most \(FieldReadings.maxFields) fields, not \(names.count)")
    }
    guard Set(names).count == names.count else {
      throw InputError("each name once, got '\(WatchReadingError(text: text).excerpt)'")
    }
    return names
  }
}

/// A line `ringgen watch` cannot use.
struct WatchInputError: Error, Sendable, Hashable {
  var message: String
}
