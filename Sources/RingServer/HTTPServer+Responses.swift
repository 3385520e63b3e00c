import CMicroHTTPD

extension HTTPServer {
  /// Answers a request whose body has been read: the server's own limits first, then the
  /// quick handler at once, else the handler on a worker while the connection is suspended.
  func answer(_ exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    let request: HTTPRequest
    switch checked(exchange) {
    case .refused(let response): return queue(response, for: exchange, on: connection)
    case .accepted(let accepted): request = accepted
    }
    if let response = quickHandler(request) { return queue(response, for: exchange, on: connection) }
    let id = ObjectIdentifier(exchange)
    ring_mhd_suspend_connection(connection)
    suspended.withLock { $0[id] = SuspendedConnection(exchange: exchange, connection: connection) }
    workers.submit { [self] in
      // A connection answered 503 by stop() is no longer waiting.
      guard suspended.withLock({ $0[id] != nil }) else { return }
      let response = handler(request)
      suspended.withLock { waiting in
        guard let entry = waiting.removeValue(forKey: id) else { return }
        entry.exchange.pending = response
        ring_mhd_resume_connection(entry.connection)
      }
    }
    return .YES
  }

  /// What the server makes of a request before any handler sees it.
  enum CheckedRequest {
    case accepted(HTTPRequest)
    /// Refused by the server itself: a target that is not UTF-8 or a limit broken.
    case refused(HTTPResponse)
  }

  /// The request of `exchange`, or the server's own refusal.
  func checked(_ exchange: Exchange) -> CheckedRequest {
    guard let sent = exchange.target else {
      return .refused(errorResponse(400, "the request target is not UTF-8 (percent-encode it)"))
    }
    if exchange.bodyTooLarge { return .refused(bodyTooLarge()) }
    if let rateLimiter, let wait = rateLimiter.take(exchange.client, now: exchange.started) {
      var response = errorResponse(
        429, "over this server's rate limit of \(Self.rateText(rateLimiter.limit)) per client; retry in \(wait) s")
      response.headers.append(("Retry-After", String(wait)))
      return .refused(response)
    }
    var target = sent
    if let signing = configuration.signing {
      // The handlers see the target as signed: `sig` is the server's, not a parameter.
      switch signing.check(sent) {
      case .success(let signed): target = signed
      case .failure(let refusal): return .refused(errorResponse(403, Self.text(of: refusal)))
      }
    }
    let request = HTTPRequest(method: exchange.method, target: target, headers: exchange.headers, body: exchange.body)
    if let query = request.rawQuery, query.utf8.count > configuration.queryLimit {
      return .refused(
        errorResponse(
          414,
          "the query is \(query.utf8.count) bytes, over the limit of \(configuration.queryLimit); POST the spec to /render instead"
        ))
    }
    return .accepted(request)
  }

  /// The 403's line for a refused signature.
  static func text(of refusal: URLSigning.Refusal) -> String {
    switch refusal {
    case .missing:
      "sig: this server takes signed URLs only: add sig=, the HMAC-SHA256 of the path and query (ringgen sign URL)"
    case .repeated: "sig: given more than once"
    case .malformed(let given): "sig: expected 64 hex digits or 43 base64url characters, got '\(given)'"
    case .mismatch:
      "sig: the signature does not match this path and query (a parameter changed, or another key signed it)"
    }
  }

  /// A rate as the 429 says it: `10/s`, `600/min`.
  static func rateText(_ limit: RateLimit) -> String {
    let perMinute = limit.rate * 60
    if limit.rate < 1, perMinute.rounded() == perMinute { return "\(Int(perMinute))/min" }
    return limit.rate.rounded() == limit.rate ? "\(Int(limit.rate))/s" : "\(limit.rate)/s"
  }

  /// 413 for a body over the limit.
  func bodyTooLarge() -> HTTPResponse {
    errorResponse(413, "the request body is over the limit of \(configuration.bodyLimit) bytes")
  }

