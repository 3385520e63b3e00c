import Testing

@testable import RingServer

@Suite("RingServer's parts")
struct RingServerUnitTests {
  /// FIPS 180-4's examples and the empty string, against published digests (nettle computes
  /// them; the ETags of every pinned test depend on it).
  @Test func sha256MatchesPublishedDigests() {
    #expect(
      SHA256Digest(of: Array("abc".utf8)).hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256Digest(of: [UInt8]()).hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256Digest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)).hex
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256Digest(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)).hex
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    #expect(SHA256Digest(of: Array("abc".utf8)).bytes.first == 0xba)
  }

  /// RFC 4231's seven HMAC-SHA256 test cases (case 5 is truncated to 128 bits there).
  @Test(arguments: [
    (
      String(repeating: "0b", count: 20), "4869205468657265",
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    ),
    (
      "4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    ),
    (
      String(repeating: "aa", count: 20), String(repeating: "dd", count: 50),
      "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
    ),
    (
      "0102030405060708090a0b0c0d0e0f10111213141516171819", String(repeating: "cd", count: 50),
      "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
    ),
    (
      String(repeating: "0c", count: 20), "546573742057697468205472756e636174696f6e", "a3b6167473100ee06e0c796c2955552b"
    ),
    (
      String(repeating: "aa", count: 131),
      "54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579202d2048617368204b6579204669727374",
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
    ),
    (
      String(repeating: "aa", count: 131),
      "5468697320697320612074657374207573696e672061206c6172676572207468616e20626c6f636b2d73697a65206b657920616e642061"
        + "206c6172676572207468616e20626c6f636b2d73697a6520646174612e20546865206b6579206e6565647320746f2062652068617368"
        + "6564206265666f7265206265696e6720757365642062792074686520484d414320616c676f726974686d2e",
      "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
    ),
  ])
  func hmacMatchesRFC4231(key: String, data: String, mac: String) {
    let digest = HMACKey(Self.bytes(hex: key)).authenticate(Self.bytes(hex: data))
    #expect(digest.hex.hasPrefix(mac))
  }

  /// A prepared key is used on a copy for each message: one message leaves nothing behind for
  /// the next, so the same key gives each message its own digest, again and again.
  @Test func aPreparedKeyGivesEachMessageItsOwnDigest() {
    let key = HMACKey(Array("Jefe".utf8))
    let message = Array("what do ya want for nothing?".utf8)
    let first = key.authenticate(message)
    let other = key.authenticate(Array("something else".utf8))
    let again = key.authenticate(message)
    #expect(first.hex == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(again.equalsInConstantTime(first))
    #expect(!other.equalsInConstantTime(first))
    // An empty message (Python: hmac.new(b"Jefe", b"", hashlib.sha256).hexdigest()).
    #expect(key.authenticate([]).hex == "923598ca6d64af2a5dba79dcd021a8a0fe5c5f557519adaaf0ad532d4506dd30")
    #expect(key.authenticate(message).hex == first.hex)
  }

  /// Equal digests compare equal, and a digest differing in its first or its last byte does not.
  @Test func digestsCompareByEveryByte() {
    let digest = SHA256Digest(of: Array("abc".utf8))
    #expect(digest.equalsInConstantTime(SHA256Digest(of: Array("abc".utf8))))
    #expect(!digest.equalsInConstantTime(SHA256Digest(of: Array("abd".utf8))))
    var first = digest.bytes
    first[0] ^= 1
    var last = digest.bytes
    last[31] ^= 0x80
    for changed in [first, last] {
      #expect(!digest.equalsInConstantTime(SHA256Digest { $0.update(from: changed, count: 32) }))
    }
    #expect(digest.equalsInConstantTime(SHA256Digest { $0.update(from: digest.bytes, count: 32) }))
  }

  /// The bytes of a hexadecimal string (test data, always well formed).
  private static func bytes(hex: String) -> [UInt8] {
    let digits = Array(hex.utf8)
    return stride(from: 0, to: digits.count, by: 2).map {
      UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
    }
  }

  @Test func queryDecodesPercentPlusAndBareKeys() throws {
    let parameters = try QueryString.parse("value=15&progressColor=%230FA3B1&label=a+b%2Bc&countdown&&x=")
    #expect(
      parameters == [
        .init(key: "value", value: "15"), .init(key: "progressColor", value: "#0FA3B1"),
        .init(key: "label", value: "a b+c"), .init(key: "countdown", value: nil), .init(key: "x", value: ""),
      ])
    #expect(try QueryString.parse("label=%C3%A9") == [.init(key: "label", value: "é")])
  }

  @Test(arguments: [
    ("value=%zz", "invalid percent-encoding"), ("value=%4", "invalid percent-encoding"),
    ("label=%FF%FE", "not UTF-8"), ("=3", "has no name"), ("a=%00", "NUL"),
  ])
  func queryRefusesMalformedInput(query: String, reason: String) {
    #expect {
      try QueryString.parse(query[...])
    } throws: { error in
      (error as? QueryError)?.description.contains(reason) == true
    }
  }

  @Test func queryRefusesTooManyParameters() {
    let query = (0...QueryString.parameterLimit).map { "k\($0)=1" }.joined(separator: "&")
    #expect(throws: QueryError.self) { try QueryString.parse(query[...]) }
    let most = (1...QueryString.parameterLimit).map { "k\($0)=1" }.joined(separator: "&")
    #expect((try? QueryString.parse(most[...]))?.count == QueryString.parameterLimit)
  }

  /// A prepared response of `count` bytes, all `byte`, with no headers: it costs `count` + 256.
  private func prepared(_ byte: UInt8, count: Int) throws -> PreparedResponse {
    try #require(PreparedResponse(status: 200, headers: [], body: [UInt8](repeating: byte, count: count)))
  }

  /// The least recently used entry goes first, a read counts as a use, and the budget counts
  /// keys and responses.
  @Test func cacheEvictsLeastRecentlyUsedWithinBudget() throws {
    let cache = ResponseCache(budget: 3 * 300)
    cache.insert(try prepared(1, count: 43), for: "a")  // 43 + 256 + 1 = 300 bytes
    cache.insert(try prepared(2, count: 43), for: "b")
    cache.insert(try prepared(3, count: 43), for: "c")
    #expect(cache.size == 900)
    #expect(cache.response(for: "a")?.body == [UInt8](repeating: 1, count: 43))
    cache.insert(try prepared(4, count: 43), for: "d")  // evicts b, the least recent
    #expect(cache.response(for: "b") == nil)
    #expect(cache.response(for: "a") != nil && cache.response(for: "c") != nil && cache.response(for: "d") != nil)
    cache.insert(try prepared(5, count: 900), for: "huge")  // over the whole budget: not kept
    #expect(cache.response(for: "huge") == nil && cache.size == 900)
    cache.insert(try prepared(6, count: 343), for: "e")  // 600 bytes: evicts a and c
    #expect(cache.response(for: "a") == nil && cache.response(for: "c") == nil)
    #expect(cache.response(for: "d") != nil && cache.response(for: "e") != nil && cache.size == 900)
    let off = ResponseCache(budget: 0)
    off.insert(try prepared(7, count: 1), for: "k")
    #expect(off.response(for: "k") == nil && off.size == 0)
  }

  /// An alias answers with its target's response and costs only the two keys; once the target
  /// is evicted the alias answers nothing and is dropped.
  @Test func cacheAliasesFollowTheirTargetAndDieWithIt() throws {
    let cache = ResponseCache(budget: 700)
    let first = try prepared(1, count: 43)
    cache.insert(first, for: "a")  // 300
    cache.alias("request a", to: "a")  // 9 + 1 + 64 = 74
    #expect(cache.size == 374)
    #expect(cache.response(for: "request a") === first)
    cache.alias("request a", to: "a")  // the alias again: now newer than "a"
    #expect(cache.size == 374)
    cache.insert(try prepared(2, count: 43), for: "b")  // 674
    cache.insert(try prepared(3, count: 42), for: "c")  // 299: evicts "a" alone, the oldest
    #expect(cache.size == 673 && cache.response(for: "a") == nil)
    #expect(cache.response(for: "request a") == nil)
    #expect(cache.size == 599)  // the dangling alias is gone
    #expect(cache.response(for: "b") != nil && cache.response(for: "c") != nil)
  }

  /// The headers of a prepared response are kept as given, and its body is copied once.
  @Test func preparedResponsesKeepTheirHeadersAndBody() throws {
    let response = try #require(
      PreparedResponse(status: 200, headers: [("Content-Type", "image/png"), ("ETag", "\"t\"")], body: [1, 2, 3]))
    #expect(response.status == 200 && response.count == 3 && response.body == [1, 2, 3])
    #expect(response.header("etag") == "\"t\"" && response.header("content-TYPE") == "image/png")
    #expect(response.cost == 3 + 256 + ("Content-Type" + "image/png" + "ETag" + "\"t\"").utf8.count + 8)
    #expect(PreparedResponse(status: 200, headers: [("X-Bad", "a\r\nb")], body: []) == nil)
  }

  @Test func gzipIsAcceptedOnlyWhenAllowed() {
    for yes in ["gzip", "deflate, gzip;q=0.5", " GZIP ", "x-gzip", "*", "br, *;q=0.1"] {
      #expect(Gzip.isAccepted(by: yes), "\(yes)")
    }
    for no in [nil, "", "br", "gzip;q=0", "identity", "gzipx", "*;q=0"] {
      #expect(!Gzip.isAccepted(by: no), "\(no ?? "nil")")
    }
  }

  /// A gzip member: the magic bytes, deflate, and a trailer with the input's CRC-32 and length.
  @Test func gzipWritesAMemberWithTheInputsCRCAndLength() throws {
    let input = Array(String(repeating: "<circle r=\"40\"/>", count: 200).utf8)
    let member = try #require(Gzip.compress(input))
    #expect(member.starts(with: [0x1F, 0x8B, 0x08]))
    #expect(member.count < input.count / 10)
    func littleEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
      bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in input {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
    }
    #expect(littleEndian(member.suffix(8).prefix(4)) == ~crc)
    #expect(littleEndian(member.suffix(4)) == UInt32(input.count))
    #expect(Gzip.compress([])?.starts(with: [0x1F, 0x8B]) == true)
  }

  @Test func listenAddressesParseNumericForms() throws {
    #expect(try ListenAddress.parse("127.0.0.1:8080").get() == ListenAddress(host: "127.0.0.1", port: 8080))
    #expect(try ListenAddress.parse("0.0.0.0:0").get() == ListenAddress(host: "0.0.0.0", port: 0))
    #expect(try ListenAddress.parse("[::]:8080").get() == ListenAddress(host: "::", port: 8080))
    #expect(try ListenAddress.parse("[::1]:80").get().description == "[::1]:80")
    for bad in ["127.0.0.1", "127.0.0.1:65536", "::1:80", "[::1]80", "1.2.3.4:-1", ":80", "[localhost]:80"] {
      #expect(throws: ListenAddressError.self, "\(bad)") { try ListenAddress.parse(bad).get() }
    }
  }

  /// A host name is kept as written, for the socket to resolve; brackets are for IPv6 only.
  @Test func listenAddressesTakeHostNames() throws {
    #expect(try ListenAddress.parse("localhost:0").get() == ListenAddress(host: "localhost", port: 0))
    #expect(try ListenAddress.parse("rings.example.com:8080").get().description == "rings.example.com:8080")
    #expect(ListenAddress(host: "localhost", port: 0).family == nil)
    #expect(
      ListenAddress.parse("[localhost]:80").failure?.description
        == "'localhost' in brackets is not a numeric IPv6 address")
    #expect(
      ListenAddress.parse(":80").failure?.description
        == "expected HOST:PORT such as 127.0.0.1:8080, localhost:8080 or [::]:8080, got ':80'")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    guard case .failure(let failure) = self else { return nil }
    return failure
  }
}
