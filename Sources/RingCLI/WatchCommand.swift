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
enum WatchCommand {
  /// The longest move to a reading `--duration` may ask for, in seconds.
  static let maxMoveSeconds = 60.0

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    let specReader = RingGen.parser(console: console).readFile
    let parser = CommandLineParser(command: .watch) { path throws(CommandError) in
      guard path != "-" else {
        throw .usage("--spec -: watch reads its numbers from standard input; give the spec as a file")
      }
      return try specReader(path)
    }
    guard let request = try RingGen.request(from: arguments, parser: parser, console: console) else { return }
    let console = request.run.quiet ? console.quieted() : console
    let fields = request.run.fields
    if let output = request.output {
      throw .usage("watch draws on standard output; remove -o \(output) (redirect instead: ringgen watch > ring.ans)")
    }
    if let duration = request.animation.duration, duration > maxMoveSeconds {
      throw .usage(
        "--duration: a move in watch lasts at most \(Int(maxMoveSeconds)) seconds, not \(FixedPoint.compact(duration))")
    }
    if let format = request.format, format != .ansi {
      throw .usage("watch draws the ring as terminal text; remove --format \(format.rawValue)")
    }
    if let graphics = request.terminal.graphics, graphics != .none {
      throw .usage("watch draws the ring as terminal text; remove --graphics \(graphics.rawValue)")
    }

    let context = console.terminal
    let capabilities = TerminalCapabilities.detect(
      environment: context.environment, isTerminal: console.outputIsTerminal)
    let isLive = capabilities.isInteractive
    var widest = request.ring
    widest.value = widest.maxValue
    let layout = TerminalLayout(
      request: request, context: context, isTerminal: console.outputIsTerminal, live: isLive,
      labelWidth: Renderer.labelWidth(of: widest))
    for warning in layout.warnings { console.writeError("ringgen: warning: \(warning.escapingControlCharacters)\n") }
    let style = layout.style
    let canvas = request.canvas
    let renderRing = { (style: TerminalRingStyle) in
      { (ring: ProgressRing) throws(CommandError) -> CellGrid in
        do throws(RenderError) {
          return try ring.cellGrid(on: canvas, style: style)
        } catch {
          throw CommandError(error, names: request.inputNames)
        }
      }
    }
    _ = try renderRing(style)(request.ring)  // bad input fails here, before anything is drawn
    // One ring in the style, or a dashboard of one ring per field laid out in the window.
    let renderer = { (fields: [String]?, style: TerminalRingStyle) -> WatchSession.Render in
      guard let fields else {
        let one = renderRing(style)
        return { rings throws(CommandError) in try one(rings[0]) }
      }
      let window = TerminalSize.resolve(window: context.windowSize(), environment: context.environment)
      let dashboard = DashboardLayout(
        names: fields, style: style, columns: request.terminal.columns, window: window, canvas: canvas)
      let one = renderRing(dashboard.style)
      return { rings throws(CommandError) in
        var grids: [CellGrid] = []
        for ring in rings { grids.append(try one(ring)) }
        return dashboard.compose(grids)
      }
    }
    // After a resize the rings are fitted to the new window, unless --columns fixed one ring's
    // width (a dashboard still rewraps its rings).
    let makeRender = { (fields: [String]?, resized: Bool) -> WatchSession.Render? in
      guard resized else { return renderer(fields, style) }
      if fields == nil && request.terminal.columns != nil { return nil }
      let layout = TerminalLayout(
        request: request, context: context, isTerminal: true, live: true, labelWidth: Renderer.labelWidth(of: widest))
      return renderer(fields, layout.style)
    }

    var session = WatchSession(
      rings: Array(repeating: request.ring, count: fields?.count ?? 1),
      encoder: ANSIEncoder(colorMode: style.colorMode), render: renderer(fields, style))
    // Until the first reading, a spinner turns on a live terminal (--indeterminate's, or dots).
    if isLive { session.spinner = Spinner(style: request.animation.spinner ?? .dots) }
    // The animation flags shape each move: --easing always, --duration when it is given.
    session.easing = request.animation.easing
    if let duration = request.animation.duration {
      session.transitionDuration = .milliseconds(Int64((duration * 1000).rounded()))
    }
    var input = context.makeLineSource()
    var lines = WatchInput(fields: fields)
    if isLive { context.guardTerminal(LiveRing.interruptRestore) }
    defer { if isLive { context.unguardTerminal() } }
    do throws(CommandError) {
      try follow(
        &input, lines: &lines, session: &session, ring: request.ring, clock: context.clock, live: isLive,
        console: console, events: context.takeEvents, makeRender: makeRender)
    } catch {
      // A write may have failed halfway through a frame, inside an escape or a synchronized
      // update: cancel it, reset, end the update and show the cursor, whatever was on screen.
      if isLive, !session.end.isEmpty { try? console.writeOutput(LiveRing.interruptRestore) }
      throw error
    }
    if isLive {
      try console.writeOutput(session.end)
    } else if lines.fields == nil {
      try console.writeOutput(RingGen.terminalBytes(session.finalRings[0], canvas: canvas, style: style))
    } else {
      let grid = try session.render(session.finalRings)
      try console.writeOutput(ANSIEncoder(colorMode: style.colorMode).encode(grid) + [0x0A])
    }
  }

  /// Reads every line, drawing frames as they fall due when `live`, then plays the last
  /// transition out.
  private static func follow(
    _ input: inout some LineSource, lines: inout WatchInput, session: inout WatchSession, ring: ProgressRing,
    clock: any WatchClock, live: Bool, console: Console, events: () -> TerminalGuard.Events,
    makeRender: (_ fields: [String]?, _ resized: Bool) -> WatchSession.Render?
  ) throws(CommandError) {
    var lineNumber = 0
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
        guard live else { return }
        session.endInput()
        while let due = session.nextFrame(after: clock.now) {
          clock.sleep(until: due)
          if let bytes = try session.frame(at: clock.now) { try console.writeOutput(bytes) }
        }
        return
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
        for reading in action.readings { session.receive(reading.reading, ring: reading.ring, at: clock.now) }
      }
    }
  }
}
