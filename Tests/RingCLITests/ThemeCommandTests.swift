import Foundation
import RingCairo
import RingHTTPTestClient
import RingKit
import Testing

@testable import RingCLI

/// `--dark`, `--theme`, `--appearance` and `--picture-html` on the command line, in JSON specs
/// and over HTTP, and their bad input.
@Suite("Theme command")
struct ThemeCommandTests {
  private static let darkFlags = ["--dark", "progressColor=#60a5fa,emptyLineColor=#374151,fontColor=#f9fafb"]

  private func bytes(_ flags: [String]) -> [UInt8] {
    let result = runInProcess(flags + ["-o", "-"])
    #expect(result.status == 0, "\(flags): \(result.stderr)")
    return Array(result.stdout)
  }

  @Test func anSVGWithoutThemeFlagsIsUnchangedAndThemeNoneChangesNothing() {
    let plain = bytes(["--value", "65", "--format", "svg"])
    #expect(bytes(["--value", "65", "--format", "svg", "--theme", "none"]) == plain)
    #expect(!String(decoding: plain, as: UTF8.self).contains("prefers-color-scheme"))
    let themed = String(decoding: bytes(["--value", "65", "--format", "svg"] + Self.darkFlags), as: UTF8.self)
    #expect(themed.contains("@media (prefers-color-scheme: dark)"))
  }

  @Test func theJSONKeyAndTheFlagAgree() throws {
    let folder = try TemporaryFolder()
    let spec =
      ##"{"value": 65, "dark": {"progressColor": "#60a5fa", "emptyLineColor": "#374151", "fontColor": "#f9fafb"}}"##
    try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
    let text = ##"{"value": 65, "dark": "progressColor=#60a5fa,emptyLineColor=#374151,fontColor=#f9fafb"}"##
    try text.write(toFile: folder.path("t.json"), atomically: true, encoding: .utf8)
    let expected = bytes(["--value", "65", "--format", "svg"] + Self.darkFlags)
    #expect(bytes(["--spec", folder.path("s.json"), "--format", "svg"]) == expected)
    #expect(bytes(["--spec", folder.path("t.json"), "--format", "svg"]) == expected)
    // Repeated, later keys replace earlier ones and add the rest.
    let repeated = bytes([
      "--value", "65", "--format", "svg", "--dark", "progressColor=red,emptyLineColor=#374151", "--dark",
      "progressColor=#60a5fa,fontColor=#f9fafb",
    ])
    #expect(repeated == expected)
  }

  @Test func theSpecRoundTripsThroughCodable() throws {
    var spec = RenderSpec()
    try RenderSpec.Key.dark.apply(.text("progressColor=rgb(96, 165, 250),centerColor=none"), to: &spec)
    spec.theme.derivation = .auto
    spec.theme.appearance = .dark
    let data = try JSONEncoder().encode(spec)
    let text = String(decoding: data, as: UTF8.self)
    #expect(spec.theme.dark.map(\.key) == [.progressColor, .centerColor])
    #expect(text.contains(##""theme":"auto""##) && text.contains(##""appearance":"dark""##))
    #expect(try JSONDecoder().decode(RenderSpec.self, from: data) == spec)
    #expect(!RenderSpec().canonicalText.contains("theme"), "a spec without a theme encodes as before")
  }

  @Test func theDarkPNGDiffersAndTheLightOneIsTheDefault() throws {
    let light = bytes(["--value", "65"] + Self.darkFlags)
    #expect(light == bytes(["--value", "65"]))
    #expect(bytes(["--value", "65", "--appearance", "light"] + Self.darkFlags) == light)
    let dark = try RingRaster(pngData: Data(bytes(["--value", "65", "--appearance", "dark"] + Self.darkFlags)))
    #expect(dark[128, 9] == RingRaster.Pixel(red: 0x60, green: 0xA5, blue: 0xFA, alpha: 255))
    #expect(dark[9, 128] == RingRaster.Pixel(red: 0x37, green: 0x41, blue: 0x51, alpha: 255))
  }

  @Test func terminalTextTakesTheAppearance() {
    let flags = ["--value", "65", "--format", "ansi", "--color", "truecolor", "--columns", "20", "--theme", "auto"]
    let light = String(decoding: bytes(flags), as: UTF8.self)
    let dark = String(decoding: bytes(flags + ["--appearance", "dark"]), as: UTF8.self)
    // The progress colour in 24-bit SGR: #2563EB light, #70A0FF dark.
    #expect(light.contains("37;99;235") && !light.contains("112;160;255"))
    #expect(dark.contains("112;160;255") && !dark.contains("37;99;235"))
  }

