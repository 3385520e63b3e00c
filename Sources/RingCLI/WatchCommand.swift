import RingCairo
import RingKit
import RingTerminal

/// `ringgen watch [OPTIONS]`: reads numbers from standard input, one a line, and shows the
/// ring moving to each as it arrives.
///
/// On a terminal (one whose `TERM` is not `dumb`) the ring is redrawn in place (see
/// ``WatchSession``) with the cursor hidden; the cursor comes back at the end, on a bad line,
/// on a failed write, and on SIGINT, SIGTERM and SIGHUP (see ``RingTerminal/TerminalGuard``).
/// Anywhere else only the final ring is printed, once the input ends. While no reading is
/// moving the ring, the command waits in `poll` and uses no CPU.
enum WatchCommand {
  static let usage = "ringgen watch [OPTIONS] < numbers"

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    let request: RenderRequest
    switch try RingGen.parser(console: console).parse(arguments) {
    case .help:
      try console.writeOutput(Array(HelpText.render(version: RingGen.version).utf8))
      return
    case .version:
      try console.writeOutput(Array("ringgen \(RingGen.version)\n".utf8))
      return
    case .render(let parsed, let warnings):
      for warning in warnings { console.writeError("ringgen: warning: \(warning)\n") }
      request = parsed
    }
    if let output = request.output {
      throw .usage("watch draws on standard output; remove -o \(output) (redirect instead: ringgen watch > ring.ans)")
    }
    if let format = request.format, format != .ansi {
      throw .usage("watch draws the ring as terminal text; remove --format \(format.rawValue)")
    }

    let context = console.terminal
    let capabilities = TerminalCapabilities.detect(environment: context.environment, isTerminal: console.outputIsTerminal)
    let isLive = capabilities.isInteractive
    var widest = request.ring
    widest.value = widest.maxValue
    let layout = TerminalLayout(
      request: request, context: context, isTerminal: console.outputIsTerminal, live: isLive,
      labelWidth: RingGen.labelWidth(of: widest))
    for warning in layout.warnings { console.writeError("ringgen: warning: \(warning)\n") }
    let style = layout.style
    let canvas = request.canvas
    let render = { (ring: ProgressRing) throws(CommandError) -> CellGrid in
      do throws(RenderError) {
        return try ring.cellGrid(on: canvas, style: style)
      } catch .invalid(let error) {
        throw .usage("\(RingGen.flagName(for: error.property)): \(error.reason)")
      } catch {
        throw .runtime(error.description)
      }
    }
    _ = try render(request.ring)  // bad input fails here, before anything is drawn

    var session = WatchSession(ring: request.ring, encoder: ANSIEncoder(colorMode: style.colorMode), render: render)
    // The animation flags shape each move: --easing always, --duration when it is given.
    session.easing = request.animation.easing
    if try RingGen.parser(console: console).givenOptions(arguments).contains("--duration") {
      session.transitionDuration = .milliseconds(Int64((request.animation.duration * 1000).rounded()))
    }
    var input = context.makeLineSource()
    if isLive { context.guardTerminal(LiveRing.interruptRestore) }
    defer { if isLive { context.unguardTerminal() } }
    do throws(CommandError) {
      try follow(&input, session: &session, clock: context.clock, live: isLive, console: console)
    } catch {
      if isLive { try? console.writeOutput(session.end) }
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
    _ input: inout some LineSource, session: inout WatchSession, clock: any WatchClock, live: Bool, console: Console
  ) throws(CommandError) {
    var lineNumber = 0
    while true {
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
