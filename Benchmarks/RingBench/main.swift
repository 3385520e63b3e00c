// `make bench`: the figures in the README's "Performance" section.
//
// 1. Per frame, in process: 200 frames of the default 256 × 256 ring (values sweeping 0…30 of
//    30), timing Cairo's drawing, ringgen's conversion and encoding (ISA-L), the same with
//    zlib at level 3 (libpng's bytes), and Cairo's own cairo_surface_write_to_png on the same
//    surfaces. Five rounds; medians.
// 2. The PNG settings table behind ringgen's choice of encoder settings.
// 3. Animation: a 120-frame 512 × 512 APNG export with 1 job and with every core.
// 4. Whole processes: `ringgen --value 15 --max 30 -o ring.png` against a plain C program that
//    draws the same ring with libcairo and writes it (Benchmarks/cairo-ring.c), and against the
//    same program with its label set by Pango (cairo-ring.c built as pango-ring), interleaved.
// 5. Batches: 200 rings through `ringgen batch --jobs 1` and `--jobs` every core, against the C
//    program drawing and writing the same 200 rings in a loop.
// 6. Paint: drawing the same frames with a 3-stop conic gradient, with a 4-pt shadow, without
//    text, and with a long label that must shrink plus a Han and Arabic caption (fallback
//    fonts, bidi), against the solid ring, draw only; a spinner's APNG export against a value
//    animation's; the bytes of the default 1-s APNG against its PNG frames'.
//
// Ratios are taken within one run, because this machine is shared and its speed drifts.

import BenchmarkSupport
import FoundationEssentials
import RingCairo
import RingKit

#if canImport(Glibc)
  import Glibc
#endif

let benchmarkArguments = BenchmarkArguments(
  names: ["--frames", "--rounds", "--process-runs", "--ringgen", "--c-reference", "--c-pango-reference"],
  usage:
    "ring-bench [--frames N] [--rounds N] [--process-runs N] [--ringgen PATH --c-reference PATH --c-pango-reference PATH]"
)
let options = (
  frames: benchmarkArguments.count("--frames", default: 200), rounds: benchmarkArguments.count("--rounds", default: 5),
  processRuns: benchmarkArguments.count("--process-runs", default: 40),
  ringgen: benchmarkArguments.text("--ringgen"), cReference: benchmarkArguments.text("--c-reference"),
  cPangoReference: benchmarkArguments.text("--c-pango-reference")
)
let canvas = RingCanvas(size: 256)
let rings = (0..<options.frames).map { frame in
  ProgressRing(value: 30 * Double(frame) / Double(max(options.frames - 1, 1)), maxValue: 30)
}
let clock = ContinuousClock()

// MARK: - 1. Per frame

var drawTimes: [Double] = []
var encodeTimes: [Double] = []
var yardstickTimes: [Double] = []
var cairoTimes: [Double] = []
var ourBytes = 0
var yardstickBytes = 0
var cairoBytes = 0
for _ in 0..<options.rounds {
  var draw = Duration.zero
  var encode = Duration.zero
  var yardstick = Duration.zero
  var cairo = Duration.zero
  (ourBytes, yardstickBytes, cairoBytes) = (0, 0, 0)
  for ring in rings {
    var frame: CairoSurface?
    draw += try clock.measure { frame = try ring.drawnSurface(on: canvas) }
    guard let frame else { fatalError("no frame") }
    let description = ring.accessibilityDescription
    // Both as ringgen writes a ring: each row made straight as the encoder reaches it.
    encode += try clock.measure { ourBytes += try frame.pngData(scale: 1, description: description).count }
    yardstick += try clock.measure {
      yardstickBytes += try frame.pngData(scale: 1, description: description, encoder: .libpngEquivalent).count
    }
    cairo += try clock.measure { cairoBytes += try frame.cairoPNG().count }
  }
  let count = Double(rings.count)
  drawTimes.append(milliseconds(draw) / count)
  encodeTimes.append(milliseconds(encode) / count)
  yardstickTimes.append(milliseconds(yardstick) / count)
  cairoTimes.append(milliseconds(cairo) / count)
}
let drawMs = median(drawTimes)
let encodeMs = median(encodeTimes)
let yardstickMs = median(yardstickTimes)
let cairoMs = median(cairoTimes)
let meanOurs = Double(ourBytes) / Double(rings.count)
let meanYardstick = Double(yardstickBytes) / Double(rings.count)
let meanCairo = Double(cairoBytes) / Double(rings.count)
let frameRatio = (drawMs + encodeMs) / (drawMs + cairoMs)
let sizeRatio = meanOurs / meanCairo
let isalFrameRatio = (drawMs + encodeMs) / (drawMs + yardstickMs)
let isalSizeRatio = meanOurs / meanYardstick

