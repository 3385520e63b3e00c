/// A Gaussian blur of an 8-bit alpha image in place, approximated by three box blurs in each
/// direction (within 3 % of the true Gaussian; Kutskir's box sizes), in time independent of
/// the radius. Pixels outside the image count as transparent, so a silhouette near the edge
/// fades instead of smearing.
///
/// Cairo has no blur; this is the one piece of pixel processing ringgen does itself, for
/// shadows and glows. Each pass keeps running sums (per row, then per column across a whole
/// row at once, so the inner loops run over contiguous memory and vectorise), and divides by
/// the box width with a fixed-point reciprocal.
struct GaussianBlur {
  /// The three box widths (odd) whose repeated average approximates a Gaussian of `sigma`.
  static func boxWidths(sigma: Double) -> [Int] {
    let passes = 3.0
    let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
    return (0..<3).map { Double($0) < m ? lower : upper }
  }

  /// Blurs `width` × `height` alpha bytes, rows `stride` apart, with standard deviation
  /// `sigma` pixels. A sigma below 0.1 leaves the image as it is.
  static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard sigma >= 0.1, width > 0, height > 0 else { return }
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
    defer { copy.deallocate() }
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    defer { sums.deallocate() }
    for box in boxWidths(sigma: sigma) where box > 1 {
      let radius = box / 2
      // 2^24 / box, so that (sum · reciprocal + 2^23) >> 24 is sum / box, rounded.
      let reciprocal = UInt32((1 << 24) / box)
      copy.update(from: pixels, count: stride * height)
      for y in 0..<height {
        horizontal(
          from: copy + y * stride, to: pixels + y * stride, count: width, radius: radius, reciprocal: reciprocal)
      }
      copy.update(from: pixels, count: stride * height)
      vertical(
        from: copy, to: pixels, width: width, height: height, stride: stride, radius: radius, reciprocal: reciprocal,
        sums: sums)
    }
  }

  private static func horizontal(
    from input: UnsafePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, count: Int, radius: Int,
    reciprocal: UInt32
  ) {
    var sum: UInt32 = 0
    for index in 0..<min(radius, count) { sum += UInt32(input[index]) }
    for index in 0..<count {
      if index + radius < count { sum += UInt32(input[index + radius]) }
      if index > radius { sum -= UInt32(input[index - radius - 1]) }
      output[index] = UInt8(truncatingIfNeeded: (UInt64(sum) * UInt64(reciprocal) + (1 << 23)) >> 24)
    }
  }

  private static func vertical(
    from input: UnsafePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
    radius: Int, reciprocal: UInt32, sums: UnsafeMutablePointer<UInt32>
  ) {
    sums.update(repeating: 0, count: width)
    for y in 0..<min(radius, height) {
      let row = input + y * stride
      for x in 0..<width { sums[x] &+= UInt32(row[x]) }
    }
    for y in 0..<height {
      if y + radius < height {
        let entering = input + (y + radius) * stride
        for x in 0..<width { sums[x] &+= UInt32(entering[x]) }
      }
      if y > radius {
        let leaving = input + (y - radius - 1) * stride
        for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
      }
      let row = output + y * stride
      for x in 0..<width { row[x] = UInt8(truncatingIfNeeded: (sums[x] &* reciprocal &+ (1 << 23)) >> 24) }
    }
  }
}
