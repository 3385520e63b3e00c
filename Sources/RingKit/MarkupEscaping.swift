/// How text is written into the XML and HTML that ringgen makes (SVG, JUnit reports, error
/// images, the designer, compare's review page): one escaper, whose two parameters are the
/// writers' real differences.
///
/// `&`, `<`, `>` and `"` are always entities, so the text is safe in element content and in
/// double-quoted attributes. The apostrophe is an entity only where a writer may put text in a
/// single-quoted attribute. The characters a writer cannot carry are dropped or replaced by
/// U+FFFD; which ones depends on what the document is.
package struct MarkupEscaping: Sendable {
  /// How `'` is written: `&apos;`, `&#39;`, or itself (nil).
  package var apostrophe: String?
  /// The characters the document cannot carry.
  package var forbidden: Forbidden
  /// What takes a forbidden character's place: nothing (dropped), or U+FFFD.
  package var replacement: Unicode.Scalar?

  /// Characters a kind of document cannot carry.
  package enum Forbidden: Sendable {
    /// None: HTML text, whose writers pass no controls.
    case none
    /// XML 1.0's: controls other than tab, line feed and carriage return; U+FFFE and U+FFFF.
    case xml
    /// XML 1.0's, and the C1 controls it discourages (U+007F…U+009F but U+0085): for reports
    /// that strict parsers in CI systems read.
    case xmlAndC1
    /// Every C0 and C1 control, tab and line breaks too: one line of drawn text.
    case controls

    func contains(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      switch self {
      case .none: return false
      case .xml: return (value < 0x20 && !Self.xmlWhitespace.contains(value)) || value == 0xFFFE || value == 0xFFFF
      case .xmlAndC1:
        return Self.xml.contains(scalar) || ((0x7F...0x9F).contains(value) && value != 0x85)
      case .controls: return value < 0x20 || (0x7F...0x9F).contains(value)
      }
    }

    private static let xmlWhitespace: Set<UInt32> = [0x09, 0x0A, 0x0D]
  }

  /// SVG: the apostrophe kept (every attribute is double-quoted), XML's forbidden characters
  /// dropped.
  package static let svg = MarkupEscaping(apostrophe: nil, forbidden: .xml, replacement: nil)
  /// HTML pages: `&#39;` (HTML 4 has no `&apos;`), nothing else changed.
  package static let html = MarkupEscaping(apostrophe: "&#39;", forbidden: .none, replacement: nil)
  /// JUnit XML: `&apos;`, and what XML forbids or discourages shown as U+FFFD, so that a
  /// reader sees where a character was.
  package static let junit = MarkupEscaping(apostrophe: "&apos;", forbidden: .xmlAndC1, replacement: "\u{FFFD}")
  /// An error image's one line: `&apos;`, every control dropped.
  package static let errorLine = MarkupEscaping(apostrophe: "&apos;", forbidden: .controls, replacement: nil)

  /// `text`, escaped.
  package func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'" where apostrophe != nil: escaped += apostrophe ?? ""
      case _ where forbidden.contains(scalar): if let replacement { escaped.unicodeScalars.append(replacement) }
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
