import RingKit

/// Writes a ring as SVG straight from its geometry: small, stable, accessible, and drawn as the
/// PNG is.
///
/// Bands are paths in the same shape the painter fills (outline plus 1-pt frame, or the
/// outline grown by half a point when the frame has the fill's colour); arcs are split into
/// pieces of at most 120° so no viewer has to guess a direction. The label is real `<text>`,
/// one `<tspan>` per run, centred with `text-anchor` on the baseline Pango measured, with the
/// resolved font first in a `font-family` fallback list that names the faces Pango fell back
/// to, and `direction="rtl"` when the paragraph reads right to left. The root has `role="img"`, an
/// `aria-label` and a `<title>` holding the alt text; there are no ids, so any number of rings
/// can be pasted into one HTML page. Numbers are written with at most three decimals, so the
/// same ring always gives the same bytes.
struct SVGWriter {
  /// The elements of one ring (background, bands, text), without the `<svg>` wrapper.
  ///
  /// Gradients need ids (masks and linear gradients); they are derived from a hash of what
  /// they draw and `idSalt` (a sheet passes each cell's index), so that rings pasted into one
  /// page never share an id unless they draw exactly the same thing.
  static func elements(
    of layout: RingLayout, size: (width: Double, height: Double), background: RingColor?, idSalt: String = ""
  ) throws(RenderError) -> [String] {
    var elements: [String] = []
    if let background {
      elements.append(
        "<rect width=\"\(number(size.width))\" height=\"\(number(size.height))\"\(paint("fill", background))/>")
    }
    for (index, step) in layout.drawing.steps.enumerated() {
      switch step.ink {
      case .band(let band): elements += self.shape(band.shape, idSalt: "\(idSalt)/\(index)")
      case .shape(let shape): elements += self.shape(shape, idSalt: "\(idSalt)/\(index)")
      case .blur(let blur): elements += self.blur(blur, idSalt: "\(idSalt)/\(index)")
      case .text(let text): elements += try self.text(text)
      }
    }
    return elements
  }

  /// A whole document: `<svg>` of `width` × `height` pixels with its title, a comment naming
  /// the software and its version, and the ring.
  ///
  /// `role` is `img` for one ring (its parts are one picture); a sheet uses `group`, so that
  /// each ring inside keeps its own `role="img"` and alt text for screen readers.
  static func document(title: String, width: Double, height: Double, role: String = "img", body: [String]) -> String {
    let escapedTitle = escape(title)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"\(role)\" aria-label=\"\(escapedTitle)\">",
      "<title>\(escapedTitle)</title>",
      "<!-- Software: \(PackageVersion.software) -->",
    ]
    lines += body
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Bands

  /// A shape as one `<path>` when its paints are solid (fill and frame on one element, as
  /// before gradients existed), or as masked groups of gradient pieces (see ``ConicPieces``).
  private static func shape(_ shape: RingShape, idSalt: String) -> [String] {
    let data = pathData(shape.path)
    let frameAttributes = { (frame: RingShape.Frame) in
      " stroke-width=\"\(number(frame.width))\" stroke-miterlimit=\"10\""
    }
    switch (shape.fill, shape.frame) {
    case (.solid(let fill), nil):
      return ["<path d=\"\(data)\"\(paint("fill", fill))/>"]
    case (.solid(let fill), let frame?):
      if case .solid(let stroke) = frame.paint {
        return ["<path d=\"\(data)\"\(paint("fill", fill))\(paint("stroke", stroke))\(frameAttributes(frame))/>"]
      }
    default:
      break
    }
    var elements: [String] = []
    switch shape.fill {
    case .solid(let fill): elements.append("<path d=\"\(data)\"\(paint("fill", fill))/>")
    case .conic(let conic):
      elements += ConicPieces.group(conic, mask: "<path d=\"\(data)\" fill=\"#fff\"/>", idSalt: idSalt + "f")
    }
    if let frame = shape.frame {
      switch frame.paint {
      case .solid(let stroke):
        elements.append("<path d=\"\(data)\" fill=\"none\"\(paint("stroke", stroke))\(frameAttributes(frame))/>")
      case .conic(let conic):
        let mask = "<path d=\"\(data)\" fill=\"none\" stroke=\"#fff\"\(frameAttributes(frame))/>"
        elements += ConicPieces.group(conic, mask: mask, idSalt: idSalt + "s")
      }
    }
    return elements
  }

