import CRingNettle

/// An HMAC-SHA256 key (RFC 2104) made ready once by nettle: the hash states after the key's
/// inner and outer padded blocks. A message then costs its own blocks and one outer block, on a
/// copy of those states on the stack: no allocation and no hashing of the key per message.
package struct HMACKey: Sendable {
  /// nettle's context after the key: never changed, copied for each message.
  private let prepared: hmac_sha256_ctx

  /// Prepares `key`, of any length (a key over 64 bytes is hashed first, as RFC 2104 says; an
  /// empty key is a key of 64 zero bytes).
  package init(_ key: [UInt8]) {
    var context = hmac_sha256_ctx()
    key.withUnsafeBufferPointer { ring_hmac_sha256_set_key(&context, $0.count, $0.baseAddress) }
    prepared = context
  }

  /// HMAC-SHA256 of `message` under the key.
  package func authenticate(_ message: UnsafeRawBufferPointer) -> SHA256Digest {
    var context = prepared
    if let base = message.baseAddress, !message.isEmpty {
      ring_hmac_sha256_update(&context, message.count, base.assumingMemoryBound(to: UInt8.self))
    }
    return SHA256Digest { ring_hmac_sha256_digest(&context, $0) }
  }

  /// HMAC-SHA256 of `message` under the key.
  package func authenticate(_ message: [UInt8]) -> SHA256Digest {
    message.withUnsafeBytes { authenticate($0) }
  }
}
