/// Where one snapshot's files go:
///
/// - references: `<package root>/Snapshots/<TestFileName>/<testName>.<name or counter>.<ext>`;
/// - artifacts: `<artifacts>/<TestFileName>/<testName>.<name or counter>.<kind>.<ext>`, where
///   `<artifacts>` is `$RING_SNAPSHOT_ARTIFACTS` or `<package root>/.build/snapshot-artifacts`.
///
/// `<testName>` is the calling function's name without its argument list, and `<name>` the
/// `named:` argument; in both, each run of characters other than ASCII letters, digits and
/// `_` becomes one `-`, and `-` is trimmed from the ends.
struct SnapshotLocation: Sendable, Hashable {
  /// The test file's name without `.swift`.
  var fileName: String
  /// The sanitized function name.
  var testName: String
  /// The sanitized `named:`, or the counter.
  var identifier: String
  /// `<package root>/Snapshots/<TestFileName>`, absolute.
  var referenceFolder: String
  /// `<artifacts>/<TestFileName>`, absolute.
  var artifactFolder: String

  /// `<testName>.<identifier>`.
  var stem: String { "\(testName).\(identifier)" }

  /// The reference file with extension `ext`.
  func reference(_ ext: String) -> String { "\(referenceFolder)/\(stem).\(ext)" }

  /// The artifact `kind` (`expected`, `actual`, `diff`) with extension `ext`.
  func artifact(_ kind: String, _ ext: String) -> String { "\(artifactFolder)/\(stem).\(kind).\(ext)" }

  static func resolve(
    callSite: CallSite, name: String?, settings: SnapshotSettings, test: RunningTest
  ) throws(SnapshotSetupError) -> SnapshotLocation {
    let filePath = callSite.path
    let fileName = String(filePath.split(separator: "/").last ?? "").replacing(/\.swift$/, with: "")
    let testName = sanitized(String(callSite.function.prefix { $0 != "(" }))
    guard !testName.isEmpty, !fileName.isEmpty else {
      throw SnapshotSetupError("cannot name a snapshot from the file \(filePath) and the function \(callSite.function)")
    }

    let identifier: String
    if let name {
      identifier = sanitized(name)
      guard !identifier.isEmpty else {
        throw SnapshotSetupError("the snapshot name \"\(name)\" has no letters or digits to name a file with")
      }
    } else if test.isParameterized {
      throw SnapshotSetupError(
        "\(callSite.function) is a parameterized test: pass named: built from its arguments, so that each case has its own reference"
      )
    } else {
      let key = "\(test.key ?? "unknown test")|\(filePath)|\(callSite.function)"
      identifier = String(settings.counter.next(for: key))
    }

    var snapshots = settings.snapshotsDirectory
    var artifacts = settings.artifactsDirectory
    if snapshots == nil || artifacts == nil {
      guard let root = PackageRoot.of(filePath: filePath) else {
        throw SnapshotSetupError(
          "no Package.swift in any folder above \(filePath), so there is no package root for Snapshots/",
          stem: "\(testName).\(identifier)")
      }
      snapshots = snapshots ?? "\(root)/Snapshots"
      artifacts = artifacts ?? "\(root)/.build/snapshot-artifacts"
    }
    return SnapshotLocation(
      fileName: fileName, testName: testName, identifier: identifier,
      referenceFolder: "\(snapshots!)/\(fileName)", artifactFolder: "\(artifacts!)/\(fileName)")
  }

  /// Runs of characters other than ASCII letters, digits and `_` as one `-`, trimmed.
  static func sanitized(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") {
        if pendingDash && !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result
  }
}
