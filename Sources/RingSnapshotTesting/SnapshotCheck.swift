import FoundationEssentials
import RingKit

/// A check's result: the failure, if any, and the files to attach to a Swift Testing test.
struct SnapshotOutcome: Sendable {
  struct Attachment: Sendable {
    var name: String
    var bytes: [UInt8]
  }

  var failure: SnapshotFailure?
  var attachments: [Attachment] = []
}

/// One snapshot check: its settings and file names, and the steps images and text share.
struct SnapshotCheck {
  let settings: SnapshotSettings
  let location: SnapshotLocation

  /// Resolves settings and names, takes the snapshot (after naming it, so that a snapshot that
  /// cannot be taken still uses up its number) and compares it with its reference.
  static func run<Value, Format>(
    of value: () throws -> Value, as strategy: Snapshotting<Value, Format>, name: String?,
    tolerance: SnapshotTolerance?, record: SnapshotRecordMode?, callSite: CallSite
  ) -> SnapshotOutcome {
    let test = RunningTest.current
    var stem: String?
    do throws(SnapshotSetupError) {
      let settings = try SnapshotSettings.resolve(record: record, tolerance: tolerance)
      let location = try SnapshotLocation.resolve(callSite: callSite, name: name, settings: settings, test: test)
      stem = location.stem
      let files = try Self.files(of: value, as: strategy)
      if let key = test.key {
        for file in files {
          let path = location.reference(file.pathExtension)
          let owner = ReferenceClaims.Owner(test: key, name: name ?? location.identifier)
          if let other = ReferenceClaims.claim(path, by: owner) {
            throw SnapshotSetupError(ReferenceClaims.conflict(path, owner: owner, other: other))
          }
        }
      }
      let check = SnapshotCheck(settings: settings, location: location)
      return files.count == 1 ? check.single(files[0]) : check.several(files)
    } catch {
      let name = (stem ?? error.stem).map { "Snapshot \"\($0)\"" } ?? "The snapshot"
      return SnapshotOutcome(
        failure: SnapshotFailure(reason: .invalidSnapshot, message: "\(name) could not be taken: \(error.message)"))
    }
  }

  /// Takes the snapshot and turns it into files: the reference, then its companions.
  private static func files<Value, Format>(
    of value: () throws -> Value, as strategy: Snapshotting<Value, Format>
  ) throws(SnapshotSetupError) -> [SnapshotFile] {
    let snapshot: Snapshot<Format>
    let data: Data
    do {
      snapshot = try strategy.take(value())
    } catch {
      throw SnapshotSetupError("\(error)")
    }
    do {
      data = try snapshot.data ?? strategy.diffing.toData(snapshot.format)
    } catch {
      throw SnapshotSetupError("cannot encode the snapshot: \(error)")
    }
    let diffing = strategy.diffing
    let actual = snapshot.format
    var files = [
      SnapshotFile(pathExtension: strategy.pathExtension, data: data) { reference, tolerance in
        let expected: Format
        do {
          expected = try diffing.fromData(reference)
        } catch {
          return .unreadable("\(error)")
        }
        return diffing.diff(expected, actual, tolerance).map { .mismatch($0) } ?? .match
      }
    ]
    for companion in snapshot.companions {
      let lines = Diffing<String>.lines
      files.append(
        SnapshotFile(pathExtension: companion.pathExtension, data: Data(companion.text.utf8)) { reference, tolerance in
          lines.diff(String(decoding: reference, as: UTF8.self), companion.text, tolerance).map { .mismatch($0) }
            ?? .match
        })
    }
    return files
  }

  // MARK: - Steps shared by images and text

  /// `Snapshot "valueZero.no-dot"`.
  var title: String { "Snapshot \"\(location.stem)\"" }

  /// The line that tells how to make the actual image or text the reference.
  func acceptLine(_ what: String) -> String {
    let command = "\(SnapshotRecordMode.environmentVariable)=failed swift test --filter \(location.testName)"
    switch settings.record.source {
    case .argument, .scope:
      return
        "  to accept the actual \(what): set record mode failed where this test sets its record mode, or copy the actual file over the reference"
    case .ci:
      return
        "  to accept the actual \(what): \(command) where CI is not set, or copy the actual file over the reference"
    case .environment, .fallback:
      return "  to accept the actual \(what): \(command)"
    }
  }

  /// Removes the artifacts an earlier run of this snapshot left: its expected, actual and diff
  /// files, whatever it found then.
  func removeStaleArtifacts(_ files: [SnapshotFile]) {
    let extensions = Set(files.map(\.pathExtension) + ["png", "txt"])
    SnapshotFiles.remove(
      extensions.flatMap { ext in ["expected", "actual", "diff"].map { location.artifact($0, ext) } })
  }

  /// After a pass, removes this test file's artifacts folder, and the artifacts folder above
  /// it, when nothing is left in them: a passing run leaves no empty folders behind.
  func removeEmptyArtifactFolder() {
    let folder = location.artifactFolder
    let parent = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
    // The parent only when it is the default folder, not one the user named.
    if SnapshotFiles.removeFolderIfEmpty(folder), parent.hasSuffix("/.build/snapshot-artifacts") {
      _ = SnapshotFiles.removeFolderIfEmpty(parent)
    }
  }

  /// Writes a reference, or says why it could not.
  func record(_ data: Data, at path: String) -> String? {
    do throws(SnapshotFiles.Failure) {
      try SnapshotFiles.write(data, to: path)
      return nil
    } catch {
      return "could not record the reference \(path): \(error.reason)"
    }
  }

  /// Writes artifacts, collecting attachments and the problems met.
  struct ArtifactWriter {
    var attachments: [SnapshotOutcome.Attachment] = []
    var problems: [String] = []

    /// Writes `data` at `path`; returns the path, or nil when it could not be written.
    mutating func write(_ data: Data, at path: String) -> String? {
      attachments.append(.init(name: String(path.split(separator: "/").last ?? ""), bytes: [UInt8](data)))
      do throws(SnapshotFiles.Failure) {
        try SnapshotFiles.write(data, to: path)
        return path
      } catch {
        problems.append("could not write \(path): \(error.reason)")
        return nil
      }
    }

    /// A line naming the problems, or nothing.
    var problemLines: [String] { problems.isEmpty ? [] : ["  artifacts: " + problems.joined(separator: "; ")] }
  }
}
