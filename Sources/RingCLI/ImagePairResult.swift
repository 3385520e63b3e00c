import RingImageDiff
import RingKit

/// What `ringgen compare` found for one pair of images, and how it prints it.
struct ImagePairResult: Sendable {
  enum Outcome: Sendable {
    /// Both images were decoded and compared.
    case compared(ImageDifference)
    /// Only one side has the file (folder mode); `side` is `EXPECTED` or `ACTUAL`.
    case missing(side: String)
    /// A file could not be read or decoded.
    case unreadable(path: String, reason: String)
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

  /// `same`, `differs`, `missing` or `unreadable`.
  var status: String {
    switch outcome {
    case .compared(let difference): difference.matches ? "same" : "differs"
    case .missing: "missing"
    case .unreadable: "unreadable"
    }
  }

  /// One line of text: the status, the label and what was measured.
  var textLine: String {
    var line = "\(status) \(label): "
    switch outcome {
    case .compared(let difference):
      line += "\(difference)"
      if let region = difference.changedRegion { line += "; changed region \(region)" }
    case .missing(let side):
      line += "no counterpart in \(side) (\(side == "ACTUAL" ? actualPath : expectedPath) does not exist)"
    case .unreadable(let path, let reason):
      line += "\(path): \(reason)"
    }
    if let diffPath { line += "; diff \(diffPath)" }
    if let diffProblem { line += "; \(diffProblem)" }
    return line
  }

  /// One JSON object, on one line.
  var jsonLine: String {
    var fields: [(String, String)] = [
      ("path", JSONValue.string(label).text), ("expected", JSONValue.string(expectedPath).text),
      ("actual", JSONValue.string(actualPath).text),
      ("status", JSONValue.string(status).text),
    ]
    switch outcome {
    case .compared(let difference):
      let percent = Double(difference.differingPixels) * 100 / Double(max(difference.comparedPixels, 1))
      fields += [
        ("differingPixels", "\(difference.differingPixels)"),
        ("percent", FixedPoint.format(percent, places: 4)),
        ("antialiasedPixels", "\(difference.antialiasedPixels)"),
        ("comparedPixels", "\(difference.comparedPixels)"),
        ("allowedDifferingPixels", "\(difference.tolerance.allowedDifferingPixels)"),
        ("expectedSize", "[\(difference.expectedSize.width), \(difference.expectedSize.height)]"),
        ("actualSize", "[\(difference.actualSize.width), \(difference.actualSize.height)]"),
        ("region", difference.changedRegion.map(Self.json) ?? "null"),
      ]
    case .missing(let side):
      fields.append(("missing", JSONValue.string(side).text))
    case .unreadable(let path, let reason):
      fields.append(("error", JSONValue.string("\(path): \(reason)").text))
    }
    fields.append(("diff", diffPath.map { JSONValue.string($0).text } ?? "null"))
    return "{" + fields.map { "\(JSONValue.string($0.0).text): \($0.1)" }.joined(separator: ", ") + "}"
  }

  private static func json(_ region: ImageDifference.Region) -> String {
    "{\"x\": \(region.x.lowerBound), \"y\": \(region.y.lowerBound), \"width\": \(region.width), \"height\": \(region.height)}"
  }
}
