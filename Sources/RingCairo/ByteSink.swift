import CRingCairo

/// Collects the bytes Cairo writes to a stream surface (PDF), and giflib to a GIF.
final class ByteSink {
  private(set) var bytes: [UInt8] = []

  /// The bytes collected since the last call, which the sink then forgets (a GIF is written
  /// out frame by frame).
  func takeBytes() -> [UInt8] {
    defer { bytes = [] }
    return bytes
  }

  /// Appends bytes.
  func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }

  /// A pointer that ``write`` turns back into this sink. The sink must outlive the surface
  /// that writes into it; ``CairoSurface`` keeps it for that reason.
  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// The `cairo_write_func_t` for stream surfaces.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }
}
