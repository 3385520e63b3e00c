import FoundationEssentials
import RingCairo
import RingKit
import RingTerminal

/// Renders a `RenderSpec` in an `ImageFormat`: the one renderer that `ringgen`'s commands and
/// its HTTP service call.
///
/// ```swift
/// var spec = RenderSpec()
/// spec.ring.value = 15
/// spec.ring.maxValue = 30
/// let image = try Renderer.render(spec, as: .png)
/// image.mediaType   // "image/png"
/// image.altText     // "Progress 15 of 30 (50%)"
/// ```
///
/// A still format draws the ring at the spec's `at` time when it has one, else the ring as it
/// is, except SVG, which moves with CSS when the spec sets any movement (`animatesSVG`); an
/// animated format draws the spec's animation (from `from`, or 0, to the value over
/// `duration`, 1 s by default); terminal text takes the spec's terminal choices and decides the
/// rest as for a file, from the environment it is given: with none (the default), 79 columns
/// (78 when that centres the label better), ASCII characters and no colour, unless the spec
/// names symbols and colours. An SVG carries the spec's dark look beside the light one when it
/// has one (`RenderSpec.Theme`); every other format draws the look `appearance` names, light
/// when it names none.
public enum Renderer {
  /// The spec's image in `format`, in memory.
  ///
  /// - Parameters:
  ///   - spec: The render: the ring, the canvas, the animation and the terminal choices.
  ///   - format: What to write it as.
  ///   - environment: The environment terminal text detects what the spec leaves open from
  ///     (`LANG`, `NO_COLOR`, `COLUMNS`, …), as `ringgen -o ring.ans` does; none by default.
  ///     Other formats ignore it.
  /// - Throws: `RenderError.invalid(_:)` naming the property that cannot be
  ///   drawn, or an encoder's error.
  public static func render(
    _ spec: RenderSpec, as format: ImageFormat, environment: [String: String] = [:]
  ) throws(RenderError) -> RenderedImage {
    var bytes: [UInt8] = []
    let frameCount: Int
    do {
      frameCount = try write(spec, as: format, environment: environment) { bytes += $0 }
    } catch let error as RenderError {
      throw error
    } catch {
      // Only `write`'s sink throws other errors, and this one does not.
      throw .cairo(operation: "render", message: "\(error)")
    }
    return RenderedImage(
      bytes: bytes, format: format, altText: spec.ring.accessibilityDescription, frameCount: frameCount)
  }

  /// Writes the spec's image in `format` to `sink` as it is made: an animation frame by
  /// frame, so memory does not grow with its length.
  ///
  /// - Parameters:
  ///   - spec: The render: the ring, the canvas, the animation and the terminal choices.
  ///   - format: What to write it as.
  ///   - environment: What terminal text detects from, as for ``render(_:as:environment:)``.
  ///   - jobs: Threads that render an animation's frames (at least 1).
  ///   - progress: Called after each animation frame with the frames done and the total.
  ///   - sink: Receives the next bytes; throwing stops the render.
  /// - Returns: The number of frames written (1 for a still picture or terminal text).
  /// - Throws: A `RenderError`, or whatever `sink` throws.
  @discardableResult
  public static func write(
    _ spec: RenderSpec, as format: ImageFormat, environment: [String: String] = [:], jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil, to sink: ([UInt8]) throws -> Void
  ) throws -> Int {
    let spec = try look(spec, for: format)
    switch format {
    case .png: try sink(Array(try still(spec) { ring, canvas throws(RenderError) in try ring.pngData(on: canvas) }))
    case .svg where spec.animation.animatesSVG: try sink(Array(try animatedSVG(spec)))
    case .svg: try sink(Array(try svg(spec)))
    case .pdf: try sink(Array(try still(spec) { ring, canvas throws(RenderError) in try ring.pdfData(on: canvas) }))
    case .webp: try sink(Array(try still(spec) { ring, canvas throws(RenderError) in try ring.webpData(on: canvas) }))
    case .dataURI:
      try sink(
        Array(try still(spec) { ring, canvas throws(RenderError) in try ring.pngDataURI(on: canvas) + "\n" }.utf8))
    case .apng: return try animate(spec, with: RingAnimation.writeAPNG, jobs: jobs, progress: progress, to: sink)
    case .gif: return try animate(spec, with: RingAnimation.writeGIF, jobs: jobs, progress: progress, to: sink)
    case .animatedWebP:
      return try animate(spec, with: RingAnimation.writeWebP, jobs: jobs, progress: progress, to: sink)
    case .ansi: try sink(try terminalText(stillSpec(spec), environment: environment))
    case .glyph:
      try sink(try stillSpec(spec).ring.glyphData(spec.terminal.glyphs ?? .circle, colorMode: glyphColorMode(spec)))
    }
    return 1
  }

