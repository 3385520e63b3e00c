/// A circular progress ring: every MBCircularProgressBar property under its MB name, with MB's
/// semantics, plus `clockwise` and `label`.
///
/// `ProgressRing` is a plain value. It describes the ring; ``RingLayout`` turns it into
/// geometry for a canvas, and a renderer (`RingCairo`) draws that geometry.
///
/// ```swift
/// var ring = ProgressRing(value: 15, maxValue: 30)   // the default look: a full ring
/// ring.progressColor = RingColor("#0FA3B1")!
///
/// var gauge = ProgressRing.mb                          // MB's own defaults: an orange gauge
/// gauge.value = 55
/// ```
///
/// ## Units
/// Lengths (line widths, padding, font sizes, text offset) are in points; a renderer multiplies
/// them by its scale to get pixels. A nil width, padding or font size is automatic: a share of
/// the canvas (see ``resolvingAutomaticLengths(canvasSide:)``). `progressAngle` and `progressRotationAngle` are in percent
/// of a full turn, as in MB.
///
/// ## Where this differs from MBCircularProgressBar
/// - `value` is clamped to 0…`maxValue` for drawing and for the text (MB PRs #6, #52).
/// - A `maxValue` ≤ 0 draws no progress and shows 0, instead of dividing by zero.
/// - At value 0 no progress ink is drawn, even with a round cap (MB #79).
/// - A band that sweeps a full turn is drawn as a closed ring, without caps or a seam.
/// - `progressAngle` is clamped to 0…100.
/// - Non-finite numbers are invalid (see ``validate()``); unknown font names fall back to a
///   sans face instead of crashing.
public struct ProgressRing: Sendable, Hashable {
  // MARK: - Value

  /// The progress, in the same unit as ``maxValue``; drawn clamped to 0…`maxValue`.
  ///
  /// It is also the number shown in the centre (``countdown`` shows `maxValue − value`).
  public var value: Double = 0

  /// The value of a full ring. At 0 or below, no progress is drawn.
  public var maxValue: Double = 100

  // MARK: - Arc

  /// Rotates the whole ring clockwise, in percent of a full turn (period 100).
  ///
  /// At 0 the track is centred on 12 o'clock, so a full ring (``progressAngle`` 100) starts at
  /// 6 o'clock; 50 makes it start at 12 o'clock.
  public var progressRotationAngle: Double = 50

  /// The length of the track, in percent of a full circle, clamped to 0…100.
  ///
  /// The gap of a partial ring is centred opposite the track's centre (at 6 o'clock with no
  /// rotation); 80 gives MB's 288° gauge.
  public var progressAngle: Double = 100

  /// Whether progress grows clockwise from the track's counter-clockwise end (true, MB's only
  /// behaviour) or is the mirror image: counter-clockwise from the other end (MB PR #65).
  public var clockwise = true

  // MARK: - Progress band

  /// Width of the progress band in points, before its 1-point frame; ≤ 0 hides the band. Nil
  /// (the default preset's) is automatic: ``automaticLineWidthShare`` of the canvas's smaller
  /// side, 18 pt on the default 256-pt canvas, so a small ring keeps its hole. A width given
  /// is absolute, as in MB (the `mb` preset's 14 and 1).
  public var progressLineWidth: Double?
  /// Fill colour of the progress band.
  public var progressColor = RingColor(rgb: 0x2563EB)
  /// Colour of the 1-point frame drawn around the progress band's outline, or nil for the
  /// band's fill colour, ``progressColor`` (the default preset's: one colour gives one band).
  /// The `mb` preset sets it, as MB's view has a stroke colour of its own.
  public var progressStrokeColor: RingColor?
  /// How the progress band ends.
  public var progressCapType = LineCap.round

  // MARK: - Track

  /// Width of the track (MB's "empty line") in points, before its 1-point frame; ≤ 0 hides it.
  /// Nil is automatic, as for ``progressLineWidth``.
  public var emptyLineWidth: Double?
  /// Fill colour of the track.
  public var emptyLineColor = RingColor(rgb: 0xE5E7EB)
  /// Colour of the 1-point frame drawn around the track's outline, or nil for the track's
  /// fill colour, ``emptyLineColor`` (the default preset's). The `mb` preset sets it.
  public var emptyLineStrokeColor: RingColor?
  /// How the track ends (it has no ends when it is a full circle).
  public var emptyCapType = LineCap.butt

  /// Where the progress band sits relative to the track.
  public var progressAppearanceType = AppearanceType.overlaps

  // MARK: - Paint

