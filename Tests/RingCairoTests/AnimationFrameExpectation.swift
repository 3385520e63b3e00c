import RingImageDiff
import RingKit
import Testing

@testable import RingCairo

/// What a raster animation's frame at `time` must be: exactly the still once the ring has
/// reached its final state, else the ring drawn with steady arcs. A steady frame is told apart
/// from the still only by the anti-aliasing of its edges (Cairo flattens curves to within
/// 0.1 px either way): the comparator `ringgen compare` uses finds no differing pixel.
func expectAnimationFrame(
  _ frame: RingRaster, of animation: RingAnimation, at time: Double, on canvas: RingCanvas,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let ring = animation.ring(at: time)
  let still = try ring.raster(on: canvas)
  if ring == animation.ring(at: animation.duration) {
    #expect(frame == still, "t = \(time), the final state", sourceLocation: sourceLocation)
    return
  }
  let steady = try ring.drawRaster(on: canvas, arcs: .steady).surface.raster()
  #expect(frame == steady, "t = \(time)", sourceLocation: sourceLocation)
  let difference = ImageComparator().compare(still, frame)
  #expect(difference.differingPixels == 0, "t = \(time): \(difference)", sourceLocation: sourceLocation)
}
