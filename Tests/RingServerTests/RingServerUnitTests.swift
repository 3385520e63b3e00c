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

  /// The least recently used entry goes first, a read counts as a use, and the budget counts
  /// keys and values.
  @Test func cacheEvictsLeastRecentlyUsedWithinBudget() {
    let cache = ByteCache(budget: 30)
    cache.insert([UInt8](repeating: 1, count: 9), for: "a")  // 10 bytes
    cache.insert([UInt8](repeating: 2, count: 9), for: "b")
    cache.insert([UInt8](repeating: 3, count: 9), for: "c")
    #expect(cache.size == 30)
    #expect(cache.value(for: "a") == [UInt8](repeating: 1, count: 9))
    cache.insert([UInt8](repeating: 4, count: 9), for: "d")  // evicts b, the least recent
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "a") != nil && cache.value(for: "c") != nil && cache.value(for: "d") != nil)
    cache.insert([UInt8](repeating: 5, count: 40), for: "huge")  // over the whole budget: not kept
    #expect(cache.value(for: "huge") == nil && cache.size == 30)
    cache.insert([UInt8](repeating: 6, count: 19), for: "e")  // 20 bytes: evicts a and c
    #expect(cache.value(for: "a") == nil && cache.value(for: "c") == nil)
    #expect(cache.value(for: "d") != nil && cache.value(for: "e") != nil && cache.size == 30)
    let off = ByteCache(budget: 0)
    off.insert([1], for: "k")
    #expect(off.value(for: "k") == nil)
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
    for bad in ["localhost:80", "127.0.0.1", "127.0.0.1:65536", "::1:80", "[::1]80", "1.2.3.4:-1", ":80"] {
      #expect(throws: ListenAddressError.self, "\(bad)") { try ListenAddress.parse(bad).get() }
    }
  }
}
