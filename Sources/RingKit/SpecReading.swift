/// A render's inputs as given, before they are read: settings by name (flags, URL query
/// parameters), a JSON document, and forced overrides, applied in the command line's order.
///
/// The preset comes first: the last override's, else the document's when it wins, else the
/// last `preset` setting's, else the document's, else the default. Then the other keys: the
/// document's and the settings' (settings after, so that they win, unless the document wins),
/// then the overrides; concentric rings (`rings`) last from every source, as they start from
/// the ring the other keys describe.
package struct SpecReading: Sendable {
  /// The keys set by name, in the order given.
  package var settings: [SpecSetting]
  /// The JSON document, if any.
  package var document: SpecDocument?
  /// Settings that win over both (a batch's `--override KEY=VALUE`s), in the order given.
  package var overrides: [SpecSetting]
  /// Whether the document's keys win over the settings (a batch line over the batch's flags,
  /// which are its defaults).
  package var documentWins: Bool

  /// Inputs of `settings`, `document` and `overrides`.
  package init(
    settings: [SpecSetting], document: SpecDocument? = nil, overrides: [SpecSetting] = [], documentWins: Bool = false
  ) {
    self.settings = settings
    self.document = document
    self.overrides = overrides
    self.documentWins = documentWins
  }

  /// The spec the inputs describe, where each key was given (a setting's name, a document's
  /// `NAME:LINE: "key"`), and every input's name in order: the settings', then the
  /// document's keys.
  ///
  /// - Throws: `SpecError` naming the first input whose value is rejected.
  package func read() throws(SpecError) -> (spec: RenderSpec, places: [String: String], given: [String]) {
    let (preset, documentReadsPreset) = try resolvedPreset()
    var spec = RenderSpec(ring: preset.ring)
    var places: [String: String] = [:]
    let members = document?.members ?? []
    for rings in [false, true] {
      let isRings = { (key: String) in (key == RenderSpec.Key.rings.rawValue) == rings }
      let settings = self.settings.filter { $0.key != .preset && isRings($0.key.rawValue) }
      if documentWins { try Self.apply(settings, to: &spec, places: &places) }
      try document?.apply(
        members.filter { isRings($0.key) }, readPreset: !rings && documentReadsPreset, to: &spec, places: &places)
      if !documentWins { try Self.apply(settings, to: &spec, places: &places) }
      try Self.apply(
        overrides.filter { $0.key != .preset && isRings($0.key.rawValue) }, to: &spec, places: &places)
    }
    return (spec, places, settings.map(\.name) + members.map(\.key))
  }

  /// The preset the ring starts from, and whether the document's `preset` is left for the
  /// document to read as it applies its keys.
  private func resolvedPreset() throws(SpecError) -> (ProgressRing.Preset, documentReads: Bool) {
    let presetSetting = settings.last { $0.key == .preset }
    let documentPreset = documentWins ? document?.members.first { $0.key == RenderSpec.Key.preset.rawValue } : nil
    if let forced = overrides.last(where: { $0.key == .preset }) ?? (documentPreset == nil ? presetSetting : nil) {
      return (try Self.preset(from: forced.input, named: forced.name), false)
    }
    if let document, let documentPreset {
      let name = document.place(of: documentPreset.key, line: documentPreset.line)
      return (try Self.preset(from: .json(documentPreset.value), named: name), false)
    }
    return (.default, !documentWins)
  }

  private static func preset(from input: SpecInput, named name: String) throws(SpecError) -> ProgressRing.Preset {
    do throws(SpecInputError) {
      return try input.choice(ProgressRing.Preset.self)
    } catch {
      throw SpecError("\(name): \(error.reason)")
    }
  }

  private static func apply(
    _ settings: [SpecSetting], to spec: inout RenderSpec, places: inout [String: String]
  ) throws(SpecError) {
    for setting in settings {
      do throws(SpecInputError) {
        try setting.key.apply(setting.input, to: &spec)
      } catch {
        throw SpecError("\(setting.name): \(error.reason)")
      }
      places[setting.key.rawValue] = setting.name
    }
  }
}