  /// A gradient along the progress band, or nil for ``progressColor``. It paints the band's
  /// fill and frame; ``gradientSpan`` says what it stretches over.
  public var progressGradient: RingGradient?
  /// A gradient along the track, or nil for ``emptyLineColor``. It paints the track's fill and
  /// frame and always stretches over the whole track, in the direction progress grows.
  public var emptyLineGradient: RingGradient?
  /// What ``progressGradient`` stretches over: the filled part (the tip always has the last
  /// colour) or the whole track (the tip's colour tells how far the value got).
  public var gradientSpan = GradientSpan.progress
  /// The colour space gradients blend in.
  public var gradientInterpolation = GradientInterpolation.srgb
  /// Colours the progress band (fill and frame) takes at and above shares of the maximum, in
  /// increasing order; below the first, the band keeps its own paint. They win over
  /// ``progressGradient``.
  public var thresholds: [RingThreshold] = []
  /// Whether the threshold colour blends linearly between neighbouring thresholds (from
  /// ``progressColor`` at 0 %) instead of stepping at each.
  public var thresholdBlend = false
  /// A colour for the disc inside the innermost band's inner edge, or nil for none.
  public var centerColor: RingColor?
  /// A soft shadow under the bands, or nil. The ring shrinks by the shadow's
  /// ``RingShadow/reach`` so the blur stays inside the canvas.
  public var shadow: RingShadow?
  /// A soft glow around the progress band, or nil. The ring shrinks by its
  /// ``RingGlow/reach`` so the blur stays inside the canvas.
  public var glow: RingGlow?

  // MARK: - Composition

  /// What a value above ``maxValue`` draws: clamped (MB) or extra laps.
  public var overflow = RingOverflow.clamp
  /// Splits the track and the progress into this many pieces (2…360), or 0 for one band.
  public var segments = 0
  /// The gap between segments along the centre line, in points (between cap ends).
  public var segmentGap = 2.0
  /// Whether progress fills whole segments only, as steps.
  public var segmentSnap = false
  /// How many ticks divide the track's sweep (ticks + 1 marks, one fewer on a full circle);
  /// 0 for none, at most 360.
  public var ticks = 0
  /// A tick's length across the track, in points.
  public var tickLength = 6.0
  /// A tick's width, in points.
  public var tickWidth = 1.0
  /// The ticks' colour.
  public var tickColor = RingColor(rgb: 0x9CA3AF)
  /// Where ticks sit across the track.
  public var tickPosition = TickPosition.center
  /// Whether each tick is labelled with its value (ECharts and Plotly gauges), in the unit
  /// font at a sixteenth of the drawing area's height, in the tick colour: outside the track
  /// for `outside` ticks, inside it otherwise.
  public var tickLabels = false
  /// A disc at the progress tip: its radius in points and colour (white by default), drawn
  /// above the band with a 1-point frame in the tip's colour; nil for none.
  public var knob: RingMarker?
  /// A radial mark across the track at a value (in the ring's unit) and colour (the font
  /// colour by default); nil for none.
  public var target: RingMarker?
  /// A second, lighter arc under the progress (a buffer, as video players show), in the
  /// ring's unit; nil for none.
  public var secondaryValue: Double?
  /// The secondary arc's colour; nil for the progress colour at 35 %.
  public var secondaryColor: RingColor?

  /// A `dots` spinner frame's brightness per dot (see ``Spinner/dotBrightness(at:)``), set by
  /// ``Spinner/ring(_:at:)``: the ring is drawn as these dots instead of its bands. Not a key:
  /// a frame is made from a spinner and a time, never read.
  package var spinnerDots: [Double]?

  /// Concentric rings, outermost first, each with its own value, maximum and look; empty for
  /// one ring. When set, this ring's own bands are not drawn: it gives the canvas, the centre
  /// text (whose `{value}`, `{percent}`… are the outer ring's, and `{value2}`, `{percent3}`…
  /// the others') and the spacing. At most 16.
  public var rings: [ProgressRing] = []
  /// Where a concentric ring's movement starts when the ring is animated, in its unit; nil
  /// for the animation's own `from`. Ignored on the outer ring, whose start is the
  /// animation's.
  public var animationStart: Double?
  /// The gap between concentric rings, in points.
  public var ringSpacing = 2.0
  /// What the ring measures, for the alt text of concentric rings ("Move 80%").
  public var name: String?

  /// Inset of the drawing area from the canvas on every side, in points (may be negative).
  ///
  /// The default 1 keeps the bands' half-point frames inside the canvas.
  public var borderPadding: Double = 1
  /// How the ring is placed on the canvas: on the largest centred circle (MB's), or scaled
  /// so that what is drawn fills it (``RingFit/arc``, for gauges on wide canvases).
  public var fit = RingFit.circle

