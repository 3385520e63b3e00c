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
  /// A file only in ACTUAL fails the run (exit 1) instead of being reported only.
  var failOnNew = false
  /// A file only in EXPECTED is reported only, instead of failing the run.
  var allowDeleted = false
  /// Where to write a JUnit XML report, or nil.
  var junitPath: String?
  /// Where to write the HTML report, or nil.
  var reportPath: String?
  /// Which of EXPECTED's files `--update` replaces with ACTUAL's, or nil for none.
  var update: UpdateMode?
  /// Rectangles of pixels left out (`--ignore X,Y,W,H`), in the order given.
  var ignoredRectangles: [IgnoredRectangle] = []
  /// An image whose non-transparent pixels are left out (`--mask`), or nil.
  var maskPath: String?
  /// How diff images are painted (`--diff-color`, `--aa-color`, `--alpha`, `--diff-mask`).
  var diffStyle = DiffStyle.default

  /// `--ignore X,Y,W,H`: a rectangle of pixels, from the top-left pixel.
  struct IgnoredRectangle: Sendable, Hashable, CustomStringConvertible {
    var x: Int, y: Int, width: Int, height: Int
    /// `10,20,30,40`, as given.
    var description: String { "\(x),\(y),\(width),\(height)" }
  }

  /// What `--update` accepts.
  enum UpdateMode: Sendable {
    /// Differing and new files are copied from ACTUAL (`--update`).
    case changed
    /// And files only in EXPECTED are removed (`--update=all`).
    case all
  }

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
        title: "WHAT IS COMPARED",
        options: [
          Command.OwnOption(
            ["--ignore"], "X,Y,W,H",
            "Leave out the W × H px rectangle whose top-left pixel is X,Y (repeatable): its pixels never count, and diff images show them dark grey. It must lie inside the image."
          ),
          Command.OwnOption(
            ["--mask"], "MASK.png",
            "Leave out the pixels that are not transparent in MASK.png, an image of the compared images' size."),
        ]),
      Command.OwnSection(
        title: "DIFF IMAGE",
        options: [
          Command.OwnOption(
            ["--diff-color"], "R,G,B", "The colour of differing pixels (pixelmatch's diffColor).",
            default: "255,0,0"),
          Command.OwnOption(
            ["--aa-color"], "R,G,B", "The colour of anti-aliased pixels (pixelmatch's aaColor).",
            default: "255,255,0"),
          Command.OwnOption(
            ["--alpha"], "A", "How much of unchanged pixels shows, 0 (white) to 1 (pixelmatch's alpha).",
            default: FixedPoint.compact(defaults.diffStyle.alpha)),
          Command.OwnOption(
            ["--diff-mask"],
            "Paint only the differing pixels, on transparency (pixelmatch's diffMask)."),
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
            "Print one JSON object per pair instead of a line of text, with its status: same, differs, size, new, deleted or unreadable."
          ),
          Command.OwnOption(
            ["--report"], "FILE.html",
            "Write one self-contained HTML page for review: the counts, then each pair that is not the same with expected, actual and diff, a wipe slider, blink and zoom."
          ),
          Command.OwnOption(
            ["--junit"], "FILE",
            "Write a JUnit XML report to FILE: one testcase per pair, a failure with the numbers for each that fails."
          ),
        ]),
      Command.OwnSection(
        title: "FOLDERS",
        options: [
          Command.OwnOption(
            ["--fail-on-new"], "A file only in ACTUAL (new) fails the run; without it, new files are only reported."),
          Command.OwnOption(
            ["--allow-deleted"],
            "A file only in EXPECTED (deleted) is only reported; without it, a deleted file fails the run."),
          Command.OwnOption(
            ["--update"],
            "Accept the changes: copy ACTUAL's differing and new files over EXPECTED's, printing each; --update=all also removes EXPECTED's files that ACTUAL lacks."
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
      case "--ignore":
        options.ignoredRectangles.append(try rectangle(try value(name, inline)))
      case "--mask":
        let path = try value(name, inline)
        guard !path.isEmpty else { throw .usage("compare: --mask needs an image") }
        options.maskPath = path
      case "--diff-color", "--aa-color":
        let color = try Self.color(try value(name, inline), flag: name)
        if name == "--diff-color" {
          options.diffStyle.differingColor = color
        } else {
          options.diffStyle.antialiasedColor = color
        }
      case "--alpha":
        let text = try value(name, inline)
        guard let number = Double(decimal: text), number.isFinite, (0...1).contains(number) else {
          throw .usage("compare: --alpha must be a number from 0 to 1, not '\(text)'")
        }
        options.diffStyle.alpha = number
      case "--junit", "--report":
        let file = try value(name, inline)
        guard !file.isEmpty else { throw .usage("compare: \(name) needs a file") }
        if name == "--junit" { options.junitPath = file } else { options.reportPath = file }
      case "--update":
        switch inline {
        case nil: options.update = .changed
        case "all": options.update = .all
        case let other?: throw .usage("compare: --update takes no value or =all, not '\(other)'")
        }
      case "--include-aa", "--triptych", "--json", "--fail-on-new", "--allow-deleted", "--diff-mask":
        guard inline == nil else { throw .usage("compare: \(name) takes no value") }
        switch name {
        case "--include-aa": options.includesAntialiasing = true
        case "--triptych": options.triptych = true
        case "--fail-on-new": options.failOnNew = true
        case "--allow-deleted": options.allowDeleted = true
        case "--diff-mask": options.diffStyle.diffMask = true
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

  /// `X,Y,W,H`: four whole numbers, the size at least 1 × 1.
  private static func rectangle(_ text: String) throws(CommandError) -> IgnoredRectangle {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
      let height = numbers[3], x >= 0, y >= 0, width >= 1, height >= 1
    else {
      throw .usage(
        "compare: --ignore must be X,Y,W,H: whole numbers, X and Y 0 or more, W and H 1 or more, not '\(text)'")
    }
    return IgnoredRectangle(x: x, y: y, width: width, height: height)
  }

  /// `R,G,B`: three whole numbers from 0 to 255.
  private static func color(_ text: String, flag: String) throws(CommandError) -> DiffStyle.Color {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { UInt8($0) }
    guard numbers.count == 3, let red = numbers[0], let green = numbers[1], let blue = numbers[2] else {
      throw .usage("compare: \(flag) must be R,G,B: three whole numbers from 0 to 255, not '\(text)'")
    }
    return DiffStyle.Color(red: red, green: green, blue: blue)
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

extension CompareOptions {
  /// Whether the pair fails the run: it differs (in pixels or size), or is deleted without
  /// `--allow-deleted`, or new with `--fail-on-new`. An unreadable file is bad input instead
  /// (exit 64), and a pair that `--update` accepted no longer fails.
  func fails(_ result: ImagePairResult) -> Bool {
    guard result.update == nil else { return false }
    switch result.status {
    case .same, .unreadable: return false
    case .differs, .size: return true
    case .new: return failOnNew
    case .deleted: return !allowDeleted
    }
  }

  /// The exit status for the pairs: 1 when one fails otherwise than by its size, else 2 when
  /// one fails by its size, else 0.
  func exitStatus(_ results: [ImagePairResult]) -> Int32 {
    let failing = results.filter(fails)
    if failing.contains(where: { $0.status != .size }) { return 1 }
    return failing.isEmpty ? 0 : 2
  }
}