  @Test func pictureHTMLWritesThreeFilesAndPrintsTheSnippet() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess(["--value", "65", "--size", "96", "--picture-html", "-o", folder.path("ring.svg")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try folder.contents() == ["ring-dark.png", "ring-light.png", "ring.svg"])
    let path = folder.url.path + "/"
    #expect(
      String(decoding: result.stdout, as: UTF8.self) == """
        <picture>
          <source media="(prefers-color-scheme: dark)" srcset="\(path)ring-dark.png">
          <source media="(prefers-color-scheme: light)" srcset="\(path)ring-light.png">
          <img src="\(path)ring.svg" width="96" height="96" alt="Progress 65 of 100 (65%)">
        </picture>

        """)
    let svg = try String(contentsOfFile: folder.path("ring.svg"), encoding: .utf8)
    #expect(svg.contains("prefers-color-scheme: dark"), "derived as by --theme auto")
    let dark = try Data(contentsOf: folder.url.appendingPathComponent("ring-dark.png"))
    #expect(Array(dark) == bytes(["--value", "65", "--size", "96", "--theme", "auto", "--appearance", "dark"]))
    let light = try Data(contentsOf: folder.url.appendingPathComponent("ring-light.png"))
    #expect(Array(light) == bytes(["--value", "65", "--size", "96"]))
  }

  static let colorKeys =
    "colour keys: progressColor, progressStrokeColor, emptyLineColor, emptyLineStrokeColor, centerColor, fontColor, captionColor, tickColor, secondaryColor, background"
  static let svgRefusal =
    "--appearance: an SVG carries the light and the dark look and shows the one the viewer's prefers-color-scheme asks for; leave it out (add --dark or --theme auto for a dark look), or write PNG, PDF or WebP"
  static let pictureRefusal =
    "--picture-html writes FILE.svg, FILE-light.png and FILE-dark.png and prints the <picture> that shows them: give -o FILE.svg"

  @Test(arguments: [
    (["--dark", "value=3"], "--dark: 'value' is not a colour key, so it has no dark variant; \(colorKeys)"),
    (["--dark", "bogus=#fff"], "--dark: 'bogus' is not a key; \(colorKeys)"),
    (["--dark", "progresColor=#fff"], "--dark: 'progresColor' is not a key (did you mean \"progressColor\"?)"),
    (
      ["--dark", "fontColor=nope"],
      "--dark: fontColor: expected a colour: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(R, G, B), rgba(R, G, B, A), color(srgb R G B) or a CSS colour name, got 'nope'"
    ),
    (["--dark", "progressColor"], "--dark: expected KEY=COLOR, got 'progressColor'"),
    (["--dark", ""], "--dark: expected KEY=COLOR, got ''"),
    (["--theme", "dark"], "--theme: expected none|auto, got 'dark'"),
    (["--appearance", "dusk"], "--appearance: expected light|dark, got 'dusk'"),
    (["--appearance", "dark", "-o", "@/ring.svg"], svgRefusal),
    (["--appearance", "light", "--format", "svg", "-o", "-"], svgRefusal),
    (["--picture-html", "-o", "-"], pictureRefusal),
    (["--picture-html", "-o", "@/ring.png"], pictureRefusal),
    (["--picture-html", "--theme", "auto", "--appearance", "dark", "-o", "@/ring.svg"], svgRefusal),
  ])
  func rejected(arguments: [String], message: String) throws {
    try expectRejected(arguments, message: message)
  }

  @Test func aJSONDarkKeyIsJudgedAsTheFlagIs() throws {
    try expectRejected(
      ["--spec", "@/s.json", "-o", "@/r.png"], files: ["s.json": ##"{"dark": {"value": 3}}"##],
      message: "s.json:1: \"dark\": 'value' is not a colour key, so it has no dark variant; \(Self.colorKeys)")
  }

  @Test func theServiceTakesDarkKeysFromQueriesAndBodies() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let expected = bytes(["--value", "65", "--format", "svg"] + Self.darkFlags)
    let query = try server.client.send(
      "GET", "/ring.svg?value=65&dark.progressColor=%2360a5fa&dark.emptyLineColor=%23374151&dark.fontColor=%23f9fafb")
    #expect(query.status == 200)
    #expect(query.body == expected)
    let posted = try server.client.send(
      "POST", "/render", headers: [("Content-Type", "application/json"), ("Accept", "image/svg+xml")],
      body: Array(
        ##"{"value": 65, "dark": {"progressColor": "#60a5fa", "emptyLineColor": "#374151", "fontColor": "#f9fafb"}}"##
          .utf8))
    #expect(posted.status == 200)
    #expect(posted.body == expected)
    let darkPNG = try server.client.send("GET", "/ring.png?value=65&theme=auto&appearance=dark")
    #expect(darkPNG.body == bytes(["--value", "65", "--theme", "auto", "--appearance", "dark"]))
    for (target, message) in [
      ("/ring.png?dark.value=3", "--dark: 'value' is not a colour key"),
      ("/ring.png?dark.progressColor=nope", "--dark: progressColor: expected a colour"),
      ("/ring.png?dark.progressColor=", "query: dark.progressColor needs a value"),
      ("/ring.svg?theme=auto&appearance=dark", "--appearance: an SVG carries the light and the dark look"),
    ] {
      let response = try server.client.send("GET", target)
      #expect(response.status == 400, "\(target)")
      #expect(response.text.hasPrefix("ringgen: error: " + message), "\(target): \(response.text)")
    }
  }
}
