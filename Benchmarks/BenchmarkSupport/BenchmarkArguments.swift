#if canImport(Glibc)
  import Glibc
#endif

/// A benchmark's `--name value` options. A name it does not know, a name without a value or
/// a value that is not a positive number prints the usage line and exits with status 64, so a
/// typo cannot quietly measure the defaults.
public struct BenchmarkArguments {
  private let values: [String: String]
  private let usage: String

  /// Reads the process's arguments; `names` are the accepted options, `usage` the line
  /// printed for anything else.
  public init(names: Set<String>, usage: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
    self.usage = usage
    var values: [String: String] = [:]
    var iterator = arguments.makeIterator()
    while let name = iterator.next() {
      guard names.contains(name), let value = iterator.next() else { Self.fail(usage) }
      values[name] = value
    }
    self.values = values
  }

  /// The option's text, or nil when it was not given.
  public func text(_ name: String) -> String? { values[name] }

  /// The option as a positive whole number, or `fallback` when it was not given.
  public func count(_ name: String, default fallback: Int) -> Int {
    guard let text = values[name] else { return fallback }
    guard let count = Int(text), count > 0 else { Self.fail(usage) }
    return count
  }

  /// The option as a positive number of seconds, or `fallback` when it was not given.
  public func seconds(_ name: String, default fallback: Double) -> Double {
    guard let text = values[name] else { return fallback }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0 else { Self.fail(usage) }
    return seconds
  }

  private static func fail(_ usage: String) -> Never {
    print("usage: \(usage)")
    exit(64)
  }
}
