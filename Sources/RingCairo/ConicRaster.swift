import CRingCairo
import RingKit

#if canImport(Glibc)
  import Glibc
#endif

/// The key of each thread's ``ConicRaster``.
private let threadKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { pointer in
    if let pointer { Unmanaged<ConicRaster>.fromOpaque(pointer).release() }
  }
  precondition(status == 0, "no thread-specific key left for the gradient images")
  return key
}()

/// ``RingKit/ConicGradient``s as images of their colours, for raster targets: Cairo's mesh
/// rasteriser costs more than the rest of a 256-pt ring together, while looking up a colour by
/// angle for the few pixels a band can cover costs a fraction of the band's own fill.
///
/// The image holds, for every pixel whose centre lies in the paint's annulus and visible
/// angles (a pixel beyond, for anti-aliased edges), the colour at the pixel centre's angle;
/// the rest stays transparent and the band's outline, filled with this image as the source,
/// decides coverage as it does for a solid colour. The colours come from
/// ``RingKit/ConicGradient/pieces(maximumSweep:oklabSweep:)`` — the mesh's patches — in a
/// table of two entries per pixel of the outer edge, so both draw the same gradient. The angle
/// is a polynomial arctangent within 1e-5 radians (Abramowitz and Stegun 4.4.49), a
/// hundredth of a pixel at 1000 px from the centre.
///
/// One image per thread serves every gradient drawn on it (``current``): each pattern clears
/// what the previous one wrote. Allocating it per gradient made the C heap grow and shrink by
/// a canvas every frame, and the page faults cost more than the colours. Vector surfaces keep
/// ``ConicMesh``, which stays a vector shading in PDF.
final class ConicRaster {
  /// The calling thread's instance; it is released when the thread ends.
  static var current: ConicRaster {
    if let pointer = pthread_getspecific(threadKey) {
      return Unmanaged<ConicRaster>.fromOpaque(pointer).takeUnretainedValue()
    }
    let raster = ConicRaster()
    pthread_setspecific(threadKey, Unmanaged.passRetained(raster).toOpaque())
    return raster
  }

  /// The largest image kept between gradients, in pixels (4 MiB); a larger one is made for
  /// its gradient alone.
  static let largestKeptImage = 1024 * 1024

  /// The colours, or nil until the first gradient.
  private var image: CairoSurface?
  private var imageSize = (width: 0, height: 0)
  /// The pixels of `image` the last pattern wrote (origin and size), cleared by the next one.
  private var written = (x: 0, y: 0, width: 0, height: 0)
  /// Where the last pattern's image sits on the target, in device pixels.
  var lastArea = (x: 0, y: 0, width: 0, height: 0)
  /// The alpha mask of ``fill(_:with:in:)``, its size, and how much of it the last fill used.
  var coverage: CairoSurface?
  var coverageSize = (width: 0, height: 0)
  var coverageWritten = (width: 0, height: 0)

