import Foundation
import Testing

@testable import RingCLI

/// Laps, segments, ticks and markers on the command line: bad values exit 64 naming the
/// flag or key with nothing written; clamping is warned about after the ring is written.
@Suite("Composition input")
struct CompositionInputTests {
  private static let badFlags: [([String], String)] = [
    (["--segments", "1"], "--segments: expected 0 (none) or 2…360 segments, got 1"),
    (["--segments", "361"], "--segments: expected a whole number from 0 to 360, got '361'"),
    (
      ["--segments", "360", "--segment-gap", "4"],
      "--segment-gap: a gap of 4 pt leaves no segment: 360 segments of 2.06 pt each, less the gap and the caps"
    ),
    (["--segment-gap", "-1"], "--segment-gap: must be from 0 to 16384 points, not -1"),
    (["--ticks", "400"], "--ticks: expected a whole number from 0 to 360, got '400'"),
    (["--tick-width", "-2"], "--tick-width: must be from 0 to 16384 points, not -2"),
    (["--knob", "200"], "--knob: a radius of 200 pt must be above 0 and fit the drawing area (127 pt)"),
    (["--knob", "big"], "--knob: expected NUMBER[,COLOR], got 'big'"),
    (["--target", "120"], "--target: 120 is outside 0…100"),
    (["--target", "50,#zz"], "--target: '#zz' is not a colour (\(colourForms))"),
    (["--overflow", "wrap"], "--overflow: expected clamp|laps (or 0…1), got 'wrap'"),
    (["--tick-position", "above"], "--tick-position: expected center|inside|outside (or 0…2), got 'above'"),
    (["--secondary-value", "x"], "--secondary-value: expected a finite number, got 'x'"),
    (["--rings", "80/100:#ef4444, lots"], "--rings: ring 2: expected [NAME=]V[/MAX][:COLOR], got 'lots'"),
    (["--rings", "80:#zz"], "--rings: ring 1: '#zz' is not a colour (\(colourForms))"),
    (
      ["--rings", Array(repeating: "50", count: 17).joined(separator: ",")],
      "--rings: at most 16 rings, not 17"
    ),
    (
      ["--rings", "50,50,50,50,50,50", "--progress-line-width", "20", "--empty-line-width", "20"],
      "--rings: ring 6 of 6 does not fit: its bands would reach the centre; 10.0 pt more radius, thinner bands or less ringSpacing would make room"
    ),
    (["--indeterminate", "spiral"], "--indeterminate: expected arc|material|dots (or 0…2), got 'spiral'"),
    (
      ["--indeterminate", "arc"],
      "--indeterminate needs an animated output: -o ring.apng, ring.gif, ring-%03d.png (numbered PNG frames) or --format animated-webp, or --at T for one still frame"
    ),
  ]
  private static let colourForms =
    "#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(R, G, B), rgba(R, G, B, A), color(srgb R G B) or a CSS colour name"

  @Test(arguments: badFlags)
  func rejected(arguments: [String], message: String) throws {
    try expectRejected(["-o", "@/ring.png", "--value", "50"] + arguments, message: message)
  }

  @Test(arguments: [
    (#"{"segments": 1}"#, #"spec.json:1: "segments": expected 0 (none) or 2…360 segments, got 1"#),
    (
      #"{"knob": {"amount": 5, "colour": "red"}}"#,
      #"spec.json:1: "knob": unexpected "colour": "red"; use amount, color"#
    ),
    (#"{"target": -1}"#, #"spec.json:1: "target": -1 is outside 0…100"#),
    (#"{"rings": []}"#, #"spec.json:1: "rings": expected 1 to 16 rings, got none"#),
    (
      #"{"rings": [{"vlaue": 3}]}"#,
      #"spec.json:1: "rings": ring 1: "vlaue" is not a key of a ring (did you mean "value"?)"#
    ),
    (#"{"rings": [5]}"#, #"spec.json:1: "rings": ring 1: expected an object of ring keys, got 5"#),
  ])
  func rejectedSpecs(spec: String, message: String) throws {
    try expectRejected(["--spec", "@/spec.json", "-o", "@/ring.png"], files: ["spec.json": spec], message: message)
  }

  @Test func clampingIsWarnedAboutAndLapsAreNot() throws {
    let folder = try TemporaryFolder()
    let clamped = runInProcess(["--value", "130", "-o", folder.path("a.png")])
    #expect(clamped.status == 0)
    #expect(
      clamped.stderr
        == "ringgen: warning: the value 130 is above the maximum 100 and is drawn full; --overflow laps draws the extra laps\n"
    )
    let laps = runInProcess(["--value", "130", "--overflow", "laps", "-o", folder.path("b.png")])
    #expect(laps.status == 0 && laps.stderr.isEmpty)
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("a.png"))
        != Data(contentsOf: folder.url.appendingPathComponent("b.png")))
    #expect(runInProcess(["--value", "100", "-o", folder.path("c.png")]).stderr.isEmpty)
  }
}
