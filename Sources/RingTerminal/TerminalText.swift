/// Text as a terminal lays it out: how many columns each character takes, and which
/// characters must never reach a terminal.
public enum TerminalText {
  /// The text with every escape sequence removed: CSI (`ESC [` … final byte, such as colours
  /// and cursor moves, also the 8-bit U+009B form), OSC, DCS, SOS, PM and APC strings (to BEL
  /// or `ESC \`), two-byte escapes such as `ESC 7`, and CAN (which cancels a sequence).
  /// Everything else is kept as it is.
  public static func withoutEscapes(_ bytes: [UInt8]) -> String {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x18 {
        index += 1
      } else if byte == 0x1B, index + 1 < bytes.count {
        index = end(ofEscapeAt: index, in: bytes)
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x9B {
        index = end(ofControlSequenceFrom: index + 2, in: bytes)
      } else {
        kept.append(byte)
        index += 1
      }
    }
    return String(decoding: kept, as: UTF8.self)
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
        if bytes[index] == 0x07 { return index + 1 }
        if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
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

  /// The columns `text` takes once made printable: control and format characters count as
  /// U+FFFD, and with `asciiOnly` every non-ASCII character as `?`.
  public static func width(of text: String, asciiOnly: Bool = false) -> Int {
    printable(text, asciiOnly: asciiOnly).reduce(0) { $0 + $1.1 }
  }

  /// `text` as (character, columns) pairs, safe to print: control and format characters
  /// (escape, newline, bidi overrides, zero-width spaces) become U+FFFD, and in ASCII-only
  /// output every non-ASCII character becomes `?`, so a label can neither inject escape
  /// sequences nor be misaligned by invisible characters.
  static func printable(_ text: String, asciiOnly: Bool) -> [(Character, Int)] {
    text.map { character in
      guard let first = character.unicodeScalars.first else { return ("?", 1) }
      if asciiOnly {
        return first.isASCII && (0x20..<0x7F).contains(first.value) && character.unicodeScalars.count == 1
          ? (character, 1) : ("?", 1)
      }
      switch first.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned,
        .nonspacingMark, .enclosingMark, .spacingMark:
        return ("\u{FFFD}", 1)
      default:
        return (character, width(of: character))
      }
    }
  }

  /// The columns a printable character takes: 2 for East Asian wide and full-width
  /// characters and emoji shown as emoji, 1 otherwise.
  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(first.value) } ? 2 : 1
  }
}
