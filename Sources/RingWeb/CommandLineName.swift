/// A name of the command line's own, not a key of the spec (`quiet`, `json`, `override`), as a
/// URL query may give it without its dashes: the service takes it as `ringgen` would take the
/// flag, ignoring what changes no image and refusing another command's option.
package struct CommandLineName: Sendable {
  /// What the service does with the name.
  package enum Fate: Sendable {
    /// The render command takes it, and it changes no image (`quiet`, `picture-html`).
    case ignored
    /// Another command's option: refused with the command line's message.
    case refused(String)
  }

  /// The canonical spelling (`--quiet`).
  package var name: String
  /// The negation's spelling, for a switch that has one.
  package var negation: String?
  /// The value's placeholder, nil for a switch.
  package var placeholder: String?
  /// What the service does with it.
  package var fate: Fate

  /// A name spelt `name` (canonically), with `negation` and `placeholder` as its option has.
  package init(name: String, negation: String?, placeholder: String?, fate: Fate) {
    self.name = name
    self.negation = negation
    self.placeholder = placeholder
    self.fate = fate
  }
}
