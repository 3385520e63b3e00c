/// The colours of a gradient and where they sit along it, as CSS writes them:
/// `#22c55e, #eab308 60%, #ef4444`.
///
/// A gradient has 2…64 stops. Positions are in percent of the gradient's length, 0…100, and
/// never decrease; a stop without one is placed as CSS places it (see ``GradientStop``).
/// Where two stops share a position the colour changes there at once (a hard stop).
///
/// ```swift
/// let traffic = try RingGradient(parsing: "#22c55e, #eab308 60%, #ef4444")
/// traffic.locations   // [0, 0.6, 1]
/// ```
public struct RingGradient: Sendable, Hashable {
  /// The fewest stops a gradient has.
  public static let minimumStops = 2
  /// The most stops a gradient has.
  public static let maximumStops = 64
  /// The numbers of stops a gradient may have: ``minimumStops``…``maximumStops``.
  public static let stopCounts = minimumStops...maximumStops

  /// The stops, in order along the gradient.
  public var stops: [GradientStop]

  /// Creates a gradient from its stops; ``validate()`` says whether it can be drawn.
  public init(stops: [GradientStop]) {
    self.stops = stops
  }

  /// Creates a gradient of `colors` spread evenly.
  public init(_ colors: [RingColor]) {
    self.init(stops: colors.map { GradientStop($0) })
  }

  /// Parses CSS-style stops: colours separated by commas, each optionally followed by a
  /// position in percent (`'#22c55e, #eab308 60%, #ef4444'`). Commas inside a colour's
  /// parentheses (`rgb(0, 128, 0)`) belong to the colour.
  ///
  /// - Throws: ``RingValidationError`` (property `gradient`) naming the stop that is not a
  ///   colour, a position that is not a percentage, or a gradient that ``validate()`` rejects.
  public init(parsing text: String) throws(RingValidationError) {
    var stops: [GradientStop] = []
    for (index, item) in Self.topLevelItems(of: text).enumerated() {
      let words = item.split(whereSeparator: \.isWhitespace)
      var colorText = item
      var position: Double?
      if words.count > 1, let last = words.last, last.hasSuffix("%") {
        guard let number = Double(decimal: last.dropLast()), number.isFinite else {
          throw Self.error("stop \(index + 1): '\(last)' is not a position in percent")
        }
        position = number
        colorText = String(item[..<last.startIndex].trimmingWhitespace())
      }
      guard let color = RingColor(colorText) else {
        throw Self.error(
          colorText.isEmpty
            ? "stop \(index + 1) is empty"
            : "stop \(index + 1): '\(colorText)' is not a colour (\(RingColor.acceptedForms))")
      }
      stops.append(GradientStop(color, at: position))
    }
    self.init(stops: stops)
    try validate()
  }

  /// Checks the number of stops and their positions.
  ///
  /// - Throws: ``RingValidationError`` (property `gradient`) for fewer than 2 or more than 64
  ///   stops, a position that is not finite or outside 0…100, or one below an earlier stop's.
  public func validate() throws(RingValidationError) {
    guard stops.count >= Self.minimumStops, stops.count <= Self.maximumStops else {
      throw Self.error(
        "needs \(Self.minimumStops) to \(Self.maximumStops) colour stops, not \(stops.count)")
    }
    var previous = -Double.infinity
    for (index, stop) in stops.enumerated() {
      guard let position = stop.position else { continue }
      guard position.isFinite, (0...100).contains(position) else {
        throw Self.error("stop \(index + 1): position \(FixedPoint.compact(position))% is outside 0…100%")
      }
      guard position >= previous else {
        throw Self.error(
          "stop \(index + 1): position \(FixedPoint.compact(position))% comes before the previous stop's \(FixedPoint.compact(previous))%"
        )
      }
      previous = position
    }
  }

  /// Each stop's position as a fraction of the gradient (0…1), with the missing ones placed
  /// as CSS places them: the first at 0, the last at 1, the others spread evenly between the
  /// nearest placed stops.
  public var locations: [Double] {
    var locations = stops.map { $0.position.map { min(max($0 / 100, 0), 1) } }
    guard !locations.isEmpty else { return [] }
    if locations[0] == nil { locations[0] = 0 }
    if locations[locations.count - 1] == nil { locations[locations.count - 1] = 1 }
    var placed = 0
    for index in 1..<locations.count where locations[index] != nil {
      let from = locations[placed]!, to = max(locations[index]!, from)
      let gap = index - placed
      for step in 1..<max(gap, 1) { locations[placed + step] = from + (to - from) * Double(step) / Double(gap) }
      locations[index] = to
      placed = index
    }
    return locations.map { $0! }
  }

  /// The colour at `fraction` (0…1) of the way along the gradient, blended in `space`; before
  /// the first stop the first colour, after the last the last colour. At a hard stop the
  /// later colour wins.
  public func color(at fraction: Double, in space: GradientInterpolation = .srgb) -> RingColor {
    let locations = self.locations
    guard let first = stops.first, let last = stops.last else { return .clear }
    guard fraction >= locations[0] else { return first.color }
    for index in 1..<locations.count where fraction < locations[index] {
      let from = locations[index - 1], to = locations[index]
      return stops[index - 1].color.mixed(with: stops[index].color, by: (fraction - from) / (to - from), in: space)
    }
    return last.color
  }

  /// The part of the gradient from `from` to `to` (fractions, `from` < `to`), stretched to
  /// the whole length: its end colours are the colours there, with the stops in between.
  public func slice(from: Double, to: Double, in space: GradientInterpolation = .srgb) -> RingGradient {
    guard to > from else { return RingGradient([color(at: from, in: space), color(at: from, in: space)]) }
    var stops = [GradientStop(color(at: from, in: space), at: 0)]
    for (stop, location) in zip(self.stops, locations) where location > from && location < to {
      stops.append(GradientStop(stop.color, at: (location - from) / (to - from) * 100))
    }
    stops.append(GradientStop(color(at: to, in: space), at: 100))
    // A slice may hold up to two stops more than its gradient; it is drawn, never validated.
    return RingGradient(stops: stops)
  }

  // MARK: - Parsing

  /// The comma-separated items of `text`, trimmed, ignoring commas inside parentheses.
  package static func topLevelItems(of text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(": depth += 1
      case ")": depth = max(depth - 1, 0)
      case "," where depth == 0:
        items.append(String(current.trimmingWhitespace()))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    items.append(String(current.trimmingWhitespace()))
    return items
  }

  private static func error(_ reason: String) -> RingValidationError {
    RingValidationError(property: "gradient", keys: [], reason: reason)
  }
}
