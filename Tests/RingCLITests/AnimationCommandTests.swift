import Foundation
import RingCairo
import RingImageDiff
import RingKit
import RingRenderer
import Testing

@testable import RingCLI

@Suite("ringgen animation")
struct AnimationCommandTests {
  /// A value's movement plays once and holds its last frame unless --loop says otherwise; a
  /// spinner, which has no end, turns forever. Read from the files: APNG's acTL num_plays, the
  /// GIF's NETSCAPE2.0 extension (absent: once), the SVG's animation iteration count.
  @Test func valueAnimationsPlayOnceAndSpinnersForever() throws {
    let folder = try TemporaryFolder()
    func plays(_ arguments: [String], _ name: String) throws -> String {
      let result = try runBinary(arguments + ["--size", "48", "--fps", "4", "-o", name], in: folder.url)
      try #require(result.status == 0, "\(result.stderr)")
      let bytes = try Data(contentsOf: folder.url.appendingPathComponent(name))
      if name.hasSuffix(".apng"), let acTL = bytes.firstRange(of: Data("acTL".utf8)) {
        let count = bytes[(acTL.upperBound + 4)..<(acTL.upperBound + 8)].reduce(0) { $0 << 8 | Int($1) }
        return "apng \(count)"
      }
      if name.hasSuffix(".gif") {
        guard let netscape = bytes.firstRange(of: Data("NETSCAPE2.0".utf8)) else { return "gif once" }
        return "gif repeats \(Int(bytes[netscape.upperBound + 2]) | Int(bytes[netscape.upperBound + 3]) << 8)"
      }
      let svg = String(decoding: bytes, as: UTF8.self)
      return svg.firstRange(of: /linear (\w+) both/).map { "svg \(svg[$0])" } ?? "svg ?"
    }
    #expect(try plays(["--value", "60", "--duration", "0.5"], "a.apng") == "apng 1")
    #expect(try plays(["--value", "60", "--duration", "0.5"], "a.gif") == "gif once")
    #expect(try plays(["--value", "60", "--duration", "0.5"], "a.svg") == "svg linear 1 both")
    #expect(try plays(["--keyframes", "0:0, 0.5:60"], "k.apng") == "apng 1")
    #expect(try plays(["--indeterminate", "arc"], "s.apng") == "apng 0")
    #expect(try plays(["--indeterminate", "arc"], "s.gif") == "gif repeats 0")
    #expect(try plays(["--indeterminate", "arc"], "s.svg") == "svg linear infinite both")
    #expect(try plays(["--value", "60", "--duration", "0.5", "--loop", "3"], "l.apng") == "apng 3")
    #expect(try plays(["--value", "60", "--duration", "0.5", "--loop", "0"], "l.gif") == "gif repeats 0")
  }

  @Test(arguments: [
    (
      ["--easing", "bouncy", "-o", "a.gif"],
      "--easing: unknown easing 'bouncy'; use linear, ease, ease-in, ease-out, ease-in-out, ease-in-cubic and the other Penner curves, or cubic-bezier(X1,Y1,X2,Y2), steps(N[,jump-start|jump-end]), spring[(damping-fraction=F)], spring(stiffness=K,damping=C[,mass=M]), spring(response=S,damping-fraction=F)"
    ),
    (
      ["--easing", "cubic-bezier(1.5,0,0.5,1)", "-o", "a.gif"],
      "--easing: cubic-bezier's X1 and X2 must lie in 0…1 (Y1 and Y2 may overshoot), not 'cubic-bezier(1.5,0,0.5,1)'"
    ),
    (
      ["--easing", "cubic-bezier(0.1,0.2,0.3)", "-o", "a.gif"],
      "--easing: cubic-bezier takes four numbers, cubic-bezier(X1,Y1,X2,Y2), not 'cubic-bezier(0.1,0.2,0.3)'"
    ),
    (["--fps", "0", "-o", "a.gif"], "--fps: expected a number above 0, got '0'"),
    (["--fps", "-24", "-o", "a.apng"], "--fps: expected a number above 0, got '-24'"),
    (["--fps", "1000", "-o", "a.apng"], "--fps: expected 0.1 to 240 frames per second, got '1000'"),
    (["--fps", "0.01", "-o", "a.apng"], "--fps: expected 0.1 to 240 frames per second, got '0.01'"),
    (["--duration", "-1", "-o", "a.apng"], "--duration: expected a number of seconds, 0 or more, got '-1'"),
    (["--delay", "nan", "-o", "a.apng"], "--delay: expected a number of seconds, 0 or more, got 'nan'"),
    (["--at", "inf", "-o", "a.png"], "--at: expected a number of seconds, 0 or more, got 'inf'"),
    (
      ["--duration", "400", "-o", "a.apng"],
      "--duration/--fps: 400 s at 30 fps is 12001 frames, over the limit of 10000"
    ),
    (
      ["--keyframes", "0:0,1:x", "-o", "a.apng"],
      "--keyframes: expected TIME:VALUE[:EASING] pairs such as 0:0,1:15,2.5:30, not '1:x'"
    ),
    (["--loop", "-1", "-o", "a.gif"], "--loop: expected a whole number from 0 to 65535, got '-1'"),
    (["--jobs", "0", "-o", "a.gif"], "--jobs: expected a whole number from 1 to 256, got '0'"),
    (
      ["--duration", "2", "-o", "ring.png"],
      "--duration needs an animated output: -o ring.apng, ring.gif, ring-%03d.png (numbered PNG frames) or --format animated-webp, or --at T for one still frame"
    ),
    (
      ["--fps", "12", "-o", "ring.svg"],
      "--fps needs an animated output: -o ring.apng, ring.gif, ring-%03d.png (numbered PNG frames) or --format animated-webp, or --at T for one still frame"
    ),
    (
      ["--at", "0.5", "-o", "ring.gif"],
      "--at renders one still frame; drop it for an animated output, or write a .png, .svg or .pdf"
    ),
    (
      ["-o", "frame-%s.png"],
      "-o: expected one frame number, %d or %03d, in 'frame-%s.png' (write %% for a percent sign)"
    ),
    (
      ["-o", "frame-%d-%d.png"],
      "-o: expected one frame number, %d or %03d, in 'frame-%d-%d.png' (write %% for a percent sign)"
    ),
    (
      ["-o", "f-%0100000000000000000000d.png"],
      "-o: a frame number is at most 9 digits wide, not 'f-%0100000000000000000000d.png'"
    ),
    (["-o", "f-%010d.png"], "-o: a frame number is at most 9 digits wide, not 'f-%010d.png'"),
    (
      ["-o", "frame-%03d.gif"],
      "-o: numbered frames are PNG files; name them like ring-%03d.png (or write one .apng or .gif)"
    ),
    (
      ["--background", "transparent", "-o", "a.gif"],
      "--background: GIF needs an opaque background (it has one-bit transparency), not #00000000"
    ),
  ])
  func rejected(arguments: [String], message: String) throws {
    let located = arguments.enumerated().map { index, argument in
      index > 0 && arguments[index - 1] == "-o" ? "@/" + argument : argument
    }
    try expectRejected(located, message: message)
  }

