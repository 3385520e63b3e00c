import Foundation
import RingCairo
import RingKit
import Testing

@testable import RingCairo

/// Shadows and glows: where the shadow falls, how it spreads, the room it takes, and that the
/// SVG's filter draws what the PNG shows.
@Suite("Paint: shadow and glow")
struct ShadowRenderingTests {
  /// The blur approximates a Gaussian: a hard edge becomes the normal distribution's curve.
  @Test(arguments: [2.0, 5, 12])
  func theBlurIsGaussian(sigma: Double) {
    // A hard vertical edge, tall enough that the middle row sees no top or bottom border.
    let (width, height) = (200, 121)
    var image = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height { for x in 100..<width { image[y * width + x] = 255 } }
    image.withUnsafeMutableBufferPointer {
      GaussianBlur.apply(to: $0.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
    }
    let pixels = image[(60 * width)..<(61 * width)].map { $0 }
    for x in 60..<140 {
      let expected = 255 * 0.5 * (1 + erf((Double(x) + 0.5 - 100) / (sigma * 2.0.squareRoot())))
      #expect(abs(Double(pixels[x]) - expected) <= 8, "x \(x): \(pixels[x]) vs \(expected)")
    }
  }

  /// With invisible bands only the shadow is drawn: its ink's centroid is the ring's centre
  /// moved by the offset, at any scale.
  @Test(arguments: [(6.0, 4.0, 1.0), (-3, 7, 2), (0, 0, 1)])
  func theShadowFallsByItsOffset(x: Double, y: Double, scale: Double) throws {
    var ring = ProgressRing(value: 60)
    ring.showValueString = false
    (ring.progressColor, ring.progressStrokeColor) = (.clear, .clear)
    (ring.emptyLineColor, ring.emptyLineStrokeColor) = (.clear, .clear)
    ring.shadow = RingShadow(offset: Point(x: x, y: y), blur: 6, color: .black)
    let raster = try ring.raster(on: RingCanvas(size: 160, scale: scale))
    var (sum, sumX, sumY) = (0.0, 0.0, 0.0)
    for py in 0..<raster.height {
      for px in 0..<raster.width {
        let alpha = Double(raster[px, py]!.alpha)
        sum += alpha
        sumX += alpha * (Double(px) + 0.5)
        sumY += alpha * (Double(py) + 0.5)
      }
    }
    let band = try #require(try RingLayout(ring: ring, width: 160, height: 160).track)
    #expect(sum > 0)
    #expect(abs(sumX / sum / scale - (band.center.x + x)) < 0.5, "x: \(sumX / sum / scale)")
    #expect(abs(sumY / sum / scale - (band.center.y + y)) < 0.5, "y: \(sumY / sum / scale)")
  }

  /// The ring shrinks by the shadow's reach, so the blur stays inside the canvas.
  @Test func theRingMakesRoomForTheBlur() throws {
    var ring = ProgressRing(value: 60)
    let plain = try RingLayout(ring: ring, width: 200, height: 200)
    ring.shadow = RingShadow(offset: Point(x: 0, y: 4), blur: 8)
    let shadowed = try RingLayout(ring: ring, width: 200, height: 200)
    #expect(shadowed.bounds == plain.bounds.insetBy(16))
    ring.showValueString = false
    ring.shadow = RingShadow(offset: Point(x: 0, y: 4), blur: 8, color: .black)
    let raster = try ring.raster(on: RingCanvas(size: 200))
    #expect(!raster.hasInk(x: 0..<200, y: 199..<200), "no ink on the canvas's last row")
  }

  /// The glow lights the pixels just outside the progress band, in the band's colour.
  @Test func theGlowSurroundsTheProgress() throws {
    var ring = ProgressRing(value: 50)
    ring.showValueString = false
    ring.glow = RingGlow(blur: 10)
    let band = try #require(try RingLayout(ring: ring, width: 200, height: 200).progress)
    let raster = try ring.raster(on: RingCanvas(size: 200))
    // 2 pt past the frame, a Gaussian of σ 5 pt leaves about a third of the glow's 60 %.
    let outside = raster.pixel(at: .degrees(90), radius: band.outerRadius + 2.5, center: band.center)
    #expect(outside.alpha > 35 && outside.alpha < 80 && outside.blue > 200, "\(outside)")
    let farAway = raster.pixel(at: .degrees(270), radius: band.outerRadius + 2.5, center: band.center)
    #expect(farAway.alpha == 0, "no glow by the track: \(farAway)")
  }

  /// librsvg's rendering of the SVG filter matches the PNG within 2 % of pixels.
  @Test(arguments: ["shadow", "glow", "both"])
  func librsvgDrawsTheBlur(name: String) throws {
    var ring = ProgressRing(value: 70)
    ring.showValueString = false
    if name != "glow" {
      ring.shadow = RingShadow(offset: Point(x: 2, y: 5), blur: 8, color: RingColor(white: 0, alpha: 0.5))
    }
    if name != "shadow" { ring.glow = RingGlow(blur: 10, color: RingColor(rgb: 0xF59E0B)) }
    let png = try ring.raster(width: 160, height: 160)
    let drawn = try rsvg(ring.svg(width: 160, height: 160))
    let share = visiblyDifferingShare(png, drawn)
    #expect(share <= 0.02, "\(name): \(share * 100) % of pixels differ")
  }
}
