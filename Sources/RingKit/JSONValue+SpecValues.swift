/// The JSON forms the key table (``RenderSpec/Key/descriptor``) writes values in, each read
/// back to the same value by the key's reader.
extension JSONValue {
  /// A colour as CSS text, or null.
  static func color(_ color: RingColor?) -> JSONValue {
    color.map { .string($0.cssString) } ?? .null
  }

  /// An object of `pairs`, in their order.
  static func object(pairs: [(String, JSONValue)]) -> JSONValue {
    .object(pairs.map { JSONValue.Member(key: $0.0, value: $0.1, line: 0) })
  }

  /// Gradient stops as `{"color", "at"}` objects, or null.
  static func gradient(_ gradient: RingGradient?) -> JSONValue {
    guard let gradient else { return .null }
    return .array(
      gradient.stops.map { stop in
        object(pairs: [("color", color(stop.color))] + (stop.position.map { [("at", .number($0))] } ?? []))
      })
  }

  /// A knob or target as `{"amount", "color"}`, or null.
  static func marker(_ marker: RingMarker?) -> JSONValue {
    guard let marker else { return .null }
    return object(pairs: [("amount", .number(marker.amount))] + (marker.color.map { [("color", color($0))] } ?? []))
  }

  /// A shadow as `{"x", "y", "blur", "color"}`, or null.
  static func shadow(_ shadow: RingShadow?) -> JSONValue {
    guard let shadow else { return .null }
    return object(pairs: [
      ("x", .number(shadow.offset.x)), ("y", .number(shadow.offset.y)), ("blur", .number(shadow.blur)),
      ("color", color(shadow.color)),
    ])
  }

  /// A glow as `{"blur", "color"}`, or null.
  static func glow(_ glow: RingGlow?) -> JSONValue {
    guard let glow else { return .null }
    return object(pairs: [("blur", .number(glow.blur))] + (glow.color.map { [("color", color($0))] } ?? []))
  }

  /// A spec's concentric rings as objects of their keys, or null for none (`[]` is refused on
  /// reading: "expected 1 to 16 rings").
  static func rings(of spec: RenderSpec) -> JSONValue {
    guard !spec.ring.rings.isEmpty else { return .null }
    let keys = RenderSpec.Key.concentricRingKeys
    return .array(
      spec.ring.rings.map { ring in
        var concentric = RenderSpec(ring: ring)
        concentric.animation.from = ring.animationStart
        return RenderSpec.Key.object(concentric, keys: keys)
      })
  }
}
