import CRingCairo
import FoundationEssentials
import RingKit

extension ReportSheet {
  /// The font of titles and captions, and their colour.
  static let titleFont = "DejaVu Sans:weight=bold"
  static let captionFont = "DejaVu Sans"
  static let textColor = RingColor(rgb: 0x1F2937)

  /// Every page as a PDF, titled with `title`; each ring is tagged as a Figure.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a sheet or ring that cannot be drawn.
  public func pdfData() throws(RenderError) -> Data {
    try validated()
    let surface = try CairoSurface.pdf(width: pageWidth, height: pageHeight, title: title ?? "Progress rings")
    let context = try CairoContext(surface: surface)
    for page in 0..<pageCount {
      try drawPage(page, into: context.raw)
      cairo_show_page(context.raw)
    }
    return Data(try surface.finishStream())
  }

  /// Page `page` (from 0; the first by default) as a PNG on white, at `scale` pixels per point.
  public func pngData(page: Int = 0, scale: Double = 1) throws(RenderError) -> Data {
    try validated()
    let page = try checked(page)
    let canvas = RingCanvas(width: pageWidth, height: pageHeight, scale: scale, background: .white)
    do throws(RingValidationError) { try canvas.validateRaster() } catch { throw .invalid(error) }
    let context = try CairoContext.image(for: canvas)
    try drawPage(page, into: context.raw)
    return try context.surface.pngData(scale: scale, description: title ?? "Progress rings")
  }

  /// Page `page` (from 0; the first by default) as SVG: each ring is a group with `role="img"`
  /// and its alt text.
  public func svg(page: Int = 0) throws(RenderError) -> String {
    try validated()
    let page = try checked(page)
    var body = [
      "<rect width=\"\(SVGWriter.number(pageWidth))\" height=\"\(SVGWriter.number(pageHeight))\" fill=\"#FFFFFF\"/>"
    ]
    if let title { body += try SVGWriter.text(try titleText(title)) }
    for cell in cells(onPage: page) {
      let entry = entries[cell.entry]
      let layout = try entry.ring.layout(
        on: RingCanvas(width: cell.ringRect.width, height: cell.ringRect.height), rasterizing: false)
      body.append(
        "<g transform=\"translate(\(SVGWriter.number(cell.ringRect.x)) \(SVGWriter.number(cell.ringRect.y)))\" role=\"img\" aria-label=\"\(SVGWriter.escape(entry.ring.accessibilityDescription))\">"
      )
      body += try SVGWriter.elements(
        of: layout, size: (cell.ringRect.width, cell.ringRect.height), background: nil, idSalt: "\(cell.entry)")
      body.append("</g>")
      if let caption = entry.caption {
        body += try SVGWriter.text(captionText(caption, in: cell))
      }
    }
    return SVGWriter.document(
      title: title ?? "Progress rings", width: pageWidth, height: pageHeight, role: "group", body: body)
  }

  /// `page`, when the sheet has it.
  private func checked(_ page: Int) throws(RenderError) -> Int {
    guard (0..<pageCount).contains(page) else {
      throw .invalid(
        RingValidationError(property: "page", keys: [], reason: "page \(page + 1) of a sheet of \(pageCount)"))
    }
    return page
  }

  // MARK: - Drawing

  private func drawPage(_ page: Int, into cr: OpaquePointer) throws(RenderError) {
    let painter = RingPainter(cr: cr)
    if let title { try painter.draw(try titleText(title)) }
    for cell in cells(onPage: page) {
      let entry = entries[cell.entry]
      try entry.ring.drawIntoCairoContext(cr, rect: cell.ringRect)
      if let caption = entry.caption { try painter.draw(captionText(caption, in: cell)) }
    }
    try check(cairo_status(cr), "draw the sheet")
  }

  /// The title at 18 pt; smaller, down to 12 pt, when it would not fit between the margins,
  /// and cut short with an ellipsis when even that is too wide.
  private func titleText(_ title: String) throws(RenderError) -> RingText {
    try Self.fitted(
      title, font: Self.titleFont, size: Self.titleFontSize, smallest: 12, width: pageWidth - 2 * margin,
      center: titleCenter)
  }

  /// The caption at 11 pt; smaller, down to 8 pt, when it would not fit its cell, and cut
  /// short with an ellipsis when even that is too wide.
  private func captionText(_ caption: String, in cell: Cell) throws(RenderError) -> RingText {
    try Self.fitted(
      caption, font: Self.captionFont, size: Self.captionFontSize, smallest: 8, width: cell.width,
      center: cell.captionCenter)
  }

  /// One line of `text` centred on `center`, at `size` points, or smaller down to `smallest`
  /// so that it fits `width`, and then cut short with an ellipsis if it still does not.
  private static func fitted(
    _ text: String, font: String, size: Double, smallest: Double, width: Double, center: Point
  ) throws(RenderError) -> RingText {
    var line = RingText(runs: [TextRun(text: text, fontName: font, fontSize: size)], color: textColor, center: center)
    func measured(_ line: RingText) throws(RenderError) -> Double { try TextLayout(measuring: line).width }
    let natural = try measured(line)
    guard natural > width else { return line }
    line.runs[0].fontSize = max(smallest, size * width / natural)
    guard try measured(line) > width else { return line }
    // The longest prefix that fits with an ellipsis, by bisection over the characters.
    let characters = Array(text)
    var fits = 0
    var tooLong = characters.count
    while tooLong - fits > 1 {
      let middle = (fits + tooLong) / 2
      line.runs[0].text = String(characters[..<middle]).trimmingWhitespace() + "…"
      if try measured(line) <= width { fits = middle } else { tooLong = middle }
    }
    line.runs[0].text = String(characters[..<fits]).trimmingWhitespace() + "…"
    return line
  }

  private func validated() throws(RenderError) {
    do throws(RingValidationError) {
      try validate()
      for entry in entries { try entry.ring.validate() }
    } catch {
      throw .invalid(error)
    }
  }
}