  // MARK: - Text

  /// Whether any text is drawn in the centre. When false, neither value nor unit is shown.
  public var showValueString = true
  /// Whether ``unitString`` is appended to the value (and what `{unit}` expands to in a label).
  public var showUnitString = true
  /// Text appended to the value with no separator, such as `"%"` or `" days"`.
  public var unitString = "%"
  /// Digits after the decimal point, as printf's `%.Nf` (0…20).
  public var decimalPlaces = 0
  /// Whether the text counts down: it shows `maxValue − value` (and `{percent}` shows the
  /// remaining percentage). The arc still fills by `value`.
  public var countdown = false

  /// Font of the number, resolved through fontconfig: a family (`"DejaVu Sans"`), a PostScript
  /// name (`"HelveticaNeue-Thin"`) or a fontconfig pattern (`"DejaVu Sans:weight=200"`).
  public var valueFontName = "DejaVu Sans"
  /// Size of the number in points; nil is automatic: the drawing area's height / 5.
  public var valueFontSize: Double?
  /// Size of the number from its decimal point on, in points; nil is ``valueFontSize``.
  public var valueDecimalFontSize: Double?
  /// Font of the unit and of a label's literal text, resolved like ``valueFontName``.
  public var unitFontName = "DejaVu Sans"
  /// Size of the unit in points; nil is automatic: the drawing area's height / 7.
  public var unitFontSize: Double?
  /// Colour of all text.
  public var fontColor = RingColor(rgb: 0x1F2937)
  /// Offset added to the text's position, in points; positive y moves it down.
  public var textOffset = Point.zero

  /// A template for the centre text, or nil for MB's text (`{value}{unit}`).
  ///
  /// Placeholders: `{value}`, `{max}`, `{percent}`, `{remaining}` (maxValue − value) and
  /// `{unit}`, numbers formatted with ``decimalPlaces``; `{{` and `}}` write braces. Numbers use
  /// the value font (their decimals the decimal size); `{unit}` and literal text use the unit
  /// font. Example: `"{value}/{max}"`. At most ``maxTextLength`` characters, none of them a
  /// control character but a line break (`\n`), which starts a second line.
  public var label: String? = "{percent}%"

  /// How numbers are written: plain (the default, printf's `%.Nf`), grouped or compact.
  public var numberFormat = NumberFormat.plain
  /// Whose digits, separators and compact units numbers use; the standard locale (en-US) is
  /// what ringgen always wrote. ringgen never reads the environment's locale for this.
  public var locale = NumberLocale.standard

  /// Whether text that would reach past the innermost band's inner edge shrinks to fit
  /// (``LabelFit/shrink``, the default) or stays as large as its sizes say (``LabelFit/none``,
  /// MB's behaviour and the `mb` preset's).
  public var labelFit = LabelFit.shrink
  /// The room ``LabelFit/shrink`` leaves between the text's ink and the innermost band's inner
  /// edge (its frame included), in points. Nil (the default) is automatic:
  /// ``automaticLabelPaddingShare`` of the canvas's smaller side, 4 pt on 256 pt.
  public var labelPadding: Double?

  /// A second, smaller line under the label, inside the ring, or nil for none (at most
  /// ``maxTextLength`` characters, none of them a control character). Its line box starts where the label's ends, so the
  /// label stays where it would be without it; it shrinks with the label when the text must fit.
  public var caption: String?
  /// Font of the caption, resolved like ``valueFontName``.
  public var captionFontName = "DejaVu Sans"
  /// Size of the caption in points; nil is automatic: the drawing area's height / 12.
  public var captionFontSize: Double?
  /// Colour of the caption.
  public var captionColor = RingColor(rgb: 0x6B7280)

  /// The colour the progress band's frame is drawn in: ``progressStrokeColor``, or
  /// ``progressColor`` when that is nil.
  public var resolvedProgressStrokeColor: RingColor { progressStrokeColor ?? progressColor }

  /// The colour the track's frame is drawn in: ``emptyLineStrokeColor``, or
  /// ``emptyLineColor`` when that is nil.
  public var resolvedEmptyLineStrokeColor: RingColor { emptyLineStrokeColor ?? emptyLineColor }

  /// Creates the default ring (see ``Preset/default``) showing `value` of `maxValue`.
  public init(value: Double = 0, maxValue: Double = 100) {
    self.value = value
    self.maxValue = maxValue
  }
}
