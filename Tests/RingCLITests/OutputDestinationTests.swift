import Foundation
import RingKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Outputs that cannot be replaced by a rename (pipes, devices, FIFOs, a descriptor's own
/// path), a reader that goes away, and symbolic links that lead nowhere.
@Suite("Output destinations")
struct OutputDestinationTests {
  /// The PNG that `--size 32 --value 3` gives on standard output, to compare against.
  private func referencePNG(in folder: TemporaryFolder) throws -> Data {
    try runBinary(["--size", "48", "--value", "3", "-o", "-"], in: folder.url).stdout
  }

  /// /dev/stdout into a pipe is /proc/self/fd/1, a link to "pipe:[N]": following it failed.
  @Test(arguments: ["/dev/stdout", "/proc/self/fd/1", "/dev/fd/1"])
  func descriptorPathIntoAPipe(path: String) throws {
    let folder = try TemporaryFolder()
    let result = try runBinary(["--size", "48", "--value", "3", "--format", "png", "-o", path], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == (try referencePNG(in: folder)))
    #expect(try folder.contents().isEmpty)
  }

  /// An APNG or GIF is written frame by frame: into the temporary file beside a regular
  /// output, and for a pipe into an unnamed one that is copied out once complete. Every
  /// destination gets the same bytes, and nothing is left behind.
  @Test(arguments: ["apng", "gif"])
  func animationsAreTheSameOnEveryDestination(format: String) throws {
    let folder = try TemporaryFolder()
    let arguments = ["--size", "48", "--from", "0", "--value", "3", "--duration", "0.5", "--format", format]
    let written = try runBinary(arguments + ["-o", "r.\(format)"], in: folder.url)
    #expect(written.status == 0, "\(written.stderr)")
    let file = try Data(contentsOf: folder.url.appendingPathComponent("r.\(format)"))
    #expect(file.count > 100)
    for path in ["-", "/dev/stdout"] {
      let piped = try runBinary(arguments + ["-o", path], in: folder.url)
      #expect(piped.status == 0, "\(piped.stderr)")
      #expect(piped.stdout == file, "\(path)")
    }
    #expect(try folder.contents() == ["r.\(format)"])
  }

  /// `-o /dev/stdout >> log` and `-o /dev/stderr 2>> log`: the rename replaced the log.
  @Test(arguments: [false, true])
  func appendRedirectedFileKeepsItsContent(throughStandardError: Bool) throws {
    let folder = try TemporaryFolder()
    let log = folder.path("log")
    try Data("earlier\n".utf8).write(to: URL(fileURLWithPath: log))
    let descriptor = open(log, O_WRONLY | O_APPEND)
    try #require(descriptor >= 0)
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var runner = ProcessRunner(
      arguments: [
        "--size", "48", "--value", "3", "--format", "png", "-o", throughStandardError ? "/dev/stderr" : "/dev/stdout",
      ],
      folder: folder.url)
    if throughStandardError { runner.standardError = handle } else { runner.standardOutput = handle }
    let outcome = try #require(try runner.run())
    #expect(outcome.ending == .exit(0))
    let contents = try Data(contentsOf: URL(fileURLWithPath: log))
    #expect(contents == Data("earlier\n".utf8) + (try referencePNG(in: folder)))
    #expect(try folder.contents() == ["log"])
  }

  /// A reader that went away: every command says so with exit 1, none dies by SIGPIPE (141).
  @Test(arguments: [
    (["--size", "4096", "-o", "-"], ""),
    (["--size", "48", "--format", "png", "-o", "/dev/stdout"], ""),
    (["--help"], ""),
    (["batch", "--help"], ""),
    (["sheet", "sheet.json", "-o", "-", "--format", "svg"], ""),
    (["watch", "--size", "16"], "5\n"),
  ])
  func closedStandardOutputIsOneErrorLine(arguments: [String], input: String) throws {
    let folder = try TemporaryFolder()
    try #"{"rings": [{"value": 1}]}"#.write(toFile: folder.path("sheet.json"), atomically: true, encoding: .utf8)
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()  // no reader, before the first write
    var runner = ProcessRunner(arguments: arguments, folder: folder.url)
    runner.standardOutput = pipe.fileHandleForWriting
    runner.standardInput = Data(input.utf8)
    let outcome = try #require(try runner.run())
    #expect(outcome.ending == .exit(1), "\(arguments)")
    #expect(outcome.stderr == "ringgen: error: standard output closed\n", "\(arguments)")
  }

  /// A FIFO that nobody reads used to block the writer forever.
  @Test func fifoWithoutAReaderFailsAtOnce() throws {
    let folder = try TemporaryFolder()
    try #require(mkfifo(folder.path("ring.png"), 0o644) == 0)
    let outcome = try #require(
      try ProcessRunner(arguments: ["--size", "48", "-o", "ring.png"], folder: folder.url).run(deadline: .seconds(20)),
      "ringgen blocked on the FIFO")
    #expect(outcome.ending == .exit(1))
    #expect(
      outcome.stderr == "ringgen: error: cannot write 'ring.png': no process is reading it (a FIFO needs a reader)\n")
    #expect(try folder.contents() == ["ring.png"])
  }

  /// With a reader, the FIFO gets the image in place (no temporary file beside it).
  @Test func fifoWithAReaderGetsTheImage() throws {
    let folder = try TemporaryFolder()
    try #require(mkfifo(folder.path("ring.png"), 0o644) == 0)
    let reader = open(folder.path("ring.png"), O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let outcome = try #require(
      try ProcessRunner(arguments: ["--size", "48", "--value", "3", "-o", "ring.png"], folder: folder.url).run())
    #expect(outcome.ending == .exit(0), "\(outcome.stderr)")
    var received = Data()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while case let count = read(reader, &chunk, chunk.count), count > 0 { received.append(contentsOf: chunk[..<count]) }
    #expect(received == (try referencePNG(in: folder)))
    #expect(try folder.contents() == ["ring.png"])
  }

  /// a.png → b.png → a.png: the write replaced a.png's link with a regular file.
  @Test func symbolicLinkLoopFailsWithELOOP() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: folder.path("a.png"), withDestinationPath: "b.png")
    try FileManager.default.createSymbolicLink(atPath: folder.path("b.png"), withDestinationPath: "a.png")
    let result = runInProcess(["--size", "48", "-o", folder.path("a.png")])
    #expect(result.status == 1)
    #expect(
      result.stderr == "ringgen: error: cannot write '\(folder.path("a.png"))': Too many levels of symbolic links\n")
    for name in ["a.png", "b.png"] {
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: folder.path(name))
          == (name == "a.png" ? "b.png" : "a.png"))
    }
    #expect(try folder.contents() == ["a.png", "b.png"])
  }

  /// A chain longer than the kernel's 40 links fails as `open` would; one of 40 is followed.
  @Test(arguments: [(45, false), (40, true)])
  func longChainsOfLinks(links: Int, written: Bool) throws {
    let folder = try TemporaryFolder()
    for index in 0..<links {
      try FileManager.default.createSymbolicLink(
        atPath: folder.path("l\(index)"), withDestinationPath: index == links - 1 ? "ring.png" : "l\(index + 1)")
    }
    let result = runInProcess(["--size", "48", "--format", "png", "-o", folder.path("l0")])
    #expect(result.status == (written ? 0 : 1), "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path("ring.png")) == written)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("l0")) == "l1")
    if !written {
      #expect(
        result.stderr == "ringgen: error: cannot write '\(folder.path("l0"))': Too many levels of symbolic links\n")
    }
  }
}
