// `make bench-terminal`: the figures in the README's "The ring in a terminal" section.
//
// 1. One 80-column frame (41 rows), in process: the default ring at 200 values from 0 to 100,
//    rendered to cells and written as ANSI, for every symbol set and colour mode; Cairo's
//    drawing of the same raster alone for comparison. Nine rounds; medians. Target: ≤ 2 ms a
//    frame.
// 1b. chafa's symbol engine on the same raster: fit error and time beside ours, per set and mode.
// 1c. Pixels: one frame as a kitty or iTerm2 image (PNG, base64, escapes) or as sixels
//    (libchafa), 32 columns of 10 × 20-pixel cells; inside tmux, a still ring and a frame of
//    `watch` (a new image, the placeholders redrawn, the old image deleted). Target: ≤ 5 ms a
//    frame.
// 2. `ringgen watch` idle: the built binary under a pseudo-terminal, one reading drawn, then
//    three seconds with no input, during which its CPU time and its wake-ups (context switches)
//    are read from /proc. Target: none of either. Once for one ring, once for a dashboard of
//    three fields.

import BenchmarkSupport
import Dispatch
import RingCairo
import RingKit
import RingTerminal

#if canImport(Glibc)
  import Glibc
#endif

let benchmarkArguments = BenchmarkArguments(
  names: ["--frames", "--rounds", "--idle-seconds", "--ringgen"],
  usage: "terminal-bench [--frames N] [--rounds N] [--idle-seconds S] [--ringgen PATH]")
let options = (
  frames: benchmarkArguments.count("--frames", default: 200), rounds: benchmarkArguments.count("--rounds", default: 9),
  idleSeconds: benchmarkArguments.seconds("--idle-seconds", default: 3), ringgen: benchmarkArguments.text("--ringgen")
)
let canvas = RingCanvas(size: 256)
let rings = (0..<options.frames).map { ProgressRing(value: 100 * Double($0) / Double(max(options.frames - 1, 1))) }
let clock = ContinuousClock()

/// Median over rounds of the mean time per ring, in milliseconds.
func timePerFrame(_ body: (ProgressRing) throws -> Void) rethrows -> Double {
  var rounds: [Double] = []
  for _ in 0..<options.rounds {
    let elapsed = try clock.measure { for ring in rings { try body(ring) } }
    rounds.append(milliseconds(elapsed) / Double(rings.count))
  }
  return median(rounds)
}

// MARK: - 1. One frame

let style = TerminalRingStyle(columns: 80)
print(
  "terminal-bench: \(rings.count) frames of the default ring, 80 columns × \(style.rows(canvasWidth: 256, height: 256)) rows, values 0…100"
)
print("median of \(options.rounds) rounds, ms per frame (render to cells + write ANSI)")

// The parts raster alone: what Cairo's drawing costs for 80 × 41 cells of 4 × 8 px.
let partsCanvas = RingCanvas(width: 256, height: 41 * 8 / 1.25, scale: 1.25)
let partsRings = rings.map { ring in
  var parts = ring
  parts.showValueString = false
  return parts
}
// Interleaved rounds, so the shared machine's drift hits both alike.
var rasterRounds: [Double] = []
var frameRounds: [Double] = []
for _ in 0..<options.rounds {
  rasterRounds.append(
    milliseconds(
      try clock.measure { for ring in partsRings { try ring.withPremultipliedPixels(on: partsCanvas) { _ in } } })
      / Double(rings.count))
  frameRounds.append(
    milliseconds(try clock.measure { for ring in rings { _ = try ring.ansiData(on: canvas, style: style) } })
      / Double(rings.count))
}
let rasterMs = median(rasterRounds)
let blockMs = median(frameRounds)
print("  Cairo drawing alone (\(partsCanvas.pixelWidth) × \(partsCanvas.pixelHeight) px)      \(format(rasterMs, 3))")
print(
  "  whole frame, block, 256 colours         \(format(blockMs, 3))   (drawing \(format(100 * rasterMs / blockMs, 0)) %)"
)
print("")
print("  every set and mode, median of \(options.rounds) rounds:")
for symbols in SymbolSet.allCases {
  let modes: [ColorMode] = symbols == .block ? ColorMode.allCases : [.ansi256, .none]
  for mode in modes {
    let frameStyle = TerminalRingStyle(columns: 80, symbols: symbols, colorMode: mode)
    let ms = try timePerFrame { ring in _ = try ring.ansiData(on: canvas, style: frameStyle) }
    print("  \(padded(symbols.rawValue, 9)) \(padded(mode.rawValue, 10))                   \(format(ms, 3))")
  }
}
print("  one 80-column frame (block, 256 colours): \(format(blockMs, 3)) ms (target ≤ 2.000)")

// MARK: - 1b. chafa as the yardstick

