import Foundation
import RingCairo
import RingKit
import Testing

/// Gradients, thresholds and the centre fill as drawn: probes on the centre line at known
/// angles, the seam of a full sweep, smoothness along the arc, and librsvg's rendering of the
/// SVG against the PNG.
@Suite("Paint: pixels")
struct PaintRenderingTests {
  private static let red = RingColor(rgb: 0xFF0000)
  private static let blue = RingColor(rgb: 0x0000FF)
  private let side = 200.0

  private func ring(_ value: Double, _ configure: (inout ProgressRing) -> Void = { _ in }) -> ProgressRing {
    var ring = ProgressRing(value: value)
    ring.showValueString = false
    ring.progressGradient = RingGradient([Self.red, Self.blue])
    configure(&ring)
    return ring
  }

  private func centerLine(of ring: ProgressRing) throws -> (center: Point, radius: Double) {
    let band = try #require(try RingLayout(ring: ring, width: side, height: side).progress)
    return (band.center, band.radius)
  }

  /// At 25, 50 and 75 % of the filled sweep the colour is the blend of the stops there.
  @Test(arguments: [0.25, 0.5, 0.75])
  func progressSpanProbes(share: Double) throws {
    let ring = ring(60)
    let raster = try ring.raster(on: RingCanvas(size: side))
    let (center, radius) = try centerLine(of: ring)
    let angle = Angle.turns(0.6 * share)
    let expected = RingRaster.Pixel(Self.red.mixed(with: Self.blue, by: share))
    let pixel = raster.pixel(at: angle, radius: radius, center: center)
    #expect(pixel.isNear(expected, tolerance: 3), "\(pixel) vs \(expected)")
  }

  /// With the `track` span, value 50 ends half-way through the stops; its tip is not blue.
  @Test func trackSpanEndsMidway() throws {
    let ring = ring(50) { $0.gradientSpan = .track }
    let raster = try ring.raster(on: RingCanvas(size: side))
    let (center, radius) = try centerLine(of: ring)
    let nearTip = raster.pixel(at: .turns(0.49), radius: radius, center: center)
    #expect(nearTip.isNear(RingRaster.Pixel(Self.red.mixed(with: Self.blue, by: 0.49)), tolerance: 3), "\(nearTip)")
  }

