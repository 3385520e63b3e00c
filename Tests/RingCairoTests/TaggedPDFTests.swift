import Foundation
import RingCairo
import RingKit
import Testing

/// `pdfinfo`'s report on `pdf` (poppler-utils, which the set-up installs for pdftoppm).
private func pdfinfo(_ pdf: Data) throws -> String {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("ring-\(UUID().uuidString).pdf")
  try pdf.write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["pdfinfo", file.path]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = Pipe()
  try process.run()
  let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "pdfinfo could not read the PDF: \(report)")
  return report
}

@Suite("PDF: tagged for accessibility")
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
}
