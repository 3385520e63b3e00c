import RingCairo
import RingKit
import Testing

/// Pixel probes at known angles and radii on rendered rings.
@Suite("Rendering: pixel probes")
struct RasterProbeTests {
  private let blue = RingRaster.Pixel(ProgressRing().progressColor)
  private let grey = RingRaster.Pixel(ProgressRing().emptyLineColor)
  private let orange = RingRaster.Pixel(RingColor.uiKitOrange)
  private let center = Point(x: 128, y: 128)

  /// The default ring at 15 of 30 on 256 pt: r0 = 127, both bands centred on radius 118.
  @Test func defaultRingHalfFull() throws {
    let raster = try ProgressRing(value: 15, maxValue: 30).raster(on: RingCanvas(size: 256))
    #expect(raster.width == 256 && raster.height == 256)
    for degrees in [30.0, 90, 150] {
      #expect(raster.pixel(at: .degrees(degrees), radius: 118, center: center).isNear(blue), "\(degrees)°")
    }
    for degrees in [210.0, 270, 340] {
      #expect(raster.pixel(at: .degrees(degrees), radius: 118, center: center).isNear(grey), "\(degrees)°")
    }
    // Band edges: 118 ± 9, plus half a point of frame.
    #expect(raster.pixel(at: .degrees(90), radius: 109, center: center).isNear(blue))
    #expect(raster.pixel(at: .degrees(90), radius: 126.6, center: center).isNear(blue, tolerance: 120))
    #expect(raster.pixel(at: .degrees(90), radius: 107, center: center) == .transparent)
    #expect(raster[0, 0] == .transparent && raster[255, 255] == .transparent)
    #expect(raster.hasInk(x: 78..<178, y: 100..<156), "the label is drawn")
  }

  @Test func noTextWhenTheValueStringIsHidden() throws {
    var ring = ProgressRing(value: 15, maxValue: 30)
    ring.showValueString = false
    let raster = try ring.raster(on: RingCanvas(size: 256))
    #expect(!raster.hasInk(x: 54..<202, y: 54..<202))
  }

  /// MB's defaults at 55 %: the 288° gauge with its gap at the bottom, progress from 7:12.
  @Test func mbGauge() throws {
    var ring = ProgressRing.mb
    ring.value = 55
    let raster = try ring.raster(on: RingCanvas(size: 200))
    let center = Point(x: 100, y: 100)
    #expect(raster.pixel(at: .degrees(180), radius: 92, center: center) == .transparent, "gap at 6 o'clock")
    for degrees in [-120.0, -90, -30, 0] {
      #expect(raster.pixel(at: .degrees(degrees), radius: 92, center: center).isNear(orange), "\(degrees)°")
    }
    // Progress ends at −144° + 0.55 × 288° = 14.4°; the round cap reaches 7 pt (≈ 4.4°) further.
    #expect(raster.pixel(at: .degrees(60), radius: 96, center: center) == .transparent)
    #expect(raster.pixel(at: .degrees(90), radius: 92, center: center).alpha > 100, "the hairline track")
  }

  @Test(arguments: [
    (AppearanceType.overlaps, 96.0, 82.0),
    (.above, 96, 80),
    (.under, 88, 96),
  ])
  func appearanceTypesPlaceTheBands(type: AppearanceType, progressRadius: Double, trackRadius: Double) throws {
    var ring = ProgressRing.mb
    ring.value = 50
    ring.emptyLineWidth = 6
    ring.emptyLineColor = RingColor(rgb: 0x00AA00)
    ring.emptyLineStrokeColor = ring.emptyLineColor
    ring.progressAppearanceType = type
    let raster = try ring.raster(on: RingCanvas(size: 200))
    let center = Point(x: 100, y: 100)
    let green = RingRaster.Pixel(ring.emptyLineColor)
    // Where progress is drawn (−90°) it covers the track in overlaps; elsewhere (90°) only the track shows.
    #expect(raster.pixel(at: .degrees(-90), radius: progressRadius, center: center).isNear(orange))
    if type == .overlaps {
      #expect(raster.pixel(at: .degrees(90), radius: 92, center: center).isNear(green))
    } else {
      #expect(raster.pixel(at: .degrees(-90), radius: trackRadius, center: center).isNear(green))
      #expect(raster.pixel(at: .degrees(90), radius: progressRadius, center: center) == .transparent)
    }
  }

