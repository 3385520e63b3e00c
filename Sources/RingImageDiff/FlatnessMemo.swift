/// Which pixels have three or more identical neighbours in both images (pixelmatch's "many
/// siblings", with edge pixels counting one more), and which have such a neighbour, for one
/// band of rows and the row on each side. The anti-aliasing test needs a flat neighbour
/// whatever else it finds, so one byte settles most candidates without a call.
///
/// Both are worked out for a segment of a row at a time, the first time a pixel in or next
/// to it asks, in loops without calls or branches that the compiler vectorises. Pixel noise,
/// where every pixel asks, pays a few compares a pixel; a changed ring pays only for the
/// segments along its edges; a comparison without candidates pays nothing.
struct FlatnessMemo {
  /// Pixels a segment spans: short enough that a ring's edges leave most of a row alone,
  /// long enough that the loops run at full speed.
  static let segmentWidth = 32

  /// 1 where the pixel is flat in both images; valid where `flagsKnown` says.
  private var flags: UnsafeMutablePointer<UInt8>?
  /// 1 where a neighbour of the pixel is flat in both images; valid where `nearKnown` says.
  private var nearFlags: UnsafeMutablePointer<UInt8>?
  /// Per segment, row by row: whether `flags` and `nearFlags` are worked out there.
  private var flagsKnown: UnsafeMutablePointer<Bool>?
  private var nearKnown: UnsafeMutablePointer<Bool>?
  private let firstRow: Int
  private let lastRow: Int
  private let width: Int
  private let height: Int
  private let segments: Int

  init(rows: Range<Int>, width: Int, height: Int) {
    firstRow = max(rows.lowerBound - 1, 0)
    lastRow = min(rows.upperBound, height - 1)
    self.width = width
    self.height = height
    segments = (width + Self.segmentWidth - 1) / Self.segmentWidth
  }

  /// Whether a neighbour of the pixel at `index`, (x, y), is flat in both images. After this,
  /// ``isFlatInBoth(_:)`` answers for every neighbour of that pixel.
  @inline(__always)
  mutating func hasFlatNeighbour(_ index: Int, _ x: Int, _ y: Int, _ kernel: PixelKernel) -> Bool {
    if flags == nil { allocate() }
    let segment = (y &- firstRow) &* segments &+ x / Self.segmentWidth
    if !nearKnown![segment] { prepareNear(row: y, segment: x / Self.segmentWidth, kernel) }
    return nearFlags![index &- firstRow &* width] != 0
  }

  /// Whether the pixel at `index` is flat in both images; only for the neighbours of a pixel
  /// that ``hasFlatNeighbour(_:_:_:_:)`` was asked about.
  @inline(__always)
  func isFlatInBoth(_ index: Int) -> Bool {
    flags![index &- firstRow &* width] != 0
  }

  // MARK: - Working out a segment

  /// The columns of `segment`.
  private func columns(_ segment: Int) -> Range<Int> {
    segment * Self.segmentWidth..<min((segment + 1) * Self.segmentWidth, width)
  }

