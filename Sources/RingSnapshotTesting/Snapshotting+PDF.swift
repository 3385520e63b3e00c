import Foundation
import RingCairo
import RingKit

extension Snapshotting where Value == ProgressRing, Format == Data {
  /// The ring as a one-page PDF of `size` × `size` points, stored as `<name>.pdf` and
  /// compared as rendered pages (see ``Diffing/pdf``), since PDF bytes change from run to run
  /// (creation date) without anything visible changing.
  public static func pdf(size: Double, background: RingColor? = nil) -> Self {
    Snapshotting(pathExtension: "pdf", diffing: .pdf) { ring in
      do throws(RenderError) {
        return try ring.pdf(width: size, height: size, background: background)
      } catch {
        throw SnapshotSetupError("cannot render the ring as PDF: \(error)")
      }
    }
  }
}

extension Diffing where Format == Data {
  /// PDF documents compared page by page as images at 72 dpi, rendered by poppler's
  /// `pdftoppm` (Cairo writes PDFs but cannot read them; `scripts/install-deps` installs
  /// poppler-utils), each page with ``ImageComparator`` under the assertion's tolerance.
  /// Identical bytes match without rendering. Without `pdftoppm` on the `PATH`, or with a
  /// PDF it cannot render, the comparison fails: it never passes unseen.
  public static var pdf: Self {
    Diffing(
      toData: { $0 }, fromData: { $0 },
      diff: { expected, actual, tolerance in
        guard expected != actual else { return nil }
        let pages: (expected: [RingRaster], actual: [RingRaster])
        do {
          pages = (try PDFPages.render(expected), try PDFPages.render(actual))
        } catch {
          return SnapshotDifference(summary: "cannot be compared with its reference", summaryDetail: "\(error)")
        }
        guard pages.expected.count == pages.actual.count else {
          return SnapshotDifference(
            summary: "has a different number of pages from its reference",
            summaryDetail: "expected \(pages.expected.count), actual \(pages.actual.count)")
        }
        for (index, (expectedPage, actualPage)) in zip(pages.expected, pages.actual).enumerated() {
          guard var difference = Diffing<RingRaster>.image.diff(expectedPage, actualPage, tolerance) else { continue }
          difference.details.insert(
            "page \(index + 1) of \(pages.expected.count), rendered at 72 dpi by pdftoppm:", at: 0)
          return difference
        }
        return nil
      })
  }
}

/// A PDF's pages as images, rendered by poppler's `pdftoppm`.
enum PDFPages {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func render(_ pdf: Data) throws -> [RingRaster] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ring-pdf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.pdf")
    try pdf.write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pdftoppm", "-png", "-r", "72", input.path, folder.appendingPathComponent("page").path]
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run pdftoppm (install poppler-utils): \(error)")
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = process.terminationStatus == 127 ? "pdftoppm is not installed (poppler-utils)" : message
      throw Failure(description: "pdftoppm cannot render it: \(reason.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("page") }
      .sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
    guard !pages.isEmpty else { throw Failure(description: "pdftoppm rendered no page") }
    return try pages.map { name in
      try Diffing<RingRaster>.decode(Data(contentsOf: folder.appendingPathComponent(name)))
    }
  }
}