  @Test func rotationTurnsTheWholeRing() throws {
    var ring = ProgressRing.mb
    ring.value = 50
    ring.progressRotationAngle = 25  // the gap moves from 6 o'clock to 9 o'clock
    let raster = try ring.raster(on: RingCanvas(size: 200))
    let center = Point(x: 100, y: 100)
    #expect(raster.pixel(at: .degrees(270), radius: 92, center: center) == .transparent)
    // Progress now runs from 90° − 144° = −54° to 90°.
    #expect(raster.pixel(at: .degrees(-30), radius: 92, center: center).isNear(orange))
    #expect(raster.pixel(at: .degrees(80), radius: 92, center: center).isNear(orange))
    #expect(!raster.pixel(at: .degrees(180), radius: 92, center: center).isNear(orange, tolerance: 60))
  }

  @Test func counterClockwiseGrowsFromTheOtherEnd() throws {
    var ring = ProgressRing(value: 15, maxValue: 30)
    ring.clockwise = false
    let raster = try ring.raster(on: RingCanvas(size: 256))
    #expect(raster.pixel(at: .degrees(270), radius: 118, center: center).isNear(blue))
    #expect(raster.pixel(at: .degrees(90), radius: 118, center: center).isNear(grey))
  }

  @Test func scaleMultipliesPixels() throws {
    let ring = ProgressRing(value: 15, maxValue: 30)
    let raster = try ring.raster(on: RingCanvas(size: 128, scale: 2))
    #expect(raster.width == 256 && raster.height == 256)
    let center = Point(x: 64, y: 64)
    // On 128 pt: r0 = 63, centre line 54.
    #expect(raster.pixel(at: .degrees(90), radius: 54, center: center, scale: 2).isNear(blue))
    #expect(raster.pixel(at: .degrees(270), radius: 54, center: center, scale: 2).isNear(grey))
  }

