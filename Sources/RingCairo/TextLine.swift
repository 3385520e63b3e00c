import CRingCairo
import CRingPango
import RingKit

/// One line of text set by Pango: a paragraph of runs on one baseline, its line box centred on
/// a point.
final class TextLine {
  /// A run, the face it asked for, and the other families Pango took some of its characters from.
  struct PlacedRun {
    let run: TextRun
    let face: FontFace
    /// Families used for characters `face` lacks, in the order they first appear.
    let fallbackFamilies: [String]
  }

  /// The runs, in logical (reading) order, with the text they show: an ellipsized line's runs
  /// end where it was cut, the last with the ellipsis (runs cut away entirely are left out).
  let runs: [PlacedRun]
  /// The baseline's y, in points.
  let baseline: Double
  /// The width of the line box, in points.
  let width: Double
  /// The height of the line box (largest ascent plus largest descent), in points.
  let height: Double
  /// The top left of the line box, in points: where Pango draws the layout from.
  let origin: Point
  /// The box around the ink, in points.
  let inkBox: Rect
  /// Whether the paragraph reads right to left (its first strong character is Arabic, Hebrew…).
  let isRightToLeft: Bool
  /// Characters that no installed face has, drawn as hex boxes, in order, without repeats.
  let uncoveredCharacters: [Unicode.Scalar]

  /// The `PangoLayout`, owned.
  private let layout: OpaquePointer

  /// Lays `runs` out with their line box centred on `center`, for drawing into `cr`; with a
  /// `maximumWidth` (points), Pango ellipsizes the end of a line wider than that.
  init(runs textRuns: [TextRun], center: Point, maximumWidth: Double? = nil, cr: OpaquePointer) throws(RenderError) {
    // The first text of a process waits for two slow starts: loading Pango and its twenty
    // libraries, and fontconfig reading its configuration for the first face lookup. They take
    // about as long each and do not depend on each other, so Pango loads on a thread of its own
    // while this one finds the faces.
    ring_pango_load_in_background()
    var faces: [FontFace] = []
    for run in textRuns { faces.append(try FontLibrary.shared.face(named: run.fontName)) }
    if let problem = ring_pango_load() {
      throw .cairo(operation: "lay out text", message: String(cString: problem))
    }
    guard let context = ring_pango_cairo_create_context(cr) else {
      throw .cairo(operation: "lay out text", message: "Pango could not make a context")
    }
    defer { ring_g_object_unref(UnsafeMutableRawPointer(context)) }
    Self.configure(context)
    guard let layout = ring_pango_layout_new(context) else {
      throw .cairo(operation: "lay out text", message: "Pango could not make a layout")
    }
    self.layout = layout
    let string = textRuns.map(\.text).joined()
    ring_pango_layout_set_text(layout, string, Int32(string.utf8.count))
    guard let attributes = ring_pango_attr_list_new() else {
      throw .cairo(operation: "lay out text", message: "Pango could not make an attribute list")
    }
    defer { ring_pango_attr_list_unref(attributes) }
    var start = 0
    for (run, face) in zip(textRuns, faces) {
      let end = start + run.text.utf8.count
      if let attribute = Self.fontAttribute(face: face, size: run.fontSize) {
        ring_pango_attribute_set_range(attribute, UInt32(start), UInt32(end))
        ring_pango_attr_list_insert(attributes, attribute)
      }
      start = end
    }
    ring_pango_layout_set_attributes(layout, attributes)
    if let maximumWidth {
      ring_pango_layout_set_width(layout, Int32(max(maximumWidth, 0) * Double(RING_PANGO_SCALE)))
      ring_pango_layout_set_ellipsize(layout, RING_PANGO_ELLIPSIZE_END)
    }

    var ink = RingPangoRectangle()
    var logical = RingPangoRectangle()
    ring_pango_layout_get_extents(layout, &ink, &logical)
    let scale = Double(RING_PANGO_SCALE)
    let logicalWidth = Double(logical.width) / scale
    let logicalHeight = Double(logical.height) / scale
    let left = center.x - logicalWidth / 2 - Double(logical.x) / scale
    let top = center.y - logicalHeight / 2 - Double(logical.y) / scale
    origin = Point(x: left, y: top)
    width = logicalWidth
    height = logicalHeight
    baseline = top + Double(ring_pango_layout_get_baseline(layout)) / scale
    inkBox = Rect(
      x: left + Double(ink.x) / scale, y: top + Double(ink.y) / scale, width: Double(ink.width) / scale,
      height: Double(ink.height) / scale)
    isRightToLeft =
      ring_pango_layout_get_line_readonly(layout, 0).map {
        ring_pango_layout_line_get_resolved_direction($0) == RING_PANGO_DIRECTION_RTL
      } ?? false

    var fallbacks = Array(repeating: [String](), count: textRuns.count)
    var uncovered: [Unicode.Scalar] = []
    let runStarts = textRuns.reduce(into: [0]) { $0.append($0.last! + $1.text.utf8.count) }
    let glyphRuns = Self.glyphRuns(of: layout)
    let cut = glyphRuns.first(where: \.isEllipsis).map { $0.byteOffset..<($0.byteOffset + $0.byteLength) }
    for glyphRun in glyphRuns {
      for scalar in glyphRun.unknown where !uncovered.contains(scalar) { uncovered.append(scalar) }
      guard let family = glyphRun.family,
        let index = runStarts.lastIndex(where: { $0 <= glyphRun.byteOffset }), index < faces.count,
        family != faces[index].family, !fallbacks[index].contains(family)
      else { continue }
      fallbacks[index].append(family)
    }
    uncoveredCharacters = uncovered
    runs = zip(textRuns, faces).enumerated().compactMap { index, pair in
      var run = pair.0
      if let cut {
        run.text = Self.shown(run.text, startingAt: runStarts[index], cut: cut)
        guard !run.text.isEmpty else { return nil }
      }
      return PlacedRun(run: run, face: pair.1, fallbackFamilies: fallbacks[index])
    }
  }

