import RingKit
import RingSnapshotTesting
import Testing

/// Values at and past the ends of the range, and caps: the bugs other ring libraries keep
/// shipping (peers.md §4), each pinned by a reference image.
@Suite("Visual: values at the boundaries, and caps")
struct VisualBoundaryTests {
  /// No progress ink at 0, whatever the cap (MB #79 draws a round dot).
  @Test(arguments: LineCap.allCases)
  func valueZeroDrawsNoDot(cap: LineCap) {
    assertSnapshot(of: shape(0) { $0.progressCapType = cap }, size: 96, named: "\(cap.name)-cap")
  }

  @Test func valueZeroOnTheMBGaugeShowsOnlyTheTrack() {
    assertSnapshot(of: mbRing(0) { $0.showValueString = false }, size: 96)
  }

  /// A full sweep is a closed ring: no caps, no seam, no frame line across it, even when the
  /// frame colour differs from the fill.
  @Test func valueAtMaxIsAClosedRingWithoutASeam() {
    assertSnapshot(of: shape(30, of: 30), size: 96, named: "default")
    assertSnapshot(
      of: shape(100) {
        $0.progressStrokeColor = VisualColor.frame
        $0.emptyLineStrokeColor = VisualColor.frame
        $0.progressCapType = .square
      },
      size: 96, named: "framed-square-cap")
    assertSnapshot(of: mbRing(100) { $0.showValueString = false }, size: 96, named: "mb-gauge")
  }

  /// Values are clamped: above the maximum draws the full ring, below 0 draws nothing (MB
  /// draws extra turns and a wrapped arc).
  @Test func valuesOutsideTheRangeAreClamped() {
    assertSnapshot(of: shape(150), size: 96, named: "150-of-100")
    assertSnapshot(of: shape(-20), size: 96, named: "minus-20")
    assertSnapshot(of: shape(50) { $0.maxValue = 0 }, size: 96, named: "max-0")
  }

  /// Tiny values: a round or square cap still shows a sliver; butt shows a hairline.
  @Test(arguments: LineCap.allCases)
  func tinyValues(cap: LineCap) {
    assertSnapshot(of: shape(0.1) { $0.progressCapType = cap }, size: 96, named: "0.1-\(cap.name)")
  }

  @Test func onePercent() {
    assertSnapshot(of: shape(1), size: 96)
  }

  /// Near the maximum, round caps close the gap early; butt caps keep it.
  @Test(arguments: [LineCap.butt, .round])
  func ninetyNinePercent(cap: LineCap) {
    assertSnapshot(of: shape(99) { $0.progressCapType = cap }, size: 96, named: cap.name)
  }

  /// Every cap on each band, on a 270° arc, with thick bands in different colours.
  @Test(arguments: LineCap.allCases)
  func capsOnEachBand(progressCap: LineCap) {
    for emptyCap in LineCap.allCases {
      let ring = shape(40) {
        $0.progressAngle = 75
        $0.progressRotationAngle = 0
        $0.progressLineWidth = 16
        $0.emptyLineWidth = 16
        $0.emptyLineColor = VisualColor.track
        $0.emptyLineStrokeColor = VisualColor.track
        $0.progressCapType = progressCap
        $0.emptyCapType = emptyCap
      }
      assertSnapshot(of: ring, size: 96, named: "progress-\(progressCap.name)-empty-\(emptyCap.name)")
    }
  }
}
