import Foundation
import Testing

/// The README and docs/ run: every `sh` block that calls `ringgen` is run by bash in an empty folder,
/// with the built `ringgen` first on the PATH, and must exit 0 and write every file it names
/// with `-o`. A block that cannot run here (it needs a terminal, the network, files of the
/// reader's own, or `make`) is marked `<!-- illustrative -->` on the line before it.
@Suite("README and docs/ commands")
struct ReadmeCommandsTests {
  struct Block: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int
    var text: String
    var testDescription: String { "\(file):\(line)" }
  }

  /// README.md and every page of docs/, as paths relative to the package root; the gallery's
  /// commands are run, and their bytes compared, by GalleryTests.
  static let documents: [String] = {
    let pages =
      (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path))
      ?? []
    return ["README.md"] + pages.filter { $0.hasSuffix(".md") && $0 != "gallery.md" }.sorted().map { "docs/" + $0 }
  }()

  static let blocks: [Block] = documents.flatMap { blocks(in: $0) }

  static func blocks(in file: String) -> [Block] {
    guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8) else {
      return []
    }
    let lines = text.components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```sh" else {
        index += 1
        continue
      }
      let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
      var end = index + 1
      while end < lines.count, lines[end] != "```" { end += 1 }
      let body = lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n")
      let runsRinggen = body.components(separatedBy: "\n").contains { $0.hasPrefix("ringgen ") }
      if runsRinggen, previous != "<!-- illustrative -->" {
        blocks.append(Block(file: file, line: index + 1, text: body))
      }
      index = end + 1
    }
    return blocks
  }

  @Test func thereAreBlocksToRun() {
    #expect(Self.blocks(in: "README.md").count >= 3, "README.md")
    #expect(Self.blocks.count >= 10, "\(Self.blocks.count) blocks")
  }

  @Test(arguments: blocks)
  func blockRuns(block: Block) throws {
    let folder = try TemporaryFolder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-e", "-o", "pipefail", "-c", block.text]
    process.currentDirectoryURL = folder.url
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      ringgenBinary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // A block that does not finish (a server, a watch) fails instead of hanging the suite.
    let deadline = DispatchWorkItem { process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: deadline)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    deadline.cancel()
    #expect(process.terminationStatus == 0, "\(block.testDescription): \(message)")
    // Every file named with -o is there (a frame pattern: its first frame).
    let outputs = block.text.matches(of: try Regex(#"-o\s+(\S+)"#)).map { String($0.output[1].substring!) }
    for output in outputs where output != "-" {
      let name = output.replacingOccurrences(of: "%03d", with: "000").trimmingCharacters(
        in: CharacterSet(charactersIn: "'\""))
      #expect(
        FileManager.default.fileExists(atPath: folder.path(name)), "\(block.testDescription): \(name) not written")
    }
  }
}
