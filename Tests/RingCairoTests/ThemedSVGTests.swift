import Foundation
import RingCairo
import RingKit
import RingRenderer
import Testing

/// An SVG with a light and a dark look: the dark one hidden unless the viewer prefers it, so
/// a viewer without CSS draws the light one; and the dark look's colours where PNG draws them.
@Suite("Themed SVG")
struct ThemedSVGTests {
  /// The default ring at 65 %, with `dark` colours given as `--dark` gives them.
  private func spec(dark: String? = nil, derivation: RenderSpec.Theme.Derivation = .none) throws -> RenderSpec {
    var spec = RenderSpec()
    spec.ring.value = 65
    spec.canvas.background = .white
    spec.theme.derivation = derivation
    if let dark { try RenderSpec.Key.dark.apply(.text(dark), to: &spec) }
    return spec
  }

  /// White mirrored to OKLab L 0.18: #121212 as a colour, #111111 once Cairo has quantized it.
  private static let darkPaper = RingRaster.Pixel(red: 0x11, green: 0x11, blue: 0x11, alpha: 255)

  private func svgText(_ spec: RenderSpec) throws -> String {
    String(decoding: try Renderer.render(spec, as: .svg).bytes, as: UTF8.self)
  }

  @Test func anSVGWithoutADarkLookIsTheRingsOwnSVG() throws {
    let spec = try spec()
    let bytes = try Renderer.render(spec, as: .svg).bytes
    #expect(bytes == Array(try spec.ring.svgData(on: spec.canvas)))
    #expect(!String(decoding: bytes, as: UTF8.self).contains("<style>"))
  }

