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
      ?? (toStandardOutput && console.outputIsTerminal ? detectGraphics(console) : nil)
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

  /// The pixel protocol of the terminal standard output shows on, asking it first (see
  /// `TerminalQuery`) unless `RINGGEN_NO_QUERY=1`; `RINGGEN_QUERY_TIMEOUT` sets the wait in
  /// milliseconds (a value out of 0…5000 is warned about and the default kept).
  static func detectGraphics(_ console: Console) -> TerminalGraphics? {
    let environment = console.terminal.environment
    guard environment["RINGGEN_NO_QUERY"] != "1" else { return TerminalGraphics.detect(environment: environment) }
    var timeout = TerminalQuery.timeout(environment: environment)
    if timeout == nil {
      console.writeError(
        "ringgen: warning: RINGGEN_QUERY_TIMEOUT=\((environment["RINGGEN_QUERY_TIMEOUT"] ?? "").escapingControlCharacters) is not a whole number of milliseconds from 0 to 5000; waiting 100\n"
      )
      timeout = TerminalQuery.defaultTimeout
    }
    let replies = console.terminal.queryTerminal(timeout ?? TerminalQuery.defaultTimeout)
    return TerminalGraphics.detect(environment: environment, replies: replies)
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
