/// A Gaussian blur of an 8-bit alpha image in place, approximated by three box blurs in each
/// direction (within 3 % of the true Gaussian; Kutskir's box sizes), in time independent of
/// the radius. Pixels outside the image count as transparent, so a silhouette near the edge
/// fades instead of smearing.
///
/// Cairo has no blur; this is the one piece of pixel processing ringgen does itself, for
/// shadows and glows (a 256-px ring's mask blurs in well under a millisecond).
struct GaussianBlur {
  /// The three box widths (odd) whose repeated average approximates a Gaussian of `sigma`.
  static func boxWidths(sigma: Double) -> [Int] {
    let passes = 3.0
    let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
    return (0..<3).map { Double($0) < m ? lower : upper }
  }

  /// Blurs `width` × `height` alpha bytes, rows `stride` apart, with standard deviation
  /// `sigma` pixels. A sigma below 0.1 leaves the image as it is.
  static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard sigma >= 0.1, width > 0, height > 0 else { return }
    var line = [UInt8](repeating: 0, count: max(width, height))
    var out = [UInt8](repeating: 0, count: max(width, height))
    for box in boxWidths(sigma: sigma) where box > 1 {
      let radius = box / 2
      for y in 0..<height {
        let row = pixels + y * stride
        for x in 0..<width { line[x] = row[x] }
        blurLine(line, into: &out, count: width, radius: radius)
        for x in 0..<width { row[x] = out[x] }
      }
      for x in 0..<width {
        for y in 0..<height { line[y] = pixels[y * stride + x] }
        blurLine(line, into: &out, count: height, radius: radius)
        for y in 0..<height { pixels[y * stride + x] = out[y] }
      }
    }
  }

  /// One box average of width 2·radius + 1 along a line, with a running sum.
  private static func blurLine(_ line: [UInt8], into out: inout [UInt8], count: Int, radius: Int) {
    let width = 2 * radius + 1
    var sum = 0
    for index in 0..<min(radius, count) { sum += Int(line[index]) }
    for index in 0..<count {
      let entering = index + radius
      if entering < count { sum += Int(line[entering]) }
      let leaving = index - radius - 1
      if leaving >= 0 { sum -= Int(line[leaving]) }
      out[index] = UInt8((sum + width / 2) / width)
    }
  }
}