  @Test func theDarkLookIsAGroupThatTheMediaQueryShows() throws {
    let text = try svgText(spec(dark: "progressColor=#60a5fa,emptyLineColor=#374151,fontColor=#f9fafb"))
    #expect(
      text.contains(
        "<style>@media (prefers-color-scheme: dark){.ring-light{display:none}.ring-dark{display:inline}}</style>"))
    #expect(text.components(separatedBy: "<g class=\"ring-light\">").count == 2)
    #expect(text.components(separatedBy: "<g class=\"ring-dark\" display=\"none\">").count == 2)
    let dark = try #require(text.components(separatedBy: "<g class=\"ring-dark\"").last)
    let light = try #require(text.components(separatedBy: "<g class=\"ring-dark\"").first)
    #expect(dark.contains("fill=\"#60A5FA\"") && dark.contains("fill=\"#374151\"") && dark.contains("fill=\"#F9FAFB\""))
    #expect(light.contains("fill=\"#2563EB\"") && !light.contains("#60A5FA"))
    // One title and one alt text for both looks.
    #expect(text.components(separatedBy: "<title>").count == 2)
  }

  @Test func librsvgDrawsTheLightLook() throws {
    let spec = try spec(derivation: .auto)
    let drawn = try rsvg(svgText(spec))
    let light = try RingRaster(pngData: Data(try Renderer.render(spec, as: .png).bytes))
    var dark = spec
    dark.theme.appearance = .dark
    let darkPNG = try RingRaster(pngData: Data(try Renderer.render(dark, as: .png).bytes))
    #expect(visiblyDifferingShare(drawn, light) < 0.02)
    #expect(visiblyDifferingShare(drawn, darkPNG) > 0.5, "the dark look's paper is not white")
  }

  @Test func gradientIdsOfTheTwoLooksDiffer() throws {
    var spec = try spec(derivation: .auto)
    spec.ring.progressGradient = try RingGradient(parsing: "#22c55e, #ef4444")
    let text = try svgText(spec)
    let ids = text.matches(of: /id="([^"]+)"/).map { String($0.output.1) }
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count, "an id used twice: \(ids)")
  }

  @Test func theDarkPNGHasTheDarkColours() throws {
    var spec = try spec(derivation: .auto)
    spec.theme.appearance = .dark
    let image = try RingRaster(pngData: Data(try Renderer.render(spec, as: .png).bytes))
    // Paper: white mirrored to OKLab L 0.18; the track (left of centre, no progress there at
    // 65 %): gray-200 to gray-700's lightness; the progress band at 12 o'clock: blue lifted.
    #expect(image[2, 2] == Self.darkPaper)
    #expect(image[9, 128] == RingRaster.Pixel(red: 0x3F, green: 0x41, blue: 0x44, alpha: 255))
    #expect(image[128, 9] == RingRaster.Pixel(red: 0x70, green: 0xA0, blue: 0xFF, alpha: 255))
    var light = spec
    light.theme.appearance = .light
    let lightImage = try RingRaster(pngData: Data(try Renderer.render(light, as: .png).bytes))
    #expect(lightImage[2, 2] == RingRaster.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(lightImage[128, 9] == RingRaster.Pixel(red: 0x25, green: 0x63, blue: 0xEB, alpha: 255))
  }

  @Test func givenDarkColoursWinOverDerivedOnes() throws {
    var spec = try spec(dark: "progressColor=#60a5fa", derivation: .auto)
    spec.theme.appearance = .dark
    let image = try RingRaster(pngData: Data(try Renderer.render(spec, as: .png).bytes))
    #expect(image[128, 9] == RingRaster.Pixel(red: 0x60, green: 0xA5, blue: 0xFA, alpha: 255))
    #expect(image[2, 2] == Self.darkPaper, "derived paper")
    // Without auto, the colours not given stay light.
    var only = try self.spec(dark: "progressColor=#60a5fa")
    only.theme.appearance = .dark
    let onlyImage = try RingRaster(pngData: Data(try Renderer.render(only, as: .png).bytes))
    #expect(onlyImage[128, 9] == RingRaster.Pixel(red: 0x60, green: 0xA5, blue: 0xFA, alpha: 255))
    #expect(onlyImage[2, 2] == RingRaster.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test func animationsAndPDFDrawTheAskedLook() throws {
    var spec = try spec(derivation: .auto)
    spec.theme.appearance = .dark
    spec.animation.fps = 2
    // An APNG's default image is its first frame: the dark paper.
    let apng = try Renderer.render(spec, as: .apng).bytes
    let first = try RingRaster(pngData: Data(apng))
    #expect(first[2, 2] == Self.darkPaper)
    var light = spec
    light.theme.appearance = nil
    let lightFirst = try RingRaster(pngData: Data(try Renderer.render(light, as: .apng).bytes))
    #expect(lightFirst[2, 2] == RingRaster.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect((try Renderer.render(spec, as: .pdf).bytes) != (try Renderer.render(light, as: .pdf).bytes))
  }

  @Test func appearanceIsRefusedForSVG() throws {
    var spec = try spec(derivation: .auto)
    spec.theme.appearance = .light
    #expect(throws: RenderError.self) { try Renderer.render(spec, as: .svg) }
  }

  @Test func concentricRingsDeriveTheirOwnColours() throws {
    var spec = RenderSpec()
    try RenderSpec.Key.rings.apply(.text("80:#ef4444, 45:#22c55e"), to: &spec)
    try RenderSpec.Key.dark.apply(.text("progressColor=#000000,emptyLineColor=#374151"), to: &spec)
    let explicit = spec.drawn(in: .dark)
    #expect(explicit.ring.rings.map(\.progressColor) == [RingColor("#ef4444")!, RingColor("#22c55e")!])
    #expect(explicit.ring.rings.allSatisfy { $0.emptyLineColor == RingColor("#374151")! })
    spec.theme.derivation = .auto
    let derived = spec.drawn(in: .dark)
    #expect(derived.ring.rings[0].progressColor == RingColor("#ef4444")!.darkVariant(as: .ink))
    #expect(derived.ring.rings[1].progressColor == RingColor("#22c55e")!.darkVariant(as: .ink))
  }

  @Test func darkVariantsKeepHueAndMoveLightness() {
    let blue = RingColor(rgb: 0x2563EB)
    let lifted = blue.darkVariant(as: .ink)
    #expect(lifted.hexString == "#70A0FF")
    #expect(RingColor.white.darkVariant(as: .surface).hexString == "#121212")
    #expect(RingColor(rgb: 0x1F2937).darkVariant(as: .surface).hexString == "#F7FAFF")
    #expect(RingColor(rgb: 0x000000).darkVariant(as: .ink).hexString == "#868686")
    let translucent = RingColor(red: 0, green: 0, blue: 0, alpha: 0.3).darkVariant(as: .surface)
    #expect(translucent.alpha == 0.3)
  }
}
