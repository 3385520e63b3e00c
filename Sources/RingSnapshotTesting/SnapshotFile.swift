import FoundationEssentials
import RingImageDiff

/// One file of a snapshot: its extension, the bytes to record, and how to compare a
/// reference's bytes with it.
struct SnapshotFile {
  enum Verdict {
    case match
    case unreadable(String)
    case mismatch(SnapshotDifference)
  }

  var pathExtension: String
  var data: Data
  var compare: (_ reference: Data, _ tolerance: SnapshotTolerance) -> Verdict

  /// What the message calls the file: `image`, `text` or `snapshot`.
  var noun: String {
    switch pathExtension {
    case "png", "pdf": "image"
    case "txt", "ans", "svg", "json": "text"
    default: "snapshot"
    }
  }
}