  /// A shadow or glow: the silhouette in its colour, moved, through an `feGaussianBlur` whose
  /// region is the step's area (so no viewer clips the blur at its default 10 % margin).
  private static func blur(_ blur: RingBlur, idSalt: String) -> [String] {
    let paths = blur.paths.map { "<path d=\"\(pathData($0))\"/>" }.joined()
    // The silhouette is the paths' union, so they are filled opaque and the group, not each
    // path, takes the colour's opacity (overlapping bands would otherwise add up).
    let solid = RingColor(red: blur.color.red, green: blur.color.green, blue: blur.color.blue)
    let opacity = blur.color.alpha < 1 ? " opacity=\"\(number(blur.color.alpha))\"" : ""
    let moved =
      "<g transform=\"translate(\(number(blur.offset.x)) \(number(blur.offset.y)))\"\(paint("fill", solid))>\(paths)</g>"
    // No blur is a hard shadow, as the PNG draws it; a zero deviation means nothing in SVG 1.1.
    guard blur.standardDeviation > 0 else { return ["<g\(opacity)>\(moved)</g>"] }
    let id = "ring-" + ConicPieces.hash(idSalt + paths + "\(blur.radius)")
    let area = blur.area
    return [
      "<defs><filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(number(area.x))\" y=\"\(number(area.y))\" width=\"\(number(area.width))\" height=\"\(number(area.height))\"><feGaussianBlur stdDeviation=\"\(number(blur.standardDeviation))\"/></filter></defs>",
      "<g filter=\"url(#\(id))\"\(opacity)>\(moved)</g>",
    ]
  }

  /// SVG path data for a ``RingPath``.
  static func pathData(_ path: RingPath) -> String {
    var commands: [String] = []
    var current: Point?
    func point(_ p: Point) -> String { "\(number(p.x)) \(number(p.y))" }
    for element in path.elements {
      switch element {
      case .move(let to):
        commands.append("M\(point(to))")
        current = to
      case .line(let to):
        commands.append("L\(point(to))")
        current = to
      case .arc(let center, let radius, let from, let to, let clockwise):
        // Cairo draws an arc of no radius as a line to its centre; so does the SVG.
        guard radius > 0 else {
          commands.append(current == nil ? "M\(point(center))" : "L\(point(center))")
          current = center
          continue
        }
        let start = from.point(radius: radius, around: center)
        if current.map({ abs($0.x - start.x) > 1e-6 || abs($0.y - start.y) > 1e-6 }) ?? true {
          commands.append(current == nil ? "M\(point(start))" : "L\(point(start))")
        }
        let total = to.radians - from.radians
        guard radius > 0, total != 0 else { break }
        let pieces = Int((abs(total) / (2 * .pi / 3)).rounded(.up))
        for piece in 1...pieces {
          let end = Angle(radians: from.radians + total * Double(piece) / Double(pieces))
          commands.append(
            "A\(number(radius)) \(number(radius)) 0 0 \(clockwise ? 1 : 0) \(point(end.point(radius: radius, around: center)))"
          )
        }
        current = to.point(radius: radius, around: center)
      case .close:
        commands.append("Z")
      }
    }
    return commands.joined()
  }

  // MARK: - Text

  /// `<text>` elements for `text` (the label, then the caption if any), laid out as the
  /// painter lays it out, fit included.
  static func text(_ text: RingText) throws(RenderError) -> [String] {
    let layout = try TextLayout(measuring: text)
    var elements = [self.text(layout.label, x: text.center.x, color: text.color)]
    if let caption = layout.caption, let color = text.caption?.color {
      elements.append(self.text(caption, x: text.center.x, color: color))
    }
    return elements
  }

