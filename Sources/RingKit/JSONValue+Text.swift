extension JSONValue {
  /// The value as compact JSON text: no spaces, object members in their order, strings with
  /// `"`, `\` and control characters escaped, and numbers in the shortest form that reads back
  /// to the same `Double` (whole numbers under 2^53 without a fraction).
  ///
  /// Equal values give equal text and different values different text, so the text can name
  /// what it describes (`ringgen serve` hashes a spec's text for its ETags). Non-finite numbers,
  /// which no spec holds, are written as `nan`, `inf` and `-inf`: not JSON, but still distinct.
  package var text: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4096)
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``text``, as UTF-8, to `bytes`.
  private func write(to bytes: inout [UInt8]) {
    switch self {
    case .null: bytes += "null".utf8
    case .bool(let flag): bytes += (flag ? "true" : "false").utf8
    case .number(let number): Self.write(number, to: &bytes)
    case .string(let string): Self.write(string, to: &bytes)
    case .array(let items):
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        item.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.write(member.key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        member.value.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  private static func write(_ number: Double, to bytes: inout [UInt8]) {
    // Integers print without Swift's ".0"; below 2^53 every whole Double is one Int64.
    if number == number.rounded(.towardZero) && abs(number) < 0x1p53 {
      bytes += String(Int64(number)).utf8
    } else {
      bytes += number.description.utf8
    }
  }

  private static func write(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case UInt8(ascii: "\n"): bytes += #"\n"#.utf8
      case UInt8(ascii: "\r"): bytes += #"\r"#.utf8
      case UInt8(ascii: "\t"): bytes += #"\t"#.utf8
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += #"\u00"#.utf8
        bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default:
        // UTF-8's bytes of any other character go as they are.
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
