import CRingPNG

/// Cairo's rows as the PNG writer's row source (`ring_png_rows`) reads them: each row is made
/// straight RGBA8 as the writer reaches it, into the writer's own row buffer.
struct PremultipliedRows {
  /// The first row's first pixel, premultiplied `0xAARRGGBB` words.
  let base: UnsafeRawPointer
  /// Bytes from one row to the next.
  let bytesPerRow: Int
  /// Pixels a row.
  let width: Int
  /// ``CairoSurface/alphaReciprocals``.
  let reciprocals: UnsafeBufferPointer<UInt64>

  /// `ring_png_rows.fill`, for a context that points at a `PremultipliedRows`. The writer's row
  /// buffer is 16-byte aligned (`ring_png_direct.c`), so it can be written as 32-bit words.
  static let fill: @convention(c) (UnsafeRawPointer?, UInt32, UnsafeMutablePointer<UInt8>?) -> Void = {
    context, row, rgba in
    guard let source = context?.assumingMemoryBound(to: PremultipliedRows.self).pointee, let rgba else { return }
    let input = (source.base + Int(row) * source.bytesPerRow).assumingMemoryBound(to: UInt32.self)
    rgba.withMemoryRebound(to: UInt32.self, capacity: source.width) { output in
      CairoSurface.straightenRow(input, into: output, width: source.width, reciprocals: source.reciprocals)
    }
  }
}
