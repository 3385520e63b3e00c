/// A snapshot setting that cannot be used: a bad environment variable, tolerance or name.
struct SnapshotSetupError: Error, Sendable, Hashable, CustomStringConvertible {
  var message: String
  /// The snapshot's `<testName>.<name>`, when it was known at the time.
  var stem: String?

  init(_ message: String, stem: String? = nil) {
    self.message = message
    self.stem = stem
  }

  var description: String { message }
}
