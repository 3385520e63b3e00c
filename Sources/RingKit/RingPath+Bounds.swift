extension RingPath {
  /// The smallest rectangle that holds the outline, or nil for a path that draws nothing; an
  /// arc counts its end points and the points where it crosses the horizontal and vertical
  /// through its centre.
  public var bounds: Rect? {
    var box = BoundingBox()
    for element in elements {
      switch element {
      case .move(let point), .line(let point): box.add(point)
      case .arc(let center, let radius, let from, let to, let clockwise):
        box.add(from.point(radius: radius, around: center))
        box.add(to.point(radius: radius, around: center))
        // Through increasing angles when clockwise: the quarter turns strictly inside the sweep.
        let (low, high) = clockwise ? (from.radians, to.radians) : (to.radians, from.radians)
        guard high > low else { continue }
        let quarter = Double.pi / 2
        var angle = ((low / quarter).rounded(.down) + 1) * quarter
        while angle < high {
          box.add(Angle(radians: angle).point(radius: radius, around: center))
          angle += quarter
        }
      case .close: continue
      }
    }
    return box.rect
  }
}

/// The extremes of a set of points, as a rectangle.
struct BoundingBox {
  private var minimum: Point?
  private var maximum: Point?

  mutating func add(_ point: Point) {
    guard point.x.isFinite, point.y.isFinite else { return }
    minimum = Point(x: min(minimum?.x ?? point.x, point.x), y: min(minimum?.y ?? point.y, point.y))
    maximum = Point(x: max(maximum?.x ?? point.x, point.x), y: max(maximum?.y ?? point.y, point.y))
  }

  mutating func add(_ rect: Rect) {
    add(Point(x: rect.x, y: rect.y))
    add(Point(x: rect.x + rect.width, y: rect.y + rect.height))
  }

  var rect: Rect? {
    guard let minimum, let maximum else { return nil }
    return Rect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
  }
}
