import Foundation
import RingKit
import Testing

/// Runs one of libwebp's command-line tools (Debian's `webp`: dwebp, webpmux) and returns what
/// it printed; the tests decode ringgen's WebP with them, not with ringgen's own code.
@discardableResult
func webpTool(_ arguments: [String]) throws -> String {
  let process = Process()
  let output = Pipe()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let printed = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try #require(
    process.terminationStatus == 0, "\(arguments.joined(separator: " ")) failed (scripts/install-deps installs webp)")
  return String(decoding: printed, as: UTF8.self)
}

/// A folder for one test's files, removed by `body`'s end.
func inTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ring-webp-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

/// Decodes a still WebP with dwebp into straight RGBA (through a PAM file, RGB_ALPHA).
func dwebp(_ webp: Data) throws -> RingRaster {
  try inTemporaryFolder { folder in
    let input = folder.appendingPathComponent("in.webp")
    let output = folder.appendingPathComponent("out.pam")
    try webp.write(to: input)
    try webpTool(["dwebp", "-quiet", "-pam", input.path, "-o", output.path])
    return try pam(Data(contentsOf: output))
  }
}

/// A PAM (P7) file's RGBA pixels.
func pam(_ file: Data) throws -> RingRaster {
  let bytes = [UInt8](file)
  let end = try #require(bytes.indices.first { String(decoding: bytes[..<$0], as: UTF8.self).hasSuffix("ENDHDR\n") })
  var fields: [String: String] = [:]
  for line in String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\n") {
    let parts = line.split(separator: " ", maxSplits: 1)
    if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
  }
  #expect(fields["TUPLTYPE"] == "RGB_ALPHA" && fields["MAXVAL"] == "255")
  let width = try #require(fields["WIDTH"].flatMap { Int($0) })
  let height = try #require(fields["HEIGHT"].flatMap { Int($0) })
  return try #require(RingRaster(width: width, height: height, bytes: Array(bytes[end...])))
}

/// One frame of an animated WebP as `webpmux -info` lists it.
struct WebPFrame: Equatable {
  var width: Int, height: Int, x: Int, y: Int, duration: Int
  var dispose: String, blend: String
}

/// `webpmux -info`'s loop count and frames.
func webpmuxInfo(_ file: URL) throws -> (loop: Int, frames: [WebPFrame]) {
  let info = try webpTool(["webpmux", "-info", file.path])
  var loop = -1
  var frames: [WebPFrame] = []
  for line in info.split(separator: "\n") {
    if let range = line.range(of: "Loop Count : ") { loop = Int(line[range.upperBound...]) ?? -1 }
    let words = line.split(separator: " ")
    guard words.count >= 10, words[0].hasSuffix(":"), Int(words[0].dropLast()) != nil else { continue }
    let numbers = words[1...6].compactMap { Int($0) }
    guard numbers.count == 5 || numbers.count == 6 else { continue }
    // No.: width height alpha x_offset y_offset duration dispose blend image_size compression
    frames.append(
      WebPFrame(
        width: Int(words[1]) ?? 0, height: Int(words[2]) ?? 0, x: Int(words[4]) ?? 0, y: Int(words[5]) ?? 0,
        duration: Int(words[6]) ?? 0, dispose: String(words[7]), blend: String(words[8])))
  }
  return (loop, frames)
}

/// Every frame of an animated WebP as a viewer composes it: each stored rectangle (extracted by
/// webpmux, decoded by dwebp) replaces the canvas there. Only frames without blending and with
/// disposal "none" are composed; any other frame fails the test.
func composedWebPFrames(_ webp: Data) throws -> (loop: Int, durations: [Int], frames: [RingRaster]) {
  try inTemporaryFolder { folder in
    let file = folder.appendingPathComponent("anim.webp")
    try webp.write(to: file)
    let (loop, frames) = try webpmuxInfo(file)
    let canvas = try #require(frames.first)
    var pixels = [UInt8](repeating: 0, count: canvas.width * canvas.height * 4)
    var composed: [RingRaster] = []
    for (index, frame) in frames.enumerated() {
      #expect(frame.blend == "no" && frame.dispose == "none", "frame \(index + 1): \(frame)")
      let part = folder.appendingPathComponent("frame\(index + 1).webp")
      try webpTool(["webpmux", "-get", "frame", "\(index + 1)", file.path, "-o", part.path])
      let rectangle = try dwebp(Data(contentsOf: part))
      for row in 0..<rectangle.height {
        let target = ((frame.y + row) * canvas.width + frame.x) * 4
        let source = row * rectangle.width * 4
        pixels[target..<target + rectangle.width * 4] = rectangle.bytes[source..<source + rectangle.width * 4]
      }
      composed.append(try #require(RingRaster(width: canvas.width, height: canvas.height, bytes: pixels)))
    }
    return (loop, frames.map(\.duration), composed)
  }
}
