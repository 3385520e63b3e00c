import Synchronization

/// Which test used which reference file in this process, so that two tests that would share
/// one file (the same function name in two suites of one file, say) fail instead of
/// overwriting each other's references.
enum ReferenceClaims {
  private static let owners = Mutex<[String: String]>([:])

  /// Records that `test` uses `path`; returns the other test that already did, if any.
  static func claim(_ path: String, by test: String) -> String? {
    owners.withLock { owners in
      if let owner = owners[path], owner != test { return owner }
      owners[path] = test
      return nil
    }
  }
}