print("ring-bench: \(rings.count) frames of the default ring, 256 × 256 pt at scale 1, values 0…30 of 30")
print("median of \(options.rounds) rounds, ms per frame")
print("  draw (Cairo)                                     \(format(drawMs, 3))")
print("  straight RGBA + encode (ringgen: ISA-L 1)        \(format(encodeMs, 3))   mean PNG \(Int(meanOurs)) B")
print("  straight RGBA + encode (zlib 3, libpng's bytes)  \(format(yardstickMs, 3))   mean PNG \(Int(meanYardstick)) B")
print("  Cairo's cairo_surface_write_to_png_stream        \(format(cairoMs, 3))   mean PNG \(Int(meanCairo)) B")
print("  frame time, ringgen ÷ zlib 3:        \(format(isalFrameRatio)) (target ≤ 0.50)")
print("  file size,  ringgen ÷ zlib 3:        \(format(isalSizeRatio)) (target ≤ 1.08)")
print("  frame time, ringgen ÷ Cairo's path:  \(format(frameRatio)) (target ≤ 0.60)")
print("  file size,  ringgen ÷ Cairo's path:  \(format(sizeRatio)) (target ≤ 1.00)")

// MARK: - 2. PNG settings

// MARK: - 6. Paint (draw only)

/// The median draw time per frame of `rings`, in milliseconds, over interleaved rounds.
func drawTime(_ variants: [[ProgressRing]]) throws -> [Double] {
  var times = [[Double]](repeating: [], count: variants.count)
  for _ in 0..<options.rounds {
    for (index, variant) in variants.enumerated() {
      let elapsed = try clock.measure { for ring in variant { _ = try ring.drawnSurface(on: canvas) } }
      times[index].append(milliseconds(elapsed) / Double(variant.count))
    }
  }
  return times.map(median)
}
let gradient = try RingGradient(parsing: "#22c55e, #eab308 60%, #ef4444")
let paintTimes = try drawTime([
  rings,
  rings.map { ring in
    var ring = ring
    ring.progressGradient = gradient
    return ring
  },
  rings.map { ring in
    var ring = ring
    ring.shadow = RingShadow(offset: Point(x: 0, y: 2), blur: 4)
    return ring
  },
  rings.map { ring in
    // Three concentric rings with gradients, as the activity rings.
    var container = ring
    container.progressLineWidth = 12
    container.emptyLineWidth = 12
    container.rings = [1.0, 0.7, 0.4].map { share in
      var inner = container
      inner.value = ring.value * share
      inner.progressGradient = gradient
      return inner
    }
    return container
  },
  rings.map { ring in
    var ring = ring
    ring.showValueString = false
    return ring
  },
  rings.map { ring in
    var ring = ring
    ring.label = "{value} min of {max}"
    ring.caption = "完成 · تقدم"
    return ring
  },
])
print("")
print("paint, the same \(rings.count) frames, draw only, median of \(options.rounds) interleaved rounds, ms per frame")
print("  solid                         \(format(paintTimes[0], 3))")
print(
  "  3-stop conic gradient         \(format(paintTimes[1], 3))   ÷ solid \(format(paintTimes[1] / paintTimes[0])) (target ≤ 2)"
)
print(
  "  4-pt shadow                   \(format(paintTimes[2], 3))   ÷ solid \(format(paintTimes[2] / paintTimes[0])) (target ≤ 4)"
)
print(
  "  3 concentric gradient rings   \(format(paintTimes[3], 3))   ÷ solid \(format(paintTimes[3] / paintTimes[0])) (target ≤ 3)"
)
print("  no text                       \(format(paintTimes[4], 3))")
print("  text (Pango): \(format(paintTimes[0] - paintTimes[4], 3)) ms a frame for '50%'")
print(
  "  long label shrunk to fit, caption in Han and Arabic  \(format(paintTimes[5], 3))   ÷ solid \(format(paintTimes[5] / paintTimes[0]))"
)

