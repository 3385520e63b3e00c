import Foundation
import RingCairo
import RingKit
import RingTerminal
import Testing

@testable import RingCLI

/// The kitty commands in a stream, unwrapped from tmux's passthrough: each image's keys and
/// its whole payload, and each deletion, in order.
enum KittyCommand: Equatable {
  case transmit(id: Int, keys: String, png: Data)
  case delete(id: Int)

  static func parse(_ bytes: [UInt8]) -> [KittyCommand] {
    var text = String(decoding: bytes, as: UTF8.self)
    // Inside a passthrough every ESC is doubled; outside tmux it arrives unwrapped.
    text = text.replacingOccurrences(of: "\u{1B}Ptmux;", with: "").replacingOccurrences(
      of: "\u{1B}\u{1B}", with: "\u{1B}")
    var commands: [KittyCommand] = []
    var pending: (id: Int, keys: String, payload: String)?
    var rest = text[...]
    while let start = rest.range(of: "\u{1B}_G"), let end = rest[start.upperBound...].range(of: "\u{1B}\\") {
      let command = rest[start.upperBound..<end.lowerBound]
      rest = rest[end.upperBound...]
      let semicolon = command.firstIndex(of: ";") ?? command.endIndex
      let keys = String(command[..<semicolon])
      let payload = semicolon < command.endIndex ? String(command[command.index(after: semicolon)...]) : ""
      let pairs = Dictionary(
        keys.split(separator: ",").map { ($0.prefix { $0 != "=" }, String($0.drop { $0 != "=" }.dropFirst())) },
        uniquingKeysWith: { $1 })
      if pairs["a"] == "d" {
        commands.append(.delete(id: Int(pairs["i"] ?? "") ?? -1))
        continue
      }
      if var image = pending {
        image.payload += payload
        pending = image
      } else {
        pending = (Int(pairs["i"] ?? "") ?? -1, keys, payload)
      }
      if pairs["m"] == "0", let image = pending {
        commands.append(.transmit(id: image.id, keys: image.keys, png: Data(base64Encoded: image.payload) ?? Data()))
        pending = nil
      }
    }
    return commands
  }

  /// The images a terminal holds after the commands, and a problem if one deletes an image
  /// it does not hold or ever holds more than two.
  static func replay(_ commands: [KittyCommand]) -> (held: Set<Int>, problems: [String]) {
    var held = Set<Int>()
    var problems: [String] = []
    for command in commands {
      switch command {
      case .transmit(let id, _, _):
        held.insert(id)
        if held.count > 2 { problems.append("\(held.count) images held") }
      case .delete(let id):
        if held.remove(id) == nil { problems.append("deleted \(id), which is not held") }
      }
    }
    return (held, problems)
  }
}

/// `ringgen watch` inside tmux with kitty's graphics, in process with a fake terminal: every
/// frame a new image under the other id, the old one deleted, the placeholders redrawn in
/// place.
@Suite("watch with kitty's graphics inside tmux")
struct WatchTmuxImageTests {
  static let tmux = [
    "TERM": "screen-256color", "LANG": "C.UTF-8", "TMUX": "/tmp/tmux-1000/default,42,0",
  ]
  static let window = TerminalSize(columns: 100, rows: 40, cellPixels: (width: 8, height: 16))

  /// `--graphics auto` inside tmux with the passthrough on places the image when tmux says a
  /// kitty client is attached, though kitty's reply to the query does not come back; with
  /// another client, or the passthrough off, it draws text.
  @Test func autoPlacesTheImageForAKittyClient() throws {
    func transmits(client: String?, passthrough: Bool) -> Int {
      let run = runWithTerminal(
        ["--value", "40", "--columns", "12"], environment: Self.tmux, window: Self.window,
        tmuxPassthrough: passthrough, tmuxClientTerminal: client)
      return KittyCommand.parse(run.stdout).filter { if case .transmit = $0 { true } else { false } }.count
    }
    #expect(transmits(client: "xterm-kitty", passthrough: true) == 1)
    #expect(transmits(client: "xterm-256color", passthrough: true) == 0)
    #expect(transmits(client: "xterm-kitty", passthrough: false) == 0)
    #expect(transmits(client: nil, passthrough: true) == 0)
  }

