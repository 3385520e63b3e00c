import CRingCairo
import Dispatch
import Foundation
import RingKit
import Synchronization
import Testing

@testable import RingCairo

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects what an XML parser sees of an SVG document.
private final class SVGInspector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  var text = ""
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    elements.append((name, attributes))
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

@Suite("Embedding: SVG, shorthands, a caller's Cairo context, threads")
struct EmbeddingTests {
  private let ring = ProgressRing(value: 15, maxValue: 30)

  @Test func svgIsWellFormedAccessibleSmallAndStable() throws {
    let svg = try ring.svg(width: 256, height: 256)
    #expect(svg == (try ring.svg(width: 256, height: 256)), "byte-stable")
    #expect(svg.utf8.count < 8 * 1024, "\(svg.utf8.count) bytes")
    let inspector = SVGInspector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = inspector
    #expect(parser.parse(), "well-formed: \(String(describing: parser.parserError))")
    let root = try #require(inspector.elements.first)
    #expect(root.name == "svg" && root.attributes["role"] == "img")
    #expect(root.attributes["aria-label"] == "Progress 15 of 30 (50%)")
    #expect(inspector.elements[1].name == "title")
    #expect(inspector.text.contains("Progress 15 of 30 (50%)") && inspector.text.contains("50%"))
    #expect(inspector.elements.allSatisfy { $0.attributes["id"] == nil }, "no ids to clash when inlined")
    #expect(!inspector.elements.contains { $0.name == "image" }, "nothing rasterised")
    #expect(inspector.elements.filter { $0.name == "text" }.count == 1)
    let families = inspector.elements.compactMap { $0.attributes["font-family"] }
    #expect(families.allSatisfy { $0.hasSuffix("sans-serif") && $0.contains("DejaVu Sans") })
  }

