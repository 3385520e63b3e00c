/// The characters a ring is drawn with when it is one character wide (`--format glyph`): a
/// status line's or a prompt's progress, from empty to full in the set's steps.
public enum GlyphSet: String, Sendable, Hashable, CaseIterable, Codable {
  /// `○◔◑◕●`: Unicode's geometric shapes, in quarters; one column in every common font.
  case circle
  /// `⠀⠈⠘⠸⢸⣸⣼⣾⣿`: a Braille cell's eight dots, filled clockwise from the top right, in
  /// eighths; one column.
  case braille
  /// Nerd Fonts' Material Design progress circles, in eighths: an outline circle (U+F0130),
  /// then `circle_slice_1` … `circle_slice_8` (U+F0A9E–U+F0AA5). Shows only with a Nerd Font v3.
  case nerd
  /// `🌑🌒🌓🌔🌕`: the moon's phases, in quarters; emoji, two columns wide and in their own
  /// colours, so `--color` has no visible effect.
  case moon

  /// The names, joined with `|` for help and messages.
  public static var nameList: String { allCases.map(\.rawValue).joinedWith("|") }

  /// The glyphs from empty to full, each a single Unicode scalar.
  public var steps: [Unicode.Scalar] {
    switch self {
    case .circle: ["\u{25CB}", "\u{25D4}", "\u{25D1}", "\u{25D5}", "\u{25CF}"]
    case .braille:
      [0x00, 0x08, 0x18, 0x38, 0xB8, 0xF8, 0xFC, 0xFE, 0xFF].map { Unicode.Scalar(0x2800 + $0)! }
    case .nerd: [Unicode.Scalar(0xF0130)!] + (0xF0A9E...0xF0AA5).map { Unicode.Scalar($0)! }
    case .moon: (0x1F311...0x1F315).map { Unicode.Scalar($0)! }
    }
  }

  /// The glyph for `fraction` (0…1) of the track: the empty glyph only at 0, the full one only
  /// at 1 or more, and in between the nearest step, so a started task never shows empty and an
  /// unfinished one never full. NaN counts as 0.
  public func glyph(forFraction fraction: Double) -> Unicode.Scalar {
    let steps = steps
    let last = steps.count - 1
    guard fraction > 0 else { return steps[0] }
    guard fraction < 1 else { return steps[last] }
    let nearest = Int((fraction * Double(last)).rounded())
    return steps[min(max(nearest, 1), last - 1)]
  }
}
