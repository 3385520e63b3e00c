import Synchronization

/// The server's counters, shown by ``render(prefix:)`` in Prometheus's text format: requests by
/// route and status, a latency histogram, response cache hits and misses, body bytes sent and
/// the requests in flight.
///
/// A request is counted when its response is queued, before the client can read it, so that a
/// client that asks for `/metrics` next always sees its earlier requests counted.
package final class ServerMetrics: Sendable {
  /// The histogram's upper bounds in seconds.
  package static let latencyBounds: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

  private struct Counts {
    var requests: [RequestKey: Int] = [:]
    var buckets = [Int](repeating: 0, count: ServerMetrics.latencyBounds.count)
    var latencyCount = 0
    var latencySum = 0.0
    var bytesSent = 0
    var cacheHits = 0
    var cacheMisses = 0
  }

  private struct RequestKey: Hashable, Comparable {
    var route: String
    var status: Int
    static func < (a: RequestKey, b: RequestKey) -> Bool { (a.route, a.status) < (b.route, b.status) }
  }

  private let counts = Mutex(Counts())
  private let inFlightCount = Atomic<Int>(0)

  package init() {}

  /// Requests whose request line has been read and that libmicrohttpd has not finished with.
  package var inFlight: Int { inFlightCount.load(ordering: .acquiring) }

  func requestStarted() { inFlightCount.add(1, ordering: .releasing) }
  func requestFinished() { inFlightCount.subtract(1, ordering: .releasing) }

  /// Counts one answered request.
  func record(route: String, status: Int, seconds: Double, bytes: Int) {
    counts.withLock { counts in
      counts.requests[RequestKey(route: route, status: status), default: 0] += 1
      if let bucket = Self.latencyBounds.firstIndex(where: { seconds <= $0 }) { counts.buckets[bucket] += 1 }
      counts.latencyCount += 1
      counts.latencySum += seconds
      counts.bytesSent += bytes
    }
  }

  /// Counts a lookup in the handler's response cache.
  package func recordCacheLookup(hit: Bool) {
    counts.withLock { counts in
      if hit { counts.cacheHits += 1 } else { counts.cacheMisses += 1 }
    }
  }

  /// ``render(prefix:)``'s text as the answer to a request for it, typed as Prometheus reads
  /// it.
  package func response(prefix: String, route: String) -> HTTPResponse {
    HTTPResponse(
      status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8", body: Array(render(prefix: prefix).utf8),
      route: route)
  }

  /// The metrics in Prometheus's text exposition format (version 0.0.4), every name starting
  /// with `prefix_`.
  package func render(prefix: String) -> String {
    let counts = counts.withLock { $0 }
    var lines: [String] = []
    func family(_ name: String, _ type: String, _ help: String) {
      lines.append("# HELP \(prefix)_\(name) \(help)")
      lines.append("# TYPE \(prefix)_\(name) \(type)")
    }
    family("http_requests_total", "counter", "HTTP requests answered, by route and status.")
    for key in counts.requests.keys.sorted() {
      lines.append(
        "\(prefix)_http_requests_total{route=\"\(Self.escape(key.route))\",status=\"\(key.status)\"} \(counts.requests[key] ?? 0)"
      )
    }
    family(
      "http_request_duration_seconds", "histogram", "Time from the request line to the queued response, in seconds.")
    var cumulative = 0
    for (bound, count) in zip(Self.latencyBounds, counts.buckets) {
      cumulative += count
      lines.append("\(prefix)_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)")
    }
    lines.append("\(prefix)_http_request_duration_seconds_bucket{le=\"+Inf\"} \(counts.latencyCount)")
    lines.append("\(prefix)_http_request_duration_seconds_sum \(counts.latencySum)")
    lines.append("\(prefix)_http_request_duration_seconds_count \(counts.latencyCount)")
    family("http_response_bytes_total", "counter", "Response body bytes sent (none for HEAD).")
    lines.append("\(prefix)_http_response_bytes_total \(counts.bytesSent)")
    family("http_requests_in_flight", "gauge", "Requests read and not yet finished, this one included.")
    lines.append("\(prefix)_http_requests_in_flight \(inFlight)")
    family("cache_hits_total", "counter", "Responses served from the in-memory cache.")
    lines.append("\(prefix)_cache_hits_total \(counts.cacheHits)")
    family("cache_misses_total", "counter", "Responses that had to be rendered.")
    lines.append("\(prefix)_cache_misses_total \(counts.cacheMisses)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A label value with `\`, `"` and newlines escaped as the format requires.
  private static func escape(_ value: String) -> String {
    value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n")
  }
}
