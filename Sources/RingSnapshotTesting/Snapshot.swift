import FoundationEssentials

/// One snapshot taken: the format, the exact bytes to record when the strategy knows better
/// than ``Diffing/toData`` (a PNG with its pixel density and alt text), and companion files
/// checked alongside (the `.txt` beside an `.ans`).
struct Snapshot<Format> {
  var format: Format
  var data: Data?
  var companions: [SnapshotCompanion] = []
}

/// A file stored next to a reference, compared byte for byte with a line diff: the readable
/// copy of terminal output.
struct SnapshotCompanion: Sendable {
  var pathExtension: String
  var text: String
}
