import Foundation
import RingCairo
import RingKit
import Testing

@testable import RingSnapshotTesting

/// A temporary package-like folder for snapshot tests: references go to `<root>/Snapshots`,
/// artifacts to `<root>/artifacts`, and the environment is exactly `environment` (so the
/// tests behave the same whether or not the suite itself runs with `CI` set). Removed at the
/// end of `body`.
struct Sandbox {
  let root: URL
  let environment: [String: String]

  var snapshots: String { root.appendingPathComponent("Snapshots").path }
  var artifacts: String { root.appendingPathComponent("artifacts").path }

  /// Runs `body` with a fresh sandbox as the snapshot configuration.
  static func run<Result>(
    environment: [String: String] = [:], counter: Bool = false, _ body: (Sandbox) throws -> Result
  ) throws -> Result {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ring-snapshot-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let sandbox = Sandbox(root: root, environment: environment)
    var configuration = SnapshotConfiguration.current
    configuration.snapshotsDirectory = sandbox.snapshots
    configuration.artifactsDirectory = sandbox.artifacts
    configuration.environment = environment
    if counter { configuration.counter = SnapshotCounter() }
    return try SnapshotConfiguration.$current.withValue(configuration) { try body(sandbox) }
  }

  /// The reference path for `file` (without `.swift`), test function `test` and `name`.
  func reference(_ test: String, _ name: String, file: String = "VerifySnapshotTests", ext: String = "png") -> String {
    "\(snapshots)/\(file)/\(test).\(name).\(ext)"
  }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  func read(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// Every file under the sandbox, relative to it, sorted.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }
}