  @Test func valuesOutsideTheRangeAreClamped() throws {
    let canvas = RingCanvas(size: 96)
    #expect(
      try ProgressRing(value: 45, maxValue: 30).raster(on: canvas)
        == ProgressRing(value: 30, maxValue: 30).raster(on: canvas))
    #expect(
      try ProgressRing(value: -5, maxValue: 30).raster(on: canvas)
        == ProgressRing(value: 0, maxValue: 30).raster(on: canvas))
  }

  @Test func valueZeroLeavesNoDot() throws {
    let raster = try ProgressRing.mb.raster(on: RingCanvas(size: 200))
    #expect(raster.count(near: orange, tolerance: 40) == 0)
  }

  @Test(arguments: [0.0, -30.0])
  func nonPositiveMaxValueDrawsNoProgress(maxValue: Double) throws {
    let raster = try ProgressRing(value: 10, maxValue: maxValue).raster(on: RingCanvas(size: 128))
    #expect(raster.count(near: blue) == 0)
    #expect(raster.count(near: grey) > 1000)
  }

  /// At value = max the band is a closed ring: no caps, so no frame line across the seam.
  @Test func fullRingHasNoSeam() throws {
    var ring = ProgressRing(value: 30, maxValue: 30)
    ring.progressStrokeColor = .black
    let raster = try ring.raster(on: RingCanvas(size: 256))
    for radius in stride(from: 111.0, through: 125, by: 1) {
      for degrees in [-1.0, 0, 1] {
        #expect(
          raster.pixel(at: .degrees(degrees), radius: radius, center: center).isNear(blue), "r \(radius) at \(degrees)°"
        )
      }
    }
  }

  /// A point 2° before the start (about 4 pt at radius 118): only caps reach it.
  @Test(arguments: [(LineCap.butt, false), (.round, true), (.square, true)])
  func capsReachPastTheEnds(cap: LineCap, reaches: Bool) throws {
    var ring = ProgressRing(value: 15, maxValue: 30)
    ring.progressCapType = cap
    let raster = try ring.raster(on: RingCanvas(size: 256))
    let pixel = raster.pixel(at: .degrees(-2), radius: 118, center: center)
    #expect(pixel.isNear(reaches ? blue : grey), "\(cap.name): \(pixel)")
    // The square cap's corner is drawn where the round cap's arc is not.
    let corner = raster.pixel(at: .degrees(-3.5), radius: 125.5, center: center)
    #expect(corner.isNear(blue, tolerance: 60) == (cap == .square), "\(cap.name) corner: \(corner)")
  }

  @Test func bandsAreFramedInTheirStrokeColour() throws {
    var ring = ProgressRing(value: 15, maxValue: 30)
    ring.progressStrokeColor = RingColor(rgb: 0xFF0000)
    let raster = try ring.raster(on: RingCanvas(size: 256))
    // The outline is at radius 127; the 1-pt frame straddles it.
    let edge = raster.pixel(at: .degrees(90), radius: 127, center: center)
    #expect(edge.red > 200 && Int(edge.red) > 2 * Int(edge.blue), "\(edge)")
    #expect(raster.pixel(at: .degrees(90), radius: 118, center: center).isNear(blue))
  }

  /// The default preset gives a band one colour: a fill colour alone also colours its frame.
  /// At scale 4 the frame straddling the outline at radius 127 is 4 px wide, so a probe at
  /// 127.3 pt is frame only; the track is probed where progress does not reach.
  @Test func aFillColourAloneColoursTheFrameToo() throws {
    let red = RingColor(rgb: 0xEF4444)
    let green = RingColor(rgb: 0x22C55E)
    var ring = ProgressRing(value: 15, maxValue: 30)
    ring.progressColor = red
    ring.emptyLineColor = green
    #expect(ring.progressStrokeColor == nil && ring.resolvedProgressStrokeColor == red)
    let raster = try ring.raster(on: RingCanvas(size: 256, scale: 4))
    for radius in [127.3, 108.7] {
      let progress = raster.pixel(at: .degrees(90), radius: radius, center: center, scale: 4)
      #expect(progress.isNear(RingRaster.Pixel(red), tolerance: 40), "progress frame at \(radius): \(progress)")
      let track = raster.pixel(at: .degrees(270), radius: radius, center: center, scale: 4)
      #expect(track.isNear(RingRaster.Pixel(green), tolerance: 40), "track frame at \(radius): \(track)")
    }
    #expect(raster.count(near: blue, tolerance: 60) == 0, "no blue frame")
    #expect(raster.count(near: grey, tolerance: 20) == 0, "no grey frame")
  }

  /// The mb preset keeps MB's separate frame colours: a fill colour alone leaves the frame orange.
  @Test func theMBPresetKeepsItsFrameColours() throws {
    var ring = ProgressRing.mb
    ring.value = 55
    ring.progressColor = RingColor(rgb: 0x0000FF)
    let raster = try ring.raster(on: RingCanvas(size: 200, scale: 4))
    let center = Point(x: 100, y: 100)
    // The 14-pt band on radius 92: its outline is at 99, the frame 98.5…99.5.
    let frame = raster.pixel(at: .degrees(-90), radius: 99.3, center: center, scale: 4)
    #expect(frame.isNear(orange, tolerance: 40), "\(frame)")
    let fill = raster.pixel(at: .degrees(-90), radius: 92, center: center, scale: 4)
    #expect(fill.isNear(RingRaster.Pixel(ring.progressColor)), "\(fill)")
  }

  @Test func backgroundFillsTheCanvas() throws {
    let raster = try ProgressRing().raster(on: RingCanvas(size: 64, background: .white))
    #expect(raster[0, 0] == RingRaster.Pixel(.white))
    #expect(raster.isOpaque)
  }
}

