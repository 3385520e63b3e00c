import Synchronization

/// A thread-safe least-recently-used cache of byte strings (rendered images) by key, bounded by
/// the bytes it holds: each entry costs its value's size plus its key's. A budget of 0 caches
/// nothing; a value larger than the budget is not kept.
package final class ByteCache: Sendable {
  private struct Entry {
    var value: [UInt8]
    /// The ``State/clock`` reading when the entry was last used.
    var lastUse: UInt64
  }

  private struct State {
    var entries: [String: Entry] = [:]
    /// Keys by last use, oldest first, so that eviction takes the first one.
    var order: [UInt64: String] = [:]
    var clock: UInt64 = 0
    var oldest: UInt64 = 0
    var size = 0
  }

  /// The most bytes the cache holds.
  package let budget: Int
  private let state = Mutex(State())

  package init(budget: Int) {
    self.budget = max(0, budget)
  }

  /// The bytes held now (values and keys).
  package var size: Int { state.withLock { $0.size } }

  /// The value for `key`, which becomes the most recently used, or nil.
  package func value(for key: String) -> [UInt8]? {
    state.withLock { state in
      guard var entry = state.entries[key] else { return nil }
      state.order[entry.lastUse] = nil
      state.clock += 1
      entry.lastUse = state.clock
      state.order[state.clock] = key
      state.entries[key] = entry
      return entry.value
    }
  }

  /// Stores `value` for `key`, evicting the least recently used entries to stay in budget.
  package func insert(_ value: [UInt8], for key: String) {
    let cost = value.count + key.utf8.count
    guard cost <= budget else { return }
    state.withLock { state in
      if let old = state.entries.removeValue(forKey: key) {
        state.order[old.lastUse] = nil
        state.size -= old.value.count + key.utf8.count
      }
      while state.size + cost > budget, state.oldest < state.clock {
        state.oldest += 1
        guard let victim = state.order.removeValue(forKey: state.oldest),
          let evicted = state.entries.removeValue(forKey: victim)
        else { continue }
        state.size -= evicted.value.count + victim.utf8.count
      }
      state.clock += 1
      state.entries[key] = Entry(value: value, lastUse: state.clock)
      state.order[state.clock] = key
      state.size += cost
    }
  }
}
