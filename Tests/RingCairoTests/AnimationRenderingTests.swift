import Foundation
import RingKit
import Synchronization
import Testing

@testable import RingCairo

/// A plain PNG holding one APNG frame: the file's IHDR with the frame's image data.
private func stillPNG(header: [UInt8], data: [[UInt8]]) -> Data {
  func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typeAndBody = Array(type.utf8) + body
    let length = UInt32(body.count)
    let crc = crc32(typeAndBody)
    return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
      + typeAndBody
      + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
  }
  return Data(
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + data.flatMap { chunk("IDAT", $0) }
      + chunk("IEND", []))
}

@Suite("Animation: APNG, GIF and frames")
struct AnimationRenderingTests {
  private let animation = RingAnimation(ring: ProgressRing(value: 30, maxValue: 30), from: 3, duration: 0.5, delay: 0.1)
  private let canvas = RingCanvas(size: 48)

  /// acTL holds 32 bits: play counts beyond them are clamped rather than trapping.
  @Test(arguments: [(-5, 0), (0, 0), (7, 7), (1 << 40, Int(UInt32.max))])
  func apngPlayCounts(loopCount: Int, recorded: Int) throws {
    let all = try pngChunks(try animation.apngData(on: RingCanvas(size: 8), fps: 4, loopCount: loopCount))
    let control = try #require(all.first { $0.type == "acTL" }?.data)
    #expect(bigEndian(control, 4) == recorded)
  }

