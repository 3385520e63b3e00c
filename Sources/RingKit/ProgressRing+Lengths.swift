extension ProgressRing {
  /// The share of the canvas's smaller side an automatic band width (``progressLineWidth`` or
  /// ``emptyLineWidth`` nil) takes: 18 pt on the default 256-pt canvas.
  public static let automaticLineWidthShare = 18.0 / 256
  /// The share of the canvas's smaller side an automatic ``labelPadding`` takes: 4 pt on the
  /// default 256-pt canvas.
  public static let automaticLabelPaddingShare = 4.0 / 256

  /// The progress band's width in points on a canvas whose smaller side is `side` points:
  /// ``progressLineWidth``, or its automatic share of `side` when that is nil.
  public func progressLineWidth(canvasSide side: Double) -> Double {
    progressLineWidth ?? side * Self.automaticLineWidthShare
  }

  /// The track's width in points on a canvas whose smaller side is `side` points:
  /// ``emptyLineWidth``, or its automatic share of `side` when that is nil.
  public func emptyLineWidth(canvasSide side: Double) -> Double {
    emptyLineWidth ?? side * Self.automaticLineWidthShare
  }

  /// The label padding in points on a canvas whose smaller side is `side` points:
  /// ``labelPadding``, or its automatic share of `side` when that is nil.
  public func labelPadding(canvasSide side: Double) -> Double {
    labelPadding ?? side * Self.automaticLabelPaddingShare
  }

  /// This ring with every automatic length (band widths and label padding, its concentric
  /// rings' too) set to the points it has on a canvas whose smaller side is `side` points: the
  /// ring as ``RingLayout`` draws it there, for drawing it on a canvas of another size.
  public func resolvingAutomaticLengths(canvasSide side: Double) -> ProgressRing {
    var ring = self
    ring.progressLineWidth = progressLineWidth(canvasSide: side)
    ring.emptyLineWidth = emptyLineWidth(canvasSide: side)
    ring.labelPadding = labelPadding(canvasSide: side)
    ring.rings = rings.map { $0.resolvingAutomaticLengths(canvasSide: side) }
    return ring
  }
}
