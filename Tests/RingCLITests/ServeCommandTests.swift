import Foundation
import RingHTTPTestClient
import Synchronization
import Testing

@testable import RingCLI

/// `ringgen serve` end to end: the built binary on an ephemeral loopback port, spoken to with
/// a plain-socket client. All traffic goes to 127.0.0.1.
@Suite("ringgen serve", .serialized)
struct ServeCommandTests {
  /// The CLI's bytes for `flags` written to standard output.
  private func cliBytes(_ flags: [String]) -> [UInt8] {
    let result = runInProcess(flags + ["-o", "-"])
    #expect(result.status == 0, "\(flags): \(result.stderr)")
    return Array(result.stdout)
  }

  @Test func pngByURLIsTheCLIsPNGByteForByte() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let flags = ["--value", "15", "--max", "30", "--progress-color", "#0FA3B1", "--size", "160", "--scale", "2"]
    let expected = cliBytes(flags)
    let response = try server.client.send(
      "GET", "/ring.png?value=15&maxValue=30&progressColor=%230FA3B1&size=160&scale=2")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "image/png")
    #expect(response.header("Content-Length") == String(expected.count))
    #expect(response.body == expected)
    // `max` as on the command line, and a list value as the CLI's string.
    let byFlagName = try server.client.send("GET", "/ring.png?value=15&max=30&progressColor=%230FA3B1&size=160&scale=2")
    #expect(byFlagName.body == expected)
    let gradient = try server.client.send("GET", "/ring.svg?value=40&progressGradient=%2322c55e,%23ef4444")
    #expect(gradient.body == cliBytes(["--value", "40", "--progress-gradient", "#22c55e,#ef4444", "--format", "svg"]))
    #expect(gradient.header("Content-Type") == "image/svg+xml")
  }

  /// `/ring.txt` is what a terminal shows: block characters in truecolor unless the query
  /// chooses, while the command line's file default (ASCII, no colour) stays.
  @Test func terminalTextIsTruecolorBlocksUnlessTheRequestChooses() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let ring = ["--value", "15", "--max", "30", "--columns", "20", "--format", "ansi"]
    let byDefault = try server.client.send("GET", "/ring.txt?value=15&max=30&columns=20")
    #expect(byDefault.status == 200)
    #expect(byDefault.header("Content-Type") == "text/plain; charset=utf-8")
    #expect(byDefault.body == cliBytes(ring + ["--symbols", "block", "--color", "truecolor"]))
    #expect(byDefault.text.contains("\u{1B}[38;2;") && byDefault.text.contains("█"), "\(byDefault.text)")
    #expect(byDefault.body != cliBytes(ring))
    let colorless = try server.client.send("GET", "/ring.txt?value=15&max=30&columns=20&color=none")
    #expect(colorless.body == cliBytes(ring + ["--symbols", "block", "--color", "none"]))
    let ascii = try server.client.send("GET", "/ring.txt?value=15&max=30&columns=20&symbols=ascii&color=none")
    #expect(ascii.body == cliBytes(ring))
    let posted = try server.client.send(
      "POST", "/render", headers: [("Accept", "text/plain")],
      body: Array(#"{"value": 15, "maxValue": 30, "columns": 20, "color": "256"}"#.utf8))
    #expect(posted.body == cliBytes(ring + ["--symbols", "block", "--color", "256"]))
  }

  @Test func specByBase64URLAndPOSTRenderAsTheCLIDoes() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let spec = ##"{"value": 15, "maxValue": 30, "progressColor": "#0FA3B1", "size": 96}"##
    let folder = try TemporaryFolder()
    try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
    let expectedPNG = cliBytes(["--spec", folder.path("spec.json")])
    let encoded = Data(spec.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    let byURL = try server.client.send("GET", "/ring?spec=\(encoded)")
    #expect(byURL.status == 200 && byURL.body == expectedPNG)
    #expect(byURL.header("Vary") == "Accept")
    let posted = try server.client.send(
      "POST", "/render", headers: [("Accept", "image/svg+xml")], body: Array(spec.utf8))
    #expect(posted.status == 200)
    #expect(posted.header("Content-Type") == "image/svg+xml")
    #expect(posted.header("Vary") == "Accept, Accept-Encoding")
    #expect(posted.body == cliBytes(["--spec", folder.path("spec.json"), "--format", "svg"]))
    let withFormat = #"{"value": 15, "maxValue": 30, "format": "pdf"}"#
    let pdf = try server.client.send(
      "POST", "/render", headers: [("Accept", "image/png")], body: Array(withFormat.utf8))
    #expect(pdf.header("Content-Type") == "application/pdf" && pdf.header("Vary") == nil)
    #expect(pdf.body.starts(with: Array("%PDF".utf8)))
  }

  /// `/ring?…` answers WebP to an Accept header that names it (Chromium's `<img>` header),
  /// PNG otherwise, always with `Vary: Accept`; `/ring.webp` is WebP whatever the header says.
  @Test func webpWhenAcceptNamesIt() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let webp = cliBytes(["--value", "15", "--max", "30", "--format", "webp"])
    let png = cliBytes(["--value", "15", "--max", "30"])
    #expect(webp.starts(with: Array("RIFF".utf8)) && webp.count * 10 < png.count * 8)
    let chromium = "image/jxl,image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"
    let byImg = try server.client.send("GET", "/ring?value=15&max=30", headers: [("Accept", chromium)])
    #expect(byImg.status == 200 && byImg.header("Content-Type") == "image/webp" && byImg.body == webp)
    #expect(byImg.header("Vary") == "Accept")
    for accept in [nil, "image/png", "image/*", "*/*", "image/webp;q=0.5, image/png"] {
      let answer = try server.client.send(
        "GET", "/ring?value=15&max=30", headers: accept.map { [("Accept", $0)] } ?? [])
      #expect(answer.header("Content-Type") == "image/png" && answer.body == png, "\(accept ?? "no Accept")")
      #expect(answer.header("Vary") == "Accept")
    }
    let route = try server.client.send("GET", "/ring.webp?value=15&max=30", headers: [("Accept", "image/png")])
    #expect(route.header("Content-Type") == "image/webp" && route.body == webp && route.header("Vary") == nil)
  }

  /// ETags are a digest of what is drawn, so a refactor must keep them. These are version
  /// 0.1.0's tags, with truecolour block characters for `/ring.txt`; they change with the
  /// version, which the digest covers, and when what a request draws changes on purpose, but
  /// not when a key is added at its default (the digest leaves out keys at their defaults).
  /// The first is `printf 'ringgen 0.1.0\n{"value":15,"maxValue":30,"format":"png","output":"-"}'
  /// | sha256sum`.
  @Test(arguments: [
    ("/ring.png?value=15&maxValue=30", "49249fa25a5958e13ccf037d4b23f62aa1ed8e48322897e9ac8de4effaa5f63d"),
    ("/ring.svg?value=15&max=30&clockwise=false", "3e9275993fc32e4a2cddeba0ec50ed29538b51d5b22995d768e552ab4dbfc0d5"),
    ("/ring.txt?value=40&columns=30", "39fc2d3c6a3e317d8468687e7f93711b76cc15e5c21da4794a3a4c89ba93eb3d"),
  ])
  func eTagsAreThoseOfTheVersion(path: String, digest: String) throws {
    guard RingGen.version == "0.1.0" else { return }
    let server = try ServeProcess()
    defer { server.stop() }
    #expect(try server.client.send("GET", path).header("ETag") == "\"\(digest)\"")
  }

  /// A strong ETag names one set of bytes: a PDF from a restarted server, a second later, is the
  /// bytes the first server sent under the same tag (its creation date is not the clock's).
  @Test func aPDFsStrongETagHoldsAcrossRestarts() throws {
    func fetch() throws -> (tag: String?, body: [UInt8]) {
      let server = try ServeProcess()
      defer { server.stop() }
      let answer = try server.client.send("GET", "/ring.pdf?value=15&max=30")
      #expect(answer.status == 200)
      return (answer.header("ETag"), answer.body)
    }
    let first = try fetch()
    Thread.sleep(forTimeInterval: 1.1)
    let second = try fetch()
    #expect(first.tag != nil && first.tag == second.tag)
    #expect(first.body == second.body && first.body.starts(with: Array("%PDF-".utf8)))
  }

  @Test func strongETagsAnswer304AndTheCacheServesRepeats() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let first = try server.client.send("GET", "/ring.png?value=15&size=64")
    let tag = try #require(first.header("ETag"))
    #expect(tag.wholeMatch(of: /"[0-9a-f]{64}"/) != nil, "\(tag)")
    #expect(first.header("Cache-Control") == "public, max-age=31536000, immutable")
    // The tag names the parsed spec, not its spelling; a different ring has another.
    #expect(try server.client.send("GET", "/ring.png?size=64&value=15.0").header("ETag") == tag)
    #expect(try server.client.send("GET", "/ring.png?value=16&size=64").header("ETag") != tag)
    #expect(try server.client.send("GET", "/ring.svg?value=15&size=64").header("ETag") != tag)
    let notModified = try server.client.send("GET", "/ring.png?value=15&size=64", headers: [("If-None-Match", tag)])
    #expect(notModified.status == 304 && notModified.body.isEmpty)
    #expect(notModified.header("ETag") == tag)
    // RFC 9110 §8.6: a 304's Content-Length, if any, is the 200's.
    #expect(notModified.header("Content-Length") == String(first.body.count))
    let other = try server.client.send("GET", "/ring.png?value=15&size=64", headers: [("If-None-Match", "\"x\"")])
    #expect(other.status == 200 && other.body == first.body)
  }

  /// With nothing cached, a conditional request still gets 304 with its 200's length (the
  /// body is made to learn it), gzipped or not.
  @Test func notModifiedCarriesTheLengthOfItsOKWithTheCacheOff() throws {
    let server = try ServeProcess(["--cache-mb", "0"])
    defer { server.stop() }
    for (target, headers) in [
      ("/ring.png?value=15&size=64", [(String, String)]()), ("/ring.svg?value=15", [("Accept-Encoding", "gzip")]),
    ] {
      let first = try server.client.send("GET", target, headers: headers)
      let tag = try #require(first.header("ETag"))
      for method in ["GET", "HEAD"] {
        let notModified = try server.client.send(method, target, headers: headers + [("If-None-Match", tag)])
        #expect(notModified.status == 304 && notModified.body.isEmpty, "\(method) \(target)")
        #expect(notModified.header("Content-Length") == String(first.body.count), "\(method) \(target)")
        #expect(notModified.header("ETag") == tag && notModified.header("Content-Type") == nil)
      }
    }
  }

  /// A cached response is one object sent to every request that asks for it: each spelling,
  /// route and encoding still gets its own headers, HEAD its length, a repeat 304, and the
  /// metrics count the answers from the cache.
  @Test func cachedResponsesKeepEachRequestsHeaders() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let spec = Data(#"{"value": 15, "size": 64}"#.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
    let expected = cliBytes(["--value", "15", "--size", "64"])
    for round in 0..<2 {  // the first round renders, the second comes from the cache
      let bySpec = try server.client.send("GET", "/ring?spec=\(spec)")
      let byQuery = try server.client.send("GET", "/ring.png?value=15&size=64")
      let respelled = try server.client.send("GET", "/ring.png?size=64&value=15.0")
      for response in [bySpec, byQuery, respelled] {
        #expect(response.status == 200 && response.body == expected, "round \(round)")
        #expect(response.header("Content-Type") == "image/png")
        #expect(response.header("Content-Length") == String(expected.count))
        #expect(response.header("Cache-Control") == "public, max-age=31536000, immutable")
        #expect(response.header("ETag") == bySpec.header("ETag"))
      }
      // Only the Accept header chose the format of /ring?spec=.
      #expect(bySpec.header("Vary") == "Accept", "round \(round)")
      #expect(byQuery.header("Vary") == nil && respelled.header("Vary") == nil, "round \(round)")
    }
    let tag = try #require(try server.client.send("GET", "/ring.png?value=15&size=64").header("ETag"))
    let head = try server.client.send("HEAD", "/ring.png?value=15&size=64")
    #expect(head.status == 200 && head.body.isEmpty && head.header("Content-Length") == String(expected.count))
    #expect(head.header("ETag") == tag && head.header("Content-Type") == "image/png")
    let notModified = try server.client.send("GET", "/ring.png?value=15&size=64", headers: [("If-None-Match", tag)])
    #expect(notModified.status == 304 && notModified.body.isEmpty)
    #expect(notModified.header("ETag") == tag && notModified.header("Content-Type") == nil)
    #expect(notModified.header("Content-Length") == String(expected.count))
    #expect(notModified.header("Cache-Control") == "public, max-age=31536000, immutable")
    let weak = try server.client.send(
      "GET", "/ring.png?value=15&size=64", headers: [("If-None-Match", "\"x\", W/\(tag)")])
    #expect(weak.status == 304)

    // Gzip first: the plain SVG kept on the way is served with its own headers.
    let svgTarget = "/ring.svg?value=15&size=64"
    let zipped = try server.client.send("GET", svgTarget, headers: [("Accept-Encoding", "gzip")])
    let plain = try server.client.send("GET", svgTarget)
    let zippedAgain = try server.client.send("GET", svgTarget, headers: [("Accept-Encoding", "gzip")])
    #expect(zipped.header("Content-Encoding") == "gzip" && zippedAgain.header("Content-Encoding") == "gzip")
    #expect(zippedAgain.body == zipped.body && zippedAgain.header("ETag") == zipped.header("ETag"))
    #expect(plain.header("Content-Encoding") == nil && plain.header("Vary") == "Accept-Encoding")
    #expect(plain.body == cliBytes(["--value", "15", "--size", "64", "--format", "svg"]))
    #expect(plain.header("ETag") != zipped.header("ETag"))

    // Two renders, the first PNG and the gzipped SVG (the plain one was kept on the way);
    // every other 200 came from the cache, and 304s are not lookups.
    let metrics = try server.client.send("GET", "/metrics").text
    #expect(metrics.contains("ringgen_cache_misses_total 2\n"), "\(metrics)")
    #expect(metrics.contains("ringgen_cache_hits_total 9\n"), "\(metrics)")
  }

  /// SVG is gzipped for clients that accept it: another representation with its own ETag;
  /// gzip(1) restores the CLI's bytes.
  @Test func svgIsGzippedWhenAccepted() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let expected = cliBytes(["--value", "15", "--max", "30", "--format", "svg"])
    let plain = try server.client.send("GET", "/ring.svg?value=15&max=30")
    #expect(plain.header("Content-Encoding") == nil && plain.body == expected)
    #expect(plain.header("Vary") == "Accept-Encoding")
    let zipped = try server.client.send(
      "GET", "/ring.svg?value=15&max=30", headers: [("Accept-Encoding", "br;q=1, gzip;q=0.8")])
    #expect(zipped.header("Content-Encoding") == "gzip" && zipped.header("Vary") == "Accept-Encoding")
    #expect(zipped.body.count < expected.count / 2, "\(zipped.body.count) of \(expected.count) bytes")
    #expect(zipped.header("ETag") != plain.header("ETag"))
    let refused = try server.client.send("GET", "/ring.svg?value=15&max=30", headers: [("Accept-Encoding", "gzip;q=0")])
    #expect(refused.header("Content-Encoding") == nil)
    let png = try server.client.send("GET", "/ring.png?value=15", headers: [("Accept-Encoding", "gzip")])
    #expect(png.header("Content-Encoding") == nil && png.header("Vary") == nil)
    let notModified = try server.client.send(
      "GET", "/ring.svg?value=15&max=30",
      headers: [("Accept-Encoding", "gzip"), ("If-None-Match", zipped.header("ETag") ?? "")])
    #expect(notModified.status == 304)

    let gunzip = Process()
    gunzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
    gunzip.arguments = ["-dc"]
    let input = Pipe()
    let output = Pipe()
    gunzip.standardInput = input
    gunzip.standardOutput = output
    try gunzip.run()
    input.fileHandleForWriting.write(Data(zipped.body))
    try input.fileHandleForWriting.close()
    let restored = output.fileHandleForReading.readDataToEndOfFile()
    gunzip.waitUntilExit()
    #expect(gunzip.terminationStatus == 0)
    #expect(Array(restored) == expected)
  }

  @Test func headSendsTheHeadersOfGETWithoutTheBody() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    for path in ["/ring.png?value=3", "/ring.txt?value=3&columns=20&color=none", "/healthz", "/metrics"] {
      let get = try server.client.send("GET", path)
      let head = try server.client.send("HEAD", path)
      #expect(head.status == 200 && get.status == 200, "\(path)")
      #expect(head.body.isEmpty, "\(path)")
      #expect(head.header("Content-Type") == get.header("Content-Type"), "\(path)")
      if !path.hasPrefix("/metrics") {
        #expect(head.header("Content-Length") == String(get.body.count), "\(path)")
        #expect(head.header("ETag") == get.header("ETag"), "\(path)")
      }
    }
  }

  /// Each refusal has its status and the command line's error line.
  @Test func badRequestsGetTheirStatusAndTheCLIsMessage() throws {
    let server = try ServeProcess(["--max-query-bytes", "512", "--max-body-bytes", "1024"])
    defer { server.stop() }
    let client = server.client
    let badValue = try client.send("GET", "/ring.png?value=abc")
    #expect(badValue.status == 400)
    #expect(badValue.header("Content-Type") == "text/plain; charset=utf-8")
    #expect(badValue.text == runInProcess(["--value", "abc", "--format", "png", "-o", "-"]).stderr)
    #expect(badValue.text == "ringgen: error: --value: expected a finite number, got 'abc'\n")
    let badColor = try client.send("GET", "/ring.png?progressColor=%23zzz")
    #expect(badColor.text == runInProcess(["--progress-color", "#zzz", "-o", "-"]).stderr)
    let badSpec = try client.send("POST", "/render", body: Array(#"{"value": "abc"}"#.utf8))
    #expect(badSpec.status == 400)
    #expect(badSpec.text == "ringgen: error: body:1: \"value\": expected a number, got \"abc\"\n")
    // An unknown key gets --spec's hint when a key is close, and none when none is.
    let folder = try TemporaryFolder()
    for (body, expected) in [
      (#"{"valeu": 1}"#, #"body:1: "valeu": unknown key (did you mean "value"?)"#),
      (
        #"{"size": 64,\#n "progresColor": "red"}"#,
        #"body:2: "progresColor": unknown key (did you mean "progressColor"?)"#
      ),
      (#"{"bogus": 1}"#, #"body:1: "bogus": unknown key"#),
      // In other letters' case, or spelt as the flag is, as the query and the command line hint.
      (#"{"MAXVALUE": 1}"#, #"body:1: "MAXVALUE": unknown key (did you mean "maxValue"?)"#),
      (#"{"max-valu": 1}"#, #"body:1: "max-valu": unknown key (did you mean "maxValue"?)"#),
    ] {
      let response = try client.send("POST", "/render", body: Array(body.utf8))
      #expect(response.status == 400)
      #expect(response.text == "ringgen: error: \(expected)\n")
      try body.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
      let cli = runInProcess(["--spec", folder.path("spec.json"), "-o", "-"]).stderr
      #expect(cli == response.text.replacingOccurrences(of: "body:", with: folder.path("spec.json") + ":"))
    }
    for name in ["MAXVALUE", "max-valu"] {
      let query = try client.send("GET", "/ring.png?\(name)=1")
      #expect(query.text == "ringgen: error: query: unknown key '\(name)' (did you mean \"maxValue\"?)\n")
    }

    let expectations: [(String, String, [UInt8], Int, String)] = [
      ("GET", "/nothing", [], 404, "no such path"),
      ("GET", "/ring.png?output=%2Ftmp%2Fx.png", [], 400, "query: output: the service answers with the image"),
      ("POST", "/render", Array(#"{"output": "x.png"}"#.utf8), 400, "body:1: \"output\": the service answers"),
      ("GET", "/ring.png?spec=x.json", [], 400, "query: unknown key 'spec'"),
      ("GET", "/ring.png?help", [], 400, "query: unknown key 'help'"),
      ("GET", "/ring.png?format=svg", [], 400, "query: format: the path chooses the format"),
      ("GET", "/ring.png?size=4096", [], 400, "4096 × 4096 px is over this server's limit of 4194304 pixels"),
      ("GET", "/ring.gif?duration=10&fps=30", [], 400, "is 301 frames, over this server's limit of 240"),
      ("GET", "/ring.png?" + String(repeating: "a", count: 600), [], 414, "over the limit of 512"),
      ("POST", "/render", [UInt8](repeating: 32, count: 2000), 413, "over the limit of 1024 bytes"),
      ("POST", "/render", Array("[1]".utf8), 400, "body: expected a JSON object of properties, got an array"),
      ("GET", "/ring?spec=%%%", [], 400, "invalid percent-encoding"),
      ("GET", "/ring?spec=!!!!", [], 400, "spec: not base64url"),
    ]
    for (method, target, body, status, message) in expectations {
      let response = try client.send(method, target, body: body)
      #expect(response.status == status, "\(method) \(target)")
      #expect(response.text.hasPrefix("ringgen: error: "), "\(target)")
      #expect(response.text.contains(message), "\(method) \(target): \(response.text)")
    }
    // Every refusal reads as the command line's errors do, the server's own limits too.
    let exactly: [(String, String, [UInt8], Int, String)] = [
      (
        "GET", "/nothing", [], 404,
        "no such path; rings are at /ring.png, .svg, .pdf, .apng, .gif, .webp, .txt, /ring?spec= and POST /render, badges at /badge.svg, .png and .webp"
      ),
      ("DELETE", "/ring.png?value=1", [], 405, "DELETE is not allowed here; use GET or HEAD"),
      ("GET", "/render", [], 405, "GET is not allowed here; use POST"),
      (
        "GET", "/ring.png?" + String(repeating: "a", count: 600), [], 414,
        "the query is 600 bytes, over the limit of 512; POST the spec to /render instead"
      ),
      ("POST", "/render", [UInt8](repeating: 32, count: 2000), 413, "the request body is over the limit of 1024 bytes"),
    ]
    for (method, target, body, status, message) in exactly {
      let response = try client.send(method, target, body: body)
      #expect(response.status == status, "\(method) \(target.prefix(40))")
      #expect(response.text == "ringgen: error: \(message)\n", "\(method) \(target.prefix(40))")
    }
    let wrongMethod = try client.send("DELETE", "/ring.png?value=1")
    #expect(wrongMethod.status == 405 && wrongMethod.header("Allow") == "GET, HEAD")
    let getRender = try client.send("GET", "/render")
    #expect(getRender.status == 405 && getRender.header("Allow") == "POST")
    let notAcceptable = try client.send("POST", "/render", headers: [("Accept", "video/mp4")], body: Array("{}".utf8))
    #expect(notAcceptable.status == 406)
  }

  /// Malformed queries get a 4xx and the server goes on serving.
  @Test func fuzzyQueriesGet4xxAndTheServerKeepsServing() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let thousands = (0..<10_000).map { "k\($0)=1" }.joined(separator: "&")
    let targets = [
      "/ring.png?value=%", "/ring.png?value=%G1", "/ring.png?label=%C3%28", "/ring.png?label=%FF",
      "/ring.png?value=1&value=2", "/ring.png?max=3&maxValue=4", "/ring.png?value=NaN", "/ring.png?value=inf",
      "/ring.png?value=1e999", "/ring.png?bogus=1", "/ring.png?value", "/ring.png?countdown=maybe",
      "/ring.png?" + thousands, "/ring.png?" + (0..<150).map { "k\($0)" }.joined(separator: "&"),
      "/ring.png?=1", "/ring.png?size=0", "/ring.png?scale=-1", "/ring.png?keyframes=%5B",
      "/ring?spec=e30&spec=e30", "/ring?spec=e30&value=1&value=2", "/ring.png?label=%00",
    ]
    for target in targets {
      let response = try server.client.send("GET", target)
      #expect((400..<500).contains(response.status), "\(target.prefix(80)): \(response.status) \(response.text)")
    }
    // Raw bytes that are not UTF-8 in the request line.
    let raw = try server.client.exchange(
      Array("GET /ring.png?label=".utf8) + [0xFF, 0xFE]
        + Array(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
    let parsed = try HTTPTestClient.parse(raw, method: "GET")
    #expect((400..<500).contains(parsed.status))
    #expect(try server.client.send("GET", "/healthz").text == "ok\n")
    #expect(try server.client.send("GET", "/ring.png?value=5&size=32").status == 200)
  }

  @Test func metricsCountWhatWasSent() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    for _ in 0..<3 { _ = try server.client.send("GET", "/ring.png?value=7&size=48") }
    let png = try server.client.send("GET", "/ring.png?value=7&size=48")
    _ = try server.client.send("GET", "/ring.png?value=x")
    _ = try server.client.send("HEAD", "/healthz")
    _ = try server.client.send("GET", "/missing")
    let metrics = try server.client.send("GET", "/metrics")
    #expect(metrics.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
    let lines = Set(metrics.text.split(separator: "\n").map(String.init))
    for expected in [
      #"ringgen_http_requests_total{route="/ring.png",status="200"} 4"#,
      #"ringgen_http_requests_total{route="/ring.png",status="400"} 1"#,
      #"ringgen_http_requests_total{route="/healthz",status="200"} 1"#,
      #"ringgen_http_requests_total{route="other",status="404"} 1"#,
      "ringgen_http_request_duration_seconds_count 7", #"ringgen_http_request_duration_seconds_bucket{le="+Inf"} 7"#,
      "ringgen_cache_hits_total 3", "ringgen_cache_misses_total 1",
      "# TYPE ringgen_http_request_duration_seconds histogram",
    ] {
      #expect(lines.contains(expected), "\(expected)\n\(metrics.text)")
    }
    // At least this request is in flight (earlier ones may still be closing).
    let inFlight = lines.first { $0.hasPrefix("ringgen_http_requests_in_flight ") }?.split(separator: " ").last
    #expect((Int(inFlight ?? "") ?? 0) >= 1)
    let badLength = try server.client.send("GET", "/ring.png?value=x").body.count
    let notFound = try server.client.send("GET", "/missing").body.count
    let bytesLine = lines.first { $0.hasPrefix("ringgen_http_response_bytes_total ") }
    let bytes = Int(bytesLine?.split(separator: " ").last ?? "") ?? -1
    #expect(bytes == 4 * png.body.count + badLength + notFound, "\(bytesLine ?? "none")")
  }

  /// SIGTERM while a slow animation renders: the response arrives whole, the process exits 0,
  /// and the access log has the request.
  @Test func sigtermLetsTheRequestInFlightFinish() throws {
    let server = try ServeProcess(["--grace", "120"])
    let client = HTTPTestClient(port: server.port, timeout: 120)
    let result = Mutex<Result<HTTPTestClient.Response, any Error>?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      let response = Result { try client.send("GET", "/ring.gif?value=90&size=100&duration=2&fps=30") }
      result.withLock { $0 = response }
      finished.signal()
    }
    thread.start()
    // Wait (at most 10 s) until the server has the request: /metrics then counts it and itself.
    var inFlight = 0
    for _ in 0..<200 where inFlight < 2 {
      let metrics = try server.client.send("GET", "/metrics").text
      let line = metrics.split(separator: "\n").first { $0.hasPrefix("ringgen_http_requests_in_flight ") }
      inFlight = Int(line?.split(separator: " ").last ?? "") ?? 0
      if inFlight < 2 { Thread.sleep(forTimeInterval: 0.05) }
    }
    #expect(inFlight >= 2)
    #expect(!server.stderr.contains("GET /ring.gif"), "the animation finished before SIGTERM; make it slower")
    let status = server.stop()
    #expect(finished.wait(timeout: .now() + 120) == .success)
    let response = try #require(try result.withLock { $0 }?.get())
    #expect(response.status == 200)
    #expect(response.body.starts(with: Array("GIF89a".utf8)) && response.body.last == 0x3B)
    #expect(status == 0)
    let stopping = server.stderr.firstMatch(of: /SIGTERM: stopping; requests in flight: ([0-9]+), given up to 120 s/)
    #expect((Int(stopping?.1 ?? "") ?? 0) >= 1, "\(server.stderr)")
    #expect(server.stderr.contains("GET /ring.gif 200 \(response.body.count) "), "\(server.stderr)")
    #expect(server.stderr.hasSuffix("ringgen serve: stopped\n"))
  }

  /// `--listen 0.0.0.0:0` binds every IPv4 interface, loopback included, and says so.
  @Test func listensOnEveryInterfaceWhenAsked() throws {
    let server = try ServeProcess(listen: "0.0.0.0:0")
    defer { server.stop() }
    #expect(server.stderr.contains("listening on http://0.0.0.0:\(server.port)/"))
    #expect(try server.client.send("GET", "/healthz").text == "ok\n")
  }

  /// `--listen localhost:0` resolves the name and says which address it bound; a name that
  /// does not resolve is a runtime error naming it.
  @Test func listensOnAHostName() throws {
    let server = try ServeProcess(listen: "localhost:0")
    defer { server.stop() }
    // localhost's first address is the system's choice (/etc/hosts, RFC 6724's order).
    let onIPv4 = server.stderr.contains("listening on http://127.0.0.1:\(server.port)/")
    #expect(onIPv4 || server.stderr.contains("listening on http://[::1]:\(server.port)/"), "\(server.stderr)")
    if onIPv4 { #expect(try server.client.send("GET", "/healthz").text == "ok\n") }
    let unknown = runInProcess(["serve", "--listen", "nosuch.invalid:0"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.hasPrefix("ringgen: error: serve: cannot resolve 'nosuch.invalid': "), "\(unknown.stderr)")
  }

  /// A slow render holds up only its own connection: /healthz and a cached image are answered
  /// while a GIF renders, with one render allowed at a time.
  @Test func aSlowRenderHoldsUpNoOtherRequest() throws {
    let server = try ServeProcess(["--threads", "1"])
    defer { server.stop() }
    #expect(try server.client.send("GET", "/ring.png?value=2&size=32").status == 200)  // now cached
    let client = HTTPTestClient(port: server.port, timeout: 120)
    let finished = Mutex(false)
    let thread = Thread {
      _ = try? client.send("GET", "/ring.gif?value=80&size=240&duration=6&fps=30")
      finished.withLock { $0 = true }
    }
    thread.start()
    var seenRendering = false
    for _ in 0..<200 where !seenRendering {
      let metrics = try server.client.send("GET", "/metrics").text
      seenRendering = metrics.contains("ringgen_http_requests_in_flight 2")
      if !seenRendering { Thread.sleep(forTimeInterval: 0.05) }
    }
    #expect(seenRendering)
    // The order, not a time bound, is the property: both are answered while the GIF renders.
    #expect(try server.client.send("GET", "/healthz").status == 200)
    #expect(try server.client.send("GET", "/ring.png?value=2&size=32").status == 200)
    #expect(!finished.withLock { $0 }, "the GIF finished first; make it slower")
    for _ in 0..<1200 where !finished.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.1) }
  }

  @Test func badServeFlagsExit64() throws {
    try expectRejected(
      ["serve", "--threads", "0"], message: "serve: --threads: expected a whole number from 1 to 256, got '0'")
    try expectRejected(
      ["serve", "--listen", "[localhost]:80"],
      message: "serve: --listen: 'localhost' in brackets is not a numeric IPv6 address")
    try expectRejected(
      ["serve", "--access-log", "all"], message: "serve: --access-log: expected off, path or full, got 'all'")
    try expectRejected(
      ["serve", "--frobnicate"], message: "serve: unknown option '--frobnicate'; see ringgen serve --help")
  }
}

/// The service's cache key and ETag come from the request's canonical text: equal for the
/// same render however it was spelled, different for any difference in what is drawn.
@Suite struct ServeCanonicalTextTests {
  private func text(_ arguments: [String]) throws -> String {
    let parser = CommandLineParser { _ throws(CommandError) in "" }
    guard case .render(let request, _) = try parser.parse(arguments + ["--output=-"]) else { return "" }
    return request.spec.canonicalText
  }

  @Test func sameRenderSameTextOtherRenderOtherText() throws {
    let base = try text(["--value", "15", "--max", "30"])
    #expect(try text(["--max-value=30", "--value", "15.0"]) == base)
    let variants: [[String]] = [
      ["--value", "16", "--max", "30"], ["--value", "15", "--max", "31"],
      ["--value", "15", "--max", "30", "--size", "64"],
      ["--value", "15", "--max", "30", "--format", "svg"], ["--value", "15", "--max", "30", "--label", "mb"],
      ["--value", "15", "--max", "30", "--progress-gradient", "red, blue"],
      ["--value", "15", "--max", "30", "--columns", "20"],
      ["--value", "15", "--max", "30", "--format", "apng"],
      ["--value", "15", "--max", "30", "--duration", "2", "--format", "apng"],
      ["--value", "15", "--max", "30", "--rings", "1/2,3/4"], ["--value", "15", "--max", "30", "--shadow", "0,2,4"],
    ]
    var seen: Set<String> = [base]
    for arguments in variants {
      #expect(seen.insert(try text(arguments)).inserted, "\(arguments) shares a text")
    }
  }
}