print("")
print("PNG settings on the same \(rings.count) frames (encode only, one round)")
print("  filter    level   writer   ms/frame   mean bytes")
let frames = try rings.map { ring in try ring.drawnSurface(on: canvas).raster() }
for filter in PNGEncoder.Filter.allCases {
  for level: Int32 in [0, 1, 2, 3, 6, 9] where filter == .none || level == 6 || level == 3 {
    // Filtered images are libpng's; unfiltered ones are written directly (ringgen's way) and,
    // at level 3, by libpng too.
    let writers: [PNGEncoder.Writer] = filter != .none ? [.libpng] : level == 3 ? [.direct, .libpng] : [.direct]
    for writer in writers + (filter == .none && level <= 3 ? [.isal] : []) {
      let encoder = PNGEncoder(compressionLevel: level, filter: filter, writer: writer)
      var bytes = 0
      let elapsed = try clock.measure {
        for raster in frames { bytes += try encoder.encode(raster, scale: 1, description: nil).count }
      }
      print(
        "  \(padded("\(filter)", 10))\(padded(String(level), 8))\(padded("\(writer)", 9))\(padded(format(milliseconds(elapsed) / Double(frames.count), 3), 11))\(bytes / frames.count)"
      )
    }
  }
}

// MARK: - 2b. WebP against PNG

print("")
print("WebP (lossless, exact) on the same \(rings.count) frames against ringgen's PNG, encode only, one round")
print("  level   ms/frame   mean bytes   ÷ PNG bytes")
let pngElapsed = try clock.measure {
  for raster in frames { _ = try PNGEncoder.standard.encode(raster, scale: 1, description: nil) }
}
var pngBytes = 0
for raster in frames { pngBytes += try PNGEncoder.standard.encode(raster, scale: 1, description: nil).count }
print("  PNG     \(padded(format(milliseconds(pngElapsed) / Double(frames.count), 3), 11))\(pngBytes / frames.count)")
_ = try WebPWriter.encode(frames[0], description: nil)  // loads libwebp outside the timings
for level: Int32 in [0, 1, 2, 4, 6] {
  var bytes = 0
  let elapsed = try clock.measure {
    for raster in frames { bytes += try WebPWriter.encode(raster, description: nil, level: level).count }
  }
  let chosen = level == WebPWriter.level ? "   (ringgen's)" : ""
  print(
    "  \(padded(String(level), 8))\(padded(format(milliseconds(elapsed) / Double(frames.count), 3), 11))\(padded(String(bytes / frames.count), 13))\(format(Double(bytes) / Double(pngBytes)))\(chosen)"
  )
}
let defaultRing = ProgressRing(value: 15, maxValue: 30)
let defaultPNG = try defaultRing.pngData(on: canvas).count
let defaultWebP = try defaultRing.webpData(on: canvas).count
print(
  "  the default ring (15 of 30, alt text included): WebP \(defaultWebP) B ÷ PNG \(defaultPNG) B = \(format(Double(defaultWebP) / Double(defaultPNG))) (target ≤ 0.80)"
)

// MARK: - 6b. Spinner against a value animation (60 frames, 256 px, one job)

let valueMove = RingAnimation(ring: ProgressRing(value: 30, maxValue: 30), from: 0, duration: 59.0 / 30)
let spinnerMove = RingAnimation(
  ring: ProgressRing(value: 30, maxValue: 30), timeline: .spinner(Spinner(style: .material, period: 2)))
var spinnerTimes: [[Double]] = [[], []]
for _ in 0..<options.rounds {
  for (index, moving) in [valueMove, spinnerMove].enumerated() {
    let elapsed = try clock.measure { _ = try moving.apngData(on: canvas, fps: 30, jobs: 1) }
    spinnerTimes[index].append(milliseconds(elapsed))
  }
}
let (valueExport, spinnerExport) = (median(spinnerTimes[0]), median(spinnerTimes[1]))
print("")
print("60-frame 256-px APNG, one job, median of \(options.rounds) interleaved rounds")
print("  value animation   \(format(valueExport, 0)) ms")
print(
  "  material spinner  \(format(spinnerExport, 0)) ms   ÷ value animation \(format(spinnerExport / valueExport)) (target ≤ 1.5)"
)

