/// How a text snapshot shows control characters in a failure's line diff.
enum ControlCharacters {
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
