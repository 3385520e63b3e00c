import Foundation
import RingCairo
import RingImageFixtures
import RingKit
import RingTerminal
import Testing

@testable import RingCLI

/// `ringgen compare` on a kitty-protocol terminal: a differing pair's triptych is shown inline
/// under its line, as kitty's graphics escapes; anywhere else the output is the text alone.
@Suite("ringgen compare: inline triptych")
struct CompareTerminalTests {
  static let kitty = ["TERM": "xterm-kitty", "LANG": "C.UTF-8", "RINGGEN_NO_QUERY": "1"]

  private func write(_ image: RingRaster, _ path: String) throws {
    try Data(PNGFile.bytes(image, layout: .rgba8)).write(to: URL(fileURLWithPath: path))
  }

  /// kitty's escapes in `text`: each chunk's keys and payload.
  private func kittyChunks(_ text: String) -> [(keys: String, payload: String)] {
    text.components(separatedBy: "\u{1B}_G").dropFirst().map { chunk in
      let body = chunk.components(separatedBy: "\u{1B}\\")[0]
      let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }

  /// Two 16 × 8 images, one pixel apart, as files in a new folder.
  private func pair() throws -> (TemporaryFolder, RingRaster, RingRaster) {
    let folder = try TemporaryFolder()
    let expected = solidImage(width: 16, height: 8, .white)
    let actual = expected.setting(5, 3, to: .black)
    try write(expected, folder.path("e.png"))
    try write(actual, folder.path("a.png"))
    return (folder, expected, actual)
  }

  /// The line, then `ESC _G a=T,f=100,i=…,c=…,r=…,q=2` with the triptych PNG in base64: its left
  /// third is EXPECTED, its middle ACTUAL, its right the diff with the changed pixel red.
  @Test func aDifferingPairShowsItsTriptychOnKitty() throws {
    let (folder, expected, actual) = try pair()
    let run = runWithTerminal(
      ["compare", folder.path("e.png"), folder.path("a.png")], environment: Self.kitty,
      window: TerminalSize(columns: 40, rows: 24, cellPixels: (width: 4, height: 8)))
    #expect(run.status == 1, "\(run.stderr)")
    let line =
      "differs \(folder.path("a.png")): 1 pixel differ (0.78 %), 0 allowed at threshold 0.10; 0 anti-aliased pixels ignored; changed region x 5…5, y 3…3 (1 × 1 px)\n"
    #expect(run.text.hasPrefix(line))
    let chunks = kittyChunks(run.text)
    try #require(chunks.count == 1)
    // 48 × 8 px over cells of 4 × 8 px: 12 columns, 1 row.
    #expect(chunks[0].keys == "a=T,f=100,i=\(TerminalGraphics.kittyImageID + 1),c=12,r=1,q=2,m=0")
    #expect(run.text.hasSuffix("\u{1B}\\\n"))
    let png = try #require(Data(base64Encoded: chunks[0].payload))
    let image = try RingRaster(pngData: png)
    #expect(image.width == 48 && image.height == 8)
    for y in 0..<8 {
      for x in 0..<16 {
        #expect(image[x, y] == expected[x, y] && image[x + 16, y] == actual[x, y], "\(x),\(y)")
      }
    }
    #expect(image[32 + 5, 3] == .pureRed)
    #expect(image[32, 0] != .pureRed && image[32, 0]?.alpha == 255)
  }

  /// Each differing pair in a folder gets an image id of its own (a later image of the same id
  /// would replace an earlier one on screen); a same pair shows nothing.
  @Test func pairsInAFolderTakeIdsOfTheirOwn() throws {
    let folder = try TemporaryFolder()
    for side in ["e", "a"] {
      try FileManager.default.createDirectory(atPath: folder.path(side), withIntermediateDirectories: true)
    }
    let white = solidImage(width: 8, height: 8, .white)
    for name in ["a", "c"] {
      try write(white, folder.path("e/\(name).png"))
      try write(white.setting(1, 1, to: .black), folder.path("a/\(name).png"))
    }
    try write(white, folder.path("e/b.png"))
    try write(white, folder.path("a/b.png"))
    let run = runWithTerminal(["compare", folder.path("e"), folder.path("a")], environment: Self.kitty)
    #expect(run.status == 1)
    let chunks = kittyChunks(run.text)
    #expect(
      chunks.map { $0.keys.split(separator: ",")[2] } == [
        "i=\(TerminalGraphics.kittyImageID + 1)", "i=\(TerminalGraphics.kittyImageID + 3)",
      ])
    let lines = run.text.components(separatedBy: "\n")
    #expect(lines[0].hasPrefix("differs a.png:") && lines[1].hasPrefix("\u{1B}_G"))
    #expect(lines[2].hasPrefix("same b.png:") && lines[3].hasPrefix("differs c.png:"))
    #expect(lines[5] == "3 pairs: 1 same, 2 differs")
  }

