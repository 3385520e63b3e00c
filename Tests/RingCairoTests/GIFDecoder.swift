/// A small GIF decoder, written for the tests apart from giflib: it reads the global palette,
/// graphic control extensions and images (LZW), and composites each frame onto the canvas
/// as "do not dispose" frames are shown.
struct GIFDecoder {
  struct Frame {
    /// Opaque RGB pixels of the whole canvas after this frame.
    var rgb: [UInt8]
    /// Centiseconds.
    var delay: Int
  }

  var width = 0
  var height = 0
  var frames: [Frame] = []

  init?(_ bytes: [UInt8]) {
    guard bytes.starts(with: Array("GIF89a".utf8)), bytes.count > 13 else { return nil }
    width = Int(bytes[6]) | Int(bytes[7]) << 8
    height = Int(bytes[8]) | Int(bytes[9]) << 8
    guard bytes[10] & 0x80 != 0 else { return nil }
    let paletteSize = 2 << Int(bytes[10] & 0x07)
    let palette = Array(bytes[13..<13 + 3 * paletteSize])
    var offset = 13 + 3 * paletteSize
    var canvas = [UInt8](repeating: 0, count: width * height * 3)
    var delay = 0
    func subBlocks() -> [UInt8]? {
      var data: [UInt8] = []
      while offset < bytes.count, bytes[offset] != 0 {
        let end = offset + 1 + Int(bytes[offset])
        guard end <= bytes.count else { return nil }
        data += bytes[(offset + 1)..<end]
        offset = end
      }
      offset += 1
      return data
    }
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x3B:
        return
      case 0x21:
        let label = bytes[offset + 1]
        offset += 2
        guard let data = subBlocks() else { return nil }
        if label == 0xF9, data.count >= 3 { delay = Int(data[1]) | Int(data[2]) << 8 }
      case 0x2C:
        let left = Int(bytes[offset + 1]) | Int(bytes[offset + 2]) << 8
        let top = Int(bytes[offset + 3]) | Int(bytes[offset + 4]) << 8
        let w = Int(bytes[offset + 5]) | Int(bytes[offset + 6]) << 8
        let h = Int(bytes[offset + 7]) | Int(bytes[offset + 8]) << 8
        guard bytes[offset + 9] & 0xC0 == 0 else { return nil }  // no local palette, no interlace
        let minimumCodeSize = Int(bytes[offset + 10])
        offset += 11
        guard let data = subBlocks(), let indices = Self.lzw(data, minimumCodeSize: minimumCodeSize, count: w * h)
        else { return nil }
        for y in 0..<h {
          for x in 0..<w {
            let index = Int(indices[y * w + x])
            let target = ((top + y) * width + left + x) * 3
            canvas[target..<target + 3] = palette[index * 3..<index * 3 + 3]
          }
        }
        frames.append(Frame(rgb: canvas, delay: delay))
      default:
        return nil
      }
    }
  }

  /// GIF's variable-width LZW.
  private static func lzw(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8]? {
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var table: [[UInt8]] = []
    var codeSize = minimumCodeSize + 1
    func reset() {
      table = (0..<clear).map { [UInt8($0)] } + [[], []]
      codeSize = minimumCodeSize + 1
    }
    reset()
    var output: [UInt8] = []
    var previous: [UInt8]?
    var bitBuffer = 0
    var bitCount = 0
    var position = 0
    while output.count < count {
      while bitCount < codeSize {
        guard position < data.count else { return output.count == count ? output : nil }
        bitBuffer |= Int(data[position]) << bitCount
        position += 1
        bitCount += 8
      }
      let code = bitBuffer & ((1 << codeSize) - 1)
      bitBuffer >>= codeSize
      bitCount -= codeSize
      if code == clear {
        reset()
        previous = nil
        continue
      }
      if code == end { break }
      var entry: [UInt8]
      if code < table.count {
        entry = table[code]
      } else if code == table.count, let previous {
        entry = previous + [previous[0]]
      } else {
        return nil
      }
      output += entry
      if let previous, table.count < 4096 {
        table.append(previous + [entry[0]])
        if table.count == 1 << codeSize && codeSize < 12 { codeSize += 1 }
      }
      previous = entry
    }
    return output.count >= count ? Array(output.prefix(count)) : nil
  }
}
