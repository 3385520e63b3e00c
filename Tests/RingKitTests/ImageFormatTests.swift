import RingKit
import Testing

/// The format registry: one list of formats for the library, the command line and the service.
@Suite struct ImageFormatTests {
  @Test func extensionsName() {
    #expect(ImageFormat(pathExtensionOf: "out/Ring.SVG") == .svg)
    #expect(ImageFormat(pathExtensionOf: "a.apng") == .apng && ImageFormat(pathExtensionOf: "a.gif") == .gif)
    #expect(ImageFormat(pathExtensionOf: "ring.ANS") == .ansi && ImageFormat(pathExtensionOf: "ring.ansi") == .ansi)
    // `.webp` is the still's; the animation shares the extension and is chosen by name.
    #expect(ImageFormat(pathExtensionOf: "ring.WebP") == .webp)
    #expect(ImageFormat.animatedWebP.canBeNamed("a/ring.webp") && !ImageFormat.webp.canBeNamed("ring.png"))
    #expect(!ImageFormat.png.canBeNamed("ring.png/x") && !ImageFormat.png.canBeNamed("png"))
    #expect(ImageFormat.allPathExtensions == ["png", "svg", "pdf", "apng", "gif", "webp", "data-uri", "ansi", "ans"])
    #expect(ImageFormat(pathExtensionOf: "dir.png/ring") == nil && ImageFormat(pathExtensionOf: "ring") == nil)
  }

  @Test func kinds() {
    #expect(ImageFormat.allCases.filter(\.isAnimated) == [.apng, .gif, .animatedWebP])
    #expect(ImageFormat.allCases.filter { !$0.isBinary } == [.svg, .dataURI, .ansi, .glyph])
    #expect(ImageFormat.allCases.filter { $0.kind == .text } == [.ansi, .glyph])
    #expect(ImageFormat.nameList == "png|svg|pdf|apng|gif|webp|animated-webp|data-uri|ansi|glyph")
    // A glyph has no extension of its own: a file gets one with --format glyph.
    #expect(ImageFormat.glyph.pathExtensions.isEmpty && ImageFormat(pathExtensionOf: "ring.glyph") == nil)
  }

  /// Every format an `Accept` header can name is named by its own media type (or, for terminal
  /// text, by text/plain), and no two share one.
  @Test func acceptedTypesAreDistinct() {
    let types = ImageFormat.allCases.compactMap(\.acceptedMediaType)
    #expect(Set(types).count == types.count)
    #expect(ImageFormat.allCases.filter { $0.acceptedMediaType == nil } == [.animatedWebP, .dataURI, .glyph])
  }
}
