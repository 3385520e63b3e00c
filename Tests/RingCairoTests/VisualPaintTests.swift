import RingKit
import RingSnapshotTesting
import Testing

/// Gradients along the arc, thresholds and the centre fill, as references.
@Suite("Visual: paint")
struct VisualPaintTests {
  private static let traffic = try! RingGradient(parsing: "#22c55e, #eab308 60%, #ef4444")
  private static let sunset = try! RingGradient(parsing: "#6366f1, #ec4899, #f59e0b")

  @Test func progressGradients() {
    assertSnapshot(
      of: shape(70) { $0.progressGradient = RingGradient([.init(rgb: 0xFF0000), .init(rgb: 0x0000FF)]) },
      size: 96, named: "two-stops")
    assertSnapshot(of: shape(70) { $0.progressGradient = Self.traffic }, size: 96, named: "positioned-stops")
    assertSnapshot(of: shape(100) { $0.progressGradient = Self.sunset }, size: 96, named: "full-sweep")
    assertSnapshot(
      of: shape(100) {
        $0.progressGradient = Self.sunset
        $0.gradientInterpolation = .oklab
      }, size: 96, named: "full-sweep-oklab")
    assertSnapshot(of: shape(100) { $0.progressGradient = Self.sunset }, size: 96, scale: 2, named: "full-sweep-2x")
  }

  @Test func spansDirectionsAndCaps() {
    assertSnapshot(
      of: mbRing(60) {
        $0.progressGradient = Self.traffic
        $0.gradientSpan = .track
        $0.progressLineWidth = 12
        $0.showValueString = false
      }, size: 96, named: "mb-track-span")
    assertSnapshot(
      of: shape(60) {
        $0.progressGradient = Self.traffic
        $0.clockwise = false
      }, size: 96, named: "counterclockwise")
    assertSnapshot(
      of: shape(45) {
        $0.progressGradient = try! RingGradient(parsing: "#0ea5e9 0%, #0ea5e9 50%, #a855f7 50%, #a855f7")
        $0.progressCapType = .square
        $0.progressAngle = 80
        $0.progressRotationAngle = 0
        $0.emptyLineColor = VisualColor.track
        $0.emptyLineStrokeColor = VisualColor.track
      }, size: 96, named: "hard-stops-square-caps")
  }

  @Test func trackGradientsAndTranslucency() {
    assertSnapshot(
      of: shape(35) {
        $0.emptyLineGradient = try! RingGradient(parsing: "#e0f2fe, #c7d2fe")
        $0.progressGradient = try! RingGradient(parsing: "#0284c7, #4f46e5")
        $0.gradientSpan = .track
      }, size: 96, named: "track-and-progress")
    assertSnapshot(
      of: shape(80) {
        $0.progressGradient = try! RingGradient(parsing: "rgba(220, 38, 38, 0.2), rgba(220, 38, 38, 0.9)")
        $0.progressLineWidth = 24
      }, size: 96, background: .white, named: "translucent")
  }

  @Test(arguments: [65.0, 75, 95])
  func thresholds(value: Double) {
    assertSnapshot(
      of: shape(value) { $0.thresholds = try! RingThreshold.parseList("70:#f59e0b, 90:#dc2626") }, size: 64,
      named: "value-\(Int(value))")
  }

  @Test func blendedThresholdAndCentreFill() {
    assertSnapshot(
      of: shape(80) {
        $0.thresholds = try! RingThreshold.parseList("70:#f59e0b, 90:#dc2626")
        $0.thresholdBlend = true
      }, size: 64, named: "blend-80")
    assertSnapshot(
      of: mbRing(40) {
        $0.centerColor = RingColor(rgb: 0xFEF3C7)
        $0.showValueString = false
      }, size: 96, named: "centre-fill-mb")
    assertSnapshot(of: shape(55) { $0.centerColor = RingColor(rgb: 0x1E293B) }, size: 96, named: "centre-fill-default")
  }
}

/// Shadows and glows, as references.
@Suite("Visual: shadow and glow")
struct VisualShadowTests {
  @Test func shadowAndGlow() {
    assertSnapshot(
      of: shape(70) { $0.shadow = RingShadow(offset: Point(x: 0, y: 3), blur: 6) }, size: 96, named: "shadow")
    assertSnapshot(
      of: shape(70) {
        $0.glow = RingGlow(blur: 8)
        $0.progressColor = RingColor(rgb: 0x22D3EE)
        $0.progressStrokeColor = RingColor(rgb: 0x22D3EE)
      }, size: 96, background: RingColor(rgb: 0x0F172A), named: "glow-on-dark")
    assertSnapshot(
      of: shape(85) {
        $0.progressGradient = try! RingGradient(parsing: "#6366f1, #ec4899")
        $0.shadow = RingShadow(
          offset: Point(x: 2, y: 4), blur: 8, color: RingColor(red: 0.39, green: 0.4, blue: 0.95, alpha: 0.4))
      }, size: 96, scale: 2, named: "gradient-with-shadow-2x")
  }
}
