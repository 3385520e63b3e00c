/// Everything one render is described by, as the JSON keys of a `ringgen --spec` file, a
/// `batch` line or a `sheet` entry say it: the ring, the canvas, the animation, the output and
/// the terminal text, and the dark look.
///
/// ```swift
/// let json = #"{"value": 72, "label": "{value}/{max}", "size": "320x200", "textOffset": "0,4"}"#
/// let spec = try JSONDecoder().decode(RenderSpec.self, from: Data(json.utf8))
/// spec.ring.textOffset     // Point(x: 0, y: 4)
/// spec.canvas.width        // 320
/// ```
///
/// The keys are ``Key``'s cases; every value form `ringgen` accepts for a key, this type's
/// `Codable` conformance accepts too, because both read through the same schema. Decoding
/// starts from ``init(ring:canvas:animation:output:terminal:theme:)``'s defaults (the `preset` key,
/// read first, replaces the ring), applies `rings` last (each concentric ring starts from the
/// ring the other keys describe), and rejects unknown keys, naming the closest known one.
/// Encoding writes every key that has a value (not `preset`), in a form decoding reads back
/// to an equal value.
public struct RenderSpec: Sendable, Hashable {
  /// The ring; the `preset` key chooses where it starts.
  public var ring: ProgressRing
  /// Size (points), scale (pixels per point) and background.
  public var canvas: RingCanvas
  /// How the value moves, for animated outputs and `at`.
  public var animation: Animation
  /// Where and how the render is written, and how much memory it may plan to hold.
  public var output: Output
  /// How the ring is drawn as terminal text.
  public var terminal: Terminal
  /// The dark look, and which look to draw.
  public var theme: Theme

  /// Creates a spec; by default the default ring (``ProgressRing/Preset/default``) on a
  /// 256 × 256-point transparent canvas at scale 1, with no output named.
  public init(
    ring: ProgressRing = ProgressRing(), canvas: RingCanvas = RingCanvas(size: 256), animation: Animation = Animation(),
    output: Output = Output(), terminal: Terminal = Terminal(), theme: Theme = Theme()
  ) {
    self.ring = ring
    self.canvas = canvas
    self.animation = animation
    self.output = output
    self.terminal = terminal
    self.theme = theme
  }
}
