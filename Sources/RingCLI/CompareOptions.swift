import RingImageDiff
import RingKit

/// `ringgen compare`'s command line: the two paths and the tolerance, as pixelmatch and
/// Playwright name them.
struct CompareOptions: Sendable {
  var expected: String
  var actual: String
  /// pixelmatch's `threshold`, 0…1.
  var threshold = 0.1
  /// pixelmatch's `includeAA`: count anti-aliased pixels as differences.
  var includesAntialiasing = false
  /// Playwright's `maxDiffPixels`.
  var maxDiffPixels: Int?
  /// Playwright's `maxDiffPixelRatio`, 0…1.
  var maxDiffRatio: Double?
  /// Where to write diff images, or nil.
  var diffFolder: String?
  /// Write expected | actual | diff side by side instead of the diff alone.
  var triptych = false
  /// One JSON object a line instead of text.
  var json = false

  /// What `--help` asked for, or the options.
  enum Parsed {
    case help
    case compare(CompareOptions)
  }

  /// The flags as help lists them, with the defaults above.
  static let sections: [Command.OwnSection] = {
    let defaults = CompareOptions(expected: "", actual: "")
    return [
      Command.OwnSection(
        title: "TOLERANCE",
        options: [
          Command.OwnOption(
            ["--threshold"], "T", "Per-pixel colour threshold, 0 (exact) to 1 (lax), as pixelmatch's threshold.",
            default: FixedPoint.compact(defaults.threshold)),
          Command.OwnOption(["--include-aa"], "Count anti-aliased pixels as differing (pixelmatch's includeAA)."),
          Command.OwnOption(
            ["--max-diff-pixels"], "N", "A pair may have up to N differing pixels.",
            default: String(defaults.maxDiffPixels ?? 0)),
          Command.OwnOption(
            ["--max-diff-ratio"], "R",
            "A pair may have up to R × its pixels differing (0…1); with --max-diff-pixels too, the smaller budget wins."
          ),
        ]),
      Command.OwnSection(
        title: "OUTPUT",
        options: [
          Command.OwnOption(
            ["--diff"], "DIR",
            "Write a diff image for each pair that differs to DIR, named after the image: red differs, yellow anti-aliasing, grey unchanged."
          ),
          Command.OwnOption(["--triptych"], "With --diff: write expected | actual | diff side by side."),
          Command.OwnOption(
            ["--json"],
            "Print one JSON object per pair instead of a line of text."
          ),
        ]),
      Command.OwnSection(title: "GENERAL", options: [Command.OwnOption(["-h", "--help"], "Show this help.")]),
    ]
  }()

  static let names = Command.compare.ownFlags.map(\.name)

  static func parse(_ arguments: [String]) throws(CommandError) -> Parsed {
    var paths: [String] = []
    var options = CompareOptions(expected: "", actual: "")
    var index = 0
    var optionsEnded = false
    func value(_ name: String, _ inline: String?) throws(CommandError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw .usage("compare: \(name) needs a value (\(CompareCommand.usage))") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
        paths.append(argument)
        index += 1
        continue
      }
      guard argument != "--" else {
        optionsEnded = true
        index += 1
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let (name, inline) = (parts[0], parts.count > 1 ? parts[1] : nil)
      switch name {
      case "-h", "--help": return .help
      case "--threshold":
        let text = try value(name, inline)
        guard let number = Double(decimal: text), number.isFinite, (0...1).contains(number) else {
          throw .usage("compare: --threshold must be a number from 0 to 1, not '\(text)'")
        }
        options.threshold = number
      case "--max-diff-pixels":
        let text = try value(name, inline)
        guard let count = Int(text), count >= 0 else {
          throw .usage("compare: --max-diff-pixels must be a whole number, 0 or more, not '\(text)'")
        }
        options.maxDiffPixels = count
      case "--max-diff-ratio":
        let text = try value(name, inline)
        guard let ratio = Double(decimal: text), ratio.isFinite, (0...1).contains(ratio) else {
          throw .usage("compare: --max-diff-ratio must be a number from 0 to 1, not '\(text)'")
        }
        options.maxDiffRatio = ratio
      case "--diff":
        let folder = try value(name, inline)
        guard !folder.isEmpty else { throw .usage("compare: --diff needs a folder") }
        options.diffFolder = folder
      case "--include-aa", "--triptych", "--json":
        guard inline == nil else { throw .usage("compare: \(name) takes no value") }
        switch name {
        case "--include-aa": options.includesAntialiasing = true
        case "--triptych": options.triptych = true
        default: options.json = true
        }
      default:
        throw .usage(
          "compare: unknown option '\(name)'\(CommandLineParser.suggestion(for: name, among: names, quoted: false)); see ringgen compare --help"
        )
      }
      index += 1
    }
    guard paths.count == 2 else {
      throw .usage(
        "compare needs two paths, EXPECTED and ACTUAL, got \(paths.count == 0 ? "none" : "\(paths.count)") (\(CompareCommand.usage))"
      )
    }
    if options.triptych && options.diffFolder == nil { throw .usage("compare: --triptych needs --diff DIR") }
    options.expected = paths[0]
    options.actual = paths[1]
    return .compare(options)
  }

  /// The tolerance for an image of `pixels` pixels: Playwright's budget rule — no budget
  /// given allows 0 pixels, one given is the budget, both given the smaller wins.
  func tolerance(comparedPixels pixels: Int) -> SnapshotTolerance {
    var budgets: [Int] = []
    if let maxDiffPixels { budgets.append(maxDiffPixels) }
    if let maxDiffRatio { budgets.append(Int((maxDiffRatio * Double(pixels)).rounded(.down))) }
    return SnapshotTolerance(
      threshold: threshold, ignoresAntialiasing: !includesAntialiasing, allowedDifferingPixels: budgets.min() ?? 0)
  }
}
