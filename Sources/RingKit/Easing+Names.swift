extension Easing {
  /// The named curves, by their command-line names, in help order: `linear`, CSS and Core
  /// Animation's curves, then Penner's (`ease-in-quad` … `ease-in-out-bounce`).
  public static let named: [(name: String, easing: Easing)] = {
    var curves: [(String, Easing)] = [
      ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ]
    for curve in PennerEasing.Curve.allCases {
      for direction in PennerEasing.Direction.allCases {
        curves.append(
          ("ease-\(direction.rawValue)-\(curve.rawValue)", .penner(PennerEasing(curve: curve, direction: direction))))
      }
    }
    return curves
  }()

  /// The forms ``init(parsing:)`` accepts besides the ``named`` curves, for help text.
  public static let parameterizedForms =
    "cubic-bezier(X1,Y1,X2,Y2), steps(N[,jump-start|jump-end]), spring[(damping-fraction=F)], spring(stiffness=K,damping=C[,mass=M]), spring(response=S,damping-fraction=F)"

  /// The easing's command-line name, which ``init(parsing:)`` reads back to the same easing.
  public var name: String {
    if let named = Self.named.first(where: { $0.easing == self }) { return named.name }
    switch self {
    case .cubicBezier(let c):
      return "cubic-bezier(\([c.x1, c.y1, c.x2, c.y2].map(FixedPoint.compact).joined(separator: ",")))"
    case .spring(let s):
      return
        "spring(stiffness=\(FixedPoint.compact(s.stiffness)),damping=\(FixedPoint.compact(s.damping)),mass=\(FixedPoint.compact(s.mass)))"
    case .steps(let count, let position):
      return "steps(\(count),\(position.rawValue))"
    case .linear, .penner:
      return "linear"  // every case of these is named above
    }
  }

  /// The default spring: damping fraction 0.5, a lively bounce that settles.
  public static let defaultSpringDampingFraction = 0.5

  /// Reads an easing from its command-line form: a ``named`` curve or one of the
  /// ``parameterizedForms``, in any case, with spaces allowed around numbers.
  ///
  /// - Throws: ``RingValidationError`` (property `easing`) saying what is wrong and what
  ///   would be accepted: an unknown name, the wrong number of numbers, a bézier x outside
  ///   0…1, a step count below 1, spring constants that are not above 0.
  public init(parsing text: String) throws(RingValidationError) {
    let lowered = text.lowercased().filter { !$0.isWhitespace }
    if let named = Self.named.first(where: { $0.name == lowered }) {
      self = named.easing
      return
    }
    let (function, arguments) = Self.split(lowered)
    func fail(_ reason: String) -> RingValidationError { RingValidationError(.easing, reason: reason) }
    switch function {
    case "cubic-bezier":
      let numbers = (arguments ?? []).compactMap { Double(decimal: $0) }
      guard let arguments, numbers.count == 4, arguments.count == 4 else {
        throw fail("cubic-bezier takes four numbers, cubic-bezier(X1,Y1,X2,Y2), not '\(text)'")
      }
      guard numbers.allSatisfy(\.isFinite) else { throw fail("cubic-bezier's numbers must be finite, not '\(text)'") }
      guard CubicBezier.hasFiniteCoefficients(y1: numbers[1], y2: numbers[3]) else {
        throw fail("cubic-bezier's Y1 and Y2 are too large to compute the curve with, not '\(text)'")
      }
      guard let curve = CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]) else {
        throw fail("cubic-bezier's X1 and X2 must lie in 0…1 (Y1 and Y2 may overshoot), not '\(text)'")
      }
      self = .cubicBezier(curve)
    case "steps":
      guard let arguments, (1...2).contains(arguments.count), let count = Int(arguments[0]), count >= 1, count <= 10_000
      else {
        throw fail(
          "steps takes a whole number of steps from 1 to 10000 and optionally jump-start or jump-end, steps(N,jump-end), not '\(text)'"
        )
      }
      let positionName = arguments.count == 2 ? arguments[1] : "jump-end"
      let aliases = ["start": StepPosition.jumpStart, "end": .jumpEnd]
      guard let position = StepPosition(rawValue: positionName) ?? aliases[positionName] else {
        throw fail("steps' second argument is jump-start or jump-end, not '\(positionName)'")
      }
      self = .steps(count: count, position: position)
    case "spring":
      self = .spring(try Self.parseSpring(arguments ?? [], text: text))
    default:
      let hint = closestName(to: lowered, among: Self.named.map(\.name)).map { " (did you mean \($0)?)" } ?? ""
      throw fail(
        "unknown easing '\(text)'\(hint); use linear, ease, ease-in, ease-out, ease-in-out, ease-in-cubic and the other Penner curves, or \(Self.parameterizedForms)"
      )
    }
  }

  /// `"name(a,b)"` → ("name", ["a", "b"]); `"name"` → ("name", nil).
  private static func split(_ text: String) -> (String, [String]?) {
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return (text, nil) }
    let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
    return (
      String(text[..<open]),
      body.isEmpty ? [] : body.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    )
  }

  private static func parseSpring(_ arguments: [String], text: String) throws(RingValidationError) -> SpringEasing {
    var values: [String: Double] = [:]
    for argument in arguments {
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let number = Double(decimal: parts[1]),
        ["stiffness", "damping", "mass", "response", "damping-fraction"].contains(parts[0]), values[parts[0]] == nil
      else {
        throw RingValidationError(
          .easing,
          reason:
            "spring takes name=value pairs (stiffness, damping, mass, or response, damping-fraction), not '\(argument)' in '\(text)'"
        )
      }
      values[parts[0]] = number
    }
    let physical = values["stiffness"] != nil || values["damping"] != nil || values["mass"] != nil
    let spring: SpringEasing?
    if physical {
      guard values["response"] == nil, values["damping-fraction"] == nil, let stiffness = values["stiffness"],
        let damping = values["damping"]
      else {
        throw RingValidationError(
          .easing,
          reason: "spring takes stiffness=K,damping=C[,mass=M] or response=S,damping-fraction=F, not '\(text)'")
      }
      spring = SpringEasing(stiffness: stiffness, damping: damping, mass: values["mass"] ?? 1)
    } else {
      spring = SpringEasing(
        response: values["response"] ?? 0.5, dampingFraction: values["damping-fraction"] ?? defaultSpringDampingFraction
      )
    }
    guard let spring else {
      throw RingValidationError(
        .easing,
        reason: "a spring's numbers must be finite and above 0, and its damping ratio from 0.05 to 1000, not '\(text)'")
    }
    return spring
  }
}

extension Easing: CustomStringConvertible {
  /// The easing's ``name``.
  public var description: String { name }
}

extension Easing: Codable {
  /// Decodes an easing from its command-line form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try Easing(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.reason)
    }
  }

  /// Encodes the easing as its ``name``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
