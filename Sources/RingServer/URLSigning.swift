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
  package var openPaths: Set<String>

  /// Reads a key file's contents: trailing `\n` and `\r\n` are not part of the key. Nil when
  /// nothing is left.
  package init?(keyFile bytes: [UInt8], openPaths: Set<String>) {
    var key = bytes
    while let last = key.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { key.removeLast() }
    guard !key.isEmpty else { return nil }
    self.key = key
    self.openPaths = openPaths
  }

  /// Why a request's signature is refused.
  package enum Refusal: Error, Sendable, Equatable {
    case missing
    case repeated
    case malformed(String)
    case mismatch
  }

  /// The target without its `sig=` parameters, and their values. Works on the UTF-8 bytes:
  /// it runs for every request of a signed server, and splitting `Character`s took 10 µs.
  static func split(_ target: String) -> (signed: String, signatures: [[UInt8]]) {
    let bytes = Array(target.utf8)
    guard let mark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return (target, []) }
    var kept = Array(bytes[...mark])
    var signatures: [[UInt8]] = []
    let signature = Array("sig=".utf8)
    var start = mark + 1
    var keptAny = false
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
      let piece = bytes[start..<end]
      if piece.starts(with: signature) {
        signatures.append(Array(piece.dropFirst(signature.count)))
      } else {
        if keptAny { kept.append(UInt8(ascii: "&")) }
        kept += piece
        keptAny = true
      }
      start = end + 1
    }
    if !keptAny { kept.removeLast() }
    return (String(decoding: kept, as: UTF8.self), signatures)
  }

  /// Checks the signature of a request target (`/ring.png?value=15&sig=…`).
  package func verify(_ target: String) -> Result<Void, Refusal> {
    let (signed, signatures) = Self.split(target)
    guard let given = signatures.first else { return .failure(.missing) }
    guard signatures.count == 1 else { return .failure(.repeated) }
    guard let bytes = Self.decode(given) else {
      return .failure(.malformed(String(decoding: given.prefix(80), as: UTF8.self)))
    }
    let expected = HMAC.sha256(key: key, message: Array(signed.utf8))
    return HMAC.equalInConstantTime(bytes, expected) ? .success(()) : .failure(.mismatch)
  }

  /// `target` with its signature appended (any it had taken out first), in hex.
  package func sign(_ target: String) -> String {
    let signed = Self.split(target).signed
    let digest = HMAC.sha256(key: key, message: Array(signed.utf8))
    return signed + (signed.contains("?") ? "&" : "?") + "sig=" + Self.hex(digest)
  }

  /// 32 bytes from 64 hex digits or 43 base64url characters (with or without `=`), else nil.
  static func decode(_ utf8: [UInt8]) -> [UInt8]? {
    if utf8.count == 64 {
      var bytes: [UInt8] = []
      for index in stride(from: 0, to: 64, by: 2) {
        guard let high = hexDigit(utf8[index]), let low = hexDigit(utf8[index + 1]) else { return nil }
        bytes.append(high << 4 | low)
      }
      return bytes
    }
    var characters = utf8
    if characters.count == 44, characters.last == UInt8(ascii: "=") { characters.removeLast() }
    guard characters.count == 43 else { return nil }
    var bits = 0
    var count = 0
    var bytes: [UInt8] = []
    for character in characters {
      guard let value = base64URLValue(character) else { return nil }
      bits = bits << 6 | Int(value)
      count += 6
      if count >= 8 {
        count -= 8
        bytes.append(UInt8(truncatingIfNeeded: bits >> count))
      }
    }
    // The last character carries 2 bits of padding, which must be zero (one text per digest).
    guard bits & 0b11 == 0 else { return nil }
    return bytes
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

  /// Lower-case hex.
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }.joined()
  }
}

/// HMAC (RFC 2104) over ``SHA256``.
package enum HMAC {
  /// HMAC-SHA256 of `message` under `key` (a key over 64 bytes is hashed first).
  package static func sha256(key: [UInt8], message: [UInt8]) -> [UInt8] {
    var block = key.count > 64 ? SHA256.digest(key) : key
    block += [UInt8](repeating: 0, count: 64 - block.count)
    var inner = block.map { $0 ^ 0x36 }
    inner += message
    var outer = block.map { $0 ^ 0x5c }
    outer += SHA256.digest(inner)
    return SHA256.digest(outer)
  }

  /// Whether `a` equals `b`, in time that depends only on their lengths: every byte is
  /// compared, so the time taken tells an attacker nothing of how much of a guess was right.
  package static func equalInConstantTime(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }
}
