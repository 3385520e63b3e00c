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
///
/// The server takes a token on its one I/O thread, so the lock is never contended and one
/// lock is enough (striping it would only add a hash); the time is the request's own arrival,
/// already read, so a request costs no clock call, and its address is two words
/// (``ClientAddress``), so a lookup hashes 16 bytes once.
package final class RateLimiter: Sendable {
  package let limit: RateLimit
  package let capacity: Int
  private let state: Mutex<State>

  private struct Bucket {
    var tokens: Double
    var updated: ContinuousClock.Instant
  }

  private struct State {
    var buckets: [ClientAddress: Bucket] = [:]
    /// Addresses in the order their buckets were made (a ring: `start` is the oldest).
    var order: [ClientAddress] = []
    var start = 0
  }

  package init(limit: RateLimit, capacity: Int = 16_384) {
    self.limit = limit
    self.capacity = max(1, capacity)
    state = Mutex(State())
  }

  /// The buckets held now.
  package var count: Int { state.withLock { $0.buckets.count } }

  /// Takes a token from `client`'s bucket at `now` (the request's arrival): nil when there was
  /// one, else the whole seconds (at least 1) until there is, for `Retry-After`. A bucket's
  /// clock only moves forward, so requests taken out of their arrival order (one waited for
  /// its body) are never refilled twice for the same time.
  package func take(_ client: ClientAddress, now: ContinuousClock.Instant) -> Int? {
    state.withLock { state in
      guard let index = state.buckets.index(forKey: client) else {
        if state.order.count < capacity {
          state.order.append(client)
        } else {
          state.buckets[state.order[state.start]] = nil
          state.order[state.start] = client
          state.start = (state.start + 1) % capacity
        }
        var bucket = Bucket(tokens: Double(limit.burst), updated: now)
        defer { state.buckets[client] = bucket }
        return Self.take(from: &bucket, now: now, limit: limit)
      }
      return Self.take(from: &state.buckets.values[index], now: now, limit: limit)
    }
  }

  private static func take(from bucket: inout Bucket, now: ContinuousClock.Instant, limit: RateLimit) -> Int? {
    if now > bucket.updated {
      let elapsed = (now - bucket.updated).components
      let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
      bucket.tokens = min(Double(limit.burst), bucket.tokens + seconds * limit.rate)
      bucket.updated = now
    }
    guard bucket.tokens >= 1 else { return max(1, Int(((1 - bucket.tokens) / limit.rate).rounded(.up))) }
    bucket.tokens -= 1
    return nil
  }
}
