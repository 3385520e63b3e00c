extension ProgressRing {
  /// The opacity, as a share of the progress colour's, of a secondary arc without a colour of
  /// its own.
  public static let secondaryOpacityShare = 0.35

  /// The secondary arc's colour as drawn: ``secondaryColor``, else the progress colour at
  /// ``secondaryOpacityShare`` of its opacity.
  public var resolvedSecondaryColor: RingColor {
    let base = progressColor
    return secondaryColor
      ?? RingColor(red: base.red, green: base.green, blue: base.blue, alpha: Self.secondaryOpacityShare * base.alpha)
  }

  /// The ring with every colour that follows another (a band's frame its fill, the secondary
  /// arc the progress) set to the colour drawn, and every automatic length to its points on a
  /// canvas whose smaller side is `side`: what a control shows for a default that is a word.
  public func drawnDefaults(canvasSide side: Double) -> ProgressRing {
    var ring = resolvingAutomaticLengths(canvasSide: side)
    ring.progressStrokeColor = resolvedProgressStrokeColor
    ring.emptyLineStrokeColor = resolvedEmptyLineStrokeColor
    ring.secondaryColor = resolvedSecondaryColor
    return ring
  }
}
