import Foundation
import Testing

@testable import RingCLI

/// Every rejected input: exit 64, one `ringgen: error:` line naming the flag or key and the
/// accepted form, and nothing written.
@Suite("Bad input")
struct BadInputTests {
  @Test(arguments: [
    (["--vlaue", "3"], "unknown option '--vlaue' (did you mean --value?); see ringgen --help"),
    (["--frobnicate"], "unknown option '--frobnicate'; see ringgen --help"),
    (["--value"], "--value needs a value: --value N"),
    (["--value", "abc"], "--value: expected a finite number, got 'abc'"),
    (["--value", "nan"], "--value: expected a finite number, got 'nan'"),
    (["--max", "inf"], "--max: expected a finite number, got 'inf'"),
    (["--max-value", "1e999"], "--max-value: expected a finite number, got '1e999'"),
    (["--value", "0x10"], "--value: expected a finite number, got '0x10'"),
    (["--max", "-0X1p4"], "--max: expected a finite number, got '-0X1p4'"),
    (["--size", "0x40"], "--size: expected a size in points above 0: N or WxH, got '0x40'"),
    (
      ["--keyframes", "0x1:5"],
      "--keyframes: expected TIME:VALUE[:EASING] pairs such as 0:0,1:15,2.5:30, not '0x1:5'"
    ),
    (["--size", "0"], "--size: expected a size in points above 0: N or WxH, got '0'"),
    (["--size", "-5"], "--size: expected a size in points above 0: N or WxH, got '-5'"),
    (["--size", "10x"], "--size: expected a size in points above 0: N or WxH, got '10x'"),
    (["--size", "16385"], "--size: must be above 0 and at most 16384 points, not 16385"),
    (["--size", "9000", "--scale", "2"], "--size/--scale: a side of 18000 px is over the limit of 16384 px"),
    // Canvases over the limit are named as such, not as a --memory-limit estimate.
    (["--size", "100000"], "--size: must be above 0 and at most 16384 points, not 100000"),
    (["--size", "16000", "--scale", "3"], "--size/--scale: a side of 48000 px is over the limit of 16384 px"),
    (
      ["--size", "100000", "--duration", "1", "-o", "@/r.apng"],
      "--size: must be above 0 and at most 16384 points, not 100000"
    ),
    (["--size", "100x10000", "--scale", "2"], "--size/--scale: a side of 20000 px is over the limit of 16384 px"),
    (["--scale", "0"], "--scale: expected a number above 0, got '0'"),
    (
      ["-o", "@/ring.jpg"],
      "cannot tell the format of 'ring.jpg' from its extension; name the file .png, .svg, .pdf, .apng, .gif, .webp, .data-uri, .ansi, .ans, or use --format png|svg|pdf|apng|gif|webp|animated-webp|data-uri|ansi|glyph"
    ),
    (
      ["--progress-color", "blurple"],
      "--progress-color: expected a colour: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(R, G, B), rgba(R, G, B, A), color(srgb R G B) or a CSS colour name, got 'blurple'"
    ),
    (
      ["--background", "#12345"],
      "--background: expected a colour: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(R, G, B), rgba(R, G, B, A), color(srgb R G B) or a CSS colour name, got '#12345'"
    ),
    (["--progress-cap-type", "pointy"], "--progress-cap-type: expected butt|round|square (or 0…2), got 'pointy'"),
    (["--empty-cap-type", "3"], "--empty-cap-type: expected butt|round|square (or 0…2), got '3'"),
    (
      ["--progress-appearance-type", "beside"],
      "--progress-appearance-type: expected overlaps|above|under (or 0…2), got 'beside'"
    ),
    (["--decimal-places", "2.5"], "--decimal-places: expected a whole number from 0 to 20, got '2.5'"),
    (["--decimal-places", "-1"], "--decimal-places: expected a whole number from 0 to 20, got '-1'"),
    (["--value-font-size", "0"], "--value-font-size: expected a size in points above 0, or auto, got '0'"),
    (["--text-offset", "3"], "--text-offset: expected two numbers X,Y, got '3'"),
    (
      ["--label", "{percentage}"],
      "--label: unknown placeholder '{percentage}'; use {value}, {max}, {percent}, {remaining}, {unit}"
    ),
    (["--format", "jpg"], "--format: expected png|svg|pdf|apng|gif|webp|animated-webp|data-uri|ansi|glyph, got 'jpg'"),
    (["--preset", "ios"], "--preset: expected default|mb, got 'ios'"),
    (["--countdown=yes"], "--countdown takes no value"),
    (["ring.png"], "unexpected argument 'ring.png'; every input is given with a flag, such as --value ring.png"),
    (
      ["--value", "3"],
      "no output file: add -o FILE (.png, .svg, .pdf, .apng, .gif, .webp or .ans, or a pattern such as ring-%03d.png), or -o - for standard output"
    ),
    (["--spec", "missing.json"], "--spec: cannot read 'missing.json': No such file or directory"),
    (["-value", "3"], "unknown option '-value'; long options start with two dashes: --value"),
    (["-quiet"], "unknown option '-quiet'; long options start with two dashes: --quiet"),
    (["-qz"], "unknown option '-z' in '-qz' (did you mean -o?); see ringgen --help"),
    (["-qo"], "-o needs a value: -o FILE"),
    (["--border-padding", "-1e300"], "--border-padding: must be within ±16384 points, not -1e+300"),
    // Nothing of the ring could be drawn: a blank image was written with exit 0.
    (
      ["--progress-line-width", "300"],
      "--progress-line-width: a line 300 pt wide leaves nothing to draw: it puts the track wholly past the centre; under 272 pt fits the drawing area's 127-pt radius"
    ),
    (
      ["--progress-line-width", "130", "--progress-appearance-type", "above", "-o", "@/ring.svg"],
      "--progress-line-width: a line 130 pt wide leaves nothing to draw: it puts the track wholly past the centre; under 127 pt fits the drawing area's 127-pt radius"
    ),
    (
      ["--border-padding", "200"],
      "--border-padding: 200 pt on each side leaves nothing of the 256 × 256 pt canvas to draw in"
    ),
    (
      ["--border-padding", "60", "--shadow", "0,4,80"],
      "--border-padding: 60 pt on each side, with the shadow's reach of 124 pt, leaves nothing of the 256 × 256 pt canvas to draw in"
    ),
    (["--text-offset", "16777216,0"], "--text-offset: must be within ±16384 points, not 16777216"),
    (
      ["--value-font-size", "70000"],
      "--value-font-size: must be a number of points above 0 and at most 16384, or automatic"
    ),
    (
      ["--value-font-size", "10000", "--scale", "2"],
      "--value-font-size: 10000 pt at scale 2 is over the limit of 16384 px"
    ),
    (["--scale", "1e-300"], "--scale: must be from 0.01 to 100, not 0"),
    (
      ["--size", "20000", "--format", "svg", "-o", "@/ring.svg"],
      "--size: must be above 0 and at most 16384 points, not 20000"
    ),
    (["--caption", String(repeating: "x", count: 201)], "--caption: must be at most 200 characters, not 201"),
    // One rule for the label and the caption: 200 characters, no control character but \n.
    (["--label", String(repeating: "x", count: 201)], "--label: must be at most 200 characters, not 201"),
    (["--label", "a\u{1B}b"], "--label: must have no control characters, not U+001B"),
    (["--caption", "tab\there"], "--caption: must have no control characters, not U+0009"),
    (["--label", "{value}\u{9B}"], "--label: must have no control characters, not U+009B"),
    (["--locale", "xx-YY"], "--locale: expected one of en-US, de-DE, fr-FR, ar-EG, hi-IN, got 'xx-YY'"),
    (["--number-format", "roman"], "--number-format: expected plain|grouped|compact (or 0…2), got 'roman'"),
    (["--label-fit", "squeeze"], "--label-fit: expected none|shrink (or 0…1), got 'squeeze'"),
    (["--label-padding", "nan"], "--label-padding: expected a finite number, got 'nan'"),
    (["--caption-font-size", "-2"], "--caption-font-size: expected a size in points above 0, or auto, got '-2'"),
    (
      ["--value-font-name", "DejaVu Sans:size=abc"],
      "--value-font-name: 'DejaVu Sans:size=abc' is not a fontconfig pattern; write it like 'DejaVu Sans:weight=bold'"
    ),
  ])
  func rejected(arguments: [String], message: String) throws {
    let hasOutput = arguments.contains("-o") || arguments == ["--value", "3"]
    try expectRejected((hasOutput ? [] : ["-o", "@/ring.png"]) + arguments, message: message)
  }

