import FoundationEssentials

extension Snapshotting where Value: Encodable & SendableMetatype, Format == String {
  /// Any `Encodable` value as pretty-printed JSON with sorted keys, in `<name>.json`,
  /// compared as text with a line diff. Encoding errors fail the assertion.
  public static var dump: Self {
    Snapshotting(pathExtension: "json", diffing: .lines) { value in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
  }
}
