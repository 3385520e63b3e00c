import Foundation
import Testing

/// docs/gallery.md is what its commands draw: each picture's `sh` block is run by bash in an
/// empty folder with the built `ringgen` first on the PATH, and the file it writes must be the
/// committed docs/gallery/ file byte for byte; a terminal block's standard output must be the
/// text block under it. `make gallery` (scripts/gallery) writes both.
@Suite("docs/gallery.md")
struct GalleryTests {
  struct Look: CustomTestStringConvertible, Sendable {
    var line: Int
    var command: String
    /// The committed picture's name in docs/gallery/, or nil for terminal text.
    var picture: String?
    /// The text block under a terminal command.
    var text: String?
    var testDescription: String { "docs/gallery.md:\(line)" }
  }

  static let looks: [Look] = {
    let page = packageRoot.appendingPathComponent("docs/gallery.md")
    guard let text = try? String(contentsOf: page, encoding: .utf8) else { return [] }
    let lines = text.components(separatedBy: "\n")
    var looks: [Look] = []
    var picture: String?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if let match = line.firstMatch(of: /^<img src="gallery\/([^"]+)"/) { picture = String(match.output.1) }
      guard line == "```sh" || line == "```text" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, lines[end] != "```" { end += 1 }
      let body = lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n")
      if line == "```sh" {
        looks.append(Look(line: index + 1, command: body, picture: picture))
        picture = nil
      } else if var last = looks.popLast() {
        last.text = body + "\n"
        looks.append(last)
      }
      index = end + 1
    }
    return looks
  }()

  @Test func thereAreFortyLooks() {
    #expect(Self.looks.count >= 40, "\(Self.looks.count) looks")
    #expect(Self.looks.allSatisfy { ($0.picture == nil) != ($0.text == nil) })
    #expect(Self.looks.filter { $0.text != nil }.count >= 6, "every terminal symbol set")
  }

  @Test(arguments: looks)
  func commandDrawsTheCommittedLook(look: Look) throws {
    let folder = try TemporaryFolder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-e", "-o", "pipefail", "-c", look.command]
    process.currentDirectoryURL = folder.url
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      ringgenBinary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(look.testDescription): \(message)")
    if let text = look.text {
      #expect(String(decoding: stdout, as: UTF8.self) == text, "\(look.testDescription): run make gallery")
    }
    if let picture = look.picture {
      let committed = try Data(contentsOf: packageRoot.appendingPathComponent("docs/gallery/" + picture))
      let drawn = try Data(contentsOf: folder.url.appendingPathComponent(picture))
      #expect(drawn == committed, "\(look.testDescription): \(picture) differs from its command's; run make gallery")
    }
  }
}
