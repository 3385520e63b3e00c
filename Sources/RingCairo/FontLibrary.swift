import CRingCairo
import RingKit
import Synchronization

/// Resolves font names through fontconfig into Cairo font faces, once per name per process.
///
/// A name may be:
/// - a fontconfig pattern, recognised by a colon: `"DejaVu Sans:weight=200"`;
/// - a PostScript or full name of an installed font: `"DejaVuSans-Bold"`, `"DejaVu Sans Bold"`;
/// - a family, optionally PostScript-style with a style suffix: `"DejaVu Sans"`,
///   `"HelveticaNeue-Thin"` (family "Helvetica Neue" or "HelveticaNeue", weight thin).
///
/// A family with a free look-alike (``lookalikes``: Helvetica Neue → Inter) asks for it
/// next. Whatever is not installed falls back to fontconfig's sans-serif face, keeping the weight
/// and slant the name asked for — never an error, unlike MB, which crashes on an unknown name.
/// Hinting is turned off so that text lays out the same at every scale.
final class FontLibrary: Sendable {
  static let shared = FontLibrary()

  private let faces = Mutex<[String: FontFace]>([:])

  /// The families that characters missing from a label's own face come from, in this order,
  /// after the face itself: DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew, symbols),
  /// WenQuanYi Micro Hei (Han, kana, Hangul), Lohit Devanagari, and Symbola (emoji, in outline).
  /// Naming them pins the choice, so that installing other fonts (Noto) changes no picture;
  /// whatever none of them has goes on to fontconfig's own fallback.
  static let fallbackFamilies = ["DejaVu Sans", "WenQuanYi Micro Hei", "Lohit Devanagari", "Symbola"]

