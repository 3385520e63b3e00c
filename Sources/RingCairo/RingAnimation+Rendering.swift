import FoundationEssentials
import RingKit

extension RingAnimation {
  /// Renders every frame at `fps` as a PNG and hands each to `body`, in order.
  ///
  /// Frame i is the ring at i / `fps` seconds and the last frame is the end (see
  /// `frameTimes(fps:)`). Each PNG is the frame every raster animation shows: once the ring has
  /// reached its end, exactly what ``ProgressRing/pngData(on:)`` makes of it, alt text
  /// included; before, that ring with its arcs cut at every π/8 before Cairo flattens them, so
  /// that a frame differs from the one before only where the ring moved. Such a frame differs
  /// from the still of its ring only in the anti-aliasing of its edges (Cairo flattens curves
  /// to within 0.1 px either way); `ringgen compare` finds no differing pixel between them.
  ///
  /// - Parameters:
  ///   - canvas: Size, scale and background of every frame.
  ///   - fps: Frames per second, above 0 and at most 240.
  ///   - jobs: Threads to render on (at least 1).
  ///   - progress: Called after each frame with the number of frames done and the total.
  ///   - body: Receives the frame index and the PNG; throwing stops the rendering.
  /// - Throws: ``RenderError/invalid(_:)`` for a bad ring, timeline, canvas or frame rate, an
  ///   encoding ``RenderError``, or whatever `body` throws.
  public func pngFrames(
    on canvas: RingCanvas, fps: Double, jobs: Int = 1, progress: (@Sendable (Int, Int) -> Void)? = nil,
    _ body: (Int, Data) throws -> Void
  ) throws {
    let times = try validatedFrameTimes(on: canvas, fps: fps)
    try pipeline(jobs: jobs, count: times.count, progress: progress).run(
      count: times.count,
      render: { [self] index throws(RenderError) in
        try frameSurface(at: times[index], on: canvas).pngData(
          scale: canvas.scale, description: ring(at: times[index]).accessibilityDescription)
      },
      consume: body)
  }