  /// A new surface pattern of `conic`'s colours for drawing into `cr`, which the caller
  /// destroys before asking for the next; nil when `cr` does not draw into an image or turns
  /// or stretches its user space, where the caller uses ``ConicMesh``.
  func pattern(for conic: ConicGradient, in cr: OpaquePointer) throws(RenderError) -> OpaquePointer? {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE, ctm.xy == 0, ctm.yx == 0,
      ctm.xx == ctm.yy, ctm.xx > 0
    else { return nil }
    let scale = ctm.xx
    let center = (x: ctm.xx * conic.center.x + ctm.x0, y: ctm.yy * conic.center.y + ctm.y0)
    // A pixel beyond the annulus each way, for the anti-aliased edges of what it paints.
    let outer = conic.outerRadius * scale + 1, inner = max(conic.innerRadius * scale - 1, 0)
    var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
    cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
    let box = Self.bounds(of: conic.visible, inner: inner, outer: outer, center: center)
    let x0 = Int(max(box.x1, clip.x1 * scale + ctm.x0).rounded(.down))
    let y0 = Int(max(box.y1, clip.y1 * scale + ctm.y0).rounded(.down))
    let x1 = Int(min(box.x2, clip.x2 * scale + ctm.x0).rounded(.up))
    let y1 = Int(min(box.y2, clip.y2 * scale + ctm.y0).rounded(.up))
    guard x1 > x0, y1 > y0 else { return nil }

    let surface = try image(width: x1 - x0, height: y1 - y0)
    lastArea = (x0, y0, x1 - x0, y1 - y0)
    guard let data = cairo_image_surface_get_data(surface.raw) else {
      throw .cairo(operation: "draw a gradient", message: "the image has no pixels")
    }
    let table = ColorTable(conic, entries: max(2, Int((conic.visible.sweep.radians * outer * 2).rounded(.up))))
    let rowLength = Int(cairo_image_surface_get_stride(surface.raw)) / 4
    cairo_surface_flush(surface.raw)
    data.withMemoryRebound(to: UInt32.self, capacity: rowLength * imageSize.height) { pixels in
      for y in written.y..<written.y + written.height {
        (pixels + y * rowLength + written.x).update(repeating: 0, count: written.width)
      }
      written = (0, 0, x1 - x0, y1 - y0)
      let (cx, cy) = (Float(center.x), Float(center.y))
      let (outerSquared, innerSquared) = (Float(outer * outer), Float(inner * inner))
      for y in y0..<y1 {
        let dy = Float(y) + 0.5 - cy
        let remaining = outerSquared - dy * dy
        guard remaining > 0 else { continue }
        let half = remaining.squareRoot()
        let left = max(x0, Int((cx - half).rounded(.down))), right = min(x1, Int((cx + half).rounded(.up)))
        let row = pixels + (y - y0) * rowLength
        // The hole's pixels, whose centres lie more than a pixel inside the annulus, are skipped.
        var hole = (from: right, to: right)
        if innerSquared - dy * dy > 0 {
          let inside = (innerSquared - dy * dy).squareRoot()
          hole = (Int((cx - inside).rounded(.up)), Int((cx + inside).rounded(.down)))
        }
        // Pixel x of the target is pixel x - x0 of the row.
        let dx = Float(x0) + 0.5 - cx
        table.fill(row, from: left - x0, to: min(hole.from, right) - x0, dx: dx, dy: dy)
        table.fill(row, from: max(left, hole.to) - x0, to: right - x0, dx: dx, dy: dy)
      }
    }
    cairo_surface_mark_dirty(surface.raw)
    guard let pattern = cairo_pattern_create_for_surface(surface.raw) else {
      throw .cairo(operation: "draw a gradient", message: "out of memory")
    }
    var matrix = cairo_matrix_t()
    cairo_matrix_init(&matrix, scale, 0, 0, scale, ctm.x0 - Double(x0), ctm.y0 - Double(y0))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    let status = cairo_pattern_status(pattern)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_pattern_destroy(pattern)
      try check(status, "draw a gradient")
      return nil
    }
    return pattern
  }

  /// The shared image, grown to at least `width` × `height` pixels (a new one is transparent).
  private func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
    if let image, width <= imageSize.width, height <= imageSize.height { return image }
    let size = (width: max(width, imageSize.width), height: max(height, imageSize.height))
    let image = try CairoSurface.image(width: size.width, height: size.height)
    if size.width * size.height <= Self.largestKeptImage {
      (self.image, imageSize) = (image, size)
    } else {
      (self.image, imageSize) = (nil, (0, 0))
    }
    written = (0, 0, 0, 0)
    return image
  }

  /// The device-space box of the visible angles of the annulus from `inner` to `outer`.
  private static func bounds(
    of visible: (from: Angle, sweep: Angle), inner: Double, outer: Double, center: (x: Double, y: Double)
  ) -> (x1: Double, y1: Double, x2: Double, y2: Double) {
    guard visible.sweep.radians < 2 * .pi - 1e-9 else {
      return (center.x - outer, center.y - outer, center.x + outer, center.y + outer)
    }
    let origin = Point(x: center.x, y: center.y)
    let (from, to) = (visible.from, visible.from + visible.sweep)
    var points = [inner, outer].flatMap {
      [from.point(radius: $0, around: origin), to.point(radius: $0, around: origin)]
    }
    // Where the arc crosses 12, 3, 6 or 9 o'clock, it reaches its farthest that way.
    let quarter = Double.pi / 2
    var axis = (from.radians / quarter).rounded(.up) * quarter
    while axis <= to.radians {
      points.append(Angle(radians: axis).point(radius: outer, around: origin))
      axis += quarter
    }
    let xs = points.map(\.x), ys = points.map(\.y)
    return (xs.min()! - 1, ys.min()! - 1, xs.max()! + 1, ys.max()! + 1)
  }
}

/// The colours of a conic's visible angles at evenly spaced angles, as premultiplied ARGB32.
private struct ColorTable {
  private let colors: [UInt32]
  private let start: Float
  private let sweep: Float
  private let entriesPerRadian: Float

