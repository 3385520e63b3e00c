import Foundation
import RingServer
import Testing

/// docs/gallery.md is what its commands draw: each picture's `sh` block is run by bash in an
/// empty folder with the built `ringgen` first on the PATH, and the file it writes must be the
/// committed docs/gallery/ file byte for byte; a terminal look's standard output must be the
/// committed `.ans` file its caption links, and its screenshot must be of those bytes (the
/// digest the PNG records) and of their cells (its size). `make gallery` (scripts/gallery) writes
/// all three.
@Suite("docs/gallery.md")
struct GalleryTests {
  struct Look: CustomTestStringConvertible, Sendable {
    var line: Int
    var command: String
    /// The committed picture's name in docs/gallery/: a ring, or a terminal look's screenshot.
    var picture: String?
    /// The `width` the page shows the picture at, in CSS pixels.
    var width: Int?
    /// A terminal look's bytes in docs/gallery/ (`NAME.ans`), or nil for a picture a command writes.
    var terminalBytes: String?
    var testDescription: String { "docs/gallery.md:\(line)" }
  }

  static let looks: [Look] = {
    let page = packageRoot.appendingPathComponent("docs/gallery.md")
    guard let text = try? String(contentsOf: page, encoding: .utf8) else { return [] }
    let lines = text.components(separatedBy: "\n")
    var looks: [Look] = []
    var picture: String?
    var width: Int?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if let match = line.firstMatch(of: /^<img src="gallery\/([^"]+)"(?: width="(\d+)")?/) {
        picture = String(match.output.1)
        width = match.output.2.flatMap { Int($0) }
      }
      if let match = line.firstMatch(of: /\]\(gallery\/([^)]+\.ans)\)/), var last = looks.popLast() {
        last.terminalBytes = String(match.output.1)
        looks.append(last)
      }
      guard line == "```sh" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, lines[end] != "```" { end += 1 }
      let body = lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n")
      looks.append(Look(line: index + 1, command: body, picture: picture, width: width))
      picture = nil
      width = nil
      index = end + 1
    }
    return looks
  }()

  @Test func thereAreFortyLooks() {
    #expect(Self.looks.count >= 40, "\(Self.looks.count) looks")
    #expect(Self.looks.allSatisfy { $0.picture != nil })
    let terminal = Self.looks.compactMap(\.terminalBytes)
    let expected = [
      "colour-truecolor", "colour-256", "colour-16", "block", "half", "quadrant", "sextant", "braille", "ascii",
      "glyphs-circle", "glyphs-braille",
    ]
    for name in expected {
      #expect(terminal.contains(name + ".ans"), "the terminal look \(name).ans")
    }
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
    if let bytes = look.terminalBytes {
      let committed = try Data(contentsOf: packageRoot.appendingPathComponent("docs/gallery/" + bytes))
      #expect(stdout == committed, "\(look.testDescription): \(bytes) differs from its command's; run make gallery")
    } else if let picture = look.picture {
      let committed = try Data(contentsOf: packageRoot.appendingPathComponent("docs/gallery/" + picture))
      let drawn = try Data(contentsOf: folder.url.appendingPathComponent(picture))
      #expect(drawn == committed, "\(look.testDescription): \(picture) differs from its command's; run make gallery")
    }
  }

  /// The size scripts/terminal-shots.py draws a cell at: CSS pixels, and device pixels per CSS pixel.
  static let cellWidth = 10
  static let cellHeight = 20
  static let screenshotScale = 2

  @Test(arguments: looks.filter { $0.terminalBytes != nil })
  func screenshotShowsTheCommittedBytes(look: Look) throws {
    let bytes = try Data(contentsOf: packageRoot.appendingPathComponent("docs/gallery/" + look.terminalBytes!))
    let png = try Data(contentsOf: packageRoot.appendingPathComponent("docs/gallery/" + look.picture!))
    let chunks = Self.chunks(of: png)
    let source = chunks.first { $0.type == "tEXt" && $0.data.starts(with: Array("Source\0".utf8)) }
    #expect(
      source.map { String(decoding: $0.data.dropFirst(7), as: UTF8.self) } == "sha256:" + SHA256Digest(of: bytes).hex,
      "\(look.testDescription): \(look.picture!) is not a screenshot of \(look.terminalBytes!); run make gallery")
    // The cells: each row's characters once its SGR sequences are gone; the last newline ends a row.
    var rows = String(decoding: bytes, as: UTF8.self).replacing(/\x1B\[[0-9;]*m/, with: "")
      .split(separator: "\n", omittingEmptySubsequences: false)
    if rows.last?.isEmpty == true { rows.removeLast() }
    let columns = rows.map(\.unicodeScalars.count).max() ?? 0
    let header = try #require(chunks.first { $0.type == "IHDR" }?.data)
    let size = [0, 4].map { offset in header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(
      size == [columns * Self.cellWidth * Self.screenshotScale, rows.count * Self.cellHeight * Self.screenshotScale],
      "\(look.testDescription): \(look.picture!) is \(size), not \(columns) × \(rows.count) cells")
    #expect(look.width == columns * Self.cellWidth, "\(look.testDescription): shown at its cells' width")
  }

  /// A PNG's chunks in order, as (type, data), or none if the signature is wrong.
  static func chunks(of png: Data) -> [(type: String, data: [UInt8])] {
    let bytes = [UInt8](png)
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return [] }
    var chunks: [(type: String, data: [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else { break }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return chunks
  }
}
