import Foundation
import RingRenderer
import Testing

@testable import RingCLI

/// `--memory-limit`: every command estimates the canvases it will hold before drawing and
/// refuses (exit 64, nothing written) a run over the limit.
@Suite("Memory budget")
struct MemoryBudgetTests {
  @Test(arguments: [
    (
      ["--size", "16384", "--duration", "1", "--jobs", "2", "-o", "@/r.apng"],
      "--memory-limit: this render would hold about 10 GiB (16384 × 16384 px × 4 bytes × 5 canvases × 2 jobs), over the limit of 4 GiB; use a smaller --size or --scale, fewer --jobs, or raise --memory-limit"
    ),
    (
      ["--memory-limit", "100M", "--size", "8192", "-o", "@/r.png"],
      "--memory-limit: this render would hold about 256 MiB (8192 × 8192 px × 4 bytes × 1 canvas), over the limit of 100 MiB; use a smaller --size or --scale, fewer --jobs, or raise --memory-limit"
    ),
    (
      [
        "--memory-limit", "64M", "--size", "1024", "--scale", "2", "--duration", "1", "--jobs", "3", "-o",
        "@/f-%03d.png",
      ],
      "--memory-limit: this render would hold about 240 MiB (2048 × 2048 px × 4 bytes × 5 canvases × 3 jobs), over the limit of 64 MiB; use a smaller --size or --scale, fewer --jobs, or raise --memory-limit"
    ),
    // A shadow or a glow holds an 8-bit mask of up to the canvas's size and the blur's copy
    // while it is drawn: 4096² × 6 bytes = 96 MiB, where the canvas alone is 64 MiB.
    (
      ["--memory-limit", "90M", "--size", "4096", "--shadow", "0,4,8", "-o", "@/r.png"],
      "--memory-limit: this render would hold about 96 MiB (4096 × 4096 px × (4 bytes × 1 canvas + 2 bytes of blur mask)), over the limit of 90 MiB; use a smaller --size or --scale, fewer --jobs, or raise --memory-limit"
    ),
    (
      ["--memory-limit", "256M", "--size", "2048", "--glow", "12", "--duration", "1", "--jobs", "3", "-o", "@/r.gif"],
      "--memory-limit: this render would hold about 264 MiB (2048 × 2048 px × (4 bytes × 5 canvases + 2 bytes of blur mask) × 3 jobs), over the limit of 256 MiB; use a smaller --size or --scale, fewer --jobs, or raise --memory-limit"
    ),
    (
      ["--memory-limit", "lots", "-o", "@/r.png"],
      "--memory-limit: expected a size of 1M or more, in bytes or with K, M or G such as 512M or 4G, got 'lots'"
    ),
    (
      ["--memory-limit", "0.5M", "-o", "@/r.png"],
      "--memory-limit: expected a size of 1M or more, in bytes or with K, M or G such as 512M or 4G, got '0.5M'"
    ),
  ])
  func overTheLimitIsRefusedBeforeDrawing(arguments: [String], message: String) throws {
    try expectRejected(arguments, message: message)
  }

  @Test func withinTheLimitIsDrawn() throws {
    let folder = try TemporaryFolder()
    // 256 × 256 px × 4 bytes × 1 canvas = 256 KiB, under 1 MiB.
    #expect(runInProcess(["--memory-limit", "1M", "-o", folder.path("r.png")]).status == 0)
    // SVG holds no canvas of its size.
    #expect(runInProcess(["--memory-limit", "1M", "--size", "8192", "-o", folder.path("r.svg")]).status == 0)
    #expect(try folder.contents() == ["r.png", "r.svg"])
  }

  /// GIF export samples 24 frames for its palette: reduced to colour histograms as they are
  /// drawn, they take no room, where held whole they took 24 canvases (96 MiB at 1024 px). The
  /// peak resident memory (GNU time's %M) is about 38 MiB; the bound is 80. Resident memory, not
  /// an address-space limit: how much address space glibc reserves for malloc arenas depends on
  /// how threads happen to contend, and under load such a limit failed runs that held no frame.
  /// Skipped under `make sanitize`, whose shadow memory multiplies what is resident.
  @Test(.disabled(if: runningSanitizer != nil, "a sanitizer's shadow memory multiplies resident memory"))
  func gifPaletteSamplingHoldsNoFrames() throws {
    let folder = try TemporaryFolder()
    let result = try runProcess(
      URL(fileURLWithPath: "/usr/bin/time"),
      [
        "-f", "%M", "-o", folder.path("peak"), ringgenBinary.path, "--size", "1024", "--duration", "1", "--fps", "24",
        "--jobs", "1", "-o", folder.path("r.gif"),
      ], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let kibibytes = Int(
      try String(contentsOfFile: folder.path("peak"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    #expect((kibibytes ?? .max) < 80 << 10, "peak resident memory \(kibibytes ?? -1) KiB")
    let gif = try Data(contentsOf: folder.url.appendingPathComponent("r.gif"))
    #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B)
  }

  @Test func aBatchIsRefusedWholeBeforeAnyLineIsDrawn() throws {
    let folder = try TemporaryFolder()
    let lines = [
      #"{"value": 1, "output": "\#(folder.path("small.png"))"}"#,
      #"{"value": 2, "size": 4096, "output": "\#(folder.path("big.png"))"}"#,
    ]
    let result = runInProcess(
      ["batch", "-", "--memory-limit", "100M", "--jobs", "2"], stdin: lines.joined(separator: "\n"))
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "ringgen: error: --memory-limit: batch's largest line on every job at once would hold about 128 MiB (4096 × 4096 px × 4 bytes × 1 canvas × 2 jobs), over the limit of 100 MiB; use a smaller --size or --scale, fewer --jobs, or raise --memory-limit\n"
    )
    #expect(try folder.contents().isEmpty)
  }

  @Test func aSheetPNGIsChecked() throws {
    try expectRejected(
      ["sheet", "@/sheet.json", "-o", "@/s.png", "--scale", "10", "--memory-limit", "100M"],
      files: ["sheet.json": #"{"rings": [{"value": 1}]}"#],
      message:
        "--memory-limit: this sheet would hold about 191.2 MiB (5953 × 8419 px × 4 bytes × 1 canvas), over the limit of 100 MiB; use a smaller --size or --scale, fewer --jobs, or raise --memory-limit"
    )
  }

  @Test(arguments: [
    ("512M", 512 << 20), ("4G", 4 << 30), ("1.5GiB", 3 << 29), ("65536K", 64 << 20), ("1048576", 1 << 20),
    ("2 MiB", 2 << 20),
  ])
  func sizesParse(text: String, bytes: Int) {
    #expect(MemoryBudget.parse(text) == bytes)
  }

  @Test func theDefaultIsHalfThePhysicalMemoryAtMostFourGiB() {
    let physical = Int(ProcessInfo.processInfo.physicalMemory)
    // sysconf counts pages, so half of them may differ from half the bytes by a page.
    #expect(abs(MemoryBudget.defaultLimit - min(physical / 2, 4 << 30)) <= 65_536)
  }
}
