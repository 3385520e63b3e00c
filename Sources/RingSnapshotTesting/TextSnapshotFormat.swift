/// How a text snapshot is stored and compared. Text is always compared byte for byte.
public enum TextSnapshotFormat: Sendable, Hashable, CaseIterable {
  /// Terminal output with ANSI escape sequences (colours, cursor moves): `<name>.ans` holds
  /// its exact bytes, and `<name>.txt` the same text with every escape sequence removed, which
  /// a person can read in a diff or a code review. Both must match.
  case ansi
  /// Plain text in `<name>.txt`.
  case text
}

extension TextSnapshotFormat {
  /// The strategy the format stands for.
  var strategy: Snapshotting<String, String> {
    switch self {
    case .ansi: .ansiText
    case .text: .lines
    }
  }
}