  init(_ conic: ConicGradient, entries: Int) {
    let all = conic.pieces()
    let fullTurn = 2 * Double.pi
    // A full turn starts where the pieces do, so that none straddles the table's ends.
    let sweep = conic.visible.sweep.radians
    let start = sweep < fullTurn ? conic.visible.from.radians : all.first?.from.radians ?? 0
    func offset(_ angle: Double) -> Double {
      let value = (angle - start).truncatingRemainder(dividingBy: fullTurn)
      return value < 0 ? value + fullTurn : value
    }
    // The pieces in clockwise order from the start of the visible angles (a span that wraps
    // past the tiling's origin comes in two parts).
    let pieces = all.map { piece in
      let from = offset(piece.from.radians)
      let to = from + piece.to.radians - piece.from.radians
      return (
        from: from, to: to, fromColor: Self.premultiplied(piece.fromColor), toColor: Self.premultiplied(piece.toColor)
      )
    }.sorted { $0.from < $1.from }
    var colors: [UInt32] = []
    colors.reserveCapacity(entries)
    var index = 0
    for entry in 0..<entries {
      let angle = (Double(entry) + 0.5) * sweep / Double(entries)
      while index + 1 < pieces.count, angle >= pieces[index].to { index += 1 }
      guard index < pieces.count else { break }
      let piece = pieces[index]
      let t = min(max((angle - piece.from) / max(piece.to - piece.from, 1e-12), 0), 1)
      let color = piece.fromColor + (piece.toColor - piece.fromColor) * Float(t)
      // Alpha, red, green, blue, premultiplied, rounded to 8 bits: the colour components are
      // never above alpha, as the ends' are not.
      let bytes = color * 255 + 0.5
      colors.append(UInt32(bytes.x) << 24 | UInt32(bytes.y) << 16 | UInt32(bytes.z) << 8 | UInt32(bytes.w))
    }
    self.colors = colors.isEmpty ? [0] : colors
    let turns = (start / fullTurn).rounded(.down)
    self.start = Float(start - turns * fullTurn)
    self.sweep = Float(sweep)
    entriesPerRadian = Float(self.colors.count) / Float(max(sweep, 1e-9))
  }

  /// Writes the colours of pixels `from..<to` of a row into `row`, whose pixel x lies
  /// `x + dx`, `dy` pixels from the centre (y down); eight at a time.
  @inline(__always) func fill(_ row: UnsafeMutablePointer<UInt32>, from: Int, to: Int, dx: Float, dy: Float) {
    guard from < to else { return }
    let twoPi = 2 * Float.pi
    let last = colors.count - 1
    // Outside the visible angles (anti-aliased pixels only): the nearer end's colour.
    let nearerEndSplit = sweep + (twoPi - sweep) / 2
    let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
    // The angle clockwise from 12 o'clock of (dx, dy) is atan2(dx, -dy); the arctangent of the
    // octant's ratio is a polynomial (Abramowitz and Stegun 4.4.49, within 1e-5 radians).
    let x = -dy
    let ax = SIMD8<Float>(repeating: abs(x))
    colors.withUnsafeBufferPointer { colors in
      var start = from
      while start < to {
        let y = lanes + Float(start) + dx
        let ay = y.replacing(with: -y, where: y .< 0)
        let largest = ay.replacing(with: ax, where: ax .> ay)
        let smallest = ay.replacing(with: ax, where: ax .< ay)
        let a = smallest / largest.replacing(with: 1, where: largest .== 0)
        let s = a * a
        var poly = s * 0.020_835_1 - 0.085_133
        poly = s * poly + 0.180_141
        poly = s * poly - 0.330_299_5
        poly = s * poly + 0.999_866
        var angle = a * poly
        angle.replace(with: .pi / 2 - angle, where: ay .> ax)
        if x < 0 { angle = .pi - angle }
        angle.replace(with: -angle, where: y .< 0)
        var offset = angle - self.start
        offset.replace(with: offset + twoPi, where: offset .< 0)
        offset.replace(with: offset + twoPi, where: offset .< 0)
        let position = offset * entriesPerRadian
        for lane in 0..<min(8, to - start) {
          let index =
            offset[lane] <= sweep ? min(Int(position[lane]), last) : offset[lane] > nearerEndSplit ? 0 : last
          row[start + lane] = colors[index]
        }
        start += 8
      }
    }
  }

  /// Alpha, then red, green and blue premultiplied by it, each 0…1.
  private static func premultiplied(_ color: RingColor) -> SIMD4<Float> {
    let alpha = Float(min(max(color.alpha, 0), 1))
    func channel(_ value: Double) -> Float { Float(min(max(value, 0), 1)) * alpha }
    return SIMD4(alpha, channel(color.red), channel(color.green), channel(color.blue))
  }

}
