import RingKit

extension RenderSpec.Output {
  /// The frame-numbered file names, when the path is a pattern such as `ring-%03d.png`.
  package func framePattern() throws(SpecError) -> FramePattern? {
    guard let path, FramePattern.isPattern(path) else { return nil }
    do throws(SpecInputError) {
      return try FramePattern(path)
    } catch {
      throw SpecError("-o: \(error.reason)")
    }
  }

  /// The format to write: the explicit one, else the path's extension, else PNG for `-` or
  /// no path.
  package func resolvedFormat() throws(SpecError) -> ImageFormat {
    if let format { return format }
    guard var output = path, output != "-" else { return .png }
    if let pattern = try framePattern() { output = pattern.pathWithoutNumber }
    guard let format = ImageFormat(pathExtensionOf: output) else {
      let extensions = ImageFormat.allPathExtensions.map { "." + $0 }.joined(separator: ", ")
      throw SpecError(
        "cannot tell the format of '\(output)' from its extension; name the file \(extensions), or use --format \(ImageFormat.nameList)"
      )
    }
    return format
  }
}
