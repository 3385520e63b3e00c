/// One character cell of a terminal ring: a glyph with its colours.
public struct Cell: Sendable, Hashable {
  /// The character shown, or nil for the right half of a double-width character in the cell
  /// to the left (nothing is written for it).
  public var character: Character?
  /// The colour of the glyph's ink.
  public var foreground: Pen
  /// The colour of the rest of the cell.
  public var background: Pen
  /// Whether the glyph is bold (the label, in colour modes).
  public var isBold: Bool

  /// Creates a cell.
  public init(
    _ character: Character?, foreground: Pen = .terminalDefault, background: Pen = .terminalDefault,
    isBold: Bool = false
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
  }

  /// A space in the terminal's default colours.
  public static let blank = Cell(" ")
}
