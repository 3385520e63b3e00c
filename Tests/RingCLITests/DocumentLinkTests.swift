import Foundation
import Testing

/// The documents a reader follows: every relative link and image of README.md, CONTRIBUTING.md,
/// docs/ and Benchmarks/README.md points at a file that exists, every anchor at a heading of
/// its page (as GitHub makes anchors), and none speaks of issue numbers or rounds of work.
@Suite("Document links")
struct DocumentLinkTests {
  static let documents: [String] = {
    let pages =
      (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path))
      ?? []
    return ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md"]
      + pages.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  @Test(arguments: documents)
  func everyLinkResolves(document: String) throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
    let links = Self.links(in: Self.prose(of: text))
    if document == "README.md" {
      // What moved out of the README is one click away from it.
      for page in Self.documents where page != "README.md" {
        #expect(links.contains { $0.hasPrefix(page) }, "README.md does not link to \(page)")
      }
    }
    let folder = (document as NSString).deletingLastPathComponent
    for link in links where link.firstMatch(of: /^[a-z]+:/) == nil {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let target =
        parts[0].isEmpty
        ? document : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
      let url = packageRoot.appendingPathComponent(target)
      #expect(FileManager.default.fileExists(atPath: url.path), "\(document): \(link): no \(target)")
      guard parts.count == 2, target.hasSuffix(".md"), let page = try? String(contentsOf: url, encoding: .utf8) else {
        continue
      }
      #expect(Self.anchors(of: page).contains(parts[1]), "\(document): \(link): no heading #\(parts[1]) in \(target)")
    }
  }

  @Test(arguments: documents)
  func noIssueNumbersOrRounds(document: String) throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
    let patterns = [
      try Regex(#"(?i)\bissues? #?[0-9]+"#), try Regex(#"(?i)\b(PR|pull request)s? #?[0-9]+"#),
      try Regex(#"(?i)\bthis round\b"#), try Regex(#"(?:^|[\s(])#[0-9]{1,5}(?![0-9A-Za-z])"#),
    ]
    for pattern in patterns {
      let found = text.matches(of: pattern).map { String(text[$0.range]) }
      #expect(found.isEmpty, "\(document): \(found)")
    }
  }

  @Test func anchorsAreGitHubs() {
    let page = "# The ring in a terminal\n## `ringgen watch`\n## Limits\n```\n# not a heading\n```\n## Limits\n"
    #expect(Self.anchors(of: page) == ["the-ring-in-a-terminal", "ringgen-watch", "limits", "limits-1"])
  }

  /// The text outside fenced code blocks and code spans, where Markdown reads links.
  static func prose(of text: String) -> String {
    var kept: [String] = []
    var fenced = false
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") {
        fenced.toggle()
        continue
      }
      if !fenced { kept.append(line.replacing(/`[^`]*`/, with: "")) }
    }
    return kept.joined(separator: "\n")
  }

  static func links(in prose: String) -> [String] {
    prose.matches(of: /\]\(([^)\s]+)\)|(?:src|href)="([^"]+)"/).compactMap { match in
      (match.output.1 ?? match.output.2).map(String.init)
    }
  }

  /// GitHub's anchors: a heading lower-cased, without punctuation, spaces as hyphens; a
  /// repeated heading gets -1, -2, ….
  static func anchors(of page: String) -> [String] {
    var anchors: [String] = []
    var fenced = false
    for line in page.components(separatedBy: "\n") {
      if line.hasPrefix("```") { fenced.toggle() }
      guard !fenced, let match = line.firstMatch(of: /^#{1,6} (.+)$/) else { continue }
      let slug = String(
        match.output.1.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
          .map { $0 == " " ? "-" : $0 })
      let repeats = anchors.filter {
        $0 == slug || $0.hasPrefix(slug + "-") && Int($0.dropFirst(slug.count + 1)) != nil
      }
      .count
      anchors.append(repeats == 0 ? slug : "\(slug)-\(repeats)")
    }
    return anchors
  }
}
