/// Everything said about one key of the schema (``RenderSpec/Key``), declared once in
/// ``RenderSpec/Key/descriptor``: how its value is read and written, what it sets, its topic,
/// its one-sentence description, its default and the spellings of its flag.
///
/// Every surface is derived from these: `ringgen`'s flags, help, manual and completions, the
/// JSON keys of `--spec` files, batch lines and sheet entries, the service's URL keys, and
/// `Codable`. A class, so that looking a row up (once per key a spec gives) copies nothing.
///
/// ```swift
/// let max = RenderSpec.Key.maxValue.descriptor
/// max.flagNames     // ["--max-value", "--max"]
/// max.defaultText   // "100"
/// max.topic         // .value
/// ```
public final class KeyDescriptor: Sendable {
  /// What part of a ring or render a key is about: the groups help, the manual and the
  /// designer show keys in.
  public enum Topic: String, Sendable, Hashable, CaseIterable {
    /// The value and the maximum.
    case value
    /// Where the track starts, how far it reaches and which way progress grows.
    case arc
    /// The progress band.
    case progress
    /// The track under it.
    case track
    /// Gradients, thresholds, the centre disc, shadow and glow.
    case paint
    /// Concentric rings, laps, segments, ticks and markers.
    case composition
    /// The centre text and the caption.
    case text
    /// How the value moves to a new one (an animation, or `watch`).
    case motion
    /// An animation's timeline and frames.
    case timeline
    /// The canvas's size and background.
    case canvas
    /// How and where the render is written.
    case output
    /// Where the other keys come from (the preset).
    case input
    /// The ring as terminal text.
    case terminal

    /// The heading a topic's keys are listed under in help, the manual, the reference and the
    /// designer: "VALUE", "PROGRESS BAND".
    public var heading: String {
      switch self {
      case .value: "VALUE"
      case .arc: "ARC"
      case .progress: "PROGRESS BAND"
      case .track: "TRACK"
      case .paint: "PAINT"
      case .composition: "LAPS, SEGMENTS, TICKS AND MARKERS"
      case .text: "TEXT"
      case .motion: "MOTION"
      case .timeline: "TIMELINE"
      case .canvas: "CANVAS"
      case .output: "OUTPUT"
      case .input: "INPUT"
      case .terminal: "TERMINAL"
      }
    }
  }

  /// The shape of a key's value, for what describes values without reading them: the
  /// service's OpenAPI document and the designer's controls. The reader stays the judge of
  /// what is accepted; a range here is the one the reader or the ring's validation enforces.
  public enum Form: Sendable, Hashable {
    /// A finite number, within `range` when it is given (bounds included).
    case number(range: ClosedRange<Double>?)
    /// A whole number within `range` (bounds included).
    case integer(ClosedRange<Int>)
    /// A length in points within ±``ProgressRing/maxLength``, or `auto`.
    case length
    /// A font size in points above 0 and at most ``ProgressRing/maxLength``, or `auto` (also -1).
    case fontSize
    /// A colour in any form ``RingColor`` reads; `absent` is the word that gives none (`none`,
    /// `fill`), nil when a colour is required.
    case color(absent: String?)
    /// One of ``KeyDescriptor/choices``.
    case choice
    /// One of ``KeyDescriptor/choices`` (any case), or its index among them: MB's number for it.
    case numberedChoice
    /// A switch: a JSON boolean, or a flag.
    case toggle
    /// Text in the form ``KeyDescriptor/placeholder`` shows (free text, a template, `X,Y`, …).
    case text
    /// A ratio within `range` (bounds included), as a number or a fraction `W/H`.
    case ratio(range: ClosedRange<Double>)
    /// Colour stops along a band, as many as `stops` allows, or `none`.
    case gradient(stops: ClosedRange<Int>)
    /// `P:COLOR` pairs.
    case thresholds
    /// Concentric rings.
    case rings
    /// Dark-look values of ``RenderSpec/Key/colorKeys``: `KEY=COLOR,…`, or a JSON object.
    case darkColors
  }

