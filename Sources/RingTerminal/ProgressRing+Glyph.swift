import RingCairo
import RingKit

extension ProgressRing {
  /// Renders the ring as one character and a newline, for a status line or a prompt
  /// (`--format glyph`): the step of `glyphs` nearest the drawn share of the track (see
  /// `GlyphSet.glyph(forFraction:)`), in the colour ``glyphColor()`` gives, written for
  /// `colorMode` and reset after; with `ColorMode.none` the bytes have no escape at all.
  ///
  /// ```swift
  /// let bytes = try ProgressRing(value: 62, maxValue: 100).glyphData(.circle, colorMode: .none)
  /// String(decoding: bytes, as: UTF8.self)   // "◑\n"
  /// ```
  ///
  /// - Throws: `RenderError.invalid(_:)` for a property that cannot be drawn, or for
  ///   concentric `rings` (one character shows one ring; property `rings`).
  public func glyphData(_ glyphs: GlyphSet, colorMode: ColorMode) throws(RenderError) -> [UInt8] {
    let color: RingColor
    do throws(RingValidationError) {
      color = try glyphColor()
    } catch {
      throw .invalid(error)
    }
    let character = Character(glyphs.glyph(forFraction: laps))
    var grid = CellGrid(columns: 1, rows: 1)
    grid[0, 0] = Cell(character, foreground: PenPalette.pen(for: color, mode: colorMode))
    return ANSIEncoder(colorMode: colorMode).encode(grid) + [0x0A]
  }

  /// The colour a one-character ring takes: the progress band's paint at its tip, as the
  /// picture draws it (a gradient's colour there, a threshold's colour, a lap's shade); with
  /// no progress drawn (value 0), the track's colour at its start; with neither, the
  /// progress colour.
  ///
  /// - Throws: `RingValidationError` for a property that cannot be drawn, or for
  ///   concentric `rings`.
  public func glyphColor() throws(RingValidationError) -> RingColor {
    guard rings.isEmpty else {
      throw RingValidationError(
        .rings, reason: "one character shows one ring, not \(rings.count) concentric rings")
    }
    // The colours do not depend on the canvas's size: any square lays the bands out.
    let layout = try RingLayout(ring: self, width: 100, height: 100)
    if let tip = layout.progressBands.last { return tip.fill.color(at: tip.end) }
    if let track = layout.trackBands.first { return track.fill.color(at: track.start) }
    return progressColor
  }
}
