import RingCairo
import RingKit

extension Option {
  /// What a ring is composed of beyond its two bands: laps, segments, ticks and markers.
  static let compositionOptions: [Option] = [
    Option(
      names: ["--rings"], negatedName: nil, jsonKey: "rings", argument: "[NAME=]V[/MAX][:COLOR],…",
      section: .composition,
      help:
        "Concentric rings, outermost first, each starting from the ring the other options describe: 'Move=80/100:#ef4444, 45:#22c55e'; in JSON, an array of ring objects.",
      defaultText: nil,
      action: .set { request, input throws(InputError) in request.ring.rings = try input.rings(sharing: request.ring) }),
    .number(
      ["--ring-spacing"], json: "ringSpacing", section: .composition,
      help: "The gap between concentric rings, in points.", \.ring.ringSpacing),
    .value(
      ["--name"], json: "name", argument: "TEXT", section: .composition,
      help: "What a ring measures, for the alt text of concentric rings ('Move 80%').", \.ring.name,
      describe: { $0 ?? "none" },
      convert: { input throws(InputError) in
        if case .json(.null) = input { return nil }
        return try input.string()
      }),
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
    .toggle(
      "--tick-labels", off: "--no-tick-labels", json: "tickLabels", section: .composition,
      help: "Label each tick with its value, outside the track for outside ticks, inside it otherwise.",
      \.ring.tickLabels),
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

extension OptionInput {
  /// Concentric rings, each starting from `shared`: the short form
  /// `'[NAME=]V[/MAX][:COLOR], …'`, or in JSON an array of ring objects (the keys of a spec
  /// that describe a ring); `none` or JSON `null` for none.
  func rings(sharing shared: ProgressRing) throws(InputError) -> [ProgressRing] {
    var base = shared
    base.rings = []
    switch self {
    case .json(.null): return []
    case .text(let text), .json(.string(let text)):
      if text.trimmingWhitespace().lowercased() == "none" { return [] }
      var rings: [ProgressRing] = []
      for (index, item) in RingGradient.topLevelItems(of: text).enumerated() {
        rings.append(try Self.shortRing(item, number: index + 1, base: base))
      }
      return rings
    case .json(.array(let items)):
      guard !items.isEmpty else { throw InputError("expected 1 to 16 rings, got none") }
      var rings: [ProgressRing] = []
      for (index, item) in items.enumerated() {
        guard case .object(let members) = item else {
          throw InputError("ring \(index + 1): expected an object of ring keys, got \(item.excerpt)")
        }
        var request = RenderRequest()
        request.ring = base
        for member in members {
          guard let option = Option.ringKeyOptions.first(where: { $0.jsonKey == member.key }),
            case .set(let apply) = option.action
          else {
            throw InputError(
              "ring \(index + 1): \"\(member.key)\" is not a key of a ring\(CommandLineParser.suggestion(for: member.key, among: Option.ringKeyOptions.compactMap(\.jsonKey), quoted: true))"
            )
          }
          do throws(InputError) { try apply(&request, .json(member.value)) } catch {
            throw InputError("ring \(index + 1): \"\(member.key)\": \(error.reason)")
          }
        }
        rings.append(request.ring)
      }
      return rings
    default:
      throw InputError("expected rings such as '80/100:#ef4444, 45:#22c55e' or an array of objects, got \(excerpt)")
    }
  }

  /// One ring of the short form: `[NAME=]V[/MAX][:COLOR]`.
  private static func shortRing(_ item: String, number: Int, base: ProgressRing) throws(InputError) -> ProgressRing {
    var ring = base
    var rest = Substring(item)
    if let equals = rest.firstIndex(of: "=") {
      ring.name = String(rest[..<equals].trimmingWhitespace())
      rest = rest[rest.index(after: equals)...]
    }
    if let colon = rest.firstIndex(of: ":") {
      let colorText = String(rest[rest.index(after: colon)...].trimmingWhitespace())
      guard let color = RingColor(colorText) else {
        throw InputError("ring \(number): '\(colorText)' is not a colour (\(RingColor.acceptedForms))")
      }
      ring.progressColor = color
      ring.progressStrokeColor = color
      rest = rest[..<colon]
    }
    let numbers = rest.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    guard (1...2).contains(numbers.count), let value = Double(numbers[0]), value.isFinite else {
      throw InputError("ring \(number): expected [NAME=]V[/MAX][:COLOR], got '\(item)'")
    }
    ring.value = value
    if numbers.count == 2 {
      guard let maximum = Double(numbers[1]), maximum.isFinite else {
        throw InputError("ring \(number): '\(numbers[1])' is not a number")
      }
      ring.maxValue = maximum
    }
    return ring
  }
}

extension Option {
  /// The options whose JSON keys describe one ring (for the objects of `rings`): the ring's
  /// and the composition's, without the concentric keys themselves.
  static let ringKeyOptions: [Option] = (ringOptions + compositionOptions).filter {
    !["rings", "ringSpacing"].contains($0.jsonKey ?? "")
  }
}