  /// A sheet of rings with captions in `format`: every page as a PDF, or its first page as
  /// PNG (on white, at `scale` pixels per point) or SVG.
  ///
  /// - Parameters:
  ///   - sheet: The pages: title, grid and rings.
  ///   - format: `.pdf`, `.png` or `.svg`; a sheet has no animated or terminal form.
  ///   - scale: Pixels per point of a PNG; ignored by the vector formats.
  ///   - page: The page a PNG or SVG shows, from 0 (`ReportSheet.pageCount` has them); a
  ///     PDF has every page.
  /// - Throws: `RenderError.unsupported(what:format:)` for another format,
  ///   `RenderError.invalid(_:)` for a sheet or ring that cannot be drawn, or a page the sheet
  ///   does not have.
  public static func render(
    _ sheet: ReportSheet, as format: ImageFormat, scale: Double = 1, page: Int = 0
  ) throws(RenderError)
    -> RenderedImage
  {
    let bytes: [UInt8]
    switch format {
    case .pdf: bytes = Array(try sheet.pdfData())
    case .svg: bytes = Array(try sheet.svg(page: page).utf8)
    case .png: bytes = Array(try sheet.pngData(page: page, scale: scale))
    case .apng, .gif, .webp, .animatedWebP, .dataURI, .ansi, .glyph:
      throw .unsupported(what: "a sheet", format: format.name)
    }
    let frames = format == .pdf ? sheet.pageCount : 1
    return RenderedImage(
      bytes: bytes, format: format, altText: sheet.title ?? "Progress rings", frameCount: frames)
  }

  /// The spec with its ring at the `at` time, when it has one.
  package static func stillSpec(_ spec: RenderSpec) throws(RenderError) -> RenderSpec {
    guard let time = spec.animation.at else { return spec }
    let moving = spec.animation.animation(of: spec.ring)
    do throws(RingValidationError) { try moving.validate() } catch { throw .invalid(error) }
    var still = spec
    still.ring = moving.ring(at: time)
    return still
  }

  /// What `draw` makes of the ring at the spec's `at` time.
  private static func still<Output>(
    _ spec: RenderSpec, _ draw: (ProgressRing, RingCanvas) throws(RenderError) -> Output
  ) throws(RenderError) -> Output {
    let still = try stillSpec(spec)
    return try draw(still.ring, still.canvas)
  }

  /// An animation writer of RingCairo's (`writeAPNG`, `writeGIF`), as a function of the animation.
  private typealias AnimationWriter = (RingAnimation) -> (
    RingCanvas, Double, Int?, Int, (@Sendable (Int, Int) -> Void)?, ([UInt8]) throws -> Void
  ) throws -> Void

  /// Writes the spec's animation with `writer` and returns its number of frames.
  private static func animate(
    _ spec: RenderSpec, with writer: AnimationWriter, jobs: Int, progress: (@Sendable (Int, Int) -> Void)?,
    to sink: ([UInt8]) throws -> Void
  ) throws -> Int {
    let animation = spec.animation.animation(of: spec.ring)
    // The writer checks the ring, the timeline and the canvas in its own order, and so names
    // the same input as ever; the frames it wrote are counted once it has.
    try writer(animation)(spec.canvas, spec.animation.fps, spec.animation.loop, jobs, progress, sink)
    do throws(RingValidationError) {
      return try animation.frameTimes(fps: spec.animation.fps).count
    } catch {
      throw RenderError.invalid(error)
    }
  }

  /// The ring as terminal text, or as a terminal graphics escape when the spec names a
  /// protocol, for a file or pipe rather than a terminal.
  private static func terminalText(_ spec: RenderSpec, environment: [String: String]) throws(RenderError) -> [UInt8] {
    let canvas = spec.canvas.cropped(toDrawingOf: spec.ring)
    let layout = TerminalLayout(
      terminal: spec.terminal, canvas: canvas, environment: environment, window: nil, isTerminal: false,
      live: false,
      labelWidth: labelWidth(of: spec.ring))
    if let graphics = spec.terminal.graphics?.protocolChoice {
      let cell = TerminalSize.fallbackCellPixels
      return try spec.ring.graphicsData(
        graphics, on: canvas, columns: layout.style.columns, cellWidth: cell.width, cellHeight: cell.height)
    }
    return try spec.ring.ansiData(on: canvas, style: layout.style)
  }

  /// The colours of a glyph written as bytes: the spec's, else none, as for terminal text
  /// with no terminal to ask.
  package static func glyphColorMode(_ spec: RenderSpec) -> ColorMode {
    spec.terminal.color ?? .none
  }

  /// The label's width in columns, or nil when there is none: a default width of the same
  /// parity centres it exactly.
  package static func labelWidth(of ring: ProgressRing) -> Int? {
    guard let text = try? ring.labelText() else { return nil }
    return TerminalText.width(of: text)
  }
}
