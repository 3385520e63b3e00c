import CRingCairo
import FoundationEssentials
import RingKit

extension Badge {
  /// Lays the badge out with its texts measured by Pango (11-px Verdana, or DejaVu Sans where
  /// Verdana is not installed, as browsers and librsvg fall back to it by the same fontconfig).
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a badge that `Badge.validate()` refuses.
  public func layout() throws(RenderError) -> BadgeLayout {
    do throws(RingValidationError) { try validate() } catch { throw .invalid(error) }
    let (labelText, messageText) = BadgeLayout.texts(of: self)
    let fonts = BadgeLayout.fonts(of: style)
    let scratch = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
    let labelWidth = try BadgePainter.line(labelText, font: fonts.label, size: fonts.size, cr: scratch.raw).width
    let messageWidth = try BadgePainter.line(messageText, font: fonts.message, size: fonts.size, cr: scratch.raw).width
    var characterWidths: (label: [Double], message: [Double]) = ([], [])
    if style == .forTheBadge {
      for character in labelText {
        characterWidths.label.append(
          try BadgePainter.line(String(character), font: fonts.label, size: fonts.size, cr: scratch.raw).width)
      }
      for character in messageText {
        characterWidths.message.append(
          try BadgePainter.line(String(character), font: fonts.message, size: fonts.size, cr: scratch.raw).width)
      }
    }
    return withExtendedLifetime(scratch) {
      BadgeLayout(
        badge: self, labelTextWidth: labelWidth, messageTextWidth: messageWidth, characterWidths: characterWidths)
    }
  }

  /// The badge as SVG, as shields.io writes its badges: `role="img"`, `aria-label` and
  /// `<title>` holding `Badge.accessibilityDescription`, text in Verdana's metrics (DejaVu Sans as
  /// the fallback) placed as the layout measured it, and ids unique to what the badge shows.
  public func svg() throws(RenderError) -> String {
    try BadgeSVGWriter.document(of: self, layout: layout())
  }

  /// The badge as PNG at `scale` pixels per SVG pixel (2 for high-density screens), with its
  /// alt text.
  public func pngData(scale: Double = 1) throws(RenderError) -> Data {
    try BadgePainter.surface(of: layout(), scale: scale).pngData(scale: scale, description: accessibilityDescription)
  }

  /// The badge as lossless WebP at `scale`: the PNG's pixels.
  public func webpData(scale: Double = 1) throws(RenderError) -> Data {
    try WebPWriter.encode(raster(scale: scale), description: accessibilityDescription)
  }

  /// The badge as straight RGBA pixels at `scale`.
  public func raster(scale: Double = 1) throws(RenderError) -> RingRaster {
    try BadgePainter.surface(of: layout(), scale: scale).raster()
  }
}
