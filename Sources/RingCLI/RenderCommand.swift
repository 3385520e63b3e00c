import Dispatch
import FoundationEssentials
import RingCairo
import RingKit

/// Renders one request and writes it: a still image (optionally the frame of an animation at
/// `--at`), an animated PNG or GIF, or numbered PNG frames.
///
/// Everything is rendered before anything is written, except numbered frames, which are
/// written as they are made (each one atomically).
struct RenderCommand {
  let request: RenderRequest
  let console: Console
  /// Whether each file is flushed to disk before it replaces the old one; a batch flushes
  /// once at the end instead.
  let durable: Bool
  /// A progress bar on standard error when it is a terminal.
  private let progressBar: ProgressBar?

  init(request: RenderRequest, console: Console, durable: Bool = true) {
    self.request = request
    self.console = console
    self.durable = durable
    progressBar = console.errorIsTerminal ? ProgressBar(console: console) : nil
  }

  func run() throws(CommandError) {
    guard let output = request.output else {
      throw .usage("no output file: add -o FILE (.png, .svg, .pdf, .apng or .gif, or a pattern such as ring-%03d.png), or -o - for standard output")
    }
    let format = try request.resolvedFormat()
    if output == "-", console.outputIsTerminal, format.isBinary {
      throw .usage("refusing to write \(format.rawValue.uppercased()) to a terminal; redirect standard output or use -o FILE")
    }
    if let pattern = try request.framePattern() {
      try writeFrames(to: pattern)
      return
    }
    defer { progressBar?.finish() }
    let data = try rendered { () throws(RenderError) -> Data in
      let animation = request.animation.animation(of: request.ring)
      switch format {
      case .apng:
        return try animation.apngData(
          on: request.canvas, fps: request.animation.fps, loopCount: request.animation.loop, jobs: jobs,
          progress: progress)
      case .gif:
        return try animation.gifData(
          on: request.canvas, fps: request.animation.fps, loopCount: request.animation.loop, jobs: jobs,
          progress: progress)
      // Terminal text goes to RingTerminal before a RenderCommand is made (RingGen.render).
      case .png, .svg, .pdf, .dataURI, .ansi:
        var ring = request.ring
        if let time = request.animation.at {
          try validated(animation)
          ring = animation.ring(at: time)
        }
        let image = try ring.render(as: format.imageFormat ?? .png, on: request.canvas)
        return format == .dataURI ? Data(("data:image/png;base64," + image.base64EncodedString() + "\n").utf8) : image
      }
    }
    if output == "-" {
      try console.writeOutput(Array(data))
    } else {
      try FileSystem.writeAtomically(data, to: output, durable: durable)
    }
  }

  /// Numbered PNG frames, rendered in parallel and each written as soon as it is made; the
  /// first failure stops the export.
  private func writeFrames(to pattern: FramePattern) throws(CommandError) {
    let animation = request.animation.animation(of: request.ring)
    defer { progressBar?.finish() }
    do {
      try animation.pngFrames(on: request.canvas, fps: request.animation.fps, jobs: jobs, progress: progress) { index, png in
        try FileSystem.writeAtomically(png, to: pattern.path(for: index), durable: false)
      }
      if durable { FileSystem.flushAll() }
    } catch let error as CommandError {
      throw error
    } catch let error as RenderError {
      throw Self.commandError(error)
    } catch {
      throw .runtime("\(error)")
    }
  }

  // MARK: - Shared steps

  /// Threads for frames: `--jobs`, else one per core.
  private var jobs: Int { request.animation.jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  /// Reports frames done to the progress bar, if there is one.
  private var progress: (@Sendable (Int, Int) -> Void)? {
    guard let bar = progressBar else { return nil }
    return { done, total in bar.update(done: done, total: total) }
  }

  private func validated(_ animation: RingAnimation) throws(RenderError) {
    do throws(RingValidationError) { try animation.validate() } catch { throw .invalid(error) }
  }

  /// Runs `body`, turning invalid properties into usage errors named by flag and other render
  /// failures into runtime errors.
  private func rendered<T>(_ body: () throws(RenderError) -> T) throws(CommandError) -> T {
    do throws(RenderError) {
      return try body()
    } catch {
      throw Self.commandError(error)
    }
  }

  private static func commandError(_ error: RenderError) -> CommandError {
    guard case .invalid(let invalid) = error else { return .runtime(error.description) }
    return .usage("\(RingGen.flagName(for: invalid.property)): \(invalid.reason)")
  }
}
