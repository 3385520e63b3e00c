/// A value that passes through given values at given times, eased between them.
///
/// ```swift
/// let keyframes = try Keyframes(parsing: "0:0, 1:15, 2.5:30")
/// keyframes.value(at: 1)      // 15
/// keyframes.value(at: 9)      // 30: the last value holds
/// ```
///
/// Before the first keyframe the first value holds, after the last the last. Each segment uses
/// the easing of the keyframe it starts from, as CSS keyframes do, or ``easing`` when that
/// keyframe has none.
public struct Keyframes: Sendable, Hashable, Codable {
  /// One stop: a value at a time, and optionally the easing towards the next stop.
  public struct Keyframe: Sendable, Hashable, Codable {
    /// Seconds from the start of the timeline, ≥ 0.
    public var time: Double
    /// The value at that time.
    public var value: Double
    /// The easing of the segment that starts here, or nil for the animation's default.
    public var easing: Easing?

    /// Creates a keyframe.
    public init(time: Double, value: Double, easing: Easing? = nil) {
      self.time = time
      self.value = value
      self.easing = easing
    }
  }

  /// The stops, in time order.
  public var keyframes: [Keyframe]
  /// The easing of segments whose starting keyframe names none.
  public var easing: Easing

  /// Creates keyframes; they are sorted by time (keyframes at the same time keep their order,
  /// which makes the value jump there).
  public init(_ keyframes: [Keyframe], easing: Easing = .easeInOut) {
    self.keyframes = keyframes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
      \.element)
    self.easing = easing
  }

  private enum CodingKeys: String, CodingKey {
    case keyframes, easing
  }

  /// Decodes keyframes and sorts them by time, as ``init(_:easing:)`` does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode([Keyframe].self, forKey: .keyframes),
      easing: try container.decode(Easing.self, forKey: .easing))
  }

  /// When the last keyframe is reached, in seconds.
  public var endTime: Double { keyframes.last?.time ?? 0 }

  /// The value at `time` seconds.
  public func value(at time: Double) -> Double {
    guard let first = keyframes.first, let last = keyframes.last else { return 0 }
    guard time > first.time else { return first.value }
    guard time < last.time else { return last.value }
    // The last keyframe at or before `time` starts the segment.
    let index = keyframes.lastIndex { $0.time <= time } ?? 0
    let start = keyframes[index]
    let end = keyframes[index + 1]
    let progress = (time - start.time) / (end.time - start.time)
    return start.value + (end.value - start.value) * (start.easing ?? easing)(progress)
  }

  /// Checks that there is at least one keyframe and that times and values are finite and times
  /// not negative.
  ///
  /// - Throws: ``RingValidationError`` naming `keyframes`.
  public func validate() throws(RingValidationError) {
    guard !keyframes.isEmpty else {
      throw RingValidationError(.keyframes, reason: "needs at least one TIME:VALUE pair")
    }
    for keyframe in keyframes where !(keyframe.time.isFinite && keyframe.time >= 0 && keyframe.value.isFinite) {
      throw RingValidationError(
        .keyframes,
        reason:
          "times must be finite seconds, 0 or more, and values finite, not \(FixedPoint.compact(keyframe.time)):\(FixedPoint.compact(keyframe.value))"
      )
    }
    // Each segment's values on the way: start + (end − start) · eased progress.
    for (start, end) in zip(keyframes, keyframes.dropFirst()) {
      let distance = end.value - start.value
      let bound = (start.easing ?? easing).progressBound
      let reach = max(start.value.magnitude, end.value.magnitude) + distance.magnitude * (bound - 1)
      guard distance.isFinite, reach.isFinite else {
        throw RingValidationError(
          .keyframes,
          reason:
            "the move from \(FixedPoint.compact(start.time)):\(FixedPoint.compact(start.value)) to \(FixedPoint.compact(end.time)):\(FixedPoint.compact(end.value)) is too large to compute: values between must be finite numbers"
        )
      }
    }
  }
}

extension Keyframes {
  /// Reads keyframes from `TIME:VALUE[:EASING]` pairs separated by commas, such as
  /// `"0:0, 1:15:ease-out, 2.5:30"`; an easing applies to the segment that starts at its
  /// keyframe. Commas inside an easing's parentheses do not separate pairs.
  ///
  /// - Throws: ``RingValidationError`` naming `keyframes` (or `easing`), with the pair at fault.
  public init(parsing text: String, easing: Easing = .easeInOut) throws(RingValidationError) {
    var pairs: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == ",", depth == 0 {
        pairs.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    pairs.append(current)
    var keyframes: [Keyframe] = []
    for pair in pairs {
      let parts = pair.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        .map { String($0.trimmingWhitespace()) }
      guard parts.count >= 2, let time = Double(decimal: parts[0]), let value = Double(decimal: parts[1]) else {
        throw RingValidationError(
          .keyframes,
          reason: "expected TIME:VALUE[:EASING] pairs such as 0:0,1:15,2.5:30, not '\(pair.trimmingWhitespace())'")
      }
      keyframes.append(
        Keyframe(time: time, value: value, easing: parts.count == 3 ? try Easing(parsing: parts[2]) : nil))
    }
    self.init(keyframes, easing: easing)
    try validate()
  }
}
