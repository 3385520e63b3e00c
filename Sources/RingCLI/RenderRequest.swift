import RingCairo
import RingKit

/// Everything one `ringgen` render needs: the ring, the canvas, the format and where to write.
struct RenderRequest: Sendable, Hashable {
  /// The ring, starting from the chosen preset.
  var ring: ProgressRing
  /// Size, scale and background.
  var canvas = RingCanvas(size: 256)
  /// The output format, or nil to take it from the output's extension.
  var format: ImageFormat?
  /// Where to write: a path, `-` for standard output, or nil when none was given.
  var output: String?

  init(preset: ProgressRing.Preset = .default) {
    ring = preset.ring
  }

  /// The format to write: the explicit one, else the output's extension, else PNG for `-`.
  func resolvedFormat() throws(CommandError) -> ImageFormat {
    if let format { return format }
    guard let output, output != "-" else { return .png }
    guard let format = ImageFormat(pathExtensionOf: output) else {
      throw .usage(
        "cannot tell the format of '\(output)' from its extension; name the file .png, .svg or .pdf, or use --format png|svg|pdf"
      )
    }
    return format
  }
}
