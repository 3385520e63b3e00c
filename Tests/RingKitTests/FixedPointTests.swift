import Foundation
import Testing

@testable import RingKit

@Suite("printf %.Nf, exactly")
struct FixedPointTests {
  /// Values whose glibc output is known by heart: ties to even on the exact binary value.
  @Test(arguments: [
    (2.5, 0, "2"), (3.5, 0, "4"), (0.5, 0, "0"), (1.5, 0, "2"), (-0.5, 0, "-0"),
    (2.675, 2, "2.67"), (1.005, 2, "1.00"), (0.125, 2, "0.12"), (0.375, 2, "0.38"),
    (15, 0, "15"), (15, 2, "15.00"), (0, 3, "0.000"), (-0.0, 0, "-0"), (99.99, 1, "100.0"),
    (0.1, 20, "0.10000000000000000555"), (1e22, 0, "10000000000000000000000"),
    (.leastNonzeroMagnitude, 3, "0.000"), (123.456, 1, "123.5"), (-7.25, 1, "-7.2"),
  ])
  func knownValues(number: Double, places: Int, expected: String) {
    #expect(FixedPoint.format(number, places: places) == expected)
  }

  @Test func specialValuesPrintAsGlibcDoes() {
    #expect(FixedPoint.format(.nan, places: 2) == "nan")
    #expect(FixedPoint.format(.infinity, places: 0) == "inf")
    #expect(FixedPoint.format(-.infinity, places: 1) == "-inf")
  }

  /// The whole range against the C library's own printf, over seeded random doubles: everyday
  /// values, eighths (exact ties), every bit pattern, subnormals, and up to 40 places.
  @Test func agreesWithTheCLibraryOnRandomValues() {
    var generator = SplitMix64(seed: 0x5EED)
    var mismatches: [String] = []
    for index in 0..<40_000 {
      let places = index % 5 == 4 ? index % 41 : index % 23
      let number: Double
      switch index % 6 {
      case 0: number = Double.random(in: -1000...1000, using: &generator)
      case 1: number = Double(Int.random(in: -100_000...100_000, using: &generator)) / 8
      case 2: number = Double(bitPattern: generator.next() & 0xFFEF_FFFF_FFFF_FFFF)
      case 3: number = Double(bitPattern: generator.next() & 0x000F_FFFF_FFFF_FFFF)
      case 4: number = Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 1024
      default: number = Double.random(in: 0...1, using: &generator) * pow(10, Double(index % 17 - 8))
      }
      let expected = printf(number, places: places)
      if FixedPoint.format(number, places: places) != expected { mismatches.append("\(number) %.\(places)f") }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
  }

  @Test func extremesAgreeWithTheCLibrary() {
    let numbers: [Double] = [
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
      9_007_199_254_740_994, 0x1p-127, 0x1p-128, 0.5, 1e-22, 5e-23, 123_456_789.987_654_321,
    ]
    for number in numbers {
      for places in [0, 1, 2, 3, 17, 22, 23, 60, 330, 1100] {
        #expect(FixedPoint.format(number, places: places) == printf(number, places: places), "\(number) %.\(places)f")
      }
    }
  }

  /// glibc's own `%.*f`, in the "C" locale: the oracle.
  private func printf(_ number: Double, places: Int) -> String {
    let capacity = 1500
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
      let length = withVaList([Int32(places), number]) { vsnprintf(buffer.baseAddress, capacity, "%.*f", $0) }
      return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)), as: UTF8.self)
    }
  }

  @Test(arguments: [
    (15.0, "15"), (12.5, "12.5"), (0.0, "0"), (-3.0, "-3"), (1e-05, "0.00001"), (1e20, "100000000000000000000"),
    (1e21, "1e+21"), (-1e300, "-1e+300"),
    (-2.5e-7, "-0.00000025"), (1e-30, "0"),
  ])
  func compactForm(number: Double, expected: String) {
    #expect(FixedPoint.compact(number) == expected)
  }

  @Test(arguments: [
    (9.80392156862745e-05, "0.0000980392156862745"), (1e-30, "0.000000000000000000000000000001"),
    (-1.25e-7, "-0.000000125"), (123.456, "123.456"), (1e20, "100000000000000000000"), (1e21, "1e+21"),
    (0.0, "0"), (1.5e300, "1.5e+300"),
  ])
  func shortestForm(number: Double, expected: String) {
    #expect(FixedPoint.shortest(number) == expected)
    #expect(Double(FixedPoint.shortest(number)) == number)
  }

  /// The shortest form reads back as the same double for any bit pattern, subnormals included.
  @Test func shortestFormRoundTripsRandomDoubles() {
    var generator = SplitMix64(seed: 6)
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      let number = Double(bitPattern: generator.next())
      guard number.isFinite else { continue }
      let text = FixedPoint.shortest(number)
      if Double(text) != number { mismatches.append(text) }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
  }
}

/// A small seeded generator, so the random comparison is the same on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
