import Foundation
import RingKit
import Testing

@testable import RingCairo

/// `pdfinfo`'s report on `pdf` (poppler-utils, which the set-up installs for pdftoppm).
private func pdfinfo(_ pdf: Data) throws -> String {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("ring-\(UUID().uuidString).pdf")
  try pdf.write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["pdfinfo", "-isodates", file.path]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = Pipe()
  try process.run()
  let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "pdfinfo could not read the PDF: \(report)")
  return report
}

@Suite("PDF: tagged for accessibility, and reproducible")
struct TaggedPDFTests {
  @Test func aRingIsATaggedPDFTitledWithItsAltText() throws {
    let pdf = try ProgressRing(value: 42).with { $0.caption = "of the budget" }.pdfData(on: RingCanvas(size: 128))
    let report = try pdfinfo(pdf)
    #expect(report.contains("Tagged:          yes"), "\(report)")
    #expect(report.contains("Title:           Progress 42 of 100 (42%)"))
    #expect(report.contains("Pages:           1"))
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.components(separatedBy: "%%EOF").count == 3, "Cairo's revision and one update")
    #expect(text.contains("/S /Figure"))
  }

  @Test func aSheetIsTaggedOnEveryPage() throws {
    let entries = (0..<20).map { ReportSheet.Entry(ring: ProgressRing(value: Double($0 * 5)), caption: "Ring \($0)") }
    let sheet = ReportSheet(title: "Weekly KPIs", columns: 3, rows: 4, entries: entries)
    let report = try pdfinfo(try sheet.pdfData())
    #expect(report.contains("Tagged:          yes"), "\(report)")
    #expect(report.contains("Pages:           2"))
  }

  /// One spec gives one PDF: the creation date is the epoch, not the clock, and pdfinfo reads
  /// it. (The command line's PDFs are held to this in other time zones and with
  /// `SOURCE_DATE_EPOCH` by `EndToEndTests`.)
  @Test func aRingRendersToTheSameBytesEveryTime() throws {
    let ring = ProgressRing(value: 42)
    let first = try ring.pdfData(on: RingCanvas(size: 96))
    #expect(try pdfinfo(first).contains("CreationDate:    1970-01-01T00:00:00Z"))
    Thread.sleep(forTimeInterval: 1.1)
    #expect(try ring.pdfData(on: RingCanvas(size: 96)) == first)
    let sheet = ReportSheet(title: "KPIs", columns: 2, rows: 1, entries: [ReportSheet.Entry(ring: ring, caption: "a")])
    #expect(try sheet.pdfData() == sheet.pdfData())
  }

  /// `SOURCE_DATE_EPOCH` sets the date when it is a number of seconds from 0 to the end of 9999.
  @Test(arguments: [
    ("1765000000", "D:20251206054640Z"), ("0", "D:19700101000000Z"), ("253402300799", "D:99991231235959Z"),
    ("253402300800", "D:19700101000000Z"), ("-1", "D:19700101000000Z"), ("1.5", "D:19700101000000Z"),
    ("soon", "D:19700101000000Z"), ("", "D:19700101000000Z"),
  ])
  func sourceDateEpochSetsTheDate(epoch: String, date: String) {
    #expect(PDFCreationDate.date(sourceDateEpoch: epoch) == date)
  }
}
