import Synchronization

/// A request rate per client: a token bucket per client address, refilled at ``rate`` tokens a
/// second up to ``burst``; each request takes one, and one that finds none gets 429.
package struct RateLimit: Sendable, Hashable {
  /// Tokens per second.
  package var rate: Double
  /// The most tokens a bucket holds: the requests a client may send at once.
  package var burst: Int

  package init(rate: Double, burst: Int) {
    self.rate = rate
    self.burst = burst
  }

  /// Reads `N[/s|/min][,burst=B]`: N requests a second (or a minute), N > 0, at most 1 000 000;
  /// the burst is B, 1…1 000 000, by default N rounded up.
  package static func parse(_ text: String) -> Result<RateLimit, ServerError> {
    let expected = "expected N[/s|/min][,burst=B] with N above 0, such as 10/s or 600/min,burst=20, got '\(text)'"
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count) else { return .failure(ServerError(expected)) }
    var number = parts[0].trimmingAnyWhitespace()
    var perSecond = 1.0
    if number.hasSuffix("/min") {
      number = number.dropLast(4)
      perSecond = 1 / 60
    } else if number.hasSuffix("/s") {
      number = number.dropLast(2)
    }
    guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let count = Double(number), count > 0,
      count <= 1_000_000
    else { return .failure(ServerError(expected)) }
    var burst = Int(count.rounded(.up))
    if parts.count == 2 {
      let option = parts[1].trimmingAnyWhitespace()
      guard option.hasPrefix("burst="), let given = Int(option.dropFirst(6)), (1...1_000_000).contains(given) else {
        return .failure(ServerError(expected))
      }
      burst = given
    }
    return .success(RateLimit(rate: count * perSecond, burst: burst))
  }
}

/// The buckets of a ``RateLimit``, one per client address, at most ``capacity`` of them: when a
/// new client comes and every slot is taken, the bucket created longest ago goes (a client
/// that comes back starts full, which costs at most one burst).
package final class RateLimiter: Sendable {
  package let limit: RateLimit
  package let capacity: Int
  private let state: Mutex<State>

  private struct Bucket {
    var tokens: Double
    var updated: ContinuousClock.Instant
  }

  private struct State {
    var buckets: [String: Bucket] = [:]
    /// Addresses in the order their buckets were made (a ring: `start` is the oldest).
    var order: [String] = []
    var start = 0
  }

  package init(limit: RateLimit, capacity: Int = 16_384) {
    self.limit = limit
    self.capacity = max(1, capacity)
    state = Mutex(State())
  }

  /// The buckets held now.
  package var count: Int { state.withLock { $0.buckets.count } }

  /// Takes a token from `client`'s bucket: nil when there was one, else the whole seconds
  /// (at least 1) until there is, for `Retry-After`.
  package func take(_ client: String, now: ContinuousClock.Instant = .now) -> Int? {
    state.withLock { state in
      var bucket: Bucket
      if let found = state.buckets[client] {
        bucket = found
        let elapsed = now - bucket.updated
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        bucket.tokens = min(Double(limit.burst), bucket.tokens + max(0, seconds) * limit.rate)
      } else {
        bucket = Bucket(tokens: Double(limit.burst), updated: now)
        if state.order.count < capacity {
          state.order.append(client)
        } else {
          state.buckets[state.order[state.start]] = nil
          state.order[state.start] = client
          state.start = (state.start + 1) % capacity
        }
      }
      bucket.updated = now
      defer { state.buckets[client] = bucket }
      guard bucket.tokens >= 1 else {
        return max(1, Int(((1 - bucket.tokens) / limit.rate).rounded(.up)))
      }
      bucket.tokens -= 1
      return nil
    }
  }
}
