import RingCairo
import RingKit
import RingRenderer

/// `--picture-html`: the ring for web pages that strip an SVG's `<style>` (and with it its
/// `prefers-color-scheme` rule): the themed SVG, a PNG of each look beside it, and the
/// `<picture>` that picks between them on standard output.
///
/// `-o docs/ring.svg` writes `docs/ring.svg`, `docs/ring-light.png` and `docs/ring-dark.png`
/// (at `--scale`), and the snippet names them as `-o` did, so give the path the page links
/// by. With no `--dark` and no `--theme`, the dark look is derived as by `--theme auto`. All
/// three are rendered before any is written.
extension RenderCommand {
  /// The three files' paths: the SVG, then the light and the dark PNG.
  static func picturePaths(for output: String) -> (svg: String, light: String, dark: String) {
    let stem = String(output.dropLast(".svg".count))
    return (output, stem + "-light.png", stem + "-dark.png")
  }

  /// Renders and writes the three files, then prints the snippet.
  func writePicture(to output: String?) throws(CommandError) {
    guard let output, output != "-", output.lowercased().hasSuffix(".svg"), request.format ?? .svg == .svg,
      try request.framePattern() == nil
    else {
      throw .usage(
        "--picture-html writes FILE.svg, FILE-light.png and FILE-dark.png and prints the <picture> that shows them: give -o FILE.svg"
      )
    }
    var spec = request.spec
    if !spec.theme.hasDarkVariant { spec.theme.derivation = .auto }
    let paths = Self.picturePaths(for: output)
    let images: [(path: String, bytes: [UInt8])]
    do throws(RenderError) {
      var light = spec
      light.theme.appearance = .light
      var dark = spec
      dark.theme.appearance = .dark
      images = [
        (paths.svg, try Renderer.render(spec, as: .svg).bytes),
        (paths.light, try Renderer.render(light, as: .png).bytes),
        (paths.dark, try Renderer.render(dark, as: .png).bytes),
      ]
    } catch {
      throw CommandError(error, names: request.inputNames)
    }
    for image in images { try console.write(image.bytes, to: image.path, durable: durable) }
    try console.writeOutput(
      Array(Self.pictureSnippet(paths, canvas: request.canvas, alt: request.ring.accessibilityDescription).utf8))
  }

  /// The `<picture>`: the dark PNG under `prefers-color-scheme: dark`, the light PNG under
  /// light, the SVG for browsers without `<picture>`; the size in CSS pixels (points).
  static func pictureSnippet(
    _ paths: (svg: String, light: String, dark: String), canvas: RingCanvas, alt: String
  ) -> String {
    let width = FixedPoint.compact(canvas.width)
    let height = FixedPoint.compact(canvas.height)
    return """
      <picture>
        <source media="(prefers-color-scheme: dark)" srcset="\(paths.dark.htmlEscaped)">
        <source media="(prefers-color-scheme: light)" srcset="\(paths.light.htmlEscaped)">
        <img src="\(paths.svg.htmlEscaped)" width="\(width)" height="\(height)" alt="\(alt.htmlEscaped)">
      </picture>

      """
  }
}
