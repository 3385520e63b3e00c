import Foundation
import RingImageFixtures
import RingKit
import Testing

@testable import RingSnapshotTesting

/// References written by other tools: every PNG colour type, depth and interlacing decodes to
/// the same pixels; broken or oversized files fail with a message naming them, never a crash.
@Suite("References of every PNG kind")
struct ReferenceDecodingTests {
  private static let colours: [RingRaster.Pixel] = [.white, .pureRed, .grey(128, alpha: 90), .clear, .black]
  private static let greys: [RingRaster.Pixel] = [.grey(0), .grey(77), .grey(200), .grey(255)]

  @Test(arguments: PNGFile.Layout.allCases)
  func everyLayoutIsAReference(layout: PNGFile.Layout) throws {
    try Sandbox.run { sandbox in
      let palette =
        layout == .grey8 ? Self.greys : layout == .greyAlpha16 ? Self.greys + [.grey(60, alpha: 128)] : Self.colours
      let image = blocks(width: 37, height: 29, seed: 51, palette: palette)
      let path = sandbox.reference("everyLayoutIsAReference", "image", file: "ReferenceDecodingTests")
      try sandbox.write(Data(PNGFile.bytes(image, layout: layout)), to: path)
      #expect(verifySnapshot(of: image, named: "image", tolerance: .exact) == nil, "\(layout)")
      let changed = image.setting(5, 5, to: .init(red: 10, green: 200, blue: 30, alpha: 255))
      #expect(verifySnapshot(of: changed, named: "image", tolerance: .exact)?.difference?.differingPixels == 1)
    }
  }

  @Test func brokenReferencesFailNamingTheFile() throws {
    try Sandbox.run { sandbox in
      let image = solidImage(width: 8, height: 8, .white)
      let png = PNGFile.bytes(image, layout: .rgba8)
      var badCRC = png
      badCRC[badCRC.count - 20] ^= 0x55  // inside IDAT
      var huge = png
      huge.replaceSubrange(16..<24, with: [0, 0, 0x40, 0, 0, 0, 0x40, 0x01])  // 16 384 × 16 385 px
      var corruptHeader = png
      corruptHeader[24] = 7  // a bit depth PNG does not have
      let cases: [(String, [UInt8], String)] = [
        ("crc", badCRC, "cannot read PNG: "),
        ("truncated", Array(png.prefix(45)), "cannot read PNG: "),
        ("headerless", Array(png.prefix(20)), "cannot read PNG: a truncated or corrupt PNG file"),
        ("depth", corruptHeader, "cannot read PNG: a corrupt PNG header (8 × 8 px, 7 bits, colour type 6)"),
        ("huge", huge, "cannot read PNG: 16384 × 16385 px is more than 2²⁸ pixels (268435456); refusing to decode it"),
      ]
      for (name, bytes, reason) in cases {
        let path = sandbox.reference("brokenReferencesFailNamingTheFile", name, file: "ReferenceDecodingTests")
        try sandbox.write(Data(bytes), to: path)
        let failure = try #require(verifySnapshot(of: image, named: name), "\(name)")
        #expect(failure.reason == .unreadableReference, "\(name)")
        #expect(
          failure.message.hasPrefix(
            "Snapshot \"brokenReferencesFailNamingTheFile.\(name)\": cannot read its reference at \(path): \(reason)"),
          "\(name): \(failure.message)")
        // The same bytes as the image to check are bad input, also named.
        let taken = try #require(verifySnapshot(of: Data(bytes), named: "\(name)-input"))
        #expect(taken.reason == .invalidSnapshot)
        #expect(taken.message.contains("the image to check is not a readable PNG: \(reason)"), "\(taken.message)")
      }
    }
  }
}