// The same parts raster fitted by libchafa's symbol engine (its symbol map cut to the set's
// glyphs, canvas mode truecolor / 240 / 16, every symbol tried, no dithering), both fits scored
// by the re-rasterised error (the share of each touched cell given to the wrong part, mean over
// cells), and the time per frame of each (raster + fit). Eleven values, 0…100; medians.
print("")
print("  fit error and time against chafa 1.12 (80 columns, values 0, 10, …, 100):")
print("  set       mode        error ours  chafa    ms ours  chafa")
let yardstickRings = (0...10).map { ProgressRing(value: Double($0) * 10) }
for symbols in SymbolSet.allCases where symbols != .ascii {
  for mode in [ColorMode.truecolor, .ansi256, .ansi16] {
    let frameStyle = TerminalRingStyle(columns: 80, symbols: symbols, colorMode: mode)
    let yardsticks = try yardstickRings.compactMap { try ChafaYardstick(ring: $0, canvas: canvas, style: frameStyle) }
    var oursRounds: [Double] = []
    var chafaRounds: [Double] = []
    for _ in 0..<max(options.rounds / 3, 1) {
      oursRounds.append(
        milliseconds(try clock.measure { for yardstick in yardsticks { try yardstick.fitOurs() } })
          / Double(yardsticks.count))
      chafaRounds.append(
        milliseconds(try clock.measure { for yardstick in yardsticks { try yardstick.fitChafa() } })
          / Double(yardsticks.count))
    }
    var ours = 0.0
    var chafa = 0.0
    for yardstick in yardsticks {
      let errors = try yardstick.meanErrors()
      ours += errors.ours / Double(yardsticks.count)
      chafa += errors.chafa / Double(yardsticks.count)
    }
    print(
      "  \(padded(symbols.rawValue, 9)) \(padded(mode.rawValue, 10))  \(format(ours, 3))      \(format(chafa, 3))    "
        + "\(format(median(oursRounds), 2))    \(format(median(chafaRounds), 2))")
  }
}

// MARK: - 1c. Pixels

let (pixelCanvas, pixelRows) = try ProgressRing.graphicsCanvas(for: canvas, columns: 32, cellWidth: 10, cellHeight: 20)
print("")
print(
  "  one frame as pixels, \(pixelCanvas.pixelWidth) × \(pixelCanvas.pixelHeight) px (32 columns × \(pixelRows) rows of 10 × 20 px), median of \(options.rounds) rounds:"
)
// The same drawing as every row below, alone: what is left is the encoding.
let pixelDrawMs = try timePerFrame { ring in try ring.withPremultipliedPixels(on: pixelCanvas) { _ in } }
print("  Cairo drawing alone                  \(format(pixelDrawMs, 3)) ms")
for graphics in [TerminalGraphics.kitty, .iterm, .sixel] {
  let ms = try timePerFrame { ring in
    _ = try ring.graphicsData(graphics, on: canvas, columns: 32, cellWidth: 10, cellHeight: 20)
  }
  print(
    "  \(padded(graphics.rawValue, 9))  drawing and encoding  \(format(ms, 3)) ms, encoding \(format(ms - pixelDrawMs, 3)) ms (target ≤ 5.000)"
  )
}

// Inside tmux: the same PNG through the passthrough, with the placeholders; and one glyph.
let tmuxMs = try timePerFrame { ring in
  _ = try ring.kittyThroughTmuxData(on: canvas, columns: 32, cellWidth: 10, cellHeight: 20, imageID: 42)
}
print(
  "  kitty inside tmux (passthrough + placeholders)  \(format(tmuxMs, 3)) ms, encoding \(format(tmuxMs - pixelDrawMs, 3)) ms (target ≤ 5.000)"
)
// A frame of `watch` inside tmux: the PNG, sent under the other id, the placeholders redrawn
// in place, the old image deleted.
var liveImage = LiveTmuxImage(imageIDs: (first: 42, second: 43))
let watchTmuxMs = try timePerFrame { ring in
  let (png, rows) = try ring.placeholderPNG(on: canvas, columns: 32, cellWidth: 10, cellHeight: 20)
  _ = liveImage.frame(png: png, columns: 32, rows: rows)
}
print(
  "  watch frame inside tmux (new image, placeholders, delete)  \(format(watchTmuxMs, 3)) ms (target ≤ 5.000)"
)
let glyphMs = try timePerFrame { ring in _ = try ring.glyphData(.circle, colorMode: .truecolor) }
print("  one glyph (--format glyph, truecolor)           \(format(glyphMs, 3)) ms")

// MARK: - 2. watch while idle

guard let ringgen = options.ringgen else { exit(0) }

