import Dispatch
import FoundationEssentials
import RingCairo
import RingKit
import RingRenderer

/// Renders one request and writes it: a still image (optionally the frame of an animation at
/// `--at`), terminal text, an animated PNG or GIF, or numbered PNG frames. Every command that
/// renders rings one at a time (ringgen itself, each line of a batch) comes through here.
///
/// Nothing is written where a failure could leave part of it: stills are rendered before
/// anything is written; an APNG or GIF goes frame by frame into a temporary file that replaces
/// the output only once complete; numbered frames are written as they are made (each one
/// atomically).
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

  /// Renders the request completely before touching the output, so a failure writes nothing.
  func run() throws(CommandError) {
    try render()
    // Said after the ring is written, so that a run that fails shows its one error alone.
    for warning in Renderer.valueWarnings(request.ring) {
      console.writeError("ringgen: warning: \(warning.message)\n")
    }
  }

  private func render() throws(CommandError) {
    if request.run.pictureHTML {
      try writePicture(to: request.output)
      return
    }
    guard let output = request.output else {
      // No -o on a terminal: show the ring there. A glyph is text for a status line or a
      // prompt, which read it from a pipe: it goes to standard output wherever that is.
      if request.format == .glyph || (console.outputIsTerminal && [nil, .ansi].contains(request.format)) {
        try RingGen.renderTerminal(request.stillFrame(), to: nil, console: console)
        return
      }
      throw .usage(
        "no output file: add -o FILE (\(ImageFormat.proseFileExtensions.joinedAsProse("or")), or a pattern such as ring-%03d.png), or -o - for standard output"
      )
    }
    let format = try request.resolvedFormat()
    try console.checkCanWrite(format, to: output)
    try request.checkMemory(format: format, jobs: jobs)
    if let pattern = try request.framePattern() {
      try writeFrames(to: pattern)
      return
    }
    // By kind, so that a new format of a kind there is already needs nothing here: terminal
    // text asks the terminal it is printed on, animations stream to a temporary file.
    switch format.kind {
    case .text:
      try RingGen.renderTerminal(request.stillFrame(), to: output, console: console, durable: durable)
    case .animation:
      defer { progressBar?.finish() }
      try writeAnimation(format, to: output)
    case .still:
      let image: RenderedImage
      do throws(RenderError) {
        image = try Renderer.render(request.spec, as: format)
      } catch {
        throw CommandError(error, names: request.inputNames)
      }
      try console.write(image.bytes, to: output, durable: durable)
    }
  }

  /// An APNG or GIF, written frame by frame as it is made into a temporary file that replaces
  /// the output once complete, so memory does not grow with the number of frames.
  private func writeAnimation(_ format: ImageFormat, to output: String) throws(CommandError) {
    let (spec, jobs, progress) = (request.spec, jobs, progress)
    try reportingErrors {
      try console.write(to: output, durable: durable) { write in
        try Renderer.write(spec, as: format, jobs: jobs, progress: progress) { bytes in try write(bytes) }
      }
    }
  }

  /// Numbered PNG frames, rendered in parallel and each written as soon as it is made; the
  /// first failure stops the export.
  private func writeFrames(to pattern: FramePattern) throws(CommandError) {
    let request = request.drawn(in: request.theme.appearance ?? .light)
    let animation = request.animation.animation(of: request.ring)
    defer { progressBar?.finish() }
    try reportingErrors {
      try animation.pngFrames(on: request.canvas, fps: request.animation.fps, jobs: jobs, progress: progress) {
        index, png in
        try FileSystem.writeAtomically(png, to: pattern.path(for: index), durable: false)
      }
      if durable { FileSystem.flushAll() }
    }
  }

  // MARK: - Shared steps

  /// Runs an export whose steps throw untyped errors (a frame sink, a file write) and gives
  /// each as the command's error: a render error named with the user's own input names.
  private func reportingErrors(_ body: () throws -> Void) throws(CommandError) {
    do {
      try body()
    } catch let error as CommandError {
      throw error
    } catch let error as RenderError {
      throw CommandError(error, names: request.inputNames)
    } catch {
      throw .runtime("\(error)")
    }
  }

  /// Threads for frames: `--jobs`, else one per core.
  private var jobs: Int { request.animation.jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  /// Reports frames done to the progress bar, if there is one.
  private var progress: (@Sendable (Int, Int) -> Void)? {
    guard let bar = progressBar else { return nil }
    return { done, total in bar.update(done: done, total: total) }
  }
}
