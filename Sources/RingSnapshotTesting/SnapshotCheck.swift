import FoundationEssentials
import RingKit

/// What an assertion checks.
enum SnapshotSubject: Sendable {
  /// An image as pixels, and as the PNG bytes to record for it.
  case image(RingRaster, png: Data)
  case text(String, TextSnapshotFormat)

  /// The reference file extensions, the first being the main one.
  var extensions: [String] {
    switch self {
    case .image: ["png"]
    case .text(_, .ansi): ["ans", "txt"]
    case .text(_, .text): ["txt"]
    }
  }
}

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
  static func run(
    name: String?, tolerance: SnapshotTolerance?, record: SnapshotRecordMode?, callSite: CallSite,
    subject makeSubject: () throws(SnapshotSetupError) -> SnapshotSubject
  ) -> SnapshotOutcome {
    let test = RunningTest.current
    var stem: String?
    do throws(SnapshotSetupError) {
      let settings = try SnapshotSettings.resolve(record: record, tolerance: tolerance)
      let location = try SnapshotLocation.resolve(callSite: callSite, name: name, settings: settings, test: test)
      stem = location.stem
      let subject = try makeSubject()
      if let key = test.key {
        for ext in subject.extensions {
          let path = location.reference(ext)
          if let other = ReferenceClaims.claim(path, by: key) {
            throw SnapshotSetupError(
              "\(path) is also the reference of \(other); give one of the two assertions a different named:")
          }
        }
      }
      let check = SnapshotCheck(settings: settings, location: location)
      switch subject {
      case .image(let raster, let png): return check.image(raster, png: png)
      case .text(let text, let format): return check.text(text, format: format)
      }
    } catch {
      let name = (stem ?? error.stem).map { "Snapshot \"\($0)\"" } ?? "The snapshot"
      return SnapshotOutcome(
        failure: SnapshotFailure(reason: .invalidSnapshot, message: "\(name) could not be taken: \(error.message)"))
    }
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
