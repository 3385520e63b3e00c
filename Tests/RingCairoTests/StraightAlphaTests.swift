import Testing

@testable import RingCairo

/// Converting Cairo's premultiplied pixels to straight RGBA multiplies by a reciprocal of alpha
/// instead of dividing; these check it gives exactly the divisions' answers.
@Suite("Straight alpha")
struct StraightAlphaTests {
  /// Every alpha with every channel value (even above alpha, which premultiplied pixels never
  /// hold), in each of the three channels, against `(c × 255 + a / 2) / a`.
  @Test func everyAlphaAndChannelMatchesDivision() {
    CairoSurface.alphaReciprocals.withUnsafeBufferPointer { reciprocals in
      var mismatches = 0
      for alpha in UInt32(1)...254 {
        for value in UInt32(0)...255 {
          let (red, green, blue) = (value, 255 - value, value / 3)
          let pixel = alpha << 24 | red << 16 | green << 8 | blue
          func straight(_ channel: UInt32) -> UInt32 { (channel * 255 + alpha / 2) / alpha }
          let expected = alpha << 24 | straight(blue) << 16 | straight(green) << 8 | straight(red)
          if CairoSurface.straightRGBA(premultipliedARGB: pixel, reciprocals: reciprocals) != expected {
            mismatches += 1
          }
        }
      }
      #expect(mismatches == 0)
    }
  }

  /// Opaque pixels swap red and blue; transparent ones are zero.
  @Test func opaqueAndTransparentPixels() {
    CairoSurface.alphaReciprocals.withUnsafeBufferPointer { reciprocals in
      #expect(CairoSurface.straightRGBA(premultipliedARGB: 0xFF12_3456, reciprocals: reciprocals) == 0xFF56_3412)
      #expect(CairoSurface.straightRGBA(premultipliedARGB: 0, reciprocals: reciprocals) == 0)
    }
  }
}
