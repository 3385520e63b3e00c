// What the benchmark executables share: timing arithmetic and table formatting.
import RingKit

/// A duration in milliseconds.
public func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

/// The middle value (the upper middle for an even count), or 0 for none.
public func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// `value` with exactly `places` decimals, as printf's `%.Nf` writes it.
public func format(_ value: Double, _ places: Int = 2) -> String {
  FixedPoint.format(value, places: places)
}

/// `text` followed by spaces up to `width` characters.
public func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
