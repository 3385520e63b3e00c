import RingCairo
import RingKit
import RingTerminal

/// libchafa's symbol engine as the yardstick for the cell fitter: both fit the very raster the
/// fitter reads (the parts raster: progress red, track green, background blue, premultiplied)
/// on the same cells, and both fits are scored by RingTerminal's `FittedCells.meanError()`
/// (chafa's side is RingTerminal's `FittedCells.chafaFit(colorMode:)`, the one module that
/// imports libchafa).
final class ChafaYardstick {
  private let ring: ProgressRing
  private let canvas: RingCanvas
  private let style: TerminalRingStyle
  private let fitted: FittedCells
  private var chafaFitted: FittedCells?

  /// Fits `ring` once with the fitter; nil for sets chafa cannot be compared on (ASCII, whose
  /// cells are shades rather than glyph shapes) and for the no-colour mode (chafa's has no pens
  /// to tell the parts apart).
  init?(ring: ProgressRing, canvas: RingCanvas, style: TerminalRingStyle) throws(RenderError) {
    guard style.symbols != .ascii, style.colorMode.hasColor else { return nil }
    self.ring = ring
    self.canvas = canvas
    self.style = style
    fitted = try ring.fittedCells(on: canvas, style: style)
  }

  /// Our fit, as the ring is rendered (raster, fit, label): for timing.
  func fitOurs() throws(RenderError) {
    _ = try ring.fittedCells(on: canvas, style: style)
  }

  /// chafa's fit of the same raster (drawn again): for timing, and kept for ``meanErrors()``.
  /// Returns false when chafa could not make its objects.
  @discardableResult
  func fitChafa() throws(RenderError) -> Bool {
    chafaFitted = try fitted.chafaFit(colorMode: style.colorMode)
    return chafaFitted != nil
  }

  /// The mean fit error of our cells and of chafa's (``fitChafa()`` first; NaN without it).
  func meanErrors() throws(RenderError) -> (ours: Double, chafa: Double) {
    (try fitted.meanError(), try chafaFitted?.meanError() ?? .nan)
  }
}
