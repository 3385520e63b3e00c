import RingCairo
import RingKit

/// `ringgen badge LABEL VALUE[/MAX] -o FILE`: a shields.io-style progress badge as SVG, PNG or
/// WebP. Everything is checked and rendered before the output is touched.
struct BadgeCommand {
  let console: Console

  func run(_ arguments: [String]) throws(CommandError) {
    let options: BadgeOptions
    switch try BadgeOptions.parse(arguments) {
    case .help:
      try console.writeOutput(Array(HelpText.render(.badge, version: RingGen.version).utf8))
      return
    case .badge(let parsed): options = parsed
    }
    let badge = try options.badge()
    let format = try options.resolvedFormat()
    let scale = try options.pixelScale()
    guard let output = options.output else {
      throw .usage("badge: no output file: add -o FILE (.svg, .png or .webp), or -o - for standard output")
    }
    try console.checkCanWrite(format, to: output)
    let bytes = try BadgeOptions.render(badge, as: format, scale: scale)
    try console.write(bytes, to: output)
  }
}
