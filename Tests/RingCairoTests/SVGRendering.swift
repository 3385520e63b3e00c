import Foundation
import RingCairo
import RingKit
import Testing

/// Renders SVG with librsvg's rsvg-convert, an independent renderer.
func rsvg(_ svg: String) throws -> RingRaster {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ring-svg-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let input = folder.appendingPathComponent("ring.svg")
  let output = folder.appendingPathComponent("ring.png")
  try svg.write(to: input, atomically: true, encoding: .utf8)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["rsvg-convert", input.path, "-o", output.path]
  try process.run()
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "rsvg-convert failed (scripts/install-deps installs librsvg2-bin)")
  return try RingRaster(pngData: Data(contentsOf: output))
}

/// The share of pixels (0…1) whose premultiplied channels differ by more than 24 of 255:
/// what a viewer would see as different, anti-aliasing aside.
func visiblyDifferingShare(_ a: RingRaster, _ b: RingRaster) -> Double {
  var differing = 0
  for y in 0..<min(a.height, b.height) {
    for x in 0..<min(a.width, b.width) where a[x, y]!.premultipliedDistance(to: b[x, y]!) > 24 { differing += 1 }
  }
  return Double(differing) / Double(a.width * a.height)
}
