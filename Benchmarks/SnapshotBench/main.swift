// `make bench-snapshots`: how long RingSnapshotTesting's comparator takes on 1024 × 1024
// images (the target: two different images compared in at most 15 ms).
//
// Each case compares two 1024 × 1024 images: counting only (what a passing assertion does),
// and counting while painting the diff image (what a failing one adds). Medians of several
// rounds, in one process, so the cases can be compared with each other. Rendered pairs are
// what snapshot tests compare; pixel noise is the comparator's worst case, where every pixel
// differs from all its neighbours and is a candidate for pixelmatch's anti-aliasing test.

import BenchmarkSupport
import FoundationEssentials
import RingCairo
import RingKit
import RingSnapshotTesting

#if canImport(Glibc)
  import Glibc
#endif

let benchmarkArguments = BenchmarkArguments(
  names: ["--rounds", "--only"],
  usage: "snapshot-bench [--rounds N] [--only TEXT]   (TEXT: run only the cases whose name contains it)")
let rounds = benchmarkArguments.count("--rounds", default: 15)
let only = benchmarkArguments.text("--only")

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
