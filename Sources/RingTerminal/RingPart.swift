import RingKit

/// What covers a point of the terminal ring's canvas. The fitter works on these rather than on
/// colours, so the progress and the track stay apart even when their colours are close, and
/// the colours are chosen per `ColorMode` afterwards.
enum RingPart: Int, CaseIterable, Sendable, Hashable {
  /// Nothing: the terminal's own background shows.
  case none = 0
  /// The track (MB's "empty line").
  case track = 1
  /// The progress band.
  case progress = 2
  /// The canvas background (`--background`).
  case background = 3

  /// The parts that can be a glyph's ink in colour modes.
  static let inks: [RingPart] = [.progress, .track, .background]
}

/// How much of an area each ``RingPart`` covers, in lanes indexed by the part's raw value.
typealias PartMass = SIMD4<Float>

extension PartMass {
  subscript(part: RingPart) -> Float {
    get { self[part.rawValue] }
    set { self[part.rawValue] = newValue }
  }
}