  @Test(arguments: [
    (#"{"value": 1,, }"#, "--spec spec.json: line 1, column 13: expected a key in double quotes"),
    (
      "{\n  \"value\": 1\n  \"max\": 2\n}",
      "--spec spec.json: line 3, column 3: expected ',' or '}' after the value of \"value\""
    ),
    (#"[1, 2]"#, "--spec spec.json: expected a JSON object of properties, got an array"),
    (#"{"valu": 3}"#, #"spec.json:1: "valu": unknown key (did you mean "value"?)"#),
    (#"{"value": "three"}"#, #"spec.json:1: "value": expected a number, got "three""#),
    (#"{"value": 1e999}"#, "--spec spec.json: line 1, column 11: the number 1e999 is too large"),
    (#"{"progressCapType": 5}"#, #"spec.json:1: "progressCapType": expected butt|round|square (or 0…2), got 5"#),
    ("{\n\"size\": 0}", #"spec.json:2: "size": expected a size in points above 0: N or WxH, got 0"#),
    (
      #"{"borderPadding": 200}"#,
      #"spec.json:1: "borderPadding": 200 pt on each side leaves nothing of the 256 × 256 pt canvas to draw in"#
    ),
    (#"{"size": 2147483647}"#, #"spec.json:1: "size": must be above 0 and at most 16384 points, not 2147483647"#),
    (#"{"size": 16000, "scale": 3}"#, #"spec.json:1: "size": a side of 48000 px is over the limit of 16384 px"#),
    ("\u{FEFF}{\"unitString\": \"ü\", x}", "--spec spec.json: line 1, column 21: expected a key in double quotes"),
    (#"{"value": 1, "value": 2}"#, "--spec spec.json: line 1, column 21: duplicate key \"value\""),
    (#"{"preset": "ios"}"#, #"spec.json:1: "preset": expected default|mb, got "ios""#),
    (
      "{\"caption\": \"\(String(repeating: "é", count: 250))\"}",
      #"spec.json:1: "caption": must be at most 200 characters, not 250"#
    ),
    (#"{"label": "a\u001bb"}"#, #"spec.json:1: "label": must have no control characters, not U+001B"#),
    (#"{"locale": "tlh"}"#, #"spec.json:1: "locale": expected one of en-US, de-DE, fr-FR, ar-EG, hi-IN, got "tlh""#),
    (#"{"numberFormat": 7}"#, #"spec.json:1: "numberFormat": expected plain|grouped|compact (or 0…2), got 7"#),
    (#"{"labelFit": "fill"}"#, #"spec.json:1: "labelFit": expected none|shrink (or 0…1), got "fill""#),
    ("", "--spec spec.json: line 1, column 1: unexpected end of input; expected a JSON value"),
  ])
  func rejectedSpecs(spec: String, message: String) throws {
    try expectRejected(["--spec", "@/spec.json", "-o", "@/ring.png"], files: ["spec.json": spec], message: message)
  }

  @Test func binaryOutputIsNotWrittenToATerminal() {
    let png = runInProcess(["-o", "-"], terminal: true)
    #expect(png.status == 64 && png.stdout.isEmpty)
    #expect(
      png.stderr == "ringgen: error: refusing to write PNG to a terminal; redirect standard output or use -o FILE\n")
    #expect(runInProcess(["--format", "pdf", "-o", "-"], terminal: true).status == 64)
    let svg = runInProcess(["--format", "svg", "-o", "-"], terminal: true)
    #expect(svg.status == 0 && svg.stdout.starts(with: Array("<svg".utf8)))
  }

  @Test func unitFlagsThatTheLabelIgnoresAreWarnedAbout() throws {
    let folder = try TemporaryFolder()
    let ignored = runInProcess(["--unit-string", " days", "-o", folder.path("a.png")])
    #expect(ignored.status == 0)
    #expect(
      ignored.stderr
        == "ringgen: warning: --unit-string has no effect: the label '{percent}%' has no {unit}; use --label mb for MB's value and unit\n"
    )
    #expect(runInProcess(["--label", "mb", "--unit-string", " days", "-o", folder.path("b.png")]).stderr.isEmpty)
    #expect(runInProcess(["--preset", "mb", "--no-show-unit-string", "-o", folder.path("c.png")]).stderr.isEmpty)
  }

  /// Inputs that change nothing in the output are said, each in one warning, and the file is
  /// still written; where they do change it, nothing is said.
  @Test(arguments: [
    (
      ["--scale", "2", "-o", "x.svg"],
      "--scale has no effect on svg output; it sets the pixels per point of png, apng, gif, webp, animated-webp and data-uri"
    ),
    (
      ["--scale", "2", "-o", "x.pdf"],
      "--scale has no effect on pdf output; it sets the pixels per point of png, apng, gif, webp, animated-webp and data-uri"
    ),
    (
      ["--caption", "hi", "--no-show-value-string", "-o", "x.png"],
      "--caption has no effect with --no-show-value-string: the caption is drawn under the value"
    ),
    (["--value", "-10", "-o", "x.png"], "the value -10 is below 0 and is drawn as 0"),
    (["--format", "svg", "-o", "x.png"], "--format svg writes svg to 'x.png', whose extension names png"),
  ])
  func ineffectiveInputsAreWarnedAbout(arguments: [String], warning: String) throws {
    let folder = try TemporaryFolder()
    let located = arguments.map { $0.hasPrefix("x.") ? folder.path($0) : $0 }
    let result = runInProcess(located)
    #expect(result.status == 0)
    #expect(result.stderr.replacingOccurrences(of: folder.url.path + "/", with: "") == "ringgen: warning: \(warning)\n")
    #expect(try folder.contents().count == 1)
  }

  @Test func effectiveInputsAreNotWarnedAbout() throws {
    let folder = try TemporaryFolder()
    for arguments in [
      ["--scale", "2", "-o", "a.png"], ["--caption", "hi", "-o", "b.png"], ["--value", "0", "-o", "c.png"],
      ["--format", "svg", "-o", "d.svg"], ["--format", "svg", "-o", "-"], ["--no-show-value-string", "-o", "e.png"],
    ] {
      let result = runInProcess(arguments.map { $0.count == 5 && $0.contains(".") ? folder.path($0) : $0 })
      #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
    }
  }

  @Test func hugeSpecsAreRefused() throws {
    let folder = try TemporaryFolder()
    let spec = "{\"value\": 1" + String(repeating: " ", count: 1 << 20) + "}"
    try spec.write(toFile: folder.path("big.json"), atomically: true, encoding: .utf8)
    let result = runInProcess(["--spec", folder.path("big.json"), "-o", folder.path("ring.png")])
    #expect(result.status == 64 && result.stderr.contains("is larger than 1024 KiB"), "\(result.stderr)")
  }

  @Test func badInputLeavesAnExistingFileAlone() throws {
    let folder = try TemporaryFolder()
    let output = folder.path("ring.png")
    try Data("old".utf8).write(to: URL(fileURLWithPath: output))
    #expect(runInProcess(["--value", "x", "-o", output]).status == 64)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("old".utf8))
  }

  @Test func unwritableOutputsFailWithThePathAndReason() throws {
    let folder = try TemporaryFolder()
    try Data("a file".utf8).write(to: URL(fileURLWithPath: folder.path("file")))
    let notAFolder = runInProcess(["-o", folder.path("file") + "/ring.png"])
    #expect(notAFolder.status == 1)
    #expect(notAFolder.stderr.contains("cannot write '\(folder.path("file"))/ring.png': Not a directory"))
    let missing = runInProcess(["-o", folder.path("missing/ring.png")])
    #expect(missing.status == 1 && missing.stderr.contains("No such file or directory"))
    try FileManager.default.createDirectory(atPath: folder.path("dir.png"), withIntermediateDirectories: false)
    let directory = runInProcess(["-o", folder.path("dir.png")])
    #expect(directory.status == 1 && directory.stderr.contains("Is a directory"), "\(directory.stderr)")
    #expect(try folder.contents() == ["dir.png", "file"], "no temporary files left behind")
  }
}
