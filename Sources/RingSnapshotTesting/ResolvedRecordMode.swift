/// A record mode with where it came from, for messages.
struct ResolvedRecordMode: Sendable, Hashable {
  enum Source: Sendable, Hashable {
    case argument, scope, environment, ci, fallback
  }

  var mode: SnapshotRecordMode
  var source: Source

  /// Resolves the mode from an assertion's argument, the scope's, and the environment.
  ///
  /// - Throws: a message when `RING_SNAPSHOT_RECORD` holds something else than a mode name
  ///   (checked even on CI: a misspelt setting is a bug wherever it runs).
  static func resolve(
    argument: SnapshotRecordMode?, scope: SnapshotRecordMode?, environment: [String: String]
  ) throws(SnapshotSetupError) -> ResolvedRecordMode {
    var fromEnvironment: SnapshotRecordMode?
    if let text = environment[SnapshotRecordMode.environmentVariable], !text.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
        let names = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        throw SnapshotSetupError(
          "\(SnapshotRecordMode.environmentVariable)=\(text) is not a record mode; use one of \(names)")
      }
      fromEnvironment = mode
    }
    if isCI(environment) { return ResolvedRecordMode(mode: .never, source: .ci) }
    if let argument { return ResolvedRecordMode(mode: argument, source: .argument) }
    if let scope { return ResolvedRecordMode(mode: scope, source: .scope) }
    if let fromEnvironment { return ResolvedRecordMode(mode: fromEnvironment, source: .environment) }
    return ResolvedRecordMode(mode: .missing, source: .fallback)
  }

  /// Whether `CI` is set to something other than empty, `0` or `false` (any case), as CI
  /// services set it (`true`, `1`, or a service name).
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false"].contains(value)
  }

  /// Why nothing was written, for a missing reference in ``SnapshotRecordMode/never`` mode.
  var whyNothingIsWritten: String {
    switch source {
    case .ci: "CI is set, so nothing is recorded"
    case .argument: "the assertion's record: argument is .never"
    case .scope: "withSnapshotTesting or the .snapshots trait sets record mode never"
    case .environment: "\(SnapshotRecordMode.environmentVariable)=never"
    case .fallback: "record mode is never"
    }
  }
}
