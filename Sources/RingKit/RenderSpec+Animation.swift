extension RenderSpec {
  /// How the value moves in an animated render (APNG, GIF, numbered frames) or at `at`.
  public struct Animation: Sendable, Hashable {
    /// The range of ``fps``, in frames per second.
    public static let fpsRange = RingAnimation.fpsRange

    /// The value the animation starts from; nil is 0.
    public var from: Double?
    /// Seconds the value takes to move (≥ 0); nil is 1 s (0.3 s for each move of `ringgen watch`).
    public var duration: Double?
    /// Seconds before it moves (≥ 0); the first frames show ``from``.
    public var delay = 0.0
    /// Frames per second of an animated output, in ``fpsRange``.
    public var fps = 30.0
    /// How the value moves (and the default easing of keyframe segments).
    public var easing = Easing.easeInOut
    /// Values at times, which replace ``from``, ``duration`` and ``delay``; nil for none.
    public var keyframes: Keyframes?
    /// An indeterminate spinner, which replaces the value's movement; ``duration`` is its
    /// period. Nil for none.
    public var spinner: Spinner.Style?
    /// The time, in seconds (≥ 0), of a single still frame to render instead of an animation;
    /// nil for none.
    public var at: Double?
    /// How many times an animated output plays, 0…65 535; 0 is forever.
    public var loop = 0
    /// Threads that render frames, 1…256; nil is one per core.
    public var jobs: Int?

    /// Creates settings that move from 0 to the ring's value in 1 s, easing in and out, at
    /// 30 frames per second, forever.
    public init() {}

    /// The movement of `ring`'s value: the spinner if set, else the keyframes (with
    /// ``easing`` for segments that name none), else from ``from`` to the ring's value.
    public func animation(of ring: ProgressRing) -> RingAnimation {
      if let spinner {
        return RingAnimation(ring: ring, timeline: .spinner(Spinner(style: spinner, period: duration ?? 1)))
      }
      if var keyframes {
        keyframes.easing = easing
        return RingAnimation(ring: ring, timeline: .keyframes(keyframes))
      }
      return RingAnimation(ring: ring, from: from ?? 0, duration: duration ?? 1, delay: delay, easing: easing)
    }
  }

  /// Where and how a render is written.
  public struct Output: Sendable, Hashable {
    /// The smallest ``memoryLimit``, in bytes (1 MiB): below it not even a default ring fits.
    public static let minimumMemoryLimit = 1 << 20

    /// Where to write: a path, a pattern such as `ring-%03d.png` for numbered frames, or `-`
    /// for standard output; nil when none is given. Never empty.
    public var path: String?
    /// The format; nil takes it from ``path``'s extension.
    public var format: ImageFormat?
    /// The most memory a render may plan to hold, in bytes (at least ``minimumMemoryLimit``);
    /// nil for the reader's default.
    public var memoryLimit: Int?

    /// Creates an output with no path, format or memory limit.
    public init(path: String? = nil, format: ImageFormat? = nil, memoryLimit: Int? = nil) {
      self.path = path
      self.format = format
      self.memoryLimit = memoryLimit
    }

    /// Reads a byte count: `512M`, `4G`, `1.5GiB`, `65536K` or a number of bytes, in any case;
    /// K, M and G are powers of 1024. Nil for anything else, for 0 or less, and for 10¹⁸ bytes
    /// or more.
    public static func byteCount(parsing text: String) -> Int? {
      let trimmed = text.trimmingWhitespace()
      let units: [(suffix: String, shift: Int)] = [
        ("KiB", 10), ("MiB", 20), ("GiB", 30), ("K", 10), ("M", 20), ("G", 30), ("B", 0), ("", 0),
      ]
      for (suffix, shift) in units where trimmed.uppercased().hasSuffix(suffix.uppercased()) {
        guard let number = Double(decimal: trimmed.dropLast(suffix.count).trimmingWhitespace()), number.isFinite,
          number > 0
        else {
          continue
        }
        let bytes = number * Double(1 << shift)
        guard bytes < 1e18 else { return nil }
        return Int(bytes)
      }
      return nil
    }
  }

  /// How the ring is drawn as terminal text. Nil means "decide from the terminal and the
  /// environment".
  public struct Terminal: Sendable, Hashable {
    /// The range of ``columns``.
    public static let columnRange = 8...1000
    /// The range of ``cellAspect``.
    public static let cellAspectRange = 0.2...2.0
    /// The names the `symbols` key takes besides `auto`.
    public static let symbolNames = ["block", "half", "quadrant", "sextant", "braille", "ascii"]
    /// The names the `color` key takes besides `auto`.
    public static let colorNames = ["truecolor", "256", "16", "none"]
    /// The names the `graphics` key takes besides `auto`.
    public static let graphicsNames = ["kitty", "iterm", "sixel", "none"]

    /// The ring's width in columns, in ``columnRange``; nil fits the terminal.
    public var columns: Int?
    /// A terminal cell's width / height, in ``cellAspectRange``.
    public var cellAspect = 0.5
    /// The characters to draw with, one of ``symbolNames``; nil is automatic.
    public var symbols: String?
    /// The colours to write, one of ``colorNames``; nil is automatic.
    public var color: String?
    /// Pixels or text cells, one of ``graphicsNames``; nil is automatic.
    public var graphics: String?
    /// The characters of a one-character ring (``ImageFormat/glyph``); nil is
    /// ``GlyphSet/circle``.
    public var glyphs: GlyphSet?

    /// Creates terminal settings that decide everything from the terminal, with cells half as
    /// wide as they are tall.
    public init() {}
  }
}
