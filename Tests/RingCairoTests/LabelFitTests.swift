import RingKit
import Testing

@testable import RingCairo

/// Red text over blue bands on a transparent canvas, so text ink is told from band ink.
private func redText(_ ring: ProgressRing) -> ProgressRing {
  var ring = ring
  ring.fontColor = RingColor(rgb: 0xFF0000)
  ring.captionColor = RingColor(rgb: 0xFF0000)
  ring.progressColor = RingColor(rgb: 0x0000FF)
  ring.progressStrokeColor = RingColor(rgb: 0x0000FF)
  ring.emptyLineColor = RingColor(rgb: 0x0000FF)
  ring.emptyLineStrokeColor = RingColor(rgb: 0x0000FF)
  return ring
}

/// "1840 minutes": a long label that overflows the default ring at every size.
private let minutes = ProgressRing(value: 1840, maxValue: 3000).with {
  $0.label = "{value}{unit}"
  $0.unitString = " minutes"
}

/// docs/cli.md's spec example (`mb` preset, "42 of 120"), asked to shrink.
private let specExample = ProgressRing.mb.with {
  $0.value = 42
  $0.maxValue = 120
  $0.progressCapType = .butt
  $0.label = "{value} of {max}"
  $0.labelFit = .shrink
}

private func corners(of box: Rect) -> [Point] {
  [
    Point(x: box.x, y: box.y), Point(x: box.x + box.width, y: box.y), Point(x: box.x, y: box.y + box.height),
    Point(x: box.x + box.width, y: box.y + box.height),
  ]
}

extension Point {
  fileprivate func distance(to other: Point) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }
}

