import RingCairo

/// A ring's pixels as sixel colour registers, when 256 registers can hold them closely: the
/// exact palette of a picture of few colours, made in one pass.
///
/// A ring is a handful of flat colours and the anti-aliased blends between them. Each opaque
/// pixel (alpha 128 or more, unpremultiplied) falls in one of 4096 bins, 4 bits a channel, and
/// each bin used becomes a register holding the mean of its pixels, so no channel is more than
/// 15 off, and the flat colours, whole bins of one colour, are exact. A picture with more than
/// 256 bins (a gradient blended with a track, say) has no such palette, and is left to
/// libchafa's quantiser. Pixels under alpha 128 are left unset, so the terminal's background
/// shows through them.
struct SixelPalette {
  /// The registers' colours, 0…255 a channel.
  private(set) var colors: [(red: Int, green: Int, blue: Int)] = []
  /// Each pixel's register, row by row, or `SixelPalette.unset`.
  private(set) var registers: [UInt16]
  let width: Int
  let height: Int

  /// A pixel that sixels leave unset.
  static let unset = UInt16.max

  /// The palette of `pixels` (Cairo's premultiplied ARGB32), or nil when it needs more than
  /// 256 registers.
  init?(_ pixels: PremultipliedPixels) {
    guard let base = pixels.bytes.baseAddress, pixels.width > 0, pixels.height > 0 else { return nil }
    width = pixels.width
    height = pixels.height
    registers = [UInt16](repeating: Self.unset, count: width * height)
    var counts = [Int](repeating: 0, count: 4096)
    var sums = [Int](repeating: 0, count: 4096 * 3)
    for y in 0..<height {
      let row = base + y * pixels.bytesPerRow
      for x in 0..<width {
        let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
        let alpha = Int(word >> 24)
        guard alpha >= 128 else { continue }
        let red = min(255, Int(word >> 16 & 0xFF) * 255 / alpha)
        let green = min(255, Int(word >> 8 & 0xFF) * 255 / alpha)
        let blue = min(255, Int(word & 0xFF) * 255 / alpha)
        let bin = (red >> 4) << 8 | (green >> 4) << 4 | blue >> 4
        counts[bin] += 1
        sums[bin * 3] += red
        sums[bin * 3 + 1] += green
        sums[bin * 3 + 2] += blue
        registers[y * width + x] = UInt16(bin)
      }
    }
    var registerOfBin = [UInt16](repeating: Self.unset, count: 4096)
    for bin in 0..<4096 where counts[bin] > 0 {
      guard colors.count < 256 else { return nil }
      registerOfBin[bin] = UInt16(colors.count)
      let count = counts[bin]
      colors.append(
        (
          (sums[bin * 3] + count / 2) / count, (sums[bin * 3 + 1] + count / 2) / count,
          (sums[bin * 3 + 2] + count / 2) / count
        ))
    }
    for index in registers.indices where registers[index] != Self.unset {
      registers[index] = registerOfBin[Int(registers[index])]
    }
  }
}
