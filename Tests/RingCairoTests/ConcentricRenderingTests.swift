import Foundation
import RingCairo
import RingKit
import Testing

/// Concentric rings: radii from the canvas inwards as docs/paint.md states, the label and alt
/// text, and what does not fit.
@Suite("Concentric rings")
struct ConcentricRenderingTests {
  private static let colors = [RingColor(rgb: 0xEF4444), RingColor(rgb: 0x22C55E), RingColor(rgb: 0x3B82F6)]

  private func activity(width: Double = 14, spacing: Double = 2) -> ProgressRing {
    var container = ProgressRing()
    container.progressLineWidth = width
    container.emptyLineWidth = width
    container.ringSpacing = spacing
    container.showValueString = false
    container.rings = zip([80.0, 45, 92], Self.colors).map { value, color in
      var ring = container
      ring.value = value
      ring.progressColor = color
      ring.progressStrokeColor = color
      return ring
    }
    return container
  }

  /// Ring i's band centre lies at min(W, H)/2 − borderPadding − Σ(w + 1 + spacing) − w/2,
  /// within half a pixel, and carries its colour there.
  @Test(arguments: [(14.0, 2.0), (10, 6)])
  func radiiFromTheCanvasInwards(width: Double, spacing: Double) throws {
    let ring = activity(width: width, spacing: spacing)
    let layout = try RingLayout(ring: ring, width: 200, height: 200)
    #expect(layout.rings.count == 3)
    let raster = try ring.raster(on: RingCanvas(size: 200))
    for (index, nested) in layout.rings.enumerated() {
      let expected = 100 - 1 - Double(index) * (width + 1 + spacing) - width / 2
      let band = try #require(nested.progress)
      #expect(abs(band.radius - expected) <= 0.5, "ring \(index + 1): \(band.radius) vs \(expected)")
      let pixel = raster.pixel(at: .turns(0.1), radius: expected, center: band.center)
      #expect(pixel == RingRaster.Pixel(Self.colors[index]), "ring \(index + 1): \(pixel)")
    }
  }

  @Test func labelAndAltTextNameEveryRing() throws {
    var ring = activity()
    ring.showValueString = true
    ring.label = "{percent}% · {value2} · {percent3}%"
    #expect(try ring.labelText() == "80% · 45 · 92%")
    ring.rings[0].name = "Move"
    ring.rings[1].name = "Exercise"
    ring.rings[2].name = "Stand"
    #expect(ring.accessibilityDescription == "Move 80%, Exercise 45%, Stand 92%")
    ring.label = "{value4}"
    #expect(throws: RingValidationError(.label, reason: "{value4} names ring 4, but there are 3 rings")) {
      try ring.validate()
    }
  }

  @Test func ringsThatDoNotFitSaySo() throws {
    var ring = activity(width: 30)
    ring.rings += ring.rings
    #expect(throws: RingValidationError.self) { try RingLayout(ring: ring, width: 200, height: 200) }
    do {
      _ = try RingLayout(ring: ring, width: 200, height: 200)
    } catch {
      #expect(error.property == "rings" && error.reason.contains("does not fit"), "\(error)")
    }
  }

  /// `--rings '80:#ef4444, 45:#22c55e, 92:#3b82f6' --from 0 --duration 1`: every frame
  /// differs from the one before, and each ring's band 10° past 12 o'clock is the track at
  /// the first frame and the ring's colour at the last.
  @Test func concentricRingsAnimate() throws {
    let spec = try JSONDecoder().decode(
      RenderSpec.self,
      from: Data(##"{"rings": "80:#ef4444, 45:#22c55e, 92:#3b82f6", "from": 0, "duration": 1, "size": 160}"##.utf8))
    let animation = spec.animation.animation(of: spec.ring)
    var frames: [Data] = []
    try animation.pngFrames(on: spec.canvas, fps: 10) { _, png in frames.append(png) }
    #expect(frames.count == 11)
    for (index, pair) in zip(frames, frames.dropFirst()).enumerated() {
      #expect(pair.0 != pair.1, "frames \(index) and \(index + 1) are the same")
    }
    let first = try RingRaster(pngData: frames[0])
    let last = try RingRaster(pngData: frames[frames.count - 1])
    let track = RingRaster.Pixel(spec.ring.emptyLineColor)
    let layout = try RingLayout(ring: spec.ring, width: 160, height: 160)
    for (index, nested) in layout.rings.enumerated() {
      let band = try #require(nested.track)
      let color = RingRaster.Pixel(spec.ring.rings[index].progressColor)
      let before = first.pixel(at: .degrees(10), radius: band.radius, center: band.center)
      let after = last.pixel(at: .degrees(10), radius: band.radius, center: band.center)
      #expect(before.isNear(track) && after.isNear(color), "ring \(index + 1): \(before) then \(after)")
    }
  }

  /// Each ring in JSON starts from the ring the other keys describe.
  @Test func jsonRingsShareTheOtherKeys() throws {
    let json = #"{"progressLineWidth": 9, "rings": [{"value": 30}, {"value": 60, "progressLineWidth": 4}]}"#
    let ring = try JSONDecoder().decode(ProgressRing.self, from: Data(json.utf8))
    #expect(ring.rings.map(\.progressLineWidth) == [9, 4] && ring.rings.map(\.value) == [30, 60])
    #expect(try JSONDecoder().decode(ProgressRing.self, from: JSONEncoder().encode(ring)) == ring)
  }
}
