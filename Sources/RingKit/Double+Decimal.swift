extension Double {
  /// A number as people write one: decimal digits with an optional sign, point and exponent
  /// (`15`, `-2.5`, `.5`, `1e3`), or `inf`, `nan` and the like, which callers refuse as not
  /// finite. Nil for anything else, hexadecimal included (`0x10`, `0x1p4`), which
  /// `Double(_:)` reads but a value, size or colour level never means.
  package init?(decimal text: some StringProtocol) {
    let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : text[...]
    guard !unsigned.lowercased().hasPrefix("0x"), let number = Double(text) else { return nil }
    self = number
  }
}
