#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Hashable {
  /// The number of columns, at least 1.
  public var columns: Int
  /// The number of rows, or nil when it is not known (only `COLUMNS` was set).
  public var rows: Int?

  /// A cell's width and height in pixels, when the terminal reports its size in pixels
  /// (`ws_xpixel` and `ws_ypixel`) and they are plausible: at least 2 × 4 pixels a cell.
  public var cellPixels: (width: Int, height: Int)? {
    get { cellWidth.flatMap { width in cellHeight.map { (width, $0) } } }
    set {
      cellWidth = newValue?.width
      cellHeight = newValue?.height
    }
  }
  private var cellWidth: Int?
  private var cellHeight: Int?

  /// Creates a size.
  public init(columns: Int, rows: Int?, cellPixels: (width: Int, height: Int)? = nil) {
    self.columns = columns
    self.rows = rows
    self.cellPixels = cellPixels
  }

  /// The cell size assumed when the terminal does not report one: 10 × 20 pixels, chafa's.
  public static let fallbackCellPixels = (width: 10, height: 20)

  /// The width assumed when nothing says otherwise.
  public static let fallback = TerminalSize(columns: 80, rows: nil)

  /// The size of the terminal behind `descriptor` (`TIOCGWINSZ`), or nil when it is not a
  /// terminal or reports no size (a pseudo-terminal nobody sized reports 0 × 0).
  public static func window(of descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    var result = TerminalSize(columns: Int(size.ws_col), rows: size.ws_row > 0 ? Int(size.ws_row) : nil)
    result.cellPixels = cellPixels(
      xPixels: Int(size.ws_xpixel), yPixels: Int(size.ws_ypixel), columns: Int(size.ws_col), rows: Int(size.ws_row))
    return result
  }

  /// A cell's size from a window's size in pixels and in cells, rounded down (xterm counts a
  /// border in the pixels); nil unless a cell would be at least 2 × 4 pixels (timg's check: a
  /// terminal that does not know its pixels reports 0 or its cell counts).
  public static func cellPixels(xPixels: Int, yPixels: Int, columns: Int, rows: Int) -> (width: Int, height: Int)? {
    guard columns > 0, rows > 0, xPixels >= 2 * columns, yPixels >= 4 * rows else { return nil }
    return (xPixels / columns, yPixels / rows)
  }

  /// The size to lay a ring out for: the first window size given, else `COLUMNS` (and
  /// `LINES`) from the environment, else 80 columns of unknown height.
  ///
  /// This is a pure function so the order can be tested; ``current(environment:)`` feeds it
  /// the process's descriptors.
  public static func resolve(window: TerminalSize?, environment: [String: String]) -> TerminalSize {
    if let window { return window }
    func positive(_ name: String) -> Int? {
      guard let text = environment[name], let number = Int(text.trimmingCharacters(in: " \t")), number > 0 else {
        return nil
      }
      return number
    }
    guard let columns = positive("COLUMNS") else { return fallback }
    return TerminalSize(columns: columns, rows: positive("LINES"))
  }

  /// The size of the terminal this process writes to: `TIOCGWINSZ` on standard output, then
  /// standard error, then standard input (so `ringgen … > ring.ans` still fits the terminal it
  /// was typed in), then the environment, then 80 columns.
  public static func current(environment: [String: String]) -> TerminalSize {
    let window = [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO].lazy.compactMap(Self.window(of:)).first
    return resolve(window: window, environment: environment)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> Substring {
    let characters = Set(set)
    let start = firstIndex { !characters.contains($0) } ?? endIndex
    let end = lastIndex { !characters.contains($0) }.map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }
}
