/// A parsed ``ProgressRing/label``: literal text and placeholders, in order.
public struct LabelTemplate: Sendable, Hashable {
  /// One piece of a template.
  public enum Piece: Sendable, Hashable {
    /// Text written as it stands.
    case literal(String)
    /// A placeholder: `{value}`, `{max}`, `{percent}`, `{remaining}` or `{unit}`.
    case placeholder(Placeholder)
    /// A placeholder of one of several concentric rings, by its 1-based index, outermost
    /// first: `{value2}`, `{percent3}` (see ``ProgressRing/rings``).
    case ringPlaceholder(Placeholder, ring: Int)
  }

  /// The values a label can show.
  public enum Placeholder: String, Sendable, Hashable, CaseIterable {
    /// The value shown (`maxValue − value` when counting down).
    case value
    /// `maxValue`.
    case max
    /// The value as a percentage of `maxValue` (the remaining percentage when counting down).
    case percent
    /// `maxValue − value`.
    case remaining
    /// ``ProgressRing/unitString``, or nothing when `showUnitString` is off.
    case unit
  }

  /// The pieces, in reading order.
  public var pieces: [Piece]

  /// MB's own text, `{value}{unit}`.
  public static let mb = LabelTemplate(pieces: [.placeholder(.value), .placeholder(.unit)])

  /// Creates a template from its pieces.
  public init(pieces: [Piece]) {
    self.pieces = pieces
  }

  /// Parses a template; `{{` and `}}` stand for literal braces.
  ///
  /// - Throws: ``RingValidationError`` naming the unknown placeholder or the unmatched brace.
  public init(parsing template: String) throws(RingValidationError) {
    var pieces: [Piece] = []
    var literal = ""
    var index = template.startIndex
    func fail(_ reason: String) -> RingValidationError {
      RingValidationError(.label, reason: reason)
    }
    while index < template.endIndex {
      let character = template[index]
      let next = template.index(after: index)
      let nextCharacter = next < template.endIndex ? template[next] : nil
      if (character == "{" || character == "}") && nextCharacter == character {
        literal.append(character)
        index = template.index(after: next)
      } else if character == "{" {
        guard let close = template[next...].firstIndex(of: "}") else {
          throw fail("'{' without a closing '}'; write '{{' for a literal brace")
        }
        let name = String(template[next..<close])
        if let (placeholder, ring) = Self.ringPlaceholder(name) {
          if !literal.isEmpty { pieces.append(.literal(literal)) }
          literal = ""
          pieces.append(.ringPlaceholder(placeholder, ring: ring))
          index = template.index(after: close)
          continue
        }
        guard let placeholder = Placeholder(rawValue: name) else {
          let known = Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
          throw fail("unknown placeholder '{\(name)}'; use \(known)")
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = ""
        pieces.append(.placeholder(placeholder))
        index = template.index(after: close)
      } else if character == "}" {
        throw fail("'}' without an opening '{'; write '}}' for a literal brace")
      } else {
        literal.append(character)
        index = next
      }
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    self.pieces = pieces
  }

  /// `value2` as (`.value`, 2): a number placeholder followed by a ring's index, 1…16.
  private static func ringPlaceholder(_ name: String) -> (Placeholder, Int)? {
    guard let digits = name.firstIndex(where: \.isNumber), let ring = Int(name[digits...]), (1...16).contains(ring),
      let placeholder = Placeholder(rawValue: String(name[..<digits])), placeholder != .unit
    else { return nil }
    return (placeholder, ring)
  }
}
