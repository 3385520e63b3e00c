@testable import RingTerminal

/// What a terminal shows for the bytes an ``ANSIEncoder`` writes, cell by cell: the colour of
/// each glyph's ink and of the rest of its cell, with reverse video applied as a terminal
/// applies it (the two are swapped, the default background becoming the ink). Written from the
/// SGR parameters alone, independently of the encoder, so a test can check the bytes against
/// the parts the fitter chose.
struct ShownCells {
  /// A colour as the terminal shows it.
  enum Shown: Hashable, CustomStringConvertible {
    case terminalForeground, terminalBackground
    case pen(Pen)

    var description: String {
      switch self {
      case .terminalForeground: "default foreground"
      case .terminalBackground: "default background"
      case .pen(let pen): "\(pen)"
      }
    }
  }

  struct ShownCell: Hashable {
    var character: Character
    var ink: Shown
    var paper: Shown
    var isReverseVideo: Bool
    var isBold: Bool
  }

  /// The cells, row by row.
  private(set) var rows: [[ShownCell]] = [[]]
  /// SGR parameters this decoder does not know (a test should expect none).
  private(set) var unknown: [String] = []

  init(_ bytes: [UInt8]) {
    var foreground: Pen = .terminalDefault, background: Pen = .terminalDefault
    var reverse = false, bold = false
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\n" {
        rows.append([])
        continue
      }
      guard scalar == "\u{1B}" else {
        let written: (foreground: Shown, background: Shown) = (
          foreground == .terminalDefault ? .terminalForeground : .pen(foreground),
          background == .terminalDefault ? .terminalBackground : .pen(background)
        )
        rows[rows.count - 1].append(
          ShownCell(
            character: Character(scalar), ink: reverse ? written.background : written.foreground,
            paper: reverse ? written.foreground : written.background, isReverseVideo: reverse, isBold: bold))
        continue
      }
      // ESC [ parameters m: the only sequence the encoder writes.
      var parameters = ""
      index += 1
      while index < scalars.count, scalars[index] != "m" {
        parameters.unicodeScalars.append(scalars[index])
        index += 1
      }
      index += 1
      var numbers = parameters.split(separator: ";").compactMap { Int($0) }[...]
      while let number = numbers.popFirst() {
        switch number {
        case 0:
          (foreground, background, reverse, bold) = (.terminalDefault, .terminalDefault, false, false)
        case 1: bold = true
        case 22: bold = false
        case 7: reverse = true
        case 27: reverse = false
        case 30...37: foreground = .ansi(UInt8(number - 30))
        case 90...97: foreground = .ansi(UInt8(number - 90 + 8))
        case 40...47: background = .ansi(UInt8(number - 40))
        case 100...107: background = .ansi(UInt8(number - 100 + 8))
        case 39: foreground = .terminalDefault
        case 49: background = .terminalDefault
        case 38, 48:
          let pen: Pen
          switch numbers.popFirst() {
          case 5: pen = .palette(UInt8(numbers.popFirst() ?? 0))
          case 2:
            let red = numbers.popFirst() ?? 0, green = numbers.popFirst() ?? 0, blue = numbers.popFirst() ?? 0
            pen = .rgb(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
          default:
            unknown.append(parameters)
            continue
          }
          if number == 38 { foreground = pen } else { background = pen }
        default: unknown.append(parameters)
        }
      }
    }
  }

  subscript(column: Int, row: Int) -> ShownCell { rows[row][column] }
}
