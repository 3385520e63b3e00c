/// A Gaussian blur of an 8-bit alpha image in place, approximated by three box blurs in each
/// direction (within 3 % of the true Gaussian; Kutskir's box sizes), in time independent of
/// the radius. Pixels outside the image count as transparent, so a silhouette near the edge
/// fades instead of smearing.
///
/// Cairo has no blur; this is the one piece of pixel processing ringgen does itself, for
/// shadows and glows. Each box runs along the rows, then down the columns, keeping running
/// sums and dividing by the box width with a fixed-point reciprocal; columns go 32 at a time,
/// so the inner loops run across contiguous bytes and vectorise.
///
/// Only the ink is blurred: transparency further than a box reaches from any ink stays
/// transparent, so each row, and each strip of 32 columns, goes through the box only over its
/// runs of ink widened by the box's radius. A ring's silhouette is mostly hole and corners,
/// which this skips; the result is the same, byte for byte, as blurring every pixel.
struct GaussianBlur {
  /// How many columns go through the vertical boxes together.
  static let stripWidth = 32

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
    let boxes = boxWidths(sigma: sigma).filter { $0 > 1 }
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, stripWidth * height))
    defer { scratch.deallocate() }
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: stripWidth)
    defer { sums.deallocate() }
    for box in boxes {
      let radius = box / 2
      for y in 0..<height {
        let row = pixels + y * stride
        forEachRun(
          count: width, reach: radius, isInked: { row[$0] != 0 }, firstInk: { firstInk(row, from: $0, to: $1) }
        ) { from, to in
          scratch.update(from: row + from, count: to - from)
          horizontal(from: scratch, to: row + from, count: to - from, radius: radius, reciprocal: reciprocal(box))
        }
      }
      for left in Swift.stride(from: 0, to: width, by: stripWidth) {
        let columns = min(stripWidth, width - left)
        let strip = pixels + left
        func isInked(_ y: Int) -> Bool { firstInk(strip + y * stride, from: 0, to: columns) != nil }
        func firstInked(from: Int, to: Int) -> Int? {
          var y = from
          while y < to, !isInked(y) { y += 1 }
          return y < to ? y : nil
        }
        forEachRun(count: height, reach: radius, isInked: isInked, firstInk: firstInked) { from, to in
          let block = strip + from * stride
          for y in 0..<to - from { (scratch + y * columns).update(from: block + y * stride, count: columns) }
          vertical(
            from: scratch, to: block, width: columns, height: to - from, inputStride: columns, outputStride: stride,
            radius: radius, reciprocal: reciprocal(box), sums: sums)
        }
      }
    }
  }

  /// Calls `body` with each stretch `from..<to` of `0..<count` that lies within `reach` of
  /// ink, where `isInked(i)` says whether index i holds ink and `firstInk(from, to)` finds the
  /// first that does in a range. Stretches that would meet are one, so that what the box
  /// carries from one meets nothing from another.
  @inline(__always) private static func forEachRun(
    count: Int, reach: Int, isInked: (Int) -> Bool, firstInk: (Int, Int) -> Int?, body: (Int, Int) -> Void
  ) {
    var index = 0
    while let start = firstInk(index, count) {
      var end = start + 1
      while true {
        while end < count, isInked(end) { end += 1 }
        guard let next = firstInk(end, min(count, end + 2 * reach + 1)) else { break }
        end = next + 1
      }
      let from = max(start - reach, 0), to = min(end + reach, count)
      body(from, to)
      index = to
    }
  }

  /// The first byte from `from` to `to` that is not 0, eight at a time.
  private static func firstInk(_ row: UnsafeMutablePointer<UInt8>, from: Int, to: Int) -> Int? {
    var x = from
    while x + 8 <= to, UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 { x += 8 }
    while x < to {
      if row[x] != 0 { return x }
      x += 1
    }
    return nil
  }

  /// 2^24 / box, so that (sum · reciprocal + 2^23) >> 24 is sum / box, rounded; a sum of at
  /// most 255 · box keeps that within 32 bits.
  private static func reciprocal(_ box: Int) -> UInt32 { UInt32((1 << 24) / box) }

  /// One box along `count` bytes: each output is the rounded mean of the inputs within
  /// `radius` of it, those beyond the ends counting as 0. The loop is split where inputs start
  /// leaving the window and stop entering it, so the middle one has no branch.
  private static func horizontal(
    from input: UnsafePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, count: Int, radius: Int,
    reciprocal: UInt32
  ) {
    @inline(__always) func mean(_ sum: UInt32) -> UInt8 {
      UInt8(truncatingIfNeeded: (sum &* reciprocal &+ (1 << 23)) >> 24)
    }
    var sum: UInt32 = 0
    for index in 0..<min(radius, count) { sum &+= UInt32(input[index]) }
    // Up to `head` nothing leaves the window; from `tail` on nothing enters it.
    let head = min(radius + 1, count), tail = max(count - radius, head)
    for index in 0..<head {
      if index &+ radius < count { sum &+= UInt32(input[index &+ radius]) }
      output[index] = mean(sum)
    }
    for index in head..<tail {
      sum &+= UInt32(input[index &+ radius])
      sum &-= UInt32(input[index &- radius &- 1])
      output[index] = mean(sum)
    }
    for index in tail..<count {
      sum &-= UInt32(input[index &- radius &- 1])
      output[index] = mean(sum)
    }
  }

  private static func vertical(
    from input: UnsafePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
    inputStride stride: Int, outputStride: Int, radius: Int, reciprocal: UInt32, sums: UnsafeMutablePointer<UInt32>
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
      let row = output + y * outputStride
      for x in 0..<width { row[x] = UInt8(truncatingIfNeeded: (sums[x] &* reciprocal &+ (1 << 23)) >> 24) }
    }
  }
}
