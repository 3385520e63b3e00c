import RingKit
import RingRenderer

/// `GET /` on `ringgen serve`: the ring designer, one HTML page with its style and script,
/// generated once from the key table and served from memory. It asks nothing of any other
/// origin: the preview is the service's own `/ring.png`.
///
/// Every key of a ring (its group in ``RenderSpec/Key/Group``) has a control, with the canvas's
/// size, background and scale and the preset, in help's sections and order, labelled with the
/// key's JSON name and described by its summary and default: numbers as a slider and a field
/// with the key's range, colours as a colour picker and an opacity slider, choices as a
/// select, switches as a checkbox, gradient stops, thresholds and concentric rings as a small
/// list of entries (each a colour and a number or two) that writes the key's text field, and
/// the other forms (templates, `X,Y`, …) as a text field in the form help shows. A control says nothing until it is
/// changed (or given by the page's own query, a shared link), so the URL holds only what was
/// chosen.
enum DesignerPage {
  /// The page as UTF-8.
  static let bytes: [UInt8] = Array(html.utf8)

  /// The keys the page has a control for, in help's order: the ring's, the canvas's and the
  /// dark look's.
  static var keys: [KeyDescriptor] {
    RenderSpec.Key.allCases.filter { key in
      (key.group == .ring || [.size, .scale, .background, .dark, .theme, .appearance].contains(key))
        && RingService.takesQueryKey(key)
    }.map(\.descriptor)
  }

  /// What the page shows when it is opened without a query of its own: a ring with some
  /// progress, not the empty one a URL without a value draws.
  static let openingQuery = "value=64"

  /// Looks to start from: a name and the query that gives it.
  static let looks: [(name: String, query: String)] = [
    ("default", "preset=default&value=65"),
    ("mb", "preset=mb&value=65"),
    (
      "activity",
      "rings=Move%3D80%3A%23ef4444%2C%20Exercise%3D45%3A%2322c55e%2C%20Stand%3D92%3A%233b82f6&background=%23111827"
    ),
    ("traffic light", "value=85&progressColor=%2316a34a&thresholds=60%3A%23f59e0b%2C%2080%3A%23dc2626"),
    ("gauge", "value=64&progressAngle=75&ticks=10&progressCapType=butt"),
  ]