  @Test func apngChunksSequenceAndDelays() throws {
    let apng = try animation.apngData(on: canvas, fps: 20, loopCount: 3)
    let all = try pngChunks(apng)
    let times = try animation.frameTimes(fps: 20)
    #expect(times.count == 13)
    #expect(all.map(\.type).prefix(6) == ["IHDR", "acTL", "pHYs", "tEXt", "tEXt", "IDAT"])
    #expect(all.last?.type == "IEND")
    let control = try #require(all.first { $0.type == "acTL" }?.data)
    #expect(bigEndian(control, 0) == 13 && bigEndian(control, 4) == 3)
    #expect(
      String(decoding: all.first { $0.type == "tEXt" }!.data, as: UTF8.self)
        == "Description\u{0}Progress 30 of 30 (100%)")
    #expect(all.filter { $0.type == "tEXt" }.count == 2, "the default image's two; frames carry none")
    #expect(
      String(decoding: all.last { $0.type == "tEXt" }!.data, as: UTF8.self)
        == "Software\u{0}RingKit \(PackageVersion.number)")

    var sequence = 0
    var delays: [Int] = []
    var frameChunks = 0
    for chunk in all where chunk.type == "fcTL" || chunk.type == "fdAT" {
      #expect(bigEndian(chunk.data, 0) == sequence, "sequence numbers run 0, 1, 2, … across fcTL and fdAT")
      sequence += 1
      if chunk.type == "fcTL" {
        // The first frame covers the canvas; later ones a rectangle inside it.
        let (width, height) = (bigEndian(chunk.data, 4), bigEndian(chunk.data, 8))
        let (x, y) = (bigEndian(chunk.data, 12), bigEndian(chunk.data, 16))
        if frameChunks == 0 { #expect(width == 48 && height == 48 && x == 0 && y == 0) }
        #expect(width > 0 && height > 0 && x + width <= 48 && y + height <= 48)
        frameChunks += 1
        delays.append(bigEndian(chunk.data, 20, 2) * 1000 / bigEndian(chunk.data, 22, 2))
        #expect(chunk.data[24] == 0 && chunk.data[25] <= 1, "dispose none, blend source or over")
      }
    }
    #expect(frameChunks == 13)
    #expect(delays.allSatisfy { $0 == 50 } && delays.reduce(0, +) == 650, "\(delays)")
    // The default image (IDAT, before any fcTL) is not a frame; every frame is fdAT.
    let fcTLs = all.indices.filter { all[$0].type == "fcTL" }
    #expect(!all[fcTLs[0]...].contains { $0.type == "IDAT" })
  }

  /// Viewers without APNG support show the default image: the final state, as the alt text says.
  @Test func theDefaultImageIsTheFinalState() throws {
    let all = try pngChunks(try animation.apngData(on: canvas, fps: 20))
    let header = try #require(all.first { $0.type == "IHDR" }?.data)
    let data = all.prefix { $0.type != "fcTL" }.filter { $0.type == "IDAT" }.map(\.data)
    #expect(
      try RingRaster(pngData: stillPNG(header: header, data: data))
        == (try animation.ring(at: animation.duration).raster(on: canvas)))
  }

  /// Delays are rounded at the frame times: at 30 fps they run 33, 34, 33, … and never drift.
  @Test func apngDelaysDoNotDrift() throws {
    let animation = RingAnimation(ring: ProgressRing(value: 1), duration: 1)
    let all = try pngChunks(try animation.apngData(on: RingCanvas(size: 8), fps: 30))
    let delays = all.filter { $0.type == "fcTL" }.map { bigEndian($0.data, 20, 2) }
    #expect(delays.count == 31)
    #expect(Set(delays) == [33, 34] && delays.reduce(0, +) == 1033, "\(delays)")
  }

  /// An APNG's frames as a viewer composes them, by the APNG specification: each frame's
  /// image, decoded by libpng as a plain PNG of its rectangle's size, replaces its rectangle of
  /// the canvas (blend source) or is composed over it (blend over: straight-alpha "over" in
  /// integers, as apngdis composes it); then the frame is disposed of before the next one
  /// (none; background: its rectangle cleared to transparent black; previous: its rectangle put
  /// back as it was before the frame). With each frame's rectangle and blend.
  private func composedFrames(
    of apng: Data
  ) throws -> [(image: RingRaster, region: (x: Int, y: Int, width: Int, height: Int), blend: UInt8)] {
    let all = try pngChunks(apng)
    let header = try #require(all.first { $0.type == "IHDR" }?.data)
    let (canvasWidth, canvasHeight) = (bigEndian(header, 0), bigEndian(header, 4))
    var frames: [(control: [UInt8], data: [[UInt8]])] = []
    for chunk in all {
      if chunk.type == "fcTL" { frames.append((chunk.data, [])) }
      if chunk.type == "fdAT" { frames[frames.count - 1].data.append(Array(chunk.data.dropFirst(4))) }
    }
    var canvas = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
    var composed: [(RingRaster, (Int, Int, Int, Int), UInt8)] = []
    for (control, data) in frames {
      let (width, height) = (bigEndian(control, 4), bigEndian(control, 8))
      let (x, y) = (bigEndian(control, 12), bigEndian(control, 16))
      let (dispose, blend) = (control[24], control[25])
      try #require(dispose <= 2 && blend <= 1)
      let image = try RingRaster(pngData: stillPNG(header: Array(control[4..<12]) + header[8...], data: data))
      try #require(image.width == width && image.height == height && x + width <= canvasWidth)
      let before = canvas
      for row in 0..<height {
        for column in 0..<width {
          let (target, source) = (((y + row) * canvasWidth + x + column) * 4, (row * width + column) * 4)
          let pixel = Array(image.bytes[source..<source + 4])
          let composedPixel = blend == 0 ? pixel : Self.over(pixel, Array(canvas[target..<target + 4]))
          canvas.replaceSubrange(target..<target + 4, with: composedPixel)
        }
      }
      composed.append(
        (
          try #require(RingRaster(width: canvasWidth, height: canvasHeight, bytes: canvas)), (x, y, width, height),
          blend
        ))
      for row in 0..<height where dispose != 0 {
        let target = ((y + row) * canvasWidth + x) * 4
        let restored =
          dispose == 1 ? [UInt8](repeating: 0, count: width * 4) : Array(before[target..<target + width * 4])
        canvas.replaceSubrange(target..<target + width * 4, with: restored)
      }
    }
    return composed.map { (image: $0.0, region: (x: $0.1.0, y: $0.1.1, width: $0.1.2, height: $0.1.3), blend: $0.2) }
  }

  /// Straight RGBA `source` over `destination` as apngdis composes it: an opaque source
  /// replaces, a transparent one keeps, and anything else is blended in integers, which is
  /// where 8 bits stop being exact.
  static func over(_ source: [UInt8], _ destination: [UInt8]) -> [UInt8] {
    let alpha = Int(source[3])
    if alpha == 255 { return source }
    if alpha == 0 { return destination }
    let (u, v) = (alpha * 255, (255 - alpha) * Int(destination[3]))
    let total = u + v
    return (0..<3).map { UInt8((Int(source[$0]) * u + Int(destination[$0]) * v) / total) } + [UInt8(total / 255)]
  }

  /// The smallest rectangle outside which `image` equals `previous`, or one pixel at the
  /// origin when they are equal: what a frame after the first must store.
  private func changedRegion(_ image: RingRaster, since previous: RingRaster) -> (Int, Int, Int, Int) {
    var (left, top, right, bottom) = (image.width, image.height, -1, -1)
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y] != previous[x, y] {
        (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
      }
    }
    return right < 0 ? (0, 0, 1, 1) : (left, top, right - left + 1, bottom - top + 1)
  }

  /// Animations for the APNG composition test: the small one (whose frames during its delay
  /// are equal, each one transparent pixel composed over); the default 256-pt ring,
  /// `--value 72 --from 0 --duration 1`; a spinner; three concentric rings; a translucent
  /// colour on no background (translucent pixels change: every frame after the first replaces
  /// its rectangle) and on an opaque one (every pixel is opaque: frames hold only what changed,
  /// composed over); with the blends that must occur among frames after the first.
  static func compositionCase(_ name: String) -> (RingAnimation, RingCanvas, fps: Double, blends: Set<UInt8>) {
    var translucent = ProgressRing(value: 64)
    translucent.progressColor = RingColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 0.55)
    var concentric = ProgressRing(value: 80)
    concentric.rings = [1.0, 0.7, 0.4].map { share in
      var inner = concentric
      inner.value = 80 * share
      return inner
    }
    let white = RingCanvas(size: 256, background: .white)
    return switch name {
    case "small":
      (
        RingAnimation(ring: ProgressRing(value: 30, maxValue: 30), from: 3, duration: 0.5, delay: 0.1),
        RingCanvas(size: 48), 20, [0, 1]
      )
    case "value": (RingAnimation(ring: ProgressRing(value: 72), from: 0, duration: 1), RingCanvas(size: 256), 30, [0])
    case "spinner":
      (
        RingAnimation(
          ring: ProgressRing(value: 30, maxValue: 30), timeline: .spinner(Spinner(style: .material, period: 1))),
        RingCanvas(size: 128), 15, [0]
      )
    case "concentric": (RingAnimation(ring: concentric, from: 0, duration: 0.5), white, 20, [1])
    case "translucent": (RingAnimation(ring: translucent, from: 0, duration: 0.5), RingCanvas(size: 128), 20, [0])
    default: (RingAnimation(ring: translucent, from: 0, duration: 0.5), white, 20, [1])
    }
  }

  /// Every APNG frame, composed as a viewer composes it, is exactly the PNG frame of
  /// ``RingAnimation/pngFrames(on:fps:jobs:progress:_:)`` at that time, which is the ring drawn
  /// with steady arcs, or the still once the ring has reached its end; each frame after the
  /// first stores only the rectangle in which it differs from the frame before, replacing it
  /// or, when every pixel that changed is opaque, composed over it with the rest of the
  /// rectangle transparent.
  @Test(arguments: ["small", "value", "spinner", "concentric", "translucent", "translucent on white"])
  func apngFramesComposeToThePNGFrames(name: String) throws {
    let (animation, canvas, fps, blends) = Self.compositionCase(name)
    let times = try animation.frameTimes(fps: fps)
    let apng = try animation.apngData(on: canvas, fps: fps, jobs: 2)
    let frames = try composedFrames(of: apng)
    var pngFrames: [RingRaster] = []
    try animation.pngFrames(on: canvas, fps: fps) { _, png in pngFrames.append(try RingRaster(pngData: png)) }
    #expect(frames.count == times.count && pngFrames.count == times.count)
    var previous: RingRaster?
    var storedPixels = 0
    for (index, frame) in frames.enumerated() {
      try expectAnimationFrame(frame.image, of: animation, at: times[index], on: canvas)
      #expect(frame.image == pngFrames[index], "frame \(index)")
      let expected =
        previous.map { changedRegion(frame.image, since: $0) } ?? (0, 0, canvas.pixelWidth, canvas.pixelHeight)
      let region = frame.region
      #expect(
        region.x == expected.0 && region.y == expected.1 && region.width == expected.2 && region.height == expected.3,
        "frame \(index): \(region) for \(expected)")
      storedPixels += region.width * region.height
      previous = frame.image
    }
    #expect(frames.first?.blend == 0)
    #expect(Set(frames.dropFirst().map(\.blend)) == blends)
    #expect(storedPixels < frames.count * canvas.pixelWidth * canvas.pixelHeight * 3 / 4)
    // Frames keep their alpha whatever the background, so that they can be composed over.
    #expect(try pngChunks(apng).first { $0.type == "IHDR" }?.data[9] == 6)
  }

  /// The default 1-s animation of `ringgen --value 75 --duration 1` is stored in at most half
  /// the bytes of its 31 PNG frames: its steady frames differ only where the arc grew and the
  /// label changed.
  @Test func theDefaultAnimationTakesUnderHalfItsFramesBytes() throws {
    let animation = RingAnimation(ring: ProgressRing(value: 75), from: 0, duration: 1)
    let canvas = RingCanvas(size: 256)
    var frameBytes = 0
    try animation.pngFrames(on: canvas, fps: 30) { _, png in frameBytes += png.count }
    let apng = try animation.apngData(on: canvas, fps: 30)
    #expect(Double(apng.count) <= 0.5 * Double(frameBytes), "\(apng.count) B of \(frameBytes)")
  }

  /// A frame's rectangle must lie inside the canvas, and the first frame must cover it.
  @Test func apngFramesOutsideTheCanvasAreRefused() throws {
    var ring = ProgressRing(value: 1)
    ring.borderPadding = 0
    // Bands given in points: both images are then one colour type, translucent at the edges.
    (ring.progressLineWidth, ring.emptyLineWidth) = (18, 18)
    let canvasPNG = try ring.pngData(on: RingCanvas(size: 4))
    let pixelPNG = try ring.pngData(on: RingCanvas(size: 1))
    var assembler = try APNGAssembler(defaultImage: canvasPNG, frameCount: 3, loopCount: 0)
    #expect(throws: RenderError.self) { try assembler.append(png: pixelPNG, delay: (1, 10)) }
    try assembler.append(png: canvasPNG, delay: (1, 10))
    #expect(throws: RenderError.self) { try assembler.append(png: pixelPNG, x: 4, y: 0, delay: (1, 10)) }
    #expect(throws: RenderError.self) { try assembler.append(png: canvasPNG, x: 1, y: 0, delay: (1, 10)) }
    try assembler.append(png: pixelPNG, x: 3, y: 3, delay: (1, 10))
  }

  @Test func parallelRenderingGivesTheSameFile() throws {
    let serial = try animation.apngData(on: canvas, fps: 30, jobs: 1)
    #expect(try animation.apngData(on: canvas, fps: 30, jobs: 4) == serial)
    #expect(
      try animation.gifData(on: canvas, fps: 30, jobs: 3) == (try animation.gifData(on: canvas, fps: 30, jobs: 1)))
  }

  /// APNG and GIF reach `write` frame by frame, as they are made, not as one file at the end:
  /// memory then holds one encoded frame however many frames there are. The pieces add up to
  /// the file that apngData and gifData return.
  @Test(arguments: ["apng", "gif"])
  func animationsAreWrittenFrameByFrame(format: String) throws {
    let frameCount = try animation.frameTimes(fps: 20).count
    let written = Mutex(0)
    let writtenAtEachFrame = Mutex<[Int]>([])
    let progress: @Sendable (Int, Int) -> Void = { _, _ in
      let bytes = written.withLock { $0 }
      writtenAtEachFrame.withLock { $0.append(bytes) }
    }
    var file: [UInt8] = []
    let write: ([UInt8]) throws -> Void = { bytes in
      file += bytes
      written.withLock { $0 += bytes.count }
    }
    let whole: Data
    if format == "apng" {
      try animation.writeAPNG(on: canvas, fps: 20, jobs: 2, progress: progress, to: write)
      whole = try animation.apngData(on: canvas, fps: 20)
    } else {
      try animation.writeGIF(on: canvas, fps: 20, jobs: 2, progress: progress, to: write)
      whole = try animation.gifData(on: canvas, fps: 20)
    }
    let marks = writtenAtEachFrame.withLock { $0 }
    #expect(marks.count == frameCount)
    // Every frame has added bytes by the time the next one is reported, and the last piece
    // (the trailer) comes after the last frame.
    #expect(zip(marks, marks.dropFirst()).allSatisfy { $0 < $1 }, "\(marks)")
    #expect((marks.first ?? 0) > 0 && (marks.last ?? 0) < file.count)
    #expect(Data(file) == whole)
  }

  @Test func pngFramesComeInOrderAsSteadyFrames() throws {
    var indices: [Int] = []
    let times = try animation.frameTimes(fps: 10)
    try animation.pngFrames(on: canvas, fps: 10, jobs: 3) { index, png throws in
      indices.append(index)
      try expectAnimationFrame(try RingRaster(pngData: png), of: animation, at: times[index], on: canvas)
    }
    // The ring is still for its first 0.1 s and ends at 0.6 s: steady frames, then the still.
    #expect(times.count == 7)
    #expect(indices == Array(0..<times.count))
  }

  /// GIF blocks: header, screen, palette, NETSCAPE loop, comment, then per frame a graphic
  /// control extension and an image, then the trailer.
  @Test(arguments: [(0, 0), (1, nil), (4, 3)] as [(Int, Int?)])
  func gifStructureDelaysAndLoop(loopCount: Int, repeats: Int?) throws {
    let gif = [UInt8](try animation.gifData(on: canvas, fps: 20, loopCount: loopCount))
    #expect(gif.starts(with: Array("GIF89a".utf8)))
    #expect(gif[6] == 48 && gif[8] == 48)
    let tableSize = 3 << (Int(gif[10] & 0x07) + 1)
    var offset = 13 + (gif[10] & 0x80 != 0 ? tableSize : 0)
    var delays: [Int] = []
    var loop: Int?
    var comment = ""
    var frames = 0
    func skipSubBlocks() -> [UInt8] {
      var data: [UInt8] = []
      while gif[offset] != 0 {
        data += gif[offset + 1..<offset + 1 + Int(gif[offset])]
        offset += 1 + Int(gif[offset])
      }
      offset += 1
      return data
    }
    while gif[offset] != 0x3B {
      switch gif[offset] {
      case 0x21:
        let label = gif[offset + 1]
        offset += 2
        let data = skipSubBlocks()
        if label == 0xF9 { delays.append(Int(data[1]) | Int(data[2]) << 8) }
        if label == 0xFF, data.starts(with: Array("NETSCAPE2.0".utf8)) { loop = Int(data[12]) | Int(data[13]) << 8 }
        if label == 0xFE { comment = String(decoding: data, as: UTF8.self) }
      case 0x2C:
        frames += 1
        let hasLocalTable = gif[offset + 9] & 0x80 != 0
        #expect(!hasLocalTable, "one global palette")
        offset += 10 + 1  // descriptor and LZW minimum code size
        _ = skipSubBlocks()
      default:
        Issue.record("unexpected block \(gif[offset]) at \(offset)")
        return
      }
    }
    #expect(offset == gif.count - 1)
    #expect(frames == 13)
    #expect(delays.allSatisfy { $0 == 5 } && delays.count == 13, "\(delays)")
    #expect(loop == repeats)
    #expect(comment == "Progress 30 of 30 (100%)")
  }

  /// Every GIF frame, decoded and composited, is the still ring at its time, within the
  /// palette's rounding.
  @Test func gifFramesAreTheStillFrames() throws {
    let animation = RingAnimation(
      ring: ProgressRing.mb.with {
        $0.value = 80
        $0.progressStrokeColor = .black
      }, from: 5, duration: 0.6, easing: .linear)
    let canvas = RingCanvas(size: 64, background: RingColor("#fafafa"))
    let gif = try #require(GIFDecoder([UInt8](try animation.gifData(on: canvas, fps: 10))))
    let times = try animation.frameTimes(fps: 10)
    #expect(gif.frames.count == times.count)
    for (index, frame) in gif.frames.enumerated() {
      let still = try animation.ring(at: times[index]).raster(on: canvas)
      var largest = 0
      var total = 0
      for pixel in 0..<(64 * 64) {
        for channel in 0..<3 {
          let difference = abs(Int(frame.rgb[pixel * 3 + channel]) - Int(still.bytes[pixel * 4 + channel]))
          largest = max(largest, difference)
          total += difference
        }
      }
      #expect(
        largest <= 24 && Double(total) / (64 * 64 * 3) < 1.5,
        "frame \(index): largest \(largest), mean \(Double(total) / (64 * 64 * 3))")
    }
  }

  @Test func theFramePipelineKeepsOrderAndStopsOnErrors() throws {
    for jobs in [1, 2, 3, 8] {
      var seen: [Int] = []
      let reported = FramePipelineProbe.Reports()
      let pipeline = FramePipelineProbe.run(jobs: jobs, count: 40, seen: &seen, reported: reported)
      #expect(pipeline == nil)
      #expect(seen == Array(0..<40))
      #expect(reported.values.withLock { $0 } == Array(1...40), "progress counts up once per frame")
      var stoppedAt: [Int] = []
      let failure = FramePipelineProbe.run(
        jobs: jobs, count: 40, failAt: 7, seen: &stoppedAt, reported: FramePipelineProbe.Reports())
      #expect(failure != nil && stoppedAt == Array(0..<7), "a failing consumer stops the pipeline without a hang")
    }
  }

  @Test func gifDelaysAddUpToTheDuration() throws {
    let delays = try #require(RingAnimationDelayProbe.delays(fps: 30, duration: 1))
    #expect(delays.reduce(0, +) == 103, "1 s plus the last frame's 1/30 s, in centiseconds")
    #expect(Set(delays).isSubset(of: [3, 4]))
  }

  @Test func gifNeedsAnOpaqueBackground() {
    #expect(throws: RenderError.self) { try animation.gifData(on: RingCanvas(size: 32, background: .clear), fps: 10) }
  }

  @Test func invalidAnimationsAreReportedNotDrawn() {
    let tooLong = RingAnimation(ring: ProgressRing(), duration: 400)
    #expect(throws: RenderError.self) { try tooLong.apngData(on: canvas, fps: 30) }
    let negative = RingAnimation(ring: ProgressRing(), duration: -1)
    #expect(throws: RenderError.self) { try negative.gifData(on: canvas, fps: 30) }
  }
}

