import Foundation
import RingHTTPTestClient
import RingKit
import Testing

@testable import RingCLI
@testable import RingWeb

/// `GET /`: the designer page, generated from the key table, served by a really started
/// `ringgen serve` on 127.0.0.1; the browser checks are scripts/designer-check.py.
@Suite("ringgen serve: the designer", .serialized)
struct ServeDesignerTests {
  @Test func thePageHasALabelledControlForEveryRingKey() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let page = try server.client.send("GET", "/")
    #expect(page.status == 200)
    #expect(page.header("Content-Type") == "text/html; charset=utf-8")
    let html = page.text
    // Every key of a ring, the canvas's size, background and scale, and the dark look's, in one
    // section a topic, the topics in the order they first come.
    let chosen = RenderSpec.Key.allCases.filter {
      $0.group == .ring || [.size, .scale, .background, .dark, .theme, .appearance].contains($0)
    }
    var topics: [KeyDescriptor.Topic] = []
    for key in chosen where !topics.contains(key.descriptor.topic) { topics.append(key.descriptor.topic) }
    let expected = topics.flatMap { topic in chosen.filter { $0.descriptor.topic == topic } }
    let keys = html.matches(of: /<div class="key" data-key="([A-Za-z]+)"/).map { String($0.1) }
    #expect(keys == expected.map(\.rawValue))
    for key in expected {
      #expect(html.contains("<label for=\"k-\(key.rawValue)\">\(key.rawValue)</label>"), "\(key)")
      #expect(html.contains("id=\"h-\(key.rawValue)\""), "\(key)")
    }
    // Ranges from the table: decimalPlaces 0…20, a select for cap types with MB's names.
    #expect(html.contains(#"<input type="number" id="k-decimalPlaces" step="1" min="0" max="20" value="0""#))
    #expect(
      html.contains(
        #"<select id="k-progressCapType" aria-describedby="h-progressCapType"><option>butt</option><option selected>round</option><option>square</option></select>"#
      ))
    // Nothing from another origin: every src and href is the page's own or data:.
    let markup = html.replacing(/<script>[\s\S]*?<\/script>/, with: "")
    let references = markup.matches(of: /(?:src|href)="([^"]*)"/).map { String($0.1) }
    #expect(!references.isEmpty)
    for reference in references { #expect(reference.hasPrefix("/") || reference.hasPrefix("data:"), "\(reference)") }
    // The looks of the gallery render.
    for look in DesignerPage.looks {
      let ring = try server.client.send("GET", "/ring.png?" + look.query + "&size=56")
      #expect(ring.status == 200, "\(look.name): \(ring.text)")
    }
  }

  /// The page is sent from memory as built once: gzipped to a client that takes gzip (as
  /// browsers do), the same page when unzipped, plain otherwise.
  @Test func thePageIsGzippedForClientsThatTakeGzip() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let plain = try server.client.send("GET", "/")
    #expect(plain.header("Content-Encoding") == nil && plain.header("Vary") == "Accept-Encoding")
    #expect(plain.body == DesignerPage.bytes)
    let zipped = try server.client.send("GET", "/", headers: [("Accept-Encoding", "gzip, deflate, br")])
    #expect(zipped.status == 200 && zipped.header("Content-Encoding") == "gzip")
    #expect(zipped.header("Content-Type") == "text/html; charset=utf-8" && zipped.header("Vary") == "Accept-Encoding")
    #expect(zipped.body.count < plain.body.count / 3, "\(zipped.body.count) of \(plain.body.count)")
    let unzipped = try runProcess(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "gzip -dc"], in: FileManager.default.temporaryDirectory,
      stdin: Data(zipped.body))
    #expect(Array(unzipped.stdout) == plain.body)
    let head = try server.client.send("HEAD", "/", headers: [("Accept-Encoding", "gzip")])
    #expect(head.status == 200 && head.body.isEmpty && head.header("Content-Length") == String(zipped.body.count))
    #expect(try server.client.send("GET", "/", headers: [("Accept-Encoding", "gzip;q=0")]).body == plain.body)
  }

  @Test func noDesignerTurnsThePageOff() throws {
    let server = try ServeProcess(["--no-designer"])
    defer { server.stop() }
    let page = try server.client.send("GET", "/")
    #expect(page.status == 404)
    let document = try server.client.send("GET", "/openapi.json")
    let paths = try #require(
      (try JSONSerialization.jsonObject(with: Data(document.body)) as? [String: Any])?["paths"] as? [String: Any])
    #expect(paths["/"] == nil && paths["/ring.png"] != nil)
    let refused = runInProcess(["serve", "--no-designer=yes"])
    #expect(refused.status == 64)
    #expect(refused.stderr == "ringgen: error: serve: --no-designer takes no value\n")
  }
}
