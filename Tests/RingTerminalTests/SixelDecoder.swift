/// A small sixel decoder for the tests: raster attributes, palette (`#n;2;r;g;b` in percent),
/// colour selection, sixel characters, repeats (`!n`), carriage returns (`$`) and new rows
/// (`-`). Pixels no sixel sets stay nil (transparent).
struct SixelImage {
  var width = 0
  var height = 0
  var pixels: [(red: Int, green: Int, blue: Int)?] = []

  init?(_ bytes: [UInt8]) {
    guard let start = bytes.firstIndex(of: UInt8(ascii: "q")) else { return nil }
    var palette: [Int: (Int, Int, Int)] = [:]
    var color = 0, x = 0, band = 0
    var index = start + 1
    func number() -> Int {
      var value = 0
      while index < bytes.count, (48...57).contains(bytes[index]) {
        value = value * 10 + Int(bytes[index] - 48)
        index += 1
      }
      return value
    }
    func numbers() -> [Int] {
      var values = [number()]
      while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
        index += 1
        values.append(number())
      }
      return values
    }
    func put(_ sixel: UInt8, count: Int) {
      for _ in 0..<count {
        for bit in 0..<6 where Int(sixel - 63) & (1 << bit) != 0 {
          let y = band * 6 + bit
          if x < width, y < height, let rgb = palette[color] { pixels[y * width + x] = rgb }
        }
        x += 1
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        let values = numbers()
        guard values.count == 4 else { return nil }
        (width, height) = (values[2], values[3])
        pixels = Array(repeating: nil, count: width * height)
      case UInt8(ascii: "#"):
        let values = numbers()
        color = values[0]
        if values.count == 5, values[1] == 2 {
          palette[color] = (values[2] * 255 / 100, values[3] * 255 / 100, values[4] * 255 / 100)
        }
      case UInt8(ascii: "!"):
        let count = number()
        guard index < bytes.count else { return nil }
        put(bytes[index], count: count)
        index += 1
      case UInt8(ascii: "$"): x = 0
      case UInt8(ascii: "-"):
        x = 0
        band += 1
      case 63...126: put(byte, count: 1)
      case 0x1B: return
      default: continue
      }
    }
  }
}
