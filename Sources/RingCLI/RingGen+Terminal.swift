import FoundationEssentials
import RingCairo
import RingKit
import RingRenderer
import RingTerminal

#if canImport(Glibc)
  import Glibc
#endif

extension RingGen {
  /// Writes the ring as terminal text: to `output` (a path, or `-`), or, when `output` is nil,
  /// to standard output because it is a terminal. With `--graphics kitty|iterm`, or `auto` on
  /// a terminal that shows pixels, the ring is a PNG sized to the same columns and to the
  /// terminal's cell size in pixels (10 × 20 when it reports none) instead.
  static func renderTerminal(
    _ request: RenderRequest, to output: String?, console: Console, durable: Bool = true
  ) throws(CommandError) {
    let toStandardOutput = output == nil || output == "-"
    var request = request.drawn(
      in: request.theme.appearance
        ?? terminalAppearance(console, onTerminal: toStandardOutput && console.outputIsTerminal, request: request))
    request.canvas = request.canvas.cropped(toDrawingOf: request.ring)
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
    let onTerminal = toStandardOutput && console.outputIsTerminal
    var graphics = request.terminal.graphics.map(\.protocolChoice) ?? (onTerminal ? detectGraphics(console) : nil)
    let insideTmux = onTerminal && !(console.terminal.environment["TMUX"] ?? "").isEmpty
    if insideTmux, let chosen = graphics, let notice = tmuxRefusal(of: chosen, console: console) {
      console.writeError("ringgen: warning: \(notice); drawing text\n")
      graphics = nil
    }
    let bytes: [UInt8]
    if let graphics {
      let cell = console.terminal.windowSize()?.cellPixels ?? TerminalSize.fallbackCellPixels
      do {
        bytes =
          insideTmux && graphics == .kitty
          ? try request.ring.kittyThroughTmuxData(
            on: request.canvas, columns: layout.style.columns, cellWidth: cell.width, cellHeight: cell.height,
            imageID: tmuxImageID)
          : try request.ring.graphicsData(
            graphics, on: request.canvas, columns: layout.style.columns, cellWidth: cell.width,
            cellHeight: cell.height)
      } catch {
        throw CommandError(error, names: request.inputNames)
      }
    } else {
      bytes = try terminalBytes(request.ring, canvas: request.canvas, style: layout.style, names: request.inputNames)
    }
    try console.write(bytes, to: output ?? "-", durable: durable)
  }

  /// Why `graphics` cannot be shown inside tmux, or nil when it can: kitty's protocol needs
  /// `allow-passthrough` (off by default in tmux 3.3a), sixels need a tmux that lists them in
  /// its DA1 reply (a build with sixel support).
  static func tmuxRefusal(of graphics: TerminalGraphics, console: Console) -> String? {
    switch graphics {
    case .kitty:
      guard console.terminal.tmuxPassthrough() != true else { return nil }
      return
        "tmux's allow-passthrough is off, so kitty's graphics cannot reach the terminal (tmux set -g allow-passthrough on)"
    case .sixel:
      let timeout = TerminalQuery.timeout(environment: console.terminal.environment) ?? TerminalQuery.defaultTimeout
      guard console.terminal.queryTerminal(timeout, false)?.showsSixels != true else { return nil }
      return "this tmux does not show sixels (its DA1 reply lists no 4)"
    case .iterm:
      return nil
    }
  }

  /// The image id a ring inside tmux is placed by: 1…255 (an 8-bit colour, which tmux passes
  /// on to any outer terminal), from the process id, so rings of different panes seldom share
  /// one; the same process keeps its id.
  static var tmuxImageID: UInt8 { UInt8(getpid() % 255 + 1) }

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
    if !(environment["TMUX"] ?? "").isEmpty {
      // The TERM rules never choose pixels inside tmux: only an outer terminal that answers
      // kitty's query through the passthrough does, or one tmux names as kitty's (the reply
      // may not come back through tmux in time).
      guard console.terminal.tmuxPassthrough() == true else { return nil }
      if console.terminal.tmuxClientTerminal() == "xterm-kitty" { return .kitty }
      let replies = console.terminal.queryTerminal(timeout ?? TerminalQuery.defaultTimeout, true)
      return replies?.showsKittyGraphics == true ? .kitty : nil
    }
    let replies = console.terminal.queryTerminal(timeout ?? TerminalQuery.defaultTimeout, false)
    return TerminalGraphics.detect(environment: environment, replies: replies)
  }

  /// The background of the terminal standard output shows on, from its OSC 11 reply, and
  /// whether it is dark (see `TerminalBackground`): for the default appearance of terminal
  /// output. Nil when standard output is not a terminal, with `RINGGEN_NO_QUERY=1`, inside
  /// tmux (tmux 3.3a does not answer OSC 11, and its passthrough is for kitty's query), or
  /// when the terminal did not say within `RINGGEN_QUERY_TIMEOUT`. The terminal is asked at
  /// most once a process, so this costs nothing after `detectGraphics(_:)` and vice versa.
  static func terminalBackground(_ console: Console) -> TerminalBackground? {
    let environment = console.terminal.environment
    guard console.outputIsTerminal, environment["RINGGEN_NO_QUERY"] != "1", (environment["TMUX"] ?? "").isEmpty
    else { return nil }
    let timeout = TerminalQuery.timeout(environment: environment) ?? TerminalQuery.defaultTimeout
    return console.terminal.queryTerminal(timeout, false)?.background
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
