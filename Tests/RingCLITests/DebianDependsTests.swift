import Foundation
import Testing

/// scripts/build-deb's Depends against the libraries ringgen loads with dlopen, which
/// dpkg-shlibdeps cannot see: each `ring_library` names its Debian package, and each such
/// package must be in the list, or a fresh root installs a ringgen that fails when it first
/// needs the library ("cannot load libturbojpeg.so.0" from `ringgen compare a.jpg b.jpg`).
@Suite("Debian package: Depends")
struct DebianDependsTests {
  @Test func everyLibraryLoadedWithDlopenIsADependency() throws {
    let sources = packageRoot.appendingPathComponent("Sources")
    var packages: Set<String> = []
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".c") }
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: /\.package = "([a-z0-9.+-]+)"/) { packages.insert(String(match.output.1)) }
    }
    #expect(packages.count >= 9, "\(packages.sorted())")
    let script = try String(contentsOf: packageRoot.appendingPathComponent("scripts/build-deb"), encoding: .utf8)
    let depends = try #require(script.split(separator: "\n").first { $0.hasPrefix("depends=") })
    let named = Set(depends.matches(of: /([a-z0-9][a-z0-9.+-]+) \(>=/).map { String($0.output.1) })
    #expect(
      packages.subtracting(named).isEmpty,
      "loaded with dlopen but not in Depends: \(packages.subtracting(named).sorted())")
  }
}
