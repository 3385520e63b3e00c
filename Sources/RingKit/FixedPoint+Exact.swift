/// `%.Nf`'s digits in integer arithmetic: the exact binary value of a double times 10ᴺ, rounded
/// half to even, as glibc's printf rounds it.
///
/// Our own, not `vsnprintf`: a call through `withVaList` has the runtime look up two
/// conformances on its first use, a scan of every conformance in the program that cost 1.3 %
/// of a one-ring process's CPU; and this needs no C library and no locale.
extension FixedPoint {
  /// The decimal digits of `magnitude` × 10^`places`, rounded half to even: "267" for 2.675
  /// and 2 places (2.675 is stored as 2.67499999…). `magnitude` is finite and not negative.
  static func roundedDigits(of magnitude: Double, places: Int) -> String {
    // magnitude = significand × 2^exponent exactly, significand < 2⁵³.
    let subnormal = magnitude.exponentBitPattern == 0
    let significand = magnitude.significandBitPattern | (subnormal ? 0 : 1 << 52)
    let exponent = (subnormal ? 1 : Int(magnitude.exponentBitPattern)) - 1075
    guard significand != 0 else { return "0" }
    // Below 10²² × 2⁵³ < 2¹²⁸ and with a fraction to drop, one 128-bit product holds it all:
    // every label, percentage and SVG coordinate takes this path.
    if places <= 22, exponent < 0, exponent > -128 {
      return String(halfEvenShift(UInt128(significand) * power(places), by: -exponent))
    }
    var scaled = LongInteger(significand)
    scaled.multiply(byPowerOfTen: places)
    if exponent >= 0 {
      scaled.shiftLeft(by: exponent)
    } else {
      scaled.shiftRightRoundingHalfEven(by: -exponent)
    }
    return scaled.decimalDigits
  }

  /// 10^`exponent`, for `exponent` in 0…22.
  private static func power(_ exponent: Int) -> UInt128 {
    var result: UInt128 = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  /// `value` ÷ 2^`shift`, rounded half to even; `shift` in 1…127.
  private static func halfEvenShift(_ value: UInt128, by shift: Int) -> UInt128 {
    let whole = value >> shift
    let rest = value & ((1 << shift) - 1)
    let half: UInt128 = 1 << (shift - 1)
    return rest > half || (rest == half && whole & 1 == 1) ? whole + 1 : whole
  }
}

/// A natural number of any size, as little-endian 32-bit limbs: just what `%.Nf` of a very
/// large or very small double, or of many places, needs.
private struct LongInteger {
  private var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
  }

  /// Multiplies by 10^`exponent`, nine digits at a time.
  mutating func multiply(byPowerOfTen exponent: Int) {
    var left = exponent
    while left > 0 {
      let step = min(left, 9)
      var factor: UInt64 = 1
      for _ in 0..<step { factor *= 10 }
      multiply(by: factor)
      left -= step
    }
  }

  private mutating func multiply(by factor: UInt64) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * factor + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    while carry > 0 {
      limbs.append(UInt32(truncatingIfNeeded: carry))
      carry >>= 32
    }
  }

  mutating func shiftLeft(by bits: Int) {
    let (whole, part) = bits.quotientAndRemainder(dividingBy: 32)
    var shifted = [UInt32](repeating: 0, count: whole) + limbs + [0]
    if part > 0 {
      for index in stride(from: shifted.count - 1, to: whole, by: -1) {
        shifted[index] = shifted[index] << part | shifted[index - 1] >> (32 - part)
      }
      shifted[whole] <<= part
    }
    limbs = shifted
  }

  /// Divides by 2^`bits` (at least 1), rounding half to even on the bits dropped.
  mutating func shiftRightRoundingHalfEven(by bits: Int) {
    let halfBit = bit(bits - 1)
    let below = (0..<(bits - 1)).contains { bit($0) }
    let (whole, part) = bits.quotientAndRemainder(dividingBy: 32)
    var shifted: [UInt32] = []
    for index in min(whole, limbs.count)..<limbs.count {
      let high = index + 1 < limbs.count ? UInt64(limbs[index + 1]) << 32 : 0
      shifted.append(UInt32(truncatingIfNeeded: (high | UInt64(limbs[index])) >> part))
    }
    limbs = shifted.isEmpty ? [0] : shifted
    if halfBit && (below || bit(0)) { addOne() }
  }

  private func bit(_ index: Int) -> Bool {
    let (limb, offset) = index.quotientAndRemainder(dividingBy: 32)
    return limb < limbs.count && limbs[limb] >> offset & 1 == 1
  }

  private mutating func addOne() {
    for index in limbs.indices {
      limbs[index] &+= 1
      if limbs[index] != 0 { return }
    }
    limbs.append(1)
  }

  /// The number in decimal, without leading zeros ("0" for zero).
  var decimalDigits: String {
    var rest = limbs
    var groups: [UInt32] = []
    while rest.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for index in rest.indices.reversed() {
        let dividend = remainder << 32 | UInt64(rest[index])
        rest[index] = UInt32(dividend / 1_000_000_000)
        remainder = dividend % 1_000_000_000
      }
      groups.append(UInt32(remainder))
    }
    guard let leading = groups.popLast() else { return "0" }
    var text = String(leading)
    for group in groups.reversed() {
      let digits = String(group)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }
}
