import FoundationEssentials
import RingCairo
import RingKit

extension Renderer {
  /// The spec as `format` draws it: an SVG keeps its theme (it carries both looks), every other
  /// format the one look `appearance` names, light when it names none.
  ///
  /// - Throws: `RenderError.invalid(_:)` naming `appearance` when an SVG is asked for one look.
  package static func look(_ spec: RenderSpec, for format: ImageFormat) throws(RenderError) -> RenderSpec {
    guard !format.carriesBothLooks else {
      if spec.theme.appearance != nil {
        throw .invalid(
          RingValidationError(
            .appearance,
            reason:
              "an SVG carries the light and the dark look and shows the one the viewer's prefers-color-scheme asks for; leave it out (add --dark or --theme auto for a dark look), or write PNG, PDF or WebP"
          ))
      }
      return spec
    }
    return spec.drawnAsAsked
  }

  /// The SVG of the spec's still: both looks when it has a dark one, else the light look alone
  /// (the bytes an SVG had before themes).
  static func svg(_ spec: RenderSpec) throws(RenderError) -> Data {
    guard spec.theme.hasDarkVariant else {
      let still = try stillSpec(spec)
      return try still.ring.svgData(on: still.canvas)
    }
    let light = try stillSpec(spec.drawn(in: .light))
    let dark = try stillSpec(spec.drawn(in: .dark))
    return Data(try light.ring.svg(on: light.canvas, dark: dark.ring, darkCanvas: dark.canvas).utf8)
  }

  /// The CSS-animated SVG of the spec's animation: both looks, each moving, when it has a dark
  /// one, else the light look alone.
  static func animatedSVG(_ spec: RenderSpec) throws(RenderError) -> Data {
    let animation = spec.animation
    guard spec.theme.hasDarkVariant else {
      return try animation.animation(of: spec.ring).svgData(
        on: spec.canvas, fps: animation.fps, loopCount: animation.loop)
    }
    let light = spec.drawn(in: .light)
    let dark = spec.drawn(in: .dark)
    let svg = try light.animation.animation(of: light.ring).svg(
      on: light.canvas, dark: dark.animation.animation(of: dark.ring), darkCanvas: dark.canvas, fps: animation.fps,
      loopCount: animation.loop)
    return Data(svg.utf8)
  }
}
