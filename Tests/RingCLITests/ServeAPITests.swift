import Foundation
import RingHTTPTestClient
import RingKit
import Testing

@testable import RingCLI
@testable import RingWeb

/// `GET /openapi.json` against the key table and the running server, and the errors an
/// `<img>` can show. All traffic goes to 127.0.0.1.
@Suite("ringgen serve: API document and error images", .serialized)
struct ServeAPITests {
  /// What Chromium 156 sends for an `<img>`.
  static let imageAccept = "image/jxl,image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"

  private func document(_ server: ServeProcess) throws -> [String: Any] {
    let response = try server.client.send("GET", "/openapi.json")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "application/json")
    return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
  }

  private func parameters(_ document: [String: Any], _ path: String) throws -> [String: [String: Any]] {
    let paths = try #require(document["paths"] as? [String: Any])
    let get = try #require((paths[path] as? [String: Any])?["get"] as? [String: Any])
    let list = (get["parameters"] as? [[String: Any]]) ?? []
    return Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as? String ?? "", $0) })
  }

  @Test func theDocumentListsEveryQueryKeyOfTheKeyTableWithItsShape() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let document = try document(server)
    #expect(document["openapi"] as? String == "3.1.0")
    let png = try parameters(document, "/ring.png")
    // Every key but the three a query may not give: the path chooses the format, and the
    // service writes no files and renders on one thread.
    // Each colour key has its `dark.KEY` too.
    let expected = Set(RenderSpec.Key.allCases.map(\.rawValue)).subtracting(["format", "output", "jobs"])
      .union(RenderSpec.Key.colorKeys.map { "dark." + $0.rawValue })
    #expect(Set(png.keys) == expected)
    for format in ["svg", "pdf", "gif", "apng", "txt"] {
      #expect(Set(try parameters(document, "/ring." + format).keys) == expected, "\(format)")
    }
    let places = try #require(png["decimalPlaces"]?["schema"] as? [String: Any])
    #expect(places["type"] as? String == "integer")
    #expect(places["minimum"] as? Double == 0 && places["maximum"] as? Double == 20)
    #expect(places["default"] as? Double == 0)
    let cap = try #require(png["progressCapType"]?["schema"] as? [String: Any])
    // A name, or MB's number for it.
    #expect(cap["enum"] as? [String] == ["butt", "round", "square", "0", "1", "2"])
    let description = try #require(png["maxValue"]?["description"] as? String)
    #expect(description.hasPrefix(RenderSpec.Key.maxValue.descriptor.summary) && description.hasSuffix("Default: 100."))
    let clockwise = try #require(png["clockwise"]?["schema"] as? [String: Any])
    #expect(clockwise["enum"] as? [String] == ["", "true", "false"] && clockwise["default"] as? String == "true")
    let paths = try #require(document["paths"] as? [String: Any])
    // Every format's route, from the registry, and the service's own.
    #expect(
      Set(paths.keys)
        == Set(RingService.formatRoutes.keys).union(RingService.badgeRoutes.keys).union([
          "/", "/ring", "/render", "/healthz", "/metrics", "/openapi.json",
        ]))
    #expect(paths["/ring.webp"] != nil)
    // /ring takes a spec, or the same query keys.
    let ring = try parameters(document, "/ring")
    #expect(Set(ring.keys) == expected.union(["spec"]) && ring["spec"]?["required"] as? Bool == false)
  }

  /// Each schema and its default agree: `cellAspect` (a number or a fraction `W/H`) has a
  /// number's bounds and its default 0.5 is a number; what the readers refuse however it is
  /// bounded (an empty colour, `thresholds=` on a badge, `"preset": null`) is outside the
  /// schema, and `?spec=` takes query keys too, which win over the spec's.
  @Test func schemasAndTheirDefaultsAgreeAndValidMeansValid() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let document = try document(server)
    let png = try parameters(document, "/ring.png")
    let aspect = try #require(png["cellAspect"]?["schema"] as? [String: Any])
    let branches = try #require(aspect["anyOf"] as? [[String: Any]])
    let number = try #require(branches.first { $0["type"] as? String == "number" })
    #expect(number["minimum"] as? Double == 0.2 && number["maximum"] as? Double == 2)
    #expect(aspect["default"] as? Double == 0.5)
    #expect(branches.contains { $0["type"] as? String == "string" && $0["pattern"] != nil })
    #expect(try server.client.send("GET", "/ring.txt?cellAspect=9/19").status == 200)
    for name in ["dark.progressColor", "centerColor", "size"] {
      let schema = try #require(png[name]?["schema"] as? [String: Any], "\(name)")
      #expect(schema["minLength"] as? Double == 1, "\(name)")
      #expect(try server.client.send("GET", "/ring.png?\(name)=").status == 400, "\(name)")
    }
    // An empty text a reader takes keeps no bound.
    #expect((png["unitString"]?["schema"] as? [String: Any])?["minLength"] == nil)
    let thresholds = try #require(try parameters(document, "/badge.svg")["thresholds"]?["schema"] as? [String: Any])
    #expect(thresholds["minLength"] as? Double == 1)
    let scale = try #require(try parameters(document, "/badge.png")["scale"]?["schema"] as? [String: Any])
    #expect(scale["minimum"] as? Double == 0.01)
    let paths = try #require(document["paths"] as? [String: Any])
    let render = try #require((paths["/render"] as? [String: Any])?["post"] as? [String: Any])
    let body = try #require(
      ((((render["requestBody"] as? [String: Any])?["content"] as? [String: Any])?["application/json"]
        as? [String: Any])?["schema"] as? [String: Any])?["properties"] as? [String: [String: Any]])
    #expect(
      body["preset"]?["enum"] as? [String] == ["default", "mb"] && body["preset"]?["type"] as? String == "string")
    // A choice whose reader takes null for auto says so.
    let symbols = try #require(body["symbols"]?["anyOf"] as? [[String: Any]])
    #expect(symbols.contains { $0["type"] as? String == "null" })
    #expect(try server.client.send("POST", "/render", body: Array(#"{"preset": null}"#.utf8)).status == 400)
    // ?spec= with query keys: the keys win, as flags win over --spec.
    let spec = Data(#"{"value": 10, "format": "svg"}"#.utf8).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    let both = try server.client.send("GET", "/ring?spec=\(spec)&value=70")
    let keys = try server.client.send("GET", "/ring.svg?value=70")
    #expect(both.status == 200 && both.body == keys.body)
  }

  /// The badge routes are described with `ringgen badge`'s inputs, and what the document
  /// bounds the server refuses just past it; errors come as images for an `<img>`.
  @Test func theBadgeRoutesAreDescribedAndAnswerAsDocumented() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let document = try document(server)
    let paths = try #require(document["paths"] as? [String: Any])
    for format in ["svg", "png", "webp"] {
      let route = try #require(paths["/badge." + format] as? [String: Any], "\(format)")
      #expect(route["get"] != nil && route["head"] != nil, "\(format)")
      let keys = try parameters(document, "/badge." + format)
      #expect(Set(keys.keys) == ["label", "value", "style", "thresholds", "scale"], "\(format)")
      #expect(keys["label"]?["required"] as? Bool == true && keys["value"]?["required"] as? Bool == true)
      #expect(keys["style"]?["required"] as? Bool == false)
      let get = try #require(route["get"] as? [String: Any])
      let responses = try #require(get["responses"] as? [String: Any])
      let ok = try #require((responses["200"] as? [String: Any])?["content"] as? [String: Any])
      #expect(Array(ok.keys) == [format == "svg" ? "image/svg+xml" : "image/" + format], "\(format)")
      #expect(Set(responses.keys) == ["200", "304", "400", "403", "414", "429"], "\(format)")
    }
    let keys = try parameters(document, "/badge.png")
    let style = try #require(keys["style"]?["schema"] as? [String: Any])
    #expect(style["enum"] as? [String] == Badge.Style.allCases.map(\.rawValue) && style["default"] as? String == "flat")
    let scale = try #require(keys["scale"]?["schema"] as? [String: Any])
    // A raster is drawn at the scale, which a canvas takes from 0.01; an SVG takes any above 0.
    #expect(scale["maximum"] as? Double == 16 && scale["minimum"] as? Double == 0.01)
    let svgScale = try #require(try parameters(document, "/badge.svg")["scale"]?["schema"] as? [String: Any])
    #expect(svgScale["exclusiveMinimum"] as? Double == 0 && svgScale["minimum"] == nil)
    #expect(scale["default"] as? Double == 1)
    let thresholds = try #require(keys["thresholds"]?["description"] as? String)
    #expect(thresholds.hasPrefix("The value's colour from each percentage on"))
    // The document's bounds are the server's.
    #expect(try server.client.send("GET", "/badge.png?label=a&value=5&scale=16").status == 200)
    for refused in ["scale=16.01", "scale=0", "style=flat-round", "label=", "value="] {
      let query = ["label=a", "value=5"].filter { !refused.hasPrefix($0.prefix(while: { $0 != "=" })) } + [refused]
      let answer = try server.client.send("GET", "/badge.png?" + query.joined(separator: "&"))
      #expect(answer.status == 400, "\(refused): \(answer.text)")
      #expect(answer.header("Content-Type") == "text/plain; charset=utf-8", "\(refused)")
    }
    // For an <img>: the error line as a picture, in the route's format.
    for (format, type) in [("svg", "image/svg+xml"), ("png", "image/png"), ("webp", "image/webp")] {
      let answer = try server.client.send(
        "GET", "/badge.\(format)?label=coverage&value=lots", headers: [("Accept", Self.imageAccept)])
      #expect(answer.status == 400 && answer.header("Content-Type")?.hasPrefix(type) == true, "\(format)")
      #expect(
        answer.header("X-Ringgen-Error")
          == "ringgen: error: badge: VALUE: 'lots' is not a number, or NUMBER/MAX such as 7/10", "\(format)")
      #expect(answer.header("Cache-Control") == "no-store", "\(format)")
    }
  }

  /// Every default the document gives is accepted, and one step past every bound it gives is
  /// refused with 400: the ranges are the readers' and the validation's.
  @Test func documentedDefaultsAreAcceptedAndBoundsRefusedJustPast() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let png = try parameters(try document(server), "/ring.svg")
    var bounded = 0
    for (name, parameter) in png.sorted(by: { $0.key < $1.key }) {
      let schema = try #require(parameter["schema"] as? [String: Any])
      if let value = schema["default"] {
        let text = (value as? String) ?? FixedPoint.compact(value as? Double ?? .nan)
        let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        // The timeline's and motion's keys need an animated output.
        let topic = try #require(RenderSpec.Key(rawValue: name)?.descriptor.topic)
        let route = [.timeline, .motion].contains(topic) ? "/ring.apng" : "/ring.svg"
        let response = try server.client.send("GET", "\(route)?\(name)=\(encoded)")
        #expect(response.status == 200, "\(name)=\(text): \(response.text)")
      }
      let step = schema["type"] as? String == "integer" ? 1.0 : 0.5
      for (bound, past) in [("minimum", -step), ("maximum", step)] {
        guard let limit = schema[bound] as? Double else { continue }
        bounded += 1
        let response = try server.client.send("GET", "/ring.svg?\(name)=\(FixedPoint.compact(limit + past))")
        #expect(response.status == 400, "\(name)=\(limit + past) is past the \(bound) \(limit): \(response.text)")
      }
    }
    #expect(bounded >= 20)
  }

  /// An `<img>`'s request (Accept names image types) gets a picture of the error line, with the
  /// same status and the line in X-Ringgen-Error; any other client the text line as before.
  @Test func anImageRequestGetsItsErrorAsAnImage() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let text = try server.client.send("GET", "/ring.png?value=abc&size=100&scale=2")
    #expect(text.status == 400)
    #expect(text.header("Content-Type") == "text/plain; charset=utf-8")
    #expect(text.header("Cache-Control") == "no-store")
    #expect(text.header("X-Ringgen-Error") == nil)
    let line = String(text.text.dropLast())
    #expect(line.hasPrefix("ringgen: error: ") && line.contains("abc"))

    let png = try server.client.send(
      "GET", "/ring.png?value=abc&size=100&scale=2", headers: [("Accept", Self.imageAccept)])
    #expect(png.status == 400)
    #expect(png.header("Content-Type") == "image/png")
    #expect(png.header("Cache-Control") == "no-store")
    #expect(png.header("X-Ringgen-Error") == line)
    #expect(Self.pngSize(png.body) == [200, 200])
    // No size that parsed: 256 pt.
    let unsized = try server.client.send("GET", "/ring.gif?value=abc&size=zero", headers: [("Accept", "image/*")])
    #expect(unsized.status == 400 && unsized.header("Content-Type") == "image/png")
    #expect(Self.pngSize(unsized.body) == [256, 256])

    let svg = try server.client.send("GET", "/ring.svg?value=abc", headers: [("Accept", Self.imageAccept)])
    #expect(svg.status == 400 && svg.header("Content-Type") == "image/svg+xml")
    let rows = svg.text.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.1) }
    #expect(rows.joined(separator: " ") == line.replacingOccurrences(of: "'", with: "&apos;"))
    #expect(rows.count > 1)

    // A PDF or the terminal text is no image; nor is an error off the image routes.
    let pdf = try server.client.send("GET", "/ring.pdf?value=abc", headers: [("Accept", Self.imageAccept)])
    #expect(pdf.status == 400 && pdf.header("Content-Type") == "text/plain; charset=utf-8")
    let missing = try server.client.send("GET", "/nothing.png", headers: [("Accept", Self.imageAccept)])
    #expect(missing.status == 404 && missing.header("Content-Type") == "text/plain; charset=utf-8")
    #expect(missing.header("Cache-Control") == "no-store")
  }

  /// Every error, whoever words it (the service, or the server's own limits), says
  /// `Cache-Control: no-store`, so that no proxy keeps it; successes keep theirs.
  @Test func everyErrorIsNoStore() throws {
    let server = try ServeProcess(["--max-query-bytes", "64"])
    defer { server.stop() }
    let answers = [
      try server.client.send("GET", "/nowhere"),
      try server.client.send("DELETE", "/ring.png"),
      try server.client.send("GET", "/ring.png?value=" + String(repeating: "1", count: 80)),
      try server.client.send("GET", "/ring?spec=%%%"),
      try server.client.send("POST", "/render", body: Array("{".utf8)),
    ]
    #expect(answers.map(\.status) == [404, 405, 414, 400, 400])
    for answer in answers { #expect(answer.header("Cache-Control") == "no-store", "\(answer.status)") }
    let ok = try server.client.send("GET", "/ring.png?value=1")
    #expect(ok.header("Cache-Control") == "public, max-age=31536000, immutable")
  }

  /// A PNG's width and height from its IHDR chunk.
  static func pngSize(_ bytes: [UInt8]) -> [Int] {
    guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return [] }
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return [word(16), word(20)]
  }
}
