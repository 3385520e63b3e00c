import Foundation
import RingKit
import Testing

@testable import RingCLI

/// RingCLI and RingWeb name no key of the schema by a string of their own: every flag and JSON
/// key they match, list or refuse comes from the key table. Messages and examples may mention flags
/// inside their text; a literal that is exactly a key's name is a second declaration.
@Suite("No second declaration")
struct NoSecondDeclarationTests {
  /// Sheet files have keys of their own (a sheet's `columns` and `rings`, an entry's
  /// `caption`), and the progress bar counts "rings".
  static let sheetWords: Set<String> = ["columns", "rings", "caption"]
  /// OpenAPI's own vocabulary: a parameter object's `name`.
  static let openAPIWords: Set<String> = ["name"]
  /// HTML's: the designer's script makes `<input type="color">` entries, and its backdrop is
  /// `light` or `dark`.
  static let htmlWords: Set<String> = ["color", "dark"]

  @Test func ringCLINamesNoKey() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
      .standardized
    let names = Set(
      RenderSpec.Key.allCases.flatMap { key in
        key.descriptor.flagNames + [key.descriptor.negation, key.rawValue].compactMap { $0 }
      })
    let literal = try Regex(#""((?:[^"\\]|\\.)*)""#)
    var found: [String] = []
    let files = try ["RingCLI", "RingWeb"].flatMap { module in
      try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)
        .map { (module, $0) }
    }
    for (module, file) in files where file.hasSuffix(".swift") {
      let folder = sources.appendingPathComponent(module)
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        for match in line.matches(of: literal) {
          let value = String(line[match.range].dropFirst().dropLast())
          let allowed =
            file == "SheetCommand.swift" || file == "BatchCommand.swift"
            ? Self.sheetWords
            : file == "OpenAPIDocument.swift" ? Self.openAPIWords : file.hasPrefix("DesignerPage") ? Self.htmlWords : []
          if names.contains(value), !allowed.contains(value) { found.append("\(file):\(number + 1): \"\(value)\"") }
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// Every command's flags are rows of a table (``Option/all`` for the ring's, an
  /// `OwnFlagTable` for compare's, serve's, badge's and sign's) that help, the manual, the
  /// completions and the parser all read: no parser matches a flag by a `case` of its own.
  @Test func noFlagIsMatchedByACaseOfItsOwn() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
      .standardized
    var found: [String] = []
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.contains("case \"--") || line.contains("case \"-h\"") {
        found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The look-ahead for a command word asks the option table first and a command's own table
  /// only for a spelling the option table lacks, so no own flag may take a value under a
  /// spelling that is a switch there.
  @Test func noOwnFlagTakesAValueUnderASwitchsSpelling() {
    let clashes = Command.all.flatMap { command in
      command.ownFlags.filter { flag in flag.argument != nil && Option.named(flag.name)?.isSwitch == true }
        .map { "\(command.name) \($0.name)" }
    }
    #expect(clashes.isEmpty, "\(clashes)")
  }
}
