import Foundation
import RingCairo
import RingKit
import RingRenderer
import RingServer
import Testing

@testable import RingCLI

/// A key is declared once, in RingKit's key table: every surface that names keys is derived
/// from its rows, and each is checked against them here.
@Suite("Key table")
struct KeyTableTests {
  static let keys = RenderSpec.Key.allCases

  /// Flags: one option per key, in the table's order, with the row's spellings, help and default.
  @Test(arguments: keys)
  func theOptionIsTheRow(_ key: RenderSpec.Key) throws {
    let row = key.descriptor
    let options = Option.all.filter { $0.jsonKey == key.rawValue }
    try #require(options.count == 1)
    let option = options[0]
    #expect(option.names == row.flagNames)
    #expect(option.names.contains(row.flag) && row.flag.lowercased() == row.flag)
    #expect(option.negatedName == row.negation)
    #expect(option.help == row.summary && option.defaultText == row.defaultText && option.argument == row.placeholder)
    #expect(option.section == Option.Section(row.topic))
  }

  @Test func theOptionsAreInTheTablesOrder() {
    #expect(Option.all.compactMap(\.jsonKey) == Self.keys.map(\.rawValue))
  }

  /// Help, the manual and the completions name every key's flag (and the manual its JSON key).
  @Test func everyDocumentNamesEveryKey() throws {
    let help = String(decoding: runInProcess(["render", "--help"]).stdout, as: UTF8.self)
    let manual = String(decoding: runInProcess(["manual", "markdown"]).stdout, as: UTF8.self)
    let bash = String(decoding: runInProcess(["completions", "bash"]).stdout, as: UTF8.self)
    for key in Self.keys {
      let row = key.descriptor
      #expect(help.contains(row.flag), "\(row.flag) missing from --help")
      #expect(manual.contains(row.flag) && manual.contains("`\(row.jsonName)`"), "\(row.flag) missing from the manual")
      #expect(bash.contains(row.flag), "\(row.flag) missing from the bash completions")
    }
  }

  /// URL queries take every key by its JSON name and by its flag without dashes.
  @Test(arguments: keys)
  func theServiceKnowsTheKey(_ key: RenderSpec.Key) throws {
    let row = key.descriptor
    for name in [row.jsonName, String(row.flag.dropFirst(2))] {
      let parameters = try QueryString.parse(Substring(name + "=1"))
      do throws(ServiceError) {
        _ = try RingService.settings(from: parameters)
      } catch {
        #expect(!error.message.contains("unknown key"), "\(name): \(error.message)")
      }
    }
  }

  /// Reading a key's written value gives the value back, for the default spec.
  @Test(arguments: keys)
  func writtenValuesReadBack(_ key: RenderSpec.Key) throws {
    let spec = RenderSpec()
    guard let written = key.encodedValue(of: spec) else { return }
    var read = RenderSpec()
    read.ring.value = 99
    try key.apply(.json(written), to: &read)
    #expect(key.encodedValue(of: read) == written)
  }
}

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
    let run = runInProcess(
      ["--value", "15", "--max", "30", "--size", "64", "--format", format.name, "-o", "-"] + animation)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(image.bytes == Array(run.stdout))
    #expect(image.mediaType == format.mediaType && image.altText == spec.ring.accessibilityDescription)
    #expect(image.frameCount == (format.isAnimated ? 7 : 1))
  }

  @Test func aPropertyThatCannotBeDrawnIsNamed() {
    var spec = RenderSpec()
    spec.canvas.scale = 1e9
    #expect(throws: RenderError.self) { try Renderer.render(spec, as: .png) }
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
      #expect(ImageFormat(pathExtensionOf: "out/ring." + pathExtension.uppercased()) == format)
    }
    #expect(RingService.formatRoutes.values.contains(format) == (format.routeExtension != nil))
  }
}

/// RingCLI names no key of the schema by a string of its own: every flag and JSON key it
/// matches, lists or refuses comes from the key table. Messages and examples may mention flags
/// inside their text; a literal that is exactly a key's name is a second declaration.
@Suite("No second declaration")
struct NoSecondDeclarationTests {
  /// Sheet files have keys of their own (a sheet's `columns` and `rings`, an entry's
  /// `caption`), and the progress bar counts "rings".
  static let sheetWords: Set<String> = ["columns", "rings", "caption"]

  @Test func ringCLINamesNoKey() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/RingCLI").standardized
    let names = Set(
      RenderSpec.Key.allCases.flatMap { key in
        key.descriptor.flagNames + [key.descriptor.negation, key.rawValue].compactMap { $0 }
      })
    let literal = try Regex(#""((?:[^"\\]|\\.)*)""#)
    var found: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        for match in line.matches(of: literal) {
          let value = String(line[match.range].dropFirst().dropLast())
          let allowed = file == "SheetCommand.swift" || file == "BatchCommand.swift" ? Self.sheetWords : []
          if names.contains(value), !allowed.contains(value) { found.append("\(file):\(number + 1): \"\(value)\"") }
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}

/// CONTRIBUTING's recipes name the files a change touches; each must exist.
@Suite("CONTRIBUTING's paths")
struct ContributingPathTests {
  @Test func everyFileItNamesExists() throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let named = text.matches(of: try Regex(#"`([A-Za-z0-9_./*+-]+\.(?:swift|md|txt|c|h))`"#)).map {
      String(text[$0.range].dropFirst().dropLast())
    }
    #expect(named.count > 20)
    var files: [String] = []
    for folder in ["Sources", "Tests", "Benchmarks", "Snapshots", "Fuzz"] {
      let root = packageRoot.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let path = walker?.nextObject() as? String { files.append(folder + "/" + path) }
    }
    files += ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
    for name in named where !name.contains("<") {
      let escaped = name.replacing(".", with: "\\.").replacing("+", with: "\\+").replacing("*", with: "[^/]*")
      let pattern = try Regex("(^|/)" + escaped + "$")
      #expect(files.contains { $0.contains(pattern) }, "CONTRIBUTING.md names \(name), which does not exist")
    }
  }
}
