import RingKit

/// How a command reports, and what `batch` takes of its input: the options that are about the
/// run rather than about a ring.
struct RunSettings: Sendable, Hashable {
  /// A key forced over every line of a batch (`--override KEY=VALUE`), as its flag's text.
  struct Override: Sendable, Hashable {
    /// The JSON key, as in a spec.
    var key: String
    /// The value, read as the key's flag reads it.
    var value: String
  }

  /// A slice of a batch's lines (`--shard I/N`): those whose line number modulo ``count`` is
  /// ``index``, so that N engines can each take one without splitting the file.
  struct Shard: Sendable, Hashable {
    /// Which slice, 0 ≤ index < count.
    var index: Int
    /// How many slices.
    var count: Int

    /// Whether the slice has line `line` (1-based, as messages number lines).
    func contains(line: Int) -> Bool { line % count == index }
  }

  /// No success summaries and no warnings (`--quiet`); errors are still reported.
  var quiet = false
  /// One JSON object per output on standard output (`--json`), for scripts.
  var json = false
  /// Keys forced over every batch line, in the order given.
  var overrides: [Override] = []
  /// The lines this batch takes, or nil for all.
  var shard: Shard?
  /// Whether a render writes `FILE.svg`, `FILE-light.png` and `FILE-dark.png` and prints the
  /// `<picture>` that shows them (`--picture-html`).
  var pictureHTML = false
  /// The fields of `watch`'s dashboard (`--fields cpu,mem`), or nil to take them from the input.
  var fields: [String]?
}

extension RunSettings.Override {
  /// Reads `KEY=VALUE`; the key must be one a batch line may give (not `output`). `preset`
  /// is one: the ring then starts from it, whatever the line's own.
  init(reading text: String) throws(InputError) {
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
      throw InputError("expected KEY=VALUE such as size=64, got '\(text)'")
    }
    let key = String(text[..<equals])
    let keys = Option.all.compactMap { option -> String? in
      switch option.action {
      case .set, .preset: option.jsonKey
      default: nil
      }
    }
    guard keys.contains(key) else {
      throw InputError(
        "unknown key \"\(key)\"\(CommandLineParser.suggestion(for: key, among: keys, quoted: true)); the keys are --spec's"
      )
    }
    guard key != RenderSpec.Key.output.rawValue else {
      throw InputError("\"output\" cannot be forced: each line names its own file")
    }
    self.init(key: key, value: String(text[text.index(after: equals)...]))
  }
}

extension RunSettings.Shard {
  /// Reads `I/N`: whole numbers with 0 ≤ I < N ≤ 1 000 000.
  init(reading text: String) throws(InputError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...1_000_000).contains(count),
      (0..<count).contains(index)
    else {
      throw InputError("expected I/N with 0 ≤ I < N, such as 0/4, got '\(text)'")
    }
    self.init(index: index, count: count)
  }
}