  /// Text alone: not a terminal, another terminal, tmux, `--json`, `--diff`, `--report`, or a
  /// pair that is the same.
  @Test(arguments: [
    ([], ["TERM": "xterm-256color", "LANG": "C.UTF-8", "RINGGEN_NO_QUERY": "1"], true),
    ([], kitty.merging(["TMUX": "/tmp/tmux-0/default,1,0"]) { $1 }, true),
    (["--json"], kitty, true),
    (["--diff", "DIFFS"], kitty, true),
    (["--report", "REPORT"], kitty, true),
    ([], kitty, false),
  ])
  func elsewhereTheOutputIsText(flags: [String], environment: [String: String], isTerminal: Bool) throws {
    let (folder, _, _) = try pair()
    let arguments = flags.map {
      $0 == "DIFFS" ? folder.path("diffs") : $0 == "REPORT" ? folder.path("report.html") : $0
    }
    let run = runWithTerminal(
      ["compare", folder.path("e.png"), folder.path("a.png")] + arguments, environment: environment,
      isTerminal: isTerminal)
    #expect(run.status == 1)
    #expect(!run.text.contains("\u{1B}"))
    #expect(
      run.text
        == String(
          decoding: runInProcess(["compare", folder.path("e.png"), folder.path("a.png")] + arguments).stdout,
          as: UTF8.self))
  }

  /// A triptych wider than 2048 px is averaged down by a whole factor before it is sent.
  @Test func aWideTriptychIsShrunk() throws {
    let expected = solidImage(width: 1000, height: 10, .white)
    let actual = expected.setting(500, 5, to: .black)
    let bytes = try #require(
      CompareCommand.kittyTriptych(
        expected, actual, options: try defaultOptions(), mask: nil, columns: 100, cell: (width: 10, height: 20),
        imageID: 7))
    let chunks = kittyChunks(String(decoding: bytes, as: UTF8.self))
    let image = try RingRaster(pngData: try #require(Data(base64Encoded: chunks.map(\.payload).joined())))
    // 3000 px at a factor of 2: 1500 × 5; 100 columns of 10 px, rows 100 × 10 × 5 / (1500 × 20) → 1.
    #expect(image.width == 1500 && image.height == 5)
    #expect(chunks[0].keys == "a=T,f=100,i=7,c=100,r=1,q=2,m=\(chunks.count > 1 ? 1 : 0)")
    #expect(image[0, 0] == .white)
    // The changed pixel (1500, 5) is one of the four averaged into (750, 2).
    #expect(image[750, 2] == RingRaster.Pixel(red: 191, green: 191, blue: 191, alpha: 255))
  }

  private func defaultOptions() throws -> CompareOptions {
    guard case .compare(let options) = try CompareOptions.parse(["e.png", "a.png"]) else {
      throw CommandError.usage("no options")
    }
    return options
  }
}
