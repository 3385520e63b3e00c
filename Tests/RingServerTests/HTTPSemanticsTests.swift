import Testing

@testable import RingServer

/// The HTTP semantics RingServer gives a service: content negotiation by `Accept`, static pages
/// by `Accept-Encoding`, 405 with `Allow`, typed bodies and error lines in a header.
@Suite("HTTP semantics")
struct HTTPSemanticsTests {
  static let offers: [(mediaRange: String, offer: String)] = [
    ("image/png", "png"), ("image/svg+xml", "svg"), ("text/plain", "text"), ("image/*", "png"), ("*/*", "png"),
  ]

  /// The range weighed highest wins, the first in the header on a tie; `q=0` refuses, and a
  /// range matches an offer by its name only, wildcards included.
  @Test(
    arguments: [
      (nil, "png"), ("", "png"), (" \t", "png"),
      ("image/svg+xml", "svg"), ("IMAGE/SVG+XML ; charset=x", "svg"),
      ("image/webp;q=0.5,image/png", "png"), ("image/png;q=0.5, image/svg+xml;q=0.9", "svg"),
      ("image/svg+xml, image/png", "svg"), ("image/png, image/svg+xml", "png"),
      ("image/svg+xml;q=abc, image/png;q=0.5", "svg"), ("image/png;q=0, */*", "png"),
      ("text/html, image/*;q=0.1", "png"), ("text/plain;q=0.2, image/gif", "text"),
    ] as [(String?, String)])
  func acceptPrefersTheHighestWeight(accept: String?, chosen: String) {
    #expect(AcceptHeader(accept).preferred(among: Self.offers) == chosen)
  }

  @Test(arguments: ["text/html", "text/*", "image/svg+xml;q=0, image/png;q=0", "application/json", ",;,"])
  func acceptWithNoOfferChoosesNothing(accept: String) {
    #expect(AcceptHeader(accept).preferred(among: Self.offers) == nil)
  }

  /// Whether a header names a type under `image/`: `*/*` does not, `q=0` refuses.
  @Test func acceptNamesTopLevelTypes() {
    for yes in ["image/png", "text/html, image/*;q=0.8", "IMAGE/WEBP", "image/x-unknown;q=0.1"] {
      #expect(AcceptHeader(yes).names(topLevelType: "image"), "\(yes)")
    }
    for no in [nil, "", "*/*", "text/html", "image/png;q=0", "images/png"] {
      #expect(!AcceptHeader(no).names(topLevelType: "image"), "\(no ?? "nil")")
    }
    let request = HTTPRequest(method: "GET", target: "/", headers: [("accept", "image/png")])
    #expect(AcceptHeader(of: request).names(topLevelType: "image"))
    #expect(AcceptHeader(of: HTTPRequest(method: "GET", target: "/")).acceptsAnything)
  }

  /// A static page is sent plain or gzipped from memory, as `Accept-Encoding` allows, and says
  /// that it varies by it.
  @Test func staticPagesAnswerByAcceptEncoding() throws {
    let body = Array(String(repeating: "<p>ring</p>", count: 100).utf8)
    let page = StaticPage(contentType: "text/html; charset=utf-8", body: body)
    let plain = page.response(to: HTTPRequest(method: "GET", target: "/"), route: "/")
    let prepared = try #require(plain.prepared)
    #expect(prepared.body == body && plain.status == 200 && plain.route == "/")
    #expect(
      plain.headers.map { "\($0.name): \($0.value)" } == [
        "Content-Type: text/html; charset=utf-8", "Vary: Accept-Encoding",
      ])
    let request = HTTPRequest(method: "GET", target: "/", headers: [("Accept-Encoding", "br, gzip")])
    let gzipped = page.response(to: request, route: "/")
    #expect(gzipped.prepared?.body == Gzip.compress(body))
    #expect(
      gzipped.headers.map { "\($0.name): \($0.value)" } == [
        "Content-Type: text/html; charset=utf-8", "Vary: Accept-Encoding", "Content-Encoding: gzip",
      ])
    let refused = HTTPRequest(method: "GET", target: "/", headers: [("Accept-Encoding", "gzip;q=0")])
    #expect(page.response(to: refused, route: "/").prepared?.body == body)
  }

  @Test func responsesNameTheirTypeAndAllowedMethods() {
    let typed = HTTPResponse(status: 200, contentType: "application/json", body: [0x7B, 0x7D], route: "/a")
    #expect(typed.headers.map(\.name) == ["Content-Type"] && typed.header("content-type") == "application/json")
    #expect(typed.body == [0x7B, 0x7D] && typed.route == "/a")
    let refused = HTTPResponse.methodNotAllowed("no\n", allowed: ["GET", "HEAD"], route: "/a")
    #expect(refused.status == 405 && refused.body == Array("no\n".utf8))
    #expect(
      refused.headers.map { "\($0.name): \($0.value)" } == [
        "Content-Type: text/plain; charset=utf-8", "Allow: GET, HEAD",
      ])
  }

  /// An error picture's line goes out in the configured header, percent-encoded past printable
  /// ASCII, before the `no-store` every error gets; with no header configured, it is not sent.
  @Test func errorLinesGoInTheConfiguredHeader() {
    let picture = HTTPResponse.errorPicture(
      400, line: "svc: error: 'café' 100%\nnext", contentType: "image/png", body: [1, 2], route: "/a")
    #expect(picture.status == 400 && picture.body == [1, 2] && picture.header("Content-Type") == "image/png")
    let sent = HTTPServer.headers(of: picture, errorLineHeader: "X-Svc-Error").map { "\($0.name): \($0.value)" }
    #expect(
      sent == [
        "Content-Type: image/png", "X-Svc-Error: svc: error: 'caf%C3%A9' 100%25%0Anext", "Cache-Control: no-store",
      ])
    #expect(HTTPServer.headers(of: picture, errorLineHeader: nil).map(\.name) == ["Content-Type", "Cache-Control"])
    let text = HTTPResponse.text(400, "svc: error: x\n", route: "/a")
    #expect(
      HTTPServer.headers(of: text, errorLineHeader: "X-Svc-Error").map(\.name) == ["Content-Type", "Cache-Control"])
  }
}