/// Same-colour opaque bands are drawn as one fill of the outline grown by half the frame;
/// that must look like MB's fill followed by a 1-pt frame.
@Suite("Rendering: one fill for same-colour frames")
struct FrameShortcutTests {
  @Test(arguments: LineCap.allCases)
  func oneFillMatchesFillAndFrame(cap: LineCap) throws {
    var ring = ProgressRing(value: 11, maxValue: 30)
    ring.progressCapType = cap
    ring.emptyCapType = cap
    ring.progressAngle = 80
    ring.showValueString = false
    let canvas = RingCanvas(size: 128)
    let shortcut = try ring.raster(on: canvas)
    // A frame colour one level off takes the fill-then-stroke path.
    ring.progressStrokeColor = RingColor(
      red: ring.progressColor.red, green: ring.progressColor.green, blue: ring.progressColor.blue + 1.0 / 255)
    ring.emptyLineStrokeColor = RingColor(
      red: ring.emptyLineColor.red, green: ring.emptyLineColor.green, blue: ring.emptyLineColor.blue - 1.0 / 255)
    let framed = try ring.raster(on: canvas)
    var largest = 0
    var total = 0
    for y in 0..<canvas.pixelHeight {
      for x in 0..<canvas.pixelWidth {
        let distance = shortcut[x, y]!.premultipliedDistance(to: framed[x, y]!)
        largest = max(largest, distance)
        total += distance
      }
    }
    // Only anti-aliased edge pixels differ (Cairo flattens a stroke's offset curve and a fill's
    // arc slightly differently), by under a tenth of a pixel's coverage; a frame of the wrong
    // width would differ by half a pixel or more all along the edges.
    #expect(largest <= 24, "largest difference \(largest)")
    let mean = Double(total) / Double(canvas.pixelWidth * canvas.pixelHeight)
    #expect(mean < 0.5, "mean difference \(mean)")
  }
}

@Suite("Rendering: extreme inputs")
struct ExtremeInputTests {
  /// The rotation has a period of 100; 10¹⁸ is a whole number of turns.
  @Test func hugeRotationsAreReducedFirst() throws {
    var ring = ProgressRing.mb
    ring.value = 50
    let canvas = RingCanvas(size: 64)
    let plain = try ring.raster(on: canvas)
    ring.progressRotationAngle = 1e18
    #expect(try ring.raster(on: canvas) == plain)
    ring.progressRotationAngle = 125
    let quarter = try ring.raster(on: canvas)
    ring.progressRotationAngle = 25
    #expect(try ring.raster(on: canvas) == quarter)
  }

  /// A progress band wider than its ring reaches past the centre, as a stroke would.
  @Test func thickBandsReachPastTheCentre() throws {
    var ring = ProgressRing(value: 25, maxValue: 100)
    ring.progressLineWidth = 90
    ring.progressCapType = .butt
    ring.showValueString = false
    let raster = try ring.raster(on: RingCanvas(size: 120))
    // r0 = 59, centre line at 59 − 45 = 14; the far lobe reaches 45 − 14 = 31 pt past the centre
    // at 6 to 9 o'clock, beyond the 18-pt track (radius 14 ± 9.5).
    let blue = RingRaster.Pixel(ring.progressColor)
    #expect(raster.pixel(at: .degrees(225), radius: 27, center: Point(x: 60, y: 60)).isNear(blue))
    #expect(raster.pixel(at: .degrees(135), radius: 27, center: Point(x: 60, y: 60)) == .transparent)
  }

  @Test func fontsTooLargeForTheRasterAreInvalid() {
    var ring = ProgressRing(value: 5)
    ring.valueFontSize = 10_000
    #expect(throws: RenderError.self) { try ring.pngData(on: RingCanvas(size: 100, scale: 2)) }
    #expect(throws: Never.self) { try ring.svgData(on: RingCanvas(size: 100, scale: 2)) }
  }
}
