/// Escape sequences in terminal text: removing them, and showing them.
enum TerminalText {
  private static let escape: UInt8 = 0x1B
  private static let bell: UInt8 = 0x07

  /// The text with every escape sequence removed: CSI (`ESC [` … final byte, such as colours
  /// and cursor moves, also the 8-bit `0x9B` form), OSC, DCS, SOS, PM and APC strings (to BEL
  /// or `ESC \`), and two-byte escapes such as `ESC 7`. Everything else is kept as it is.
  static func stripped(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == escape, index + 1 < bytes.count {
        index = end(ofEscapeAt: index, in: bytes)
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x9B {
        // U+009B, the 8-bit CSI, encoded in UTF-8.
        index = end(ofControlSequenceFrom: index + 2, in: bytes)
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The index just past the escape sequence starting at `start` (an ESC).
  private static func end(ofEscapeAt start: Int, in bytes: [UInt8]) -> Int {
    let kind = bytes[start + 1]
    switch kind {
    case UInt8(ascii: "["):
      return end(ofControlSequenceFrom: start + 2, in: bytes)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      // A string, ended by BEL or ST (ESC \).
      var index = start + 2
      while index < bytes.count {
        if bytes[index] == bell { return index + 1 }
        if bytes[index] == escape, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
        index += 1
      }
      return index
    default:
      // ESC, intermediate bytes 0x20–0x2F, one final byte.
      var index = start + 1
      while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
      return min(index + 1, bytes.count)
    }
  }

  /// The index just past a control sequence whose parameters start at `start`: parameter
  /// bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
  private static func end(ofControlSequenceFrom start: Int, in bytes: [UInt8]) -> Int {
    var index = start
    while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    if index < bytes.count, (0x40...0x7E).contains(bytes[index]) { index += 1 }
    return index
  }

  /// The line with control characters written out: ESC as `\e`, others as `\u{7}`; tabs are
  /// kept.
  static func visible(_ line: String) -> String {
    var output = ""
    for scalar in line.unicodeScalars {
      switch scalar {
      case "\u{1B}": output += "\\e"
      case "\t": output.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          output += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
