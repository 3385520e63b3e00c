/// SHA-256 (FIPS 180-4), for strong ETags and signed URLs: the digest of a canonical spec names
/// its image, and ``HMAC`` keys one. Foundation on Linux has no hashing, and an ETag must not
/// collide the way `Hasher`'s per-process seeds and 64-bit values could.
package enum SHA256 {
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// The eight words of the hash between blocks; after the last block, the digest.
  package struct State: Sendable, Equatable {
    var h0: UInt32 = 0x6a09_e667
    var h1: UInt32 = 0xbb67_ae85
    var h2: UInt32 = 0x3c6e_f372
    var h3: UInt32 = 0xa54f_f53a
    var h4: UInt32 = 0x510e_527f
    var h5: UInt32 = 0x9b05_688c
    var h6: UInt32 = 0x1f83_d9ab
    var h7: UInt32 = 0x5be0_cd19

    /// The state before any block.
    package init() {}

    /// The words in order.
    var words: [UInt32] { [h0, h1, h2, h3, h4, h5, h6, h7] }

    /// The digest's 32 bytes, big-endian words in order.
    package var bytes: [UInt8] {
      var digest = [UInt8]()
      digest.reserveCapacity(32)
      for word in words {
        digest.append(UInt8(truncatingIfNeeded: word >> 24))
        digest.append(UInt8(truncatingIfNeeded: word >> 16))
        digest.append(UInt8(truncatingIfNeeded: word >> 8))
        digest.append(UInt8(truncatingIfNeeded: word))
      }
      return digest
    }
  }

  /// The 32-byte digest of `bytes`.
  package static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
    let message = Array(bytes)
    return message.withUnsafeBytes { finish(State(), after: 0, $0) }.bytes
  }

  /// The state after `message` and the final padding, `prefix` bytes (whole blocks) having been
  /// hashed into `state` before: the digest of the prefix and `message` together. Allocates
  /// nothing: the schedule and the padded last blocks live on the stack, so a signed server
  /// (``URLSigning``) spends two blocks' time per request and no more.
  package static func finish(_ state: State, after prefix: Int, _ message: UnsafeRawBufferPointer) -> State {
    var state = state
    let count = message.count
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64 + 32) { scratch in
      let words = scratch.baseAddress.unsafelyUnwrapped
      var offset = 0
      if let base = message.baseAddress {
        while count - offset >= 64 {
          compress(&state, UnsafeRawPointer(base + offset), words)
          offset += 64
        }
      }
      // The rest, 0x80, zeros and the length in bits: one block, or two when the rest leaves
      // no room for the length.
      let tail = UnsafeMutableRawPointer(words + 64)
      tail.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
      let rest = count - offset
      if rest > 0, let base = message.baseAddress { tail.copyMemory(from: base + offset, byteCount: rest) }
      tail.storeBytes(of: 0x80, toByteOffset: rest, as: UInt8.self)
      let blocks = rest < 56 ? 1 : 2
      tail.storeBytes(of: (UInt64(prefix + count) &* 8).bigEndian, toByteOffset: blocks * 64 - 8, as: UInt64.self)
      for block in 0..<blocks { compress(&state, UnsafeRawPointer(tail + block * 64), words) }
    }
    return state
  }

  /// Hashes the 64-byte block at `block` into `state`; `words` is room for the 64-word schedule.
  package static func compress(_ state: inout State, _ block: UnsafeRawPointer, _ words: UnsafeMutablePointer<UInt32>) {
    for index in 0..<16 {
      words[index] = block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self).bigEndian
    }
    for index in 16..<64 {
      let s0 = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
      let s1 = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
      words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
    }
    roundConstants.withUnsafeBufferPointer { constants in
      var (a, b, c, d, e, f, g, h) = (state.h0, state.h1, state.h2, state.h3, state.h4, state.h5, state.h6, state.h7)
      for index in 0..<64 {
        let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
        let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let temp2 = sum0 &+ majority
        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
      }
      state.h0 = state.h0 &+ a
      state.h1 = state.h1 &+ b
      state.h2 = state.h2 &+ c
      state.h3 = state.h3 &+ d
      state.h4 = state.h4 &+ e
      state.h5 = state.h5 &+ f
      state.h6 = state.h6 &+ g
      state.h7 = state.h7 &+ h
    }
  }

  /// The digest as lower-case hexadecimal.
  package static func hex(_ bytes: some Collection<UInt8>) -> String {
    digest(bytes).map { byte in
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }.joined()
  }

  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }
}
