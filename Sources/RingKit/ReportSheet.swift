/// A page of rings with captions, for reports: a title, a grid, one ring per cell.
///
/// ```swift
/// var sheet = ReportSheet(columns: 3, rows: 4)
/// sheet.title = "Weekly KPIs"
/// sheet.entries = [.init(ring: ProgressRing(value: 42, maxValue: 60), caption: "Signups")]
/// sheet.pageCount      // 1; more entries than cells start new pages
/// ```
///
/// The layout, in points: the page less its margin; the title, when there is one, in a band
/// of twice its 18-pt size at the top; below it a grid of `columns` × `rows` cells with 12-pt
/// gutters. In each cell the ring is the largest square that leaves room for a caption band of
/// twice the 11-pt caption size below it; ring and caption together are centred in the cell.
public struct ReportSheet: Sendable, Hashable {
  /// One ring and its caption.
  public struct Entry: Sendable, Hashable {
    /// The ring; its canvas is the cell's square.
    public var ring: ProgressRing
    /// Text under the ring, or nil.
    public var caption: String?

    /// Creates an entry.
    public init(ring: ProgressRing, caption: String? = nil) {
      self.ring = ring
      self.caption = caption
    }
  }

  /// Where one entry goes on its page.
  public struct Cell: Sendable, Hashable {
    /// The entry's index in ``ReportSheet/entries``.
    public var entry: Int
    /// The ring's square, in points from the page's top-left corner.
    public var ringRect: Rect
    /// The centre of the caption's line box.
    public var captionCenter: Point
    /// The cell's width, which a caption must fit.
    public var width: Double
  }

  /// ISO A4, 210 × 297 mm, in points.
  public static let a4 = (width: 595.276, height: 841.89)
  /// US Letter, 8.5 × 11 in, in points.
  public static let letter = (width: 612.0, height: 792.0)

  /// The title's font size, in points.
  public static let titleFontSize = 18.0
  /// The captions' font size, in points (down to 8 pt when a caption would not fit its cell).
  public static let captionFontSize = 11.0
  /// The space between cells, in points.
  public static let gutter = 12.0

  /// A heading at the top of every page, or nil.
  public var title: String?
  /// Page width in points.
  public var pageWidth: Double
  /// Page height in points.
  public var pageHeight: Double
  /// Cells across; at least 1.
  public var columns: Int
  /// Cells down; at least 1.
  public var rows: Int
  /// Space around the page's content, in points.
  public var margin: Double
  /// The rings, in reading order.
  public var entries: [Entry]

  /// Creates a sheet; A4 with 36-pt margins unless said otherwise.
  public init(
    title: String? = nil, pageWidth: Double = a4.width, pageHeight: Double = a4.height, columns: Int, rows: Int,
    margin: Double = 36, entries: [Entry] = []
  ) {
    self.title = title
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
    self.columns = columns
    self.rows = rows
    self.margin = margin
    self.entries = entries
  }

  /// How many pages the entries fill.
  public var pageCount: Int { max(1, (entries.count + columns * rows - 1) / max(columns * rows, 1)) }

  private var titleBand: Double { title == nil ? 0 : 2 * Self.titleFontSize }
  private var captionBand: Double { entries.contains { $0.caption != nil } ? 2 * Self.captionFontSize : 0 }

  /// The centre of the title's line box, on every page.
  public var titleCenter: Point { Point(x: pageWidth / 2, y: margin + titleBand / 2) }

  /// The cells of page `page` (from 0).
  public func cells(onPage page: Int) -> [Cell] {
    let perPage = columns * rows
    let width = (pageWidth - 2 * margin - Self.gutter * Double(columns - 1)) / Double(columns)
    let height = (pageHeight - 2 * margin - titleBand - Self.gutter * Double(rows - 1)) / Double(rows)
    let side = min(width, height - captionBand)
    return (page * perPage..<min((page + 1) * perPage, entries.count)).map { entry in
      let slot = entry - page * perPage
      let left = margin + Double(slot % columns) * (width + Self.gutter)
      let top = margin + titleBand + Double(slot / columns) * (height + Self.gutter) + (height - side - captionBand) / 2
      let ring = Rect(x: left + (width - side) / 2, y: top, width: side, height: side)
      return Cell(
        entry: entry, ringRect: ring, captionCenter: Point(x: left + width / 2, y: top + side + captionBand / 2),
        width: width)
    }
  }

  /// Checks that the sheet can be laid out.
  ///
  /// - Throws: ``RingValidationError`` naming `columns`, `rows`, `margin`, `page` or `rings`.
  public func validate() throws(RingValidationError) {
    for (property, count) in [("columns", columns), ("rows", rows)] where !(1...50).contains(count) {
      throw RingValidationError(
        property: property, keys: [], reason: "must be a whole number from 1 to 50, not \(count)")
    }
    guard margin.isFinite, margin >= 0 else {
      throw RingValidationError(
        property: "margin", keys: [], reason: "must be a number of points, 0 or more, not \(FixedPoint.compact(margin))"
      )
    }
    for side in [pageWidth, pageHeight] where !(side.isFinite && side > 0 && side <= RingCanvas.maxPoints) {
      throw RingValidationError(
        property: "page", keys: [], reason: "sides must be above 0 and at most \(Int(RingCanvas.maxPoints)) points")
    }
    guard !entries.isEmpty else {
      throw RingValidationError(property: "rings", keys: [], reason: "a sheet needs at least one ring")
    }
    guard let cell = cells(onPage: 0).first, cell.ringRect.width >= 8 else {
      throw RingValidationError(
        property: "page", keys: [],
        reason:
          "\(columns) × \(rows) cells leave no room for a ring on a \(FixedPoint.compact(pageWidth)) × \(FixedPoint.compact(pageHeight)) pt page with \(FixedPoint.compact(margin)) pt margins"
      )
    }
  }
}
