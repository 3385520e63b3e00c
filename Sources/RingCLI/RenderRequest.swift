import RingCairo
import RingKit
import RingRenderer

/// Everything one `ringgen` render needs: the ring, the canvas, the format and where to write.
struct RenderRequest: Sendable, Hashable {
  /// The ring, starting from the chosen preset.
  var ring: ProgressRing
  /// Size, scale and background.
  var canvas = RingCanvas(size: 256)
  /// The output format, or nil to take it from the output's extension.
  var format: ImageFormat?
  /// Where to write: a path, `-` for standard output, or nil when none was given.
  var output: String?
  /// How the value moves, for animated outputs and `--at`.
  var animation = AnimationSettings()
  /// How the ring is drawn as text (`--format ansi`, a terminal, `ringgen watch`).
  var terminal = RenderSpec.Terminal()
  /// The dark look and which look to draw (`--dark`, `--theme`, `--appearance`).
  var theme = RenderSpec.Theme()
  /// How the command reports, and what `batch` takes of its input.
  var run = RunSettings()
  /// The most memory the run may plan to hold (`--memory-limit`), or nil for the default.
  var memoryLimit: Int?
  /// Where each property (by JSON key) was last set: the flag's spelling, or a spec's
  /// `FILE:LINE: "key"`, so that a value found invalid when drawing is blamed on its input.
  var inputNames: [String: String] = [:]

  init(preset: ProgressRing.Preset = .default) {
    ring = preset.ring
  }

  /// The frame-numbered file names, when the output is a pattern such as `ring-%03d.png`.
  func framePattern() throws(CommandError) -> FramePattern? {
    do throws(SpecError) { return try spec.output.framePattern() } catch { throw CommandError(error) }
  }

  /// The format to write: the explicit one, else the output's extension, else PNG for `-`.
  func resolvedFormat() throws(CommandError) -> ImageFormat {
    do throws(SpecError) { return try spec.output.resolvedFormat() } catch { throw CommandError(error) }
  }
}

extension RenderRequest {
  /// The memory budget: `--memory-limit`, else ``MemoryBudget/defaultLimit``.
  var memoryBudget: MemoryBudget { MemoryBudget(limit: memoryLimit ?? MemoryBudget.defaultLimit) }

  /// The request with its ring at `--at`'s time, when one is given, for outputs that show one
  /// still picture.
  func stillFrame() throws(CommandError) -> RenderRequest {
    guard let time = animation.at else { return self }
    let moving = animation.animation(of: ring)
    do throws(RingValidationError) { try moving.validate() } catch { throw CommandError(error, names: inputNames) }
    var still = self
    still.ring = moving.ring(at: time)
    return still
  }
}

extension RenderRequest {
  /// Refuses a raster output whose canvases (and blur masks) would not fit in the memory
  /// budget, when rendered on `jobs` threads (SVG, PDF and terminal text hold no canvas of the
  /// output's size).
  func checkMemory(format: ImageFormat, jobs: @autoclosure () -> Int) throws(CommandError) {
    do throws(SpecError) {
      try Renderer.checkMemory(spec, format: format, jobs: jobs())
    } catch {
      throw CommandError(error)
    }
  }
}
