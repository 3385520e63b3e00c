import RingCairo
import RingKit
import RingRenderer
import RingTerminal

/// `ringgen watch [OPTIONS]`: reads numbers from standard input, one a line, and shows the
/// ring moving to each as it arrives; or, for lines of named readings (`cpu=42 mem=71.5`, see
/// ``WatchInput``), a dashboard of one ring per field (see ``DashboardLayout``).
///
/// On a terminal (one whose `TERM` is not `dumb`) the ring is redrawn in place (see
/// ``WatchSession``) with the cursor hidden; the cursor comes back at the end, on a bad line,
/// on a failed write, and on SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1 and SIGUSR2 (see
/// ``RingTerminal/TerminalGuard``).
/// Ctrl-Z (SIGTSTP) restores the terminal before stopping; on SIGCONT the ring is drawn again
/// from a cleared area, as after SIGWINCH, which also fits it to the new window when
/// `--columns` is not given. Typed readings are not echoed while the ring is live.
/// Until the first reading arrives, a live terminal shows a spinner (`--indeterminate`'s
/// style, dots by default, one turn a second) where the ring will be.
/// Anywhere else only the final ring is printed, once the input ends. While no reading is
/// moving the ring, the command waits in `poll` and uses no CPU.
///
/// Inside tmux with `--graphics kitty` (or `auto` when the outer terminal answers kitty's
/// query through the passthrough) one ring is shown as kitty's image through tmux's
/// passthrough and placed with Unicode placeholders, each frame a new image under the other
/// of two ids and the old one deleted (see ``RingTerminal/LiveTmuxImage``); a dashboard is
/// drawn as text. With `allow-passthrough` off, a notice and text.
enum WatchCommand {
  /// The longest move to a reading `--duration` may ask for, in seconds.
  static let maxMoveSeconds = 60.0

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    guard let request = try request(from: arguments, console: console) else { return }
    let console = request.run.quiet ? console.quieted() : console
    if request.format == .glyph {
      try writeGlyphLines(request, console: console)
      return
    }
    let fields = request.run.fields
    let context = console.terminal
    let capabilities = TerminalCapabilities.detect(
      environment: context.environment, isTerminal: console.outputIsTerminal)
    let isLive = capabilities.isInteractive
    let layout = TerminalLayout(
      request: request, context: context, isTerminal: console.outputIsTerminal, live: isLive,
      labelWidth: widestLabelWidth(request))
    for warning in layout.warnings { console.writeError("ringgen: warning: \(warning.escapingControlCharacters)\n") }
    let style = layout.style
    let images = kittyInTmux(request, console: console)
    _ = try grid(of: request.ring, style: style, request: request)  // bad input fails here, before anything is drawn
    if images { _ = try picture(of: request.ring, style: style, request: request, context: context, image: true) }
    // After a resize the rings are fitted to the new window, unless --columns fixed one ring's
    // width (a dashboard still rewraps its rings).
    let makeRender = { (fields: [String]?, resized: Bool) -> WatchSession.Render? in
      guard resized else { return render(fields, style: style, request: request, context: context, images: images) }
      if fields == nil && request.terminal.columns != nil { return nil }
      let layout = TerminalLayout(
        request: request, context: context, isTerminal: true, live: true, labelWidth: widestLabelWidth(request))
      return render(fields, style: layout.style, request: request, context: context, images: images)
    }

