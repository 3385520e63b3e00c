import RingKit

/// Something the renderer found worth saying about a spec it draws anyway: an input that
/// changes nothing in this format, text that is cut short or left out, characters no font
/// has, a value outside the ring's range.
///
/// The doors that check a spec (the command line, the C library, Python) give them in
/// ``RenderedImage/warnings``, in the order `ringgen` prints them:
///
/// ```swift
/// for warning in image.warnings {
///   print(warning.code, warning.key?.rawValue ?? "-", warning.message)
///   // missingGlyphs label the label has 2 characters that no installed font has, …
/// }
/// ```
///
/// `message` is the line `ringgen` prints after `ringgen: warning: `; it names each input as
/// it was given (a flag, a spec's key, `--override KEY`).
public struct RenderWarning: Sendable, Hashable, CustomStringConvertible {
  /// What kind of warning it is: a stable name for code that filters or counts them.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// A unit is given, but the label has no `{unit}` to show it.
    case unitNotShown = "unit-not-shown"
    /// A caption is given, but the value it is drawn under is hidden.
    case captionNotShown = "caption-not-shown"
    /// A timeline setting (`fps`, `loop`, `jobs`) with `at`, which draws one still frame.
    case timelineWithStill = "timeline-with-still"
    /// `loop` on numbered PNG frames, which play no loops.
    case loopOnFrames = "loop-on-frames"
    /// `from`, `duration` or `delay` with `keyframes`, which give the values and times.
    case timingWithKeyframes = "timing-with-keyframes"
    /// A GIF frame rate over 50: many viewers slow such frames down.
    case gifFrameRate = "gif-frame-rate"
    /// `glyphs` on a format other than `glyph`.
    case glyphsWithoutGlyph = "glyphs-without-glyph"
    /// `scale` on a vector or text format, which has no pixels.
    case scaleWithoutPixels = "scale-without-pixels"
    /// The chosen format differs from the one the output's extension names.
    case formatNotExtension = "format-not-extension"
    /// Label characters that no installed font has, drawn as boxes.
    case missingGlyphs = "missing-glyphs"
    /// A label too small to read, left out.
    case labelOmitted = "label-omitted"
    /// Text too long to fit at the smallest legible size, cut short with '…'.
    case textCut = "text-cut"
    /// Text that is not fitted and reaches past the canvas, cut at its edges.
    case textPastCanvas = "text-past-canvas"
    /// A value above the maximum, drawn as a full ring.
    case valueAboveMaximum = "value-above-maximum"
    /// A negative value, drawn as 0.
    case valueBelowZero = "value-below-zero"
  }

  /// What kind of warning it is.
  public var code: Code
  /// The key the warning concerns, when it concerns one.
  public var key: RenderSpec.Key?
  /// One line saying what was found and what to do, naming the inputs as given.
  public var message: String

  /// A warning of `code` about `key`.
  public init(_ code: Code, key: RenderSpec.Key?, _ message: String) {
    self.code = code
    self.key = key
    self.message = message
  }

  public var description: String { message }
}
