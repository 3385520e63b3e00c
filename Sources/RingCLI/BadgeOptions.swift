import RingCairo
import RingKit
import RingRenderer

/// `ringgen badge`'s command line: its flags, read into the renderer's ``BadgeRequest``.
typealias BadgeOptions = BadgeRequest

extension BadgeRequest {
  /// What `--help` asked for, or the options.
  enum Parsed {
    case help
    case badge(BadgeOptions)
  }

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
          styleHelp,
          default: Badge.Style.flat.rawValue
        ) { options, flag throws(CommandError) in options.style = try flag.value() },
        OwnFlag(
          [thresholdsFlag], "P:COLOR,…", thresholdsHelp
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
        OwnFlag([scaleFlag], "S", scaleHelp, default: defaultScale) {
          options, flag throws(CommandError) in options.scale = try flag.value()
        },
      ]
    ),
    ("GENERAL", [.help]),
  ])

  /// The flags as help lists them.
  static var sections: [Command.OwnSection] { flags.sections }

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
      let given = FlagArgument(name: name, inline: inline, shown: name) { () throws(CommandError) in
        try value(name, inline)
      }
      guard try flags.apply(given, to: &options, unknown: { flags.unknownOption($0, of: "badge") }) else {
        return .help
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
}
