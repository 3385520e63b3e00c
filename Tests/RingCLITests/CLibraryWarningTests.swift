import CRingKitABI
import Foundation
import Testing

@testable import RingKitC

/// `ringkit_image_warning`: the renderer's warnings, exactly the lines `ringgen` prints after
/// `ringgen: warning: ` for the same spec, with their codes and keys.
@Suite("C library warnings")
struct CLibraryWarningTests {
  /// One warning as C reads it.
  struct Warning: Equatable {
    var code: String
    var key: String?
    var message: String
  }

  /// The warnings of one `ringkit_render` of `json` as PNG (the call must succeed).
  func warnings(_ json: String, format: String = "png") -> [Warning] {
    var image: OpaquePointer?
    let status = json.withCString { spec in
      format.withCString { ringkit_render(spec, strlen(spec), $0, &image, nil) }
    }
    defer { ringkit_image_free(image) }
    #expect(status == 0)
    return (0..<ringkit_image_warning_count(image)).map { index in
      var code: UnsafePointer<CChar>?
      var key: UnsafePointer<CChar>?
      let message = ringkit_image_warning(image, index, &code, &key)
      return Warning(
        code: code.map { String(cString: $0) } ?? "", key: key.map { String(cString: $0) },
        message: message.map { String(cString: $0) } ?? "")
    }
  }

  @Test(
    arguments: [
      (#"{"value": 3, "label": "ᚠᛇᚻ"}"#, [("missing-glyphs", "label")]),
      (
        #"{"value": 150, "unitString": " km", "size": 16}"#,
        [("unit-not-shown", "unitString"), ("label-omitted", "label"), ("value-above-maximum", "value")]
      ),
      (
        #"{"value": -3, "caption": "Tasks", "showValueString": false}"#,
        [("caption-not-shown", "caption"), ("value-below-zero", "value")]
      ),
      (#"{"size": 64, "label": "a very long label that cannot possibly fit inside"}"#, [("text-cut", "label")]),
      (#"{"value": 15, "maxValue": 30}"#, []),
    ])
  func warningsAreTheCommandLines(_ json: String, _ expected: [(String, String)]) throws {
    let folder = try TemporaryFolder()
    try json.write(to: folder.url.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let run = try runBinary(["--spec", "s.json", "-o", "ring.png"], in: folder.url)
    #expect(run.status == 0, "\(run.stderr)")
    let printed = run.stderr.split(separator: "\n").map { $0.replacing("ringgen: warning: ", with: "") }
    let found = warnings(json)
    #expect(found.map(\.message) == printed.map(String.init))
    #expect(found.map { [$0.code, $0.key ?? ""] } == expected.map { [$0.0, $0.1] })
  }

  @Test func anIndexOutOfRangeGivesNull() {
    var image: OpaquePointer?
    let spec = #"{"value": 150}"#
    #expect(spec.withCString { ringkit_render($0, strlen($0), nil, &image, nil) } == 0)
    defer { ringkit_image_free(image) }
    var code: UnsafePointer<CChar>? = UnsafePointer(strdup("x"))
    var key: UnsafePointer<CChar>? = code
    let leaked = code
    #expect(ringkit_image_warning_count(image) == 1)
    #expect(ringkit_image_warning(image, 1, &code, &key) == nil && code == nil && key == nil)
    free(UnsafeMutableRawPointer(mutating: leaked))
    #expect(ringkit_image_warning(nil, 0, nil, nil) == nil)
    #expect(ringkit_image_warning_count(nil) == 0)
  }
}
