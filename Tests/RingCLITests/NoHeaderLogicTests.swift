import Foundation
import Testing

/// RingWeb routes a request to the renderer and leaves HTTP to RingServer, and RingCLI only
/// starts it: no file of either names a header field or reads one from a request. Comments and messages may mention headers in
/// their text; a literal that is exactly a field's name is header logic.
@Suite("No header logic in RingCLI or RingWeb")
struct NoHeaderLogicTests {
  static let fieldNames: Set<String> = [
    "accept", "accept-encoding", "allow", "cache-control", "content-encoding", "content-length", "content-type",
    "etag", "if-none-match", "location", "retry-after", "vary",
  ]
  /// The one name RingWeb gives: its own error-line header, configuration that ServeCommand
  /// hands to the server (`ServerConfiguration.errorLineHeader`), which sends it.
  static let configured = (file: "RingService.swift", literal: "X-Ringgen-Error")

  @Test func ringCLINamesNoHeader() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
      .standardized
    let literal = try Regex(#""((?:[^"\\]|\\.)*)""#)
    var found: [String] = []
    var configured: [String] = []
    let files = try ["RingCLI", "RingWeb"].flatMap { module in
      try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path).sorted()
        .map { (module, $0) }
    }
    for (module, file) in files where file.hasSuffix(".swift") {
      let folder = sources.appendingPathComponent(module)
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        let place = "\(file):\(number + 1)"
        if line.contains(".header(") || line.contains(".headers") { found.append("\(place): reads headers") }
        for match in line.matches(of: literal) {
          let value = String(line[match.range].dropFirst().dropLast())
          if file == Self.configured.file && value == Self.configured.literal {
            configured.append(place)
          } else if Self.fieldNames.contains(value.lowercased()) || value.wholeMatch(of: /(?i)x-[a-z0-9-]+/) != nil {
            found.append("\(place): \"\(value)\"")
          }
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    #expect(configured.count == 1, "\(configured)")
  }
}
