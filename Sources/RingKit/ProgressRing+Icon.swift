extension ProgressRing {
  /// The least contrast a solid track keeps with the page behind it at icon sizes, as WCAG 2's
  /// ratio: 1.5:1. The default track (#E5E7EB, 1.25:1 on white) is a hairline of pale grey at
  /// 16 px; at 1.5:1 its two pixels still read as the ring's whole turn, and it stays lighter
  /// than any progress colour meant to stand out.
  public static let iconTrackContrast = 1.5

  /// The ring as it is drawn on `canvas` at `scale` pixels per point: at icon sizes (a canvas
  /// whose shorter side is at most ``RingLayout/iconPixels`` pixels), a solid track whose
  /// contrast with its page is under ``iconTrackContrast`` is moved towards ``fontColor``
  /// until it reaches it (or all the way, if it never does). Otherwise the ring unchanged.
  ///
  /// The page is the canvas's background where it is opaque; a transparent canvas is taken to
  /// lie on the page ``fontColor`` is meant for: white under dark text, black under light
  /// text. A track with a gradient, no width or no opacity is left as it is.
  public func keepingTrackVisible(on canvas: RingCanvas, scale: Double) -> ProgressRing {
    guard min(canvas.width, canvas.height) * scale <= RingLayout.iconPixels, emptyLineGradient == nil,
      emptyLineWidth != 0, emptyLineColor.alpha > 0
    else { return self }
    let ink = RingColor(red: fontColor.red, green: fontColor.green, blue: fontColor.blue)
    let paper = ink.contrastRatio(with: .white) >= ink.contrastRatio(with: .black) ? RingColor.white : .black
    let page = canvas.background.map { $0.composited(over: paper) } ?? paper
    func contrast(_ color: RingColor) -> Double { color.composited(over: page).contrastRatio(with: page) }
    var ring = self
    if contrast(emptyLineColor) < Self.iconTrackContrast {
      ring.emptyLineColor = Self.moved(emptyLineColor, towards: ink) { contrast($0) >= Self.iconTrackContrast }
    }
    if let stroke = emptyLineStrokeColor, contrast(stroke) < Self.iconTrackContrast {
      ring.emptyLineStrokeColor = Self.moved(stroke, towards: ink) { contrast($0) >= Self.iconTrackContrast }
    }
    return ring
  }

  /// `color` mixed towards `target` by the least share (to 1/1024) for which `isEnough` holds;
  /// `target` itself when none does.
  private static func moved(
    _ color: RingColor, towards target: RingColor, until isEnough: (RingColor) -> Bool
  ) -> RingColor {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<10 {
      let middle = (low + high) / 2
      if isEnough(color.mixed(with: target, by: middle)) { high = middle } else { low = middle }
    }
    return color.mixed(with: target, by: high)
  }
}
