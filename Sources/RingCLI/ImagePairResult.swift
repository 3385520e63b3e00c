import RingImageDiff
import RingKit

/// What `ringgen compare` found for one pair of images, and how it prints it.
struct ImagePairResult: Sendable {
  enum Outcome: Sendable {
    /// Both images were decoded and compared.
    case compared(ImageDifference)
    /// The file is only in ACTUAL (folder mode).
    case new
    /// The file is only in EXPECTED (folder mode).
    case deleted
    /// A file could not be read or decoded.
    case unreadable(path: String, reason: String)
  }

  /// A pair's verdict, as `--json`, `--junit` and the report name it.
  enum Status: String, Sendable, CaseIterable {
    /// Within the tolerance.
    case same
    /// The same size, and more differing pixels than allowed.
    case differs
    /// The images' sizes differ.
    case size
    /// Only in ACTUAL.
    case new
    /// Only in EXPECTED.
    case deleted
    /// Not a readable image.
    case unreadable
  }

  /// What `--update` did to EXPECTED's file.
  enum Update: String, Sendable {
    /// ACTUAL's file replaced EXPECTED's.
    case replaced
    /// ACTUAL's new file was copied into EXPECTED.
    case added
    /// EXPECTED's file, deleted in ACTUAL, was removed (`--update=all`).
    case removed
  }

  /// The pair's name: the relative path in folder mode, the actual file's path otherwise.
  var label: String
  var expectedPath: String
  var actualPath: String
  var outcome: Outcome
  /// The diff image written, or nil.
  var diffPath: String?
  /// Why the diff image could not be written, or nil.
  var diffProblem: String?
  /// The diff image kept for the report (PNG or lossless WebP, the smaller), or nil.
  var diffPNG: [UInt8]?
  /// What `--update` did, or nil.
  var update: Update?

  var status: Status {
    switch outcome {
    case .compared(let difference):
      if !difference.sizesMatch { return .size }
      return difference.matches ? .same : .differs
    case .new: return .new
    case .deleted: return .deleted
    case .unreadable: return .unreadable
    }
  }

  /// The differing pixels' share of the compared pixels, in percent, or nil when not compared.
  var percent: Double? {
    guard case .compared(let difference) = outcome else { return nil }
    return Double(difference.differingPixels) * 100 / Double(max(difference.comparedPixels, 1))
  }

  /// What was measured or found, after the status and the label.
  var detail: String {
    switch outcome {
    case .compared(let difference):
      var line = "\(difference)"
      if let region = difference.changedRegion { line += "; changed region \(region)" }
      return line
    case .new: return "only in ACTUAL (\(expectedPath) does not exist)"
    case .deleted: return "only in EXPECTED (\(actualPath) does not exist)"
    case .unreadable(let path, let reason): return "\(path): \(reason)"
    }
  }

  /// One line of text: the status, the label and what was measured.
  var textLine: String {
    var line = "\(status) \(label): \(detail)"
    if let diffPath { line += "; diff \(diffPath)" }
    if let diffProblem { line += "; \(diffProblem)" }
    return line
  }

  /// One JSON object, on one line.
  var jsonLine: String {
    var fields: [(String, String)] = [
      ("path", JSONValue.string(label).text), ("expected", JSONValue.string(expectedPath).text),
      ("actual", JSONValue.string(actualPath).text),
      ("status", JSONValue.string(status.rawValue).text),
    ]
    switch outcome {
    case .compared(let difference):
      fields += [
        ("differingPixels", "\(difference.differingPixels)"),
        ("percent", FixedPoint.format(percent ?? 0, places: 4)),
        ("antialiasedPixels", "\(difference.antialiasedPixels)"),
        ("ignoredPixels", "\(difference.ignoredPixels)"),
        ("comparedPixels", "\(difference.comparedPixels)"),
        ("allowedDifferingPixels", "\(difference.tolerance.allowedDifferingPixels)"),
        ("expectedSize", "[\(difference.expectedSize.width), \(difference.expectedSize.height)]"),
        ("actualSize", "[\(difference.actualSize.width), \(difference.actualSize.height)]"),
        ("region", difference.changedRegion.map(Self.json) ?? "null"),
      ]
    case .new, .deleted: break
    case .unreadable(let path, let reason):
      fields.append(("error", JSONValue.string("\(path): \(reason)").text))
    }
    fields.append(("diff", diffPath.map { JSONValue.string($0).text } ?? "null"))
    fields.append(("update", update.map { JSONValue.string($0.rawValue).text } ?? "null"))
    return "{" + fields.map { "\(JSONValue.string($0.0).text): \($0.1)" }.joined(separator: ", ") + "}"
  }

  private static func json(_ region: ImageDifference.Region) -> String {
    "{\"x\": \(region.x.lowerBound), \"y\": \(region.y.lowerBound), \"width\": \(region.width), \"height\": \(region.height)}"
  }
}
