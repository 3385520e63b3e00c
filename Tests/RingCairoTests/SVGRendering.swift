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
