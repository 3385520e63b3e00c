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
      convert: { input throws(InputError) in try input.optionalString() }),
    .namedCase(
      "--overflow", json: "overflow", section: .composition,
      help:
        "A value above max: clamp (a full ring; ringgen warns) or laps (2.3 × max is two turns and 0.3 of a third, each lap deeper, with a shadow under the tip).",
      \.ring.overflow),
    .value(
      ["--segments"], json: "segments", argument: "N", section: .composition,
      help: "Splits the track and the progress into N pieces, 2…360; 0 for one band.", \.ring.segments,
      describe: { String($0) },
      convert: { input throws(InputError) in try input.segmentCount() }),
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
      convert: { input throws(InputError) in try input.optionalNumber() }),
    .value(
      ["--secondary-color"], json: "secondaryColor", argument: "COLOR", section: .composition,
      help: "Colour of the secondary arc; by default the progress colour at 35 %.", \.ring.secondaryColor,
      describe: { $0?.hexString ?? "progress at 35 %" },
      convert: { input throws(InputError) in try input.optionalColor() }),
  ]
}
