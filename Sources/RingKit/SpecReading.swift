/// A render's inputs as given, before they are read: settings by name (flags, URL query
/// parameters) and a JSON document, applied in the command line's order.
///
/// The preset comes first (the last `preset` setting's, else the document's `preset`, else
/// the default); then the document's keys, then the settings from first to last, so that
/// settings win; concentric rings (`rings`) last from both, as they start from the ring the
/// other keys describe.
package struct SpecReading: Sendable {
  /// The keys set by name, in the order given.
  package var settings: [SpecSetting]
  /// The JSON document, if any.
  package var document: SpecDocument?

  /// Inputs of `settings` and `document`.
  package init(settings: [SpecSetting], document: SpecDocument? = nil) {
    self.settings = settings
    self.document = document
  }

  /// The spec the inputs describe, where each key was given (a setting's name, a document's
  /// `NAME:LINE: "key"`), and every input's name in order: the settings', then the
  /// document's keys.
  ///
  /// - Throws: `SpecError` naming the first input whose value is rejected.
  package func read() throws(SpecError) -> (spec: RenderSpec, places: [String: String], given: [String]) {
    let presetSetting = settings.last { $0.key == .preset }
    var preset = ProgressRing.Preset.default
    if let presetSetting {
      do throws(SpecInputError) {
        preset = try presetSetting.input.choice(ProgressRing.Preset.self)
      } catch {
        throw SpecError("\(presetSetting.name): \(error.reason)")
      }
    }
    var spec = RenderSpec(ring: preset.ring)
    var places: [String: String] = [:]
    let members = document?.members ?? []
    for rings in [false, true] {
      let isRings = { (key: String) in (key == RenderSpec.Key.rings.rawValue) == rings }
      try document?.apply(
        members.filter { isRings($0.key) }, readPreset: !rings && presetSetting == nil, to: &spec, places: &places)
      for setting in settings where setting.key != .preset && isRings(setting.key.rawValue) {
        do throws(SpecInputError) {
          try setting.key.apply(setting.input, to: &spec)
        } catch {
          throw SpecError("\(setting.name): \(error.reason)")
        }
        places[setting.key.rawValue] = setting.name
      }
    }
    return (spec, places, settings.map(\.name) + members.map(\.key))
  }
}