/// Reads GIF delays back from a tiny animation, to check the centisecond rounding.
private enum RingAnimationDelayProbe {
  static func delays(fps: Double, duration: Double) -> [Int]? {
    let animation = RingAnimation(ring: ProgressRing(value: 1), duration: duration)
    guard let gif = try? [UInt8](animation.gifData(on: RingCanvas(size: 8), fps: fps)) else { return nil }
    var delays: [Int] = []
    for index in gif.indices.dropLast(6) where gif[index] == 0x21 && gif[index + 1] == 0xF9 && gif[index + 2] == 4 {
      delays.append(Int(gif[index + 4]) | Int(gif[index + 5]) << 8)
    }
    return delays
  }
}

/// Runs FramePipeline with a consumer that records the order and can fail.
private enum FramePipelineProbe {
  struct Stop: Error {}

  final class Reports: Sendable {
    let values = Mutex([Int]())
  }

  static func run(jobs: Int, count: Int, failAt: Int? = nil, seen: inout [Int], reported: Reports) -> Error? {
    let pipeline = FramePipeline(jobs: jobs, progress: { done in reported.values.withLock { $0.append(done) } })
    do {
      try pipeline.run(count: count, render: { index throws(RenderError) in index * 2 }) { index, frame in
        if index == failAt { throw Stop() }
        #expect(frame == index * 2)
        seen.append(index)
      }
      return nil
    } catch {
      return error
    }
  }
}
