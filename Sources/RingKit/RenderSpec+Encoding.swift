extension RenderSpec.Key {
  /// The key's value in `spec` as JSON, in a form ``apply(_:to:)`` reads back to the same
  /// value; nil when the key is left out: `preset` (the ring's keys say everything), and
  /// optional values with no JSON form for "none", which are left out when they are nil.
  package func encodedValue(of spec: RenderSpec) -> JSONValue? {
    descriptor.write(spec)
  }

  /// `spec` as a JSON object of `keys`, in their order, leaving out keys without a value.
  package static func object(_ spec: RenderSpec, keys: [Self]) -> JSONValue {
    .object(pairs: keys.compactMap { key in key.encodedValue(of: spec).map { (key.rawValue, $0) } })
  }
}
