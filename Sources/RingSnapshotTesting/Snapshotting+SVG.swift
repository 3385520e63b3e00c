import FoundationEssentials
import RingCairo
import RingKit

extension Snapshotting where Value == ProgressRing, Format == String {
  /// The ring as an SVG document of `size` × `size`, stored as `<name>.svg` and compared by
  /// structure (see ``Diffing/svg``).
  public static func svg(size: Double, background: RingColor? = nil) -> Self {
    Snapshotting(pathExtension: "svg", diffing: .svg) { ring in
      do throws(RenderError) {
        return try ring.svg(width: size, height: size, background: background)
      } catch {
        throw SnapshotSetupError("cannot render the ring as SVG: \(error)")
      }
    }
  }
}

extension Diffing where Format == String {
  /// SVG text compared by structure: every decimal number rounded to 3 decimals, one element
  /// a line, runs of white space as one space. So 12.00049 and 12.0001 match, the order of
  /// elements and attributes still counts, and a change of 0.001 or more fails. A failure
  /// shows a line diff of the normalised documents.
  public static var svg: Self {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { expected, actual, tolerance in
        Diffing<String>.lines.diff(SVGNormalizer.normalized(expected), SVGNormalizer.normalized(actual), tolerance)
      })
  }
}

/// SVG text in the form ``Diffing/svg`` compares.
enum SVGNormalizer {
  static func normalized(_ svg: String) -> String {
    var text = svg.replacing(/-?[0-9]*\.[0-9]+/) { match in rounded(String(match.output)) }
    text = text.replacing(/\s+/, with: " ")
    text = text.replacing(/>\s*</, with: ">\n<")
    return text.trimmingCharacters(in: .whitespaces) + "\n"
  }

  /// `12.34567` → `12.346`, `1.500` → `1.5`, `-0.0001` → `0`.
  static func rounded(_ number: String) -> String {
    guard let value = Double(number) else { return number }
    var text = FixedPoint.format((value * 1000).rounded() / 1000, places: 3)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
