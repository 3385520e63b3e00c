import CRingCairo

/// Owns one `cairo_t` and destroys it; keeps its surface alive.
final class CairoContext {
  let raw: OpaquePointer
  let surface: CairoSurface

  init(surface: CairoSurface) throws(RenderError) {
    self.surface = surface
    guard let raw = cairo_create(surface.raw) else {
      throw .cairo(operation: "create a drawing context", message: "out of memory")
    }
    self.raw = raw
    try check(cairo_status(raw), "create a drawing context")
  }

  deinit { cairo_destroy(raw) }
}
