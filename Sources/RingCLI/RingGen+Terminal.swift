import FoundationEssentials
import RingCairo
import RingKit
import RingRenderer
import RingTerminal

extension RingGen {
  /// Writes the ring as terminal text: to `output` (a path, or `-`), or, when `output` is nil,
  /// to standard output because it is a terminal. With `--graphics kitty|iterm`, or `auto` on
  /// a terminal that shows pixels, the ring is a PNG sized to the same columns and to the
  /// terminal's cell size in pixels (10 × 20 when it reports none) instead.
  static func renderTerminal(
    _ request: RenderRequest, to output: String?, console: Console, durable: Bool = true
  ) throws(CommandError) {
    let toStandardOutput = output == nil || output == "-"
    if request.format == .glyph {
      try console.write(
        glyphBytes(
          request.ring, request: request, environment: console.terminal.environment,
          isTerminal: toStandardOutput && console.outputIsTerminal),
        to: output ?? "-", durable: durable)
      return
    }
    let layout = TerminalLayout(
      request: request, context: console.terminal, isTerminal: toStandardOutput && console.outputIsTerminal,
      live: false,
      labelWidth: Renderer.labelWidth(of: request.ring))
    for warning in layout.warnings { console.writeError("ringgen: warning: \(warning.escapingControlCharacters)\n") }
    let graphics =
      request.terminal.graphics.map(\.protocolChoice)
      ?? (toStandardOutput && console.outputIsTerminal
        ? TerminalGraphics.detect(environment: console.terminal.environment) : nil)
    let bytes: [UInt8]
    if let graphics {
      let cell = console.terminal.windowSize()?.cellPixels ?? TerminalSize.fallbackCellPixels
      do {
        bytes = try request.ring.graphicsData(
          graphics, on: request.canvas, columns: layout.style.columns, cellWidth: cell.width, cellHeight: cell.height)
      } catch {
        throw CommandError(error, names: request.inputNames)
      }
    } else {
      bytes = try terminalBytes(request.ring, canvas: request.canvas, style: layout.style, names: request.inputNames)
    }
    try console.write(bytes, to: output ?? "-", durable: durable)
  }

  /// The ring as one character and a newline (`--format glyph`), in `--color`'s colours, or
  /// those the environment gives for the output (see `TerminalCapabilities.detect`).
  static func glyphBytes(
    _ ring: ProgressRing, request: RenderRequest, environment: [String: String], isTerminal: Bool
  ) throws(CommandError) -> [UInt8] {
    let colorMode =
      request.terminal.color
      ?? TerminalCapabilities.detect(environment: environment, isTerminal: isTerminal).colorMode
    do {
      return try ring.glyphData(request.terminal.glyphs ?? .circle, colorMode: colorMode)
    } catch {
      throw CommandError(error, names: request.inputNames)
    }
  }

  /// The ring as terminal text with a final newline; invalid properties are usage errors
  /// naming their flag.
  static func terminalBytes(
    _ ring: ProgressRing, canvas: RingCanvas, style: TerminalRingStyle, names: [String: String] = [:]
  ) throws(CommandError) -> [UInt8] {
    do {
      return try ring.ansiData(on: canvas, style: style)
    } catch {
      throw CommandError(error, names: names)
    }
  }
}
