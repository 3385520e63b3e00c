import Foundation
import RingCairo
import RingKit
import Testing

/// Pango (with GLib, HarfBuzz and about twenty more shared objects) is loaded only by a process
/// that draws text, and libchafa only by one that writes sixels of more than 256 colours: `ringgen` does not link them
/// (CRingPango, CRingChafa). What the dynamic loader maps is read from its own report
/// (glibc's `LD_DEBUG=files`), so a library that comes back as a link dependency fails here.
@Suite("Libraries load when they are needed")
struct LibraryLoadingTests {
  /// Sonames that only text needs.
  private static let textLibraries = ["libpangocairo-1.0.so", "libpango-1.0.so", "libharfbuzz.so", "libgobject-2.0.so"]

  @Test func versionHelpAndCompareLoadNeitherPangoNorChafa() throws {
    let folder = try TemporaryFolder()
    let png = try ProgressRing(value: 15, maxValue: 30).pngData(on: RingCanvas(size: 16))
    try png.write(to: URL(fileURLWithPath: folder.path("a.png")))
    try png.write(to: URL(fileURLWithPath: folder.path("b.png")))
    for arguments in [["--version"], ["help", "compare"], ["compare", "a.png", "b.png"]] {
      let (status, loaded) = try Self.loadedObjects(arguments, in: folder.url)
      #expect(status == 0, "\(arguments)")
      #expect(loaded.contains { $0.hasPrefix("libcairo.so") }, "\(arguments): the report lists what is linked")
      for library in Self.textLibraries + ["libglib-2.0.so", "libchafa.so"] {
        #expect(!loaded.contains { $0.hasPrefix(library) }, "\(arguments) loaded \(library)")
      }
    }
  }

  @Test func aRingWithoutTextDoesNotLoadPango() throws {
    let folder = try TemporaryFolder()
    let (status, loaded) = try Self.loadedObjects(["--no-show-value-string", "-o", "ring.png"], in: folder.url)
    #expect(status == 0)
    for library in Self.textLibraries { #expect(!loaded.contains { $0.hasPrefix(library) }, "loaded \(library)") }
  }

  @Test func aLabelLoadsPangoAndManyColouredSixelsLoadChafa() throws {
    let folder = try TemporaryFolder()
    let (status, loaded) = try Self.loadedObjects(["--value", "15", "--max", "30", "-o", "ring.png"], in: folder.url)
    #expect(status == 0)
    for library in Self.textLibraries { #expect(loaded.contains { $0.hasPrefix(library) }, "did not load \(library)") }
    #expect(!loaded.contains { $0.hasPrefix("libchafa.so") })

    // A ring of few colours is written with its exact palette, without libchafa; one with more
    // than 256 colours (a rainbow) goes through libchafa.
    let sixel = ["--value", "70", "--format", "ansi", "--graphics", "sixel", "--columns", "20", "-o", "ring.six"]
    let (plainStatus, plainLoaded) = try Self.loadedObjects(sixel, in: folder.url)
    #expect(plainStatus == 0)
    #expect(!plainLoaded.contains { $0.hasPrefix("libchafa.so") })
    let rainbow = ["--value", "100", "--progress-gradient", "#ff0000, #00ff00 33%, #0000ff 66%, #ff0000"]
    let (gradientStatus, gradientLoaded) = try Self.loadedObjects(sixel + rainbow, in: folder.url)
    #expect(gradientStatus == 0)
    #expect(gradientLoaded.contains { $0.hasPrefix("libchafa.so") })
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("ring.six"))).starts(with: Data("\u{1B}P".utf8)))
  }

  /// libwebp and libwebpmux are loaded by a WebP, not by a PNG.
  @Test func onlyAWebPLoadsLibwebp() throws {
    let folder = try TemporaryFolder()
    let (pngStatus, pngLoaded) = try Self.loadedObjects(["--value", "15", "-o", "ring.png"], in: folder.url)
    #expect(pngStatus == 0)
    #expect(!pngLoaded.contains { $0.hasPrefix("libwebp") }, "\(pngLoaded.filter { $0.hasPrefix("libwebp") })")
    let (webpStatus, webpLoaded) = try Self.loadedObjects(["--value", "15", "-o", "ring.webp"], in: folder.url)
    #expect(webpStatus == 0)
    #expect(webpLoaded.contains("libwebp.so.7") && webpLoaded.contains("libwebpmux.so.3"))
  }

  /// ISA-L deflates a PNG's image data, and only a PNG's: `--version`, an SVG and the
  /// terminal's text never load it.
  @Test func onlyAPNGLoadsISAL() throws {
    let folder = try TemporaryFolder()
    let (pngStatus, pngLoaded) = try Self.loadedObjects(["--value", "15", "-o", "ring.png"], in: folder.url)
    #expect(pngStatus == 0 && pngLoaded.contains("libisal.so.2"), "\(pngLoaded.sorted())")
    for arguments in [
      ["--version"], ["--value", "15", "-o", "ring.svg"], ["--value", "15", "--format", "ansi", "-o", "-"],
    ] {
      let (status, loaded) = try Self.loadedObjects(arguments, in: folder.url)
      #expect(status == 0 && !loaded.contains { $0.hasPrefix("libisal") }, "\(arguments)")
    }
  }

  /// The exit status of `ringgen arguments` and the file names of the shared objects the
  /// dynamic loader mapped for it, at start-up and through dlopen.
  private static func loadedObjects(_ arguments: [String], in folder: URL) throws -> (Int32, Set<String>) {
    let process = Process()
    process.executableURL = ringgenBinary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["LD_DEBUG"] = "files"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Lines such as "  4242:\tfile=libpango-1.0.so.0 [0];  needed by …" or "… dynamically loaded by …".
    let names = report.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "file=") else { return nil }
      let name = line[start.upperBound...].prefix { $0 != " " && $0 != ";" }
      return String(name.split(separator: "/").last ?? name)
    }
    return (process.terminationStatus, Set(names))
  }
}