// MARK: - 6c. APNG bytes: the default 1-s animation, `ringgen --value 75 --duration 1`

let defaultMove = RingAnimation(ring: ProgressRing(value: 75), from: 0, duration: 1)
let defaultAPNG = try defaultMove.apngData(on: canvas, fps: 30).count
var defaultFrames = (count: 0, bytes: 0)
try defaultMove.pngFrames(on: canvas, fps: 30) { _, png in
  defaultFrames = (defaultFrames.count + 1, defaultFrames.bytes + png.count)
}
print("")
print("APNG bytes, the default 1-s animation (ringgen --value 75 --duration 1)")
print(
  "  APNG \(defaultAPNG) B ÷ its \(defaultFrames.count) PNG frames' \(defaultFrames.bytes) B: \(format(Double(defaultAPNG) / Double(defaultFrames.bytes))) (target ≤ 0.50)"
)

// MARK: - 3. Animation export

let cores = ProcessInfo.processInfo.activeProcessorCount
let animation = RingAnimation(ring: ProgressRing(value: 30, maxValue: 30), from: 0, duration: 119.0 / 30)
let animationCanvas = RingCanvas(size: 512)
print("")
print("APNG export: 120 frames of 512 × 512 px, median of \(options.rounds) rounds")
var exportTimes: [Int: [Double]] = [1: [], cores: []]
var apngBytes = 0
for _ in 0..<options.rounds {
  for jobs in [1, cores] {
    let elapsed = try clock.measure {
      apngBytes = try animation.apngData(on: animationCanvas, fps: 30, jobs: jobs).count
    }
    exportTimes[jobs, default: []].append(milliseconds(elapsed))
  }
}
let oneJob = median(exportTimes[1] ?? [])
let allJobs = median(exportTimes[cores] ?? [])
print("  1 job:            \(format(oneJob, 0)) ms, \(format(120_000 / oneJob, 1)) frames/s")
print(
  "  \(cores) jobs (cores):  \(format(allJobs, 0)) ms, \(format(120_000 / allJobs, 1)) frames/s   file \(apngBytes / 1024) KiB"
)
print("  all cores ÷ 1 job: \(format(allJobs / oneJob)) (target ≤ 0.60)")

// MARK: - 4. Whole processes

guard let ringgen = options.ringgen, let cReference = options.cReference, let cPangoReference = options.cPangoReference
else { exit(0) }

/// Runs a program to completion and returns its wall time in milliseconds; a program that
/// fails ends the benchmark. `quiet` sends its standard error to /dev/null.
func timeSuccessfulRun(_ arguments: [String], quiet: Bool = false) -> Double {
  timeSuccessfulProcess(arguments, quiet: quiet).wall
}

/// Runs a program to completion and returns its wall and CPU time (all threads) in
/// milliseconds; a program that fails ends the benchmark.
func timeSuccessfulProcess(_ arguments: [String], quiet: Bool = false) -> (wall: Double, cpu: Double) {
  let run = timeProcess(arguments, quietErrors: quiet)
  guard run.status == 0 else {
    print("ring-bench: \(arguments.joined(separator: " ")) failed (status \(run.status))")
    exit(1)
  }
  return (run.milliseconds, run.cpuMilliseconds)
}

let folder = "/tmp/ring-bench-\(getpid())"
mkdir(folder, 0o755)

