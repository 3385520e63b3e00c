import Foundation
import RingCairo
import RingKit
import RingTerminal
import Testing

/// One command run in a real tmux (Debian's 3.3a) whose client is on a pseudo-terminal
/// (`scripts/tmux-harness`, Python's `pty.fork`, which gives the client its controlling
/// terminal): the pane's cells from `capture-pane -p -e` and `-p`, and what tmux sent the
/// outer terminal, which may answer a query.
private struct TmuxRun: Decodable {
  var escaped: String
  var plain: String
  var outer: String

  var outerBytes: [UInt8] { Array(Data(base64Encoded: outer) ?? Data()) }

  init(configuration: String, command: String, until marker: String, answering: (String, String)? = nil) throws {
    let script = packageRoot.appendingPathComponent("scripts/tmux-harness")
    let answer = answering.map { [$0.0, $0.1] } ?? []
    let run = try runProcess(
      URL(fileURLWithPath: "/usr/bin/python3"), [script.path, configuration, command, marker] + answer,
      in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0, "\(run.stderr)")
    self = try JSONDecoder().decode(Self.self, from: run.stdout)
  }
}

/// The base64 payloads of the kitty commands in `bytes`, joined, and the first one's keys.
private func kittyCommands(in bytes: [UInt8]) -> (keys: String, payload: String)? {
  let text = String(decoding: bytes, as: UTF8.self)
  var keys: String?
  var payload = ""
  var rest = text[...]
  while let start = rest.range(of: "\u{1B}_G"), let end = rest[start.upperBound...].range(of: "\u{1B}\\") {
    let command = rest[start.upperBound..<end.lowerBound]
    if let semicolon = command.firstIndex(of: ";") {
      if keys == nil { keys = String(command[..<semicolon]) }
      payload += command[command.index(after: semicolon)...]
    }
    rest = rest[end.upperBound...]
  }
  return keys.map { ($0, payload) }
}

@Suite("tmux", .serialized)
struct TmuxTests {
  private static let ring = ProgressRing(value: 15, maxValue: 30)
  private static let command = "echo before; \(ringgenBinary.path) --value 15 --max 30 --columns 12"

  /// The rows and PNG ringgen shows for 12 columns at the cell size tmux reports to its pane
  /// (which the PNG's width tells).
  private static func expectedImage(cellWidth: Int = 10, cellHeight: Int = 20) throws -> (rows: Int, png: Data) {
    let (canvas, rows) = try ProgressRing.graphicsCanvas(
      for: RingCanvas(size: 256), columns: 12, cellWidth: cellWidth, cellHeight: cellHeight)
    return (rows, try ring.pngData(on: canvas))
  }

  /// What `capture-pane -p -e` shows for a ring of placeholders under `before` and over
  /// `after`: the id's colour once, each row's cells, the colour reset where `after` starts.
  private static func expectedPane(id: Int, rows: Int) -> String {
    let marks = KittyPlaceholder.diacritics
    let lines = (0..<rows).map { row in
      (0..<12).map { column in "\u{10EEEE}\(Character(marks[row]))\(Character(marks[column]))" }.joined()
    }
    return "before\n\u{1B}[38;5;\(id)m" + lines.joined(separator: "\n") + "\n\u{1B}[39mafter"
  }

  @Test func kittyGoesThroughThePassthroughAndIsPlacedWithPlaceholders() throws {
    let tmux = try TmuxRun(
      configuration: "set -g allow-passthrough on\n", command: Self.command + " --graphics kitty; echo after",
      until: "\nafter\n")
    let (keys, payload) = try #require(kittyCommands(in: tmux.outerBytes), "the image reached the outer terminal")
    let id = try #require(
      keys.split(separator: ",").first { $0.hasPrefix("i=") }.flatMap { Int($0.dropFirst(2)) })
    let sent = try RingRaster(pngData: try #require(Data(base64Encoded: payload)))
    #expect(sent.width % 12 == 0, "whole cells: \(sent.width)")
    let (rows, png) = try Self.expectedImage(cellWidth: sent.width / 12, cellHeight: sent.height / 7)
    #expect(keys == "a=T,U=1,f=100,i=\(id),c=12,r=\(rows),q=2,m=1")
    #expect(Data(base64Encoded: payload) == png, "the passthrough carries the ring's PNG: \(sent.width)x\(sent.height)")
    #expect((1...255).contains(id))
    #expect(tmux.escaped.contains(Self.expectedPane(id: id, rows: rows)), "\(tmux.escaped.debugDescription)")
    #expect(tmux.plain.hasPrefix("# echo before; "), "the pane's other text is untouched")
  }