  /// The face for `name`, resolved on first use.
  func face(named name: String) throws(RenderError) -> FontFace {
    let result: Result<FontFace, RenderError> = faces.withLock { faces in
      if let face = faces[name] { return .success(face) }
      do throws(RenderError) {
        let face = try Self.resolve(name)
        faces[name] = face
        return .success(face)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  // MARK: - Resolution

  private static func resolve(_ name: String) throws(RenderError) -> FontFace {
    guard let pattern = makePattern(for: name) else {
      throw .invalid(
        RingValidationError(
          property: "font", keys: [],
          reason: "'\(name)' is not a fontconfig pattern; write it like 'DejaVu Sans:weight=bold'"))
    }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(nil, pattern, &result) else {
      throw .cairo(
        operation: "find a font for '\(name)'", message: "no fonts are installed (install fonts-dejavu-core)")
    }
    defer { FcPatternDestroy(match) }
    disableHinting(match)
    guard let raw = cairo_ft_font_face_create_for_pattern(match) else {
      throw .cairo(operation: "load font '\(name)'", message: "out of memory")
    }
    var weight = FC_WEIGHT_REGULAR
    var slant = FC_SLANT_ROMAN
    var width = FC_WIDTH_NORMAL
    _ = FcPatternGetInteger(match, FC_WEIGHT, 0, &weight)
    _ = FcPatternGetInteger(match, FC_SLANT, 0, &slant)
    _ = FcPatternGetInteger(match, FC_WIDTH, 0, &width)
    let face = FontFace(
      raw: raw, family: string(match, FC_FAMILY) ?? "", style: string(match, FC_STYLE) ?? "", weight: weight,
      slant: slant, width: width)
    try check(cairo_font_face_status(raw), "load font '\(name)'")
    return face
  }

  /// The pattern to match for `name`, or nil when `name` is a malformed fontconfig pattern.
  private static func makePattern(for name: String) -> OpaquePointer? {
    if name.contains(":") {
      return withFcString(name) { FcNameParse($0) }
    }
    guard let pattern = FcPatternCreate() else { return nil }
    if let (family, style) = installedFace(named: name) {
      add(family, FC_FAMILY, to: pattern)
      add(style, FC_STYLE, to: pattern)
      return pattern
    }
    let (family, weight, slant) = parsePostScriptStyle(name)
    add(name, FC_FAMILY, to: pattern)
    if family != name { add(family, FC_FAMILY, to: pattern) }
    for lookalike in lookalikes[family] ?? [] { add(lookalike, FC_FAMILY, to: pattern) }
    if let weight { FcPatternAddInteger(pattern, FC_WEIGHT, weight) }
    if let slant { FcPatternAddInteger(pattern, FC_SLANT, slant) }
    return pattern
  }

  /// Free faces that look like a proprietary family, asked for after it and before fontconfig's
  /// default: Inter (fonts-inter) is a neo-grotesque drawn after Helvetica's model, with a Thin
  /// weight as light as Helvetica Neue Thin, the face MB's labels use on iOS.
  static let lookalikes: [String: [String]] = ["Helvetica Neue": ["Inter"]]

  /// Family and style of an installed font whose PostScript name or full name is `name`.
  private static func installedFace(named name: String) -> (family: String, style: String)? {
    for property in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
      guard let query = FcPatternCreate() else { return nil }
      defer { FcPatternDestroy(query) }
      add(name, property, to: query)
      guard let objects = FcObjectSetCreate() else { return nil }
      defer { FcObjectSetDestroy(objects) }
      FcObjectSetAdd(objects, FC_FAMILY)
      FcObjectSetAdd(objects, FC_STYLE)
      guard let fonts = FcFontList(nil, query, objects) else { continue }
      defer { FcFontSetDestroy(fonts) }
      if fonts.pointee.nfont > 0, let font = fonts.pointee.fonts[0],
        let family = string(font, FC_FAMILY), let style = string(font, FC_STYLE)
      {
        return (family, style)
      }
    }
    return nil
  }

  /// Splits `"HelveticaNeue-ThinItalic"` into the family "Helvetica Neue" and fontconfig's
  /// weight and slant for "ThinItalic"; a name without a known style suffix is all family.
  static func parsePostScriptStyle(_ name: String) -> (family: String, weight: Int32?, slant: Int32?) {
    guard let dash = name.lastIndex(of: "-") else { return (name, nil, nil) }
    var style = name[name.index(after: dash)...].lowercased()
    var slant: Int32?
    for (suffix, value) in [("italic", FC_SLANT_ITALIC), ("oblique", FC_SLANT_OBLIQUE)]
    where style.hasSuffix(suffix) {
      slant = value
      style.removeLast(suffix.count)
    }
    let weights: [String: Int32] = [
      "thin": FC_WEIGHT_THIN, "hairline": FC_WEIGHT_THIN, "ultralight": FC_WEIGHT_EXTRALIGHT,
      "extralight": FC_WEIGHT_EXTRALIGHT, "light": FC_WEIGHT_LIGHT, "book": FC_WEIGHT_BOOK,
      "regular": FC_WEIGHT_REGULAR, "roman": FC_WEIGHT_REGULAR, "normal": FC_WEIGHT_REGULAR,
      "medium": FC_WEIGHT_MEDIUM, "semibold": FC_WEIGHT_SEMIBOLD, "demibold": FC_WEIGHT_SEMIBOLD,
      "demi": FC_WEIGHT_SEMIBOLD, "bold": FC_WEIGHT_BOLD, "extrabold": FC_WEIGHT_EXTRABOLD,
      "ultrabold": FC_WEIGHT_EXTRABOLD, "heavy": FC_WEIGHT_EXTRABOLD, "black": FC_WEIGHT_BLACK,
    ]
    let weight = weights[style]
    guard weight != nil || (slant != nil && style.isEmpty) else { return (name, nil, nil) }
    // "HelveticaNeue" → "Helvetica Neue": a space before each capital that follows a lower-case letter.
    var family = ""
    var previous: Character?
    for character in name[..<dash] {
      if character.isUppercase, previous?.isLowercase == true { family.append(" ") }
      family.append(character)
      previous = character
    }
    return (family, weight, slant)
  }

  /// Asks for unhinted, greyscale-antialiased outlines, whatever the system configuration says,
  /// so that glyph advances scale exactly and pictures do not depend on local font settings.
  private static func disableHinting(_ pattern: OpaquePointer) {
    for (property, value) in [
      (FC_HINTING, FcBool(FcFalse)), (FC_AUTOHINT, FcBool(FcFalse)),
      (FC_ANTIALIAS, FcBool(FcTrue)), (FC_EMBEDDED_BITMAP, FcBool(FcFalse)),
    ] {
      FcPatternDel(pattern, property)
      FcPatternAddBool(pattern, property, value)
    }
    for (property, value) in [(FC_HINT_STYLE, Int32(FC_HINT_NONE)), (FC_RGBA, Int32(FC_RGBA_NONE))] {
      FcPatternDel(pattern, property)
      FcPatternAddInteger(pattern, property, value)
    }
  }

  // MARK: - fontconfig strings

  private static func add(_ value: String, _ property: String, to pattern: OpaquePointer) {
    withFcString(value) { _ = FcPatternAddString(pattern, property, $0) }
  }

  private static func string(_ pattern: OpaquePointer, _ property: String) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, property, 0, &value) == FcResultMatch, let value else { return nil }
    return String(cString: value)
  }

  static func withFcString<T>(_ text: String, _ body: (UnsafePointer<FcChar8>) -> T) -> T {
    text.withCString { pointer in
      pointer.withMemoryRebound(to: FcChar8.self, capacity: text.utf8.count + 1, body)
    }
  }
}
