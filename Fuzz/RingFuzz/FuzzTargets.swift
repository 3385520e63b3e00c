// libFuzzer targets for every parser a user or a producer can feed: `make fuzz` builds this
// file with -sanitize=fuzzer,address and runs each target (FUZZ_TARGET picks one) on the seed
// corpus in Fuzz/corpus/<target>. A target fails by crashing, by an address error, or by
// breaking the property it checks (a trap names it).

import FoundationEssentials
import RingCLI
import RingCairo
import RingImageDiff
import RingKit
import RingTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The target this process fuzzes, from FUZZ_TARGET.
let target = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""

/// An in-memory console: ringgen reads `input` and writes nowhere.
func console(input: [UInt8]) -> Console {
  Console(writeOutput: { _ in }, writeError: { _ in }, readInput: { _ in input })
}

func check(_ condition: Bool, _ property: @autoclosure () -> String) {
  if !condition { fatalError("property broken: \(property())") }
}

/// Runs ringgen in process; only the statuses its manual lists may come back.
func runRinggen(_ arguments: [String], input: [UInt8] = []) {
  let status = RingGen.main(arguments, console: console(input: input))
  check([0, 1, 64].contains(status), "exit status \(status) for \(arguments)")
}

/// Flags the argv target must not pass on: they would read or write files, or start
/// commands that wait (watch, serve) or touch the file system (batch, sheet, compare).
let unsafeWords: Set<String> = ["batch", "sheet", "watch", "serve", "compare", "completions", "help", "_manual"]

func fuzz(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)
  switch target {
  case "spec":
    // A JSON spec on standard input, drawn as SVG to memory.
    runRinggen(["--spec", "-", "--format", "svg", "-o", "-"], input: bytes)
  case "argv":
    // NUL-separated arguments, without output, spec or subcommand flags.
    let arguments = text.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
    guard arguments.count < 64,
      !arguments.contains(where: {
        unsafeWords.contains($0) || $0.hasPrefix("-o") || $0.hasPrefix("--output") || $0.hasPrefix("--spec")
          || $0.hasPrefix("--memory") || $0.hasPrefix("--jobs") || $0.contains("/")
      })
    else { return }
    runRinggen(arguments + ["--size", "32", "--format", "svg", "-o", "-"])
  case "color":
    // A colour that parses prints as CSS that parses back to the same colour.
    guard let color = RingColor(text) else { return }
    check(RingColor(color.cssString) == color, "\(text) → \(color.cssString)")
    check(RingColor(color.hexString) != nil, "hex of \(text)")
  case "label":
    guard let template = try? LabelTemplate(parsing: text) else { return }
    var ring = ProgressRing(value: 42.5, maxValue: 120)
    ring.label = text
    check((try? ring.labelText()) != nil || template.pieces.isEmpty, "label \(text)")
  case "easing":
    // An easing or keyframes that parse give finite values everywhere.
    if let easing = try? Easing(parsing: text) {
      for t in stride(from: -0.5, through: 1.5, by: 0.0625) { check(easing(t).isFinite, "\(text) at \(t)") }
    }
    if let keyframes = try? Keyframes(parsing: text), (try? keyframes.validate()) != nil {
      for t in stride(from: 0.0, through: keyframes.endTime + 1, by: max(keyframes.endTime / 16, 0.01)) {
        check(keyframes.value(at: t).isFinite, "\(text) at \(t)")
      }
    }
  case "paint":
    // Gradients, thresholds, shadows and markers that parse can be drawn.
    if let gradient = try? RingGradient(parsing: text) {
      for step in 0...16 { _ = gradient.color(at: Double(step) / 16, in: .oklab) }
      var ring = ProgressRing(value: 70)
      ring.progressGradient = gradient
      check((try? ring.svg(on: RingCanvas(size: 24))) != nil, "gradient \(text)")
    }
    if let thresholds = try? RingThreshold.parseList(text) {
      var ring = ProgressRing(value: 70)
      ring.thresholds = thresholds
      check((try? RingLayout(ring: ring, width: 24, height: 24)) != nil, "thresholds \(text)")
    }
    _ = try? RingShadow(parsing: text)
    _ = try? RingGlow(parsing: text)
    _ = try? RingMarker(parsing: text, key: .knob)
  case "png":
    // A PNG that decodes compares as equal to itself.
    guard bytes.count < 1 << 20, let raster = try? RingRaster(pngData: Data(bytes)) else { return }
    let difference = ImageComparator().compare(raster, raster)
    check(difference.matches && difference.differingPixels == 0, "a PNG differs from itself")
  case "jpeg":
    // A JPEG that decodes (through libjpeg-turbo) is opaque and compares as equal to itself.
    guard bytes.count < 1 << 20, let raster = try? RingRaster(jpegData: Data(bytes)) else { return }
    check(
      stride(from: 3, to: raster.bytes.count, by: 4).allSatisfy { raster.bytes[$0] == 255 }, "a JPEG pixel not opaque")
    check(ImageComparator().compare(raster, raster).differingPixels == 0, "a JPEG differs from itself")
  case "webp":
    // A WebP that decodes (through libwebp) has the bytes its size says and compares as equal
    // to itself; a truncated, corrupt or animated one is an error, never a crash.
    guard bytes.count < 1 << 20, let raster = try? RingRaster(webpData: Data(bytes)) else { return }
    check(raster.bytes.count == raster.width * raster.height * 4, "a WebP's pixels do not fill its size")
    check(ImageComparator().compare(raster, raster).differingPixels == 0, "a WebP differs from itself")
  case "replies":
    // Whatever a terminal sends back to the query parses, in one piece or cut anywhere, and
    // in time (the limit is -timeout). A reply read whole in a prefix is read the same in
    // the whole, so a wait that stopped early cannot have missed it.
    guard bytes.count <= TerminalQuery.maximumReplyBytes else { return }
    let whole = TerminalReplies(parsing: bytes)
    let prefix = TerminalReplies(parsing: Array(bytes.prefix(bytes.count / 2)))
    check(!prefix.isComplete || whole.isComplete, "DA1 in the first half, not in the whole")
    check(prefix.version == nil || whole.version != nil, "XTVERSION in the first half, not in the whole")
    check(prefix.kittyReply == nil || whole.kittyReply != nil, "kitty's reply in the first half, not in the whole")
    check(whole.showsKittyGraphics == (whole.kittyReply == "OK"), "kitty OK")
    if let background = whole.background {
      let color = background.color
      check(
        [color.red, color.green, color.blue].allSatisfy { (0...1).contains($0) } && color.alpha == 1,
        "background \(color)")
      check((0...1.000_000_1).contains(background.relativeLuminance), "luminance \(background.relativeLuminance)")
    }
    // Typed keys around the replies change nothing that was read.
    let typed = TerminalReplies(parsing: Array("typed".utf8) + bytes)
    check(typed.primaryAttributes == whole.primaryAttributes, "typed keys before DA1")
  default:
    fatalError(
      "FUZZ_TARGET must be one of spec, argv, color, label, easing, paint, png, jpeg, webp, replies; not '\(target)'")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  fuzz(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

// SwiftPM links an executable target's entry point under the name `<target>_main`; with
// -parse-as-library there is no Swift main, so this hands the process to libFuzzer's driver.
// (scripts/fuzz defines FUZZING; an ordinary build makes a program that does nothing.)
#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  @_cdecl("ring_fuzz_main")
  public func ringFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzerTestOneInput(data, size) }
  }
#endif
