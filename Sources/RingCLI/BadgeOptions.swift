import RingCairo
import RingKit

/// `ringgen badge`'s command line, and the same inputs from a `/badge.svg?…` query: the label,
/// the value, the style, thresholds, the format and the scale of a raster.
struct BadgeOptions: Sendable {
  var label: String?
  var value: String?
  var style: String?
  var thresholds: String?
  var format: String?
  var scale: String?
  var output: String?

  /// What `--help` asked for, or the options.
  enum Parsed {
    case help
    case badge(BadgeOptions)
  }

  /// The formats a badge is written in.
  static let formats: [ImageFormat] = [.svg, .png, .webp]

  /// The flags badge shares with rings, spelt as the key table spells them.
  static let thresholdsFlag = RenderSpec.Key.thresholds.descriptor.flag
  static let formatFlag = RenderSpec.Key.format.descriptor.flag
  static let scaleFlag = RenderSpec.Key.scale.descriptor.flag
  static let outputFlags = RenderSpec.Key.output.descriptor.flagNames

  static let usage = "ringgen badge LABEL VALUE[/MAX] [--style S] [--thresholds P:COLOR,…] [--scale S] -o FILE"

  /// The flags, as help lists them and as the parser applies them.
  static let flags = OwnFlagTable<BadgeOptions>(groups: [
    (
      "BADGE",
      [
        OwnFlag(
          ["--style"], Badge.Style.nameList,
          "shields.io's style: flat (rounded, a light gradient, shadowed text), flat-square, or for-the-badge (28 px, upper case).",
          default: Badge.Style.flat.rawValue
        ) { options, flag throws(CommandError) in options.style = try flag.value() },
        OwnFlag(
          [thresholdsFlag], "P:COLOR,…",
          "The value's colour from each percentage on, as for rings (red below the first); by default shields' coverage scale: red at 0 %, yellow below 80 %, yellowgreen below 90 %, green below 100 %, brightgreen at 100 %."
        ) { options, flag throws(CommandError) in options.thresholds = try flag.value() },
      ]
    ),
    (
      "OUTPUT",
      [
        OwnFlag(outputFlags, "FILE", "Where to write: .svg, .png or .webp, or - for standard output.") {
          options, flag throws(CommandError) in options.output = try flag.value()
        },
        OwnFlag([formatFlag], "svg|png|webp", "The format, when the extension does not say it.") {
          options, flag throws(CommandError) in options.format = try flag.value()
        },
        OwnFlag([scaleFlag], "S", "Pixels per SVG pixel of a PNG or WebP (2 for high-density screens).", default: "1") {
          options, flag throws(CommandError) in options.scale = try flag.value()
        },
      ]
    ),
    ("GENERAL", [.help]),
  ])

  /// The flags as help lists them.
  static var sections: [Command.OwnSection] { flags.sections }

  static let names = Command.badge.ownFlags.map(\.name)

  static func parse(_ arguments: [String]) throws(CommandError) -> Parsed {
    var positionals: [String] = []
    var options = BadgeOptions()
    var index = 0
    var optionsEnded = false
    func value(_ name: String, _ inline: String?) throws(CommandError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw .usage("badge: \(name) needs a value (\(usage))") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      // A value such as -5 is a positional here; the badge refuses it as a number below 0.
      guard !optionsEnded, argument.hasPrefix("-"), argument != "-", Double(decimal: argument) == nil else {
        positionals.append(argument)
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
      guard let flag = flags.flag(named: name) else {
        throw .usage(
          "badge: unknown option '\(name)'\(CommandLineParser.suggestion(for: name, among: names, quoted: false)); see ringgen badge --help"
        )
      }
      switch flag.action {
      case .help: return .help
      case .set(let set):
        try set(
          &options,
          FlagArgument(name: name, inline: inline, shown: name) { () throws(CommandError) in try value(name, inline) })
      }
      index += 1
    }
    guard positionals.count == 2 else {
      throw .usage(
        "badge needs LABEL and VALUE[/MAX], got \(positionals.count == 0 ? "none" : "\(positionals.count) arguments") (\(usage))"
      )
    }
    options.label = positionals[0]
    options.value = positionals[1]
    return .badge(options)
  }

  /// The badge these inputs describe; bad input names the input (`--style`, `VALUE`).
  func badge() throws(CommandError) -> Badge {
    let style: Badge.Style
    if let text = self.style {
      guard let named = Badge.Style(rawValue: text) else {
        throw .usage("badge: --style: expected \(Badge.Style.nameList), got '\(text)'")
      }
      style = named
    } else {
      style = .flat
    }
    var thresholds: [RingThreshold]?
    if let text = self.thresholds {
      do throws(RingValidationError) { thresholds = try RingThreshold.parseList(text) } catch {
        throw .usage("badge: --thresholds: \(error.reason)")
      }
    }
    do throws(RingValidationError) {
      let (number, maxValue) = try Badge.parseValue(value ?? "")
      return try Badge(label: label ?? "", value: number, maxValue: maxValue, style: style, thresholds: thresholds)
    } catch {
      let input =
        switch error.property {
        case RenderSpec.Key.label.rawValue: "LABEL"
        case RenderSpec.Key.value.rawValue: "VALUE"
        default: error.property.uppercased()
        }
      throw .usage("badge: \(input): \(error.reason)")
    }
  }

  /// The pixels per SVG pixel: `--scale`, 1 by default; at most 16.
  func pixelScale() throws(CommandError) -> Double {
    guard let text = scale else { return 1 }
    guard let number = Double(decimal: text), number.isFinite, number > 0, number <= 16 else {
      throw .usage("badge: --scale: expected a number above 0 and at most 16, got '\(text)'")
    }
    return number
  }

  /// The format: `--format`, else the output's extension; SVG for `-`.
  func resolvedFormat() throws(CommandError) -> ImageFormat {
    let list = Self.formats.map(\.name).joined(separator: "|")
    if let text = format {
      guard let named = ImageFormat(rawValue: text), Self.formats.contains(named) else {
        throw .usage("badge: --format: expected \(list), got '\(text)'")
      }
      return named
    }
    guard let output, output != "-" else { return .svg }
    guard let named = ImageFormat(pathExtensionOf: output), Self.formats.contains(named) else {
      throw .usage("badge: cannot tell the format of '\(output)'; name it .svg, .png or .webp, or use --format \(list)")
    }
    return named
  }

  /// The badge's bytes in `format`.
  static func render(_ badge: Badge, as format: ImageFormat, scale: Double) throws(CommandError) -> [UInt8] {
    do throws(RenderError) {
      switch format {
      case .png: return Array(try badge.pngData(scale: scale))
      case .webp: return Array(try badge.webpData(scale: scale))
      default: return Array(try badge.svg().utf8)
      }
    } catch {
      throw CommandError(error)
    }
  }
}
