/// HMAC (RFC 2104) over ``SHA256``.
package enum HMAC {
  /// A key made ready once: the hash states after its inner and its outer padded block. Each
  /// message then costs the blocks of the message and one outer block, with no allocation
  /// (``authenticate(_:)``), where computing HMAC afresh hashes two more blocks and builds
  /// three arrays.
  package struct Key: Sendable {
    private let inner: SHA256.State
    private let outer: SHA256.State

    /// Prepares `key` (a key over 64 bytes is hashed first, as RFC 2104 says).
    package init(_ key: [UInt8]) {
      var block = key.count > 64 ? SHA256.digest(key) : key
      block += [UInt8](repeating: 0, count: 64 - block.count)
      var inner = SHA256.State()
      var outer = SHA256.State()
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
        let schedule = words.baseAddress.unsafelyUnwrapped
        block.map { $0 ^ 0x36 }.withUnsafeBytes {
          SHA256.compress(&inner, $0.baseAddress.unsafelyUnwrapped, schedule)
        }
        block.map { $0 ^ 0x5c }.withUnsafeBytes {
          SHA256.compress(&outer, $0.baseAddress.unsafelyUnwrapped, schedule)
        }
      }
      self.inner = inner
      self.outer = outer
    }

    /// HMAC-SHA256 of `message`, as the digest's eight words.
    package func authenticate(_ message: UnsafeRawBufferPointer) -> SHA256.State {
      let digest = SHA256.finish(inner, after: 64, message)
      return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { buffer in
        let words = buffer.baseAddress.unsafelyUnwrapped
        words[0] = digest.h0.bigEndian
        words[1] = digest.h1.bigEndian
        words[2] = digest.h2.bigEndian
        words[3] = digest.h3.bigEndian
        words[4] = digest.h4.bigEndian
        words[5] = digest.h5.bigEndian
        words[6] = digest.h6.bigEndian
        words[7] = digest.h7.bigEndian
        return SHA256.finish(outer, after: 64, UnsafeRawBufferPointer(start: words, count: 32))
      }
    }
  }

  /// HMAC-SHA256 of `message` under `key` (a key over 64 bytes is hashed first).
  package static func sha256(key: [UInt8], message: [UInt8]) -> [UInt8] {
    message.withUnsafeBytes { Key(key).authenticate($0) }.bytes
  }

  /// Whether `a` equals `b`, in time that depends only on their lengths: every byte is
  /// compared, so the time taken tells an attacker nothing of how much of a guess was right.
  package static func equalInConstantTime(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }

  /// Whether two digests are equal, every word compared whatever the first difference.
  package static func equalInConstantTime(_ a: SHA256.State, _ b: SHA256.State) -> Bool {
    let difference =
      (a.h0 ^ b.h0) | (a.h1 ^ b.h1) | (a.h2 ^ b.h2) | (a.h3 ^ b.h3) | (a.h4 ^ b.h4) | (a.h5 ^ b.h5) | (a.h6 ^ b.h6)
      | (a.h7 ^ b.h7)
    return difference == 0
  }
}
