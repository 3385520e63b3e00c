// `make bench-snapshots`: how long RingSnapshotTesting's comparator takes on 1024 × 1024
// images (the issue's target: two different images compared in at most 15 ms).
//
// Each case compares two 1024 × 1024 images: counting only (what a passing assertion does),
// and counting while painting the diff image (what a failing one adds). Medians of several
// rounds, in one process, so the cases can be compared with each other. Rendered pairs are
// what snapshot tests compare; pixel noise is the comparator's worst case, where every pixel
// differs from all its neighbours and is a candidate for pixelmatch's anti-aliasing test.

import BenchmarkSupport
import FoundationEssentials
import RingCairo
import RingImageFixtures
import RingKit
import RingSnapshotTesting

#if canImport(Glibc)
  import Glibc
#endif

let benchmarkArguments = BenchmarkArguments(
  names: ["--rounds", "--only", "--ringgen", "--c-decoder"],
  usage:
    "snapshot-bench [--rounds N] [--only TEXT] [--ringgen PATH --c-decoder PATH]   (TEXT: run only the cases whose name contains it; PATHs: time ringgen compare against Benchmarks/png-decode.c)"
)
let rounds = benchmarkArguments.count("--rounds", default: 15)
let only = benchmarkArguments.text("--only")
let ringgen = benchmarkArguments.text("--ringgen")
let cDecoder = benchmarkArguments.text("--c-decoder")

/// CPU time of the whole process (every thread), in ms: what the work costs, whatever else
/// the machine is doing.
func processCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) * 1e-6
}

/// `12.345`, padded to `width`.
func column(_ value: Double, width: Int = 10) -> String {
  let text = FixedPoint.format(value, places: 2)
  return String(repeating: " ", count: max(width - text.count, 0)) + text
}

func column(_ value: Int, width: Int = 10) -> String {
  let text = String(value)
  return String(repeating: " ", count: max(width - text.count, 0)) + text
}

func ring(background: RingColor? = nil, _ configure: (inout ProgressRing) -> Void) -> RingRaster {
  var ring = ProgressRing(value: 50, maxValue: 100)
  configure(&ring)
  do {
    return try ring.raster(on: RingCanvas(size: 512, scale: 2, background: background))
  } catch {
    print("snapshot-bench: cannot render: \(error)")
    exit(1)
  }
}

/// Pseudo-random opaque pixels, the same on every run.
func noise(seed: UInt64) -> RingRaster {
  var state = seed
  var bytes = [UInt8](repeating: 255, count: 1024 * 1024 * 4)
  for index in stride(from: 0, to: bytes.count, by: 4) {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
    bytes[index + 1] = UInt8(truncatingIfNeeded: state >> 41)
    bytes[index + 2] = UInt8(truncatingIfNeeded: state >> 49)
  }
  return RingRaster(width: 1024, height: 1024, bytes: bytes)!
}

/// A pair to compare, and whether it is a rendered pair (the kind snapshot tests compare,
/// which the 15 ms target is about) or pixel noise (the comparator's worst case).
struct Case {
  var name: String
  var expected: RingRaster
  var actual: RingRaster
  var rendered = true
  var tolerance = SnapshotTolerance.default
}

let base = ring { _ in }
let cases: [Case] = [
  Case(name: "identical rings", expected: base, actual: ring { _ in }),
  Case(name: "ring 50 % against 51 %", expected: base, actual: ring { $0.value = 51 }),
  Case(name: "ring 50 % against 50.1 % (edges only)", expected: base, actual: ring { $0.value = 50.1 }),
  Case(
    name: "default ring against the mb gauge", expected: base,
    actual: ring {
      $0 = .mb
      $0.value = 50
    }),
  Case(
    name: "on white against on light grey (all)", expected: ring(background: .white) { _ in },
    actual: ring(background: RingColor(white: 0.8)) { _ in }),
  Case(name: "ring against pixel noise", expected: base, actual: noise(seed: 1), rendered: false),
  Case(name: "noise against noise (every pixel)", expected: noise(seed: 2), actual: noise(seed: 3), rendered: false),
  Case(
    name: "the same, anti-aliasing counted", expected: noise(seed: 2), actual: noise(seed: 3), rendered: false,
    tolerance: SnapshotTolerance(ignoresAntialiasing: false)),
]

print("snapshot-bench: ImageComparator on 1024 × 1024 px, default tolerance unless said, median of \(rounds) rounds")
print(
  "  ms of wall-clock time (and CPU time, all threads)   compare            + diff image      differing  anti-aliased")
