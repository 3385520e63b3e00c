import Testing

@testable import RingKit

/// MB's angles in its own (Core Graphics, y-down) convention: degrees from 3 o'clock,
/// clockwise, normalised to 0..<360. The spec's tables are written this way.
private func mbDegrees(_ angle: Angle) -> Double {
  let degrees = (angle.degrees - 90).truncatingRemainder(dividingBy: 360)
  return ((degrees < 0 ? degrees + 360 : degrees) * 1e9).rounded() / 1e9
}

private func mbRing(progressAngle: Double, rotation: Double, fraction: Double) -> ProgressRing {
  var ring = ProgressRing.mb
  ring.progressAngle = progressAngle
  ring.progressRotationAngle = rotation
  ring.maxValue = 100
  ring.value = fraction * 100
  return ring
}

@Suite("RingLayout: MB spec §2 and §7")
struct RingLayoutTests {
  /// Spec §2.3's worked values: (P, R, f) → track from → to, progress from → to (MB degrees).
  @Test(arguments: [
    (80.0, 0.0, 0.5, 126.0, 54.0, 126.0, 270.0),
    (100.0, 0.0, 0.25, 90.0, 90.0, 90.0, 180.0),
    (100.0, 50.0, 0.25, 270.0, 270.0, 270.0, 0.0),
    (100.0, 25.0, 0.25, 180.0, 180.0, 180.0, 270.0),
  ])
  func anglesMatchTheSpecTable(
    p: Double, r: Double, f: Double, trackFrom: Double, trackTo: Double, progressFrom: Double, progressTo: Double
  ) throws {
    let layout = try RingLayout(ring: mbRing(progressAngle: p, rotation: r, fraction: f), width: 200, height: 200)
    let track = try #require(layout.track)
    let progress = try #require(layout.progress)
    #expect(mbDegrees(track.start) == trackFrom)
    #expect(mbDegrees(track.end) == trackTo)
    #expect(mbDegrees(progress.start) == progressFrom)
    #expect(mbDegrees(progress.end) == progressTo)
    #expect(abs(track.sweep.degrees - 3.6 * p) < 1e-9)
    #expect(abs(progress.sweep.degrees - 3.6 * p * f) < 1e-9)
  }

  /// The spec's closed form: the track end (the progress anchor) is (2R − P − 0.5)·π in CG's
  /// convention, and the track start (2R + P − 0.5)·π, for any P, R.
  @Test(arguments: [(80.0, 0.0), (60.0, 12.5), (35.0, 80.0), (100.0, 50.0), (10.0, -30.0)])
  func anglesMatchTheClosedForm(p: Double, r: Double) throws {
    let layout = try RingLayout(ring: mbRing(progressAngle: p, rotation: r, fraction: 0.4), width: 120, height: 120)
    let track = try #require(layout.track)
    let cgEnd = (2 * r / 100 - p / 100 - 0.5) * .pi
    let cgStart = (2 * r / 100 + p / 100 - 0.5) * .pi
    #expect(abs(track.start.radians - .pi / 2 - cgEnd) < 1e-12)
    #expect(abs(track.end.radians - .pi / 2 - cgStart) < 1e-12)
    #expect(layout.progress?.start == track.start)
  }

  /// Spec §7: a 200 × 200 MB view.
  @Test func workedExample200() throws {
    var ring = ProgressRing.mb
    ring.value = 50
    let layout = try RingLayout(ring: ring, width: 200, height: 200)
    #expect(layout.bounds == Rect(x: 1, y: 1, width: 198, height: 198))
    #expect(layout.center == Point(x: 100, y: 100))
    #expect(layout.baseRadius == 99)
    let progress = try #require(layout.progress)
    #expect(progress.radius == 92)
    #expect(layout.track?.radius == 92)
    #expect(progress.innerRadius == 85)
    #expect(progress.outerRadius == 99)
    let runs = try #require(layout.text?.runs)
    #expect(runs.map(\.text) == ["50", "%"])
    #expect(abs(runs[0].fontSize - 39.6) < 1e-12)
    #expect(abs(runs[1].fontSize - 198.0 / 7) < 1e-12)
  }

  /// Spec §2.2: centre-line radii per appearance type (r0 = 99, pW = 14, eW = 6).
  @Test(arguments: [
    (AppearanceType.overlaps, 92.0, 92.0),
    (AppearanceType.above, 82.0, 92.0),  // 99 − 14 − 6/2, 99 − 14/2
    (AppearanceType.under, 96.0, 86.0),  // 99 − 6/2, 99 − 6 − 14/2
  ])
  func radiiPerAppearanceType(type: AppearanceType, track: Double, progress: Double) throws {
    var ring = ProgressRing.mb
    ring.value = 30
    ring.emptyLineWidth = 6
    ring.progressAppearanceType = type
    let layout = try RingLayout(ring: ring, width: 200, height: 200)
    #expect(layout.track?.radius == track)
    #expect(layout.progress?.radius == progress)
  }

  @Test func paddingIsInsetThenMadeIntegral() throws {
    var ring = ProgressRing()
    ring.borderPadding = 1.5
    let layout = try RingLayout(ring: ring, width: 100.4, height: 60)
    // Inset gives (1.5, 1.5, 97.4, 57); CGRectIntegral floors the origin and ceils the far edge.
    #expect(layout.bounds == Rect(x: 1, y: 1, width: 98, height: 58))
    #expect(layout.baseRadius == 29)
  }

