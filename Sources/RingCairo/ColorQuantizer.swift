/// Chooses one palette of at most 256 colours for a whole animation and maps pixels to it.
///
/// A ring is a handful of flat colours and the anti-aliased blends between them. When the
/// sampled frames (their ``histogram(of:)``s, added up) hold 256 colours or fewer, the palette
/// is exactly those; otherwise median cut (Heckbert) splits the weighted colour histogram into
/// 256 boxes, always splitting the box with the most pixel-weighted spread along its longest
/// axis, and takes each box's weighted mean.
/// Pixels map to the nearest palette colour by squared RGB distance.
struct ColorQuantizer: Sendable {
  /// The palette, as `0xRRGGBB`.
  let palette: [UInt32]

  /// Builds the palette from a histogram of `0xRRGGBB` colours and their pixel counts.
  init(histogram: [UInt32: Int], maxColors: Int = 256) {
    let colors = histogram.sorted { $0.key < $1.key }.map { (color: $0.key, weight: $0.value) }
    if colors.count <= maxColors {
      palette = colors.map(\.color)
    } else {
      palette = Self.medianCut(colors, into: maxColors)
    }
  }

  /// How many pixels of opaque RGBA `bytes` have each colour (alpha is ignored). Sample frames
  /// are reduced to this as they are drawn, so sampling holds a histogram per frame, not the
  /// frame, and the histograms of several frames add up to that of all their pixels.
  static func histogram(of bytes: [UInt8]) -> [UInt32: Int] {
    var histogram: [UInt32: Int] = [:]
    for offset in stride(from: 0, to: bytes.count, by: 4) {
      let color = UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
      histogram[color, default: 0] += 1
    }
    return histogram
  }

  private static func channel(_ color: UInt32, _ index: Int) -> Int { Int((color >> UInt32(16 - 8 * index)) & 0xFF) }

  private static func medianCut(_ colors: [(color: UInt32, weight: Int)], into count: Int) -> [UInt32] {
    var boxes: [ArraySlice<(color: UInt32, weight: Int)>] = [colors[...]]
    func spread(_ box: ArraySlice<(color: UInt32, weight: Int)>) -> (axis: Int, score: Int) {
      var best = (axis: 0, score: -1)
      let weight = box.reduce(0) { $0 + $1.weight }
      for axis in 0..<3 {
        let values = box.map { channel($0.color, axis) }
        let range = (values.max() ?? 0) - (values.min() ?? 0)
        if range * weight > best.score { best = (axis, range * weight) }
      }
      return best
    }
    while boxes.count < count {
      let scored = boxes.enumerated().filter { $0.element.count > 1 }.map { ($0.offset, spread($0.element)) }
      guard let (index, (axis, score)) = scored.max(by: { $0.1.score < $1.1.score }), score > 0 else { break }
      let sorted = boxes[index].sorted { channel($0.color, axis) < channel($1.color, axis) }
      let total = sorted.reduce(0) { $0 + $1.weight }
      var running = 0
      var cut = 1
      for (offset, entry) in sorted.enumerated() {
        running += entry.weight
        if running * 2 >= total {
          cut = max(1, min(offset + 1, sorted.count - 1))
          break
        }
      }
      boxes[index] = sorted[..<cut]
      boxes.append(sorted[cut...])
    }
    return boxes.map { box in
      let weight = Double(box.reduce(0) { $0 + $1.weight })
      let means = (0..<3).map { axis in
        (box.reduce(0.0) { $0 + Double(channel($1.color, axis) * $1.weight) } / weight).rounded()
      }
      return UInt32(means[0]) << 16 | UInt32(means[1]) << 8 | UInt32(means[2])
    }
  }

  /// The index of the palette colour nearest to each pixel of opaque RGBA `bytes`.
  func indices(for bytes: [UInt8]) -> [UInt8] {
    var nearest: [UInt32: UInt8] = [:]
    var result = [UInt8](repeating: 0, count: bytes.count / 4)
    for pixel in result.indices {
      let offset = pixel * 4
      let color = UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
      if let index = nearest[color] {
        result[pixel] = index
      } else {
        let index = nearestIndex(to: color)
        nearest[color] = index
        result[pixel] = index
      }
    }
    return result
  }

  private func nearestIndex(to color: UInt32) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, entry) in palette.enumerated() {
      var distance = 0
      for axis in 0..<3 {
        let difference = Self.channel(color, axis) - Self.channel(entry, axis)
        distance += difference * difference
      }
      if distance < bestDistance {
        bestDistance = distance
        best = index
      }
    }
    return UInt8(best)
  }
}
