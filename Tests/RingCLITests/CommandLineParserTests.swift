import Foundation
import RingCairo
import RingKit
import Testing

@testable import RingCLI

private func request(_ arguments: [String], files: [String: String] = [:]) throws -> RenderRequest {
  let parser = CommandLineParser { path throws(CommandError) in
    guard let text = files[path] else { throw .usage("--spec \(path): no such file") }
    return text
  }
  guard case .render(let request, _) = try parser.parse(arguments) else {
    Issue.record("expected a render request")
    return RenderRequest()
  }
  return request
}

@Suite("Command-line parsing")
struct CommandLineParserTests {
  @Test func everyMBPropertyHasAFlag() throws {
    let r = try request([
      "--value", "15", "--max", "30", "--progress-rotation-angle", "25", "--progress-angle", "80",
      "--progress-line-width", "10", "--progress-color", "red", "--progress-stroke-color", "#000",
      "--progress-cap-type", "square", "--empty-line-width", "4", "--empty-line-color", "rgb(0,0,255)",
      "--empty-line-stroke-color", "#0f0", "--empty-cap-type", "1", "--progress-appearance-type", "2",
      "--border-padding", "3", "--no-show-value-string", "--no-show-unit-string", "--unit-string", " days",
      "--decimal-places", "2", "--countdown", "--value-font-name", "DejaVu Serif", "--value-font-size", "30",
      "--value-decimal-font-size", "12", "--unit-font-name", "DejaVu Sans Mono", "--unit-font-size", "auto",
      "--font-color", "navy", "--text-offset", "2,-3", "--counterclockwise", "--label", "{value}/{max}",
    ])
    let ring = r.ring
    #expect(ring.value == 15 && ring.maxValue == 30)
    #expect(ring.progressRotationAngle == 25 && ring.progressAngle == 80 && !ring.clockwise)
    #expect(ring.progressLineWidth == 10 && ring.progressColor == RingColor("red"))
    #expect(ring.progressStrokeColor == .black && ring.progressCapType == .square)
    #expect(ring.emptyLineWidth == 4 && ring.emptyLineColor == RingColor("blue"))
    #expect(ring.emptyLineStrokeColor == RingColor("lime") && ring.emptyCapType == .round)
    #expect(ring.progressAppearanceType == .under && ring.borderPadding == 3)
    #expect(!ring.showValueString && !ring.showUnitString && ring.unitString == " days")
    #expect(ring.decimalPlaces == 2 && ring.countdown)
    #expect(ring.valueFontName == "DejaVu Serif" && ring.valueFontSize == 30 && ring.valueDecimalFontSize == 12)
    #expect(ring.unitFontName == "DejaVu Sans Mono" && ring.unitFontSize == nil)
    #expect(ring.fontColor == RingColor("navy") && ring.textOffset == Point(x: 2, y: -3))
    #expect(ring.label == "{value}/{max}")
  }

