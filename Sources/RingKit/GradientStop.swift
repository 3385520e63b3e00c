/// One colour of a ``RingGradient``, at a position along the gradient or free to be placed
/// between its neighbours as CSS places a stop without a position.
public struct GradientStop: Sendable, Hashable {
  /// The colour at this stop.
  public var color: RingColor
  /// Where the stop sits, in percent of the gradient's length (0…100), or nil to place it as
  /// CSS does: the first at 0, the last at 100, and the others spread evenly between the
  /// nearest stops that have a position.
  public var position: Double?

  /// Creates a stop of `color`, at `position` percent or placed automatically.
  public init(_ color: RingColor, at position: Double? = nil) {
    self.color = color
    self.position = position
  }
}
