/// A line diff of two texts, in unified style: `-` expected, `+` actual, two lines of context.
enum LineDiff {
  /// Larger inputs (expected lines × actual lines) are not aligned; the diff then lists the
  /// lines from the first difference on.
  private static let maxCells = 4_000_000

  /// The diff's lines, each `  ` (both), `- ` (expected only) or `+ ` (actual only), with
  /// `@@ line N @@` before each hunk (N counts lines of the expected text from 1). Lines are
  /// shown with their control characters written out.
  static func lines(expected: String, actual: String, context: Int = 2) -> [String] {
    // Split bytes, not Characters: "\r\n" is one Character, and must still end a line.
    let old = Array(expected.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    let new = Array(actual.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    let edits = old.count * new.count <= maxCells ? aligned(old, new) : unaligned(old, new)

    let changes = edits.indices.filter { edits[$0].kind != .same }
    var output: [String] = []
    var next = 0
    while next < changes.count {
      // A hunk: changes less than two contexts apart, with context on both sides.
      var last = next
      while last + 1 < changes.count, changes[last + 1] - changes[last] <= 2 * context { last += 1 }
      let range = max(changes[next] - context, 0)...min(changes[last] + context, edits.count - 1)
      output.append("@@ line \(edits[range.lowerBound].oldLine + 1) @@")
      output += range.map { render(edits[$0]) }
      next = last + 1
    }
    return output
  }

  private enum Kind { case same, removed, added }

  private struct Edit {
    var kind: Kind
    var text: [UInt8]
    /// The expected text's line at or after this edit, from 0.
    var oldLine: Int
  }

  private static func render(_ edit: Edit) -> String {
    let prefix =
      switch edit.kind {
      case .same: "  "
      case .removed: "- "
      case .added: "+ "
      }
    return prefix + ControlCharacters.visible(String(decoding: edit.text, as: UTF8.self))
  }

  /// Longest common subsequence of lines compared as bytes (not as Unicode-equivalent
  /// strings), by dynamic programming.
  private static func aligned(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Edit] {
    let columns = new.count + 1
    var lengths = [Int32](repeating: 0, count: (old.count + 1) * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * columns + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: .same, text: old[i], oldLine: i))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
        edits.append(Edit(kind: .removed, text: old[i], oldLine: i))
        i += 1
      } else {
        edits.append(Edit(kind: .added, text: new[j], oldLine: i))
        j += 1
      }
    }
    return edits
  }

  /// The common start as the same, then every remaining line removed and added.
  private static func unaligned(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Edit] {
    var common = 0
    while common < min(old.count, new.count), old[common] == new[common] { common += 1 }
    return (0..<common).map { Edit(kind: .same, text: old[$0], oldLine: $0) }
      + (common..<old.count).map { Edit(kind: .removed, text: old[$0], oldLine: $0) }
      + (common..<new.count).map { Edit(kind: .added, text: new[$0], oldLine: old.count) }
  }
}