@Suite("Text: fitting inside the ring")
struct LabelFitTests {
  /// The farthest a red (text) pixel's far corner is from the centre, in points.
  private func farthestTextInk(_ raster: RingRaster, center: Point) -> Double {
    var farthest = 0.0
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        guard let pixel = raster[x, y], pixel.alpha > 64, pixel.red > 3 * Int(pixel.blue) / 2 else { continue }
        // The pixel's corner farthest from the centre.
        let dx = max(abs(Double(x) - center.x), abs(Double(x + 1) - center.x))
        let dy = max(abs(Double(y) - center.y), abs(Double(y + 1) - center.y))
        farthest = max(farthest, (dx * dx + dy * dy).squareRoot())
      }
    }
    return farthest
  }

  @Test(arguments: [64.0, 128, 256])
  func shrunkTextStaysInsideTheInnerEdge(size: Double) throws {
    for base in [minutes, specExample] {
      let ring = redText(base)
      let layout = try RingLayout(ring: ring, width: size, height: size)
      let text = try #require(layout.text)
      let fit = try #require(text.fit)
      let radii = [layout.track, layout.progress].compactMap { $0?.innerRadius }
      let edge = try #require(radii.min()) - 0.5
      let padding = ring.labelPadding(canvasSide: size)
      #expect(abs(fit.radius - (edge - padding)) < 1e-9, "the circle is the inner edge less the padding")

      // Pango's ink box lies inside the circle…
      let measured = try TextLayout(measuring: text)
      let unfitted = try ring.with { $0.labelFit = .none }.raster(on: RingCanvas(size: size))
      var natural = text
      natural.fit = nil
      let overflows = try corners(of: TextLayout(measuring: natural).inkBox).contains {
        fit.center.distance(to: $0) > fit.radius
      }
      #expect(overflows || size == 256, "\(base.label ?? "") overflows at \(size) pt")
      #expect(overflows ? measured.scale < 1 : measured.scale == 1, "shrunk only when it overflows")
      for corner in corners(of: measured.inkBox) {
        let distance = fit.center.distance(to: corner)
        #expect(distance <= fit.radius + 1e-3, "ink corner at \(distance) pt of \(fit.radius)")
      }
      // …and so are the pixels (an antialiased pixel may reach one pixel past the box).
      let raster = try ring.raster(on: RingCanvas(size: size))
      #expect(farthestTextInk(raster, center: layout.center) <= fit.radius + 1.5)
      // Without the fit, the same label's ink leaves the padded circle where it must shrink.
      if overflows { #expect(farthestTextInk(unfitted, center: layout.center) > fit.radius) }
    }
  }

  /// Shrinking scales every run by one factor: the runs keep their ratio.
  @Test func runsKeepTheirRatio() throws {
    let layout = try RingLayout(ring: minutes, width: 128, height: 128)
    let measured = try TextLayout(measuring: try #require(layout.text))
    let sizes = measured.runs.map(\.run.fontSize)
    let asked = try #require(layout.text).runs.map(\.fontSize)
    #expect(sizes.count == 2)
    #expect(abs(sizes[0] / sizes[1] - asked[0] / asked[1]) < 1e-9)
    #expect(abs(sizes[0] - asked[0] * measured.scale) < 1e-9)
  }

  /// A 170-character label shrinks no further than 8 px and is cut short with Pango's
  /// ellipsis: its ink stays inside the fit circle (it ran across the band at 1.8 pt), in the
  /// PNG at scale 1 and 2, and the SVG writes what Pango shows.
  @Test(arguments: [1.0, 2])
  func aLongLabelStopsAtEightPixelsAndEndsInAnEllipsis(scale: Double) throws {
    let sentence = "of the quarterly revenue target reached across every region and product line"
    let long = "{percent}% \(sentence), and \(sentence) so far"
    let ring = redText(ProgressRing(value: 60).with { $0.label = long })
    let canvas = RingCanvas(size: 256, scale: scale)
    let layout = try RingLayout(ring: ring, width: 256, height: 256, scale: scale)
    let text = try #require(layout.text)
    let fit = try #require(text.fit)
    #expect(fit.minimumFontSize == 8 / scale)
    let measured = try TextLayout(measuring: text)
    let sizes = measured.runs.map(\.run.fontSize)
    #expect(abs((sizes.min() ?? 0) - 8 / scale) < 1e-9, "\(sizes)")
    #expect(measured.isCutShort && measured.runs.last?.run.text.hasSuffix("…") == true)
    #expect(!measured.runs.map(\.run.text).joined().contains("so far"))
    for corner in [
      Point(x: measured.inkBox.x, y: measured.inkBox.y),
      Point(x: measured.inkBox.x + measured.inkBox.width, y: measured.inkBox.y + measured.inkBox.height),
    ] {
      #expect(fit.center.distance(to: corner) <= fit.radius + 1e-3, "ink corner \(corner)")
    }
    let raster = try ring.raster(on: canvas)
    let farthest = farthestTextInk(raster, center: Point(x: 128 * scale, y: 128 * scale)) / scale
    #expect(farthest <= fit.radius + 1.5 / scale, "text ink \(farthest) pt from the centre, circle \(fit.radius)")
    #expect(try ring.ellipsizesText(on: canvas))
    if scale == 1 {
      let svg = try ring.svg(on: RingCanvas(size: 256))
      #expect(svg.contains("…</tspan></text>") && !svg.contains("so far"), "\(svg)")
    }
  }

  /// Text that fits once shrunk above the floor is not cut.
  @Test func shrunkTextAboveTheFloorKeepsEveryCharacter() throws {
    let ring = minutes
    let text = try #require(try RingLayout(ring: ring, width: 256, height: 256).text)
    let measured = try TextLayout(measuring: text)
    #expect(measured.scale < 1 && !measured.isCutShort)
    #expect(measured.runs.map(\.run.text).joined() == "1840 minutes")
    #expect(try !ring.ellipsizesText(on: RingCanvas(size: 256)))
  }

  /// A label that fits is drawn exactly as without the fit.
  @Test(arguments: [128.0, 256])
  func aLabelThatFitsIsUntouched(size: Double) throws {
    let ring = ProgressRing(value: 50)
    #expect(try TextLayout(measuring: try #require(RingLayout(ring: ring, width: size, height: size).text)).scale == 1)
    #expect(
      try ring.raster(on: RingCanvas(size: size))
        == ring.with { $0.labelFit = .none }.raster(on: RingCanvas(size: size)))
  }

  /// The caption's line box starts where the label's ends; its baseline is lower by the
  /// label's descent plus the caption's ascent, and it is drawn in its own colour.
  @Test func theCaptionSitsUnderTheLabel() throws {
    var ring = ProgressRing(value: 50)
    ring.caption = "of the budget"
    ring.captionColor = RingColor(rgb: 0xFF0000)
    ring.fontColor = RingColor(rgb: 0x0000FF)
    let layout = try RingLayout(ring: ring, width: 256, height: 256)
    let text = try #require(layout.text)
    #expect(text.caption?.run.fontSize == 254.0 / 12)
    let measured = try TextLayout(measuring: text)
    #expect(measured.scale == 1, "both lines fit at 256 pt")
    let caption = try #require(measured.caption)
    #expect(abs(caption.origin.y - (measured.label.origin.y + measured.label.height)) < 1e-9)
    #expect(caption.baseline > measured.label.baseline + 10)
    #expect(caption.inkBox.y > measured.label.inkBox.y + measured.label.inkBox.height)
    // The label is where it is without a caption.
    let alone = try TextLayout(
      measuring: try #require(RingLayout(ring: ProgressRing(value: 50), width: 256, height: 256).text))
    #expect(alone.label.baseline == measured.label.baseline && alone.label.inkBox == measured.label.inkBox)

    // Pixels: red (caption) ink lies below all blue (label) ink inside the ring.
    let raster = try ring.raster(on: RingCanvas(size: 256))
    var labelBottom = 0
    var captionTop = Int.max
    for y in 40..<216 {
      for x in 40..<216 {
        guard let pixel = raster[x, y], pixel.alpha > 128 else { continue }
        if pixel.red > 200 && pixel.blue < 60 { captionTop = min(captionTop, y) }
        if pixel.blue > 200 && pixel.red < 60 && pixel.green < 60 { labelBottom = max(labelBottom, y) }
      }
    }
    #expect(captionTop > labelBottom, "caption ink from row \(captionTop), label ink to row \(labelBottom)")

    let svg = try ring.svg(on: RingCanvas(size: 256))
    #expect(svg.contains(">of the budget</tspan></text>") && svg.contains("fill=\"#FF0000\">"))
  }

  /// A long caption shrinks on its own: the label keeps the size it has without it (39 px of
  /// ink at 256, where the caption used to take it down to 11), and the caption fits under it.
  @Test func aLongCaptionShrinksOnItsOwn() throws {
    var ring = ProgressRing(value: 50)
    ring.caption = "of the quarterly budget for marketing"
    let layout = try RingLayout(ring: ring, width: 256, height: 256)
    let text = try #require(layout.text)
    let measured = try TextLayout(measuring: text)
    #expect(measured.scale == 1)
    #expect(measured.runs[0].run.fontSize == text.runs[0].fontSize)
    let caption = try #require(measured.caption)
    #expect(caption.runs[0].run.fontSize < (text.caption?.run.fontSize ?? 0) * 0.9)
    let fit = try #require(text.fit)
    let box = caption.inkBox
    for (x, y) in [(box.x, box.y), (box.x + box.width, box.y + box.height)] {
      #expect(
        ((x - fit.center.x) * (x - fit.center.x) + (y - fit.center.y) * (y - fit.center.y)).squareRoot() <= fit.radius)
    }
    #expect(!measured.isCutShort)
  }
}
