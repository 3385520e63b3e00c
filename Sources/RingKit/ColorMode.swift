/// How many colours a terminal ring may use, and how they are written.
public enum ColorMode: String, CaseIterable, Sendable, Hashable {
  /// 24-bit colour: `ESC[38;2;R;G;Bm`, the ring's colours exactly.
  case truecolor
  /// The 240 fixed colours of the 256-colour palette, indices 16–255 (the 6 × 6 × 6 cube and
  /// the grey ramp), chosen by perceptual distance. Indices 0–15 are left out because every
  /// terminal theme redefines them.
  case ansi256 = "256"
  /// The 16 ANSI colours (SGR 30–37, 90–97), nearest to xterm's default palette.
  case ansi16 = "16"
  /// No colour at all: the output contains no escape sequences, and the progress and the track
  /// are told apart by their glyphs.
  case none

  /// Whether the mode writes colours.
  public var hasColor: Bool { self != .none }

  /// The names, joined with `|` for help and messages.
  public static var nameList: String { allCases.map(\.rawValue).joinedWith("|") }
}
