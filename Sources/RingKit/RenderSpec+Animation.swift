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
    /// How many times an animated output plays, 0…65 535; 0 is forever. Nil (the default) is
    /// the animation's own count (``RingAnimation/defaultLoopCount``): a value's movement plays
    /// once and holds its last frame, a spinner turns forever.
    public var loop: Int?
    /// Threads that render frames, 1…256; nil is one per core. The program that runs the
    /// render decides its threads, so this is held for it (`jobs` of a batch line), not for
    /// library callers.
    package var jobs: Int?

    /// Creates settings that move from 0 to the ring's value in 1 s, easing in and out, at
    /// 30 frames per second, once.
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

  /// The format a render is written in; and, for the program that runs it, where it goes
  /// and how much memory it may plan to hold.
  ///
  /// A spec file or a batch line names its output file and memory limit with the other keys
  /// (`output`, `memoryLimit`), so the schema reads them; they are the running program's
  /// concern (`ringgen`'s command line holds them in its own request), so only the format is
  /// public here.
  public struct Output: Sendable, Hashable {
    /// The smallest memory limit, in bytes (1 MiB): below it not even a default ring fits.
    package static let minimumMemoryLimit = 1 << 20

    /// The format; nil takes it from the output path's extension (PNG when there is none).
    public var format: ImageFormat?
    /// Where to write: a path, a pattern such as `ring-%03d.png` for numbered frames, or `-`
    /// for standard output; nil when none is given. Never empty.
    package var path: String?
    /// The most memory a render may plan to hold, in bytes (at least ``minimumMemoryLimit``);
    /// nil for the reader's default.
    package var memoryLimit: Int?

    /// Creates an output in `format`, or in the format the output path's extension names.
    public init(format: ImageFormat? = nil) {
      self.format = format
    }

    /// Creates an output with a path and a memory limit, as `ringgen` reads them.
    package init(path: String?, format: ImageFormat?, memoryLimit: Int?) {
      self.path = path
      self.format = format
      self.memoryLimit = memoryLimit
    }

    /// Reads a byte count: `512M`, `4G`, `1.5GiB`, `65536K` or a number of bytes, in any case;
    /// K, M and G are powers of 1024. Nil for anything else, for 0 or less, and for 10¹⁸ bytes
    /// or more.
    package static func byteCount(parsing text: String) -> Int? {
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
    /// The ring's width in columns, in ``columnRange``; nil fits the terminal.
    public var columns: Int?
    /// A terminal cell's width / height, in ``cellAspectRange``.
    public var cellAspect = 0.5
    /// The characters to draw with; nil is automatic.
    public var symbols: SymbolSet?
    /// The colours to write; nil is automatic.
    public var color: ColorMode?
    /// Pixels or text cells; nil is automatic.
    public var graphics: Graphics?
    /// The characters of a one-character ring (``ImageFormat/glyph``); nil is
    /// ``GlyphSet/circle``.
    public var glyphs: GlyphSet?

    /// Creates terminal settings that decide everything from the terminal, with cells half as
    /// wide as they are tall.
    public init() {}

    /// Whether the ring is shown as pixels, and in which terminal graphics protocol, or as
    /// text cells.
    public enum Graphics: String, CaseIterable, Sendable, Hashable {
      /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole).
      case kitty
      /// iTerm2's inline images (iTerm2, WezTerm, mlterm).
      case iterm
      /// Sixels (foot, mlterm, xterm as a VT340, WezTerm, Konsole).
      case sixel
      /// Text cells, in ``SymbolSet``'s characters.
      case none
    }
  }
}
