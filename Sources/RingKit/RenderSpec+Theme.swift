extension RenderSpec {
  /// Which of a render's two looks a still picture, an animation or terminal text shows.
  public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// The colours the ring's keys give.
    case light
    /// The colours of the dark look (see ``RenderSpec/drawn(in:)``).
    case dark
  }

  /// A render's dark look and which look to draw: `--dark`, `--theme` and `--appearance`.
  ///
  /// An SVG carries both looks when ``hasDarkVariant`` (switching with
  /// `@media (prefers-color-scheme: dark)`); every other format draws the one ``appearance``
  /// names. With no dark keys and `theme none`, an SVG is the light look alone, byte for byte
  /// as without this type.
  public struct Theme: Sendable, Hashable {
    /// How the dark colours not given by ``dark`` are found.
    public enum Derivation: String, Sendable, Hashable, CaseIterable {
      /// Only the colours ``dark`` gives change (when it gives none, the dark look is derived
      /// as by ``auto``).
      case none
      /// Every colour of the ring is derived (``RingColor/darkVariant(as:)``), then ``dark``'s
      /// win.
      case auto
    }

    /// One colour key's value in the dark look.
    public struct DarkColor: Sendable, Hashable {
      /// The colour key (its form in the key table is a colour).
      public let key: RenderSpec.Key
      /// The value, as the key's writer writes it, so its reader reads it back unchanged.
      package let value: JSONValue
    }

    /// The dark look's colours, in the key table's order (so the order they were given in, or
    /// a JSON object's, makes no difference); a key given again replaces its value.
    public internal(set) var dark: [DarkColor] = []
    /// How the other colours of the dark look are found.
    public var derivation = Derivation.none
    /// The look to draw, or nil when none was asked for: files draw ``Appearance/light``;
    /// terminal text may follow the terminal's background.
    public var appearance: Appearance?

    /// Creates a theme with no dark look, drawing the light one.
    public init(derivation: Derivation = .none, appearance: Appearance? = nil) {
      self.derivation = derivation
      self.appearance = appearance
    }

    /// Whether a dark look was described (dark keys or `theme auto`), so an SVG carries both.
    public var hasDarkVariant: Bool { !dark.isEmpty || derivation == .auto }

    /// Whether the dark colours not given by ``dark`` are derived.
    var derives: Bool { derivation == .auto || dark.isEmpty }

    /// Sets `key`'s dark colour, replacing an earlier one.
    mutating func setDark(_ key: RenderSpec.Key, _ value: JSONValue) {
      dark.removeAll { $0.key == key }
      let order = RenderSpec.Key.allCases
      let index = dark.firstIndex { order.firstIndex(of: $0.key)! > order.firstIndex(of: key)! } ?? dark.endIndex
      dark.insert(DarkColor(key: key, value: value), at: index)
    }
  }
}

extension RenderSpec.Key {
  /// The keys `--dark` takes: those whose value is a colour in the key table.
  public static let colorKeys: [Self] = allCases.filter {
    if case .color = $0.descriptor.form { return true }
    return false
  }
}

extension RenderSpec {
  /// The spec as drawn in `appearance`, with no theme left: the light look is the spec
  /// itself; the dark look has the derived colours (``Theme/Derivation``), then the dark keys'.
  public func drawn(in appearance: Appearance) -> RenderSpec {
    var drawn = self
    drawn.theme = Theme()
    guard appearance == .dark else { return drawn }
    if theme.derives { drawn.deriveDarkColors() }
    drawn.ring = Self.applyingDark(theme.dark, to: drawn.ring, canvas: &drawn.canvas, concentric: false)
    drawn.ring.rings = drawn.ring.rings.map { ring in
      var canvas = drawn.canvas
      return Self.applyingDark(theme.dark, to: ring, canvas: &canvas, concentric: true)
    }
    return drawn
  }

  /// The look ``Theme/appearance`` names, light when it names none.
  public var drawnAsAsked: RenderSpec { drawn(in: theme.appearance ?? .light) }

  /// The dark keys' values set on `ring` (and `canvas`, for `background`); a concentric ring
  /// keeps its own progress colour, which its entry of `rings` gave.
  private static func applyingDark(
    _ colors: [Theme.DarkColor], to ring: ProgressRing, canvas: inout RingCanvas, concentric: Bool
  ) -> ProgressRing {
    var spec = RenderSpec(ring: ring, canvas: canvas)
    for color in colors where !(concentric && color.key == .progressColor) {
      // Each value was read by this key's reader when it was given, so it reads again.
      try? color.key.apply(.json(color.value), to: &spec)
    }
    canvas = spec.canvas
    return spec.ring
  }

  /// Every colour of the ring and the canvas as its dark variant: colour keys by their role in
  /// the key table, then what holds colours of its own (gradients, thresholds, markers,
  /// concentric rings).
  private mutating func deriveDarkColors() {
    self = Self.derivedColorKeys(of: self)
    ring.rings = ring.rings.map { ring in Self.derivedColorKeys(of: RenderSpec(ring: ring)).ring.derivedPaint }
    ring = ring.derivedPaint
  }

  /// The spec with each colour key's value replaced by its dark variant.
  private static func derivedColorKeys(of spec: RenderSpec) -> RenderSpec {
    var derived = spec
    for key in RenderSpec.Key.colorKeys {
      guard let role = key.descriptor.darkRole, case .string(let text)? = key.encodedValue(of: spec),
        let color = RingColor(text)
      else { continue }
      try? key.apply(.json(.string(color.darkVariant(as: role).cssString)), to: &derived)
    }
    return derived
  }
}

extension ProgressRing {
  /// The ring's gradients, thresholds, markers and glow in their dark variants: progress paint
  /// as ink, the track's gradient as surface; the shadow stays, as shadows are dark on any paper.
  fileprivate var derivedPaint: ProgressRing {
    var ring = self
    func stops(_ gradient: RingGradient?, _ role: RingColor.DarkRole) -> RingGradient? {
      guard var gradient else { return nil }
      gradient.stops = gradient.stops.map { stop in
        var stop = stop
        stop.color = stop.color.darkVariant(as: role)
        return stop
      }
      return gradient
    }
    ring.progressGradient = stops(progressGradient, .ink)
    ring.emptyLineGradient = stops(emptyLineGradient, .surface)
    ring.thresholds = thresholds.map { threshold in
      var threshold = threshold
      threshold.color = threshold.color.darkVariant(as: .ink)
      return threshold
    }
    ring.knob?.color = knob?.color?.darkVariant(as: .ink)
    ring.target?.color = target?.color?.darkVariant(as: .ink)
    ring.glow?.color = glow?.color?.darkVariant(as: .ink)
    return ring
  }
}