var ringgenTimes: [(wall: Double, cpu: Double)] = []
var cTimes: [(wall: Double, cpu: Double)] = []
var cPangoTimes: [(wall: Double, cpu: Double)] = []
for run in 0..<(options.processRuns + 3) {
  let ours = timeSuccessfulProcess([ringgen, "--value", "15", "--max", "30", "-o", "\(folder)/ring.png"])
  let theirs = timeSuccessfulProcess([cReference, "\(folder)/cairo-ring.png"])
  let theirsWithPango = timeSuccessfulProcess([cPangoReference, "\(folder)/pango-ring.png"])
  if run >= 3 {  // the first runs warm the page cache and fontconfig's caches
    ringgenTimes.append(ours)
    cTimes.append(theirs)
    cPangoTimes.append(theirsWithPango)
  }
}
let ringgenMs = median(ringgenTimes.map(\.wall))
let cMs = median(cTimes.map(\.wall))
let cPangoMs = median(cPangoTimes.map(\.wall))
let (ringgenCPU, cCPU) = (median(ringgenTimes.map(\.cpu)), median(cTimes.map(\.cpu)))
let cPangoCPU = median(cPangoTimes.map(\.cpu))
print("")
print("whole process, median of \(options.processRuns) interleaved runs, ms of wall-clock time (CPU time, all threads)")
print("  ringgen --value 15 --max 30 -o ring.png        \(format(ringgenMs)) (\(format(ringgenCPU)))")
print("  cairo-ring ring.png (C: libcairo, write_to_png) \(format(cMs)) (\(format(cCPU)))")
print("  pango-ring ring.png (the same, label by Pango)  \(format(cPangoMs)) (\(format(cPangoCPU)))")
print("  ringgen ÷ C:  \(format(ringgenMs / cMs)) (target ≤ 1.20); CPU time \(format(ringgenCPU / cCPU))")
print(
  "  C with Pango ÷ C: \(format(cPangoMs / cMs)); CPU time \(format(cPangoCPU / cCPU))  (what Pango costs any program)")
print("  ringgen ÷ C with Pango: \(format(ringgenMs / cPangoMs)); CPU time \(format(ringgenCPU / cPangoCPU))")

// MARK: - 5. Batches

let batchFolder = "\(folder)/batch"
mkdir(batchFolder, 0o755)
/// A JSON-lines batch of the 200 rings, with or without their label, written to `name`.
func writeBatch(_ name: String, label: Bool) -> String {
  let lines = (0..<200).map { index in
    "{\"value\": \(30 * Double(index) / 199), \"maxValue\": 30, \"showValueString\": \(label), \"output\": \"\(batchFolder)/ring-\(index).png\"}"
  }
  let path = "\(folder)/\(name)"
  guard let handle = fopen(path, "w") else { exit(1) }
  fputs(lines.joined(separator: "\n") + "\n", handle)
  fclose(handle)
  return path
}
let batchFile = writeBatch("rings.jsonl", label: true)
let unlabelledBatchFile = writeBatch("unlabelled.jsonl", label: false)
var batchTimes: [String: [Double]] = [:]
for _ in 0..<options.rounds {
  batchTimes["c", default: []].append(timeSuccessfulRun([cReference, "--batch", "200", batchFolder]))
  batchTimes["1", default: []].append(timeSuccessfulRun([ringgen, "batch", batchFile, "--jobs", "1"], quiet: true))
  batchTimes["n", default: []].append(
    timeSuccessfulRun([ringgen, "batch", batchFile, "--jobs", String(cores)], quiet: true))
  batchTimes["u", default: []].append(
    timeSuccessfulRun([ringgen, "batch", unlabelledBatchFile, "--jobs", "1"], quiet: true))
}
let cBatch = median(batchTimes["c"] ?? [])
let oneBatch = median(batchTimes["1"] ?? [])
let allBatch = median(batchTimes["n"] ?? [])
let unlabelledBatch = median(batchTimes["u"] ?? [])
print("")
print("batch of 200 rings, 256 × 256, median of \(options.rounds) runs")
print("  C loop (libcairo, write_to_png)      \(format(cBatch, 0)) ms")
print("  ringgen batch --jobs 1               \(format(oneBatch, 0)) ms")
print("  ringgen batch --jobs \(cores)               \(format(allBatch, 0)) ms")
print("  ringgen batch --jobs 1, no labels    \(format(unlabelledBatch, 0)) ms")
print("  --jobs 1 ÷ C:      \(format(oneBatch / cBatch)) (target ≤ 0.60)")
print("  --jobs \(cores) ÷ --jobs 1: \(format(allBatch / oneBatch)) (target ≤ 0.70)")
print(
  "  per frame, labels ÷ no labels: \(format(oneBatch / unlabelledBatch)) (target ≤ 1.25; \(format(oneBatch / 200, 2)) against \(format(unlabelledBatch / 200, 2)) ms)"
)

_ = system("rm -rf \(folder)")
