/// One character cell of a terminal ring: a glyph with its colours.
public struct Cell: Sendable, Hashable {
  /// The character shown, or nil for the right half of a double-width character in the cell
  /// to the left (nothing is written for it).
  public var character: Character?
  /// The foreground pen: the colour of the glyph's ink (of the rest of the cell when
  /// ``isReverseVideo`` is set).
  public var foreground: Pen
  /// The background pen: the colour of the rest of the cell (of the glyph's ink when
  /// ``isReverseVideo`` is set).
  public var background: Pen
  /// Whether the glyph is bold (the label, in colour modes).
  public var isBold: Bool {
    get { attributes & Self.bold != 0 }
    set { attributes = newValue ? attributes | Self.bold : attributes & ~Self.bold }
  }
  /// Whether the terminal swaps the two pens (reverse video, SGR 7): the glyph's ink shows
  /// ``background`` and the rest of the cell ``foreground``. The renderer sets it only where a
  /// glyph's ink is the terminal's own background, which no foreground pen can name: an
  /// eighth block exists only anchored at the bottom or the left, so a band's top or right
  /// edge at 3/8 of a cell is ▅ or ▋ in reverse, with the band's colour as ``foreground`` and
  /// ``Pen/terminalDefault`` as ``background``.
  public var isReverseVideo: Bool {
    get { attributes & Self.reverseVideo != 0 }
    set { attributes = newValue ? attributes | Self.reverseVideo : attributes & ~Self.reverseVideo }
  }

  /// The attributes as bits, one byte: a cell with one more stored field is no longer copied
  /// in registers, which costs a frame of 80 columns about 6 % (measured with callgrind).
  private var attributes: UInt8
  private static let bold: UInt8 = 1, reverseVideo: UInt8 = 2

  /// Creates a cell.
  public init(
    _ character: Character?, foreground: Pen = .terminalDefault, background: Pen = .terminalDefault,
    isBold: Bool = false, isReverseVideo: Bool = false
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    attributes = (isBold ? Self.bold : 0) | (isReverseVideo ? Self.reverseVideo : 0)
  }

  /// A space in the terminal's default colours.
  public static let blank = Cell(" ")
}
