import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on libmicrohttpd that answers every request with `quickHandler` or,
/// when that has no answer, `handler`.
///
/// One I/O thread (libmicrohttpd's internal thread, with epoll) reads and writes every
/// connection and calls `quickHandler`, which must answer in microseconds or return nil
/// (cached images, `/healthz`): with no thread switch and no lock shared between I/O threads,
/// that is the fastest way to answer on a few cores. Any other request is handed to one of
/// ``ServerConfiguration/workerThreads`` workers that run `handler` while its connection is
/// suspended, so a slow answer (a render) holds up only its own connection, and the I/O thread
/// goes on serving the others. Both handlers must be thread-safe.
/// ``ServerConfiguration/connectionLimit`` bounds the connections. The server owns the daemon,
/// the workers and the listening socket: ``stop(grace:)`` closes them, and so does `deinit` if
/// nobody stopped it.
///
/// ```swift
/// let server = try HTTPServer(configuration: ServerConfiguration(address: address)) { request in
///   .text(200, "hello\n", route: "/")
/// } log: { line in print(line) }
/// print(server.address)  // the port the system chose for port 0
/// server.stop(grace: .seconds(10))
/// ```
package final class HTTPServer: Sendable {
  /// The address the socket is bound to, with the chosen port when 0 was asked for.
  package let address: ListenAddress
  /// Counters for `/metrics`.
  package let metrics: ServerMetrics
  let configuration: ServerConfiguration
  let quickHandler: @Sendable (HTTPRequest) -> HTTPResponse?
  let handler: @Sendable (HTTPRequest) -> HTTPResponse
  let log: @Sendable (String) -> Void
  let workers: WorkerPool
  /// The buckets of ``ServerConfiguration/rateLimit``, if any.
  let rateLimiter: RateLimiter?
  /// Connections suspended while a worker answers them, by their exchange.
  let suspended = Mutex<[ObjectIdentifier: SuspendedConnection]>([:])
  /// The running daemon, nil once stopped.
  private let daemon = Mutex<Daemon?>(nil)

  /// A `struct MHD_Daemon *`, which libmicrohttpd lets any thread stop.
  private struct Daemon: @unchecked Sendable {
    var raw: OpaquePointer
  }

  /// A connection waiting for a worker's answer, and its request's exchange. libmicrohttpd
  /// lets any thread resume a suspended connection, and keeps it open until then.
  struct SuspendedConnection: @unchecked Sendable {
    var exchange: Exchange
    var connection: OpaquePointer
  }

  /// Binds the address and starts serving.
  ///
  /// - Parameters:
  ///   - metrics: Where requests are counted (the handlers may show and add to them).
  ///   - quickHandler: Answers a request at once on the I/O thread, or returns nil to leave it
  ///     to `handler`. It must not block: every connection waits while it runs.
  ///   - handler: Answers one request; called on a worker thread.
  ///   - log: Receives each access log line (without a newline), on the server's threads.
  /// - Throws: ``ServerError`` when libmicrohttpd or nettle cannot be loaded, the address cannot be bound
  ///   or the daemon does not start.
  package init(
    configuration: ServerConfiguration, metrics: ServerMetrics = ServerMetrics(),
    quickHandler: @escaping @Sendable (HTTPRequest) -> HTTPResponse? = { _ in nil },
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse,
    log: @escaping @Sendable (String) -> Void
  ) throws(ServerError) {
    if let problem = ring_mhd_load() { throw ServerError(String(cString: problem)) }
    if let problem = SHA256Digest.loadingProblem { throw ServerError(problem) }
    let (fd, bound) = try ListeningSocket.open(configuration.address, backlog: 128)
    self.address = bound
    self.metrics = metrics
    self.configuration = configuration
    self.quickHandler = quickHandler
    self.handler = handler
    self.log = log
    rateLimiter = configuration.rateLimit.map { RateLimiter(limit: $0) }
    do {
      workers = try WorkerPool(threads: configuration.workerThreads)
    } catch {
      close(fd)
      throw error
    }
    var options = [
      MHD_OptionItem(
        option: .CONNECTION_LIMIT, value: max(1, configuration.connectionLimit), ptr_value: nil),
      MHD_OptionItem(
        option: .CONNECTION_TIMEOUT, value: max(1, configuration.idleTimeoutSeconds), ptr_value: nil),
      MHD_OptionItem(
        option: .CONNECTION_MEMORY_LIMIT, value: configuration.connectionMemoryLimit, ptr_value: nil),
    ]
    options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
    #if os(Linux)
      let polling = MHD_USE_EPOLL.rawValue
    #else
      let polling = MHD_USE_POLL.rawValue
    #endif
    var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | polling | MHD_ALLOW_SUSPEND_RESUME.rawValue
    // libmicrohttpd is told the socket's family, which it otherwise assumes is IPv4.
    if bound.family == AF_INET6 { flags |= MHD_USE_IPv6.rawValue }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let started = options.withUnsafeBufferPointer { items in
      ring_mhd_start_daemon(
        flags, fd, serverAnswerRequest, serverRequestCompleted, serverRequestLineRead, context, items.baseAddress)
    }
    guard let started else {
      workers.stop()
      close(fd)
      throw ServerError(
        "libmicrohttpd would not start on \(bound) with up to \(configuration.connectionLimit) connections"
      )
    }
    daemon.withLock { $0 = Daemon(raw: started) }
  }

  deinit {
    _ = stop(grace: .zero)
  }

  /// Stops accepting connections, waits up to `grace` for the requests in flight to finish,
  /// then closes every connection and the socket. Returns whether every request finished.
  /// Calling it again does nothing and returns true.
  @discardableResult
  package func stop(grace: Duration) -> Bool {
    guard
      let running = daemon.withLock({ daemon in
        defer { daemon = nil }
        return daemon?.raw
      })
    else { return true }
    // Quiescing hands the listening socket back (it needs MHD_USE_ITC, which suspending implies);
    // libmicrohttpd no longer closes it, so it is closed here after the daemon stops.
    let listenFD = ring_mhd_quiesce_daemon(running)
    let deadline = ContinuousClock.now + grace
    while metrics.inFlight > 0, ContinuousClock.now < deadline {
      usleep(5_000)
    }
    let drained = metrics.inFlight == 0
    // Requests still waiting for a worker get 503 (libmicrohttpd must not be stopped with
    // connections suspended); a worker that finishes later finds its connection gone.
    workers.stop()
    let abandoned = suspended.withLock { waiting in
      for entry in waiting.values {
        entry.exchange.pending = errorResponse(503, "the server is stopping")
        ring_mhd_resume_connection(entry.connection)
      }
      defer { waiting.removeAll() }
      return waiting.count
    }
    // Stopping the daemon closes connections at once, so the 503s get a moment to be sent.
    let sendDeadline = ContinuousClock.now + .milliseconds(500)
    while abandoned > 0, metrics.inFlight > 0, ContinuousClock.now < sendDeadline {
      usleep(5_000)
    }
    ring_mhd_stop_daemon(running)
    if listenFD >= 0 { close(listenFD) }
    return drained
  }
}
