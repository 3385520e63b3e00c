import RingCairo
import RingKit
import RingTerminal

/// `ringgen watch [OPTIONS]`: reads numbers from standard input, one a line, and shows the
/// ring moving to each as it arrives.
///
/// On a terminal (one whose `TERM` is not `dumb`) the ring is redrawn in place (see
/// ``WatchSession``) with the cursor hidden; the cursor comes back at the end, on a bad line,
/// on a failed write, and on SIGINT, SIGTERM and SIGHUP (see ``RingTerminal/TerminalGuard``).
/// Ctrl-Z (SIGTSTP) restores the terminal before stopping; on SIGCONT the ring is drawn again
/// from a cleared area, as after SIGWINCH, which also fits it to the new window when
/// `--columns` is not given. Typed readings are not echoed while the ring is live.
/// Anywhere else only the final ring is printed, once the input ends. While no reading is
/// moving the ring, the command waits in `poll` and uses no CPU.
enum WatchCommand {
  /// The longest move to a reading `--duration` may ask for, in seconds.
  static let maxMoveSeconds = 60.0

  /// Animation flags that mean nothing here: readings, not a timeline, move the ring.
  static let ignoredAnimationFlags: Set<String> = [
    "--from", "--delay", "--fps", "--keyframes", "--at", "--loop", "--jobs",
  ]

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    let specReader = RingGen.parser(console: console).readFile
    let parser = CommandLineParser { path throws(CommandError) in
      guard path != "-" else {
        throw .usage("--spec -: watch reads its numbers from standard input; give the spec as a file")
      }
      return try specReader(path)
    }
    guard let request = try RingGen.request(from: arguments, parser: parser, console: console) else { return }
    if let output = request.output {
      throw .usage("watch draws on standard output; remove -o \(output) (redirect instead: ringgen watch > ring.ans)")
    }
    if let duration = request.animation.duration, duration > maxMoveSeconds {
      throw .usage(
        "--duration: a move in watch lasts at most \(Int(maxMoveSeconds)) seconds, not \(FixedPoint.compact(duration))")
    }
    let ignored = try parser.givenOptions(arguments).filter(ignoredAnimationFlags.contains)
    for flag in ignored {
      console.writeError("ringgen: warning: \(flag) has no effect on watch, whose readings set the values\n")
    }
    if let format = request.format, format != .ansi {
      throw .usage("watch draws the ring as terminal text; remove --format \(format.rawValue)")
    }

    let context = console.terminal
    let capabilities = TerminalCapabilities.detect(
      environment: context.environment, isTerminal: console.outputIsTerminal)
    let isLive = capabilities.isInteractive
    var widest = request.ring
    widest.value = widest.maxValue
    let layout = TerminalLayout(
      request: request, context: context, isTerminal: console.outputIsTerminal, live: isLive,
      labelWidth: RingGen.labelWidth(of: widest))
    for warning in layout.warnings { console.writeError("ringgen: warning: \(warning.escapingControlCharacters)\n") }
    let style = layout.style
    let canvas = request.canvas
    let renderer = { (style: TerminalRingStyle) in
      { (ring: ProgressRing) throws(CommandError) -> CellGrid in
        do throws(RenderError) {
          return try ring.cellGrid(on: canvas, style: style)
        } catch {
          throw CommandError(error, names: request.inputNames)
        }
      }
    }
    let render = renderer(style)
    _ = try render(request.ring)  // bad input fails here, before anything is drawn
    // After a resize the ring is fitted to the new window, unless --columns fixed its width.
    let refit: () -> ((ProgressRing) throws(CommandError) -> CellGrid)? = {
      guard request.terminal.columns == nil else { return nil }
      let layout = TerminalLayout(
        request: request, context: context, isTerminal: true, live: true, labelWidth: RingGen.labelWidth(of: widest))
      return renderer(layout.style)
    }

    var session = WatchSession(ring: request.ring, encoder: ANSIEncoder(colorMode: style.colorMode), render: render)
    // The animation flags shape each move: --easing always, --duration when it is given.
    session.easing = request.animation.easing
    if let duration = request.animation.duration {
      session.transitionDuration = .milliseconds(Int64((duration * 1000).rounded()))
    }
    var input = context.makeLineSource()
    if isLive { context.guardTerminal(LiveRing.interruptRestore) }
    defer { if isLive { context.unguardTerminal() } }
    do throws(CommandError) {
      try follow(
        &input, session: &session, clock: context.clock, live: isLive, console: console,
        events: context.takeEvents, refit: refit)
    } catch {
      // A write may have failed halfway through a frame, inside an escape or a synchronized
      // update: cancel it, reset, end the update and show the cursor, whatever was on screen.
      if isLive, !session.end.isEmpty { try? console.writeOutput(LiveRing.interruptRestore) }
      throw error
    }
    if isLive {
      try console.writeOutput(session.end)
    } else {
      try console.writeOutput(RingGen.terminalBytes(session.finalRing, canvas: canvas, style: style))
    }
  }

  /// Reads every line, drawing frames as they fall due when `live`, then plays the last
  /// transition out.
  private static func follow(
    _ input: inout some LineSource, session: inout WatchSession, clock: any WatchClock, live: Bool, console: Console,
    events: () -> TerminalGuard.Events, refit: () -> ((ProgressRing) throws(CommandError) -> CellGrid)?
  ) throws(CommandError) {
    var lineNumber = 0
    while true {
      if live {
        // A resize or a continue after Ctrl-Z: erase what is on screen and draw afresh.
        let happened = events()
        if !happened.isEmpty {
          if happened.contains(.resized), let render = refit() { session.render = render }
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
        while let due = session.nextFrame(after: clock.now) {
          clock.sleep(until: due)
          if let bytes = try session.frame(at: clock.now) { try console.writeOutput(bytes) }
        }
        return
      case .line(let text):
        lineNumber += 1
        do throws(WatchReadingError) {
          if let reading = try WatchReading.parse(text) { session.receive(reading, at: clock.now) }
        } catch {
          throw .runtime("watch: line \(lineNumber): expected \(WatchReading.forms), got '\(error.excerpt)'")
        }
      }
    }
  }
}
