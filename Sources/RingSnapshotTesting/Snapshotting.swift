import FoundationEssentials

/// How to snapshot a `Value`: render it to a `Format`, store that in a reference file with
/// ``pathExtension``, and compare it with ``diffing``.
///
/// Strategies are values, so a new one is usually built from an existing one with
/// ``pullback(_:)``:
///
/// ```swift
/// struct KPI { var done: Double; var total: Double }
///
/// extension Snapshotting where Value == KPI, Format == RingRaster {
///   static var kpi: Self {
///     Snapshotting<ProgressRing, RingRaster>.image(size: 96).pullback { (kpi: KPI) in
///       ProgressRing(value: kpi.done, maxValue: kpi.total)
///     }
///   }
/// }
///
/// assertSnapshot(of: KPI(done: 3, total: 4), as: .kpi)
/// ```
///
/// Built in: ``image(size:scale:background:)`` and ``image(on:)`` for rings, ``png`` for PNG
/// bytes, ``raster`` for pixels, ``svg(size:background:)``, ``pdf(size:background:)``,
/// ``ansi(columns:symbols:colorMode:canvas:)``,
/// ``lines`` and ``ansiText`` for text, and ``dump`` for any `Encodable`.
public struct Snapshotting<Value, Format>: Sendable {
  /// The reference file's extension, without the dot: `png`, `txt`, `svg`.
  public var pathExtension: String
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Takes the snapshot: the format and, where the strategy has them, the exact bytes to
  /// record and companion files. A throw fails the assertion ("could not be taken").
  let take: @Sendable (Value) throws -> Snapshot<Format>

  /// A strategy that renders a value with `snapshot`.
  ///
  /// - Parameters:
  ///   - pathExtension: The reference file's extension, without the dot.
  ///   - diffing: How the format is stored and compared.
  ///   - snapshot: Renders a value; a thrown error fails the assertion with its description.
  public init(
    pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing) { value in Snapshot(format: try snapshot(value)) }
  }

  init(pathExtension: String, diffing: Diffing<Format>, take: @escaping @Sendable (Value) throws -> Snapshot<Format>) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.take = take
  }

  /// Renders a value to the format.
  public func snapshot(_ value: Value) throws -> Format { try take(value).format }

  /// The same strategy for values of another type, turned into this strategy's values by
  /// `transform` first. Reference files, comparison and messages stay the same.
  ///
  /// - Parameter transform: Makes this strategy's value from the new one; a thrown error
  ///   fails the assertion, as a rendering error does.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    let take = self.take
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
      try take(transform(value))
    }
  }
}

/// A strategy whose values are already in the format it stores.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>
