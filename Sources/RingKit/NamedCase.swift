/// An MB enum property that is spelled by name on the command line and in JSON, or by MB's
/// integer, as MB's Interface Builder inspectables are.
public protocol NamedCase: CaseIterable, RawRepresentable, Codable, Sendable, Hashable
where RawValue == Int {
  /// The lower-case name used on the command line and in JSON.
  var name: String { get }
}

extension NamedCase {
  /// Looks a case up by ``name`` (any case) or by MB's number (`"0"`, `"1"`, …).
  public init?(name: String) {
    let key = name.trimmingWhitespace().lowercased()
    guard let match = Self.allCases.first(where: { $0.name == key || String($0.rawValue) == key })
    else { return nil }
    self = match
  }

  /// Every name, in MB's order, joined with `|` for help text and error messages.
  public static var nameList: String { allCases.map(\.name).joinedWith("|") }

  /// Decodes a case from its name or from MB's integer.
  public init(from decoder: any Decoder) throws {
    self = try SpecInput.decode(decoder, expected: Self.nameList) { input throws(SpecInputError) in
      try input.namedCase(Self.self)
    }
  }

  /// Encodes the case as its ``name``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
