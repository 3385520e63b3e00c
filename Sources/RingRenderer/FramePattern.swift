import RingKit

/// A file name with a printf-style frame number, such as `frames/ring-%03d.png`.
///
/// Exactly one `%d` conversion, optionally zero-padded to a width (`%03d`); `%%` is a
/// literal percent sign. Frames are numbered from 0.
package struct FramePattern: Sendable, Hashable {
  private let prefix: String
  private let suffix: String
  private let width: Int

  /// Whether `text` asks for numbered frames at all: it has a `%` that is not `%%`.
  package static func isPattern(_ text: String) -> Bool {
    var escaped = false
    for (character, next) in zip(text, text.dropFirst().map(Optional.some) + [nil]) where character == "%" {
      if escaped {
        escaped = false
      } else if next == "%" {
        escaped = true
      } else {
        return true
      }
    }
    return false
  }

  /// Parses a pattern.
  ///
  /// - Throws: ``SpecInputError`` saying what is wrong: no conversion, more than one, or a
  ///   conversion other than `%d` / `%0Nd`.
  package init(_ text: String) throws(SpecInputError) {
    var pieces: [String] = [""]
    var width: Int?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      guard character == "%" else {
        pieces[pieces.count - 1].append(character)
        continue
      }
      if index < text.endIndex, text[index] == "%" {
        pieces[pieces.count - 1].append("%")
        index = text.index(after: index)
        continue
      }
      let digits = text[index...].prefix { $0.isASCII && $0.isNumber }
      let afterDigits = text.index(index, offsetBy: digits.count)
      guard afterDigits < text.endIndex, text[afterDigits] == "d", digits.isEmpty || digits.hasPrefix("0"), width == nil
      else {
        throw SpecInputError("expected one frame number, %d or %03d, in '\(text)' (write %% for a percent sign)")
      }
      guard let digitCount = digits.isEmpty ? 0 : Int(digits), digitCount <= 9 else {
        throw SpecInputError("a frame number is at most 9 digits wide, not '\(text)'")
      }
      width = digitCount
      pieces.append("")
      index = text.index(after: afterDigits)
    }
    guard let width, pieces.count == 2 else {
      throw SpecInputError("a numbered sequence needs a frame number such as %03d in '\(text)'")
    }
    self.prefix = pieces[0]
    self.suffix = pieces[1]
    self.width = width
  }

  /// The file name of frame `index`.
  package func path(for index: Int) -> String {
    let digits = String(index)
    return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
  }

  /// The file name with the frame number taken out, for the format's extension.
  package var pathWithoutNumber: String { prefix + suffix }
}
