import Testing

@testable import RingServer

@Suite("RingServer's parts")
struct RingServerUnitTests {
  /// FIPS 180-4's examples and the empty string, against published digests.
  @Test func sha256MatchesPublishedDigests() {
    #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
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
