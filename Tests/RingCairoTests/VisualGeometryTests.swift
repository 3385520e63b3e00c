import RingKit
import RingSnapshotTesting
import Testing

/// Arcs, rotation, direction, widths, padding, colours and canvases.
@Suite("Visual: geometry and colour")
struct VisualGeometryTests {
  @Test(arguments: AppearanceType.allCases)
  func appearanceTypes(type: AppearanceType) {
    let ring = shape(60) {
      $0.progressAppearanceType = type
      $0.progressLineWidth = 10
      $0.emptyLineWidth = 5
      $0.emptyLineColor = VisualColor.teal
      $0.emptyLineStrokeColor = VisualColor.teal
      $0.progressCapType = .butt
    }
    assertSnapshot(of: ring, size: 96, named: type.name)
  }

  /// `progressAngle` (the track's length) with `progressRotationAngle` (where it sits).
  @Test(arguments: [(100.0, 0.0), (80, 0), (80, 50), (50, 0), (50, 25), (50, 75), (30, 12.5), (0, 0)])
  func arcAndRotation(angle: Double, rotation: Double) {
    let ring = shape(60) {
      $0.progressAngle = angle
      $0.progressRotationAngle = rotation
      $0.emptyLineColor = VisualColor.track
      $0.emptyLineStrokeColor = VisualColor.track
    }
    assertSnapshot(
      of: ring, size: 96, named: "arc-\(FixedPoint.compact(angle))-rotation-\(FixedPoint.compact(rotation))")
  }

  /// Counter-clockwise is the mirror image: progress starts at the track's other end (MB PR
  /// #65), and so does the cap.
  @Test func counterClockwise() {
    assertSnapshot(of: shape(15, of: 30) { $0.clockwise = false }, size: 96, named: "full-ring")
    assertSnapshot(
      of: mbRing(30) {
        $0.clockwise = false
        $0.showValueString = false
      }, size: 96, named: "mb-gauge")
  }

  @Test func lineWidths() {
    assertSnapshot(
      of: shape(40) {
        $0.progressLineWidth = 1
        $0.emptyLineWidth = 1
      }, size: 96, named: "hairlines")
    assertSnapshot(
      of: shape(40) {
        $0.progressLineWidth = 36
        $0.emptyLineWidth = 36
      }, size: 96, named: "thick")
    assertSnapshot(
      of: shape(40) {
        $0.progressLineWidth = 20
        $0.emptyLineWidth = 6
      }, size: 96, named: "progress-wider")
    assertSnapshot(of: shape(40) { $0.progressLineWidth = 0 }, size: 96, named: "no-progress-band")
    assertSnapshot(of: shape(40) { $0.emptyLineWidth = 0 }, size: 96, named: "no-track")
  }

  @Test func borderPadding() {
    assertSnapshot(of: shape(70) { $0.borderPadding = 16 }, size: 96, named: "16")
    assertSnapshot(of: shape(70) { $0.borderPadding = -6 }, size: 96, named: "minus-6")
  }

  /// MB frames each band with a 1-pt stroke in its own colour; translucent bands overlap.
  @Test func strokeAndTranslucentColours() {
    let framed = shape(45) {
      $0.progressStrokeColor = VisualColor.frame
      $0.emptyLineStrokeColor = RingColor(rgb: 0x111827)
      $0.progressLineWidth = 14
      $0.emptyLineWidth = 14
    }
    assertSnapshot(of: framed, size: 96, named: "framed")
    let translucent = shape(45) {
      $0.progressColor = RingColor(red: 0.15, green: 0.39, blue: 0.92, alpha: 0.5)
      $0.progressStrokeColor = $0.progressColor
      $0.emptyLineColor = RingColor(red: 0.86, green: 0.15, blue: 0.15, alpha: 0.4)
      $0.emptyLineStrokeColor = $0.emptyLineColor
      $0.progressAppearanceType = .overlaps
      $0.progressLineWidth = 18
      $0.emptyLineWidth = 10
    }
    assertSnapshot(of: translucent, size: 96, named: "translucent")
  }

  @Test func canvases() {
    assertSnapshot(of: shape(35), size: 96, background: RingColor(rgb: 0x0F172A), named: "dark-background")
    assertSnapshot(of: shape(35), on: RingCanvas(width: 160, height: 96), named: "wide")
    assertSnapshot(of: shape(35), on: RingCanvas(width: 72, height: 120), named: "tall")
    assertSnapshot(of: shape(35), size: 128, scale: 2, named: "scale-2")
  }
}
