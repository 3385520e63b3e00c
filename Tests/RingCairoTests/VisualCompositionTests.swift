import RingCairo
import RingKit
import RingSnapshotTesting
import Testing

/// Laps, segments, ticks and markers, as references.
@Suite("Visual: composition")
struct VisualCompositionTests {
  @Test(arguments: [150.0, 230, 300])
  func laps(value: Double) {
    assertSnapshot(of: shape(value) { $0.overflow = .laps }, size: 96, named: "laps-\(Int(value))")
  }

  @Test func lapsWithAGradientAndOnAGauge() {
    assertSnapshot(
      of: shape(170) {
        $0.overflow = .laps
        $0.progressGradient = try! RingGradient(parsing: "#22c55e, #3b82f6")
      }, size: 96, named: "gradient")
    assertSnapshot(
      of: mbRing(140) {
        $0.overflow = .laps
        $0.showValueString = false
      }, size: 96, named: "mb-gauge")
  }

  @Test func segments() {
    assertSnapshot(
      of: shape(37) {
        $0.segments = 10
        $0.segmentSnap = true
      }, size: 96, named: "snap-37-of-10")
    assertSnapshot(of: shape(37) { $0.segments = 10 }, size: 96, named: "partial-37-of-10")
    assertSnapshot(
      of: mbRing(62) {
        $0.segments = 24
        $0.segmentGap = 1.5
        $0.progressCapType = .butt
        $0.showValueString = false
      }, size: 96, named: "mb-24-butt")
    assertSnapshot(
      of: shape(70) {
        $0.segments = 6
        $0.segmentGap = 6
        $0.progressGradient = try! RingGradient(parsing: "#f59e0b, #dc2626")
        $0.gradientSpan = .track
      }, size: 96, named: "gradient-6")
  }

  @Test func ticksTargetKnobAndSecondary() {
    assertSnapshot(
      of: shape(62) {
        $0.ticks = 10
        $0.tickPosition = .outside
        $0.tickLength = 5
        $0.borderPadding = 8
        $0.target = RingMarker(80, color: RingColor(rgb: 0xDC2626))
      }, size: 96, named: "ticks-outside-target")
    assertSnapshot(
      of: mbRing(45) {
        $0.ticks = 20
        $0.tickPosition = .inside
        $0.showValueString = false
      }, size: 96, named: "mb-ticks-inside")
    assertSnapshot(
      of: mbRing(62) {
        $0.ticks = 10
        $0.tickPosition = .inside
        $0.tickLabels = true
        $0.tickColor = RingColor(rgb: 0x6B7280)
        $0.showValueString = false
      }, size: 128, named: "mb-gauge-tick-labels", tolerance: textTolerance)
    assertSnapshot(
      of: shape(55) {
        $0.knob = RingMarker(10)
        $0.shadow = RingShadow(offset: Point(x: 0, y: 2), blur: 4)
        $0.secondaryValue = 80
      }, size: 96, named: "knob-shadow-secondary")
  }
}

/// Concentric rings, as references.
@Suite("Visual: concentric rings")
struct VisualConcentricTests {
  @Test func activityRings() {
    var container = ProgressRing()
    container.progressLineWidth = 10
    container.emptyLineWidth = 10
    container.showValueString = false
    container.rings = zip([80.0, 45, 130], [0xFA114F, 0x92E82A, 0x1EEAEF] as [UInt32]).map { value, rgb in
      var ring = container
      ring.value = value
      ring.overflow = .laps
      ring.progressColor = RingColor(rgb: rgb)
      ring.progressStrokeColor = ring.progressColor
      return ring
    }
    assertSnapshot(of: container, size: 96, background: .black, named: "activity")
    container.ringSpacing = 6
    container.rings[1].segments = 8
    assertSnapshot(of: container, size: 96, background: .black, named: "spaced-segmented")
  }
}

/// Spinners, as references at a few times of their period.
@Suite("Visual: spinners")
struct VisualSpinnerTests {
  @Test(arguments: [0.0, 0.25, 0.5, 0.75])
  func material(phase: Double) {
    let animation = RingAnimation(ring: ProgressRing(), timeline: .spinner(Spinner(style: .material, period: 1)))
    assertSnapshot(of: animation.ring(at: phase), size: 64, named: "material-\(Int(phase * 100))")
  }

  @Test(arguments: [0.0, 0.3])
  func dots(phase: Double) {
    let animation = RingAnimation(ring: ProgressRing(), timeline: .spinner(Spinner(style: .dots, period: 1)))
    assertSnapshot(of: animation.ring(at: phase), size: 64, named: "dots-\(Int(phase * 100))")
  }

  @Test(arguments: Spinner.Style.allCases)
  func aLoopedSpinnerShowsNoSeam(style: Spinner.Style) throws {
    let animation = RingAnimation(ring: ProgressRing.mb, timeline: .spinner(Spinner(style: style, period: 1)))
    #expect(
      try animation.ring(at: 0).raster(on: RingCanvas(size: 64))
        == animation.ring(at: 1).raster(on: RingCanvas(size: 64)))
    let frames = try animation.frameTimes(fps: 10)
    #expect(
      try animation.ring(at: frames[1]).raster(on: RingCanvas(size: 64))
        != animation.ring(at: 0).raster(on: RingCanvas(size: 64)), "it moves")
  }

  /// A dot's colour is in the picture: the head at 12 o'clock in the progress colour, the dot
  /// at 3 o'clock faded most of the way to the track's, and nothing between neighbours.
  @Test func dotsShowTheirFade() throws {
    let ring = ProgressRing()
    let raster = try Spinner(style: .dots).ring(ring, at: 0).raster(on: RingCanvas(size: 200))
    let head = try #require(raster[100, 11])
    #expect(head.red == 0x25 && head.green == 0x63 && head.blue == 0xEB && head.alpha == 255)
    let third = try #require(raster[189, 100])
    let expected = ring.progressColor.mixed(with: ring.emptyLineColor, by: 0.75)
    #expect(abs(Double(third.red) - expected.red * 255) <= 1 && abs(Double(third.blue) - expected.blue * 255) <= 1)
    // Half-way between the first two dots, on their centre line: nothing.
    let gap = Angle.turns(1.0 / 16).point(radius: 89.5, around: Point(x: 100, y: 100))
    #expect(raster[Int(gap.x), Int(gap.y)]?.alpha == 0)
  }
}
