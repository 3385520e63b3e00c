import Foundation
import RingCairo
import RingKit
import Testing

@testable import RingTerminal

/// The ring as pixels: kitty and iTerm2 payloads decode to the PNG of the ring at the size of
/// the cells it covers.
@Suite("Terminal graphics")
struct TerminalGraphicsTests {
  /// A PNG's width and height, from its IHDR chunk.
  static func pngSize(_ data: Data) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](data)
    try #require(
      bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes[12..<16] == [73, 72, 68, 82])
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  /// The kitty escapes of `bytes`: each chunk's keys and payload.
  static func kittyChunks(_ bytes: [UInt8]) -> [(keys: String, payload: String)] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.components(separatedBy: "\u{1B}_G").dropFirst().map { chunk in
      let body = chunk.components(separatedBy: "\u{1B}\\")[0]
      let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }

  static let ring = ProgressRing(value: 42)
  static let design = RingCanvas(size: 256)

  @Test(arguments: [(40, 10, 20), (21, 9, 19), (8, 7, 15)])
  func kittyPayloadsDecodeToTheRingAtTheCellsSize(columns: Int, cellWidth: Int, cellHeight: Int) throws {
    let bytes = try Self.ring.graphicsData(
      .kitty, on: Self.design, columns: columns, cellWidth: cellWidth, cellHeight: cellHeight)
    let rows = TerminalRingStyle(columns: columns, cellAspect: Double(cellWidth) / Double(cellHeight))
      .rows(canvasWidth: 256, height: 256)
    let chunks = Self.kittyChunks(bytes)
    try #require(!chunks.isEmpty)
    #expect(
      chunks[0].keys
        == "a=T,f=100,i=\(TerminalGraphics.kittyImageID),c=\(columns),r=\(rows),q=2,m=\(chunks.count > 1 ? 1 : 0)")
    for chunk in chunks.dropFirst().dropLast() { #expect(chunk.keys == "m=1") }
    if chunks.count > 1 { #expect(chunks.last?.keys == "m=0") }
    #expect(chunks.allSatisfy { $0.payload.utf8.count <= 4096 })
    #expect(bytes.last == 0x0A)
    let png = try #require(Data(base64Encoded: chunks.map(\.payload).joined()))
    let size = try Self.pngSize(png)
    #expect(size.width == columns * cellWidth && size.height == rows * cellHeight)
    // The same picture as the ring rendered on the canvas the cells make.
    let (canvas, canvasRows) = try ProgressRing.graphicsCanvas(
      for: Self.design, columns: columns, cellWidth: cellWidth, cellHeight: cellHeight)
    #expect(canvasRows == rows && canvas.pixelWidth == size.width && canvas.pixelHeight == size.height)
    #expect(png == (try Self.ring.pngData(on: canvas)))
  }

  @Test func aLargeRingTakesSeveralKittyChunks() throws {
    let bytes = try Self.ring.graphicsData(.kitty, on: Self.design, columns: 80, cellWidth: 10, cellHeight: 20)
    let chunks = Self.kittyChunks(bytes)
    #expect(chunks.count > 2, "\(chunks.count) chunks")
    #expect(chunks.dropLast().allSatisfy { $0.payload.utf8.count == 4096 })
  }

  @Test func itermPayloadsDecodeToTheRingAtTheCellsSize() throws {
    let bytes = try Self.ring.graphicsData(.iterm, on: Self.design, columns: 30, cellWidth: 8, cellHeight: 16)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size=") && text.hasSuffix("\u{07}\n"))
    let colon = try #require(text.firstIndex(of: ":"))
    let header = text[..<colon], payload = text[text.index(after: colon)...].dropLast(2)
    let png = try #require(Data(base64Encoded: String(payload)))
    let rows = TerminalRingStyle(columns: 30, cellAspect: 0.5).rows(canvasWidth: 256, height: 256)
    #expect(header.hasSuffix(";size=\(png.count);width=30;height=\(rows);preserveAspectRatio=0"))
    let size = try Self.pngSize(png)
    #expect(size.width == 240 && size.height == rows * 16)
    let (canvas, _) = try ProgressRing.graphicsCanvas(for: Self.design, columns: 30, cellWidth: 8, cellHeight: 16)
    #expect(png == (try Self.ring.pngData(on: canvas)))
  }

  @Test func badSizesAreRejected() {
    #expect(throws: RenderError.self) {
      try Self.ring.graphicsData(.kitty, on: Self.design, columns: 7, cellWidth: 10, cellHeight: 20)
    }
    #expect(throws: RenderError.self) {
      try Self.ring.graphicsData(.iterm, on: Self.design, columns: 20, cellWidth: 0, cellHeight: 20)
    }
  }

  @Test(arguments: [
    (["TERM": "xterm-kitty"], TerminalGraphics.kitty), (["TERM": "xterm-ghostty"], .kitty),
    (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .kitty),
    (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm),
    (["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"], .iterm),
    (["TERM": "xterm-256color"], nil), (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], nil),
    (["TERM": "screen-256color", "TERM_PROGRAM": "iTerm.app"], nil), (["TERM": "dumb", "LC_TERMINAL": "iTerm2"], nil),
    (["KITTY_WINDOW_ID": "1"], nil), (["TERM": "foot"], .sixel), (["TERM": "mlterm"], .sixel),
  ])
  func detection(environment: [String: String], expected: TerminalGraphics?) {
    #expect(TerminalGraphics.detect(environment: environment) == expected)
  }

  @Test func cellSizesComeFromPlausibleWindowPixels() {
    #expect(
      TerminalSize.cellPixels(xPixels: 800, yPixels: 589, columns: 80, rows: 31).map { [$0.0, $0.1] } == [10, 19])
    #expect(
      TerminalSize.cellPixels(xPixels: 804, yPixels: 604, columns: 80, rows: 30).map { [$0.0, $0.1] } == [10, 20])
    #expect(TerminalSize.cellPixels(xPixels: 0, yPixels: 0, columns: 80, rows: 24) == nil)
    #expect(TerminalSize.cellPixels(xPixels: 80, yPixels: 24, columns: 80, rows: 24) == nil)
  }
}

