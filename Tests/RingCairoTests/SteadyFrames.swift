import RingImageDiff
import RingKit
import Testing

@testable import RingCairo

/// What a raster animation's frame of `ring` must be: the ring drawn with steady arcs, or,
/// when `isFinal`, exactly the still. A steady frame is also told apart from the still only by
/// the anti-aliasing of its edges (Cairo flattens curves to within 0.1 px either way): the
/// comparator `ringgen compare` uses finds no differing pixel between them.
func expectAnimationFrame(
  _ frame: RingRaster, of ring: ProgressRing, on canvas: RingCanvas, isFinal: Bool, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let still = try ring.raster(on: canvas)
  if isFinal {
    #expect(frame == still, comment, sourceLocation: sourceLocation)
    return
  }
  let steady = try ring.drawRaster(on: canvas, arcs: .steady).surface.raster()
  #expect(frame == steady, comment, sourceLocation: sourceLocation)
  let difference = ImageComparator().compare(still, frame)
  #expect(
    difference.differingPixels == 0, "\(difference) \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
}
