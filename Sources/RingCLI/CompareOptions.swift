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

  /// The flags, as help lists them (with the defaults above) and as the parser applies them.
  static let flags: OwnFlagTable<CompareOptions> = {
    let defaults = CompareOptions(expected: "", actual: "")
    return OwnFlagTable(groups: [
      (
        "TOLERANCE",
        [
          OwnFlag(
            ["--threshold"], "T", "Per-pixel colour threshold, 0 (exact) to 1 (lax), as pixelmatch's threshold.",
            default: FixedPoint.compact(defaults.threshold)
          ) { options, flag throws(CommandError) in
            options.threshold = try fraction(flag, "a number from 0 to 1")
          },
          switchFlag(["--include-aa"], "Count anti-aliased pixels as differing (pixelmatch's includeAA).") {
            $0.includesAntialiasing = true
          },
          OwnFlag(
            ["--max-diff-pixels"], "N", "A pair may have up to N differing pixels.",
            default: String(defaults.maxDiffPixels ?? 0)
          ) { options, flag throws(CommandError) in
            let text = try flag.value()
            guard let count = Int(text), count >= 0 else {
              throw .usage("compare: \(flag.name) must be a whole number, 0 or more, not '\(text)'")
            }
            options.maxDiffPixels = count
          },
          OwnFlag(
            ["--max-diff-ratio"], "R",
            "A pair may have up to R × its pixels differing (0…1); with --max-diff-pixels too, the smaller budget wins."
          ) { options, flag throws(CommandError) in
            options.maxDiffRatio = try fraction(flag, "a number from 0 to 1")
          },
        ]
      ),
      (
        "WHAT IS COMPARED",
        [
          OwnFlag(
            ["--ignore"], "X,Y,W,H",
            "Leave out the W × H px rectangle whose top-left pixel is X,Y (repeatable): its pixels never count, and diff images show them dark grey. It must lie inside the image."
          ) { options, flag throws(CommandError) in
            options.ignoredRectangles.append(try rectangle(try flag.value()))
          },
          OwnFlag(
            ["--mask"], "MASK.png",
            "Leave out the pixels that are not transparent in MASK.png, an image of the compared images' size."
          ) { options, flag throws(CommandError) in
            options.maskPath = try path(flag, "an image")
          },
        ]
      ),
      (
        "DIFF IMAGE",
        [
          OwnFlag(
            ["--diff-color"], "R,G,B", "The colour of differing pixels (pixelmatch's diffColor).", default: "255,0,0"
          ) { options, flag throws(CommandError) in
            options.diffStyle.differingColor = try color(try flag.value(), flag: flag.name)
          },
          OwnFlag(
            ["--aa-color"], "R,G,B", "The colour of anti-aliased pixels (pixelmatch's aaColor).", default: "255,255,0"
          ) { options, flag throws(CommandError) in
            options.diffStyle.antialiasedColor = try color(try flag.value(), flag: flag.name)
          },
          OwnFlag(
            ["--alpha"], "A", "How much of unchanged pixels shows, 0 (white) to 1 (pixelmatch's alpha).",
            default: FixedPoint.compact(defaults.diffStyle.alpha)
          ) { options, flag throws(CommandError) in
            options.diffStyle.alpha = try fraction(flag, "a number from 0 to 1")
          },
          switchFlag(["--diff-mask"], "Paint only the differing pixels, on transparency (pixelmatch's diffMask).") {
            $0.diffStyle.diffMask = true
          },
        ]
      ),
      (
        "OUTPUT",
        [
          OwnFlag(
            ["--diff"], "DIR",
            "Write a diff image for each pair that differs to DIR, named after the image: red differs, yellow anti-aliasing, grey unchanged."
          ) { options, flag throws(CommandError) in
            options.diffFolder = try path(flag, "a folder")
          },
          switchFlag(["--triptych"], "With --diff: write expected | actual | diff side by side.") {
            $0.triptych = true
          },
          switchFlag(
            ["--json"],
            "Print one JSON object per pair instead of a line of text, with its status: same, differs, size, new, deleted or unreadable."
          ) { $0.json = true },
          OwnFlag(
            ["--report"], "FILE.html",
            "Write one self-contained HTML page for review: the counts, then each pair that is not the same with expected, actual and diff, a wipe slider, blink and zoom."
          ) { options, flag throws(CommandError) in
            options.reportPath = try path(flag, "a file")
          },
          OwnFlag(
            ["--junit"], "FILE",
            "Write a JUnit XML report to FILE: one testcase per pair, a failure with the numbers for each that fails."
          ) { options, flag throws(CommandError) in
            options.junitPath = try path(flag, "a file")
          },
        ]
      ),
      (
        "FOLDERS",
        [
          switchFlag(
            ["--fail-on-new"], "A file only in ACTUAL (new) fails the run; without it, new files are only reported."
          ) { $0.failOnNew = true },
          switchFlag(
            ["--allow-deleted"],
            "A file only in EXPECTED (deleted) is only reported; without it, a deleted file fails the run."
          ) { $0.allowDeleted = true },
          OwnFlag(
            ["--update"],
            "Accept the changes: copy ACTUAL's differing and new files over EXPECTED's, printing each; --update=all also removes EXPECTED's files that ACTUAL lacks."
          ) { options, flag throws(CommandError) in
            switch flag.inline {
            case nil: options.update = .changed
            case "all": options.update = .all
            case let other?: throw .usage("compare: \(flag.name) takes no value or =all, not '\(other)'")
            }
          },
        ]
      ),
      ("GENERAL", [.help]),
    ])
  }()

  /// The flags as help lists them.
  static var sections: [Command.OwnSection] { flags.sections }

  /// A switch: refuses a value (`--json=1`), then sets what `set` sets.
  private static func switchFlag(
    _ spellings: [String], _ help: String, set: @escaping @Sendable (inout CompareOptions) -> Void
  ) -> OwnFlag<CompareOptions> {
    OwnFlag(spellings, help) { options, flag throws(CommandError) in
      guard flag.inline == nil else { throw .usage("compare: \(flag.name) takes no value") }
      set(&options)
    }
  }

  /// A flag's value as a number from 0 to 1.
  private static func fraction(_ flag: FlagArgument, _ expected: String) throws(CommandError) -> Double {
    let text = try flag.value()
    guard let number = Double(decimal: text), number.isFinite, (0...1).contains(number) else {
      throw .usage("compare: \(flag.name) must be \(expected), not '\(text)'")
    }
    return number
  }

  /// A flag's value as a path that is not empty (`what`: "a folder", "a file").
  private static func path(_ flag: FlagArgument, _ what: String) throws(CommandError) -> String {
    let path = try flag.value()
    guard !path.isEmpty else { throw .usage("compare: \(flag.name) needs \(what)") }
    return path
  }

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
      let given = FlagArgument(name: name, inline: inline, shown: name) { () throws(CommandError) in
        try value(name, inline)
      }
      guard try flags.apply(given, to: &options, unknown: { flags.unknownOption($0, of: "compare") }) else {
        return .help
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
