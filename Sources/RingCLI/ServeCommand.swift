import FoundationEssentials
import RingKit
import RingServer
import RingWeb

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ringgen serve`: the ring service (``RingService``) on an ``HTTPServer`` until SIGTERM or
/// SIGINT, then a graceful stop: no new connections, requests in flight finish (up to
/// `--grace`), exit 0.
enum ServeCommand {
  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    let options: ServeOptions
    switch try ServeOptions.parse(arguments, environment: ProcessInfo.processInfo.environment) {
    case .help:
      try console.writeOutput(Array(HelpText.render(.serve, version: RingGen.version).utf8))
      return
    case .serve(let parsed): options = parsed
    }
    // The server's threads inherit this thread's signal mask; with SIGTERM and SIGINT blocked
    // everywhere, sigwait below is the one place they arrive.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGINT)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    defer { pthread_sigmask(SIG_UNBLOCK, &signals, nil) }

    AllocatorTuning.applyForServing()
    let metrics = ServerMetrics()
    let service = RingService(
      limits: options.limits, cache: ResponseCache(budget: options.cacheMegabytes << 20), metrics: metrics,
      designer: options.designer, commandLineNames: CommandLineName.all)
    let server: HTTPServer
    do {
      // Renders run on the workers, --threads at a time; two more workers answer what needs no
      // render (errors, repeats under another spelling) while the others render.
      var configuration = options.server
      configuration.workerThreads = options.limits.renders + 2
      configuration.errorPrefix = RingService.errorPrefix
      configuration.errorLineHeader = RingService.errorLineHeader
      server = try HTTPServer(
        configuration: configuration, metrics: metrics, quickHandler: service.quickResponse, handler: service.respond
      ) { line in
        console.writeError("ringgen serve: \(line)\n")
      }
    } catch {
      throw .runtime("serve: \(error.description)")
    }
    console.writeError("ringgen serve: listening on http://\(server.address)/\n")
    var received: Int32 = 0
    repeat {
      guard sigwait(&signals, &received) == 0 else { break }
    } while received != SIGTERM && received != SIGINT
    let name = received == SIGINT ? "SIGINT" : "SIGTERM"
    console.writeError(
      "ringgen serve: \(name): stopping; requests in flight: \(metrics.inFlight), given up to \(FixedPoint.compact(options.graceSeconds)) s\n"
    )
    let drained = server.stop(grace: .milliseconds(Int64(options.graceSeconds * 1000)))
    console.writeError(
      drained ? "ringgen serve: stopped\n" : "ringgen serve: stopped; requests still unfinished were cut off\n")
  }
}