  /// A full sweep closes without a seam: every pixel across the start is fully inked, red or
  /// blue or between them, with no lighter or translucent line where the two ends meet.
  @Test(arguments: [1.0, 2.0])
  func aFullSweepHasNoSeam(scale: Double) throws {
    let ring = ring(100)
    let raster = try ring.raster(on: RingCanvas(size: side, scale: scale))
    let (center, radius) = try centerLine(of: ring)
    for offset in stride(from: -6.0, through: 6.0, by: 1 / scale) {
      for radial in stride(from: -6.0, through: 6.0, by: 3) {
        let x = Int(((center.x + offset) * scale).rounded(.down))
        let y = Int(((center.y - radius + radial) * scale).rounded(.down))
        let pixel = try #require(raster[x, y])
        #expect(
          pixel.alpha == 255 && Int(pixel.red) + Int(pixel.blue) >= 250 && pixel.green <= 3, "\(x),\(y): \(pixel)")
      }
    }
  }

  /// Along the centre line, neighbouring pixels never differ by more than the gradient's own
  /// step plus 2/255 per channel (mesh patches join without bands or seams).
  @Test(arguments: [(200.0, GradientInterpolation.srgb), (1024, .srgb), (200, .oklab)])
  func smoothAlongTheArc(size: Double, interpolation: GradientInterpolation) throws {
    var ring = ring(100)
    ring.progressGradient = try RingGradient(parsing: "#22c55e, #eab308 60%, #ef4444, #6366f1")
    ring.gradientInterpolation = interpolation
    let raster = try ring.raster(on: RingCanvas(size: size))
    let band = try #require(try RingLayout(ring: ring, width: size, height: size).progress)
    let fill = band.fill
    let steps = Int(2 * .pi * band.radius)
    var previous: (RingRaster.Pixel, RingColor)?
    var worst = 0
    for step in 1..<(steps - 1) {
      let angle = Angle.turns(Double(step) / Double(steps))
      let pixel = raster.pixel(at: angle, radius: band.radius, center: band.center)
      let ideal = fill.color(at: angle)
      if let (last, lastIdeal) = previous {
        let channels = [
          (pixel.red, last.red, ideal.red, lastIdeal.red), (pixel.green, last.green, ideal.green, lastIdeal.green),
          (pixel.blue, last.blue, ideal.blue, lastIdeal.blue),
        ]
        for (a, b, x, y) in channels {
          let excess = abs(Int(a) - Int(b)) - Int((abs(x - y) * 255).rounded(.up))
          worst = max(worst, excess)
        }
      }
      previous = (pixel, ideal)
    }
    #expect(worst <= 2, "largest step beyond the gradient's own: \(worst)/255")
  }

  /// Just below a threshold the progress keeps its colour; at it, it turns.
  @Test(arguments: [(69.9, 0x2563EB), (70, 0xF59E0B), (89.9, 0xF59E0B), (90, 0xDC2626)])
  func thresholdColours(value: Double, rgb: UInt32) throws {
    var ring = ProgressRing(value: value)
    ring.showValueString = false
    ring.thresholds = try RingThreshold.parseList("70:#f59e0b, 90:#dc2626")
    let raster = try ring.raster(on: RingCanvas(size: side))
    let (center, radius) = try centerLine(of: ring)
    #expect(raster.pixel(at: .degrees(90), radius: radius, center: center) == RingRaster.Pixel(RingColor(rgb: rgb)))
  }

  @Test func theCentreFillStopsAtTheInnerEdge() throws {
    var ring = ProgressRing(value: 30)
    ring.showValueString = false
    ring.centerColor = RingColor(rgb: 0xFEF3C7)
    let raster = try ring.raster(on: RingCanvas(size: side))
    let band = try #require(try RingLayout(ring: ring, width: side, height: side).track)
    #expect(raster[100, 100] == RingRaster.Pixel(RingColor(rgb: 0xFEF3C7)))
    let inside = raster.pixel(at: .degrees(200), radius: band.innerRadius - 2, center: band.center)
    #expect(inside == RingRaster.Pixel(RingColor(rgb: 0xFEF3C7)))
    let onTrack = raster.pixel(at: .degrees(200), radius: band.innerRadius + 2, center: band.center)
    #expect(onTrack == RingRaster.Pixel(ProgressRing().emptyLineColor))
    #expect(raster[2, 2]?.alpha == 0, "nothing outside the ring")
  }

  /// The SVG (mask plus linear-gradient pieces) drawn by librsvg matches the PNG: at most 2 %
  /// of pixels differ visibly.
  @Test(arguments: [
    ("progress", "red, blue"), ("track-span", "#22c55e, #eab308 60%, #ef4444"), ("full", "#6366f1, #ec4899, #f59e0b"),
    ("hard-stops", "red 0%, red 50%, blue 50%, blue"), ("translucent", "rgba(255,0,0,0.3), blue"),
  ])
  func librsvgDrawsWhatThePNGShows(name: String, stops: String) throws {
    var ring = ProgressRing(value: name == "full" ? 100 : 70)
    ring.showValueString = false
    ring.progressGradient = try RingGradient(parsing: stops)
    ring.emptyLineGradient = name == "track-span" ? try RingGradient(parsing: "#e5e7eb, #94a3b8") : nil
    if name == "track-span" { ring.gradientSpan = .track }
    if name == "hard-stops" { ring.progressCapType = .square }
    let png = try ring.raster(width: 160, height: 160)
    let svg = try ring.svg(width: 160, height: 160)
    let drawn = try rsvg(svg)
    let share = visiblyDifferingShare(png, drawn)
    #expect(share <= 0.02, "\(name): \(share * 100) % of pixels differ")
  }

  /// Ids are unique within a sheet, and stable from run to run.
  @Test func svgIdsAreStableAndUniquePerDocument() throws {
    let ring = ring(70)
    let svg = try ring.svg(width: 100, height: 100)
    #expect(svg == (try ring.svg(width: 100, height: 100)))
    let sheet = ReportSheet(
      title: nil, pageWidth: 300, pageHeight: 120, columns: 2, rows: 1, margin: 4,
      entries: [.init(ring: ring, caption: "a"), .init(ring: ring, caption: "b")])
    let ids = try sheet.svg().matches(of: try Regex(#"id="([^"]+)""#)).map { String($0.output[1].substring!) }
    #expect(!ids.isEmpty && Set(ids).count == ids.count, "\(ids.count) ids, \(Set(ids).count) distinct")
  }

  /// PDF keeps the gradient as a vector shading (a type-7 mesh), not an image.
  @Test func pdfKeepsAVectorShading() throws {
    let pdf = String(decoding: try ring(70).pdfData(on: RingCanvas(size: 100)), as: UTF8.self)
    #expect(pdf.contains("/ShadingType 7"))
    #expect(!pdf.contains("/Subtype /Image"))
  }
}