// glibc has these, but Swift's Glibc module leaves them out (they need _XOPEN_SOURCE).
typealias OpenFunction = @convention(c) (Int32) -> Int32
typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
func libc<T>(_ name: String, as type: T.Type) -> T {
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("no \(name) in libc") }
  return unsafeBitCast(symbol, to: type)
}

let master = libc("posix_openpt", as: OpenFunction.self)(O_RDWR | O_NOCTTY)
guard master >= 0, libc("grantpt", as: OpenFunction.self)(master) == 0,
  libc("unlockpt", as: OpenFunction.self)(master) == 0,
  let slaveName = libc("ptsname", as: NameFunction.self)(master)
else {
  print("terminal-bench: cannot open a pseudo-terminal")
  exit(1)
}
// Held open to the end, so the drain below never sees the terminal close between two runs.
let heldOpen = open(slaveName, O_RDWR | O_NOCTTY)
var size = winsize(ws_row: 50, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
_ = ioctl(master, UInt(TIOCSWINSZ), &size)
// Drain the terminal so the child never blocks on a full buffer.
DispatchQueue.global().async { [master] in
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while chunk.withUnsafeMutableBytes({ read(master, $0.baseAddress, $0.count) }) > 0 {}
}

// --graphics auto on a terminal that never answers: the wait is paid once (target ≤ 110 ms).
do {
  let clock = ContinuousClock()
  let start = clock.now
  _ = TerminalQuery.ask(input: heldOpen, output: heldOpen)
  let waited = start.duration(to: clock.now)
  print("")
  print(
    "asking a terminal that never answers (--graphics auto): \(format(Double(waited.components.attoseconds) / 1e15 + Double(waited.components.seconds) * 1000, 1)) ms (target ≤ 110)"
  )
}

/// CPU time (user + system, ms) and context switches (voluntary + involuntary) of the child.
func usage(of pid: pid_t) -> (cpu: Double, switches: Int) {
  func text(_ path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[..<count] }
    return String(decoding: bytes, as: UTF8.self)
  }
  let stat = text("/proc/\(pid)/stat")
  let fields = stat[(stat.lastIndex(of: ")") ?? stat.startIndex)...].split(separator: " ")
  let ticks = (Double(fields.count > 12 ? fields[12] : "0") ?? 0) + (Double(fields.count > 13 ? fields[13] : "0") ?? 0)
  let switches = text("/proc/\(pid)/status").split(separator: "\n")
    .filter { $0.hasPrefix("voluntary_ctxt_switches") || $0.hasPrefix("nonvoluntary_ctxt_switches") }
    .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
  return (ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK))), switches)
}

func sleep(seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }

/// Runs `ringgen` with `arguments` on the pseudo-terminal, sends `reading`, waits for the
/// move to end, then measures it while it waits for more.
func measureIdle(_ title: String, arguments extra: [String], reading: String) {
  var input: [Int32] = [0, 0]
  guard pipe(&input) == 0 else { exit(1) }
  let slave = open(slaveName, O_RDWR | O_NOCTTY)
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_adddup2(&actions, input[0], STDIN_FILENO)
  posix_spawn_file_actions_adddup2(&actions, slave, STDOUT_FILENO)
  posix_spawn_file_actions_adddup2(&actions, slave, STDERR_FILENO)
  posix_spawn_file_actions_addclose(&actions, input[1])
  let arguments = [ringgen, "watch"] + extra
  let environment = ["TERM=xterm-256color", "LANG=C.UTF-8"]
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  var spawned: pid_t = 0
  guard posix_spawn(&spawned, ringgen, &actions, nil, argv, envp) == 0 else {
    print("terminal-bench: cannot run \(ringgen)")
    exit(1)
  }
  let pid = spawned
  close(input[0])
  close(slave)

  let line = Array((reading + "\n").utf8)
  _ = line.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
  sleep(seconds: 1)  // the move takes 0.3 s; let it finish
  let before = usage(of: pid)
  sleep(seconds: options.idleSeconds)
  let after = usage(of: pid)
  close(input[1])
  var status: Int32 = 0
  waitpid(pid, &status, 0)

  print("")
  print("\(title), idle for \(format(options.idleSeconds, 1)) s on a pseudo-terminal after one reading")
  print(
    "  CPU time        \(format(after.cpu - before.cpu, 1)) ms   (clock ticks of \(format(1000 / Double(sysconf(Int32(_SC_CLK_TCK))), 0)) ms; target 0)"
  )
  print("  wake-ups        \(after.switches - before.switches)        (context switches; target 0)")
  print("  exit status     \(status == 0 ? "0" : String(status))")
}

measureIdle("ringgen watch", arguments: ["--columns", "40"], reading: "42")
measureIdle(
  "ringgen watch, a dashboard of three fields", arguments: ["--fields", "cpu,mem,disk"],
  reading: "cpu=42 mem=71.5 disk=93")
close(heldOpen)
