import Foundation
import RingCairo
import RingKit
import Testing

/// The default preset's band widths and label padding are shares of the canvas, so a small
/// ring keeps its hole and its label inside it; the mb preset keeps MB's points.
@Suite("Rendering: small rings")
struct SmallRingTests {
  /// The pixels that differ between two rasters of the same size, as a bounding box.
  private func differenceBox(_ a: RingRaster, _ b: RingRaster) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    return minX <= maxX ? (minX...maxX, minY...maxY) : nil
  }

  /// At 16, 24, 32 and 48 pt the default ring at 60 % is a ring: the band at 90° is blue, the
  /// track at 270° grey, the hole clear at the centre and above the label, the ink reaches the
  /// canvas's edges without leaving it, and the label's ink (drawn from 42 pt on at scale 1,
  /// where it is 8 px) lies inside the hole. At these icon sizes each band is a whole number of
  /// pixels thick, its edges on pixel boundaries: the column right of the centre is opaque
  /// from the canvas's top edge down through the band's thickness, and clear below it.
  @Test(arguments: [16.0, 24, 32, 48])
  func aSmallRingKeepsItsHole(size: Double) throws {
    let ring = ProgressRing(value: 60)
    let canvas = RingCanvas(size: size)
    let raster = try ring.raster(on: canvas)
    let layout = try RingLayout(ring: ring, width: size, height: size)
    let track = try #require(layout.track)
    let center = layout.center
    let thickness = track.lineWidth + RingBand.frameWidth
    #expect(thickness == thickness.rounded() && abs(thickness - (size * 18 / 256 + 1)) <= 0.5, "\(thickness)")
    #expect(track.radius + thickness / 2 == size / 2, "the outer edge is the canvas's")
    let column = Int(size / 2)
    // (The circle's curve takes a few per cent off the pixels beside the centre line.)
    for row in 0..<Int(thickness) { #expect((raster[column, row]?.alpha ?? 0) >= 240, "row \(row) of the band") }
    #expect((raster[column, Int(thickness)]?.alpha ?? 255) <= 40, "the row under the band")
    #expect(
      raster.pixel(at: .degrees(90), radius: track.radius, center: center).isNear(
        .init(ring.progressColor), tolerance: 40))
    // The default track, 1.25:1 on white, is darkened to 1.5:1 at icon sizes.
    let visible = ring.keepingTrackVisible(on: canvas, scale: 1).emptyLineColor
    #expect(ring.emptyLineColor.contrastRatio(with: .white) < 1.3)
    #expect(abs(visible.contrastRatio(with: .white) - ProgressRing.iconTrackContrast) < 0.01)
    #expect(
      raster.pixel(at: .degrees(270), radius: track.radius, center: center).isNear(.init(visible), tolerance: 8))
    let hole = track.innerRadius - RingBand.frameWidth
    #expect(raster.pixel(at: .degrees(0), radius: 0.75 * hole, center: center) == .transparent, "above the label")
    #expect((layout.text == nil) == (size < 42), "the label is left out under 8 px")
    if layout.text == nil {
      #expect(raster.pixel(at: .zero, radius: 0, center: center) == .transparent, "the centre")
      #expect(layout.omittedLabelPixels == (size - 2) / 5)
    }
    // The ring's ink touches each edge's first or second pixel and stays inside.
    let ink = try #require(
      differenceBox(
        raster,
        try ProgressRing(value: 60).with {
          $0.progressLineWidth = 0
          $0.emptyLineWidth = 0
          $0.showValueString = false
        }.raster(on: canvas)))
    #expect(ink.x.lowerBound <= 1 && ink.x.upperBound >= Int(size) - 2, "\(ink)")
    #expect(ink.y.lowerBound <= 1 && ink.y.upperBound >= Int(size) - 2, "\(ink)")
    // The label's ink: what the text adds to the bands alone, inside the hole's square.
    let bare = try ring.with { $0.showValueString = false }.raster(on: canvas)
    if let label = differenceBox(raster, bare) {
      let inset = Double(Int(center.x - hole / 2.squareRoot()))
      #expect(Double(label.x.lowerBound) >= inset - 1 && Double(label.x.upperBound) <= size - inset, "\(label)")
      #expect(Double(label.y.lowerBound) >= inset - 1 && Double(label.y.upperBound) <= size - inset, "\(label)")
    } else {
      #expect(size < 42, "the label is drawn")
    }
  }

  /// The 256-pt default is what it always was: 18-pt bands and 4 pt of padding.
  @Test func theDefaultCanvasKeepsItsLengths() throws {
    let layout = try RingLayout(ring: ProgressRing(value: 60), width: 256, height: 256)
    #expect(layout.track?.lineWidth == 18 && layout.progress?.lineWidth == 18)
    #expect(layout.text?.fit?.radius == 127 - 18 - 0.5 - 4)
  }

  /// A width given is points whatever the canvas; the mb preset's are MB's 14 and 1.
  @Test func givenWidthsAreAbsolute() throws {
    var ring = ProgressRing(value: 60)
    ring.progressLineWidth = 18
    ring.emptyLineWidth = 6
    let layout = try RingLayout(ring: ring, width: 96, height: 96)
    #expect(layout.progress?.lineWidth == 18 && layout.track?.lineWidth == 6)
    var mb = ProgressRing.mb
    mb.value = 60
    let gauge = try RingLayout(ring: mb, width: 64, height: 64)
    #expect(gauge.progress?.lineWidth == 14 && gauge.track?.lineWidth == 1 && gauge.text != nil)
    let decoded = try JSONDecoder().decode(ProgressRing.self, from: Data(#"{"progressLineWidth": 10}"#.utf8))
    #expect(try RingLayout(ring: decoded, width: 64, height: 64).progress == nil)
    #expect(decoded.progressLineWidth(canvasSide: 64) == 10 && decoded.emptyLineWidth(canvasSide: 64) == 4.5)
  }

  /// SVG draws the label at its automatic size on a 48-pt canvas, not shrunk to a speck.
  @Test func smallSVGsKeepALegibleLabel() throws {
    let svg = try ProgressRing(value: 60).svg(on: RingCanvas(size: 48))
    let sizes = svg.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    #expect(sizes.first == 9.2 && sizes.allSatisfy { $0 >= 4 }, "\(sizes)")
  }
}
