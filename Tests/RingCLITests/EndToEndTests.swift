import Foundation
import RingCairo
import RingKit
import Synchronization
import Testing

@testable import RingCLI

/// The built `ringgen` binary, run as a user would run it.
@Suite("ringgen end to end")
struct EndToEndTests {
  @Test func theREADMECommandDrawsFifteenOfThirty() throws {
    let folder = try TemporaryFolder()
    let result = try runBinary(["--value", "15", "--max", "30", "-o", "ring.png"], in: folder.url)
    #expect(result.status == 0 && result.stderr.isEmpty && result.stdout.isEmpty)
    let png = try Data(contentsOf: folder.url.appendingPathComponent("ring.png"))
    let expected = try ProgressRing(value: 15, maxValue: 30).raster(on: RingCanvas(size: 256))
    #expect(try RingRaster(pngData: png) == expected)
    #expect(try folder.contents() == ["ring.png"])
  }

  @Test(arguments: [("png", "\u{89}PNG"), ("svg", "<svg"), ("pdf", "%PDF-")])
  func standardOutput(format: String, magic: String) throws {
    let folder = try TemporaryFolder()
    let result = try runBinary(["--preset", "mb", "--value", "40", "--format", format, "-o", "-"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.stdout.starts(with: Array(magic.unicodeScalars.map { UInt8($0.value) })))
    #expect(try folder.contents().isEmpty)
  }

  /// A PDF is the same bytes in any time zone and at any time; `SOURCE_DATE_EPOCH` sets its
  /// creation date, which pdfinfo reads.
  @Test func pdfsAreReproducible() throws {
    let folder = try TemporaryFolder()
    func pdf(_ environment: [String: String]) throws -> Data {
      let process = Process()
      process.executableURL = ringgenBinary
      process.arguments = ["--value", "40", "-o", "-", "--format", "pdf"]
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let bytes = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return bytes
    }
    let utc = try pdf(["TZ": "UTC"])
    Thread.sleep(forTimeInterval: 1.1)
    #expect(try pdf(["TZ": "Asia/Kolkata"]) == utc)
    #expect(try pdf(["TZ": "America/New_York", "SOURCE_DATE_EPOCH": "nonsense"]) == utc)
    let dated = try pdf(["SOURCE_DATE_EPOCH": "1765000000"])
    try dated.write(to: URL(fileURLWithPath: folder.path("dated.pdf")))
    let info = try runProcess(
      URL(fileURLWithPath: "/usr/bin/pdfinfo"), ["-isodates", folder.path("dated.pdf")], in: folder.url)
    #expect(String(decoding: info.stdout, as: UTF8.self).contains("CreationDate:    2025-12-06T05:46:40Z"))
  }

  @Test func specFromStandardInput() throws {
    let folder = try TemporaryFolder()
    let spec = Data(#"{"value": 3, "maxValue": 4, "size": 64}"#.utf8)
    let result = try runBinary(["--spec", "-", "-o", "-"], in: folder.url, stdin: spec)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try RingRaster(pngData: result.stdout) == ProgressRing(value: 3, maxValue: 4).raster(on: RingCanvas(size: 64)))
  }

  @Test func badInputExitsSixtyFourWithOneLine() throws {
    let folder = try TemporaryFolder()
    let result = try runBinary(["--value", "15", "--max", "thirty", "-o", "ring.png"], in: folder.url)
    #expect(result.status == 64)
    #expect(result.stderr == "ringgen: error: --max: expected a finite number, got 'thirty'\n")
    #expect(try folder.contents().isEmpty)
  }

  @Test func writeFailureExitsOne() throws {
    let folder = try TemporaryFolder()
    let result = try runBinary(["-o", "no/such/folder/ring.png"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stderr == "ringgen: error: cannot write 'no/such/folder/ring.png': No such file or directory\n")
  }

  @Test func replacingAFileKeepsItsModeAndANewFileFollowsTheUmask() throws {
    let folder = try TemporaryFolder()
    let existing = folder.path("kept.png")
    try Data("old".utf8).write(to: URL(fileURLWithPath: existing))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: existing)
    #expect(try runBinary(["-o", "kept.png", "--size", "32"], in: folder.url).status == 0)
    #expect(try FileManager.default.attributesOfItem(atPath: existing)[.posixPermissions] as? Int == 0o640)
    #expect(try RingRaster(pngData: Data(contentsOf: URL(fileURLWithPath: existing))).width == 32)

    #expect(try runBinary(["-o", "new.png", "--size", "32"], in: folder.url).status == 0)
    let mask = umask(0o022)
    umask(mask)
    let mode = try FileManager.default.attributesOfItem(atPath: folder.path("new.png"))[.posixPermissions] as? Int
    #expect(mode == 0o666 & ~Int(mask))
  }

  /// A link is followed: the file it points to is replaced and the link stays a link.
  @Test func symbolicLinksAreFollowed() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.png"), withDestinationPath: "real/ring.png")
    #expect(try runBinary(["-o", "link.png", "--size", "16"], in: folder.url).status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.png")) == "real/ring.png")
    #expect(try RingRaster(pngData: Data(contentsOf: URL(fileURLWithPath: folder.path("real/ring.png")))).width == 16)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("real")) == ["ring.png"])
  }

