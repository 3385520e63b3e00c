import RingKit

/// A value given to an option: text from the command line, a value from JSON, or a switch.
///
/// The readers live in RingKit (``RingKit/SpecInput``), where ``RingKit/RenderSpec``'s schema
/// reads JSON keys through the same functions, so a flag and its key accept the same forms.
typealias OptionInput = SpecInput
