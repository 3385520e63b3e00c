import CRingNettle

/// A SHA-256 digest (FIPS 180-4), computed by nettle (loaded when first needed: check
/// ``loadingProblem`` before the first digest): the digest of a canonical spec names its
/// image in a strong ETag, and an HMAC-SHA256 (``HMACKey``) signs a URL. Its 32 bytes are held
/// in four words, so a digest is made, passed and compared with no allocation.
package struct SHA256Digest: Sendable {
  /// The 32 bytes in order, in memory order (read only as bytes).
  private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// The digest of `bytes`.
  package init(of bytes: some Collection<UInt8>) {
    let message = Array(bytes)
    var context = sha256_ctx()
    ring_sha256_init(&context)
    message.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress, !buffer.isEmpty { ring_sha256_update(&context, buffer.count, base) }
    }
    self.init { ring_sha256_digest(&context, $0) }
  }

  /// Why nettle cannot be loaded ("cannot load libnettle.so.8 (install libnettle8): …"), or nil
  /// when digests can be made. The server and `ringgen sign` ask before their first digest.
  package static var loadingProblem: String? { ring_nettle_load().map { String(cString: $0) } }

  /// The digest that `fill` writes into 32 bytes.
  init(filling fill: (UnsafeMutablePointer<UInt8>) -> Void) {
    withUnsafeMutableBytes(of: &storage) { fill($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)) }
  }

  /// The 32 bytes in order.
  package var bytes: [UInt8] { withUnsafeBytes(of: storage) { Array($0) } }

  /// The 64 lower-case hexadecimal digits of the bytes.
  package var hex: String {
    let digits = Array("0123456789abcdef".utf8)
    return String(unsafeUninitializedCapacity: 64) { text in
      withUnsafeBytes(of: storage) { raw in
        for (index, byte) in raw.enumerated() {
          text[2 * index] = digits[Int(byte >> 4)]
          text[2 * index + 1] = digits[Int(byte & 0x0f)]
        }
      }
      return 64
    }
  }

  /// Whether `other` is the same digest, in time that does not depend on where they differ
  /// (nettle's `memeql_sec`): a guessed signature's time tells nothing of how much was right.
  package func equalsInConstantTime(_ other: SHA256Digest) -> Bool {
    withUnsafeBytes(of: storage) { mine in
      withUnsafeBytes(of: other.storage) { ring_memeql_sec(mine.baseAddress, $0.baseAddress, 32) != 0 }
    }
  }
}
