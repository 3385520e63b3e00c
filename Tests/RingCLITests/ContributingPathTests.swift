import Foundation
import Testing

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
    for folder in ["Sources", "Tests", "Benchmarks", "Snapshots", "Fuzz", "docs", "scripts", "Examples"] {
      let root = packageRoot.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let path = walker?.nextObject() as? String { files.append(folder + "/" + path) }
    }
    files += ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Package.swift"]
    for name in named where !name.contains("<") {
      let escaped = name.replacing(".", with: "\\.").replacing("+", with: "\\+").replacing("*", with: "[^/]*")
      let pattern = try Regex("(^|/)" + escaped + "$")
      #expect(files.contains { $0.contains(pattern) }, "CONTRIBUTING.md names \(name), which does not exist")
    }
  }
}
