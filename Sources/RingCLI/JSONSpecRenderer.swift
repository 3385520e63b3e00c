import FoundationEssentials
import RingCairo
import RingKit
import RingRenderer

/// A JSON spec rendered in memory, byte for byte as `ringgen --spec FILE --format FORMAT -o -`
/// writes it, with the command line's messages: the C library's and Python's way in.
///
/// The spec is read as the service reads a POST body (named `spec` in messages, no files, no
/// warnings) and drawn by the one renderer on the calling thread, within the command line's
/// memory budget; terminal text follows the process's environment (`LANG`, `NO_COLOR`), as
/// `-o ring.ans` does.
package enum JSONSpecRenderer {
  /// Keys a library caller may not give: they name files or threads.
  static let refusedKeys: [String: String] = [
    RenderSpec.Key.output.rawValue: "the library returns the image and writes no files",
    RenderSpec.Key.jobs.rawValue: "the library renders on the calling thread",
  ]

  /// Renders `json` as `format` (a `--format` value), or as the spec's own format, else PNG.
  ///
  /// - Throws: `CommandError` with the line `ringgen` prints after `ringgen: error: `; its
  ///   kind is `.usage` for bad input and `.runtime` for a failure while rendering.
  package static func render(_ json: String, format: String?) throws(CommandError) -> RenderedImage {
    let spec = try CommandLineParser.Spec.read(json, named: "spec", refusing: refusedKeys)
    // Output `-`, as the service's answers: the checks that depend on the output (an
    // animation flag for a still format) are the command line's for `-o -`.
    var settings = [
      try RingService.parser.setting(
        Option(key: .output), spelling: RenderSpec.Key.output.descriptor.flag, input: .text("-"))
    ]
    if let format {
      settings.append(
        try RingService.parser.setting(
          Option(key: .format), spelling: RenderSpec.Key.format.descriptor.flag, input: .text(format)))
    }
    guard case .render(let request, _) = try RingService.parser.parse(settings: settings, spec: spec) else {
      throw .usage("a spec renders a ring; it has no help or version")
    }
    let resolved = try request.resolvedFormat()
    try request.checkMemory(format: resolved, jobs: 1)
    do throws(RenderError) {
      // Only terminal text reads the environment, and copying it costs a render's tenth.
      let environment = resolved.kind == .text ? ProcessInfo.processInfo.environment : [:]
      return try Renderer.render(request.spec, as: resolved, environment: environment)
    } catch {
      throw CommandError(error, names: request.inputNames)
    }
  }
}
