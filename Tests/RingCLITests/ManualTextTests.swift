import Foundation
import RingKit
import Testing

@testable import RingCLI

/// The man page and the DocC article are generated from the option table; a row that is
/// missing, or text that roff or Markdown would read as markup, is a bug.
@Suite("Manual")
struct ManualTextTests {
  @Test(arguments: [ManualText.Format.roff, .markdown])
  func everyOptionIsThere(format: ManualText.Format) {
    let manual = ManualText.render(format, version: "9.8.7")
    for option in Option.all {
      let spelling = ManualText.spelling(of: option)
      switch format {
      case .roff:
        #expect(manual.contains(ManualText.escapeRoff(option.spellings.joined(separator: ", "))), "\(spelling)")
        if let defaultText = option.defaultText {
          #expect(manual.contains(ManualText.escapeRoff("Default: \(defaultText).")), "\(spelling)")
        }
      case .markdown:
        #expect(manual.contains("| `\(spelling.replacing("|", with: "\\|"))` |"), "\(spelling)")
        if let defaultText = option.defaultText {
          #expect(manual.contains("`\(defaultText.replacing("|", with: "\\|"))` |"), "\(spelling)")
        }
      case .reference, .json: Issue.record("the reference and the JSON have their own tests")
      }
      if let key = option.jsonKey { #expect(manual.contains(key), "\(spelling): \(key)") }
    }
    for (usage, _) in ManualText.synopsis {
      #expect(manual.contains(format == .roff ? ManualText.escapeRoff(usage) : usage))
    }
  }

  /// `ringgen manual json` is the key table as data: every key once, with its flags, its
  /// description and default as the table declares them (no markup), in the manual's order.
  @Test func jsonListsEveryKeyAsData() throws {
    let text = ManualText.render(.json, version: "1.0.0")
    guard case .array(let rows) = try JSONParser.parse(text) else {
      Issue.record("not a JSON array")
      return
    }
    var keys: [String] = []
    for case .object(let members) in rows {
      let fields = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
      guard case .string(let key)? = fields["key"], let descriptor = RenderSpec.Key(rawValue: key)?.descriptor
      else {
        Issue.record("a row without a known key: \(members)")
        continue
      }
      keys.append(key)
      #expect(fields["description"] == .string(descriptor.summary), "\(key)")
      #expect(fields["default"] == (descriptor.defaultText.map { .string($0) } ?? .null), "\(key)")
      #expect(
        fields["flags"]
          == .array(descriptor.flagNames.map { .string($0) } + (descriptor.negation.map { [.string($0)] } ?? [])),
        "\(key)")
    }
    #expect(Set(keys) == Set(RenderSpec.Key.allCases.map(\.rawValue)))
    #expect(keys.count == Set(keys).count)
  }

  @Test func roffTextNeverStartsARequest() {
    let requests: Set = [".TH", ".SH", ".SS", ".TP", ".B", ".nf", ".fi"]
    for line in ManualText.render(.roff, version: "1.0.0").split(separator: "\n") {
      if line.hasPrefix(".") {
        #expect(requests.contains(String(line.split(separator: " ")[0])), "\(line)")
      }
      #expect(!line.hasPrefix("'"), "\(line)")
      #expect(!line.contains(" -"), "unescaped hyphen in \(line)")
    }
    #expect(ManualText.escapeRoff(".x \\ -y") == "\\&.x \\e \\-y")
  }

  @Test func markdownHasOneTableRowPerOption() {
    let rows = ManualText.render(.markdown, version: "1.0.0").split(separator: "\n").filter {
      $0.hasPrefix("| `")
    }
    #expect(rows.count == Option.all.count)
  }

  @Test func theCommandRefusesBadFormats() {
    let result = runInProcess(["manual", "html"])
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(
      result.stderr
        == "ringgen: error: manual: expected one of roff|markdown|reference|json, as in ringgen manual roff\n")
    let roff = runInProcess(["manual"])
    #expect(roff.status == 0 && String(decoding: roff.stdout, as: UTF8.self).hasPrefix(".TH RINGGEN 1"))
  }
}