  /// `--at` at frame k's time is the still render of the interpolated value, and frame k of a
  /// numbered sequence is that ring with steady arcs: the same picture to `ringgen compare`, and
  /// the same bytes at the end.
  @Test func sequenceFramesMatchAtAndStills() throws {
    let folder = try TemporaryFolder()
    let style = [
      "--value", "24", "--max", "30", "--from", "6", "--duration", "0.4", "--easing", "ease-out-cubic", "--size", "64",
    ]
    let sequence = try runBinary(style + ["--fps", "10", "-o", "f-%03d.png"], in: folder.url)
    #expect(sequence.status == 0, "\(sequence.stderr)")
    #expect(try folder.contents() == ["f-000.png", "f-001.png", "f-002.png", "f-003.png", "f-004.png"])
    for index in [1, 2, 4] {
      let time = Double(index) / 10
      let at = try runBinary(style + ["--at", String(time), "-o", "-"], in: folder.url)
      let frame = try RingRaster(
        pngData: Data(contentsOf: folder.url.appendingPathComponent(String(format: "f-%03d.png", index))))
      let value = 6 + 18 * Easing.penner(PennerEasing(curve: .cubic, direction: .out))(time / 0.4)
      let still = try ProgressRing(value: value, maxValue: 30).raster(on: RingCanvas(size: 64))
      #expect(try RingRaster(pngData: at.stdout) == still, "--at \(time)")
      let difference = ImageComparator().compare(still, frame)
      #expect(difference.differingPixels == 0, "frame \(index): \(difference)")
      if index == 4 { #expect(frame == still, "the last frame") }
    }
  }

  @Test func apngAndGIFFromTheBinary() throws {
    let folder = try TemporaryFolder()
    let apng = try runBinary(
      ["--value", "30", "--max", "30", "--size", "48", "--fps", "10", "--loop", "2", "-o", "r.apng"], in: folder.url)
    #expect(apng.status == 0 && apng.stderr.isEmpty, "\(apng.stderr)")
    let expected = try RingAnimation(ring: ProgressRing(value: 30, maxValue: 30), from: 0, duration: 1)
      .apngData(on: RingCanvas(size: 48), fps: 10, loopCount: 2)
    #expect(try Data(contentsOf: folder.url.appendingPathComponent("r.apng")) == expected)
    let gif = try runBinary(
      ["--preset", "mb", "--value", "50", "--size", "40", "--format", "gif", "-o", "-"], in: folder.url)
    #expect(gif.status == 0 && gif.stdout.starts(with: Array("GIF89a".utf8)))
  }

  @Test func keyframesWarnAboutFlagsTheyReplace() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess([
      "--keyframes", "0:0,0.2:50", "--duration", "3", "--size", "48", "-o", folder.path("k.apng"),
    ])
    #expect(result.status == 0)
    #expect(
      result.stderr == "ringgen: warning: --duration has no effect with --keyframes, which give the values and times\n")
  }

  @Test(arguments: [
    ("f-%d.png", [0: "f-0.png", 12: "f-12.png"]), ("out/%05d.png", [7: "out/00007.png"]),
    ("100%%-%02d.png", [3: "100%-03.png"]),
  ])
  func framePatterns(pattern: String, names: [Int: String]) throws {
    let parsed = try FramePattern(pattern)
    for (index, name) in names { #expect(parsed.path(for: index) == name) }
    #expect(FramePattern.isPattern(pattern))
    #expect(!FramePattern.isPattern("100%%.png"))
  }
}
