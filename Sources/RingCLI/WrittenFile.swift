import RingKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `--json` reports for each output of `batch` and `sheet`: one JSON object a line on
/// standard output, `{"line": 3, "path": "a.png", "bytes": 5120, "ms": 4.2}`, or with `"error"`
/// in place of the size and time for a line that failed.
struct WrittenFile: Sendable, Hashable {
  /// The batch line, or nil for a sheet.
  var line: Int?
  /// The output as given (a frame pattern stands for all its frames).
  var path: String
  /// The bytes written (all frames of a pattern), or nil when the line failed.
  var bytes: Int?
  /// Milliseconds from the start of the render to the file in place.
  var milliseconds: Double?
  /// Why the line failed.
  var error: String?

  /// The object, on one line.
  var jsonLine: String {
    var fields: [(String, String)] = []
    if let line { fields.append(("line", String(line))) }
    fields.append(("path", JSONValue.string(path).text))
    if let bytes { fields.append(("bytes", String(bytes))) }
    if let milliseconds { fields.append(("ms", FixedPoint.format(milliseconds, places: 3))) }
    if let error { fields.append(("error", JSONValue.string(error).text)) }
    return "{" + fields.map { "\(JSONValue.string($0.0).text): \($0.1)" }.joined(separator: ", ") + "}\n"
  }

  /// `duration` in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  /// The size of the file at `path` in bytes, or 0 when it cannot be read.
  static func size(of path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }
}
