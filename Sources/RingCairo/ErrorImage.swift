import CRingCairo
import FoundationEssentials
import RingKit

/// A picture of an error line, for an HTTP error that an `<img>` shows: a browser draws an
/// error's image body, and shows a broken-image icon for a text one.
///
/// The line is wrapped at spaces into as many rows as fit the canvas, in DejaVu Sans at a
/// sixteenth of the canvas's smaller side (6 to 14 points), dark red on a pale red card with a
/// 1-point frame; a row that does not fit ends in an ellipsis. PNG and SVG show the same rows.
package enum ErrorImage {
  /// The font size in points for a canvas.
  static func fontSize(for canvas: RingCanvas) -> Double {
    min(14, max(6, min(canvas.width, canvas.height) / 16))
  }

  /// The rows `message` is shown in on `canvas`: words wrapped to about as many characters as
  /// fit a row (DejaVu Sans averages under 0.6 em), at most as many rows as fit the height, the
  /// last ending in `…` when words were left over. A word longer than a row is cut.
  package static func rows(of message: String, on canvas: RingCanvas) -> [String] {
    let size = fontSize(for: canvas)
    let columns = max(4, Int((canvas.width - 2 * padding(size)) / (0.6 * size)))
    let most = max(1, Int((canvas.height - 2 * padding(size)) / (lineHeight * size)))
    var rows: [String] = []
    var current = ""
    for word in message.split(separator: " ") {
      var word = String(word)
      while word.count > columns {
        if !current.isEmpty {
          rows.append(current)
          current = ""
        }
        rows.append(String(word.prefix(columns)))
        word = String(word.dropFirst(columns))
      }
      if current.isEmpty {
        current = word
      } else if current.count + 1 + word.count <= columns {
        current += " " + word
      } else {
        rows.append(current)
        current = word
      }
    }
    if !current.isEmpty { rows.append(current) }
    guard rows.count > most else { return rows }
    var kept = Array(rows.prefix(most))
    kept[most - 1] = String(kept[most - 1].prefix(columns - 1)) + "…"
    return kept
  }

  private static let lineHeight = 1.3
  private static func padding(_ size: Double) -> Double { size }
  private static let card = RingColor(red: 0xfe / 255, green: 0xf2 / 255, blue: 0xf2 / 255)
  private static let ink = RingColor(red: 0x99 / 255, green: 0x1b / 255, blue: 0x1b / 255)
  private static let frame = RingColor(red: 0xdc / 255, green: 0x26 / 255, blue: 0x26 / 255)

  /// Where row `index` of `count` has its centre: the rows are centred on the canvas together.
  private static func center(ofRow index: Int, count: Int, on canvas: RingCanvas) -> Point {
    let step = lineHeight * fontSize(for: canvas)
    let top = canvas.height / 2 - step * Double(count) / 2
    return Point(x: canvas.width / 2, y: top + step * (Double(index) + 0.5))
  }

  /// The error as a PNG of `canvas`'s size at its scale, with the message as its description
  /// (the alt text ringgen's PNGs carry).
  package static func png(_ message: String, on canvas: RingCanvas) throws(RenderError) -> [UInt8] {
    let context = try CairoContext(surface: CairoSurface.image(width: canvas.pixelWidth, height: canvas.pixelHeight))
    let cr = context.raw
    cairo_scale(cr, canvas.scale, canvas.scale)
    let painter = RingPainter(cr: cr)
    painter.cover(with: card)
    painter.setColor(frame)
    cairo_set_line_width(cr, 1)
    cairo_rectangle(cr, 0.5, 0.5, canvas.width - 1, canvas.height - 1)
    cairo_stroke(cr)
    painter.setColor(ink)
    let shown = rows(of: message, on: canvas)
    let size = fontSize(for: canvas)
    for (index, row) in shown.enumerated() {
      let line = try TextLine(
        runs: [TextRun(text: row, fontName: "DejaVu Sans", fontSize: size)],
        center: center(ofRow: index, count: shown.count, on: canvas), maximumWidth: canvas.width - 2 * padding(size),
        cr: cr)
      line.draw(into: cr)
    }
    return Array(try context.surface.pngData(scale: canvas.scale, description: message))
  }

  /// The error as an SVG of `canvas`'s size, the rows as `<text>` (which a reader can select
  /// and a screen reader reads) and the message as its `<title>`.
  package static func svg(_ message: String, on canvas: RingCanvas) -> [UInt8] {
    let width = FixedPoint.compact(canvas.width)
    let height = FixedPoint.compact(canvas.height)
    let size = FixedPoint.compact(fontSize(for: canvas))
    let shown = rows(of: message, on: canvas)
    var text = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img">
      <title>\(escaped(message))</title>
      <rect x="0.5" y="0.5" width="\(FixedPoint.compact(canvas.width - 1))" height="\(FixedPoint.compact(canvas.height - 1))" fill="#fef2f2" stroke="#dc2626"/>

      """
    for (index, row) in shown.enumerated() {
      let point = center(ofRow: index, count: shown.count, on: canvas)
      text +=
        "<text x=\"\(FixedPoint.compact(point.x))\" y=\"\(FixedPoint.compact(point.y))\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"\(size)\" fill=\"#991b1b\" text-anchor=\"middle\" dominant-baseline=\"central\">\(escaped(row))</text>\n"
    }
    return Array((text + "</svg>\n").utf8)
  }

  /// `text` with XML's five special characters escaped, and control characters (which XML 1.0
  /// forbids) left out.
  static func escaped(_ text: String) -> String { MarkupEscaping.errorLine.escape(text) }
}
