import Foundation
import Testing

@testable import RingKit

#if canImport(Glibc)
  import Glibc

  /// `FixedPoint.format` writes printf's digits without printf: the C library's locale and
  /// buffer sizes must not show in its text.
  @Suite("printf %.Nf beside the C library")
  struct FixedPointLocaleTests {
    /// In a locale with a decimal comma the decimal point is still a full stop.
    @Test func decimalPointIsAFullStopUnderGermanNumbers() throws {
      let german = try #require(
        newlocale(LC_NUMERIC_MASK, "de_DE.UTF-8", nil), "no de_DE.UTF-8 locale: scripts/install-deps compiles it")
      defer { freelocale(german) }
      // printf reads the thread's locale ahead of the process's. The process's is left alone:
      // the suites run in parallel in this process, and other tests read numbers as text.
      let previous = uselocale(german)
      defer { uselocale(previous) }
      #expect(Self.cPrintf(2.5, places: 1) == "2,5", "the locale is in force: the C library writes a comma")
      let cases: [(Double, Int, String)] = [
        (2.5, 1, "2.5"), (2.675, 2, "2.67"), (-7.25, 1, "-7.2"), (1_234_567.5, 3, "1234567.500"),
        (0.1, 20, "0.10000000000000000555"), (15, 0, "15"),
      ]
      for (number, places, expected) in cases {
        #expect(FixedPoint.format(number, places: places) == expected, "\(number) to \(places) places")
      }
      #expect(Self.cPrintf(2.5, places: 1) == "2,5", "format puts the thread's locale back")
    }

    /// Texts of hundreds of digits are whole, as printf writes them.
    @Test func longTextsAreWhole() {
      for (number, places) in [(1e308, 200), (-1.5e300, 120), (.leastNonzeroMagnitude, 1100)] {
        let text = FixedPoint.format(number, places: places)
        #expect(text == String(format: "%.\(places)f", number), "\(number) to \(places) places")
        #expect(text.count > 400)
      }
    }

    /// `%.*f` from the C library in the thread's locale.
    private static func cPrintf(_ number: Double, places: Int32) -> String {
      var buffer = [CChar](repeating: 0, count: 64)
      let length = withVaList([places, number]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
      return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }
#endif
