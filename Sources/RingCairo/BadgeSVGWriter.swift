import RingKit

/// Writes a ``BadgeLayout`` as shields.io's SVG: the same elements and attributes (text at
/// 10× inside `scale(.1)`, `textLength`, the shadow copy, the gradient and the clip), plus the
/// ring as ``SVGWriter`` writes any ring. Ids carry a digest of the badge's alt text and style,
/// so badges pasted into one page never share one unless they are the same.
enum BadgeSVGWriter {
  static func document(of badge: Badge, layout: BadgeLayout) throws(RenderError) -> String {
    let n = SVGWriter.number
    let title = SVGWriter.escape(badge.accessibilityDescription)
    let id = "rb" + digest(badge.accessibilityDescription + "|" + badge.style.rawValue)
    let ringLayout: RingLayout
    do throws(RingValidationError) {
      ringLayout = try RingLayout(
        ring: layout.ring, width: layout.ringSize, height: layout.ringSize, snapsToPixels: false)
    } catch {
      throw .invalid(error)
    }
    let ring = try SVGWriter.elements(
      of: ringLayout, size: (layout.ringSize, layout.ringSize), background: nil, idSalt: id)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" role=\"img\" aria-label=\"\(title)\">",
      "<title>\(title)</title>",
      "<!-- Software: \(PackageVersion.software) -->",
    ]
    let rightWidth = layout.width - layout.leftWidth
    let backgrounds = [
      "<rect width=\"\(n(layout.leftWidth))\" height=\"\(n(layout.height))\"\(SVGWriter.paint("fill", layout.labelColor))/>",
      "<rect x=\"\(n(layout.leftWidth))\" width=\"\(n(rightWidth))\" height=\"\(n(layout.height))\"\(SVGWriter.paint("fill", layout.valueColor))/>",
    ]
    if layout.hasGradient {
      lines += [
        "<linearGradient id=\"\(id)s\" x2=\"0\" y2=\"100%\"><stop offset=\"0\" stop-color=\"#bbb\" stop-opacity=\".1\"/><stop offset=\"1\" stop-opacity=\".1\"/></linearGradient>",
        "<clipPath id=\"\(id)r\"><rect width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" rx=\"\(n(layout.cornerRadius))\" fill=\"#fff\"/></clipPath>",
        "<g clip-path=\"url(#\(id)r)\">",
      ]
      lines += backgrounds
      lines += ["<rect width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" fill=\"url(#\(id)s)\"/>", "</g>"]
    } else {
      lines.append("<g shape-rendering=\"crispEdges\">")
      lines += backgrounds
      lines.append("</g>")
    }
    lines.append("<g transform=\"translate(\(n(layout.ringOrigin.x)) \(n(layout.ringOrigin.y)))\">")
    lines += ring
    lines.append("</g>")
    lines.append(
      "<g text-anchor=\"middle\" font-family=\"\(BadgeLayout.fontFamilies)\" text-rendering=\"geometricPrecision\" font-size=\"\(n(layout.fontSize * 10))\">"
    )
    for (text, bold) in [(layout.label, false), (layout.message, layout.messageFont.hasSuffix(":bold"))] {
      lines += self.text(text, bold: bold, layout: layout)
    }
    lines += ["</g>", "</svg>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A text as shields writes it, at 10× inside `scale(.1)`, with its shadow copy first; but
  /// without `textLength`, which librsvg ignores and Chromium applies (they then disagree by
  /// up to 2 % of a badge's pixels), since the widths were measured in the face both draw.
  /// Spaced text puts each character at its start, as a `<tspan>`: librsvg and Chromium
  /// space `letter-spacing` text differently.
  private static func text(_ text: BadgeLayout.Text, bold: Bool, layout: BadgeLayout) -> [String] {
    let n = SVGWriter.number
    let content: String
    let placement: String
    if text.characterStarts.isEmpty {
      content = SVGWriter.escape(text.string)
      placement = "x=\"\(n(10 * text.centerX))\""
    } else {
      content = zip(text.string, text.characterStarts).map { character, start in
        "<tspan x=\"\(n(10 * start))\">\(SVGWriter.escape(String(character)))</tspan>"
      }.joined()
      placement = "x=\"\(n(10 * (text.characterStarts.first ?? text.centerX)))\" text-anchor=\"start\""
    }
    let weight = bold ? " font-weight=\"bold\"" : ""
    var elements: [String] = []
    if let shadow = text.shadow {
      elements.append(
        "<text aria-hidden=\"true\" \(placement) y=\"\(n(10 * (layout.baseline + 1)))\"\(SVGWriter.paint("fill", shadow)) fill-opacity=\".3\" transform=\"scale(.1)\"\(weight)>\(content)</text>"
      )
    }
    elements.append(
      "<text \(placement) y=\"\(n(10 * layout.baseline))\"\(SVGWriter.paint("fill", text.color)) transform=\"scale(.1)\"\(weight)>\(content)</text>"
    )
    return elements
  }

  /// FNV-1a of the UTF-8 bytes, 8 hex digits: stable across runs, unlike `Hasher`.
  private static func digest(_ text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