  /// What of `text`, which starts at byte `start` of the line, shows when the bytes in `cut`
  /// are replaced by an ellipsis.
  private static func shown(_ text: String, startingAt start: Int, cut: Range<Int>) -> String {
    let bytes = Array(text.utf8)
    let before = min(max(cut.lowerBound - start, 0), bytes.count)
    let after = min(max(cut.upperBound - start, 0), bytes.count)
    let ellipsis = (start..<(start + bytes.count)).contains(cut.lowerBound) ? Array("…".utf8) : []
    return String(decoding: bytes[..<before] + ellipsis + bytes[after...], as: UTF8.self)
  }

  deinit { ring_g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// Draws the line into `cr` in its current source.
  func draw(into cr: OpaquePointer) {
    cairo_move_to(cr, origin.x, origin.y)
    ring_pango_cairo_show_layout(cr, layout)
  }

  // MARK: - Pango set-up

  /// 72 dpi (a size is points, as Cairo's user space is), unhinted metrics and outlines,
  /// greyscale antialiasing and unrounded glyph positions, whatever the system says.
  private static func configure(_ context: OpaquePointer) {
    ring_pango_cairo_context_set_resolution(context, 72)
    ring_pango_context_set_round_glyph_positions(context, 0)
    guard let options = cairo_font_options_create() else { return }
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    ring_pango_cairo_context_set_font_options(context, options)
  }

  /// A font attribute for `face` at `size` points, with the fallback families after it.
  private static func fontAttribute(face: FontFace, size: Double) -> OpaquePointer? {
    guard let description = ring_pango_font_description_new() else { return nil }
    defer { ring_pango_font_description_free(description) }
    var families = [face.family].filter { !$0.isEmpty }
    families += FontLibrary.fallbackFamilies.filter { !families.contains($0) }
    ring_pango_font_description_set_family(description, families.joined(separator: ","))
    ring_pango_font_description_set_weight(description, UInt32(FcWeightToOpenType(face.weight)))
    let style =
      switch face.slant {
      case FC_SLANT_ITALIC: RING_PANGO_STYLE_ITALIC
      case FC_SLANT_OBLIQUE: RING_PANGO_STYLE_OBLIQUE
      default: RING_PANGO_STYLE_NORMAL
      }
    ring_pango_font_description_set_style(description, style)
    ring_pango_font_description_set_stretch(description, stretch(face.width))
    ring_pango_font_description_set_absolute_size(description, size * Double(RING_PANGO_SCALE))
    return ring_pango_attr_font_desc_new(description)
  }

  /// Pango's stretch for fontconfig's width, as Pango's own fontconfig back end maps it: the
  /// nearest of fontconfig's nine widths, ultra-condensed (PangoStretch 0) to ultra-expanded (8).
  private static func stretch(_ width: Int32) -> UInt32 {
    let widths: [Int32] = [50, 63, 75, 87, 100, 113, 125, 150, 200]
    let nearest = widths.indices.min { abs(widths[$0] - width) < abs(widths[$1] - width) }
    return nearest.map { RING_PANGO_STRETCH_ULTRA_CONDENSED + UInt32($0) } ?? RING_PANGO_STRETCH_NORMAL
  }

  // MARK: - What Pango chose

  /// One shaped run: where it starts in the text, the family of the font Pango gave it, and
  /// the characters it drew as unknown-glyph boxes.
  private struct GlyphRun {
    let byteOffset: Int
    /// The bytes of text the run stands for.
    let byteLength: Int
    /// Whether the run is the ellipsis standing for the bytes it covers.
    let isEllipsis: Bool
    let family: String?
    let unknown: [Unicode.Scalar]
  }

  /// Pango marks a glyph it has no font for with this flag over the character's code point.
  private static let unknownGlyphFlag: UInt32 = 0x1000_0000

  private static func glyphRuns(of layout: OpaquePointer) -> [GlyphRun] {
    guard let iterator = ring_pango_layout_get_iter(layout) else { return [] }
    defer { ring_pango_layout_iter_free(iterator) }
    var result: [GlyphRun] = []
    repeat {
      guard let run = ring_pango_layout_iter_get_run_readonly(iterator) else { continue }
      var family: String?
      if let font = ring_pango_run_font(run), let description = ring_pango_font_describe(font) {
        family = ring_pango_font_description_get_family(description).map { String(cString: $0) }
        ring_pango_font_description_free(description)
      }
      var unknown: [Unicode.Scalar] = []
      for index in 0..<ring_pango_run_glyph_count(run) {
        let glyph = ring_pango_run_glyph(run, index)
        if glyph & unknownGlyphFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownGlyphFlag) {
          unknown.append(scalar)
        }
      }
      result.append(
        GlyphRun(
          byteOffset: Int(ring_pango_run_offset(run)), byteLength: Int(ring_pango_run_length(run)),
          isEllipsis: ring_pango_run_is_ellipsis(run) != 0, family: family, unknown: unknown))
    } while ring_pango_layout_iter_next_run(iterator) != 0
    return result
  }
}
