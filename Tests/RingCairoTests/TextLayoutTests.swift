import RingCairo
import RingKit
import Testing

/// The rows and columns that hold ink (alpha above half) within `columns`.
func inkBounds(_ raster: RingRaster, columns: Range<Int>? = nil) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
  var xs: [Int] = []
  var ys: [Int] = []
  for y in 0..<raster.height {
    for x in columns ?? 0..<raster.width where (raster[x, y]?.alpha ?? 0) > 127 {
      xs.append(x)
      ys.append(y)
    }
  }
  guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
  return (minX...maxX, minY...maxY)
}

/// Text only, MB's text (`value` + unit), DejaVu Sans at known sizes on a 200-pt canvas with no
/// padding, so the drawing area's centre is (100, 100).
private func textRing(value: Double, decimals: Int = 0, unit: Bool = false, offset: Point = .zero) -> ProgressRing {
  var ring = ProgressRing(value: value, maxValue: 100)
  ring.progressLineWidth = 0
  ring.emptyLineWidth = 0
  ring.borderPadding = 0
  ring.label = nil
  ring.showUnitString = unit
  ring.decimalPlaces = decimals
  ring.valueFontSize = 40
  ring.unitFontSize = 20
  ring.textOffset = offset
  return ring
}

/// DejaVu Sans: 2048 units per em, ascender 1901, descender 483, digits 1493 tall.
private let ascent = 1901.0 / 2048
private let descent = 483.0 / 2048
private let digitHeight = 1493.0 / 2048

@Suite("Rendering: text layout (MB spec §5)")
struct TextLayoutTests {
  private let canvas = RingCanvas(size: 200)

  /// The line box (ascent + descent) is centred, so the baseline sits (ascent − descent) / 2
  /// below the centre: 113.8 pt for 40-pt DejaVu Sans.
  @Test func theLineBoxIsCentredOnTheDrawingArea() throws {
    let ink = try #require(inkBounds(try textRing(value: 50).raster(on: canvas)))
    let baseline = 100 + (ascent - descent) / 2 * 40
    #expect(abs(Double(ink.y.upperBound + 1) - baseline) <= 1.2, "ink bottom \(ink.y.upperBound), baseline \(baseline)")
    #expect(abs(Double(ink.y.lowerBound) - (baseline - digitHeight * 40)) <= 1.2, "ink top \(ink.y.lowerBound)")
    #expect(abs(Double(ink.x.lowerBound + ink.x.upperBound + 1) / 2 - 100) <= 2, "centred horizontally: \(ink.x)")
  }

  @Test func textOffsetMovesTheInkByExactlyThatMuch() throws {
    let still = try #require(inkBounds(try textRing(value: 42).raster(on: canvas)))
    let moved = try #require(inkBounds(try textRing(value: 42, offset: Point(x: 7, y: -4)).raster(on: canvas)))
    #expect(moved.x.lowerBound == still.x.lowerBound + 7 && moved.x.upperBound == still.x.upperBound + 7)
    #expect(moved.y.lowerBound == still.y.lowerBound - 4 && moved.y.upperBound == still.y.upperBound - 4)
  }

  /// "50%": the smaller unit sits on the number's baseline, not centred or raised.
  @Test func theUnitSharesTheBaseline() throws {
    let raster = try textRing(value: 50, unit: true).raster(on: canvas)
    let all = try #require(inkBounds(raster))
    // "50" is 2 × 1303/2048 em wide at 40 pt; the text starts at 100 − (50.9 + 19.0) / 2.
    let split = Int(100 - (2 * 1303.0 / 2048 * 40 + 1946.0 / 2048 * 20) / 2 + 2 * 1303.0 / 2048 * 40)
    let number = try #require(inkBounds(raster, columns: all.x.lowerBound..<split))
    let unit = try #require(inkBounds(raster, columns: (split + 1)..<(all.x.upperBound + 1)))
    #expect(abs(number.y.upperBound - unit.y.upperBound) <= 1, "bottoms \(number.y) \(unit.y)")
    #expect(unit.y.count < number.y.count * 3 / 4, "the unit is smaller")
  }

  @Test func decimalsUseTheDecimalSize() throws {
    var ring = textRing(value: 37.25, decimals: 2)
    ring.valueDecimalFontSize = 20
    let small = try ring.raster(on: canvas)
    ring.valueDecimalFontSize = nil
    let same = try ring.raster(on: canvas)
    let smallInk = try #require(inkBounds(small))
    let sameInk = try #require(inkBounds(same))
    #expect(smallInk.x.count < sameInk.x.count - 20, "the decimals take less room: \(smallInk.x) vs \(sameInk.x)")
    #expect(abs(smallInk.y.upperBound - sameInk.y.upperBound) <= 1, "same baseline")
  }
}
