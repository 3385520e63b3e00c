import Foundation
import RingKit
import Testing

/// ``JSONValue/text`` is compact JSON that reads back to the same value; ``RenderSpec``'s
/// canonical text (what `ringgen serve` hashes for its ETags) reads back to the same spec.
@Suite("JSON value text")
struct JSONValueTextTests {
  private func member(_ key: String, _ value: JSONValue) -> JSONValue.Member {
    JSONValue.Member(key: key, value: value, line: 0)
  }

  @Test func exactText() {
    let value = JSONValue.object([
      member("whole", .number(15)), member("negative", .number(-2.5)), member("tenth", .number(0.1)),
      member("huge", .number(1e300)), member("beyond2^53", .number(0x1p53)), member("zero", .number(-0.0)),
      member("text", .string("a\"b\\c\nd\te\r\u{1}\u{1F}é😀")),
      member("list", .array([.bool(true), .bool(false), .null, .array([]), .object([])])),
    ])
    #expect(
      value.text
        == #"{"whole":15,"negative":-2.5,"tenth":0.1,"huge":1e+300,"beyond2^53":9007199254740992.0,"zero":0,"#
        + #""text":"a\"b\\c\nd\te\r\u0001\u001fé😀","list":[true,false,null,[],{}]}"#)
  }

  /// The value with each object's members sorted by key: Foundation's decoder gives them in
  /// its dictionary's order.
  private func sorted(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array(let items): .array(items.map(sorted))
    case .object(let members):
      .object(members.map { member($0.key, sorted($0.value)) }.sorted { $0.key < $1.key })
    default: value
    }
  }

  /// Foundation's decoder reads the text back to the value, for values with every kind of member.
  @Test func readsBackToTheSameValue() throws {
    var generator = SystemRandomNumberGenerator()
    let scalars: [Character] = ["a", "\"", "\\", "\n", "\u{0}", "\u{7F}", "é", "漢", "😀", "/"]
    func random(depth: Int) -> JSONValue {
      switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &generator) {
      case 0: return .null
      case 1: return .bool(Bool.random(using: &generator))
      case 2:
        let number = [Double.random(in: -1e6...1e6), Double(Int.random(in: -1000...1000)), 1e-9, 123456789.125]
        return .number(number.randomElement(using: &generator)!)
      case 3: return .string(String((0..<Int.random(in: 0...6)).map { _ in scalars.randomElement()! }))
      case 4: return .array((0..<Int.random(in: 0...4)).map { _ in random(depth: depth + 1) })
      default:
        return .object((0..<Int.random(in: 0...4)).map { index in member("k\(index)", random(depth: depth + 1)) })
      }
    }
    for _ in 0..<500 {
      let value = random(depth: 0)
      let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(value.text.utf8))
      #expect(sorted(decoded) == sorted(value), "\(value.text)")
    }
  }

  @Test func specTextReadsBackToTheSpec() throws {
    var spec = RenderSpec()
    #expect(try JSONDecoder().decode(RenderSpec.self, from: Data(spec.canonicalText.utf8)) == spec)
    spec.ring.value = 37.25
    spec.ring.label = "{value} of \"{max}\"\n漢字"
    spec.ring.progressGradient = RingGradient(stops: [GradientStop(.white), GradientStop(.black, at: 50)])
    spec.canvas = RingCanvas(
      width: 120, height: 90, scale: 2, background: RingColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(try JSONDecoder().decode(RenderSpec.self, from: Data(spec.canonicalText.utf8)) == spec)
    #expect(spec.canonicalText != RenderSpec().canonicalText)
  }

  /// Keys at the default spec's values are left out, so a new key at its default leaves the
  /// text (and the service's ETags) as it was; one the default gives and a spec clears is
  /// `null`, so that leaving a key out always means its default.
  @Test func specTextLeavesOutTheDefaults() throws {
    #expect(RenderSpec().canonicalText == "{}")
    var spec = RenderSpec()
    spec.ring.value = 15
    spec.ring.maxValue = 30
    #expect(spec.canonicalText == #"{"value":15,"maxValue":30}"#)
    var mb = RenderSpec()
    mb.ring = ProgressRing.Preset.mb.ring
    #expect(try JSONDecoder().decode(RenderSpec.self, from: Data(mb.canonicalText.utf8)) == mb)
    mb.ring.centerColor = nil
    mb.ring.progressGradient = nil
    #expect(try JSONDecoder().decode(RenderSpec.self, from: Data(mb.canonicalText.utf8)) == mb)
    // Every key, changed from the default alone, is named in the text.
    for key in RenderSpec.Key.allCases where key != .preset {
      var changed = RenderSpec()
      changed.ring = ProgressRing.Preset.mb.ring
      let mbText = changed.canonicalText
      guard key.encodedValue(of: changed) != key.encodedValue(of: RenderSpec()) else { continue }
      #expect(mbText.contains("\"\(key.rawValue)\":"), "\(key)")
    }
  }
}