/// Sixels: the decoded image is the ring at the cells' size, in the ring's colours where it is
/// opaque and empty where it is not. A ring of few colours gets its exact palette (SixelPalette)
/// at its exact height; one with more than 256 colours goes through libchafa, which scales it
/// to whole sixel rows.
@Suite("Terminal sixels")
struct TerminalSixelTests {
  private let design = RingCanvas(size: 256)

  @Test func aRingOfFewColoursGetsItsExactPalette() throws {
    let ring = ProgressRing(value: 42)
    let (canvas, rows) = try ProgressRing.graphicsCanvas(for: design, columns: 20, cellWidth: 10, cellHeight: 20)
    #expect(try ring.withPremultipliedPixels(on: canvas) { SixelPalette($0) } != nil)
    let comparison = try compare(ring, expectedHeight: rows * 20)
    // The flat colours are whole bins of one colour: exact but for the registers' percent.
    #expect(Double(comparison.close) > 0.95 * Double(comparison.opaque), "\(comparison)")
  }

  @Test func aRainbowGoesThroughChafa() throws {
    var ring = ProgressRing(value: 100)
    ring.progressGradient = try RingGradient(parsing: "#ff0000, #00ff00 33%, #0000ff 66%, #ff0000")
    let (canvas, rows) = try ProgressRing.graphicsCanvas(for: design, columns: 20, cellWidth: 10, cellHeight: 20)
    #expect(try ring.withPremultipliedPixels(on: canvas) { SixelPalette($0) } == nil)
    _ = try compare(ring, expectedHeight: rows * 20 / 6 * 6)
  }

  private struct Comparison: CustomStringConvertible {
    var compared = 0, wrong = 0, extra = 0, missing = 0, opaque = 0, close = 0
    var description: String {
      "\(wrong) of \(compared) pixels differ; \(extra) extra, \(missing) missing; \(close) of \(opaque) opaque within 3"
    }
  }

  /// Decodes `ring`'s sixels and compares them with its pixels: at most 2 % of the fully
  /// opaque or fully transparent pixels may be wrong (edges are dithered by chafa).
  private func compare(_ ring: ProgressRing, expectedHeight: Int) throws -> Comparison {
    let bytes = try ring.graphicsData(.sixel, on: design, columns: 20, cellWidth: 10, cellHeight: 20)
    #expect(bytes.starts(with: Array("\u{1B}P".utf8)) && bytes.suffix(3) == [0x1B, 0x5C, 0x0A])
    let image = try #require(SixelImage(bytes))
    let (canvas, _) = try ProgressRing.graphicsCanvas(for: design, columns: 20, cellWidth: 10, cellHeight: 20)
    #expect(image.width == 200 && image.height == expectedHeight)
    var result = Comparison()
    try ring.withPremultipliedPixels(on: canvas) { pixels in
      for y in 0..<image.height {
        for x in 0..<image.width {
          let sourceY = min(Int((Double(y) + 0.5) * Double(pixels.height) / Double(image.height)), pixels.height - 1)
          let word = pixels.bytes.load(fromByteOffset: sourceY * pixels.bytesPerRow + x * 4, as: UInt32.self)
          let alpha = Int(word >> 24)
          guard alpha == 0 || alpha == 255 else { continue }  // edges are dithered
          result.compared += 1
          let decoded = image.pixels[y * image.width + x]
          if alpha == 0 {
            if decoded != nil {
              result.wrong += 1
              result.extra += 1
            }
            continue
          }
          guard let decoded else {
            result.wrong += 1
            result.missing += 1
            continue
          }
          let source = (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
          let distance = abs(decoded.red - source.0) + abs(decoded.green - source.1) + abs(decoded.blue - source.2)
          result.opaque += 1
          if distance <= 3 { result.close += 1 }
          if distance > 48 { result.wrong += 1 }
        }
      }
    }
    #expect(result.compared > 20_000)
    #expect(Double(result.wrong) < 0.02 * Double(result.compared), "\(result)")
    return result
  }
}