  /// A FIFO (like /dev/stdout) is written in place, not replaced by a regular file.
  @Test func fifosAreWrittenInPlace() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("pipe.png")
    #expect(mkfifo(fifo, 0o600) == 0)
    let received = Mutex(Data())
    let reader = Thread {
      if let handle = FileHandle(forReadingAtPath: fifo) {
        let data = handle.readDataToEndOfFile()
        received.withLock { $0 = data }
      }
    }
    reader.start()
    #expect(try runBinary(["-o", "pipe.png", "--size", "16"], in: folder.url).status == 0)
    while reader.isExecuting || !reader.isFinished { usleep(1000) }
    #expect(try RingRaster(pngData: received.withLock { $0 }).width == 16)
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  /// The overview (`ringgen --help`) and each command's help (`ringgen help CMD`) match their
  /// goldens, and `ringgen CMD --help` and `ringgen CMD -h` print the same as `ringgen help CMD`.
  @Test(arguments: [nil] + Command.all.map(\.name))
  func helpMatchesTheGolden(command: String?) throws {
    let folder = FileManager.default.temporaryDirectory
    let result = try runBinary(command.map { ["help", $0] } ?? ["--help"], in: folder)
    #expect(result.status == 0)
    let name = command.map { "help-\($0).txt" } ?? "help.txt"
    let golden = packageRoot.appendingPathComponent("Snapshots/RingCLITests/\(name)")
    let expected = try String(contentsOf: golden, encoding: .utf8)
    let regenerate = "ringgen \(command.map { "help \($0)" } ?? "--help") > \(golden.path)"
    #expect(String(decoding: result.stdout, as: UTF8.self) == expected, "regenerate with: \(regenerate)")
    guard let command else { return }
    for flag in ["--help", "-h"] {
      let direct = try runBinary([command, flag], in: folder)
      #expect(direct.status == 0 && direct.stdout == result.stdout, "ringgen \(command) \(flag)")
    }
  }

  /// The EXAMPLES in --help work as printed, in an empty folder holding only the input files
  /// they name. (The terminal and watch examples need a terminal; other suites run those.)
  @Test func helpExamplesWork() throws {
    let help = HelpText.overview(version: RingGen.version).split(separator: "\n", omittingEmptySubsequences: false)
    let examples = help.drop { $0 != "EXAMPLES" }.dropFirst().prefix { !$0.isEmpty }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let runnable = examples.filter { !$0.contains("|") && ($0.contains(" -o ") || $0.contains(" batch ")) }
    #expect(runnable.count == 8, "\(examples)")
    for example in runnable {
      let folder = try TemporaryFolder()
      try #"{"value": 12}"#.write(toFile: folder.path("ring.json"), atomically: true, encoding: .utf8)
      try #"{"value": 1, "output": "one.png"}"#.write(
        toFile: folder.path("rings.jsonl"), atomically: true, encoding: .utf8)
      try #"{"rings": [{"value": 1, "caption": "One"}]}"#.write(
        toFile: folder.path("kpis.json"), atomically: true, encoding: .utf8)
      let words = example.split(separator: " ").map(String.init)
      let redirect = words.firstIndex(of: ">")
      let result = try runBinary(Array(words[1..<(redirect ?? words.count)]), in: folder.url)
      #expect(result.status == 0, "\(example): \(result.stderr)")
      #expect(try folder.contents().count > 3 || !result.stdout.isEmpty, "\(example) wrote something")
    }
  }

  @Test func version() throws {
    let result = try runBinary(["--version"], in: FileManager.default.temporaryDirectory)
    #expect(result.status == 0 && String(decoding: result.stdout, as: UTF8.self) == "ringgen \(RingGen.version)\n")
  }
}
