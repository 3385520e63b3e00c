import RingKit

/// What a terminal said when ``TerminalQuery`` asked it: whether it shows kitty's graphics,
/// its primary device attributes (DA1), its name and version (XTVERSION) and its background
/// colour (OSC 11).
///
/// Built from the bytes read back by ``init(parsing:)``, a pure function, so malformed,
/// partial and interleaved replies are table-tested. Bytes that are not a complete reply
/// (typed keys, a sequence cut off) are skipped; a sequence that is not finished ends the
/// parse, and more bytes may complete it.
public struct TerminalReplies: Sendable, Hashable {
  /// Whether the kitty graphics query (image id 31) was answered `OK`.
  public var showsKittyGraphics = false
  /// The kitty graphics query's answer, `OK` or an error such as `EINVAL:…`; nil when
  /// there was none.
  public var kittyReply: String?
  /// The parameters of the DA1 reply (`ESC[?61;4;22c` gives 61, 4, 22); nil before it. Every
  /// terminal answers DA1, and it is asked last, so it ends the wait.
  public var primaryAttributes: [Int]?
  /// The XTVERSION reply's text (`kitty(0.26.5)`, `XTerm(379)`, `tmux 3.3a`), or nil.
  public var version: String?
  /// The terminal's background colour from its OSC 11 reply and whether it is dark, or nil;
  /// for a default that follows a light or dark theme (see ``TerminalBackground``).
  public var background: TerminalBackground?

  /// Whether the DA1 reply has come, so nothing more is to be waited for.
  public var isComplete: Bool { primaryAttributes != nil }

  /// Whether DA1 lists 4, sixel graphics (Windows Terminal, foot, mlterm, xterm as a VT340).
  public var showsSixels: Bool { primaryAttributes?.contains(4) ?? false }

  /// No replies at all.
  public init() {}

  /// The replies in `bytes`, as read from the terminal (in any order, in any pieces).
  public init(parsing bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B, index + 1 < bytes.count else {
        index += 1
        continue
      }
      let introducer = bytes[index + 1]
      let body = index + 2
      if introducer == UInt8(ascii: "[") {
        var end = body
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return }  // cut off: more may come
        if bytes[end] == UInt8(ascii: "c"), bytes[body..<end].first == UInt8(ascii: "?") {
          primaryAttributes = Self.numbers(bytes[(body + 1)..<end])
        }
        index = end + 1
      } else if [UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]")].contains(introducer) {
        guard let (end, next) = Self.stringEnd(in: bytes, from: body) else { return }
        record(introducer, String(decoding: bytes[body..<end], as: UTF8.self))
        index = next
      } else {
        index += 2
      }
    }
  }

  /// The end of a string sequence's text starting at `start` (before `ESC \` or BEL) and the
  /// index after its terminator, or nil when it has not ended.
  private static func stringEnd(in bytes: [UInt8], from start: Int) -> (end: Int, next: Int)? {
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x07 { return (index, index + 1) }
      if bytes[index] == 0x1B {
        guard index + 1 < bytes.count else { return nil }
        // Any other escape inside means this one was cut short: end it here.
        return (index, bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index)
      }
      index += 1
    }
    return nil
  }

  private mutating func record(_ introducer: UInt8, _ text: String) {
    switch introducer {
    case UInt8(ascii: "_"):
      // ESC _ G i=31;OK ESC \ — the keys, then the message.
      guard text.hasPrefix("G"), let semicolon = text.firstIndex(of: ";") else { return }
      let keys = text[text.index(after: text.startIndex)..<semicolon].split(separator: ",")
      guard keys.contains("i=\(TerminalQuery.kittyQueryID)") else { return }
      kittyReply = String(text[text.index(after: semicolon)...])
      showsKittyGraphics = kittyReply == "OK"
    case UInt8(ascii: "P"):
      if text.hasPrefix(">|") { version = String(text.dropFirst(2)) }
    default:
      if let reply = TerminalBackground(oscReply: Substring(text)) { background = reply }
    }
  }

  private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
    String(decoding: bytes, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false).compactMap {
      Int($0)
    }
  }
}
