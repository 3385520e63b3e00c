extension RingCanvas {
  /// This canvas without the room a ``RingFit/arc`` ring leaves empty: each side no longer
  /// than what is drawn (``RingLayout``'s estimate, label included) with the ring's border
  /// padding around it, in whole points.
  ///
  /// For outputs whose shape is the drawing's own, such as terminal text, where a half-donut
  /// gauge on a square canvas would print its empty lower half. The canvas is returned
  /// unchanged for a ``RingFit/circle`` ring, concentric rings, or a ring that cannot be laid
  /// out (drawing it reports why).
  public func cropped(toDrawingOf ring: ProgressRing) -> RingCanvas {
    guard ring.fit == .arc, ring.rings.isEmpty,
      let layout = try? RingLayout(ring: ring, width: width, height: height, scale: scale),
      let drawn = layout.drawnBounds
    else { return self }
    let padding = 2 * max(ring.borderPadding, 0)
    var cropped = self
    cropped.width = min(width, (drawn.width + padding).rounded(.up))
    cropped.height = min(height, (drawn.height + padding).rounded(.up))
    return cropped
  }
}
