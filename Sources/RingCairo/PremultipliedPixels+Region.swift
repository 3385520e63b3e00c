#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parts of an image, for animation frames that store only what changed.
extension PremultipliedPixels {
  /// A rectangle of pixels: columns `x..<x + width`, rows `y..<y + height`.
  struct Region: Sendable, Hashable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// The smallest rectangle outside which these pixels equal `previous`'s (an image of the
  /// same size), or nil when they are equal everywhere.
  func changedRegion(since previous: PremultipliedPixels) -> Region? {
    precondition(width == previous.width && height == previous.height, "images of one size")
    guard let base = bytes.baseAddress, let previousBase = previous.bytes.baseAddress else { return nil }
    let rowBytes = width * 4
    func differs(_ y: Int) -> Bool {
      memcmp(base + y * bytesPerRow, previousBase + y * previous.bytesPerRow, rowBytes) != 0
    }
    guard let top = (0..<height).first(where: differs) else { return nil }
    let bottom = (top..<height).last(where: differs) ?? top
    var left = width
    var right = -1
    for y in top...bottom {
      let row = (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
      let previousRow = (previousBase + y * previous.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      // Only the columns outside the span found so far can widen it.
      if let first = (0..<left).first(where: { row[$0] != previousRow[$0] }) { left = first }
      if let last = (max(right + 1, left)..<width).last(where: { row[$0] != previousRow[$0] }) { right = last }
    }
    return Region(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }

  /// The pixels of `region` (which lies inside the image), lent like the image itself.
  func cropped(to region: Region) -> PremultipliedPixels {
    let start = region.y * bytesPerRow + region.x * 4
    let count = (region.height - 1) * bytesPerRow + region.width * 4
    return PremultipliedPixels(
      width: region.width, height: region.height, bytesPerRow: bytesPerRow,
      bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<start + count]))
  }

  /// The pixels of `region` that differ from `previous`'s (an image of the same size), with
  /// every other pixel fully transparent: what an APNG frame composed over `previous` with
  /// blend over must hold to make these pixels. Nil when a pixel that differs is not opaque,
  /// since composing a translucent pixel over another is not exact in 8 bits; that is found
  /// before anything is allocated, as it is for most frames on a transparent background.
  func changes(since previous: PremultipliedPixels, in region: Region) -> [UInt32]? {
    precondition(width == previous.width && height == previous.height, "images of one size")
    guard let base = bytes.baseAddress, let previousBase = previous.bytes.baseAddress else { return nil }
    func rows(_ row: Int) -> (UnsafePointer<UInt32>, UnsafePointer<UInt32>) {
      let y = region.y + row
      return (
        (base + y * bytesPerRow + region.x * 4).assumingMemoryBound(to: UInt32.self),
        (previousBase + y * previous.bytesPerRow + region.x * 4).assumingMemoryBound(to: UInt32.self)
      )
    }
    for row in 0..<region.height {
      let (current, before) = rows(row)
      for column in 0..<region.width where current[column] != before[column] && current[column] >> 24 != 0xFF {
        return nil
      }
    }
    var changes = [UInt32](repeating: 0, count: region.width * region.height)
    for row in 0..<region.height {
      let (current, before) = rows(row)
      for column in 0..<region.width where current[column] != before[column] {
        changes[row * region.width + column] = current[column]
      }
    }
    return changes
  }
}