  /// One `<text>` element for a line, a `<tspan>` per run.
  private static func text(_ line: TextLine, x: Double, color: RingColor) -> String {
    let spans = line.runs.map { placed in
      let fontFamily = fontFamily(of: placed)
      var attributes = " font-family=\"\(escape(fontFamily))\" font-size=\"\(number(placed.run.fontSize))\""
      if placed.face.cssWeight != 400 { attributes += " font-weight=\"\(placed.face.cssWeight)\"" }
      if placed.face.isItalic { attributes += " font-style=\"italic\"" }
      return "<tspan\(attributes)>\(escape(placed.run.text))</tspan>"
    }
    // The line box is centred on text.center, so text-anchor="middle" there places it; a
    // paragraph Pango set right to left says so, so that viewers order its runs alike.
    let direction = line.isRightToLeft ? " direction=\"rtl\"" : ""
    return
      "<text x=\"\(number(x))\" y=\"\(number(line.baseline))\" text-anchor=\"middle\"\(direction) xml:space=\"preserve\"\(paint("fill", color))>\(spans.joined())</text>"
  }

  /// The `font-family` list of a run: the face the PNG uses first, then the family the ring
  /// asked for, then the families Pango took the run's missing characters from, then any sans.
  /// When the face is a look-alike of the family asked for (Inter for Helvetica Neue), the real
  /// one goes first, for viewers that have it.
  static func fontFamily(of placed: TextLine.PlacedRun) -> String {
    let requested = FontLibrary.parsePostScriptStyle(placed.run.fontName).family
    let isLookalike = FontLibrary.lookalikes[requested]?.contains(placed.face.family) ?? false
    var families: [String] = []
    for family in (isLookalike ? [requested, placed.face.family] : [placed.face.family, requested])
      + placed.fallbackFamilies
    where !family.isEmpty && !family.contains(":") && !families.contains(family) {
      families.append(family)
    }
    return fontFamilyList(families)
  }

  // MARK: - Formatting

  /// ` fill="#RRGGBB"`, with `fill-opacity` when the colour is translucent.
  static func paint(_ property: String, _ color: RingColor) -> String {
    let hex = RingColor(red: color.red, green: color.green, blue: color.blue).hexString
    return color.alpha < 1
      ? " \(property)=\"\(hex)\" \(property)-opacity=\"\(number(color.alpha))\"" : " \(property)=\"\(hex)\""
  }

  /// A number with at most three decimals and no trailing zeros: "127.5", "0.333", "-4".
  static func number(_ value: Double) -> String {
    let text = FixedPoint.format((value * 1000).rounded() / 1000, places: 3)
    var trimmed = Substring(text)
    while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
    if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
    return trimmed == "-0" ? "0" : String(trimmed)
  }

  /// Text for element content or a double-quoted attribute, with `&`, `<`, `>` and `"`
  /// escaped and the characters XML 1.0 forbids (controls other than tab and line breaks,
  /// U+FFFE, U+FFFF) left out.
  static func escape(_ text: String) -> String { MarkupEscaping.svg.escape(text) }

  /// A CSS `font-family` list: each family quoted (with `\` and `'` escaped), then `sans-serif`.
  static func fontFamilyList(_ families: [String]) -> String {
    let quoted = families.map { family in
      "'" + family.replacingCharacters(["\\": "\\\\", "'": "\\'"]) + "'"
    }
    return (quoted + ["sans-serif"]).joined(separator: ", ")
  }
}

extension String {
  /// The string with each character found in `replacements` replaced by its value.
  fileprivate func replacingCharacters(_ replacements: [Character: String]) -> String {
    reduce(into: "") { result, character in
      if let replacement = replacements[character] { result += replacement } else { result.append(character) }
    }
  }
}