  /// Renders every frame at `fps` into one animated PNG that plays `loopCount` times (0:
  /// forever; counts outside 0…2³²−1 are clamped into it).
  ///
  /// The same file as ``writeAPNG(on:fps:loopCount:jobs:progress:to:)`` writes, collected in
  /// memory: use that to send a long animation to a file instead.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a bad ring, timeline, canvas or frame rate, or an
  ///   encoding ``RenderError``.
  public func apngData(
    on canvas: RingCanvas, fps: Double, loopCount: Int? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(RenderError) -> Data {
    var file: [UInt8] = []
    try collecting {
      try writeAPNG(on: canvas, fps: fps, loopCount: loopCount, jobs: jobs, progress: progress) { file += $0 }
    }
    return Data(file)
  }

  /// Renders every frame at `fps` into one animated PNG that plays `loopCount` times (0:
  /// forever; counts outside 0…2³²−1 are clamped into it), handing the file to `write` piece by
  /// piece, in order, as the frames are made.
  ///
  /// Each frame is encoded by ringgen's PNG encoder and shown until the next frame's time
  /// (delays in milliseconds, rounded at the frame times so that they never drift); the last
  /// frame is shown for 1 / `fps`. The first frame is the whole canvas; each later one is only
  /// the smallest rectangle in which it differs from the frame before, replacing it there
  /// (dispose none, blend source) or, when every pixel that changed is opaque, holding only
  /// those pixels composed over it (blend over), so every frame a viewer composes is exactly
  /// the PNG frame of ``pngFrames(on:fps:jobs:progress:_:)``, and a ring whose arc and label
  /// move is stored in a fraction of the bytes (the default 1-s animation in a third of its PNG
  /// frames'). Frames are RGBA, compressed harder than stills are.
  /// Viewers without APNG support show the final state, which is stored as the file's default
  /// image apart from the frames. The file records 72 dpi × scale and, as its tEXt
  /// `Description`, the alt text of the final state.
  ///
  /// Memory holds the frames being drawn (at most `jobs` × 5) and one encoded frame, however
  /// many frames there are. Everything is validated before `write` is first called; after that,
  /// a failure (an encoding error, or what `write` throws) leaves the file unfinished, so write
  /// to a temporary file and keep it only when this returns.
  ///
  /// - Parameters:
  ///   - canvas: Size, scale and background of every frame.
  ///   - fps: Frames per second, above 0 and at most 240.
  ///   - loopCount: How many times it plays; 0 for ever; nil for the animation's own count
  ///     (`RingAnimation.defaultLoopCount`: once, or forever for a spinner).
  ///   - jobs: Threads to render on (at least 1).
  ///   - progress: Called after each frame with the number of frames done and the total.
  ///   - write: Receives the next bytes of the file; throwing stops the rendering.
  /// - Throws: ``RenderError/invalid(_:)`` for a bad ring, timeline, canvas or frame rate, an
  ///   encoding ``RenderError``, or whatever `write` throws.
  public func writeAPNG(
    on canvas: RingCanvas, fps: Double, loopCount: Int? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil, to write: ([UInt8]) throws -> Void
  ) throws {
    let times = try validatedFrameTimes(on: canvas, fps: fps)
    let delays = Self.delays(times, fps: fps, unitsPerSecond: 1000)
    let final = ring(at: duration)
    var assembler = try APNGAssembler(
      defaultImage: final.drawRaster(on: canvas).surface.pngData(
        scale: canvas.scale, description: final.accessibilityDescription, keepAlpha: true,
        encoder: .animationFrames),
      frameCount: times.count, loopCount: loopCount ?? defaultLoopCount)
    try write(assembler.takeBytes())
    try pipeline(jobs: jobs, count: times.count, progress: progress).run(
      count: times.count,
      render: { [self] index throws(RenderError) in
        try changedPart(at: times[index], since: index > 0 ? times[index - 1] : nil, on: canvas)
      },
      consume: { index, part in
        try assembler.append(
          png: part.png, x: part.x, y: part.y, blend: part.blend, delay: (UInt16(delays[index]), 1000))
        try write(assembler.takeBytes())
      })
    try write(assembler.finish())
  }

  /// Renders every frame at `fps` into one GIF that plays `loopCount` times (0: forever).
  ///
  /// The same file as ``writeGIF(on:fps:loopCount:jobs:progress:to:)`` writes, collected in
  /// memory: use that to send a long animation to a file instead.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a bad ring, timeline, canvas or frame rate or a
  ///   background that is not opaque, or an encoding ``RenderError``.
  public func gifData(
    on canvas: RingCanvas, fps: Double, loopCount: Int? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(RenderError) -> Data {
    var file: [UInt8] = []
    try collecting {
      try writeGIF(on: canvas, fps: fps, loopCount: loopCount, jobs: jobs, progress: progress) { file += $0 }
    }
    return Data(file)
  }

  /// Renders every frame at `fps` into one GIF that plays `loopCount` times (0: forever),
  /// handing the file to `write` piece by piece, in order, as the frames are made.
  ///
  /// Frames are those of ``pngFrames(on:fps:jobs:progress:_:)``. GIF has one-bit transparency,
  /// so frames are drawn on `canvas.background`, or white when there is none, and share one
  /// palette of at most 256 colours chosen from up to 24 frames spread over the animation.
  /// Delays are in centiseconds, rounded so that they add up to the duration; many viewers
  /// show delays under 2 cs as 10 cs, so keep `fps` at 50 or below. The alt text of the last
  /// frame goes in a comment extension.
  ///
  /// Memory holds the frames being drawn (at most `jobs` × 5), their palette indices and one
  /// encoded frame, however many frames there are: each sample frame is reduced to a colour
  /// histogram as soon as it is drawn, and the palette is chosen from their sum. Everything is
  /// validated before `write` is first called; after that, a failure leaves the file
  /// unfinished, so write to a temporary file and keep it only when this returns.
  ///
  /// - Parameters:
  ///   - canvas: Size, scale and background of every frame.
  ///   - fps: Frames per second, above 0 and at most 240.
  ///   - loopCount: How many times it plays; 0 for ever; nil for the animation's own count
  ///     (`RingAnimation.defaultLoopCount`: once, or forever for a spinner).
  ///   - jobs: Threads to render on (at least 1).
  ///   - progress: Called after each frame with the number of frames done and the total.
  ///   - write: Receives the next bytes of the file; throwing stops the rendering.
  /// - Throws: ``RenderError/invalid(_:)`` for a bad ring, timeline, canvas or frame rate or a
  ///   background that is not opaque, an encoding ``RenderError``, or whatever `write` throws.
  public func writeGIF(
    on canvas: RingCanvas, fps: Double, loopCount: Int? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil, to write: ([UInt8]) throws -> Void
  ) throws {
    let background = canvas.background ?? .white
    guard background.alpha == 1 else {
      throw RenderError.invalid(
        RingValidationError(
          .background,
          reason: "GIF needs an opaque background (it has one-bit transparency), not \(background.cssString)"))
    }
    let canvas = RingCanvas(width: canvas.width, height: canvas.height, scale: canvas.scale, background: background)
    let times = try validatedFrameTimes(on: canvas, fps: fps)
    let delays = Self.delays(times, fps: fps, unitsPerSecond: 100)

    let sampleCount = min(times.count, 24)
    let sampleTimes = (0..<sampleCount).map { times[$0 * (times.count - 1) / max(sampleCount - 1, 1)] }
    var histogram: [UInt32: Int] = [:]
    try FramePipeline(jobs: jobs).run(
      count: sampleCount,
      render: { [self] index throws(RenderError) in
        ColorQuantizer.histogram(of: try frameSurface(at: sampleTimes[index], on: canvas).raster().bytes)
      },
      consume: { _, counts in histogram.merge(counts, uniquingKeysWith: +) })
    let quantizer = ColorQuantizer(histogram: histogram)
    histogram = [:]

    let writer = try GIFWriter(
      width: canvas.pixelWidth, height: canvas.pixelHeight, palette: quantizer.palette,
      playCount: max(0, loopCount ?? defaultLoopCount),
      comment: ring(at: duration).accessibilityDescription)
    try write(writer.takeBytes())
    try pipeline(jobs: jobs, count: times.count, progress: progress).run(
      count: times.count,
      render: { [self] index throws(RenderError) in
        quantizer.indices(for: try frameSurface(at: times[index], on: canvas).raster().bytes)
      },
      consume: { index, indices in
        try writer.append(indices: indices, centiseconds: delays[index])
        try write(writer.takeBytes())
      })
    try write(writer.finish())
  }

  /// Renders every frame at `fps` into one lossless animated WebP that plays `loopCount` times
  /// (0: forever; counts outside 0…65535 are clamped into it).
  ///
  /// The same file as ``writeWebP(on:fps:loopCount:jobs:progress:to:)`` writes, collected in
  /// memory.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a bad ring, timeline, canvas or frame rate, or an
  ///   encoding ``RenderError``.
  public func webpData(
    on canvas: RingCanvas, fps: Double, loopCount: Int? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(RenderError) -> Data {
    var file: [UInt8] = []
    try collecting {
      try writeWebP(on: canvas, fps: fps, loopCount: loopCount, jobs: jobs, progress: progress) { file += $0 }
    }
    return Data(file)
  }

  /// Renders every frame at `fps` into one lossless animated WebP (libwebpmux's animation
  /// encoder) that plays `loopCount` times (0: forever; counts outside 0…65535 are clamped into
  /// it), and hands the file to `write` once it is assembled.
  ///
  /// Each frame decodes to exactly the PNG frame of ``pngFrames(on:fps:jobs:progress:_:)``,
  /// shown until the next frame's time (milliseconds, rounded at the frame times as APNG's
  /// are); the last frame shows for 1 / `fps`. The encoder stores each frame as the rectangle
  /// that changed; the alt text of the final state is in the XMP metadata. Memory holds the
  /// frames being drawn (at most `jobs` × 5) and the encoded frames, which the format's index
  /// needs before the file can be written; everything is validated before any frame is
  /// encoded.
  ///
  /// - Parameters:
  ///   - canvas: Size, scale and background of every frame.
  ///   - fps: Frames per second, above 0 and at most 240.
  ///   - loopCount: How many times it plays; 0 for ever; nil for the animation's own count
  ///     (`RingAnimation.defaultLoopCount`: once, or forever for a spinner).
  ///   - jobs: Threads to render on (at least 1).
  ///   - progress: Called after each frame with the number of frames done and the total.
  ///   - write: Receives the file; throwing stops the rendering.
  /// - Throws: ``RenderError/invalid(_:)`` for a bad ring, timeline, canvas or frame rate, an
  ///   encoding ``RenderError``, or whatever `write` throws.
  public func writeWebP(
    on canvas: RingCanvas, fps: Double, loopCount: Int? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil, to write: ([UInt8]) throws -> Void
  ) throws {
    let times = try validatedFrameTimes(on: canvas, fps: fps)
    let delays = Self.delays(times, fps: fps, unitsPerSecond: 1000)
    let writer = try WebPAnimationWriter(
      width: canvas.pixelWidth, height: canvas.pixelHeight, loopCount: min(loopCount ?? defaultLoopCount, 65535))
    var start = 0
    try pipeline(jobs: jobs, count: times.count, progress: progress).run(
      count: times.count,
      render: { [self] index throws(RenderError) in try frameSurface(at: times[index], on: canvas).raster() },
      consume: { index, raster in
        try writer.append(raster, at: start)
        start += delays[index]
      })
    try write(writer.finish(endingAt: start, description: ring(at: duration).accessibilityDescription))
  }

  /// The frame at `time` as an APNG frame's PNG (RGBA, whatever the background, as every
  /// frame must share the default image's colour type), its offset and how it meets the frame
  /// before: the whole canvas when there is no frame before, else the rectangle in which it
  /// differs from the frame at `previousTime` (one pixel when it differs nowhere, since a frame
  /// cannot be empty). When every pixel that differs is opaque, as on an opaque background, the
  /// rectangle holds only those pixels, the rest transparent, composed over the frame before
  /// (a third of the bytes of the default ring on white); else all of its pixels, replacing
  /// it. Each worker draws the frame before again, so that frames still render in parallel.
  private func changedPart(
    at time: Double, since previousTime: Double?, on canvas: RingCanvas
  ) throws(RenderError) -> (png: Data, x: Int, y: Int, blend: APNGAssembler.Blend) {
    let encoder = PNGEncoder.animationFrames
    let surface = try frameSurface(at: time, on: canvas)
    guard let previousTime else {
      return (
        try surface.pngData(scale: canvas.scale, description: nil, keepAlpha: true, encoder: encoder), 0, 0, .source
      )
    }
    let previous = try frameSurface(at: previousTime, on: canvas)
    return try surface.withPixels { pixels throws(RenderError) in
      try previous.withPixels { previousPixels throws(RenderError) in
        let region =
          pixels.changedRegion(since: previousPixels) ?? PremultipliedPixels.Region(x: 0, y: 0, width: 1, height: 1)
        guard let changes = pixels.changes(since: previousPixels, in: region) else {
          let png = try encoder.encode(
            pixels.cropped(to: region), scale: canvas.scale, description: nil, keepAlpha: true)
          return (png, region.x, region.y, .source)
        }
        let png = changes.withUnsafeBytes { bytes in
          let changed = PremultipliedPixels(
            width: region.width, height: region.height, bytesPerRow: region.width * 4, bytes: bytes)
          return Result { () throws(RenderError) in
            try encoder.encode(changed, scale: canvas.scale, description: nil, keepAlpha: true)
          }
        }
        return (try png.get(), region.x, region.y, .over)
      }
    }
  }

  // MARK: - Shared steps

  /// Draws the frame at `time` as every raster animation draws it: the ring at that time with
  /// steady arcs (``RingPainter/ArcSplitting/steady``), so that a frame differs from the one
  /// before only where the ring moved, which is all an APNG, GIF or WebP frame stores; or, once
  /// the ring has reached its final state, exactly the still, so that an animation ends on the
  /// image a still render of its end makes (and an APNG's default image is its last frame).
  private func frameSurface(at time: Double, on canvas: RingCanvas) throws(RenderError) -> CairoSurface {
    let frame = ring(at: time)
    return try frame.drawRaster(on: canvas, arcs: frame == ring(at: duration) ? .cairo : .steady).surface
  }

  /// The frame times, once the ring, the timeline, the canvas and the value at every frame
  /// have been checked, so that nothing is written for an animation that would fail halfway.
  private func validatedFrameTimes(on canvas: RingCanvas, fps: Double) throws(RenderError) -> [Double] {
    do throws(RingValidationError) {
      try validate()
      try canvas.validateRaster()
      let times = try frameTimes(fps: fps)
      for time in times {
        try ring(at: time).validate()
      }
      return times
    } catch {
      throw .invalid(error)
    }
  }

  /// Runs `body`, whose every error is a ``RenderError``, and rethrows it typed.
  private func collecting(_ body: () throws -> Void) throws(RenderError) {
    do {
      try body()
    } catch let error as RenderError {
      throw error
    } catch {
      throw .cairo(operation: "render the frames", message: "\(error)")
    }
  }

  private func pipeline(jobs: Int, count: Int, progress: (@Sendable (Int, Int) -> Void)?) -> FramePipeline {
    guard let progress else { return FramePipeline(jobs: jobs, progress: nil) }
    return FramePipeline(jobs: jobs, progress: { @Sendable done in progress(done, count) })
  }

  /// How long each frame shows, in whole units, rounded at the frame times rather than frame by
  /// frame so that rounding never drifts: the last frame shows for one frame interval.
  static func delays(_ times: [Double], fps: Double, unitsPerSecond: Double) -> [Int] {
    let ends: [Double] = Array(times.dropFirst()) + [(times.last ?? 0) + 1 / fps]
    return zip(times, ends).map { (start: Double, end: Double) -> Int in
      Int((end * unitsPerSecond).rounded()) - Int((start * unitsPerSecond).rounded())
    }
  }
}
