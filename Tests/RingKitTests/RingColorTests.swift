import Foundation
import Testing

@testable import RingKit

@Suite("RingColor")
struct RingColorTests {
  @Test(arguments: [
    ("#f80", "#FF8800"), ("#F80C", "#FF8800CC"), ("#0FA3B1", "#0FA3B1"), ("#0fa3b180", "#0FA3B180"),
    ("rgb(255, 128, 0)", "#FF8000"), ("rgba(255, 128, 0, 0.5)", "#FF800080"), ("rgb(100% 50% 0% / 50%)", "#FF800080"),
    ("rgb(0 0 0)", "#000000"), ("rgba(0,0,0,0)", "#00000000"), ("  Orange ", "#FFA500"),
    ("color(srgb 1 0.5 0)", "#FF8000"), ("color(srgb 100% 0% 0% / 25%)", "#FF000040"),
    ("rebeccapurple", "#663399"), ("transparent", "#00000000"), ("LightGoldenRodYellow", "#FAFAD2"),
  ])
  func parsesEveryCSSForm(text: String, hex: String) throws {
    #expect(try #require(RingColor(text)).hexString == hex)
  }

  @Test(arguments: [
    "", "#", "#12", "#12345", "#1234567", "#GGGGGG", "#+fff", "orangey", "rgb(1,2)", "rgb(256,0,0)",
    "rgba(0,0,0,1.5)", "rgb(1,2,3", "rgb(a,b,c)", "hsl(0,0%,0%)", "rgb(nan,0,0)", "rgb(inf,0,0)", "rgb(1 2 3 / 4 / 5)",
    "color(srgb 255 0 0)", "color(display-p3 1 0 0)", "color(srgb 1, 0, 0)", "colour(srgb 1 0 0)",
  ])
  func rejectsWhatIsNotAColour(text: String) {
    #expect(RingColor(text) == nil)
  }

  @Test func thereAre148NamedColours() {
    #expect(RingColor.cssNamedColors.count == 148)
    #expect(RingColor("grey") == RingColor("gray"))
  }

  @Test func componentsAreClamped() {
    let color = RingColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
    #expect(color == RingColor(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test func uiKitDefaultsMatchMB() {
    #expect(RingColor.uiKitOrange.hexString == "#FF8000")
    #expect(abs(RingColor.uiKitLightGray.red - 2.0 / 3.0) < 1e-15)
  }

  @Test func cssStringIsLossless() throws {
    #expect(RingColor(rgb: 0x0FA3B1).cssString == "#0FA3B1")
    #expect(RingColor.uiKitOrange.cssString == "color(srgb 1 0.5 0)")
    let odd = RingColor(red: 0.1, green: 2.0 / 3.0, blue: 0.3, alpha: 0.123)
    #expect(RingColor(odd.cssString) == odd)
    #expect(RingColor(RingColor.uiKitLightGray.cssString) == .uiKitLightGray)
  }

  /// Components far below 1/255 (0.025/255 is 9.8e-5) kept only 20 decimals, so they came back
  /// as a different colour.
  @Test func cssStringOfTinyComponentsIsLossless() throws {
    let color = try #require(RingColor("rgb(.025,.0018, 0)"))
    #expect(RingColor(color.cssString) == color, "\(color.cssString)")
    let subnormal = RingColor(red: .leastNonzeroMagnitude, green: 1e-300, blue: 0.5, alpha: 1e-21)
    #expect(RingColor(subnormal.cssString) == subnormal)
  }

  /// The property the documentation promises: every colour's cssString parses back to it, whatever
  /// its components' magnitudes.
  @Test func cssStringParsesBackToTheSameColourForRandomColours() {
    var generator = SplitMix64(seed: 16)
    var mismatches: [String] = []
    for index in 0..<20_000 {
      func component() -> Double {
        switch index % 4 {
        case 0: return Double.random(in: 0...1, using: &generator)
        case 1: return Double(Int.random(in: 0...255, using: &generator)) / 255
        // Any magnitude from subnormal up to 1, every bit of the significand random.
        case 2: return Double(bitPattern: generator.next() % 0x3FF0_0000_0000_0000)
        default: return Double.random(in: 0...1, using: &generator) * pow(10, -Double(index % 40))
        }
      }
      let color = RingColor(red: component(), green: component(), blue: component(), alpha: component())
      if RingColor(color.cssString) != color { mismatches.append(color.cssString) }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
  }

  @Test func codableAsHexString() throws {
    let data = try JSONEncoder().encode([RingColor(rgb: 0x0FA3B1)])
    #expect(String(decoding: data, as: UTF8.self) == ##"["#0FA3B1"]"##)
    #expect(try JSONDecoder().decode([RingColor].self, from: Data(#"["teal"]"#.utf8)) == [RingColor(rgb: 0x008080)])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([RingColor].self, from: Data(#"["tea"]"#.utf8)) }
  }
}
