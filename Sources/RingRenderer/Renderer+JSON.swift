import FoundationEssentials
import RingCairo
import RingKit

extension Renderer {
  /// Renders a JSON spec in memory, byte for byte as `ringgen --spec FILE --format FORMAT -o -`
  /// writes it, with its warnings: the C library's and Python's way in.
  ///
  /// The spec is one JSON object, named `spec` in messages (`spec:3: "value": …`), its keys
  /// read by RingKit's key table; `refused` keys are refused with their reasons. It is drawn on
  /// the calling thread within the memory budget; terminal text follows the process's
  /// environment (`LANG`, `NO_COLOR`), as `-o ring.ans` does.
  ///
  /// - Parameters:
  ///   - json: The spec's text.
  ///   - format: A format name as `--format` takes it; nil for the spec's own, else PNG.
  ///   - refused: Keys the caller may not give, each with the reason said.
  /// - Returns: The image, with every warning `ringgen` would print for the same spec.
  /// - Throws: `RenderFailure` with the line `ringgen` prints after `ringgen: error: `.
  package static func render(
    json: String, format: String?, refusing refused: [String: String]
  ) throws(RenderFailure) -> RenderedImage {
    // The answer is the image itself, as `-o -` writes it: the checks that depend on the
    // output (an animation key for a still format) are the command line's for `-o -`.
    var settings = [SpecSetting(.output, named: RenderSpec.Key.output.flag, to: .text("-"))]
    if let format { settings.append(SpecSetting(.format, named: RenderSpec.Key.format.flag, to: .text(format))) }
    let spec: RenderSpec
    let names: InputNames
    var warnings: [RenderWarning]
    let resolved: ImageFormat
    do throws(SpecError) {
      let document = try SpecDocument.read(json, named: "spec", refusing: refused)
      let read = try SpecReading(settings: settings, document: document).read()
      (spec, names) = (read.spec, InputNames(given: read.given, places: read.places))
      warnings = try check(spec, names: names)
      resolved = try spec.output.resolvedFormat()
      try checkMemory(spec, format: resolved, jobs: 1)
    } catch {
      throw RenderFailure(error)
    }
    do throws(RenderError) {
      // Only terminal text reads the environment, and copying it costs a render's tenth.
      let environment = resolved.kind == .text ? ProcessInfo.processInfo.environment : [:]
      var image = try render(spec, as: resolved, environment: environment)
      warnings += valueWarnings(spec.ring)
      image.warnings = warnings
      return image
    } catch {
      throw RenderFailure(error, names: names)
    }
  }
}
