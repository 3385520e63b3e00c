import FoundationEssentials
import RingKit

extension ProgressRing {
  /// Renders the ring as an SVG that shows this ring's look, or `dark`'s when the viewer
  /// prefers a dark colour scheme (`@media (prefers-color-scheme: dark)`); viewers without CSS
  /// show this ring's.
  ///
  /// - Parameters:
  ///   - canvas: The light look's canvas; its size is the document's.
  ///   - dark: The ring of the dark look: this ring with other colours.
  ///   - darkCanvas: The dark look's canvas (its background may differ; its size is not read).
  public func svg(on canvas: RingCanvas, dark: ProgressRing, darkCanvas: RingCanvas) throws(RenderError) -> String {
    let light = try layout(on: canvas, rasterizing: false)
    let darkLayout = try dark.layout(on: canvas, rasterizing: false)
    let body = try SVGWriter.themedElements(
      light: light, dark: darkLayout, size: (canvas.width, canvas.height),
      background: (canvas.background, darkCanvas.background))
    return SVGWriter.document(title: accessibilityDescription, width: canvas.width, height: canvas.height, body: body)
  }
}