    var session = session(
      for: request, style: style, live: isLive, images: images,
      render: render(fields, style: style, request: request, context: context, images: images))
    var input = context.makeLineSource()
    var lines = WatchInput(fields: fields)
    if isLive { context.guardTerminal(LiveRing.interruptRestore) }
    defer { if isLive { context.unguardTerminal() } }
    var warnings: [String] = []
    do throws(CommandError) {
      warnings = try follow(
        &input, lines: &lines, session: &session, ring: request.ring, clock: context.clock, live: isLive,
        console: console, events: context.takeEvents, makeRender: makeRender)
    } catch {
      // A write may have failed halfway through a frame, inside an escape or a synchronized
      // update: cancel it, reset, end the update and show the cursor, whatever was on screen.
      if isLive, !session.end.isEmpty { try? console.writeOutput(LiveRing.interruptRestore) }
      throw error
    }
    try writeEnd(
      of: session, dashboard: lines.fields != nil, live: isLive, images: images, request: request, style: style,
      console: console)
    // After the picture: on a live terminal a line written between frames would break the
    // redraw in place.
    for warning in warnings { console.writeError("ringgen: warning: \(warning)\n") }
  }

  /// What ends the output once the input has: on a live terminal the session's end (the cursor
  /// shown again); anywhere else the final ring, or dashboard, printed once.
  private static func writeEnd(
    of session: WatchSession, dashboard: Bool, live: Bool, images: Bool, request: RenderRequest,
    style: TerminalRingStyle, console: Console
  ) throws(CommandError) {
    if live {
      try console.writeOutput(session.end)
    } else if !dashboard, !images {
      try console.writeOutput(RingGen.terminalBytes(session.finalRings[0], canvas: request.canvas, style: style))
    } else {
      switch try session.render(session.finalRings) {
      case .cells(let grid):
        try console.writeOutput(ANSIEncoder(colorMode: style.colorMode).encode(grid) + [0x0A])
      case .image(let png, let columns, let rows):
        try console.writeOutput(
          TerminalGraphics.kittyThroughTmux(png: png, columns: columns, rows: rows, imageID: RingGen.tmuxImageID))
      }
    }
  }

  /// The request from the command line, refused when it asks for what watch does not do: an
  /// output file, a move longer than ``maxMoveSeconds``, another format, or terminal graphics
  /// other than kitty's inside tmux.
  private static func request(from arguments: [String], console: Console) throws(CommandError) -> RenderRequest? {
    let specReader = RingGen.parser(console: console).readFile
    let parser = CommandLineParser(command: .watch) { path throws(CommandError) in
      guard path != "-" else {
        throw .usage("--spec -: watch reads its numbers from standard input; give the spec as a file")
      }
      return try specReader(path)
    }
    guard let request = try RingGen.request(from: arguments, parser: parser, console: console) else { return nil }
    if let output = request.output {
      throw .usage("watch draws on standard output; remove -o \(output) (redirect instead: ringgen watch > ring.ans)")
    }
    if let duration = request.animation.duration, duration > maxMoveSeconds {
      throw .usage(
        "--duration: a move in watch lasts at most \(Int(maxMoveSeconds)) seconds, not \(FixedPoint.compact(duration))")
    }
    if let format = request.format, format.kind != .text {
      throw .usage("watch draws the ring as terminal text; remove --format \(format.rawValue)")
    }
    if let graphics = request.terminal.graphics, graphics != .none {
      guard graphics == .kitty else {
        throw .usage("watch draws the ring as terminal text; remove --graphics \(graphics.rawValue)")
      }
      guard !(console.terminal.environment["TMUX"] ?? "").isEmpty else {
        throw .usage(
          "watch shows kitty's graphics only inside tmux, through its passthrough; remove --graphics kitty")
      }
    }
    // watch does not ask the terminal for its background: the readings come from the keyboard,
    // and keys typed while it waited for the reply would be taken for the reply.
    return request.drawn(in: request.theme.appearance ?? .light)
  }

  /// Whether the ring is shown as kitty's image through tmux: inside tmux, with `--graphics
  /// kitty` and the passthrough on (else a notice, and text), or with `auto` when the outer
  /// terminal answers kitty's query through it (see `RingGen.detectGraphics`).
  private static func kittyInTmux(_ request: RenderRequest, console: Console) -> Bool {
    guard !(console.terminal.environment["TMUX"] ?? "").isEmpty else { return false }
    switch request.terminal.graphics {
    case .kitty?:
      guard let notice = RingGen.tmuxRefusal(of: .kitty, console: console) else { return true }
      console.writeError("ringgen: warning: \(notice); drawing text\n")
      return false
    case nil:
      return console.outputIsTerminal && RingGen.detectGraphics(console) == .kitty
    case .iterm?, .sixel?, .none?:
      return false
    }
  }

  /// `watch --format glyph`: a line for every input line with readings, written as soon as it
  /// is read, for a status bar that shows the last line: the ring as one character, or a
  /// dashboard's rings as `name glyph` pairs. Nothing moves or is redrawn, so `--duration`
  /// and `--easing` do not apply.
  private static func writeGlyphLines(_ request: RenderRequest, console: Console) throws(CommandError) {
    let environment = console.terminal.environment
    func line(_ rings: [ProgressRing], names: [String]?) throws(CommandError) -> [UInt8] {
      var glyphs: [[UInt8]] = []
      for ring in rings {
        let bytes = try RingGen.glyphBytes(
          ring, request: request, environment: environment, isTerminal: console.outputIsTerminal)
        glyphs.append(Array(bytes.dropLast()))
      }
      guard let names else { return glyphs[0] + [0x0A] }
      let pairs = zip(names, glyphs).map { Array("\($0.0.escapingControlCharacters) ".utf8) + $0.1 }
      return Array(pairs.joined(separator: Array("  ".utf8))) + [0x0A]
    }
    var rings = Array(repeating: request.ring, count: request.run.fields?.count ?? 1)
    _ = try line(rings, names: request.run.fields)  // bad input fails here, before any line
    var input = console.terminal.makeLineSource()
    var lines = WatchInput(fields: request.run.fields)
    var lineNumber = 0
    while true {
      switch try input.next(timeout: nil) {
      case .timeout: continue
      case .end: return
      case .line(let text):
        lineNumber += 1
        let action: WatchInput.Action
        do throws(WatchInputError) {
          action = try lines.interpret(text)
        } catch {
          throw .runtime("watch: line \(lineNumber): \(error.message)")
        }
        if let fields = action.startsDashboard { rings = Array(repeating: request.ring, count: fields.count) }
        guard !action.readings.isEmpty else { continue }
        for reading in action.readings {
          let (value, max) = reading.reading.applied(toMax: rings[reading.ring].maxValue)
          rings[reading.ring].maxValue = max
          rings[reading.ring].value = value
        }
        try console.writeOutput(line(rings, names: lines.fields))
      }
    }
  }

  /// The label width of the ring at its maximum, which the layout keeps room for.
  private static func widestLabelWidth(_ request: RenderRequest) -> Int? {
    var widest = request.ring
    widest.value = widest.maxValue
    return Renderer.labelWidth(of: widest)
  }

  /// One ring's cells in `style`, on the request's canvas.
  private static func grid(
    of ring: ProgressRing, style: TerminalRingStyle, request: RenderRequest
  ) throws(CommandError) -> CellGrid {
    do throws(RenderError) {
      return try ring.cellGrid(on: request.canvas, style: style)
    } catch {
      throw CommandError(error, names: request.inputNames)
    }
  }

  /// One ring in `style`: its cells, or with `image` its PNG over the same columns at the
  /// window's cell size (10 × 20 pixels when it reports none).
  private static func picture(
    of ring: ProgressRing, style: TerminalRingStyle, request: RenderRequest, context: TerminalContext, image: Bool
  ) throws(CommandError) -> WatchPicture {
    guard image else { return .cells(try grid(of: ring, style: style, request: request)) }
    let cell = context.windowSize()?.cellPixels ?? TerminalSize.fallbackCellPixels
    do throws(RenderError) {
      let (png, rows) = try ring.placeholderPNG(
        on: request.canvas, columns: style.columns, cellWidth: cell.width, cellHeight: cell.height)
      return .image(png: png, columns: style.columns, rows: rows)
    } catch {
      throw CommandError(error, names: request.inputNames)
    }
  }

  /// How the session draws its rings: one ring in `style` (as kitty's image with `images`),
  /// or for `fields` a dashboard of one ring per field laid out in the window, as text.
  private static func render(
    _ fields: [String]?, style: TerminalRingStyle, request: RenderRequest, context: TerminalContext, images: Bool
  ) -> WatchSession.Render {
    guard let fields else {
      return { rings throws(CommandError) in
        try picture(of: rings[0], style: style, request: request, context: context, image: images)
      }
    }
    let window = TerminalSize.resolve(window: context.windowSize(), environment: context.environment)
    let dashboard = DashboardLayout(
      names: fields, style: style, columns: request.terminal.columns, window: window, canvas: request.canvas)
    return { rings throws(CommandError) in
      var grids: [CellGrid] = []
      for ring in rings { grids.append(try grid(of: ring, style: dashboard.style, request: request)) }
      return .cells(dashboard.compose(grids))
    }
  }

  /// The session before the first reading: every ring at the request's value, a spinner on a
  /// live terminal (--indeterminate's, or dots), and each move shaped by --easing and, when it
  /// is given, --duration.
  private static func session(
    for request: RenderRequest, style: TerminalRingStyle, live: Bool, images: Bool,
    render: @escaping WatchSession.Render
  ) -> WatchSession {
    let first = RingGen.tmuxImageID
    var session = WatchSession(
      rings: Array(repeating: request.ring, count: request.run.fields?.count ?? 1),
      encoder: ANSIEncoder(colorMode: style.colorMode), imageIDs: images ? (first, first % 255 + 1) : nil,
      render: render)
    if live { session.spinner = Spinner(style: request.animation.spinner ?? .dots) }
    session.easing = request.animation.easing
    if let duration = request.animation.duration {
      session.transitionDuration = .milliseconds(Int64((duration * 1000).rounded()))
    }
    return session
  }

  /// Reads every line, drawing frames as they fall due when `live`, then plays the last
  /// transition out. Returns the warnings the readings gave, as `--value` gives them (a value
  /// above the maximum or below 0), once per ring and kind, naming the first line that did.
  private static func follow(
    _ input: inout some LineSource, lines: inout WatchInput, session: inout WatchSession, ring: ProgressRing,
    clock: any WatchClock, live: Bool, console: Console, events: () -> TerminalGuard.Events,
    makeRender: (_ fields: [String]?, _ resized: Bool) -> WatchSession.Render?
  ) throws(CommandError) -> [String] {
    var lineNumber = 0
    var warnings: [String] = []
    var warned: Set<String> = []
    while true {
      if live {
        // A resize or a continue after Ctrl-Z: erase what is on screen and draw afresh.
        let happened = events()
        if !happened.isEmpty {
          if happened.contains(.resized), let render = makeRender(lines.fields, true) { session.render = render }
          try console.writeOutput(session.clearForRedraw())
        }
      }
      if live, let bytes = try session.frame(at: clock.now) { try console.writeOutput(bytes) }
      let now = clock.now
      let timeout = live ? session.nextFrame(after: now).map { $0 - now } : nil
      switch try input.next(timeout: timeout) {
      case .timeout:
        continue
      case .end:
        guard live else { return warnings }
        session.endInput()
        while let due = session.nextFrame(after: clock.now) {
          clock.sleep(until: due)
          if let bytes = try session.frame(at: clock.now) { try console.writeOutput(bytes) }
        }
        return warnings
      case .line(let text):
        lineNumber += 1
        let action: WatchInput.Action
        do throws(WatchInputError) {
          action = try lines.interpret(text)
        } catch {
          throw .runtime("watch: line \(lineNumber): \(error.message)")
        }
        if let fields = action.startsDashboard, let render = makeRender(fields, false) {
          let erase = session.replaceRings(Array(repeating: ring, count: fields.count), render: render)
          if live { try console.writeOutput(erase) }
        }
        for reading in action.readings {
          // The reading as given, before the ring clamps it into 0…max.
          var read = session.finalRings[reading.ring]
          (read.value, read.maxValue) = reading.reading.applied(toMax: read.maxValue)
          session.receive(reading.reading, ring: reading.ring, at: clock.now)
          for warning in Renderer.valueWarnings(read)
          where warned.insert("\(reading.ring) \(warning.code)").inserted {
            warnings.append("watch: line \(lineNumber): \(warning.message)")
          }
        }
      }
    }
  }
}
