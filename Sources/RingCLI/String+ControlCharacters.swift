extension String {
  /// The text with every control character written as a Swift-style escape, `\u{1B}`: C0
  /// (U+0000–U+001F, tab and line feed included), DEL and C1 (U+0080–U+009F, such as U+009B,
  /// which some terminals take as ESC [).
  ///
  /// Messages quote what the user gave (an argument, a JSON string), and a raw ESC, BEL or
  /// CSI in it would be run by the terminal showing standard error: it could recolour it,
  /// retitle the window or hide the rest of the message. A message also stays one line.
  var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      if scalar.isControlCharacter {
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

extension Unicode.Scalar {
  /// C0, DEL or C1.
  var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
