/// A client's IP address as the 16 bytes of an IPv6 address (IPv4 as `::ffff:a.b.c.d`), the key
/// of its rate-limit bucket: two words hash and compare in a few instructions, where the
/// address as text took formatting and a string's hash on every request.
package struct ClientAddress: Sendable, Hashable {
  /// The first 8 bytes, big-endian.
  package var high: UInt64
  /// The last 8 bytes, big-endian.
  package var low: UInt64

  package init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The address of no client (libmicrohttpd had none): all such requests share one bucket.
  package static let unknown = ClientAddress(high: 0, low: 0)

  /// An IPv4 address, `a.b.c.d` as `a << 24 | b << 16 | c << 8 | d`.
  package init(ipv4 address: UInt32) {
    self.init(high: 0, low: 0xffff_0000_0000 | UInt64(address))
  }

  /// The address from its 16 bytes in network order.
  init(bytes: UnsafeRawBufferPointer) {
    self.init(
      high: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self).bigEndian,
      low: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian)
  }
}
