import Foundation
import Testing

/// RingCLI routes a request to the renderer and leaves HTTP to RingServer: no file of it names
/// a header field or reads one from a request. Comments and messages may mention headers in
/// their text; a literal that is exactly a field's name is header logic.
@Suite("No header logic in RingCLI")
struct NoHeaderLogicTests {
  static let fieldNames: Set<String> = [
    "accept", "accept-encoding", "allow", "cache-control", "content-encoding", "content-length", "content-type",
    "etag", "if-none-match", "location", "retry-after", "vary",
  ]
  /// The one name RingCLI gives: its own error-line header, configuration that ServeCommand
  /// hands to the server (`ServerConfiguration.errorLineHeader`), which sends it.
  static let configured = (file: "RingService.swift", literal: "X-Ringgen-Error")

  @Test func ringCLINamesNoHeader() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/RingCLI").standardized
    let literal = try Regex(#""((?:[^"\\]|\\.)*)""#)
    var found: [String] = []
    var configured: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where file.hasSuffix(".swift") {
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
