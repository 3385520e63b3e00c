import FoundationEssentials

/// The bytes that redraw a ring shown with kitty's graphics inside tmux over and over in the
/// same place, for `ringgen watch`: each frame's PNG goes through tmux's passthrough as a new
/// image, then the placeholders are redrawn in place in that image's colour, then the image of
/// the frame before is deleted.
///
/// Two image ids take turns, so the placeholders on screen always name an image the terminal
/// already holds whole (the next one arrives under the other id before they change to it): no
/// frame shows a half-sent or missing image, and at most two images are stored for a moment,
/// one between frames. The placeholders are redrawn as a ``LiveRing`` redraws text, in
/// synchronized-output brackets with the cursor hidden; the last frame's image stays on
/// screen after ``end()``, as a still ring's does.
///
/// ```swift
/// var live = LiveTmuxImage(imageIDs: (7, 8))
/// write(live.frame(png: png, columns: 40, rows: 21))   // again for every change
/// write(live.end())
/// ```
public struct LiveTmuxImage: Sendable {
  /// The two image ids that take turns, each 1…255 (an 8-bit colour, which tmux passes on).
  public let imageIDs: (first: UInt8, second: UInt8)
  /// The id the placeholders on screen name, or nil when none are on screen.
  public private(set) var shownID: UInt8?
  private var live = LiveRing(encoder: ANSIEncoder(colorMode: .ansi256))
  /// The placeholders of each id at the last size, written once: frames alternate between two.
  private var placeholders: [UInt8: (columns: Int, rows: Int, bytes: [UInt8])] = [:]

  /// How many rows the last frame drew; 0 before the first and after ``clear()``.
  public var rowsOnScreen: Int { live.rowsOnScreen }

  /// A live image that has drawn nothing yet.
  ///
  /// - Precondition: the ids differ and are in 1…255.
  public init(imageIDs: (first: UInt8, second: UInt8)) {
    precondition(imageIDs.first != imageIDs.second && imageIDs.first > 0 && imageIDs.second > 0)
    self.imageIDs = imageIDs
  }

  /// The bytes that show `png` over `columns` × `rows` cells in place of the previous frame
  /// (or, the first time, from the cursor down, hiding the cursor).
  ///
  /// - Precondition: `columns` and `rows` are in 1…``KittyPlaceholder/maximumCells``.
  public mutating func frame(png: Data, columns: Int, rows: Int) -> [UInt8] {
    let id = shownID == imageIDs.first ? imageIDs.second : imageIDs.first
    var bytes = TerminalGraphics.kittyTransmissionThroughTmux(png: png, columns: columns, rows: rows, imageID: id)
    if let cached = placeholders[id], cached.columns == columns, cached.rows == rows {
      bytes += live.frame(encoded: cached.bytes, rows: rows)
    } else {
      let encoded = live.encoder.encode(KittyPlaceholder.grid(imageID: id, columns: columns, rows: rows))
      placeholders[id] = (columns, rows, encoded)
      bytes += live.frame(encoded: encoded, rows: rows)
    }
    if let old = shownID { bytes += TerminalGraphics.kittyDeletionThroughTmux(imageID: old) }
    shownID = id
    return bytes
  }

  /// The bytes that erase the placeholders on screen (as ``LiveRing/clear()`` does) and delete
  /// their image; the next ``frame(png:columns:rows:)`` draws as the first did. Nothing when
  /// no frame is on screen.
  public mutating func clear() -> [UInt8] {
    guard let old = shownID else { return live.clear() }
    shownID = nil
    return live.clear() + TerminalGraphics.kittyDeletionThroughTmux(imageID: old)
  }

  /// The bytes that end the live image: the cursor shown again and a new line after it; the
  /// image stays.
  public func end() -> [UInt8] { live.end() }
}
