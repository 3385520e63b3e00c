import RingCairo
import RingKit

/// A badge as `ringgen badge` and `/badge.svg?…` take it: the label, the value, the style,
/// thresholds, the format and the scale of a raster, as text, read with the command line's
/// messages (`badge: --style: …`), which the service answers with too.
package struct BadgeRequest: Sendable {
  package var label: String?
  package var value: String?
  package var style: String?
  package var thresholds: String?
  package var format: String?
  package var scale: String?
  package var output: String?

  /// A request of these inputs.
  package init(
    label: String? = nil, value: String? = nil, style: String? = nil, thresholds: String? = nil,
    format: String? = nil, scale: String? = nil, output: String? = nil
  ) {
    self.label = label
    self.value = value
    self.style = style
    self.thresholds = thresholds
    self.format = format
    self.scale = scale
    self.output = output
  }

  /// The formats a badge is written in.
  package static let formats: [ImageFormat] = [.svg, .png, .webp]

  /// What the inputs mean, for `ringgen badge --help` and the service's API document.
  package static let styleHelp =
    "shields.io's style: flat (rounded, a light gradient, shadowed text), flat-square, or for-the-badge (28 px, upper case)."
  package static let thresholdsHelp =
    "The value's colour from each percentage on, as for rings (red below the first); by default shields' coverage scale: red at 0 %, yellow below 80 %, yellowgreen below 90 %, green below 100 %, brightgreen at 100 %."
  package static let scaleHelp = "Pixels per SVG pixel of a PNG or WebP (2 for high-density screens)."
  /// The scale when none is given, as text.
  package static let defaultScale = "1"

  /// The badge these inputs describe; bad input names the input (`--style`, `VALUE`).
  package func badge() throws(RenderFailure) -> Badge {
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
  package func pixelScale() throws(RenderFailure) -> Double {
    guard let text = scale else { return 1 }
    guard let number = Double(decimal: text), number.isFinite, number > 0, number <= 16 else {
      throw .usage("badge: --scale: expected a number above 0 and at most 16, got '\(text)'")
    }
    return number
  }

  /// The format: `--format`, else the output's extension; SVG for `-`.
  package func resolvedFormat() throws(RenderFailure) -> ImageFormat {
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
  package static func render(_ badge: Badge, as format: ImageFormat, scale: Double) throws(RenderFailure) -> [UInt8] {
    do throws(RenderError) {
      switch format {
      case .png: return Array(try badge.pngData(scale: scale))
      case .webp: return Array(try badge.webpData(scale: scale))
      default: return Array(try badge.svg().utf8)
      }
    } catch {
      throw RenderFailure(error, names: InputNames())
    }
  }
}
