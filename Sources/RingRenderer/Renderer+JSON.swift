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
    let document: SpecDocument
    var spec: RenderSpec
    var places: [String: String]
    do throws(SpecError) {
      document = try SpecDocument.read(json, named: "spec", refusing: refused)
      (spec, places) = try document.spec()
    } catch {
      throw RenderFailure(error)
    }
    // The answer is the image itself, as `-o -` writes it: the checks that depend on the
    // output (an animation key for a still format) are the command line's for `-o -`.
    var settings: [(key: RenderSpec.Key, text: String)] = [(.output, "-")]
    if let format { settings.append((.format, format)) }
    for setting in settings { try set(setting.key, to: setting.text, in: &spec, places: &places) }
    let names = InputNames(given: settings.map(\.key.flag) + document.members.map(\.key), places: places)
    var warnings: [RenderWarning]
    let resolved: ImageFormat
    do throws(SpecError) {
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

  /// Sets `key` from its flag's text, as the command line reads `--KEY TEXT`.
  private static func set(
    _ key: RenderSpec.Key, to text: String, in spec: inout RenderSpec, places: inout [String: String]
  ) throws(RenderFailure) {
    do throws(SpecInputError) {
      try key.apply(.text(text), to: &spec)
    } catch {
      throw .usage("\(key.flag): \(error.reason)")
    }
    places[key.rawValue] = key.flag
  }
}