  /// A padding that leaves no room drew a blank canvas; nothing of the ring could be drawn.
  @Test func paddingLargerThanTheCanvasIsRefused() throws {
    var ring = ProgressRing(value: 10)
    ring.borderPadding = 80
    #expect(
      throws: RingValidationError(
        .borderPadding, reason: "80 pt on each side leaves nothing of the 100 × 100 pt canvas to draw in")
    ) { try RingLayout(ring: ring, width: 100, height: 100) }
    ring.borderPadding = 49.5
    #expect(try RingLayout(ring: ring, width: 100, height: 100).bounds == Rect(x: 49, y: 49, width: 2, height: 2))
  }

  /// A progress line so wide that it puts the track wholly past the centre, with no progress
  /// to show, drew a blank canvas; with progress to show, the band is drawn past the centre.
  @Test func aLineThatLeavesNothingToDrawIsRefused() throws {
    var ring = ProgressRing(value: 0)
    ring.emptyLineWidth = 18  // given, so in points at any canvas size
    ring.progressLineWidth = 117  // r0 = 49; the track's outer edge is at 49 - 58.5 + 9 = -0.5
    #expect(throws: RingValidationError.self) { try RingLayout(ring: ring, width: 100, height: 100) }
    ring.progressLineWidth = 115  // the track's outer edge is at 0.5: a sliver shows
    #expect(try RingLayout(ring: ring, width: 100, height: 100).track != nil)
    ring.progressLineWidth = 117
    ring.value = 50
    #expect(try RingLayout(ring: ring, width: 100, height: 100).progress != nil)
  }

  @Test func valueIsClampedToTheRange() throws {
    let over = try RingLayout(ring: ProgressRing(value: 45, maxValue: 30), width: 100, height: 100)
    let full = try RingLayout(ring: ProgressRing(value: 30, maxValue: 30), width: 100, height: 100)
    #expect(over == full)
    #expect(over.progress?.isFullCircle == true)
    let under = try RingLayout(ring: ProgressRing(value: -5, maxValue: 30), width: 100, height: 100)
    #expect(under.progress == nil)
    #expect(under.text?.string == "0%")
  }

  @Test(arguments: [0.0, -10.0])
  func nonPositiveMaxValueDrawsNoProgress(maxValue: Double) throws {
    let layout = try RingLayout(ring: ProgressRing(value: 5, maxValue: maxValue), width: 100, height: 100)
    #expect(layout.progress == nil)
    #expect(layout.track != nil)
    #expect(layout.text?.string == "0%")
  }

  @Test func valueZeroLeavesNoDotEvenWithRoundCaps() throws {
    var ring = ProgressRing.mb
    ring.progressCapType = .round
    let layout = try RingLayout(ring: ring, width: 100, height: 100)
    #expect(layout.progress == nil)
  }

  @Test func counterClockwiseIsTheMirrorImage() throws {
    var ring = ProgressRing.mb
    ring.value = 25
    let clockwise = try #require(try RingLayout(ring: ring, width: 100, height: 100).progress)
    ring.clockwise = false
    let mirrored = try #require(try RingLayout(ring: ring, width: 100, height: 100).progress)
    // MB's gauge is centred on 12 o'clock: mirroring negates every angle.
    #expect(abs(mirrored.start.radians + clockwise.start.radians) < 1e-12)
    #expect(abs(mirrored.end.radians + clockwise.end.radians) < 1e-12)
    #expect(mirrored.sweep.radians < 0)
  }

  @Test func progressAngleIsClampedToAFullCircle() throws {
    var ring = ProgressRing(value: 50)
    ring.progressAngle = 250
    let layout = try RingLayout(ring: ring, width: 100, height: 100)
    #expect(layout.track?.isFullCircle == true)
    #expect(abs((layout.progress?.sweep.radians ?? 0) - .pi) < 1e-12)
    ring.progressAngle = -20
    #expect(try RingLayout(ring: ring, width: 100, height: 100).track == nil)
  }

  @Test func bandsWithNoWidthAreSkippedButStillShapeTheRadii() throws {
    var ring = ProgressRing.mb
    ring.value = 50
    ring.emptyLineWidth = 0
    let layout = try RingLayout(ring: ring, width: 200, height: 200)
    #expect(layout.track == nil)
    #expect(layout.progress?.radius == 92)
    ring.progressLineWidth = -3
    #expect(try RingLayout(ring: ring, width: 200, height: 200).progress == nil)
  }

  @Test func autoFontSizesUseTheHeightOfTheDrawingArea() throws {
    var ring = ProgressRing(value: 50)
    ring.label = nil
    ring.borderPadding = 0
    let layout = try RingLayout(ring: ring, width: 300, height: 140)
    let runs = try #require(layout.text?.runs)
    #expect(runs[0].fontSize == 28)
    #expect(runs[1].fontSize == 20)
    #expect(layout.text?.center == Point(x: 150, y: 70))
  }

  @Test func textOffsetMovesTheTextCentre() throws {
    var ring = ProgressRing(value: 50)
    ring.textOffset = Point(x: 4, y: -6)
    let layout = try RingLayout(ring: ring, width: 100, height: 100)
    #expect(layout.text?.center == Point(x: 54, y: 44))
  }

  @Test func invalidRingsAreRejected() {
    var ring = ProgressRing()
    ring.progressLineWidth = .nan
    #expect(throws: RingValidationError.self) { try RingLayout(ring: ring, width: 100, height: 100) }
  }
}
