import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on libmicrohttpd that answers every request with `handler`.
///
/// libmicrohttpd gives every connection its own thread (and accepts on one more, with poll), and
/// the handler runs on the connection's thread, so it must be thread-safe; a slow answer holds
/// up only its own connection. (With a pool of threads, each serving many connections, one slow
/// render kept a thread's other connections, `/healthz` included, waiting until it finished.)
/// ``ServerConfiguration/connectionLimit`` bounds the threads. The server owns the daemon and the listening
/// socket: ``stop(grace:)`` closes both, and so does `deinit` if nobody stopped it.
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
  let handler: @Sendable (HTTPRequest) -> HTTPResponse
  let log: @Sendable (String) -> Void
  /// The running daemon, nil once stopped.
  private let daemon = Mutex<Daemon?>(nil)

  /// A `struct MHD_Daemon *`, which libmicrohttpd lets any thread stop.
  private struct Daemon: @unchecked Sendable {
    var raw: OpaquePointer
  }

  /// Binds the address and starts serving.
  ///
  /// - Parameters:
  ///   - metrics: Where requests are counted (the handler may show and add to them).
  ///   - handler: Answers one request; called on the server's threads.
  ///   - log: Receives each access log line (without a newline), on the server's threads.
  /// - Throws: ``ServerError`` when libmicrohttpd cannot be loaded, the address cannot be bound
  ///   or the daemon does not start.
  package init(
    configuration: ServerConfiguration, metrics: ServerMetrics = ServerMetrics(),
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse,
    log: @escaping @Sendable (String) -> Void
  ) throws(ServerError) {
    if let problem = ring_mhd_load() { throw ServerError(String(cString: problem)) }
    let (fd, bound) = try ListeningSocket.open(configuration.address, backlog: 128)
    self.address = bound
    self.metrics = metrics
    self.configuration = configuration
    self.handler = handler
    self.log = log
    var options = [
      MHD_OptionItem(
        option: .CONNECTION_LIMIT, value: max(1, configuration.connectionLimit), ptr_value: nil),
      MHD_OptionItem(
        option: .CONNECTION_TIMEOUT, value: max(1, configuration.idleTimeoutSeconds), ptr_value: nil),
      MHD_OptionItem(
        option: .CONNECTION_MEMORY_LIMIT, value: configuration.connectionMemoryLimit, ptr_value: nil),
    ]
    options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
    var flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_POLL.rawValue
      | MHD_USE_ITC.rawValue
    // libmicrohttpd is told the socket's family, which it otherwise assumes is IPv4.
    if configuration.address.family == AF_INET6 { flags |= MHD_USE_IPv6.rawValue }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let started = options.withUnsafeBufferPointer { items in
      ring_mhd_start_daemon(
        flags, fd, serverAnswerRequest, serverRequestCompleted, serverRequestLineRead, context, items.baseAddress)
    }
    guard let started else {
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
    // Quiescing hands the listening socket back (it needs MHD_USE_ITC in this threading mode);
    // libmicrohttpd no longer closes it, so it is closed here after the daemon stops.
    let listenFD = ring_mhd_quiesce_daemon(running)
    let deadline = ContinuousClock.now + grace
    while metrics.inFlight > 0, ContinuousClock.now < deadline {
      usleep(5_000)
    }
    let drained = metrics.inFlight == 0
    ring_mhd_stop_daemon(running)
    if listenFD >= 0 { close(listenFD) }
    return drained
  }
}
