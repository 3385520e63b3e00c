import FoundationEssentials
import RingKit

extension RingAnimation {
  /// The animation as one SVG that moves with CSS alone, in the frames' timing and easing, and
  /// shows the final frame under `prefers-reduced-motion: reduce` and in viewers without CSS
  /// animation (librsvg).
  ///
  /// Progress bands, laps, segments, concentric rings, gradients (revealed as the final frame
  /// paints them), threshold colours, an `arc` spinner and a label that counts in whole numbers
  /// move; everything else is the final frame. Colours are sampled at the frames of `fps`.
  ///
  /// - Parameters:
  ///   - canvas: Size and background; the scale does not apply.
  ///   - fps: The frame rate whose frame times colours are sampled at, as the raster frames are.
  ///   - loopCount: How many times it plays; 0 for ever; nil for the animation's own count
  ///     (`RingAnimation.defaultLoopCount`: once, or forever for a spinner).
  /// - Throws: ``RenderError/invalid(_:)`` for a bad ring, timeline, canvas or frame rate, or
  ///   an animation over an SVG's limits (2,000 keyframes, 1 MiB), naming `duration`, or a
  ///   `material` or `dots` spinner, naming `indeterminate`.
  public func svg(on canvas: RingCanvas, fps: Double, loopCount: Int? = nil) throws(RenderError) -> String {
    var writer = try SVGAnimationWriter(
      animation: self, canvas: canvas, fps: fps, loopCount: max(loopCount ?? defaultLoopCount, 0))
    return try writer.document()
  }

  /// The animation as one SVG with a light look (this animation on `canvas`) and a dark one
  /// (`dark`, the same timeline in the dark look's colours, on `darkCanvas`), each moving as
  /// ``svg(on:fps:loopCount:)`` moves, showing the one the viewer's `prefers-color-scheme`
  /// asks for; librsvg and viewers without CSS show the light look's final frame.
  ///
  /// - Throws: As ``svg(on:fps:loopCount:)``, for either look; the limits count both.
  public func svg(
    on canvas: RingCanvas, dark: RingAnimation, darkCanvas: RingCanvas, fps: Double, loopCount: Int? = nil
  ) throws(RenderError) -> String {
    var writer = try SVGAnimationWriter(
      animation: self, canvas: canvas, fps: fps, loopCount: max(loopCount ?? defaultLoopCount, 0))
    return try writer.themedDocument(dark: dark, darkCanvas: darkCanvas)
  }

  /// ``svg(on:fps:loopCount:)`` as UTF-8 bytes.
  public func svgData(on canvas: RingCanvas, fps: Double, loopCount: Int? = nil) throws(RenderError) -> Data {
    Data(try svg(on: canvas, fps: fps, loopCount: loopCount).utf8)
  }
}