  /// The key described.
  public let key: RenderSpec.Key
  /// The group the key is shown in.
  public let topic: Topic
  /// One sentence saying what the key does, with its units and edge cases.
  public var summary: String { describeSummary() }
  /// Writes the summary: some name the formats, presets or locales there are, text only help,
  /// the manual and the reference ask for.
  private let describeSummary: @Sendable () -> String
  /// The placeholder for the value in help (`N`, `COLOR`, `round|butt|square`); nil for a
  /// switch, which takes no value on the command line (its JSON value is a boolean).
  public let placeholder: String?
  /// The names the value takes when it is one of a fixed list (cap types, locales, formats);
  /// empty for open-ended values such as numbers, colours and easing curves.
  public let choices: [String]
  /// The shape of the value.
  public let form: Form
  /// The range a number is drawn clamped to where its reader takes any finite number
  /// (`progressAngle`: 0…100); nil for every other key.
  public let drawnRange: ClosedRange<Double>?
  /// How `--theme auto` derives the key's dark colour; nil unless the key is a colour key.
  public let darkRole: RingColor.DarkRole?
  /// The default as help prints it (`100`, `#3b82f6`, `auto`); nil where help shows none.
  public var defaultText: String? { describeDefault() }
  /// Prints the default: only help, the manual and the reference ask, so a render reads no
  /// default and formats no number for it.
  private let describeDefault: @Sendable () -> String?

  /// Sets the key's property of a spec from an input.
  let read: @Sendable (SpecInput, inout RenderSpec) throws(SpecInputError) -> Void
  /// The key's value in a spec as JSON, in a form ``read`` reads back to the same value; nil
  /// when the key is left out.
  let write: @Sendable (RenderSpec) -> JSONValue?

  init(
    key: RenderSpec.Key, topic: Topic, describeSummary: @escaping @Sendable () -> String, placeholder: String?,
    choices: [String], form: Form,
    defaultText: @escaping @Sendable () -> String?,
    drawnRange: ClosedRange<Double>? = nil, darkRole: RingColor.DarkRole? = nil,
    read: @escaping @Sendable (SpecInput, inout RenderSpec) throws(SpecInputError) -> Void,
    write: @escaping @Sendable (RenderSpec) -> JSONValue?
  ) {
    self.key = key
    self.topic = topic
    self.describeSummary = describeSummary
    self.placeholder = placeholder
    self.choices = choices
    self.form = form
    self.describeDefault = defaultText
    self.drawnRange = drawnRange
    // A colour is a surface (paper, track, text) unless its row says it is ink.
    self.darkRole = if case .color = form { darkRole ?? .surface } else { nil }
    self.read = read
    self.write = write
  }

  /// The key's name in JSON, in URL queries and in `Codable`: MB's property name
  /// (`maxValue`) or the option's name in camelCase (`cellAspect`).
  public var jsonName: String { key.rawValue }

  /// The canonical flag: the JSON name in kebab-case, after two dashes (`--max-value`).
  public var flag: String { "--" + Self.kebabCase(jsonName) }

  /// Every spelling that gives the flag, in help's order (`-o`, `--output`; `--max-value`,
  /// `--max`), the negation not included.
  public var flagNames: [String] {
    let other = key.otherSpellings
    return (other.short.map { ["-" + $0] } ?? []) + [flag] + other.aliases
  }

  /// The spelling that turns a switch off (`--no-countdown`, `--counterclockwise`); nil for a
  /// key that takes a value.
  public var negation: String? {
    guard isSwitch else { return nil }
    return key.otherSpellings.negation ?? "--no-" + Self.kebabCase(jsonName)
  }

  /// The key's value in the default spec, as JSON (nil when the key is left out).
  package var defaultJSON: JSONValue? { json(in: RenderSpec()) }

  /// The key's value in `spec`, as JSON (nil when the key is left out).
  package func json(in spec: RenderSpec) -> JSONValue? { write(spec) }

  /// Whether the key is a switch on the command line (its JSON value is a boolean).
  public var isSwitch: Bool { placeholder == nil }

  /// `maxValue` → `max-value`. Key names are ASCII, so this works on bytes: it runs for every
  /// flag the command line looks up, before the first ring is drawn.
  static func kebabCase(_ name: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count + 4)
    for byte in name.utf8 {
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
        bytes += [UInt8(ascii: "-"), byte + 32]
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
