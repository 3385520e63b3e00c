/// How an ``HTTPServer`` listens and what it lets a client do. The defaults suit a service on
/// the open internet behind nothing: loopback only, small bodies and queries, few connections.
package struct ServerConfiguration: Sendable {
  /// Where to listen; port 0 lets the system choose.
  package var address: ListenAddress
  /// Connections open at once, each on its own thread; more wait in the listen backlog until
  /// one closes.
  package var connectionLimit = 256
  /// Seconds a connection may stay silent (between requests, or in the middle of one) before
  /// it is closed, so that slow clients (slowloris) cannot hold connections.
  package var idleTimeoutSeconds = 10
  /// The longest query (the target after `?`) in bytes; longer gets 414.
  package var queryLimit = 8 * 1024
  /// The largest request body in bytes; larger gets 413.
  package var bodyLimit = 1 << 20
  /// What the access log shows of each request.
  package var accessLog = AccessLogMode.path

  package init(address: ListenAddress) {
    self.address = address
  }

  /// The memory libmicrohttpd may use per connection for the request line and headers: room
  /// for a query at the limit plus headers, so that the server's own 414 answers a long query
  /// before libmicrohttpd's buffer runs out.
  var connectionMemoryLimit: Int { max(64 * 1024, 2 * queryLimit + 32 * 1024) }
}

/// What the access log line says about a request.
package enum AccessLogMode: String, Sendable, CaseIterable {
  /// No access log.
  case off
  /// Method, path without the query, status, bytes and milliseconds.
  case path
  /// The same with the query, which may carry what users would rather not have logged.
  case full
}