var slowestRendered = 0.0
var slowestNoise = 0.0
for item in cases where only.map({ item.name.contains($0) }) ?? true {
  let comparator = ImageComparator(tolerance: item.tolerance)
  var counting: [(wall: Double, cpu: Double)] = []
  var painting: [(wall: Double, cpu: Double)] = []
  var difference = comparator.compare(item.expected, item.actual)
  let clock = ContinuousClock()
  for _ in 0..<rounds {
    var cpu = processCPUTime()
    let countingWall = milliseconds(clock.measure { difference = comparator.compare(item.expected, item.actual) })
    counting.append((countingWall, processCPUTime() - cpu))
    cpu = processCPUTime()
    let paintingWall = milliseconds(clock.measure { _ = comparator.compareWithDiffImage(item.expected, item.actual) })
    painting.append((paintingWall, processCPUTime() - cpu))
  }
  let countingWall = median(counting.map(\.wall)), paintingWall = median(painting.map(\.wall))
  if item.rendered && difference.differingPixels + difference.antialiasedPixels > 0 {
    slowestRendered = max(slowestRendered, paintingWall)
  } else if !item.rendered && item.tolerance.ignoresAntialiasing {
    slowestNoise = max(slowestNoise, paintingWall)
  }
  let label = item.name + String(repeating: " ", count: max(44 - item.name.count, 0))
  print(
    "  \(label)\(column(countingWall, width: 10)) (\(column(median(counting.map(\.cpu)), width: 6)))"
      + "\(column(paintingWall, width: 10)) (\(column(median(painting.map(\.cpu)), width: 6)))"
      + "\(column(difference.differingPixels, width: 12))\(column(difference.antialiasedPixels, width: 14))")
}

// What an assertion adds around the comparison: decoding the reference PNG.
do {
  let png = try ring { $0.value = 51 }.pngData(scale: 2)
  let clock = ContinuousClock()
  var decoding: [Double] = []
  for _ in 0..<rounds {
    decoding.append(milliseconds(clock.measure { _ = try? RingRaster(pngData: png) }))
  }
  print("  decoding the 1024 × 1024 reference PNG   \(column(median(decoding)))   (\(png.count) B)")
} catch {
  print("snapshot-bench: cannot encode: \(error)")
  exit(1)
}
print(
  "  slowest pair of different rendered images, with the diff image: \(FixedPoint.format(slowestRendered, places: 2)) ms (target ≤ 15)"
)
print(
  "  pixel noise, with the diff image: \(FixedPoint.format(slowestNoise, places: 2)) ms (the worst case: every pixel is an anti-aliasing candidate)"
)

// The kernel's shortcuts against pixelmatch written out plainly (the tests' oracle), on failing
// snapshots: is the faster code worth its size?
do {
  print("plain pixelmatch transcription against the kernel, failing snapshots, with the diff image, median")
  print("  ms of wall-clock time                              kernel       plain   plain / kernel")
  let plainRounds = max(rounds / 5, 3)
  let small = { (value: Double) in
    try ProgressRing(value: value, maxValue: 100).raster(on: RingCanvas(size: 128, scale: 2))
  }
  let pairs: [(String, RingRaster, RingRaster)] = [
    ("256 px, ring 50 % against 51 %", try small(50), try small(51)),
    ("1024 px, ring 50 % against 51 %", base, ring { $0.value = 51 }),
    ("1024 px, noise against noise", noise(seed: 2), noise(seed: 3)),
  ]
  for (name, expected, actual) in pairs {
    let comparator = ImageComparator()
    let clock = ContinuousClock()
    let kernel = median(
      (0..<rounds).map { _ in milliseconds(clock.measure { _ = comparator.compareWithDiffImage(expected, actual) }) })
    let threshold = comparator.tolerance.threshold
    let plain = median(
      (0..<plainRounds).map { _ in
        milliseconds(
          clock.measure {
            _ = PlainPixelmatch(expected: expected, actual: actual, threshold: threshold).verdicts()
          })
      })
    let label = name + String(repeating: " ", count: max(44 - name.count, 0))
    print("  \(label)\(column(kernel, width: 10))\(column(plain, width: 12))\(column(plain / kernel, width: 12))")
  }
} catch {
  print("snapshot-bench: cannot render: \(error)")
  exit(1)
}

