/// A minimal arbitrary-precision unsigned integer: just what ``FixedPoint`` needs to expand a
/// `Double` into exact decimal digits.
struct BigUInt: Comparable {
  /// Base-2³² digits, least significant first, with no leading (high) zero limbs.
  private(set) var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    normalize()
  }

  var isZero: Bool { limbs.isEmpty }
  var isOdd: Bool { (limbs.first ?? 0) & 1 == 1 }

  private mutating func normalize() {
    while limbs.last == 0 { limbs.removeLast() }
  }

  /// Multiplies in place by a small factor.
  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
    normalize()
  }

  /// Adds a small number in place.
  mutating func add(_ addend: UInt32) {
    var carry = UInt64(addend)
    var index = 0
    while carry != 0 {
      if index == limbs.count { limbs.append(0) }
      let sum = UInt64(limbs[index]) + carry
      limbs[index] = UInt32(truncatingIfNeeded: sum)
      carry = sum >> 32
      index += 1
    }
  }

  /// Divides in place by a small divisor and returns the remainder.
  mutating func divide(by divisor: UInt32) -> UInt32 {
    var remainder: UInt64 = 0
    for index in limbs.indices.reversed() {
      let current = (remainder << 32) | UInt64(limbs[index])
      limbs[index] = UInt32(current / UInt64(divisor))
      remainder = current % UInt64(divisor)
    }
    normalize()
    return UInt32(remainder)
  }

  static func << (value: BigUInt, bits: Int) -> BigUInt {
    guard !value.isZero, bits > 0 else { return value }
    let limbShift = bits / 32
    let bitShift = UInt32(bits % 32)
    var result = [UInt32](repeating: 0, count: limbShift)
    var carry: UInt32 = 0
    for limb in value.limbs {
      result.append(bitShift == 0 ? limb : (limb << bitShift) | carry)
      carry = bitShift == 0 ? 0 : limb >> (32 - bitShift)
    }
    if carry != 0 { result.append(carry) }
    var shifted = value
    shifted.limbs = result
    return shifted
  }

  static func >> (value: BigUInt, bits: Int) -> BigUInt {
    let limbShift = bits / 32
    guard limbShift < value.limbs.count else { return BigUInt(0) }
    let bitShift = UInt32(bits % 32)
    var result: [UInt32] = []
    for index in limbShift..<value.limbs.count {
      let low = value.limbs[index] >> bitShift
      let next = index + 1 < value.limbs.count ? value.limbs[index + 1] : 0
      result.append(bitShift == 0 ? low : low | (next << (32 - bitShift)))
    }
    var shifted = value
    shifted.limbs = result
    shifted.normalize()
    return shifted
  }

  /// The difference; `lhs` must not be smaller than `rhs`.
  static func - (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
    var result = lhs
    var borrow: Int64 = 0
    for index in result.limbs.indices {
      let subtrahend = index < rhs.limbs.count ? Int64(rhs.limbs[index]) : 0
      var difference = Int64(result.limbs[index]) - subtrahend - borrow
      borrow = difference < 0 ? 1 : 0
      if difference < 0 { difference += 1 << 32 }
      result.limbs[index] = UInt32(difference)
    }
    result.normalize()
    return result
  }

  static func < (lhs: BigUInt, rhs: BigUInt) -> Bool {
    if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
    for index in lhs.limbs.indices.reversed() where lhs.limbs[index] != rhs.limbs[index] {
      return lhs.limbs[index] < rhs.limbs[index]
    }
    return false
  }

  /// The number in decimal, without leading zeros ("0" for zero).
  var decimalString: String {
    guard !isZero else { return "0" }
    var rest = self
    var chunks: [UInt32] = []
    while !rest.isZero { chunks.append(rest.divide(by: 1_000_000_000)) }
    var text = String(chunks.removeLast())
    for chunk in chunks.reversed() {
      let digits = String(chunk)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }
}