  /// `watch` redraws through the passthrough: the outer terminal gets every frame as a new
  /// image under the other of two ids and the old one deleted, the last image the ring at the
  /// last reading; the pane shows one block of placeholders, in place, in the last id's colour.
  @Test func watchRedrawsThroughThePassthrough() throws {
    let readings = "(echo 10; sleep 0.4; echo 55; sleep 0.4; echo 70)"
    let tmux = try TmuxRun(
      configuration: "set -g allow-passthrough on\n",
      command: "echo before; \(readings) | \(ringgenBinary.path) watch --columns 12 --graphics kitty; echo after",
      until: "\nafter\n")
    let commands = KittyCommand.parse(tmux.outerBytes)
    let transmitted = commands.compactMap { if case .transmit(let id, _, _) = $0 { id } else { nil } }
    #expect(transmitted.count > 3 && Set(transmitted).count == 2, "\(transmitted)")
    #expect(zip(transmitted, transmitted.dropFirst()).allSatisfy { $0 != $1 }, "the ids take turns")
    let (held, problems) = KittyCommand.replay(commands)
    let last = try #require(transmitted.last)
    #expect(problems.isEmpty && held == [last], "no image leaked: \(held) \(problems)")
    guard
      case .transmit(_, _, let png) = try #require(
        commands.last(where: { if case .transmit = $0 { true } else { false } }))
    else { return }
    let sent = try RingRaster(pngData: png)
    let (canvas, rows) = try ProgressRing.graphicsCanvas(
      for: RingCanvas(size: 256), columns: 12, cellWidth: sent.width / 12, cellHeight: sent.height / 7)
    #expect(png == (try ProgressRing(value: 70, maxValue: 100).pngData(on: canvas)), "the last reading's ring")
    let cells = tmux.plain.unicodeScalars.filter { $0 == KittyPlaceholder.character }.count
    #expect(cells == 12 * rows, "one block of placeholders: \(cells)")
    #expect(tmux.escaped.contains("\u{1B}[38;5;\(last)m"), "\(tmux.escaped.debugDescription)")
    #expect(!tmux.escaped.contains("\u{1B}[38;5;\(Set(transmitted).subtracting([last]).first!)m"))
    let shown = tmux.plain.components(separatedBy: "\n")
    let before = try #require(shown.lastIndex(of: "before"))
    #expect(shown[before + 1].unicodeScalars.first == KittyPlaceholder.character, "the ring right under 'before'")
    #expect(shown[before + 1 + rows] == "after", "and 'after' right under the ring: \(shown)")
  }

  /// tmux 3.3a's default: the passthrough is off; one notice, and the ring as text.
  @Test func withThePassthroughOffItSaysSoOnceAndDrawsText() throws {
    let folder = try TemporaryFolder()
    let errorFile = folder.path("err")
    let tmux = try TmuxRun(
      configuration: "", command: Self.command + " --graphics kitty --color 256 2>\(errorFile); echo after",
      until: "\nafter\n")
    let errors = try String(contentsOfFile: errorFile, encoding: .utf8)
    #expect(
      errors
        == "ringgen: warning: tmux's allow-passthrough is off, so kitty's graphics cannot reach the terminal (tmux set -g allow-passthrough on); drawing text\n"
    )
    let text = try Self.ring.cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 12)).lines
    let shown = tmux.plain.components(separatedBy: "\n").drop { $0 != "before" }.dropFirst().prefix(text.count)
    #expect(Array(shown) == text.map { String($0.reversed().drop { $0 == " " }.reversed()) }, "\(tmux.plain)")
    #expect(
      !tmux.plain.unicodeScalars.contains(KittyPlaceholder.character) && kittyCommands(in: tmux.outerBytes) == nil)
  }

  /// `auto` asks the outer terminal through the passthrough: kitty's OK gives placeholders;
  /// silence gives text, after one wait.
  @Test func autoAsksTheOuterTerminal() throws {
    let answered = try TmuxRun(
      configuration: "set -g allow-passthrough on\n", command: Self.command + "; echo after", until: "\nafter\n",
      answering: ("\\x1b_Gi=31,s=1,v=1,a=q", "\\x1b_Gi=31;OK\\x1b\\\\"))
    let rows = try Self.expectedImage().rows
    #expect(
      answered.plain.unicodeScalars.filter { $0 == KittyPlaceholder.character }.count == 12 * rows, "\(answered.plain)")
    let silent = try TmuxRun(
      configuration: "set -g allow-passthrough on\n",
      command: "RINGGEN_QUERY_TIMEOUT=50 " + Self.command + "; echo after",
      until: "\nafter\n")
    #expect(!silent.plain.unicodeScalars.contains(KittyPlaceholder.character) && silent.plain.contains("before\n"))
    #expect(silent.outerBytes.contains("\u{1B}_Gi=31,s=1,v=1,a=q"), "it asked")
  }

  /// The README's prompt: bash expands `$(ringgen --format glyph …)` in `PS1`, and the pane
  /// shows the glyph (⣸ at 62 % in Braille) before the `$`.
  @Test func aGlyphInAShellPrompt() throws {
    let glyph = Character(GlyphSet.braille.glyph(forFraction: 0.62))
    let tmux = try TmuxRun(
      configuration: "",
      command:
        "PCT=62 PS1='$(\(ringgenBinary.path) --format glyph --glyphs braille --value \"$PCT\") \\$ ' exec bash --norc --noprofile",
      until: "\n\(glyph) ")
    // `\$` is `#` for root, `$` for anyone else; capture-pane drops the trailing space.
    #expect(tmux.plain.contains("\n\(glyph) $\n") || tmux.plain.contains("\n\(glyph) #\n"), "\(tmux.plain)")
  }

  /// The README's status line: tmux runs `ringgen --format glyph` for `#()` through a pipe,
  /// and its client's status line (which capture-pane does not show) holds the glyph.
  @Test func aGlyphInTheStatusLine() throws {
    let folder = ringgenBinary.deletingLastPathComponent().path
    let tmux = try TmuxRun(
      configuration: """
        set -g status-interval 1
        set-environment -g PATH '\(folder):/usr/bin:/bin'
        set -g status-right 'ring:#(ringgen --format glyph --value 62)'

        """, command: "sleep 2; echo done", until: "\ndone\n")
    #expect(String(decoding: tmux.outerBytes, as: UTF8.self).contains("ring:◑"))
  }
}
