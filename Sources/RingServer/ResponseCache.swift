import Synchronization

/// A thread-safe least-recently-used cache of prepared responses (rendered images) by key,
/// bounded by the bytes it holds. A key holds either a response, which costs its
/// ``PreparedResponse/cost`` plus its key, or an alias: another key that names the same
/// response (the request exactly as sent, pointing at the canonical key of what it asks for),
/// which costs the two keys. A budget of 0 caches nothing; an entry larger than the budget is
/// not kept.
///
/// An alias whose response has been evicted is dropped when next read, so every body the
/// cache keeps alive is counted once, in its own entry.
package final class ResponseCache: Sendable {
  private enum Value {
    case response(PreparedResponse)
    case alias(String)
  }

  /// A class, so that a lookup updates its entry in place (hashing the key once).
  private final class Entry {
    let value: Value
    let cost: Int
    /// The ``State/clock`` reading when the entry was last used.
    var lastUse: UInt64

    init(value: Value, cost: Int, lastUse: UInt64) {
      self.value = value
      self.cost = cost
      self.lastUse = lastUse
    }
  }

  private struct State {
    var entries: [String: Entry] = [:]
    /// Keys by last use, oldest first, so that eviction takes the first one.
    var order: [UInt64: String] = [:]
    var clock: UInt64 = 0
    var oldest: UInt64 = 0
    var size = 0

    /// The entry for `key`, which becomes the most recently used, or nil.
    mutating func use(_ key: String) -> Value? {
      guard let entry = entries[key] else { return nil }
      clock += 1
      order[clock] = order.removeValue(forKey: entry.lastUse)
      entry.lastUse = clock
      return entry.value
    }

    mutating func remove(_ key: String) {
      guard let old = entries.removeValue(forKey: key) else { return }
      order[old.lastUse] = nil
      size -= old.cost
    }

    mutating func insert(_ value: Value, cost: Int, for key: String, budget: Int) {
      remove(key)
      while size + cost > budget, oldest < clock {
        oldest += 1
        guard let victim = order.removeValue(forKey: oldest), let evicted = entries.removeValue(forKey: victim)
        else { continue }
        size -= evicted.cost
      }
      clock += 1
      entries[key] = Entry(value: value, cost: cost, lastUse: clock)
      order[clock] = key
      size += cost
    }
  }

  /// The most bytes the cache holds.
  package let budget: Int
  private let state = Mutex(State())

  package init(budget: Int) {
    self.budget = max(0, budget)
  }

  /// The bytes held now (responses, aliases and keys).
  package var size: Int { state.withLock { $0.size } }

  /// The response for `key` (directly, or through its alias), which becomes the most recently
  /// used, or nil.
  package func response(for key: String) -> PreparedResponse? {
    guard budget > 0 else { return nil }
    return state.withLock { state in
      switch state.use(key) {
      case .response(let response): return response
      case .alias(let target):
        guard case .response(let response) = state.use(target) else {
          state.remove(key)
          return nil
        }
        return response
      case nil: return nil
      }
    }
  }

  /// Stores `response` for `key`, evicting the least recently used entries to stay in budget.
  package func insert(_ response: PreparedResponse, for key: String) {
    let cost = response.cost + key.utf8.count
    guard cost <= budget else { return }
    state.withLock { $0.insert(.response(response), cost: cost, for: key, budget: budget) }
  }

  /// Makes `key` another name for the response stored for `target`.
  package func alias(_ key: String, to target: String) {
    let cost = key.utf8.count + target.utf8.count + 64
    guard cost <= budget, key != target else { return }
    state.withLock { $0.insert(.alias(target), cost: cost, for: key, budget: budget) }
  }
}
