import CRingKitABI
import Foundation
import RingKit
import Synchronization
import Testing

@testable import RingKitC

/// ringkit.h's functions, called as C calls them: the bytes `ringgen --spec F --format FMT -o -`
/// writes, the command line's messages with its statuses, and no trap on NULL or bad bytes.
@Suite("C library")
struct CLibraryTests {
  /// What one `ringkit_render` call gives.
  struct Rendered {
    var status: CInt
    var bytes: [UInt8]
    var mediaType: String?
    var message: String?
  }

  func render(_ json: String, format: String?) -> Rendered {
    var image: OpaquePointer?
    var message: UnsafeMutablePointer<CChar>?
    let status = json.withCString { spec in
      withOptionalCString(format) { ringkit_render(spec, strlen(spec), $0, &image, &message) }
    }
    defer {
      ringkit_image_free(image)
      ringkit_string_free(message)
    }
    let bytes = ringkit_image_data(image).map {
      Array(UnsafeBufferPointer(start: $0, count: ringkit_image_size(image)))
    }
    return Rendered(
      status: status, bytes: bytes ?? [], mediaType: ringkit_image_media_type(image).map { String(cString: $0) },
      message: message.map { String(cString: $0) })
  }

  @Test(arguments: ["png", "svg", "pdf", "ansi", "data-uri", "gif", "webp", nil])
  func bytesEqualTheCommandLine(_ format: String?) throws {
    let animated = format == "gif" ? #", "duration": 0.2"# : ""
    let spec = ##"{"value": 15, "maxValue": 30, "size": 64, "progressColor": "#0FA3B1""## + animated + "}"
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    try spec.write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    // Terminal text is what a file gets (`-o ring.ans`): `-o -` would follow this process's LANG.
    let output = format == "ansi" ? "ring.ans" : "-"
    var run = try runBinary(["--spec", "s.json", "-o", output] + (format.map { ["--format", $0] } ?? []), in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    if output != "-" { run.stdout = try Data(contentsOf: folder.appendingPathComponent(output)) }
    let rendered = render(spec, format: format)
    #expect(rendered.status == 0 && rendered.message == nil, "\(rendered.message ?? "")")
    if format == "pdf" {
      // Only the creation date differs between two PDFs.
      #expect(rendered.bytes.count == run.stdout.count)
    } else {
      #expect(rendered.bytes == Array(run.stdout), "\(rendered.bytes.count) and \(run.stdout.count) bytes")
    }
    let expectedType = ImageFormat(rawValue: format ?? "png")?.mediaType
    #expect(rendered.mediaType == expectedType)
  }

  @Test func theSpecsFormatIsUsedWhenNoneIsGiven() {
    #expect(render(#"{"format": "svg"}"#, format: nil).mediaType == "image/svg+xml")
    #expect(render(#"{"format": "svg"}"#, format: "png").mediaType == "image/png")
  }

  /// Each message is the command line's for the same spec, after `ringgen: error: ` and with
  /// the spec named `spec`.
  @Test(
    arguments: [
      (#"{"value": "x"}"#, nil, #"spec:1: "value": expected a number, got "x""#),
      (#"{"valu": 3}"#, nil, #"spec:1: "valu": unknown key (did you mean "value"?)"#),
      (#"{"value": 3,"#, nil, "spec: line 1, column 13: expected a key in double quotes"),
      ("[1]", nil, "spec: expected a JSON object of properties, got an array"),
      (#"{"output": "x.png"}"#, nil, #"spec:1: "output": the library returns the image and writes no files"#),
      ("{}", "tiff", nil),
    ] as [(String, String?, String?)])
  func badInputIsStatus64WithTheMessage(_ spec: String, _ format: String?, _ expected: String?) throws {
    let rendered = render(spec, format: format)
    #expect(rendered.status == 64 && rendered.bytes.isEmpty && rendered.mediaType == nil)
    let message = try #require(rendered.message)
    if let expected {
      #expect(message == expected)
    } else {
      #expect(message.hasPrefix("--format: ") && message.contains("tiff"), "\(message)")
    }
  }

  @Test func nullPointersAreBadInputNotACrash() {
    var image: OpaquePointer?
    var message: UnsafeMutablePointer<CChar>?
    #expect(ringkit_render(nil, 0, nil, &image, &message) == 64)
    #expect(message.map { String(cString: $0) } == "spec: the spec is NULL")
    ringkit_string_free(message)
    #expect(ringkit_render("{}", 2, nil, nil, nil) == 64)
    // A caller that wants no message still gets the status.
    #expect(ringkit_render("{\"value\": -}", 12, nil, &image, nil) == 64 && image == nil)
    #expect(ringkit_image_data(nil) == nil && ringkit_image_size(nil) == 0 && ringkit_image_media_type(nil) == nil)
    ringkit_image_free(nil)
    ringkit_string_free(nil)
    let invalidUTF8: [CChar] = [0x7B, -1, 0x7D]
    #expect(ringkit_render(invalidUTF8, 3, nil, &image, nil) == 64)
  }

  @Test func theLengthIsHonouredWithoutATerminatingNul() {
    // The bytes after the length are not part of the spec.
    let text = #"{"value": 15}garbage"#
    var image: OpaquePointer?
    #expect(ringkit_render(text, 13, "svg", &image, nil) == 0)
    ringkit_image_free(image)
  }

  /// The library finds its own file (and so the fonts beside it) from the address of its code.
  @Test func theLibraryFindsItsOwnFile() throws {
    let address = unsafeBitCast(ringkit_version as @convention(c) () -> UnsafePointer<CChar>?, to: UInt.self)
    let file = try #require(RingKitABI.mappedFile(containing: address))
    let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    // RingKitC is linked into this test binary.
    #expect(file == testBinary)
    #expect(RingKitABI.mappedFile(containing: 0) == nil)
  }

  /// ringkit_render_many gives each spec what ringkit_render gives it, in its own slots, on
  /// any number of threads; a bad spec fails alone, and bad arguments write nothing.
  @Test func renderManyFillsEachSpecsSlots() {
    let specs = [
      #"{"value": 3, "size": 48}"#, #"{"value": "two"}"#, #"{"value": 9, "size": 48}"#, #"{"vlaue": 1}"#,
      #"{"value": 1, "output": "x.png"}"#,
    ]
    let single = specs.map { render($0, format: "png") }
    for jobs: CInt in [0, 1, 2, 8] {
      var images = [OpaquePointer?](repeating: nil, count: specs.count)
      var statuses = [CInt](repeating: -7, count: specs.count)
      var errors = [UnsafeMutablePointer<CChar>?](repeating: nil, count: specs.count)
      let texts = specs.map { strdup($0) }
      defer { for text in texts { free(text) } }
      let pointers = texts.map { UnsafePointer($0) }
      let lengths = specs.map { $0.utf8.count }
      let status = ringkit_render_many(pointers, lengths, specs.count, "png", jobs, &images, &statuses, &errors)
      #expect(status == 64, "jobs \(jobs)")
      #expect(statuses == single.map(\.status), "jobs \(jobs)")
      for index in specs.indices {
        let bytes = ringkit_image_data(images[index]).map {
          Array(UnsafeBufferPointer(start: $0, count: ringkit_image_size(images[index])))
        }
        #expect((bytes ?? []) == single[index].bytes, "spec \(index), jobs \(jobs)")
        #expect(errors[index].map { String(cString: $0) } == single[index].message, "spec \(index)")
        ringkit_image_free(images[index])
        ringkit_string_free(errors[index])
      }
    }
    var image: OpaquePointer? = OpaquePointer(bitPattern: 1)
    #expect(ringkit_render_many(nil, nil, 1, nil, 0, &image, nil, nil) == 64)
    #expect(ringkit_render_many(nil, nil, 0, nil, 0, nil, nil, nil) == 0)
    #expect(image == OpaquePointer(bitPattern: 1), "no slot is written for bad arguments")
  }

  @Test func theVersionIsThePackages() {
    #expect(String(cString: ringkit_version()) == PackageVersion.number)
    #expect(ringkit_version() == ringkit_version())
  }

  @Test func threadsRenderAtOnce() {
    let failures = Mutex(0)
    let reference = render(#"{"value": 7, "size": 48}"#, format: "png").bytes
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<25 where render(#"{"value": 7, "size": 48}"#, format: "png").bytes != reference {
        failures.withLock { $0 += 1 }
      }
    }
    #expect(failures.withLock { $0 } == 0 && !reference.isEmpty)
  }

  // MARK: - ringkit_compare

  func compare(_ expected: [UInt8], _ actual: [UInt8], threshold: Double = 0.1) -> (CInt, CLongLong, String?) {
    var pixels: CLongLong = -7
    var message: UnsafeMutablePointer<CChar>?
    let status = ringkit_compare(expected, expected.count, actual, actual.count, threshold, &pixels, &message)
    defer { ringkit_string_free(message) }
    return (status, pixels, message.map { String(cString: $0) })
  }

  @Test func compareCountsThePixelsRinggenCompareCounts() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let a = render(#"{"value": 10, "size": 64}"#, format: "png").bytes
    let b = render(#"{"value": 12, "size": 64}"#, format: "png").bytes
    try Data(a).write(to: folder.appendingPathComponent("a.png"))
    try Data(b).write(to: folder.appendingPathComponent("b.png"))
    let run = try runBinary(["compare", "a.png", "b.png", "--json"], in: folder)
    let counted = try #require(
      run.stdout.split(separator: UInt8(ascii: ",")).lazy.compactMap { field -> Int? in
        let text = String(decoding: field, as: UTF8.self)
        guard let range = text.range(of: "\"differingPixels\":") else { return nil }
        return Int(text[range.upperBound...].trimmingCharacters(in: .whitespaces))
      }.first, "\(String(decoding: run.stdout, as: UTF8.self))")
    let (status, pixels, message) = compare(a, b)
    #expect(status == 1 && pixels == CLongLong(counted) && pixels > 0 && message == nil)
    #expect(compare(a, a).0 == 0 && compare(a, a).1 == 0)
  }

  @Test func compareReportsSizesAndBadBytes() {
    let small = render(#"{"size": 32}"#, format: "png").bytes
    let large = render(#"{"size": 64}"#, format: "png").bytes
    let (status, pixels, message) = compare(small, large)
    #expect(status == 1 && pixels == 64 * 64)
    #expect(message == "the sizes differ: expected 32 × 32 px, actual 64 × 64 px")
    #expect(compare(Array("GIF89a".utf8), large).0 == 64)
    #expect(compare(Array(large.prefix(60)), large).0 == 64)
    #expect(compare(small, small, threshold: 2).2 == "threshold: expected a number from 0 to 1, got 2.0")
    #expect(compare(small, small, threshold: .nan).0 == 64)
    #expect(ringkit_compare(nil, 0, small, small.count, 0.1, nil, nil) == 64)
  }
}

/// Calls `body` with `text` as a C string, or with NULL.
private func withOptionalCString<Result>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
  guard let text else { return body(nil) }
  return text.withCString(body)
}
