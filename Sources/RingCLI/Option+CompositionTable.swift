import RingCairo
import RingKit

extension Option {
  /// What a ring is composed of beyond its two bands: laps, segments, ticks and markers.
  static let compositionOptions: [Option] = [
    .namedCase(
      "--overflow", json: "overflow", section: .composition,
      help:
        "A value above max: clamp (a full ring; ringgen warns) or laps (2.3 × max is two turns and 0.3 of a third, each lap deeper, with a shadow under the tip).",
      \.ring.overflow),
    .value(
      ["--segments"], json: "segments", argument: "N", section: .composition,
      help: "Splits the track and the progress into N pieces, 2…360; 0 for one band.", \.ring.segments,
      describe: { String($0) },
      convert: { input throws(InputError) in
        let count = try input.integer(in: 0...360)
        guard count != 1 else { throw InputError("expected 0 (none) or 2…360 segments, got 1") }
        return count
      }),
    .number(
      ["--segment-gap"], json: "segmentGap", section: .composition,
      help: "Gap between segments along the centre line, in points, between their ends.", \.ring.segmentGap),
    .toggle(
      "--segment-snap", off: "--no-segment-snap", json: "segmentSnap", section: .composition,
      help: "Fill whole segments only, as steps (37 % of 10 segments fills 3).", \.ring.segmentSnap),
    .value(
      ["--ticks"], json: "ticks", argument: "N", section: .composition,
      help: "Divides the track's sweep with N + 1 radial ticks (N on a full circle), 0…360.", \.ring.ticks,
      describe: { String($0) }, convert: { input throws(InputError) in try input.integer(in: 0...360) }),
    .number(
      ["--tick-length"], json: "tickLength", section: .composition,
      help: "Length of a tick across the track, in points.",
      \.ring.tickLength),
    .number(
      ["--tick-width"], json: "tickWidth", section: .composition, help: "Width of a tick, in points.", \.ring.tickWidth),
    .color("--tick-color", json: "tickColor", section: .composition, help: "Colour of the ticks.", \.ring.tickColor),
    .namedCase(
      "--tick-position", json: "tickPosition", section: .composition,
      help: "Ticks on the track's centre line, inside its inner edge or outside its outer edge.", \.ring.tickPosition),
    .value(
      ["--knob"], json: "knob", argument: "RADIUS[,COLOR]", section: .composition,
      help: "A disc of RADIUS points at the progress tip (white unless coloured), with the ring's shadow if set.",
      \.ring.knob, describe: { $0 == nil ? "none" : "" },
      convert: { input throws(InputError) in try input.marker(property: "knob") }),
    .value(
      ["--target"], json: "target", argument: "V[,COLOR]", section: .composition,
      help: "A mark across the track at value V, 0…max (in the font colour unless coloured).", \.ring.target,
      describe: { $0 == nil ? "none" : "" },
      convert: { input throws(InputError) in try input.marker(property: "target") }),
    .value(
      ["--secondary-value"], json: "secondaryValue", argument: "N", section: .composition,
      help: "A second, lighter arc under the progress up to N (a buffer, as video players show).",
      \.ring.secondaryValue, describe: { $0.map(FixedPoint.compact) ?? "none" },
      convert: { input throws(InputError) in
        if case .json(.null) = input { return nil }
        if let text = try? input.string(), text.trimmingWhitespace().lowercased() == "none" { return nil }
        return try input.number()
      }),
    .value(
      ["--secondary-color"], json: "secondaryColor", argument: "COLOR", section: .composition,
      help: "Colour of the secondary arc; by default the progress colour at 35 %.", \.ring.secondaryColor,
      describe: { $0?.hexString ?? "progress at 35 %" },
      convert: { input throws(InputError) in try input.optionalColor() }),
  ]
}

extension OptionInput {
  /// A marker: `NUMBER[,COLOR]`, or in JSON a number or `{"amount", "color"}`; `none` or JSON
  /// `null` for none.
  func marker(property: String) throws(InputError) -> RingMarker? {
    switch self {
    case .json(.null): return nil
    case .json(.number(let number)):
      guard number.isFinite else { throw InputError("expected a finite number, got \(excerpt)") }
      return RingMarker(number)
    case .text(let text), .json(.string(let text)):
      if text.trimmingWhitespace().lowercased() == "none" { return nil }
      do throws(RingValidationError) { return try RingMarker(parsing: text, property: property) } catch {
        throw InputError(error.reason)
      }
    case .json(.object(let members)):
      var amount: Double?
      var color: RingColor?
      for member in members {
        switch (member.key, member.value) {
        case ("amount", .number(let number)): amount = number
        case ("color", .string(let text)):
          guard let parsed = RingColor(text) else { throw InputError("'\(text)' is not a colour") }
          color = parsed
        default: throw InputError("unexpected \"\(member.key)\": \(member.value.excerpt); use amount, color")
        }
      }
      guard let amount, amount.isFinite else { throw InputError("expected {\"amount\": …}, got \(excerpt)") }
      return RingMarker(amount, color: color)
    default:
      throw InputError("expected NUMBER[,COLOR], got \(excerpt)")
    }
  }
}