  @Test func eachFrameIsANewImageAndTheOldOneIsDeleted() throws {
    let lines: [(at: Duration, line: String?)] = [
      (.milliseconds(100), "10"), (.milliseconds(700), "55"), (.milliseconds(1400), "70"), (.seconds(2), nil),
    ]
    let run = runWithTerminal(
      ["watch", "--columns", "12", "--graphics", "kitty"], environment: Self.tmux, window: Self.window, lines: lines,
      tmuxPassthrough: true)
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let commands = KittyCommand.parse(run.stdout)
    let transmitted = commands.compactMap { if case .transmit(let id, _, _) = $0 { id } else { nil } }
    #expect(transmitted.count > 5, "the spinner and the moves are frames: \(transmitted.count)")
    let ids = Set(transmitted)
    let first = Int(RingGen.tmuxImageID)
    #expect(ids == [first, first % 255 + 1], "two ids take turns: \(ids)")
    #expect(zip(transmitted, transmitted.dropFirst()).allSatisfy { $0 != $1 }, "each frame the other id")
    let (held, problems) = KittyCommand.replay(commands)
    #expect(problems.isEmpty, "\(problems)")
    #expect(held == [transmitted.last!], "only the last frame's image is left")
    // Each deletion comes after the next image is sent, never before: no frame is missing.
    for (index, command) in commands.enumerated() {
      guard case .delete(let id) = command else { continue }
      guard
        case .transmit(let next, _, _) = commands[..<index].last(where: {
          if case .transmit = $0 { true } else { false }
        })
      else {
        Issue.record("a deletion before any image")
        continue
      }
      #expect(next != id)
    }

    // The last image is the ring at 70, exactly the still ring's PNG at the window's cell size.
    let (canvas, rows) = try ProgressRing.graphicsCanvas(
      for: RingCanvas(size: 256), columns: 12, cellWidth: 8, cellHeight: 16)
    let expected = try ProgressRing(value: 70, maxValue: 100).pngData(on: canvas)
    guard
      case .transmit(let lastID, let keys, let png) = try #require(
        commands.last(where: {
          if case .transmit = $0 { true } else { false }
        }))
    else { return }
    #expect(png == expected)
    #expect(
      keys == "a=T,U=1,f=100,i=\(lastID),c=12,r=\(rows),q=2,m=\(png.base64EncodedString().utf8.count > 4096 ? 1 : 0)")

    // On screen: one block of placeholders in the last id's colour, redrawn in place.
    var screen = ScreenModel()
    screen.feed(run.stdout)
    #expect(screen.problems.isEmpty, "\(screen.problems)")
    #expect(screen.cursorVisible && screen.synchronizedDepth == 0)
    let placeholders = KittyPlaceholder.grid(imageID: UInt8(lastID), columns: 12, rows: rows)
    #expect(screen.lines == placeholders.lines + [""])
    #expect(screen.cursorRow == rows && screen.cursorColumn == 0)
    let lastFrame = ANSIEncoder(colorMode: .ansi256).encode(placeholders) + LiveRing.endSynchronizedUpdate
    #expect(run.stdout.count > lastFrame.count)
    #expect(
      Array(run.stdout).firstRange(of: lastFrame) != nil, "the last frame's placeholders, in the last id's colour")
  }

  /// With the passthrough off, one notice and the text ring, byte for byte as outside tmux.
  @Test func withThePassthroughOffItSaysSoAndDrawsText() throws {
    let lines: [(at: Duration, line: String?)] = [(.milliseconds(100), "40"), (.seconds(1), nil)]
    let run = runWithTerminal(
      ["watch", "--columns", "12", "--graphics", "kitty"], environment: Self.tmux, window: Self.window, lines: lines,
      tmuxPassthrough: false)
    let text = runWithTerminal(
      ["watch", "--columns", "12"], environment: Self.tmux, window: Self.window, lines: lines, tmuxPassthrough: false)
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "ringgen: warning: tmux's allow-passthrough is off, so kitty's graphics cannot reach the terminal (tmux set -g allow-passthrough on); drawing text\n"
    )
    #expect(run.stdout == text.stdout && KittyCommand.parse(run.stdout).isEmpty)
  }

  /// Not on a terminal: the final ring once, as the still ring through tmux.
  @Test func notATerminalPrintsTheFinalImageOnce() throws {
    let run = runWithTerminal(
      ["watch", "--columns", "12", "--graphics", "kitty"], environment: Self.tmux, window: Self.window,
      isTerminal: false, lines: [(.milliseconds(100), "10"), (.milliseconds(200), "70"), (.seconds(1), nil)],
      tmuxPassthrough: true)
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let still = try ProgressRing(value: 70, maxValue: 100).kittyThroughTmuxData(
      on: RingCanvas(size: 256), columns: 12, cellWidth: 8, cellHeight: 16, imageID: RingGen.tmuxImageID)
    #expect(run.stdout == still)
  }

  /// A dashboard is drawn as text, erasing the spinner's image shown until its first line
  /// and deleting it.
  @Test func aDashboardIsText() throws {
    let lines: [(at: Duration, line: String?)] = [
      (.milliseconds(200), "cpu=10 mem=20"), (.milliseconds(600), "cpu=30 mem=40"), (.seconds(1), nil),
    ]
    let run = runWithTerminal(
      ["watch", "--columns", "12", "--graphics", "kitty"], environment: Self.tmux, window: Self.window, lines: lines,
      tmuxPassthrough: true)
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let commands = KittyCommand.parse(run.stdout)
    #expect(commands.contains { if case .transmit = $0 { true } else { false } }, "the spinner was an image")
    let (held, problems) = KittyCommand.replay(commands)
    #expect(problems.isEmpty && held.isEmpty, "\(held) \(problems)")
    var screen = ScreenModel()
    screen.feed(run.stdout)
    #expect(screen.problems.isEmpty && screen.cursorVisible, "\(screen.problems)")
    let shown = screen.lines.joined(separator: "\n")
    #expect(shown.contains("cpu") && shown.contains("mem"))
    #expect(!shown.unicodeScalars.contains(KittyPlaceholder.character), "no placeholder left")
  }

  /// Outside tmux kitty's graphics are refused (watch redraws images only through tmux's
  /// placeholders), and the other protocols everywhere, as before.
  @Test func refusedOutsideTmuxAndForOtherProtocols() {
    let outside = runWithTerminal(["watch", "--graphics", "kitty"], environment: ["TERM": "xterm-kitty"])
    #expect(outside.status == 64)
    #expect(
      outside.stderr
        == "ringgen: error: watch shows kitty's graphics only inside tmux, through its passthrough; remove --graphics kitty\n"
    )
    let sixel = runWithTerminal(["watch", "--graphics", "sixel"], environment: Self.tmux, tmuxPassthrough: true)
    #expect(sixel.status == 64)
    #expect(sixel.stderr == "ringgen: error: watch draws the ring as terminal text; remove --graphics sixel\n")
  }
}
