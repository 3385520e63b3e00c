// `make bench-snapshots`: how long RingSnapshotTesting's comparator takes on 1024 × 1024
// images (the target: two different images compared in at most 15 ms).
//
// Each case compares two 1024 × 1024 images: counting only (what a passing assertion does),
// and counting while painting the diff image (what a failing one adds). Medians of several
// rounds, in one process, so the cases can be compared with each other.

#if canImport(Glibc)
  import Glibc
#endif
import FoundationEssentials
import RingCairo
import RingKit
import RingSnapshotTesting

var rounds = 15
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  if argument == "--rounds", let count = arguments.next().flatMap({ Int($0) }), count > 0 {
    rounds = count
  } else if argument == "--only", let text = arguments.next() {
    only = text
  } else {
    print("usage: snapshot-bench [--rounds N] [--only TEXT]   (TEXT: run only the cases whose name contains it)")
    exit(64)
  }
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

/// CPU time of the whole process (every thread), in ms: what the work costs, whatever else
/// the machine is doing.
func processCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) * 1e-6
}

func median(_ values: [Double]) -> Double {
  values.sorted()[values.count / 2]
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

let base = ring { _ in }
let cases: [(name: String, expected: RingRaster, actual: RingRaster)] = [
  ("identical rings", base, ring { _ in }),
  ("ring 50 % against 51 %", base, ring { $0.value = 51 }),
  ("ring 50 % against 50.1 % (edges only)", base, ring { $0.value = 50.1 }),
  ("default ring against the mb gauge", base, ring { $0 = .mb; $0.value = 50 }),
  ("on white against on light grey (all)", ring(background: .white) { _ in }, ring(background: RingColor(white: 0.8)) { _ in }),
  ("ring against pixel noise", base, noise(seed: 1)),
  ("noise against noise (every pixel)", noise(seed: 2), noise(seed: 3)),
]

let comparator = ImageComparator()
print("snapshot-bench: ImageComparator (default tolerance) on 1024 × 1024 px, median of \(rounds) rounds")
print("  ms of wall-clock time (and CPU time, all threads)   compare            + diff image      differing  anti-aliased")
var worst = 0.0
for (name, expected, actual) in cases where only.map({ name.contains($0) }) ?? true {
  var counting: [(wall: Double, cpu: Double)] = []
  var painting: [(wall: Double, cpu: Double)] = []
  var difference = comparator.compare(expected, actual)
  let clock = ContinuousClock()
  for _ in 0..<rounds {
    var cpu = processCPUTime()
    let countingWall = milliseconds(clock.measure { difference = comparator.compare(expected, actual) })
    counting.append((countingWall, processCPUTime() - cpu))
    cpu = processCPUTime()
    let paintingWall = milliseconds(clock.measure { _ = comparator.compareWithDiffImage(expected, actual) })
    painting.append((paintingWall, processCPUTime() - cpu))
  }
  let countingWall = median(counting.map(\.wall)), paintingWall = median(painting.map(\.wall))
  if name != "identical rings" { worst = max(worst, paintingWall) }
  let label = name + String(repeating: " ", count: max(44 - name.count, 0))
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
print("  slowest comparison of two different images, with the diff image: \(FixedPoint.format(worst, places: 2)) ms (target ≤ 15)")