  /// Works out the flags around segment `segment` of row `row` (the segment and the ones on
  /// each side, on the row and the rows on each side), then which of its pixels have a flat
  /// neighbour.
  private mutating func prepareNear(row y: Int, segment: Int, _ kernel: PixelKernel) {
    for row in max(y - 1, firstRow)...min(y + 1, lastRow) {
      for column in max(segment - 1, 0)...min(segment + 1, segments - 1) {
        let slot = (row - firstRow) * segments + column
        if !flagsKnown![slot] {
          fillFlags(row: row, columns: columns(column), kernel)
          flagsKnown![slot] = true
        }
      }
    }
    nearKnown![(y - firstRow) * segments + segment] = true

    let here = flags! + (y - firstRow) * width
    let near = nearFlags! + (y - firstRow) * width
    let above: UnsafeMutablePointer<UInt8>? = y > 0 ? here - width : nil
    let below: UnsafeMutablePointer<UInt8>? = y < height - 1 ? here + width : nil
    let span = columns(segment)
    guard let above, let below else {
      for x in span { near[x] = Self.anyFlatNeighbour(x, width, above, here, below) }
      return
    }
    if span.lowerBound == 0 { near[0] = Self.anyFlatNeighbour(0, width, above, here, below) }
    if span.upperBound == width { near[width - 1] = Self.anyFlatNeighbour(width - 1, width, above, here, below) }
    // Flags are 0 or 1 a byte, so OR-ing 64-bit words ORs eight pixels' neighbours at once.
    @inline(__always) func word(_ row: UnsafeMutablePointer<UInt8>, _ x: Int) -> UInt64 {
      UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self)
    }
    var x = max(span.lowerBound, 1)
    let end = min(span.upperBound, width - 1)
    while x + 8 <= end {
      let any =
        word(above, x - 1) | word(above, x) | word(above, x + 1) | word(here, x - 1) | word(here, x + 1)
        | word(below, x - 1) | word(below, x) | word(below, x + 1)
      UnsafeMutableRawPointer(near + x).storeBytes(of: any, as: UInt64.self)
      x += 8
    }
    while x < end {
      near[x] =
        above[x - 1] | above[x] | above[x + 1] | here[x - 1] | here[x + 1] | below[x - 1] | below[x] | below[x + 1]
      x += 1
    }
  }

  /// 1 when any neighbour of column `x` (in the rows given) is flat, for pixels on an edge.
  private static func anyFlatNeighbour(
    _ x: Int, _ width: Int, _ above: UnsafeMutablePointer<UInt8>?, _ here: UnsafeMutablePointer<UInt8>,
    _ below: UnsafeMutablePointer<UInt8>?
  ) -> UInt8 {
    var any: UInt8 = 0
    for column in max(x - 1, 0)...min(x + 1, width - 1) {
      any |= (above?[column] ?? 0) | (below?[column] ?? 0) | (column != x ? here[column] : 0)
    }
    return any
  }

  /// Works out whether each pixel of `columns` on `row` is flat in both images.
  private func fillFlags(row: Int, columns: Range<Int>, _ kernel: PixelKernel) {
    let start = row * width
    let rowFlags = flags! + (row - firstRow) * width
    @inline(__always) func fillSlowly(_ x: Int) {
      let index = start + x
      rowFlags[x] =
        kernel.hasManySiblings(kernel.expected, index) && kernel.hasManySiblings(kernel.actual, index) ? 1 : 0
    }
    guard row > 0, row < height - 1 else {
      for x in columns { fillSlowly(x) }
      return
    }
    if columns.lowerBound == 0 { fillSlowly(0) }
    if columns.upperBound == width && width > 1 { fillSlowly(width - 1) }
    let inner = max(columns.lowerBound, 1)..<max(min(columns.upperBound, width - 1), 1)
    let expected = kernel.expected.base
    let actual = kernel.actual.base
    let up = -width * 4, down = width * 4
    var offset = (start + inner.lowerBound) * 4
    for x in inner {
      let flatInExpected = Self.siblings(expected, offset, up, down) > 2
      let flatInActual = Self.siblings(actual, offset, up, down) > 2
      rowFlags[x] = (flatInExpected ? 1 : 0) & (flatInActual ? 1 : 0)
      offset &+= 4
    }
  }

  /// How many of an inner pixel's 8 neighbours are identical to it (equal, or both fully
  /// transparent), from plain loads at fixed offsets and without branches.
  @inline(__always)
  private static func siblings(_ base: UnsafeRawPointer, _ offset: Int, _ up: Int, _ down: Int) -> UInt8 {
    @inline(__always) func word(_ at: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: at, as: UInt32.self) }
    let center = word(offset)
    @inline(__always) func same(_ at: Int) -> UInt8 {
      let other = word(at)
      return (other == center ? 1 : 0) | ((other | center) >> 24 == 0 ? 1 : 0)
    }
    return same(offset &+ up &- 4) &+ same(offset &- 4) &+ same(offset &+ down &- 4)
      &+ same(offset &+ up) &+ same(offset &+ down)
      &+ same(offset &+ up &+ 4) &+ same(offset &+ 4) &+ same(offset &+ down &+ 4)
  }

  // MARK: - Memory

  /// Allocated at the first question, so a comparison without candidates never pays for it.
  private mutating func allocate() {
    let rows = lastRow - firstRow + 1
    flags = .allocate(capacity: rows * width)
    nearFlags = .allocate(capacity: rows * width)
    flagsKnown = .allocate(capacity: rows * segments)
    flagsKnown!.initialize(repeating: false, count: rows * segments)
    nearKnown = .allocate(capacity: rows * segments)
    nearKnown!.initialize(repeating: false, count: rows * segments)
  }

  func deallocate() {
    flags?.deallocate()
    nearFlags?.deallocate()
    flagsKnown?.deallocate()
    nearKnown?.deallocate()
  }
}
