extension SixelEncoder {
  /// The sixel bytes of a picture whose ``SixelPalette`` was found: `DCS 0;1;0 q` (unset pixels
  /// stay transparent), its exact size (`"1;1;W;H`, square pixels), the registers in percent,
  /// then each band of six rows as one run-length-encoded line per register it uses, and `ST`.
  /// Unlike libchafa's, the image is not scaled to a whole number of bands: a last band of
  /// fewer than six rows is written as it is, and the raster size says where it ends.
  static func write(_ palette: SixelPalette) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(palette.width * palette.height / 4)
    out += Array("\u{1B}P0;1;0q\"1;1;\(palette.width);\(palette.height)".utf8)
    for (register, color) in palette.colors.enumerated() {
      let percent = [color.red, color.green, color.blue].map { ($0 * 100 + 127) / 255 }
      out += Array("#\(register);2;\(percent[0]);\(percent[1]);\(percent[2])".utf8)
    }
    // The six bits of each column for each register used in a band, a row of `width` each.
    var lines = [UInt8](repeating: 0, count: palette.colors.count * palette.width)
    var used = [Bool](repeating: false, count: palette.colors.count)
    for top in stride(from: 0, to: palette.height, by: 6) {
      let bottom = min(top + 6, palette.height)
      for y in top..<bottom {
        let bit = UInt8(1 << (y - top))
        for x in 0..<palette.width {
          let register = palette.registers[y * palette.width + x]
          guard register != SixelPalette.unset else { continue }
          lines[Int(register) * palette.width + x] |= bit
          used[Int(register)] = true
        }
      }
      var first = true
      for register in used.indices where used[register] {
        if !first { out.append(UInt8(ascii: "$")) }
        first = false
        out += Array("#\(register)".utf8)
        let line = register * palette.width
        // Columns after the last set one are left out: a carriage return follows.
        var end = palette.width
        while end > 0, lines[line + end - 1] == 0 { end -= 1 }
        var x = 0
        while x < end {
          let bits = lines[line + x]
          var run = 1
          while x + run < end, lines[line + x + run] == bits { run += 1 }
          let character = 63 + bits
          if run > 3 {
            out += Array("!\(run)".utf8)
            out.append(character)
          } else {
            out += [UInt8](repeating: character, count: run)
          }
          x += run
        }
        for column in 0..<palette.width { lines[line + column] = 0 }
        used[register] = false
      }
      out.append(UInt8(ascii: "-"))
    }
    out += [0x1B, 0x5C]
    return out
  }
}