// `ringgen compare` as a test in another language runs it: a whole process reading, decoding
// and comparing two 1024 × 1024 PNGs, against a C program that only reads and decodes the same
// two files with libpng's simplified API (Benchmarks/png-decode.c), interleaved run by run.
if let ringgen, let cDecoder {
  print("ringgen compare, whole process, two 1024 × 1024 PNGs, median of \(rounds) interleaved runs")
  print("  ms of wall-clock time (CPU time)       ringgen compare      C: libpng decode   ratio")
  let folder = "/tmp/snapshot-bench-\(getpid())"
  mkdir(folder, 0o755)
  defer { _ = system("rm -rf \(folder)") }
  let pairs: [(String, RingRaster, RingRaster)] = [
    ("rings 50 % and 51 %", base, ring { $0.value = 51 }),
    ("identical rings", base, base),
    ("noise against noise", noise(seed: 2), noise(seed: 3)),
  ]
  /// Writes `raster` as a PNG at `path`, or ends the benchmark.
  func write(_ raster: RingRaster, to path: String) -> Int {
    do {
      let png = try raster.pngData()
      try png.write(to: URL(fileURLWithPath: path))
      return png.count
    } catch {
      print("snapshot-bench: cannot write \(path): \(error)")
      exit(1)
    }
  }
  /// Runs `arguments`, which must exit with one of `statuses`; its wall and CPU time.
  func run(_ arguments: [String], statuses: Set<Int32> = [0, 1]) -> (wall: Double, cpu: Double) {
    let run = timeProcess(arguments)
    guard statuses.contains(run.status) else {
      print("snapshot-bench: \(arguments.joined(separator: " ")) exited with \(run.status)")
      exit(1)
    }
    return (run.milliseconds, run.cpuMilliseconds)
  }
  var renderedRatio = 0.0
  for (name, expected, actual) in pairs {
    let bytes = write(expected, to: "\(folder)/expected.png") + write(actual, to: "\(folder)/actual.png")
    let files = ["\(folder)/expected.png", "\(folder)/actual.png"]
    var ours: [(wall: Double, cpu: Double)] = []
    var theirs: [(wall: Double, cpu: Double)] = []
    for round in 0..<(rounds + 2) {  // two warm-up rounds fill the page cache
      let compare = run([ringgen, "compare"] + files)
      let decode = run([cDecoder] + files, statuses: [0])
      if round >= 2 {
        ours.append(compare)
        theirs.append(decode)
      }
    }
    let ratio = median(ours.map(\.wall)) / median(theirs.map(\.wall))
    if name.hasPrefix("rings") { renderedRatio = ratio }
    let label = name + String(repeating: " ", count: max(36 - name.count, 0))
    print(
      "  \(label)\(column(median(ours.map(\.wall)), width: 10)) (\(column(median(ours.map(\.cpu)), width: 6)))"
        + "\(column(median(theirs.map(\.wall)), width: 10)) (\(column(median(theirs.map(\.cpu)), width: 6)))"
        + "\(column(ratio, width: 8))   (\(bytes) B)")
  }
  // Every ringgen process pays for mapping the binary and linking Cairo, fontconfig, libpng
  // and giflib before main runs (Pango is loaded only to draw text): the floor under any command.
  let startup = median((0..<rounds).map { _ in run([ringgen, "--version"], statuses: [0]).wall })
  print("  ringgen --version (starting a ringgen process) \(column(startup, width: 10))")
  print(
    "  rendered rings: ringgen compare takes \(FixedPoint.format(renderedRatio, places: 2)) × the C program's time to decode them (target ≤ 1.5)"
  )

  // Folder mode: 16 pairs of rendered rings; CPU time over wall-clock time is how many cores
  // were busy on average.
  for side in ["left", "right"] {
    mkdir("\(folder)/\(side)", 0o755)
    for index in 0..<16 {
      _ = write(side == "left" ? base : ring { $0.value = 51 }, to: "\(folder)/\(side)/ring-\(index).png")
    }
  }
  let folderRuns = (0..<max(rounds / 3, 3)).map { _ in run([ringgen, "compare", "\(folder)/left", "\(folder)/right"]) }
  let (folderWall, folderCPU) = (median(folderRuns.map(\.wall)), median(folderRuns.map(\.cpu)))
  let cores = ProcessInfo.processInfo.activeProcessorCount
  print(
    "  folders of 16 pairs: \(FixedPoint.format(folderWall, places: 1)) ms (CPU \(FixedPoint.format(folderCPU, places: 1)) ms), "
      + "CPU ÷ wall-clock \(FixedPoint.format(folderCPU / folderWall, places: 2)) on \(cores) cores")
}
