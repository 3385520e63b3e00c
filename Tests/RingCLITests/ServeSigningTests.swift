import Foundation
import RingHTTPTestClient
import RingServer
import Testing

@testable import RingCLI

/// Signed URLs, rate limits, limits from the environment and `/healthz?deep=1`, against a
/// really started `ringgen serve` on 127.0.0.1.
@Suite("ringgen serve: signed URLs and rate limits", .serialized)
struct ServeSigningTests {
  /// A key file as the notes' example has it: `s3cret-key` and a line break.
  private func keyFile() throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    let path = folder.path("key")
    try "s3cret-key\n".write(toFile: path, atomically: true, encoding: .utf8)
    return (folder, path)
  }

  @Test func hmacMatchesRFC4231AndOpenSSL() throws {
    // RFC 4231, test case 2 (all seven: RingServerUnitTests).
    let digest = HMACKey(Array("Jefe".utf8)).authenticate(Array("what do ya want for nothing?".utf8))
    #expect(digest.hex == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    // A key longer than a block is hashed first (RFC 4231, test case 6).
    let long = HMACKey([UInt8](repeating: 0xaa, count: 131))
      .authenticate(Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
    #expect(long.hex == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    // The key file less its line break, as `openssl dgst -hmac "$(cat key)"` reads it.
    let (folder, path) = try keyFile()
    _ = folder
    let signing = try #require(URLSigning(keyFile: Array("s3cret-key\n".utf8), openPaths: []))
    #expect(
      signing.sign("/ring.png?value=15&maxValue=30")
        == "/ring.png?value=15&maxValue=30&sig=7d33248cb57c786ed61d19e104677626e878e3bc5dcbf704a37690b4553376d8")
    let openssl = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "printf '%s' '/ring.png?value=1&size=64' | openssl dgst -sha256 -hmac \"$(cat '\(path)')\""],
      in: FileManager.default.temporaryDirectory)
    let hex = String(decoding: openssl.stdout, as: UTF8.self).split(separator: " ").last.map(String.init) ?? ""
    #expect(
      signing.sign("/ring.png?value=1&size=64") == "/ring.png?value=1&size=64&sig="
        + hex.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The README and docs/serve.md show one signature made three ways (`ringgen sign`, `openssl
  /// dgst`, Python's `hmac`): each block, run as written, prints the same digest three times,
  /// the one the server takes.
  @Test(arguments: ["README.md", "docs/serve.md"])
  func theDocumentedThreeWaysGiveOneSignature(document: String) throws {
    let block = try #require(
      ReadmeCommandsTests.blocks(in: document).first { $0.text.contains("openssl dgst") }, "\(document)")
    let folder = try TemporaryFolder()
    let path = ringgenBinary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    let result = try runProcess(
      URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", "export PATH='\(path)'\n" + block.text], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let digests = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map { line in
      String(line.matches(of: /[0-9a-f]{64}/).last?.output ?? "")
    }
    let expected = "7d33248cb57c786ed61d19e104677626e878e3bc5dcbf704a37690b4553376d8"
    #expect(digests == [expected, expected, expected], "\(digests)")
    let signing = try #require(URLSigning(keyFile: Array("s3cret-key\n".utf8), openPaths: []))
    #expect(
      signing.check("/ring.png?value=15&maxValue=30&sig=" + expected) == .success("/ring.png?value=15&maxValue=30"))
  }

  /// What the server checks, without a server: open paths, `sig` anywhere, every refusal.
  @Test func checkingATargetInPlace() throws {
    let signing = try #require(URLSigning(keyFile: Array("s3cret-key\n".utf8), openPaths: ["/healthz"]))
    let hex = "7d33248cb57c786ed61d19e104677626e878e3bc5dcbf704a37690b4553376d8"
    let base64 = "fTMkjLV8eG7WHRnhBGd2Juh447xdy_cEo3aQtFUzdtg"
    let good = "/ring.png?value=15&maxValue=30"
    for target in [
      good + "&sig=" + hex, "/ring.png?sig=\(hex)&value=15&maxValue=30",
      "/ring.png?value=15&sig=\(base64)=&maxValue=30",
      good + "&sig=" + base64, good + "&sig=" + hex.uppercased(),
    ] {
      #expect(signing.check(target) == .success(good), "\(target)")
    }
    #expect(signing.check("/healthz") == .success("/healthz"))
    #expect(signing.check("/healthz?sig=x&deep=1") == .success("/healthz?deep=1"))
    #expect(signing.check("/healthz?sig=x") == .success("/healthz"))
    #expect(signing.check(good) == .failure(.missing))
    #expect(signing.check("/ring.png") == .failure(.missing))
    #expect(signing.check(good + "&sig=\(hex)&sig=\(hex)") == .failure(.repeated))
    #expect(signing.check(good + "&sig=abc") == .failure(.malformed("abc")))
    #expect(signing.check(good + "&sig=") == .failure(.malformed("")))
    // The last base64url character's two spare bits must be zero: one text per digest.
    #expect(
      signing.check(good + "&sig=" + base64.dropLast() + "h") == .failure(.malformed(String(base64.dropLast()) + "h")))
    #expect(
      signing.check(good + "&sig=" + String(hex.dropLast()) + "g") == .failure(.malformed(String(hex.dropLast()) + "g"))
    )
    #expect(signing.check("/ring.png?value=16&maxValue=30&sig=" + hex) == .failure(.mismatch))
    #expect(signing.check("/ring.png?value=15&maxValue=30&&sig=" + hex) == .failure(.mismatch))
    // Targets of 1 to 4 blocks, the padding in the last block or a block of its own: OpenSSL's
    // digest, and the server takes it.
    for length in [0, 39, 40, 48, 103, 200] {
      let target = "/ring.png?label=" + String(repeating: "v", count: length)
      let openssl = try runProcess(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "printf '%s' '\(target)' | openssl dgst -sha256 -hmac s3cret-key"],
        in: FileManager.default.temporaryDirectory)
      let digest = String(decoding: openssl.stdout, as: UTF8.self).split(separator: " ").last.map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let signed = signing.sign(target)
      #expect(signed == target + "&sig=" + (digest ?? "-"), "\(length)")
      #expect(signing.check(signed) == .success(target), "\(length)")
    }
  }

  @Test func aSigningServerAnswersSignedURLsOnly() throws {
    let (folder, path) = try keyFile()
    _ = folder
    let plain = try ServeProcess()
    defer { plain.stop() }
    let server = try ServeProcess(["--signing-key-file", path])
    defer { server.stop() }
    let expected = try plain.client.send("GET", "/ring.png?value=15&maxValue=30").body

    let hex = "7d33248cb57c786ed61d19e104677626e878e3bc5dcbf704a37690b4553376d8"
    let signed = try server.client.send("GET", "/ring.png?value=15&maxValue=30&sig=" + hex)
    #expect(signed.status == 200 && signed.body == expected, "\(signed.text)")
    // Anywhere in the query, in capitals, or as base64url.
    #expect(try server.client.send("GET", "/ring.png?value=15&sig=\(hex.uppercased())&maxValue=30").status == 200)
    let base64 = "fTMkjLV8eG7WHRnhBGd2Juh447xdy_cEo3aQtFUzdtg"
    #expect(try server.client.send("GET", "/ring.png?value=15&maxValue=30&sig=" + base64).body == expected)
    // Cached now, and still refused unsigned.
    let prefix = "ringgen: error: sig: "
    let unsigned = try server.client.send("GET", "/ring.png?value=15&maxValue=30")
    #expect(unsigned.status == 403)
    #expect(
      unsigned.text
        == prefix
        + "this server takes signed URLs only: add sig=, the HMAC-SHA256 of the path and query (ringgen sign URL)\n")
    #expect(unsigned.header("Cache-Control") == "no-store")
    // A replayed URL with a parameter changed, or in another order.
    for target in [
      "/ring.png?value=16&maxValue=30&sig=" + hex, "/ring.png?maxValue=30&value=15&sig=" + hex,
      "/ring.svg?value=15&maxValue=30&sig=" + hex,
    ] {
      let replayed = try server.client.send("GET", target)
      #expect(replayed.status == 403, "\(target)")
      #expect(
        replayed.text
          == prefix
          + "the signature does not match this path and query (a parameter changed, or another key signed it)\n")
    }
    let short = try server.client.send("GET", "/ring.png?value=15&sig=abc")
    #expect(
      short.status == 403 && short.text == prefix + "expected 64 hex digits or 43 base64url characters, got 'abc'\n")
    let twice = try server.client.send("GET", "/ring.png?value=15&maxValue=30&sig=\(hex)&sig=\(hex)")
    #expect(twice.status == 403 && twice.text == prefix + "given more than once\n")
    for open in ["/healthz", "/metrics", "/", "/openapi.json"] {
      #expect(try server.client.send("GET", open).status == 200, "\(open)")
    }
    // `ringgen sign` makes what the server takes.
    let made = runInProcess([
      "sign", "http://127.0.0.1:\(server.port)/ring.svg?value=7&size=64", "--signing-key-file", path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let url = String(decoding: made.stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
    #expect(url.hasPrefix("http://127.0.0.1:\(server.port)/ring.svg?value=7&size=64&sig="))
    let target = String(url.dropFirst("http://127.0.0.1:\(server.port)".count))
    #expect(try server.client.send("GET", target).status == 200)
  }

  @Test func badKeyFilesAndRateLimitsAreRefusedWithALine() throws {
    let folder = try TemporaryFolder()
    let empty = folder.path("empty")
    try "\n".write(toFile: empty, atomically: true, encoding: .utf8)
    let cases: [([String], String)] = [
      (
        ["serve", "--signing-key-file", empty],
        "serve: --signing-key-file: '\(empty)' is empty; it must hold the key (a final line break is not part of it)"
      ),
      (
        ["serve", "--signing-key-file", folder.path("missing")],
        "serve: --signing-key-file: cannot read '\(folder.path("missing"))': No such file or directory"
      ),
      (
        ["serve", "--signing-key-file", folder.url.path],
        "serve: --signing-key-file: cannot read '\(folder.url.path)': Is a directory"
      ),
      (
        ["serve", "--rate-limit", "0/s"],
        "serve: --rate-limit: expected N[/s|/min][,burst=B] with N above 0, such as 10/s or 600/min,burst=20, got '0/s'"
      ),
      (
        ["serve", "--rate-limit", "abc"],
        "serve: --rate-limit: expected N[/s|/min][,burst=B] with N above 0, such as 10/s or 600/min,burst=20, got 'abc'"
      ),
      (
        ["serve", "--rate-limit", "5/s,burst=0"],
        "serve: --rate-limit: expected N[/s|/min][,burst=B] with N above 0, such as 10/s or 600/min,burst=20, got '5/s,burst=0'"
      ),
      (
        ["sign", "/ring.png", "--signing-key-file", empty],
        "sign: --signing-key-file: '\(empty)' is empty; it must hold the key (a final line break is not part of it)"
      ),
      (["sign", "--signing-key-file", empty], "sign: give the URL to sign: ringgen sign URL --signing-key-file FILE"),
    ]
    for (arguments, message) in cases {
      let result = runInProcess(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr == "ringgen: error: " + message + "\n", "\(arguments)")
    }
  }

  @Test func overTheRateLimitIs429WithRetryAfterCachedAnswersIncluded() throws {
    let server = try ServeProcess(["--rate-limit", "1/min,burst=3"])
    defer { server.stop() }
    let statuses = try (0..<3).map { _ in try server.client.send("GET", "/ring.png?value=1").status }
    #expect(statuses == [200, 200, 200])
    let limited = try server.client.send("GET", "/ring.png?value=1")
    #expect(limited.status == 429)
    let wait = try #require(limited.header("Retry-After").flatMap(Int.init))
    #expect((50...60).contains(wait))
    #expect(limited.text == "ringgen: error: over this server's rate limit of 1/min per client; retry in \(wait) s\n")
    #expect(limited.header("Cache-Control") == "no-store")
    #expect(try server.client.send("GET", "/healthz").status == 429)
  }

  @Test func theBucketsAreBoundedAndRefill() {
    let limiter = RateLimiter(limit: RateLimit(rate: 2, burst: 2), capacity: 4)
    let start = ContinuousClock.now
    let a = ClientAddress(ipv4: 0x7f00_0001)
    #expect(limiter.take(a, now: start) == nil && limiter.take(a, now: start) == nil)
    #expect(limiter.take(a, now: start) == 1)
    #expect(limiter.take(a, now: start + .milliseconds(500)) == nil)
    // A request that arrived earlier but is taken later (it waited for its body) gets no
    // second refill for the same half second.
    #expect(limiter.take(a, now: start + .milliseconds(250)) == 1)
    #expect(limiter.take(a, now: start + .milliseconds(500)) == 1)
    for low in 2...6 { _ = limiter.take(ClientAddress(ipv4: 0x7f00_0000 + UInt32(low)), now: start) }
    #expect(limiter.count == 4)
    // a was the oldest and went: it starts full again.
    #expect(limiter.take(a, now: start) == nil)
    // IPv6 addresses are other clients than every IPv4 one.
    #expect(limiter.take(ClientAddress(high: 0, low: 1), now: start) == nil)
    #expect((try? RateLimit.parse("600/min,burst=20").get()) == RateLimit(rate: 10, burst: 20))
    #expect((try? RateLimit.parse("2.5").get()) == RateLimit(rate: 2.5, burst: 3))
  }

  @Test func limitsFromTheEnvironmentAndFlagsWin() throws {
    guard
      case .serve(let fromEnvironment) = try ServeOptions.parse([], environment: ["RINGGEN_SERVE_MAX_PIXELS": "4096"])
    else {
      Issue.record("no options")
      return
    }
    #expect(fromEnvironment.limits.pixels == 4096)
    guard
      case .serve(let overridden) = try ServeOptions.parse(
        ["--max-pixels", "9000"], environment: ["RINGGEN_SERVE_MAX_PIXELS": "4096", "RINGGEN_SERVE_RATE_LIMIT": "5/s"])
    else {
      Issue.record("no options")
      return
    }
    #expect(overridden.limits.pixels == 9000)
    #expect(overridden.server.rateLimit == RateLimit(rate: 5, burst: 5))
    #expect(throws: CommandError.self) { try ServeOptions.parse([], environment: ["RINGGEN_SERVE_MAX_FRAMES": "lots"]) }
    do {
      _ = try ServeOptions.parse([], environment: ["RINGGEN_SERVE_MAX_FRAMES": "lots"])
    } catch {
      #expect(error.message == "serve: RINGGEN_SERVE_MAX_FRAMES: expected a whole number from 1 to 10000, got 'lots'")
    }
  }

  @Test func deepHealthRendersARing() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let deep = try server.client.send("GET", "/healthz?deep=1")
    #expect(deep.status == 200)
    #expect(deep.text.wholeMatch(of: /ok: rendered a 64-px PNG of [0-9]+ bytes in [0-9.]+ ms\n/) != nil, "\(deep.text)")
    #expect(try server.client.send("GET", "/healthz").text == "ok\n")
  }
}
