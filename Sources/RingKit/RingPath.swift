/// An outline made of lines and circular arcs, in points, in RingKit's ``Angle`` convention.
///
/// Renderers replay the elements in order; a sub-path starts at each ``Element/move(to:)``.
/// Paths are filled with the non-zero winding rule.
public struct RingPath: Sendable, Hashable {
  /// One drawing step.
  public enum Element: Sendable, Hashable {
    /// Starts a new sub-path at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A circular arc from angle `from` to angle `to`, joined to the current point by a line.
    ///
    /// With `clockwise` the arc runs through increasing angles (clockwise on the picture),
    /// otherwise through decreasing ones.
    case arc(center: Point, radius: Double, from: Angle, to: Angle, clockwise: Bool)
    /// Closes the current sub-path with a line back to its start.
    case close
  }

  /// The steps, in order.
  public var elements: [Element]

  /// Creates a path from its steps.
  public init(elements: [Element] = []) {
    self.elements = elements
  }
}
