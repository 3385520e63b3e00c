import RingKit

/// An SVG that carries a light and a dark look and shows the one the viewer prefers.
///
/// Each look is a group of its own, drawn from its own layout: gradients, thresholds and
/// blurs switch as exactly as solid colours do. The dark group has `display="none"`, which a
/// `<style>` overrides under `@media (prefers-color-scheme: dark)` (CSS wins over presentation
/// attributes), so a viewer without CSS or media queries, such as librsvg, draws the light look.
/// The class names are the same in every ring, so rings pasted into one HTML page share one
/// rule and never each other's colours.
extension SVGWriter {
  /// The rule that swaps the looks.
  static let themeStyle =
    "<style>@media (prefers-color-scheme: dark){.ring-light{display:none}.ring-dark{display:inline}}</style>"

  /// The elements of both looks, light first; the dark look's ids are salted apart.
  static func themedElements(
    light: RingLayout, dark: RingLayout, size: (width: Double, height: Double),
    background: (light: RingColor?, dark: RingColor?)
  ) throws(RenderError) -> [String] {
    let lightBody = try elements(of: light, size: size, background: background.light)
    let darkBody = try elements(of: dark, size: size, background: background.dark, idSalt: "dark")
    return [themeStyle, "<g class=\"ring-light\">"] + lightBody + ["</g>", "<g class=\"ring-dark\" display=\"none\">"]
      + darkBody + ["</g>"]
  }
}
