import Foundation
import RingCairo
import RingKit
import RingRenderer
import RingServer
import RingTerminal
import Testing

@testable import RingCLI
@testable import RingWeb

/// The renderer gives the bytes `ringgen -o -` writes, for every format of the registry.
@Suite("Renderer")
struct RendererTests {
  @Test(arguments: ImageFormat.allCases)
  func theRendererWritesWhatTheCommandLineWrites(_ format: ImageFormat) throws {
    var spec = RenderSpec()
    spec.ring.value = 15
    spec.ring.maxValue = 30
    spec.canvas = RingCanvas(size: 64)
    let animation = format.isAnimated ? ["--duration", "0.2"] : []
    if format.isAnimated { spec.animation.duration = 0.2 }
    let image = try Renderer.render(spec, as: format)
    // A glyph is one character, with no size to give.
    let size = format == .glyph ? [] : ["--size", "64"]
    let run = runInProcess(["--value", "15", "--max", "30"] + size + ["--format", format.name, "-o", "-"] + animation)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(image.bytes == Array(run.stdout))
    #expect(image.mediaType == format.mediaType && image.altText == spec.ring.accessibilityDescription)
    #expect(image.frameCount == (format.isAnimated ? 7 : 1))
  }

  /// A half-donut gauge fitted to its arc prints the arc, not the empty lower half of the
  /// square canvas: at most one blank row above and below, the label on the last row but
  /// one, the same through the renderer and the command line.
  @Test func aFitArcGaugeInTheTerminalPrintsOnlyWhatIsDrawn() throws {
    var spec = RenderSpec()
    spec.ring = ProgressRing(value: 40)
    spec.ring.progressAngle = 50
    spec.ring.progressRotationAngle = 0
    spec.ring.fit = .arc
    spec.terminal.columns = 40
    spec.terminal.color = ColorMode.none
    let text = String(decoding: try Renderer.render(spec, as: .ansi).bytes, as: UTF8.self)
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let blank = rows.map { $0.allSatisfy { $0 == " " } }
    #expect(rows.count <= 13, "\(text)")
    #expect(rows.count > 2 && !blank[1], "\(text)")
    #expect(blank.filter { $0 }.count <= 2, "\(text)")
    #expect(rows.firstIndex { $0.contains("40%") } == rows.count - 2, "\(text)")
    let run = runInProcess([
      "--value", "40", "--progress-angle", "50", "--progress-rotation-angle", "0", "--fit", "arc", "--columns", "40",
      "--color", "none", "--format", "ansi", "-o", "-",
    ])
    #expect(run.status == 0 && String(decoding: run.stdout, as: UTF8.self) == text, "\(run.stderr)")
  }

  @Test func aPropertyThatCannotBeDrawnIsNamed() throws {
    var spec = RenderSpec()
    spec.canvas.scale = 1e9
    let error = try #require(throws: RenderError.self) { try Renderer.render(spec, as: .png) }
    guard case .invalid(let invalid) = error else { throw error }
    #expect(invalid.property == "scale", "\(invalid)")
  }

  /// A sheet is a document: PDF, PNG or SVG, and no other format.
  @Test func sheetsTakeTheDocumentFormats() throws {
    let sheet = ReportSheet(
      title: "KPIs", pageWidth: 200, pageHeight: 200, columns: 1, rows: 1,
      entries: [ReportSheet.Entry(ring: ProgressRing(value: 3, maxValue: 4), caption: "Done")])
    for format in ImageFormat.allCases {
      if [.pdf, .png, .svg].contains(format) {
        let image = try Renderer.render(sheet, as: format)
        #expect(image.altText == "KPIs" && !image.bytes.isEmpty)
      } else {
        #expect(throws: RenderError.unsupported(what: "a sheet", format: format.name)) {
          try Renderer.render(sheet, as: format)
        }
      }
    }
  }

  /// Every extension of the registry names its format, in any case.
  @Test(arguments: ImageFormat.allCases)
  func extensionsNameTheirFormat(_ format: ImageFormat) {
    for pathExtension in format.pathExtensions {
      // `.webp` names the still; the animation, which shares it, is chosen by name.
      let named = ImageFormat(pathExtensionOf: "out/ring." + pathExtension.uppercased())
      #expect(named == (format == .animatedWebP ? .webp : format))
      #expect(format.canBeNamed("out/ring." + pathExtension.uppercased()))
    }
    #expect(RingService.formatRoutes.values.contains(format) == (format.routeExtension != nil))
  }
}
