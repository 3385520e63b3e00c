import Synchronization

/// Which test, and which name in it, used which reference file in this process, so that two
/// assertions that would share one file fail instead of overwriting each other's references:
/// the same function name in two suites of one file, or two names that map to one file name
/// in one test (`named: "50%"` and `named: "50"`).
enum ReferenceClaims {
  /// Who holds a reference file.
  struct Owner: Sendable, Hashable {
    var test: String
    /// The `named:` argument as given (or the counter).
    var name: String
  }

  private static let owners = Mutex<[String: Owner]>([:])

  /// Records that `owner` uses `path`; returns the other owner that already did, if any.
  static func claim(_ path: String, by owner: Owner) -> Owner? {
    owners.withLock { owners in
      if let other = owners[path], other != owner { return other }
      owners[path] = owner
      return nil
    }
  }

  /// Why `owner` cannot use `path`, which `other` holds.
  static func conflict(_ path: String, owner: Owner, other: Owner) -> String {
    if other.test != owner.test {
      return "\(path) is also the reference of \(other.test); give one of the two assertions a different named:"
    }
    return
      "named: \"\(owner.name)\" and named: \"\(other.name)\" both map to \(path) (a file name keeps only ASCII letters, digits and _ of a name); give one of them another name"
  }
}
