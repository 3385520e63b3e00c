/// Signed URLs: a request must carry `sig=`, the HMAC-SHA256 of its path and its other query
/// parameters as sent, under a key only the server and its URL makers hold. An image proxy or
/// a crawler can then fetch the URLs a page holds and no others.
///
/// What is signed is the request target exactly as sent, still percent-encoded, with every
/// `sig=` parameter taken out and the others in their order: `/ring.png?value=15&maxValue=30`
/// for `/ring.png?value=15&sig=…&maxValue=30`. The signature is hex (64 digits, any case) or
/// base64url (43 characters, padding optional). It is compared in constant time.
package struct URLSigning: Sendable {
  /// The HMAC key: the key file's bytes without the line breaks that end it.
  package let key: [UInt8]
  /// Paths that need no signature (`/healthz`).
  package let openPaths: Set<String>
  /// The key's hash states, computed once (``HMACKey``).
  private let prepared: HMACKey
  /// ``openPaths`` as bytes, compared with a request's path without making a string of it.
  private let openPathBytes: [[UInt8]]

  /// Reads a key file's contents: trailing `\n` and `\r\n` are not part of the key. Nil when
  /// nothing is left.
  package init?(keyFile bytes: [UInt8], openPaths: Set<String>) {
    var key = bytes
    while let last = key.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { key.removeLast() }
    guard !key.isEmpty else { return nil }
    self.key = key
    self.openPaths = openPaths
    prepared = HMACKey(key)
    openPathBytes = openPaths.map { Array($0.utf8) }
  }

  /// Why a request's signature is refused.
  package enum Refusal: Error, Sendable, Equatable {
    case missing
    case repeated
    case malformed(String)
    case mismatch
  }

  /// Checks a request target (`/ring.png?value=15&sig=…`): the target without its `sig=`
  /// parameters, as the handlers see it, when its signature is good or its path is open.
  ///
  /// It runs on the I/O thread for every request of a signed server, so it works on the
  /// target's UTF-8 in place: two passes over the bytes, the one string it returns (none when
  /// there was no `sig=`), and the HMAC of its bytes from the key's prepared states.
  package func check(_ target: String) -> Result<String, Refusal> {
    var target = target
    target.makeContiguousUTF8()
    return target.utf8.withContiguousStorageIfAvailable { check(UnsafeRawBufferPointer($0), target) }
      ?? .failure(.missing)
  }

  private func check(_ bytes: UnsafeRawBufferPointer, _ target: String) -> Result<String, Refusal> {
    let count = bytes.count
    var mark = count
    for index in 0..<count where bytes[index] == UInt8(ascii: "?") {
      mark = index
      break
    }
    let open = openPathBytes.contains { $0.count == mark && $0.elementsEqual(bytes[0..<mark]) }
    var signatures = 0
    var signature = 0..<0
    Self.forEachParameter(in: bytes, after: mark) { piece in
      guard Self.isSignature(piece, in: bytes) else { return }
      signatures += 1
      if signatures == 1 { signature = (piece.lowerBound + 4)..<piece.upperBound }
    }
    guard signatures > 0 else { return open ? .success(target) : .failure(.missing) }
    var expected: SHA256Digest?
    if !open {
      guard signatures == 1 else { return .failure(.repeated) }
      guard let given = Self.decode(UnsafeRawBufferPointer(rebasing: bytes[signature])) else {
        return .failure(.malformed(String(decoding: bytes[signature].prefix(80), as: UTF8.self)))
      }
      expected = given
    }
    var matches = true
    let signed = String(unsafeUninitializedCapacity: count) { buffer in
      let written = Self.unsigned(bytes, after: mark, into: buffer)
      if let expected {
        let computed = prepared.authenticate(UnsafeRawBufferPointer(start: buffer.baseAddress, count: written))
        matches = computed.equalsInConstantTime(expected)
      }
      return written
    }
    return matches ? .success(signed) : .failure(.mismatch)
  }

  /// Calls `body` with the range of each `&`-separated piece of the query after `mark`.
  private static func forEachParameter(
    in bytes: UnsafeRawBufferPointer, after mark: Int, _ body: (Range<Int>) -> Void
  ) {
    guard mark < bytes.count else { return }
    var start = mark + 1
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
      body(start..<end)
      start = end + 1
    }
  }

  private static func isSignature(_ piece: Range<Int>, in bytes: UnsafeRawBufferPointer) -> Bool {
    piece.count >= 4 && bytes[piece.lowerBound] == UInt8(ascii: "s") && bytes[piece.lowerBound + 1] == UInt8(ascii: "i")
      && bytes[piece.lowerBound + 2] == UInt8(ascii: "g") && bytes[piece.lowerBound + 3] == UInt8(ascii: "=")
  }

  /// Writes the target less its `sig=` pieces into `buffer` (room for the whole target) and
  /// returns its length: the path, and `?` and the other pieces joined by `&` when any is left.
  private static func unsigned(
    _ bytes: UnsafeRawBufferPointer, after mark: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var written = 0
    func append(_ range: Range<Int>) {
      for index in range {
        buffer[written] = bytes[index]
        written += 1
      }
    }
    append(0..<min(mark + 1, bytes.count))
    var keptAny = false
    forEachParameter(in: bytes, after: mark) { piece in
      guard !isSignature(piece, in: bytes) else { return }
      if keptAny {
        buffer[written] = UInt8(ascii: "&")
        written += 1
      }
      append(piece)
      keptAny = true
    }
    if mark < bytes.count, !keptAny { written -= 1 }
    return written
  }

  /// The target without its `sig=` parameters, and their values.
  static func split(_ target: String) -> (signed: String, signatures: [[UInt8]]) {
    var target = target
    target.makeContiguousUTF8()
    return target.utf8.withContiguousStorageIfAvailable { storage in
      let bytes = UnsafeRawBufferPointer(storage)
      let mark = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
      var signatures: [[UInt8]] = []
      forEachParameter(in: bytes, after: mark) { piece in
        if isSignature(piece, in: bytes) { signatures.append(Array(bytes[(piece.lowerBound + 4)..<piece.upperBound])) }
      }
      let signed = String(unsafeUninitializedCapacity: bytes.count) { unsigned(bytes, after: mark, into: $0) }
      return (signed, signatures)
    } ?? (target, [])
  }

  /// `target` with its signature appended (any it had taken out first), in hex.
  package func sign(_ target: String) -> String {
    let signed = Self.split(target).signed
    let digest = prepared.authenticate(Array(signed.utf8))
    return signed + (signed.contains("?") ? "&" : "?") + "sig=" + digest.hex
  }

  /// The digest in 64 hex digits or 43 base64url characters (with or without `=`), else nil.
  static func decode(_ text: UnsafeRawBufferPointer) -> SHA256Digest? {
    var valid = false
    let digest = SHA256Digest { valid = decode(text, into: UnsafeMutableBufferPointer(start: $0, count: 32)) }
    return valid ? digest : nil
  }

  /// Decodes hex or base64url into the 32 bytes of `digest`; false when `text` is neither.
  private static func decode(_ text: UnsafeRawBufferPointer, into digest: UnsafeMutableBufferPointer<UInt8>) -> Bool {
    if text.count == 64 {
      for index in 0..<32 {
        guard let high = hexDigit(text[2 * index]), let low = hexDigit(text[2 * index + 1]) else { return false }
        digest[index] = high << 4 | low
      }
      return true
    }
    var length = text.count
    if length == 44, text[43] == UInt8(ascii: "=") { length = 43 }
    guard length == 43 else { return false }
    var bits: UInt32 = 0
    var count = 0
    var written = 0
    for index in 0..<length {
      guard let value = base64URLValue(text[index]) else { return false }
      bits = (bits << 6 | UInt32(value)) & 0x3fff
      count += 6
      if count >= 8 {
        count -= 8
        digest[written] = UInt8(truncatingIfNeeded: bits >> count)
        written += 1
      }
    }
    // The last character carries 2 bits of padding, which must be zero (one text per digest).
    return bits & 0b11 == 0
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func base64URLValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "-"): 62
    case UInt8(ascii: "_"): 63
    default: nil
    }
  }
}
