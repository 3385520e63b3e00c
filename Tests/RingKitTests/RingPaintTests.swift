import Foundation
import RingKit
import Testing

/// Gradients, conic pieces, colour blending, thresholds and the drawing plan, as values.
@Suite("Paint: gradients, thresholds, the drawing plan")
struct RingPaintTests {
  private let red = RingColor(rgb: 0xFF0000)
  private let blue = RingColor(rgb: 0x0000FF)

  @Test func stopsAreParsedAndPlacedAsCSSPlacesThem() throws {
    let gradient = try RingGradient(parsing: "#22c55e, rgb(234, 179, 8) 60%, #ef4444")
    #expect(
      gradient.stops.map(\.color) == [RingColor(rgb: 0x22C55E), RingColor(rgb: 0xEAB308), RingColor(rgb: 0xEF4444)])
    #expect(gradient.locations == [0, 0.6, 1])
    // Unplaced stops spread evenly between their placed neighbours.
    #expect(try RingGradient(parsing: "red, blue, lime 40%, white, black").locations == [0, 0.2, 0.4, 0.7, 1])
    #expect(try RingGradient(parsing: "red 10%, blue 10%, lime").locations == [0.1, 0.1, 1])
  }

  @Test(arguments: [
    ("red", "needs 2 to 64 colour stops, not 1"),
    ("red, blurple", "stop 2: 'blurple' is not a colour (\(RingColor.acceptedForms))"),
    ("red 50%, blue 20%", "stop 2: position 20% comes before the previous stop's 50%"),
    ("red, blue 120%", "stop 2: position 120% is outside 0…100%"),
    ("red, blue x%", "stop 2: 'x%' is not a position in percent"),
    ("red,, blue", "stop 2 is empty"),
  ])
  func badStopsAreNamed(text: String, reason: String) {
    #expect(throws: RingValidationError(property: "gradient", keys: [], reason: reason)) {
      try RingGradient(parsing: text)
    }
  }

  @Test func sixtyFourStopsAreTheMost() throws {
    let colors = Array(repeating: "red", count: 64).joined(separator: ",")
    #expect(try RingGradient(parsing: colors).stops.count == 64)
    #expect(throws: RingValidationError.self) { try RingGradient(parsing: colors + ",blue") }
  }

  @Test func blendingIsPremultipliedAsInCSS() {
    // Towards a transparent stop the colour keeps its hue and fades, instead of greying.
    let fading = red.mixed(with: RingColor(red: 0, green: 0, blue: 1, alpha: 0), by: 0.5)
    #expect(fading == RingColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    let middle = red.mixed(with: blue, by: 0.25)
    #expect(middle == RingColor(red: 0.75, green: 0, blue: 0.25))
    // OKLab keeps the middle of red → blue brighter than sRGB's dull purple.
    let oklab = red.mixed(with: blue, by: 0.5, in: .oklab)
    #expect(oklab.red + oklab.green + oklab.blue > middle.red + middle.green + middle.blue + 0.2, "\(oklab)")
    #expect(
      red.mixed(with: blue, by: 0, in: .oklab).red > 0.999 && red.mixed(with: blue, by: 1, in: .oklab).blue > 0.999)
  }

  @Test func conicColoursFollowTheAngleAndHoldTheEndsOverTheGap() {
    let conic = ConicGradient(
      gradient: RingGradient([red, blue]), center: .zero, innerRadius: 5, outerRadius: 10, start: .zero,
      sweep: .degrees(180))
    #expect(conic.color(at: .degrees(90)) == RingColor(red: 0.5, green: 0, blue: 0.5))
    #expect(conic.color(at: .degrees(200)) == blue, "just past the end: the last colour")
    #expect(conic.color(at: .degrees(-20)) == red, "just before the start: the first colour")
    #expect(conic.color(at: .degrees(269)) == blue && conic.color(at: .degrees(271)) == red, "the gap splits in half")
    // Counter-clockwise sweeps run the other way.
    let mirrored = ConicGradient(
      gradient: RingGradient([red, blue]), center: .zero, innerRadius: 5, outerRadius: 10, start: .zero,
      sweep: .degrees(-90))
    #expect(mirrored.color(at: .degrees(-45)) == RingColor(red: 0.5, green: 0, blue: 0.5))
  }

  /// The pieces tile the whole turn, break at every stop (so hard stops stay hard) and at
  /// both ends of the sweep, and each is at most the width asked for.
  @Test(arguments: [(90.0, GradientInterpolation.srgb), (6, .srgb), (90, .oklab)])
  func piecesTileTheTurn(maximum: Double, interpolation: GradientInterpolation) throws {
    let gradient = try RingGradient(parsing: "red, lime 25%, blue 25%, white")
    let conic = ConicGradient(
      gradient: gradient, interpolation: interpolation, center: .zero, innerRadius: 0, outerRadius: 10,
      start: .degrees(30), sweep: .degrees(200))
    let pieces = conic.pieces(maximumSweep: .degrees(maximum))
    let limit = interpolation == .oklab ? 4.0 : maximum
    #expect(abs(pieces[0].from.radians - Angle.degrees(30).radians) < 1e-12)
    for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(abs(a.to.radians - b.from.radians) < 1e-12) }
    #expect(abs(pieces.last!.to.radians - Angle.degrees(390).radians) < 1e-12)
    #expect(pieces.allSatisfy { ($0.to.radians - $0.from.radians) <= Angle.degrees(limit).radians + 1e-9 })
    // The hard stop at 25 % (80°): one piece ends lime, the next begins blue.
    let hard = Angle.degrees(80).radians
    let ending = try #require(pieces.first { abs($0.to.radians - hard) < 1e-9 })
    let starting = try #require(pieces.first { abs($0.from.radians - hard) < 1e-9 })
    #expect(ending.toColor == RingColor(rgb: 0x00FF00) && starting.fromColor == blue)
    // Each piece's end colours are the gradient's colours there.
    for piece in pieces where piece.to.radians < Angle.degrees(229).radians && piece.from.radians > hard {
      let mid = Angle(radians: (piece.from.radians + piece.to.radians) / 2)
      let expected = conic.color(at: mid)
      let linear = piece.fromColor.mixed(with: piece.toColor, by: 0.5)
      #expect(abs(expected.red - linear.red) < 0.01 && abs(expected.blue - linear.blue) < 0.01)
    }
  }

  @Test func thresholdsParseStepAndBlend() throws {
    let list = try RingThreshold.parseList("70:#f59e0b, 90%: rgb(220, 38, 38)")
    #expect(
      list == [
        .init(percent: 70, color: RingColor(rgb: 0xF59E0B)), .init(percent: 90, color: RingColor(rgb: 0xDC2626)),
      ])
    func color(_ value: Double, blend: Bool = false) throws -> RingPaint? {
      var ring = ProgressRing(value: value)
      ring.thresholds = list
      ring.thresholdBlend = blend
      return try RingLayout(ring: ring, width: 100, height: 100).progress?.fill
    }
    #expect(try color(69.9) == .solid(ProgressRing().progressColor))
    #expect(try color(70) == .solid(RingColor(rgb: 0xF59E0B)))
    #expect(try color(89.99) == .solid(RingColor(rgb: 0xF59E0B)))
    #expect(try color(90) == .solid(RingColor(rgb: 0xDC2626)))
    let halfway = RingColor(rgb: 0xF59E0B).mixed(with: RingColor(rgb: 0xDC2626), by: 0.5)
    #expect(try color(80, blend: true) == .solid(halfway))
    #expect(
      try color(35, blend: true) == .solid(ProgressRing().progressColor.mixed(with: RingColor(rgb: 0xF59E0B), by: 0.5)))
    #expect(try color(100, blend: true) == .solid(RingColor(rgb: 0xDC2626)))
  }

  @Test(arguments: [
    ("70:#f59e0b, 60:red", "threshold 2: 60% must be above the previous 70%"),
    ("101:red", "threshold 1: 101% is outside 0…100%"),
    ("70 red", "threshold 1: '70 red' is not PERCENT:COLOR"),
    ("x:red", "threshold 1: 'x' is not a percentage"),
    ("70:blurple", "threshold 1: 'blurple' is not a colour (\(RingColor.acceptedForms))"),
  ])
  func badThresholdsAreNamed(text: String, reason: String) {
    #expect(throws: RingValidationError(.thresholds, reason: reason)) {
      try RingThreshold.parseList(text)
    }
  }

  /// The plan: centre disc, track, progress, text; the frame merges into the fill only when
  /// both have the same opaque paint.
  @Test func theDrawingPlanOrdersAndMerges() throws {
    var ring = ProgressRing(value: 50)
    ring.centerColor = .white
    let layout = try RingLayout(ring: ring, width: 100, height: 100)
    let steps = layout.drawing.steps
    #expect(steps.count == 4)
    guard case .shape(let disc) = steps[0].ink, case .band(let trackBand) = steps[1].ink,
      case .band(let progressBand) = steps[2].ink, case .text = steps[3].ink
    else {
      Issue.record("unexpected plan \(steps)")
      return
    }
    #expect(steps.map(\.part) == [.centerDisc, .track, .progress, .label])
    let (track, progress) = (trackBand.shape, progressBand.shape)
    #expect(disc.fill == .solid(.white) && disc.frame == nil)
    #expect(track.frame == nil && progress.frame == nil, "opaque, same paint: merged")
    #expect(progress.path == layout.progress!.outline(outset: 0.5))
    ring.progressStrokeColor = .black
    let framed = try RingLayout(ring: ring, width: 100, height: 100).progress!.shape
    #expect(framed.frame == RingShape.Frame(paint: .solid(.black), width: 1) && framed.path == layout.progress!.outline)
    ring.progressGradient = RingGradient([RingColor(red: 1, green: 0, blue: 0, alpha: 0.5), blue])
    let translucent = try RingLayout(ring: ring, width: 100, height: 100).progress!.shape
    #expect(translucent.frame != nil, "a translucent gradient is not merged: the frame would double its ink")
  }

  @Test func gradientsFollowTheSpanAndTheDirection() throws {
    var ring = ProgressRing(value: 50)
    ring.progressGradient = RingGradient([red, blue])
    let byProgress = try RingLayout(ring: ring, width: 100, height: 100).progress!.fill
    #expect(byProgress.color(at: .degrees(179.9)).blue > 0.99, "the tip has the last colour")
    ring.gradientSpan = .track
    let byTrack = try RingLayout(ring: ring, width: 100, height: 100).progress!.fill
    #expect(byTrack.color(at: .degrees(180)) == RingColor(red: 0.5, green: 0, blue: 0.5), "halfway along the stops")
    ring.clockwise = false
    let mirrored = try RingLayout(ring: ring, width: 100, height: 100).progress!.fill
    #expect(mirrored.color(at: .degrees(-90)) == RingColor(red: 0.75, green: 0, blue: 0.25))
  }

  /// Every JSON form decodes to the same ring through Codable.
  @Test func codableTakesEveryForm() throws {
    let forms = [
      ##"{"progressGradient": "#ff0000, #0000ff 80%", "thresholds": "50:#00ff00", "centerColor": "white"}"##,
      ##"{"progressGradient": [{"color": "#ff0000"}, {"color": "#0000ff", "at": 80}], "thresholds": [[50, "#00ff00"]], "centerColor": "#fff"}"##,
      ##"{"progressGradient": [{"color": "red", "at": null}, {"color": "blue", "at": 80}], "thresholds": {"50": "lime"}, "centerColor": "#ffffff"}"##,
    ]
    let rings = try forms.map { try JSONDecoder().decode(ProgressRing.self, from: Data($0.utf8)) }
    #expect(rings.allSatisfy { $0 == rings[0] })
    #expect(rings[0].progressGradient?.locations == [0, 0.8])
    #expect(rings[0].thresholds == [RingThreshold(percent: 50, color: RingColor(rgb: 0x00FF00))])
    let encoded = try JSONEncoder().encode(rings[0])
    #expect(try JSONDecoder().decode(ProgressRing.self, from: encoded) == rings[0])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ProgressRing.self, from: Data(#"{"progressGradient": ["red"]}"#.utf8))
    }
  }

  /// In an animation the threshold colour follows the value each frame shows.
  @Test func thresholdsFollowTheAnimatedValue() throws {
    var ring = ProgressRing(value: 95)
    ring.thresholds = try RingThreshold.parseList("70:#f59e0b, 90:#dc2626")
    let animation = RingAnimation(ring: ring, from: 50, duration: 1, easing: .linear)
    func fill(at time: Double) throws -> RingPaint? {
      try RingLayout(ring: animation.ring(at: time), width: 100, height: 100).progress?.fill
    }
    #expect(try fill(at: 0.1) == .solid(ProgressRing().progressColor), "54.5 %")
    #expect(try fill(at: 0.5) == .solid(RingColor(rgb: 0xF59E0B)), "72.5 %")
    #expect(try fill(at: 1) == .solid(RingColor(rgb: 0xDC2626)), "95 %")
  }

  /// A band's gradient covers only the band and its caps: a mesh costs by its area.
  @Test func aBandsGradientCoversItsArcAndCaps() throws {
    var ring = ProgressRing(value: 30)
    ring.progressGradient = RingGradient([red, blue])
    let band = try #require(try RingLayout(ring: ring, width: 200, height: 200).progress)
    guard case .conic(let conic) = band.fill else {
      Issue.record("no conic paint")
      return
    }
    let covered = conic.pieces().reduce(0) { $0 + $1.to.radians - $1.from.radians }
    #expect(covered > Angle.turns(0.3).radians && covered < Angle.turns(0.4).radians, "\(covered)")
    #expect(conic.outerRadius - conic.innerRadius <= band.lineWidth + 2 * RingBand.frameWidth + 1e-9)
  }
}
