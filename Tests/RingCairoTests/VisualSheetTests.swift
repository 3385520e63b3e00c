import Foundation
import RingCairo
import RingKit
import RingSnapshotTesting
import Testing

/// Report sheets as `ringgen sheet` draws them: a title, rings in cells, and captions that
/// shrink (down to 8 pt) or are cut short with an ellipsis to fit their cell.
@Suite("Report sheets")
struct VisualSheetTests {
  private let sheet = ReportSheet(
    title: "Weekly KPIs", pageWidth: 250, pageHeight: 180, columns: 3, rows: 1, margin: 12,
    entries: [
      .init(ring: ProgressRing(value: 15, maxValue: 30), caption: "Signups"),
      .init(ring: mbRing(62), caption: "Tickets closed"),
      .init(
        ring: shape(80) {
          $0.progressColor = VisualColor.teal
          $0.progressStrokeColor = VisualColor.teal
        }, caption: "A caption far too long for its cell even at eight points"),
      .init(ring: ProgressRing(value: 1, maxValue: 3), caption: "On page two"),
    ])

  @Test func firstPage() throws {
    let page = try RingRaster(pngData: sheet.pngData())
    #expect(page.width == 250 && page.height == 180)
    assertSnapshot(of: page, tolerance: textTolerance)
  }

  /// The rings sit in their cells at any scale: the first ring's progress at 12 o'clock, the
  /// page's white margin, and the third ring's teal.
  @Test(arguments: [1.0, 2.0])
  func ringsAreWhereTheCellsSay(scale: Double) throws {
    let page = try RingRaster(pngData: sheet.pngData(scale: scale))
    #expect(page.width == Int(250 * scale) && page.height == Int(180 * scale))
    let cells = sheet.cells(onPage: 0)
    func pixel(_ point: Point) -> RingRaster.Pixel? { page[Int(point.x * scale), Int(point.y * scale)] }
    let first = cells[0].ringRect
    let top = try #require(pixel(Point(x: first.x + first.width / 2, y: first.y + first.width * 0.06)))
    #expect(top.blue > 200 && top.red < 80, "progress blue at 12 o'clock: \(top)")
    #expect(pixel(Point(x: 2, y: 2)) == RingRaster.Pixel(red: 255, green: 255, blue: 255, alpha: 255), "white page")
    let third = cells[2].ringRect
    let teal = try #require(pixel(Point(x: third.x + third.width / 2, y: third.y + third.width * 0.06)))
    #expect(teal.green > 130 && teal.red < 60, "teal progress: \(teal)")
  }

  @Test func morePagesInPDFFirstPageInSVG() throws {
    #expect(sheet.pageCount == 2)
    let pdf = String(decoding: try sheet.pdfData(), as: UTF8.self)
    #expect(pdf.matches(of: try Regex("/Type /Page[^s]")).count == 2)
    let svg = try sheet.svg()
    #expect(svg.contains(">Signups<") && !svg.contains("On page two"))
    #expect(svg.contains("…<"), "the long caption is cut with an ellipsis")
  }

  /// A title too long for the page shrinks to 12 pt and is then cut with an ellipsis: its ink
  /// stays between the margins (it ran off the page).
  @Test func aLongTitleStaysOnThePage() throws {
    var long = sheet
    long.title = "Weekly KPIs for every team, region, product line and quarter of the year so far"
    let svg = try long.svg()
    let title = try #require(svg.firstMatch(of: try Regex(#"font-size="([0-9.]+)"[^>]*>([^<]*)<"#)))
    #expect(title.output[1].substring == "12" && title.output[2].substring?.hasSuffix("…") == true, "\(svg)")
    let page = try RingRaster(pngData: long.pngData())
    for y in 12..<40 {
      for x in [0, 1, 10, 11, 239, 240, 248, 249] {
        #expect(page[x, y] == RingRaster.Pixel(red: 255, green: 255, blue: 255, alpha: 255), "ink at \(x),\(y)")
      }
    }
    #expect(try sheet.svg().contains(">Weekly KPIs<"), "a title that fits is kept whole")
  }

  /// A font pattern fontconfig cannot read is reported against the ring's property, the same
  /// way in every format.
  @Test func badFontsFailTheSameWayInEveryFormat() {
    var bad = sheet
    bad.entries[1].ring.valueFontName = "DejaVu Sans:size=abc"
    let renders: [(String, () throws(RenderError) -> Void)] = [
      ("png", { () throws(RenderError) in _ = try bad.pngData() }),
      ("pdf", { () throws(RenderError) in _ = try bad.pdfData() }),
      ("svg", { () throws(RenderError) in _ = try bad.svg() }),
    ]
    for (format, render) in renders {
      do throws(RenderError) {
        try render()
        Issue.record("\(format) rendered a bad font")
      } catch {
        guard case .invalid(let invalid) = error else {
          Issue.record("\(format): \(error)")
          continue
        }
        #expect(invalid.property == "valueFontName", "\(format)")
      }
    }
  }
}