  /// The SVG draws what the PNG shows: the bands pixel for pixel (within anti-aliasing), the
  /// label in the same place (rsvg sets text with its own engine, so compare the ink's box).
  @Test(arguments: [
    ProgressRing(value: 15, maxValue: 30),
    ProgressRing.mb.with {
      $0.value = 61
      $0.progressStrokeColor = .black
    },
    ProgressRing(value: 7, maxValue: 8).with {
      $0.progressCapType = .square
      $0.clockwise = false
      $0.emptyLineColor = RingColor("rgba(0,0,0,0.2)")!
    },
  ])
  func svgLooksLikeThePNG(ring: ProgressRing) throws {
    var bands = ring
    bands.showValueString = false
    let png = try bands.raster(width: 128, height: 128)
    let svg = try rsvg(bands.svg(width: 128, height: 128))
    var total = 0
    var largest = 0
    for y in 0..<128 {
      for x in 0..<128 {
        let distance = png[x, y]!.premultipliedDistance(to: svg[x, y]!)
        total += distance
        largest = max(largest, distance)
      }
    }
    #expect(Double(total) / (128 * 128) < 1.5, "mean difference \(Double(total) / (128 * 128))")
    #expect(largest < 90, "largest difference \(largest)")

    func ink(_ raster: RingRaster) -> (ClosedRange<Int>, ClosedRange<Int>)? {
      var xs: [Int] = [], ys: [Int] = []
      for y in 40..<88 {
        // A quarter coverage counts: the mb preset's Inter Thin is a hairline at this size.
        for x in 24..<104 where raster[x, y]!.alpha > 63 && raster[x, y]!.red < 100 {
          xs.append(x)
          ys.append(y)
        }
      }
      guard let a = xs.min(), let b = xs.max(), let c = ys.min(), let d = ys.max() else { return nil }
      return (a...b, c...d)
    }
    let textPNG = try #require(ink(ring.raster(width: 128, height: 128)))
    let textSVG = try #require(ink(rsvg(ring.svg(width: 128, height: 128))))
    #expect(
      abs(textPNG.0.lowerBound - textSVG.0.lowerBound) <= 2 && abs(textPNG.0.upperBound - textSVG.0.upperBound) <= 2,
      "\(textPNG) \(textSVG)")
    #expect(
      abs(textPNG.1.lowerBound - textSVG.1.lowerBound) <= 2 && abs(textPNG.1.upperBound - textSVG.1.upperBound) <= 2,
      "\(textPNG) \(textSVG)")
  }

  /// Characters XML forbids are left out, so a unit with a control character still gives a
  /// well-formed document (a label or a caption cannot have one).
  @Test func svgLeavesOutCharactersXMLForbids() throws {
    var ring = ProgressRing(value: 1)
    ring.unitString = "a\u{1}b<&>\u{FFFF}"
    ring.label = "{unit}"
    let svg = try ring.svg(width: 64, height: 64)
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    #expect(svg.contains(">ab&lt;&amp;&gt;</tspan>"))
    #expect(SVGFontFamilies.list(["Font's \\ Name"]) == #"'Font\'s \\ Name', sans-serif"#)
  }

  @Test func shorthandsMatchTheCanvasCalls() throws {
    let canvas = RingCanvas(width: 120, height: 90, scale: 2, background: .white)
    #expect(try ring.png(width: 120, height: 90, scale: 2, background: .white) == ring.pngData(on: canvas))
    #expect(try ring.raster(width: 120, height: 90, scale: 2, background: .white) == ring.raster(on: canvas))
    #expect(try ring.svg(width: 120, height: 90, background: .white) == ring.svg(on: canvas))
    let uri = try ring.pngDataURI(width: 40, height: 40)
    #expect(uri.hasPrefix("data:image/png;base64,"))
    #expect(
      Data(base64Encoded: String(uri.dropFirst("data:image/png;base64,".count)))
        == (try ring.png(width: 40, height: 40)))
  }

  /// The one C entry point: a caller's PDF page gets the ring at a rectangle, tagged, and the
  /// caller's state survives.
  @Test func drawingIntoACallersPDFPage() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("ring-\(UUID().uuidString).pdf").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let surface = try #require(cairo_pdf_surface_create(path, 400, 300))
    let cr = try #require(cairo_create(surface))
    cairo_set_source_rgb(cr, 1, 0, 0)
    cairo_set_line_width(cr, 7)
    cairo_move_to(cr, 5, 5)
    cairo_line_to(cr, 50, 60)
    try ring.drawIntoCairoContext(cr, rect: Rect(x: 20, y: 20, width: 120, height: 120))
    try ProgressRing.mb.drawIntoCairoContext(cr, rect: Rect(x: 200, y: 50, width: 150, height: 150))
    var red = 0.0, green = 1.0, blue = 1.0, alpha = 0.0
    cairo_pattern_get_rgba(cairo_get_source(cr), &red, &green, &blue, &alpha)
    #expect(red == 1 && green == 0 && blue == 0 && cairo_get_line_width(cr) == 7, "the caller's state is restored")
    var x = 0.0, y = 0.0
    cairo_get_current_point(cr, &x, &y)
    #expect(cairo_has_current_point(cr) != 0 && x == 50 && y == 60, "and so is the path being built")
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
    let pdf = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    #expect(pdf.components(separatedBy: "/S /Figure").count - 1 == 2, "both rings tagged as figures")
  }

  @Test func drawingIntoACallersImageMatchesTheRaster() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    try ring.drawIntoCairoContext(cr, rect: Rect(x: 30, y: 20, width: 64, height: 64))
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try #require(cairo_image_surface_get_data(surface))
    let expected = try ring.raster(width: 64, height: 64)
    for (x, y) in [(32, 5), (60, 32), (3, 32), (32, 60), (32, 32)] {
      let word = UnsafeRawPointer(data + (y + 20) * stride + (x + 30) * 4).load(as: UInt32.self)
      #expect(Int(word >> 24) == Int(expected[x, y]!.alpha), "alpha at \(x), \(y)")
    }
    let outside = UnsafeRawPointer(data + 10 * stride + 10 * 4).load(as: UInt32.self)
    #expect(outside == 0, "nothing is drawn outside the rectangle")
  }

  @Test func aContextInAnErrorStateIsReported() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_restore(cr)  // unbalanced: puts the context in CAIRO_STATUS_INVALID_RESTORE
    #expect(throws: RenderError.self) {
      try ring.drawIntoCairoContext(cr, rect: Rect(x: 0, y: 0, width: 10, height: 10))
    }
  }

  /// Rendering from many threads at once gives what rendering one at a time gives.
  @Test func renderingIsSafeFromManyThreads() throws {
    let rings = (0..<96).map { index in
      var ring = ProgressRing(value: Double(index), maxValue: 95)
      ring.decimalPlaces = index % 3
      ring.valueFontName = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"][index % 3]
      ring.progressCapType = LineCap.allCases[index % 3]
      return ring
    }
    let serial = try rings.map { try $0.png(width: 48, height: 48) }
    let parallel = Mutex([Data?](repeating: nil, count: rings.count))
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in stride(from: thread, to: rings.count, by: 8) {
        let data = try? rings[index].png(width: 48, height: 48)
        let svg = try? rings[index].svg(width: 48, height: 48)
        parallel.withLock { $0[index] = svg == nil ? nil : data }
      }
    }
    #expect(parallel.withLock { $0 } == serial.map(Optional.some))
  }
}

/// Reaches SVGWriter's font-family quoting through the testable import.
enum SVGFontFamilies {
  static func list(_ families: [String]) -> String { SVGWriter.fontFamilyList(families) }
}
