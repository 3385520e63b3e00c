import CZlib

/// gzip (RFC 1952) for text responses such as SVG, which shrink to a fraction.
package enum Gzip {
  /// `bytes` as one gzip member, or nil if zlib fails.
  package static func compress(_ bytes: [UInt8]) -> [UInt8]? {
    // deflate's worst case adds 5 bytes per 16 KiB block, plus 18 bytes of gzip header and trailer.
    let capacity = bytes.count + bytes.count / 1000 + 64
    var output = [UInt8](repeating: 0, count: capacity)
    let written = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        ring_gzip(input.baseAddress, input.count, out.baseAddress, out.count)
      }
    }
    guard written >= 0 else { return nil }
    return Array(output.prefix(written))
  }

  /// Whether an `Accept-Encoding` value accepts gzip (`gzip`, `x-gzip` or `*` without `q=0`).
  package static func isAccepted(by acceptEncoding: String?) -> Bool {
    guard let acceptEncoding else { return false }
    return acceptEncoding.split(separator: ",").contains { coding in
      let parts = coding.split(separator: ";").map { $0.trimmingOptionalWhitespace().lowercased() }
      guard let name = parts.first, ["gzip", "x-gzip", "*"].contains(name) else { return false }
      let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
      return quality > 0
    }
  }
}