  static var html: String {
    // One section a topic, where its first key is: `scale` is OUTPUT's between two of CANVAS.
    var sections: [(KeyDescriptor.Topic, [KeyDescriptor])] = []
    for descriptor in keys {
      if let index = sections.firstIndex(where: { $0.0 == descriptor.topic }) {
        sections[index].1.append(descriptor)
      } else {
        sections.append((descriptor.topic, [descriptor]))
      }
    }
    let controls = sections.map { section, descriptors in
      "<fieldset><legend>\(section.heading.capitalized.htmlEscaped)</legend>\n"
        + descriptors.map(control).joined() + "</fieldset>\n"
    }.joined()
    let gallery = looks.map { look in
      "<button type=\"button\" class=\"look\" data-query=\"\(look.query.htmlEscaped)\"><img src=\"/ring.png?\(look.query.htmlEscaped)&amp;size=56\" alt=\"\" width=\"56\" height=\"56\"><span>\(look.name.htmlEscaped)</span></button>"
    }.joined(separator: "\n")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>ringgen designer</title>
      <link rel="icon" href="data:,">
      <style>\(style)</style>
      </head>
      <body>
      <header><h1>ringgen designer</h1><p>ringgen \(PackageVersion.number.htmlEscaped): every control is a key of <code>ringgen</code>, its URL and its JSON spec.</p></header>
      <main>
      <section id="stage" aria-label="Preview">
      <div id="backdrop" class="light"><img id="preview" src="/ring.png?\(openingQuery.htmlEscaped)" alt="The ring as the controls describe it"></div>
      <fieldset id="backgrounds"><legend>Page background</legend>
      <label><input type="radio" name="backdrop" value="light" checked> light</label>
      <label><input type="radio" name="backdrop" value="dark"> dark</label>
      <label><input type="radio" name="backdrop" value="checker"> checkered</label>
      </fieldset>
      <h2>Start from</h2>
      <div id="gallery">
      \(gallery)
      </div>
      <h2>Copy as</h2>
      \(copies)
      </section>
      <form id="controls" aria-label="Keys">
      \(controls)</form>
      </main>
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  /// What "Copy as" offers: each a labelled read-only text and a button.
  private static let copies = [
    ("url", "URL"), ("img", "<img> tag"), ("command", "ringgen command"), ("json", "JSON spec"), ("swift", "Swift"),
    ("python", "Python"),
  ].map { id, title in
    "<div class=\"copy\"><label for=\"copy-\(id)\">\(title.htmlEscaped)</label><textarea id=\"copy-\(id)\" readonly rows=\"3\"></textarea><button type=\"button\" data-copy=\"copy-\(id)\">Copy</button></div>"
  }.joined(separator: "\n")

  /// One key's control.
  static func control(_ descriptor: KeyDescriptor) -> String {
    let name = descriptor.jsonName
    let id = "k-" + name
    var help = descriptor.summary
    if let shown = descriptor.defaultText, !shown.isEmpty { help += " Default: \(shown)." }
    var attributes = [
      ("data-key", name), ("data-form", formName(descriptor.form)), ("data-flag", descriptor.flag),
    ]
    if let negation = descriptor.negation { attributes.append(("data-negation", negation)) }
    let field: String
    let described = "aria-describedby=\"h-\(name)\""
    switch descriptor.form {
    case .toggle:
      let on = descriptor.defaultJSON == .bool(true)
      field = "<input type=\"checkbox\" id=\"\(id)\" \(described)\(on ? " checked" : "")>"
    case .choice, .numberedChoice:
      let chosen = descriptor.defaultText ?? ""
      field =
        "<select id=\"\(id)\" \(described)>"
        + descriptor.choices.map { "<option\($0 == chosen ? " selected" : "")>\($0.htmlEscaped)</option>" }.joined()
        + "</select>"
    case .color:
      // What is drawn: a frame's fill, the secondary arc's progress colour, nothing (opacity 0).
      let drawn = drawnColor(of: descriptor)
      let opacity = Int(((drawn?.alpha ?? 0) * 100).rounded())
      let hex = opacity > 0 ? drawn?.hexString ?? "#ffffff" : "#ffffff"
      field =
        "<input type=\"color\" id=\"\(id)\" value=\"\((String(hex.prefix(7)).lowercased()).htmlEscaped)\" \(described)>"
        + "<input type=\"range\" id=\"a-\(name)\" min=\"0\" max=\"100\" value=\"\(opacity)\" aria-label=\"\(name) opacity, percent\">"
        + shownDefault(descriptor)
    case .number, .integer, .length, .fontSize:
      let (low, high, slider) = bounds(descriptor.form, default: descriptor.defaultJSON)
      let step = if case .integer = descriptor.form { "1" } else { "any" }
      let sliderStep =
        if case .integer = descriptor.form { "1" } else {
          String(FixedPoint.compact((slider.upperBound - slider.lowerBound) / 200))
        }
      let value: String =
        if case .number(let number)? = descriptor.defaultJSON { FixedPoint.compact(number) } else { "" }
      // An automatic length's slider stands where the default canvas draws it.
      let drawn: String? =
        if case .number(let number)? = drawnJSON(of: descriptor) { FixedPoint.compact(number) } else { nil }
      let placeholder = descriptor.defaultText.map { " placeholder=\"\($0.htmlEscaped)\"" } ?? ""
      field =
        "<input type=\"range\" id=\"s-\(name)\" min=\"\(FixedPoint.compact(slider.lowerBound))\" max=\"\(FixedPoint.compact(slider.upperBound))\" step=\"\(sliderStep)\" value=\"\((value.isEmpty ? drawn ?? FixedPoint.compact(slider.lowerBound) : value).htmlEscaped)\" aria-label=\"\(name) slider\">"
        + "<input type=\"number\" id=\"\(id)\" step=\"\(step)\"\(low.map { " min=\"\(FixedPoint.compact($0))\"" } ?? "")\(high.map { " max=\"\(FixedPoint.compact($0))\"" } ?? "") value=\"\(value.htmlEscaped)\"\(placeholder) \(described)>"
    case .text, .ratio, .gradient, .thresholds, .rings, .darkColors:
      field =
        "<input type=\"text\" id=\"\(id)\" placeholder=\"\((descriptor.placeholder ?? "").htmlEscaped)\" \(described) spellcheck=\"false\">"
    }
    return "<div class=\"key\"" + attributes.map { " \($0)=\"\($1.htmlEscaped)\"" }.joined() + ">"
      + "<label for=\"\(id)\">\(name.htmlEscaped)</label>\(field)<p class=\"help\" id=\"h-\(name)\">\(help.htmlEscaped)</p></div>\n"
  }

  /// The default spec as drawn on its canvas: colours that follow others and automatic
  /// lengths as they come out.
  private static let drawnSpec = {
    var spec = RenderSpec()
    spec.ring = spec.ring.drawnDefaults(canvasSide: min(spec.canvas.width, spec.canvas.height))
    return spec
  }()

  /// The key's value as the default spec draws it, as JSON.
  private static func drawnJSON(of descriptor: KeyDescriptor) -> JSONValue? {
    descriptor.json(in: drawnSpec)
  }

  /// A colour key's default as drawn; nil when nothing is drawn.
  private static func drawnColor(of descriptor: KeyDescriptor) -> RingColor? {
    guard case .string(let text)? = drawnJSON(of: descriptor) else { return nil }
    return RingColor(text)
  }

  /// What an unchanged control stands for when its default is a word (`fill`, `none`,
  /// `transparent`, the secondary colour's), which the script hides once it is changed.
  private static func shownDefault(_ descriptor: KeyDescriptor) -> String {
    guard let text = descriptor.defaultText, !text.hasPrefix("#") else { return "" }
    let words = text == "fill" ? "follows the band's fill" : text
    return "<span class=\"shown\">\(words.htmlEscaped)</span>"
  }

  /// A form's name for the script.
  private static func formName(_ form: KeyDescriptor.Form) -> String {
    switch form {
    case .number, .integer: "number"
    case .length, .fontSize: "auto-number"
    case .color: "colour"
    case .choice, .numberedChoice: "choice"
    case .toggle: "toggle"
    case .text, .ratio, .darkColors: "text"
    // Text fields with a list editor that writes them.
    case .gradient: "stop-list"
    case .thresholds: "threshold-list"
    case .rings: "ring-list"
    }
  }

  /// The field's bounds (nil where the key has none a field can hold) and the slider's range:
  /// the key's range where it is short, else from 0 to 100 or four times the default.
  static func bounds(_ form: KeyDescriptor.Form, default value: JSONValue?) -> (Double?, Double?, ClosedRange<Double>) {
    let range: ClosedRange<Double>? =
      switch form {
      case .number(let range): range
      case .integer(let range): Double(range.lowerBound)...Double(range.upperBound)
      case .length: -ProgressRing.maxLength...ProgressRing.maxLength
      case .fontSize: nil
      default: nil
      }
    let finite = { (number: Double) in number.magnitude < Double.greatestFiniteMagnitude ? number : nil }
    let low = range.flatMap { finite($0.lowerBound) }
    let high = range.flatMap { finite($0.upperBound) }
    let start = low.map { $0 >= -1000 ? $0 : 0 } ?? 0
    let typical: Double = if case .number(let number)? = value { max(100, 4 * number) } else { 100 }
    let end = high.map { $0 - start <= 1000 ? $0 : max(start + 1, typical) } ?? typical
    return (low, high, start...end)
  }

}
