import Synchronization

/// Numbers a test's unnamed snapshots 1, 2, 3… in the order its assertions run.
///
/// Keys name a test and a call site's function, so that one counter can serve many tests.
final class SnapshotCounter: Sendable {
  /// The counter for tests that run without the `.snapshots` trait.
  static let shared = SnapshotCounter()

  private let counts = Mutex<[String: Int]>([:])

  /// The next number for `key`, from 1.
  func next(for key: String) -> Int {
    counts.withLock { counts in
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }

  /// Forgets every key that starts with `prefix`, so those tests count from 1 again.
  func reset(prefix: String) {
    counts.withLock { counts in
      counts = counts.filter { !$0.key.hasPrefix(prefix) }
    }
  }
}