  /// In the default preset a frame follows its band's fill unless given, by flag or JSON; the
  /// mb preset's frames keep MB's own colours.
  @Test func aFrameFollowsItsFillUnlessGiven() throws {
    let red = RingColor(rgb: 0xEF4444)
    let flags = try request(["--progress-color", "#ef4444", "--empty-line-color", "#ef4444"]).ring
    #expect(flags.progressStrokeColor == nil && flags.resolvedProgressStrokeColor == red)
    #expect(flags.emptyLineStrokeColor == nil && flags.resolvedEmptyLineStrokeColor == red)
    let json = try request(["--spec", "s.json"], files: ["s.json": ##"{"progressColor": "#ef4444"}"##]).ring
    #expect(json.resolvedProgressStrokeColor == red)
    let given = try request(["--progress-color", "#ef4444", "--progress-stroke-color", "navy"]).ring
    #expect(given.resolvedProgressStrokeColor == RingColor("navy"))
    let reset = try request(["--preset", "mb", "--progress-stroke-color", "fill", "--progress-color", "#ef4444"]).ring
    #expect(reset.resolvedProgressStrokeColor == red)
    let mb = try request(["--preset", "mb", "--progress-color", "#ef4444", "--empty-line-color", "#ef4444"]).ring
    #expect(mb.resolvedProgressStrokeColor == .uiKitOrange && mb.resolvedEmptyLineStrokeColor == .uiKitLightGray)
  }

  @Test func everyMBPropertyHasAJSONKey() {
    let keys = Set(Option.all.compactMap(\.jsonKey))
    for key in RenderSpec.Key.allCases where key.group == .ring {
      #expect(keys.contains(key.rawValue), "\(key.rawValue)")
    }
    #expect(keys.isSuperset(of: ["size", "scale", "background", "format", "preset", "output"]))
  }

  /// `--help` promises that a spec's keys are the options' names in camelCase.
  @Test func jsonKeysAreTheOptionNamesInCamelCase() {
    for option in Option.all {
      guard let key = option.jsonKey else { continue }
      let long = option.names.first { $0.hasPrefix("--") } ?? ""
      let words = long.dropFirst(2).split(separator: "-")
      let camel = (words.first ?? "") + words.dropFirst().map(\.capitalized).joined()
      #expect(key == camel, "\(long)")
    }
    // The others are about the run (how it reports, what batch and watch read), not a ring.
    #expect(
      Option.all.filter { $0.jsonKey == nil }.map { $0.names[0] }.sorted() == [
        "--fields", "--json", "--override", "--picture-html", "--shard", "--spec", "-V", "-h", "-q",
      ])
  }

  @Test func spellingsAreUnique() {
    let spellings = Option.all.flatMap(\.spellings)
    #expect(Set(spellings).count == spellings.count)
  }

  @Test func canvasAndOutput() throws {
    let r = try request([
      "--size", "300x200", "--scale", "2", "--background", "white", "--format", "SVG", "-o", "x.out",
    ])
    #expect(r.canvas == RingCanvas(width: 300, height: 200, scale: 2, background: .white))
    #expect(r.format == .svg && r.output == "x.out")
    #expect(try request(["--size=64", "-oring.png"]).canvas.width == 64)
    #expect(try request(["-oring.png"]).output == "ring.png")
  }

  /// Short options bundle as getopt bundles them: each letter a switch, the last one may take a
  /// value, attached or as the next word; a bundle that is the value of a flag stays a value.
  @Test func bundledShortOptions() throws {
    for arguments in [["-qo", "ring.png"], ["-qoring.png"], ["-qqo", "ring.png"], ["-q", "-o", "ring.png"]] {
      let r = try request(arguments)
      #expect(r.run.quiet && r.output == "ring.png", "\(arguments)")
    }
    #expect(try request(["-oq.png"]).output == "q.png", "the letters after one that takes a value are the value")
    #expect(try request(["--label", "-qo", "-o", "r.png"]).ring.label == "-qo")
    let parser = CommandLineParser { _ throws(CommandError) in "" }
    guard case .version = try parser.parse(["-qV"]) else {
      Issue.record("expected version")
      return
    }
  }

  @Test func laterFlagsWinAndNegationsTurnOff() throws {
    #expect(try request(["--value", "1", "--value=2"]).ring.value == 2)
    #expect(try request(["--countdown", "--no-countdown"]).ring.countdown == false)
    #expect(try request(["--counterclockwise", "--clockwise"]).ring.clockwise)
    #expect(try request(["--value", "-5"]).ring.value == -5)
  }

  @Test func presets() throws {
    #expect(try request(["--preset", "mb"]).ring == ProgressRing.mb)
    #expect(try request(["--value", "3", "--preset", "mb"]).ring.value == 3, "the preset applies first")
    #expect(try request(["--label", "mb"]).ring.label == nil)
  }

  @Test func specKeysThenFlags() throws {
    let spec = """
      {
        "preset": "mb",
        "value": 12, "maxValue": 40, "progressCapType": 0, "progressAppearanceType": "above",
        "progressColor": "#123456", "textOffset": [1, 2], "valueFontSize": -1, "label": null,
        "size": [120, 80], "scale": 1.5, "background": "black", "format": "pdf", "clockwise": false
      }
      """
    let r = try request(["--spec", "ring.json", "--value", "20"], files: ["ring.json": spec])
    var expected = ProgressRing.mb
    expected.value = 20
    expected.maxValue = 40
    expected.progressCapType = .butt
    expected.progressAppearanceType = .above
    expected.progressColor = RingColor(rgb: 0x123456)
    expected.textOffset = Point(x: 1, y: 2)
    expected.clockwise = false
    #expect(r.ring == expected)
    #expect(r.canvas == RingCanvas(width: 120, height: 80, scale: 1.5, background: .black))
    #expect(r.format == .pdf)
    #expect(
      try request(["--spec", "s", "--preset", "default"], files: ["s": #"{"preset": "mb"}"#]).ring == ProgressRing())
  }

  @Test func helpAndVersion() throws {
    let parser = CommandLineParser { _ throws(CommandError) in "" }
    guard case .help = try parser.parse(["--value", "3", "-h"]) else {
      Issue.record("expected help")
      return
    }
    guard case .version = try parser.parse(["--version"]) else {
      Issue.record("expected version")
      return
    }
  }

  @Test func formatComesFromTheExtension() throws {
    #expect(try request(["-o", "a/b.PDF"]).resolvedFormat() == .pdf)
    #expect(try request(["-o", "-"]).resolvedFormat() == .png)
    #expect(try request(["-o", "ring.jpg", "--format", "png"]).resolvedFormat() == .png)
    #expect(throws: CommandError.self) { try request(["-o", "ring.jpg"]).resolvedFormat() }
    #expect(ImageFormat(pathExtensionOf: "out/Ring.SVG") == .svg)
    #expect(ImageFormat(pathExtensionOf: "dir.png/ring") == nil)
  }

  /// Every option is in the help of each command that takes it, and in no other's, a
  /// command's own options in its own; no line is wider than 80 columns.
  @Test func helpIsGeneratedFromTheTable() {
    for command in Command.all {
      let help = HelpText.render(command, version: "9")
      let lines = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      let own = Set(command.ownFlags.map(\.name))
      for option in Option.all where !option.spellings.contains(where: own.contains) {
        let listed = lines.contains { $0.hasPrefix(option.spellings.joined(separator: ", ")) }
        #expect(listed == command.accepts(option), "\(option.names[0]) in help \(command.name)")
      }
      for option in command.ownSections.flatMap(\.options) {
        #expect(lines.contains { $0.hasPrefix(option.spellings.joined(separator: ", ")) }, "\(option.spellings)")
      }
      #expect(help.split(separator: "\n").allSatisfy { $0.count <= HelpText.width })
    }
    #expect(HelpText.overview(version: "9").split(separator: "\n").allSatisfy { $0.count <= HelpText.width })
  }

  /// A command that writes only some formats lists only those for --format, and refuses the
  /// others it would otherwise be given.
  @Test func helpListsTheFormatsACommandWrites() throws {
    let help = HelpText.render(.sheet, version: "9")
    #expect(help.contains("\n  --format png|svg|pdf "), "\(help)")
    for format in ImageFormat.allCases where ![.png, .svg, .pdf].contains(format) {
      try expectRejected(
        ["sheet", "@/sheet.json", "-o", "@/out.x", "--format", format.name],
        files: ["sheet.json": #"{"rings": [{"value": 1}]}"#],
        message: "sheet writes PDF, PNG or SVG, not \(format.rawValue)")
    }
    #expect(HelpText.render(.render, version: "9").contains("\n  --format \(ImageFormat.nameList)\n"))
  }
}

@Suite("README")
struct ReadmeTests {
  /// The command-line pages of docs/ are written by hand (docs/reference.md is generated and
  /// not read here); this keeps them from falling behind the table.
  @Test func documentsEveryOptionAndJSONKey() throws {
    let pages = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") && $0 != "reference.md" && $0 != "gallery.md" }
    let readme = try (["README.md"] + pages.map { "docs/" + $0 }).map {
      try String(contentsOf: packageRoot.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
    // A whole word: `--value` must not count as documented because `--value-font-name` is.
    func mentions(_ word: String, after openers: String) -> Bool {
      readme.contains(try! Regex("[\(openers)]\(word)(?![A-Za-z-])"))  // names are letters and dashes
    }
    for option in Option.all {
      for spelling in option.spellings where spelling != "-h" {
        #expect(mentions(spelling, after: "` "), "\(spelling)")
      }
      if let key = option.jsonKey { #expect(mentions(key, after: "`"), "\(key)") }
    }
    #expect(readme.contains("make demo") && readme.contains("make test"))
  }
}
