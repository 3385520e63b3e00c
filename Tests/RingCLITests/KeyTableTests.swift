import Foundation
import RingCairo
import RingKit
import RingRenderer
import RingServer
import Testing

@testable import RingCLI
@testable import RingWeb

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
    #expect(option.section == Option.Section.topic(row.topic))
  }

  /// A flag is looked up without the table (`RenderSpec.Key.named(flag:)`): every spelling of
  /// every row must lead back to its own key, and no two keys may share one, or the lookup
  /// would depend on the order it asks in.
  @Test func everySpellingNamesItsOwnKey() {
    var owners: [String: RenderSpec.Key] = [:]
    for key in RenderSpec.Key.allCases {
      let row = key.descriptor
      for spelling in row.flagNames {
        #expect(RenderSpec.Key.named(flag: spelling).map { "\($0.key)/\($0.negated)" } == "\(key)/false", "\(spelling)")
        #expect(owners.updateValue(key, forKey: spelling) == nil, "\(spelling) is spelt by two keys")
      }
      if let negation = row.negation {
        #expect(RenderSpec.Key.named(flag: negation).map { "\($0.key)/\($0.negated)" } == "\(key)/true", "\(negation)")
        #expect(owners.updateValue(key, forKey: negation) == nil, "\(negation) is spelt by two keys")
      }
    }
    for stray in ["--maxValue", "--no-value", "--no-clockwise", "--max-", "-x", "--", "max-value", "--no-"] {
      #expect(RenderSpec.Key.named(flag: stray) == nil, "\(stray)")
    }
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
        _ = try RingService.settings(from: parameters, commandLineNames: CommandLineName.all)
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
