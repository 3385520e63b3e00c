import FoundationEssentials
import RingCairo
import RingKit
import RingTerminal

extension Snapshotting where Value == String, Format == String {
  /// Text in `<name>.txt`, compared byte for byte; a failure shows a line diff.
  public static var lines: Self {
    Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
  }

  /// Terminal output with ANSI escape sequences: `<name>.ans` holds its exact bytes, and
  /// `<name>.txt` the same text without escapes, for people to read in reviews. Both must
  /// match. (`assertSnapshot(of: text, as: .ansi)` with ``TextSnapshotFormat/ansi`` is the
  /// same check.)
  public static var ansiText: Self {
    Snapshotting(pathExtension: "ans", diffing: .ansi) { text in
      Snapshot(
        format: text, data: nil,
        companions: [SnapshotCompanion(pathExtension: "txt", text: TerminalText.withoutEscapes(Array(text.utf8)))])
    }
  }
}

extension Snapshotting where Value == ProgressRing, Format == String {
  /// The ring as a terminal draws it, `columns` wide, as ``ansiText`` stores and compares
  /// it: `<name>.ans` and `<name>.txt`.
  ///
  /// - Parameters:
  ///   - columns: The ring's width in terminal columns, 8…1000.
  ///   - symbols: The characters cells are drawn with.
  ///   - colorMode: The colour escapes written (`none` for plain text).
  ///   - canvas: The canvas the ring is laid out on before it is fitted to cells.
  public static func ansi(
    columns: Int, symbols: SymbolSet = .block, colorMode: ColorMode = .ansi256,
    canvas: RingCanvas = RingCanvas(size: 256)
  ) -> Self {
    Snapshotting<String, String>.ansiText.pullback { (ring: ProgressRing) in
      do throws(RenderError) {
        let style = TerminalRingStyle(columns: columns, symbols: symbols, colorMode: colorMode)
        return String(decoding: try ring.ansiData(on: canvas, style: style), as: UTF8.self)
      } catch {
        throw SnapshotSetupError("cannot render the ring for a terminal: \(error)")
      }
    }
  }
}

extension Diffing where Format == String {
  /// Most diff lines a failure message shows; the `.diff.txt` artifact has them all.
  static var diffLinesInMessage: Int { 40 }

  /// Text compared byte for byte (so `é` precomposed and decomposed differ), shown as a line
  /// diff in the message and written whole as `<name>.diff.txt`.
  public static var lines: Self {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { expected, actual, _ in
        guard !expected.utf8.elementsEqual(actual.utf8) else { return nil }
        let diff = LineDiff.lines(expected: expected, actual: actual)
        return difference(
          diff.isEmpty ? ["(the bytes differ, but not in a way a line diff shows: invalid UTF-8?)"] : diff)
      })
  }

  /// Terminal text compared byte for byte; the diff is of the texts without escapes or, when
  /// only escapes differ, of the texts with them written out (`\e`).
  public static var ansi: Self {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { expected, actual, _ in
        guard !expected.utf8.elementsEqual(actual.utf8) else { return nil }
        let readable = LineDiff.lines(
          expected: TerminalText.withoutEscapes(Array(expected.utf8)),
          actual: TerminalText.withoutEscapes(Array(actual.utf8)))
        if !readable.isEmpty { return difference(readable) }
        return difference(
          ["(only escape sequences differ; ESC is written \\e)"] + LineDiff.lines(expected: expected, actual: actual))
      })
  }

  /// A failure showing `diff` (at most ``diffLinesInMessage`` lines) and writing it whole.
  static func difference(_ diff: [String]) -> SnapshotDifference {
    var details = ["diff (- expected, + actual):"] + diff.prefix(diffLinesInMessage).map { "  \($0)" }
    if diff.count > diffLinesInMessage { details.append("  … \(diff.count - diffLinesInMessage) more lines") }
    return SnapshotDifference(
      details: details,
      artifacts: [
        SnapshotArtifact(kind: "diff", pathExtension: "txt", data: Data((diff.joined(separator: "\n") + "\n").utf8))
      ])
  }
}
