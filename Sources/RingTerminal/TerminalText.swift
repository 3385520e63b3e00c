/// Text as a terminal lays it out: how many columns each character takes, and which
/// characters must never reach a terminal.
public enum TerminalText {
  /// Terminal output with its escape sequences removed, as a person reads it: CSI
  /// (`ESC [` … final byte), OSC (`ESC ]` … BEL or `ESC \`), DCS, SOS, PM and APC
  /// (… `ESC \`), other two-byte escapes, and CAN.
  public static func withoutEscapes(_ bytes: [UInt8]) -> String {
    var kept: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x18 {
        index += 1
        continue
      }
      guard byte == 0x1B, index + 1 < bytes.count else {
        kept.append(byte)
        index += 1
        continue
      }
      let kind = bytes[index + 1]
      index += 2
      switch kind {
      case UInt8(ascii: "["):
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        index += 1
      case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
        while index < bytes.count {
          if bytes[index] == 0x07 && kind == UInt8(ascii: "]") {
            index += 1
            break
          }
          if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
            index += 2
            break
          }
          index += 1
        }
      default:
        break
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// The columns `text` takes once made printable (see ``printable(_:asciiOnly:)``).
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
        return first.isASCII && (0x20..<0x7F).contains(first.value) && character.unicodeScalars.count == 1 ? (character, 1) : ("?", 1)
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
