/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320, reflected), for the chunks that
/// APNG assembly writes itself.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var crc = UInt32(index)
    for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    return crc
  }

  /// The checksum of the concatenation of `parts`.
  static func checksum(_ parts: [UInt8]...) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for part in parts {
      for byte in part { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
