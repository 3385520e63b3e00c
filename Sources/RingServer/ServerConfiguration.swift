/// How an ``HTTPServer`` listens and what it lets a client do. The defaults suit a service on
/// the open internet behind nothing: loopback only, small bodies and queries, few connections.
package struct ServerConfiguration: Sendable {
  /// Where to listen; port 0 lets the system choose.
  package var address: ListenAddress
  /// Connections open at once; more wait in the listen backlog until one closes.
  package var connectionLimit = 256
  /// Threads that run the handler (everything the quick handler does not answer) while the
  /// I/O thread serves other connections; requests beyond them wait for one to come free.
  package var workerThreads = 2
  /// Seconds a connection may stay silent (between requests, or in the middle of one) before
  /// it is closed, so that slow clients (slowloris) cannot hold connections.
  package var idleTimeoutSeconds = 10
  /// The longest query (the target after `?`) in bytes; longer gets 414.
  package var queryLimit = 8 * 1024
  /// The largest request body in bytes; larger gets 413.
  package var bodyLimit = 1 << 20
  /// What the access log shows of each request.
  package var accessLog = AccessLogMode.path
  /// The text before every error message the server words itself (a target that is not
  /// UTF-8, 413, 414, 503 while stopping), so that they read as the service's other errors
  /// do. Empty by default: the server knows nothing of what it serves.
  package var errorPrefix = ""
  /// The header that carries an error's line (``HTTPResponse/errorLine``) when the body is a
  /// picture of it, so that a client that shows the picture can still read the text. Nil by
  /// default: the service names its own header.
  package var errorLineHeader: String?
  /// When set, every request but those to its open paths must be signed (403 otherwise).
  package var signing: URLSigning?
  /// When set, requests per client address beyond it get 429, cached answers included.
  package var rateLimit: RateLimit?

  package init(address: ListenAddress) {
    self.address = address
  }

  /// The memory libmicrohttpd may use per connection for the request line and headers: room
  /// for a query at the limit plus headers, so that the server's own 414 answers a long query
  /// before libmicrohttpd's buffer runs out. No more than that: libmicrohttpd zeroes the whole
  /// area after every request of a kept-alive connection, which at 64 KiB took 8 % of the
  /// time of answering a cached image.
  var connectionMemoryLimit: Int { max(32 * 1024, 2 * queryLimit + 16 * 1024) }
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
