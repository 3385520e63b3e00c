import Foundation
import Testing

@testable import RingCLI

/// The paint flags and keys: every bad value exits 64 naming the flag or key, and nothing is
/// written; good values in every form draw the same ring.
@Suite("Paint input")
struct PaintInputTests {
  private static let colours =
    "#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(R, G, B), rgba(R, G, B, A), color(srgb R G B) or a CSS colour name"

  private static let badFlags: [([String], String)] = [
    (["--shadow", "0,4"], "--shadow: expected X,Y,BLUR[,COLOR], got '0,4'"),
    (["--shadow", "0,4,2000"], "--shadow: the blur must be from 0 to 1024 points, not 2000"),
    (["--shadow", "0,4,-1"], "--shadow: the blur must be from 0 to 1024 points, not -1"),
    (["--shadow", "0,x,4"], "--shadow: Y 'x' is not a number of points"),
    (["--shadow", "0,4,8,smoke"], "--shadow: 'smoke' is not a colour (\(colours))"),
    (["--glow", "nan"], "--glow: BLUR 'nan' is not a number of points"),
    (["--glow", "1e9"], "--glow: the blur must be from 0 to 1024 points, not 1000000000"),
    (
      ["--shadow", "0,4,8", "--background", "transparent", "--duration", "1", "-o", "@/ring.gif"],
      "--background: GIF needs an opaque background (it has one-bit transparency), not #00000000"
    ),
    (["--progress-gradient", "red"], "--progress-gradient: needs 2 to 64 colour stops, not 1"),
    (
      ["--progress-gradient", String(repeating: "red,", count: 64) + "red"],
      "--progress-gradient: needs 2 to 64 colour stops, not 65"
    ),
    (["--progress-gradient", "red, blue 101%"], "--progress-gradient: stop 2: position 101% is outside 0…100%"),
    (["--progress-gradient", "red -1%, blue"], "--progress-gradient: stop 1: position -1% is outside 0…100%"),
    (
      ["--empty-line-gradient", "red 60%, blue 40%"],
      "--empty-line-gradient: stop 2: position 40% comes before the previous stop's 60%"
    ),
    (["--progress-gradient", "red, bleu"], "--progress-gradient: stop 2: 'bleu' is not a colour (\(colours))"),
    (["--gradient-span", "arc"], "--gradient-span: expected progress|track (or 0…1), got 'arc'"),
    (["--gradient-interpolation", "lab"], "--gradient-interpolation: expected srgb|oklab (or 0…1), got 'lab'"),
    (["--thresholds", "70:amber, 90:red"], "--thresholds: threshold 1: 'amber' is not a colour (\(colours))"),
    (["--thresholds", "90:red, 80:blue"], "--thresholds: threshold 2: 80% must be above the previous 90%"),
    (["--thresholds", "120:red"], "--thresholds: threshold 1: 120% is outside 0…100%"),
    (["--thresholds", "70"], "--thresholds: threshold 1: '70' is not PERCENT:COLOR"),
    (["--center-color", "bluish"], "--center-color: expected a colour: \(colours), got 'bluish'"),
    (
      ["--progress-gradient", "red, blue", "--background", "transparent", "--duration", "1", "-o", "@/ring.gif"],
      "--background: GIF needs an opaque background (it has one-bit transparency), not #00000000"
    ),
  ]

  @Test(arguments: badFlags)
  func rejected(arguments: [String], message: String) throws {
    try expectRejected((arguments.contains("-o") ? [] : ["-o", "@/ring.png"]) + arguments, message: message)
  }

  @Test(arguments: [
    (#"{"progressGradient": ["red"]}"#, #"spec.json:1: "progressGradient": needs 2 to 64 colour stops, not 1"#),
    (
      #"{"progressGradient": [{"color": "red", "at": 50}, {"colour": "blue"}]}"#,
      #"spec.json:1: "progressGradient": stop 2: unexpected "colour": "blue""#
    ),
    (
      #"{"progressGradient": 5}"#,
      #"spec.json:1: "progressGradient": expected colour stops such as '#22c55e, #ef4444 100%', got 5"#
    ),
    (#"{"thresholds": [[70, "nope"]]}"#, #"spec.json:1: "thresholds": threshold 1: 'nope' is not a colour"#),
    (
      #"{"thresholds": {"high": "red"}}"#,
      #"spec.json:1: "thresholds": expected "percent": "colour", got "high": "red""#
    ),
    (
      #"{"thresholds": [[90, "red"], [80, "blue"]]}"#,
      #"spec.json:1: "thresholds": threshold 2: 80% must be above the previous 90%"#
    ),
  ])
  func rejectedSpecs(spec: String, message: String) throws {
    try expectRejected(["--spec", "@/spec.json", "-o", "@/ring.png"], files: ["spec.json": spec], message: message)
  }

  /// The flag's text, a spec's string, its array of colours and its array of stop objects
  /// all draw the same PNG.
  @Test func everyFormDrawsTheSameRing() throws {
    let folder = try TemporaryFolder()
    let specs = [
      ##"{"progressGradient": "#22c55e, #ef4444 80%", "thresholds": "95:#000", "centerColor": "#fef3c7"}"##,
      ##"{"progressGradient": [{"color": "#22c55e"}, {"color": "#ef4444", "at": 80}], "thresholds": [[95, "#000"]], "centerColor": "#fef3c7"}"##,
      ##"{"progressGradient": [{"color": "#22c55e", "at": 0}, {"color": "#ef4444", "at": 80}], "thresholds": {"95": "#000"}, "centerColor": "#fef3c7"}"##,
    ]
    var outputs: [Data] = []
    for (index, spec) in specs.enumerated() {
      try spec.write(toFile: folder.path("\(index).json"), atomically: true, encoding: .utf8)
      let result = runInProcess([
        "--value", "60", "--spec", folder.path("\(index).json"), "-o", folder.path("\(index).png"),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: folder.path("\(index).png"))))
    }
    let flags = runInProcess([
      "--value", "60", "--progress-gradient", "#22c55e, #ef4444 80%", "--thresholds", "95:#000", "--center-color",
      "#fef3c7", "-o", folder.path("flags.png"),
    ])
    #expect(flags.status == 0, "\(flags.stderr)")
    outputs.append(try Data(contentsOf: URL(fileURLWithPath: folder.path("flags.png"))))
    #expect(Set(outputs).count == 1)
    // And the paint did something: a plain ring differs.
    _ = runInProcess(["--value", "60", "-o", folder.path("plain.png")])
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("plain.png"))) != outputs[0])
  }
}
