import RingKit

extension Renderer {
  /// Refuses a raster output whose canvases (and blur masks) would not fit in the spec's
  /// memory budget (`memoryLimit`, else ``MemoryBudget/defaultLimit``) when rendered on `jobs`
  /// threads. SVG, PDF and terminal text hold no canvas of the output's size. `jobs` is asked
  /// only for an animation: counting cores reads the cgroup's files.
  package static func checkMemory(
    _ spec: RenderSpec, format: ImageFormat, jobs: @autoclosure () -> Int
  ) throws(SpecError) {
    let pattern = try spec.output.framePattern()
    let animated = format.isAnimated || pattern != nil
    guard animated || format.isRaster else { return }
    try MemoryBudget(limit: spec.output.memoryLimit ?? MemoryBudget.defaultLimit).check(
      width: spec.canvas.pixelWidth, height: spec.canvas.pixelHeight, canvases: animated ? 5 : 1,
      jobs: animated ? jobs() : 1, blurs: MemoryBudget.drawsBlurs(spec.ring))
  }
}
