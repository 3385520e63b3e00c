import Foundation
import Testing

/// A bit-by-bit CRC-32, written apart from RingCairo's table-driven one.
func crc32(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
  }
  return ~crc
}

func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int = 4) -> Int {
  bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
}

/// Every chunk of a PNG or APNG, with its CRC checked.
func pngChunks(_ data: Data) throws -> [(type: String, data: [UInt8])] {
  let bytes = [UInt8](data)
  try #require(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  var result: [(String, [UInt8])] = []
  var offset = 8
  while offset < bytes.count {
    try #require(offset + 12 <= bytes.count, "a chunk header past the end")
    let length = bigEndian(bytes, offset)
    try #require(offset + 12 + length <= bytes.count, "chunk at \(offset) runs past the end")
    let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
    #expect(UInt32(bigEndian(bytes, offset + 8 + length)) == crc32(typeAndData), "CRC of chunk at \(offset)")
    result.append((String(decoding: typeAndData.prefix(4), as: UTF8.self), Array(typeAndData.dropFirst(4))))
    offset += 12 + length
  }
  return result
}
