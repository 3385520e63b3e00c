import FoundationEssentials
import RingKit

/// A way some terminals show pixels: the ring is sent as a PNG inside escape sequences and
/// shown over a block of cells, instead of being fitted to characters.
///
/// The kitty and iTerm2 encoders are ours rather than libchafa's: the PNG RingCairo already
/// writes is all either protocol needs (base64 in an escape sequence), and it is some 20 KB
/// for a 40-column ring where chafa 1.12 sends uncompressed RGBA to kitty and an uncompressed
/// TIFF to iTerm2 (about 590 KB for 320 × 340 pixels). Sixels need a palette and dithering,
/// so they come from libchafa.
public enum TerminalGraphics: String, CaseIterable, Sendable, Hashable {
  /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole): `ESC _G a=T,f=100,…`
  /// with the PNG in base64 chunks of at most 4096 bytes.
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm, mlterm): `ESC ]1337;File=inline=1;…:<base64> BEL`.
  case iterm
  /// Sixels (foot, mlterm, xterm as a VT340, WezTerm, Konsole): `DCS … q` with a palette of
  /// at most 256 colours, written by libchafa.
  case sixel

  /// The names, joined with `|` for help and messages.
  public static var nameList: String { allCases.map(\.rawValue).joinedWith("|") }

  /// The image id the kitty protocol is given, so a later image with it replaces this one.
  public static let kittyImageID = 1_919_250_802

  /// The protocol the terminal named by the environment shows, or nil: kitty for
  /// `TERM=xterm-kitty` or `xterm-ghostty`; iTerm2 for `TERM_PROGRAM=iTerm.app` or
  /// `LC_TERMINAL=iTerm2`; kitty for `TERM_PROGRAM=WezTerm`; sixels for `TERM` `foot…` or
  /// `mlterm` (xterm shows sixels only as a VT340, which the environment does not tell). Never inside tmux or screen
  /// (`TMUX`, `STY`, `TERM=screen*`/`tmux*`), which do not pass the images on unless set up to,
  /// nor when `TERM` is unset or `dumb`.
  public static func detect(environment: [String: String]) -> TerminalGraphics? {
    let term = environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" || environment["TMUX"] != nil || environment["STY"] != nil
      || term.hasPrefix("screen") || term.hasPrefix("tmux")
    {
      return nil
    }
    if term == "xterm-kitty" || term == "xterm-ghostty" { return .kitty }
    if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iterm }
    if environment["TERM_PROGRAM"] == "WezTerm" { return .kitty }
    if term.hasPrefix("foot") || term == "mlterm" { return .sixel }
    return nil
  }

  /// The protocol a terminal that was asked (``TerminalQuery``) shows: kitty when it answered
  /// the kitty query `OK`, sixels when its DA1 lists 4 (Windows Terminal, foot, mlterm, xterm
  /// as a VT340, none of which `TERM` tells apart); otherwise, or with no replies, what
  /// ``detect(environment:)`` gives. Inside tmux the replies are tmux's own (DA1 `?1;2c`, no
  /// kitty reply), so the environment's rule stands there.
  public static func detect(environment: [String: String], replies: TerminalReplies?) -> TerminalGraphics? {
    if let replies {
      if replies.showsKittyGraphics { return .kitty }
      if replies.showsSixels { return .sixel }
    }
    return detect(environment: environment)
  }

  /// The bytes that show `png` over `columns` × `rows` cells from the cursor inside tmux,
  /// with kitty's protocol: the image sent through tmux's passthrough (each chunk
  /// `ESC Ptmux; … ESC \` with its escapes doubled, which tmux passes on unwrapped when
  /// `allow-passthrough` is on) as a virtual placement (`a=T,U=1`), then the cells as kitty's
  /// Unicode placeholders for `imageID` (see ``KittyPlaceholder``), the cursor left on the
  /// line below. The placeholders are text in tmux's pane, so the image scrolls, moves and is
  /// cleared with it; a later image of the same id replaces this one.
  ///
  /// - Precondition: `columns` and `rows` are in 1…``KittyPlaceholder/maximumCells``.
  public static func kittyThroughTmux(png: Data, columns: Int, rows: Int, imageID: UInt8) -> [UInt8] {
    kittyTransmissionThroughTmux(png: png, columns: columns, rows: rows, imageID: imageID)
      + KittyPlaceholder.cells(imageID: imageID, columns: columns, rows: rows)
  }

  /// The image half of ``kittyThroughTmux(png:columns:rows:imageID:)``: `png` sent through
  /// tmux's passthrough in chunks as image `imageID` with a virtual placement of `columns` ×
  /// `rows` cells (`a=T,U=1`, quietly: `q=2`), to be shown where placeholders name it.
  public static func kittyTransmissionThroughTmux(png: Data, columns: Int, rows: Int, imageID: UInt8) -> [UInt8] {
    let base64 = Array(png.base64EncodedString().utf8)
    var bytes: [UInt8] = []
    var offset = 0
    repeat {
      let end = min(offset + 4096, base64.count)
      let more = end < base64.count ? 1 : 0
      let keys = offset == 0 ? "a=T,U=1,f=100,i=\(imageID),c=\(columns),r=\(rows),q=2,m=\(more)" : "m=\(more)"
      let command = Array("\u{1B}_G\(keys);".utf8) + base64[offset..<end] + Array("\u{1B}\\".utf8)
      bytes += passthrough(command)
      offset = end
    } while offset < base64.count
    return bytes
  }

  /// kitty's command that deletes image `imageID` with its placements and frees its data
  /// (`a=d,d=I`, quietly), wrapped in tmux's passthrough.
  public static func kittyDeletionThroughTmux(imageID: UInt8) -> [UInt8] {
    passthrough(Array("\u{1B}_Ga=d,d=I,i=\(imageID),q=2\u{1B}\\".utf8))
  }

  /// `sequence` wrapped for tmux's passthrough: `ESC Ptmux;`, the bytes with every ESC
  /// doubled, `ESC \`.
  public static func passthrough(_ sequence: [UInt8]) -> [UInt8] {
    var bytes = Array("\u{1B}Ptmux;".utf8)
    bytes.reserveCapacity(sequence.count + 16)
    for byte in sequence {
      bytes.append(byte)
      if byte == 0x1B { bytes.append(0x1B) }
    }
    return bytes + Array("\u{1B}\\".utf8)
  }

  /// The bytes that show `png` over `columns` × `rows` cells from the cursor, the cursor left
  /// on the line below the image (a newline follows); nil for ``sixel``, which is written from
  /// pixels (see `ProgressRing.graphicsData`). kitty's image is given `imageID` (default
  /// ``kittyImageID``): a later image of the same id replaces it, so images meant to stay on
  /// screen together need ids of their own.
  public func encode(png: Data, columns: Int, rows: Int, imageID: Int = kittyImageID) -> [UInt8]? {
    let base64 = Array(png.base64EncodedString().utf8)
    switch self {
    case .kitty:
      // The first chunk carries the keys; q=2 keeps the terminal from answering.
      var bytes: [UInt8] = []
      var offset = 0
      repeat {
        let end = min(offset + 4096, base64.count)
        let more = end < base64.count ? 1 : 0
        let keys =
          offset == 0
          ? "a=T,f=100,i=\(imageID),c=\(columns),r=\(rows),q=2,m=\(more)" : "m=\(more)"
        bytes += Array("\u{1B}_G\(keys);".utf8) + base64[offset..<end] + Array("\u{1B}\\".utf8)
        offset = end
      } while offset < base64.count
      return bytes + [0x0A]
    case .iterm:
      let header =
        "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=0:"
      return Array(header.utf8) + base64 + [0x07, 0x0A]
    case .sixel:
      return nil
    }
  }
}

extension RenderSpec.Terminal.Graphics {
  /// The protocol the choice names, or nil for text cells.
  public var protocolChoice: TerminalGraphics? {
    switch self {
    case .kitty: .kitty
    case .iterm: .iterm
    case .sixel: .sixel
    case .none: nil
    }
  }
}