  /// An error the server answers itself: `message` as one line after
  /// ``ServerConfiguration/errorPrefix``.
  func errorResponse(_ status: Int, _ message: String) -> HTTPResponse {
    .text(status, configuration.errorPrefix + message + "\n", route: "other")
  }

  /// Queues `response` on the connection and counts it: a prepared response as it is, any
  /// other built (its body copied) for this request alone. A response libmicrohttpd refuses (a
  /// header it cannot send) closes the connection instead.
  func queue(_ response: HTTPResponse, for exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    if let prepared = response.prepared {
      count(response, for: exchange)
      return ring_mhd_queue_response(connection, UInt32(prepared.status), prepared.raw)
    }
    let created: OpaquePointer?
    if let length = response.notModifiedLength {
      created = ring_mhd_create_unread_response(UInt64(length))
    } else {
      var body = response.body
      created = body.withUnsafeMutableBytes { bytes in
        ring_mhd_create_response_from_buffer(bytes.count, bytes.baseAddress, .RESPMEM_MUST_COPY)
      }
    }
    guard let created else { return .NO }
    defer { ring_mhd_destroy_response(created) }
    for (name, value) in Self.headers(of: response, errorLineHeader: configuration.errorLineHeader) {
      guard ring_mhd_add_response_header(created, name, value) == .YES else { return .NO }
    }
    count(response, for: exchange)
    return ring_mhd_queue_response(connection, UInt32(response.status), created)
  }

  /// The header fields sent with `response`: its own; its error line, if any, in
  /// `errorLineHeader`; and `Cache-Control: no-store` on every error (4xx, 5xx) that names no
  /// caching of its own, so that neither a browser nor a proxy (GitHub's Camo, a CDN) keeps an
  /// answer the next request may not get.
  static func headers(of response: HTTPResponse, errorLineHeader: String?) -> [(name: String, value: String)] {
    var headers = response.headers
    if let errorLineHeader, let line = response.errorLine { headers.append((errorLineHeader, fieldValue(line))) }
    guard response.status >= 400, response.header("Cache-Control") == nil else { return headers }
    return headers + [("Cache-Control", "no-store")]
  }

  /// `text` as a header value: bytes outside printable ASCII percent-encoded, and `%` itself,
  /// so that a line that quotes the request (`value=café`, a line break) is still one header
  /// field and decodes to the text.
  static func fieldValue(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "%") {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count < 2 ? "0" + hex : hex)
      }
    }
    return result
  }

  /// Notes the answer for the access log and counts it in the metrics.
  private func count(_ response: HTTPResponse, for exchange: Exchange) {
    exchange.status = response.status
    exchange.bytesSent = exchange.method == "HEAD" ? 0 : response.bodyCount
    exchange.route = response.route
    metrics.record(
      route: response.route, status: response.status, seconds: Self.seconds(since: exchange.started),
      bytes: exchange.bytesSent)
  }

  /// Writes the access log line of a finished request: method, target (the path alone unless
  /// the log is `full`), status, body bytes and milliseconds since the request line.
  func logCompleted(_ exchange: Exchange, finished: Bool) {
    guard configuration.accessLog != .off else { return }
    let target = exchange.target ?? "(not UTF-8)"
    let shown = configuration.accessLog == .full ? target : String(target.prefix { $0 != "?" })
    let tenths = Int((Self.seconds(since: exchange.started) * 10_000).rounded())
    var line =
      "\(exchange.method.isEmpty ? "-" : Self.printable(exchange.method)) \(Self.printable(shown)) "
      + "\(exchange.status == 0 ? "-" : String(exchange.status)) \(exchange.bytesSent) \(tenths / 10).\(tenths % 10)ms"
    if !finished { line += " (closed before the response was sent)" }
    log(line)
  }

  /// Seconds from `start` to now.
  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = (ContinuousClock.now - start).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
  }

  /// `text` with control characters and spaces percent-encoded, so that a log line is one line
  /// that a client cannot forge.
  static func printable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value <= 0x20 || scalar.value == 0x7F {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "%" + (hex.count < 2 ? "0" + hex : hex)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
