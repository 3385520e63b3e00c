extension RingLayout {
  /// The largest drawing, in pixels on its shorter side, that is drawn as an icon (16, 24,
  /// 32 and 48 px favicons, toolbar and list icons): each band a whole number of pixels thick
  /// (at least two), its outer edge on a pixel boundary, and its track visible
  /// (``ProgressRing/keepingTrackVisible(on:scale:)``).
  public static let iconPixels = 48.0

  /// Band widths and the outer radius moved onto whole pixels, so that at icon sizes each band
  /// is a whole number of pixels thick with its edges on pixel boundaries where it crosses the
  /// centre's row and column, instead of a blur across two rows.
  ///
  /// A band covers its width and half its 1-pt frame on each side; that thickness is rounded
  /// to whole pixels, at least the frame and one pixel, and the width is what is left. Bands
  /// that overlap share a centre line, so the thinner is widened by a pixel when the two
  /// differ by an odd number. The outer edge is rounded to the pixel boundary nearest it, but
  /// never past the canvas (`room`, in points from the centre). A ring whose bands would
  /// reach its centre is left as it is.
  static func snappedToPixels(
    baseRadius: Double, progressWidth: Double, trackWidth: Double, appearance: AppearanceType, room: Double,
    center: Point, scale: Double
  ) -> (baseRadius: Double, progressWidth: Double, trackWidth: Double) {
    let frame = RingBand.frameWidth
    func thickness(_ width: Double) -> Double {
      width > 0 ? max(((width + frame) * scale).rounded(), (frame * scale).rounded(.up) + 1) : 0
    }
    var (progress, track) = (thickness(progressWidth), thickness(trackWidth))
    if appearance == .overlaps, progress > 0, track > 0, (progress - track).remainder(dividingBy: 2) != 0 {
      if progress < track { progress += 1 } else { track += 1 }
    }
    // The outer edge lies on a boundary when its distance from the centre has the centre's
    // fraction of a pixel.
    let offset = center.x * scale - (center.x * scale).rounded(.down)
    let outer = (((baseRadius + frame / 2) * scale - offset).rounded() + offset)
    let edge = min(outer, (room * scale - offset).rounded(.down) + offset)
    // A ring whose bands would reach its centre has no edges to align: it stays as it was.
    let depth = appearance == .overlaps ? max(progress, track) : progress + track
    guard depth < edge else { return (baseRadius, progressWidth, trackWidth) }
    func width(_ pixels: Double) -> Double { pixels > 0 ? pixels / scale - frame : 0 }
    return (edge / scale - frame / 2, width(progress), width(track))
  }
}
