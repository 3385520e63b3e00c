import Foundation
import RingKit
import RingTerminal
import Testing

@testable import RingCLI

/// One schema: every key and every value form the command line's JSON accepts reads the same
/// through `--spec`, a batch line, a sheet entry and `JSONDecoder` on `RenderSpec` and
/// `ProgressRing`.
@Suite("Schema parity")
struct SchemaParityTests {
  /// Forms of one key that must all read as the same value: a JSON value's text each.
  struct Forms: Sendable, CustomTestStringConvertible {
    var key: RenderSpec.Key
    var forms: [String]
    /// Whether the forms read as the default (`null`, `none`, `auto`), rather than a change.
    var isDefault = false

    var testDescription: String { "\(key.rawValue): \(forms.joined(separator: " | "))" }
  }

  static let table: [Forms] = [
    Forms(key: .value, forms: ["42", "42.0", "4.2e1"]),
    Forms(key: .maxValue, forms: ["200"]),
    Forms(key: .progressRotationAngle, forms: ["25"]),
    Forms(key: .progressAngle, forms: ["80"]),
    Forms(key: .clockwise, forms: ["false"]),
    Forms(key: .fit, forms: [##""arc""##, "1"]),
    Forms(key: .progressLineWidth, forms: ["10"]),
    Forms(key: .progressLineWidth, forms: [##""auto""##, ##""AUTO""##, "null"], isDefault: true),
    Forms(key: .progressColor, forms: [##""red""##, ##""#ff0000""##, ##""rgb(255, 0, 0)""##, ##""RED""##]),
    Forms(key: .progressStrokeColor, forms: [##""navy""##, ##""#000080""##]),
    Forms(key: .progressStrokeColor, forms: [##""fill""##, ##""FILL""##, "null"], isDefault: true),
    Forms(key: .progressCapType, forms: [##""square""##, "2", ##""2""##, ##""SQUARE""##]),
    Forms(key: .progressAppearanceType, forms: [##""under""##, "2"]),
    Forms(key: .emptyLineWidth, forms: ["4"]),
    Forms(key: .emptyLineWidth, forms: [##""auto""##, "null"], isDefault: true),
    Forms(key: .emptyLineColor, forms: [##""blue""##]),
    Forms(key: .emptyLineStrokeColor, forms: [##""lime""##]),
    Forms(key: .emptyLineStrokeColor, forms: [##""fill""##, "null"], isDefault: true),
    Forms(key: .emptyCapType, forms: [##""round""##, "1"]),
    Forms(key: .borderPadding, forms: ["3", "-2"].prefix(1).map { $0 }),
    Forms(
      key: .progressGradient,
      forms: [
        ##""#22c55e, #eab308 60%, #ef4444""##, ##"["#22c55e", {"color": "#eab308", "at": 60}, "#ef4444"]"##,
        ##"[{"color": "#22c55e"}, {"color": "#eab308", "at": 60}, {"color": "#ef4444", "at": null}]"##,
      ]),
    Forms(key: .progressGradient, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .emptyLineGradient, forms: [##"["red", "blue"]"##, ##""red, blue""##]),
    Forms(key: .gradientSpan, forms: [##""track""##, "1"]),
    Forms(key: .gradientInterpolation, forms: [##""oklab""##, "1"]),
    Forms(
      key: .thresholds,
      forms: [
        ##""70:#f59e0b, 90:#dc2626""##, ##"[[70, "#f59e0b"], [90, "#dc2626"]]"##,
        ##"{"90": "#dc2626", "70": "#f59e0b"}"##,
      ]),
    Forms(key: .thresholds, forms: ["null", ##""none""##, ##""""##, "[]"], isDefault: true),
    Forms(key: .thresholdBlend, forms: ["true"]),
    Forms(key: .centerColor, forms: [##""white""##]),
    Forms(key: .centerColor, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .shadow, forms: [##""0,4,8""##, ##"{"x": 0, "y": 4, "blur": 8}"##]),
    Forms(key: .shadow, forms: [##""0,4,8,red""##, ##"{"x": 0, "y": 4, "blur": 8, "color": "red"}"##]),
    Forms(key: .shadow, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .glow, forms: ["8", ##""8""##, ##"{"blur": 8}"##]),
    Forms(key: .glow, forms: [##""8,red""##, ##"{"blur": 8, "color": "red"}"##]),
    Forms(key: .glow, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .showValueString, forms: ["false"]),
    Forms(key: .showUnitString, forms: ["false"]),
    Forms(key: .unitString, forms: [##"" days""##]),
    Forms(key: .decimalPlaces, forms: ["2", "2.0"]),
    Forms(key: .countdown, forms: ["true"]),
    Forms(key: .label, forms: [##""{value}/{max}""##]),
    Forms(key: .label, forms: [##""mb""##, "null"]),
    Forms(key: .valueFontName, forms: [##""DejaVu Serif""##]),
    Forms(key: .valueFontSize, forms: ["30"]),
    Forms(key: .valueFontSize, forms: [##""auto""##, ##""AUTO""##, "-1", "null"], isDefault: true),
    Forms(key: .valueDecimalFontSize, forms: ["12"]),
    Forms(key: .unitFontName, forms: [##""DejaVu Sans Mono""##]),
    Forms(key: .unitFontSize, forms: ["20"]),
    Forms(key: .fontColor, forms: [##""navy""##]),
    Forms(key: .textOffset, forms: [##""2,3""##, ##"" 2 , 3 ""##, "[2, 3]", ##"{"x": 2, "y": 3}"##]),
    Forms(key: .numberFormat, forms: [##""grouped""##, "1"]),
    Forms(key: .locale, forms: [##""de-DE""##, ##""de_de""##]),
    Forms(key: .labelFit, forms: [##""none""##, "0"]),
    Forms(key: .labelPadding, forms: ["6"]),
    Forms(key: .labelPadding, forms: [##""auto""##, "null"], isDefault: true),
    Forms(key: .caption, forms: [##""Storage""##]),
    Forms(key: .caption, forms: [##""""##, "null"], isDefault: true),
    Forms(key: .captionFontName, forms: [##""DejaVu Serif""##]),
    Forms(key: .captionFontSize, forms: ["10"]),
    Forms(key: .captionColor, forms: [##""teal""##]),
    Forms(
      key: .rings,
      forms: [
        ##""Move=80/100:#ef4444, 45:#22c55e""##,
        ##"[{"name": "Move", "value": 80, "maxValue": 100, "progressColor": "#ef4444", "progressStrokeColor": "#ef4444"}, {"value": 45, "progressColor": "#22c55e", "progressStrokeColor": "#22c55e"}]"##,
      ]),
    Forms(key: .rings, forms: [##"[{"value": 80, "from": 40}, {"value": 45}]"##]),
    Forms(key: .rings, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .ringSpacing, forms: ["4"]),
    Forms(key: .name, forms: [##""Move""##]),
    Forms(key: .name, forms: ["null"], isDefault: true),
    Forms(key: .overflow, forms: [##""laps""##, "1"]),
    Forms(key: .segments, forms: ["10"]),
    Forms(key: .segmentGap, forms: ["3"]),
    Forms(key: .segmentSnap, forms: ["true"]),
    Forms(key: .ticks, forms: ["10"]),
    Forms(key: .tickLength, forms: ["8"]),
    Forms(key: .tickWidth, forms: ["2"]),
    Forms(key: .tickColor, forms: [##""red""##]),
    Forms(key: .tickPosition, forms: [##""inside""##, "1"]),
    Forms(key: .tickLabels, forms: ["true"]),
    Forms(key: .knob, forms: ["8", ##""8""##, ##"{"amount": 8}"##]),
    Forms(key: .knob, forms: [##""8,red""##, ##"{"amount": 8, "color": "red"}"##]),
    Forms(key: .knob, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .target, forms: ["75", ##""75""##, ##"{"amount": 75}"##]),
    Forms(key: .target, forms: [##""75,#dc2626""##, ##"{"amount": 75, "color": "#dc2626"}"##]),
    Forms(key: .secondaryValue, forms: ["60"]),
    Forms(key: .secondaryValue, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .secondaryColor, forms: [##""gray""##]),
    Forms(key: .secondaryColor, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .from, forms: ["10"]),
    Forms(key: .duration, forms: ["2"]),
    Forms(key: .delay, forms: ["0.5"]),
    Forms(key: .fps, forms: ["24"]),
    Forms(key: .easing, forms: [##""linear""##, ##""LINEAR""##]),
    Forms(key: .easing, forms: [##""cubic-bezier(0.1, 0.2, 0.3, 0.4)""##]),
    Forms(key: .keyframes, forms: [##""0:0, 1:15, 2.5:30""##, ##""0:0,1:15,2.5:30""##]),
    Forms(key: .keyframes, forms: [##""0:0:ease-out, 1:15""##]),
    Forms(key: .indeterminate, forms: [##""arc""##, "0"]),
    Forms(key: .indeterminate, forms: [##""material""##, "1"]),
    Forms(key: .indeterminate, forms: ["null", ##""none""##], isDefault: true),
    Forms(key: .at, forms: ["0.5"]),
    Forms(key: .loop, forms: ["3"]),
    Forms(key: .memoryLimit, forms: [##""512M""##, "536870912", ##""512MiB""##, ##""524288K""##, ##""0.5G""##]),
    Forms(key: .jobs, forms: ["2"]),
    Forms(key: .size, forms: ["320", "[320, 320]", ##""320""##, ##""320x320""##, ##""320X320""##]),
    Forms(key: .size, forms: [##""320x200""##, "[320, 200]"]),
    Forms(key: .scale, forms: ["2"]),
    Forms(key: .background, forms: [##""white""##]),
    Forms(key: .background, forms: ["null"], isDefault: true),
    Forms(key: .format, forms: [##""svg""##, ##""SVG""##]),
    Forms(key: .output, forms: [##""ring.png""##]),
    Forms(key: .preset, forms: [##""mb""##, ##""MB""##]),
    Forms(key: .preset, forms: [##""default""##], isDefault: true),
    Forms(key: .columns, forms: ["40"]),
    Forms(key: .cellAspect, forms: ["0.6", ##""0.6""##, ##""3/5""##]),
    Forms(key: .symbols, forms: [##""braille""##]),
    Forms(key: .symbols, forms: [##""auto""##, "null"], isDefault: true),
    Forms(key: .color, forms: [##""256""##]),
    Forms(key: .color, forms: [##""auto""##, "null"], isDefault: true),
    Forms(key: .graphics, forms: [##""sixel""##]),
    Forms(key: .graphics, forms: [##""auto""##, "null"], isDefault: true),
    Forms(key: .glyphs, forms: [##""moon""##, ##""MOON""##]),
    Forms(
      key: .dark,
      forms: [
        ##"{"progressColor": "#60a5fa", "centerColor": "none"}"##,
        ##"{"progressColor": "rgb(96, 165, 250)", "centerColor": null}"##,
        ##""progressColor=#60A5FA, centerColor=none""##, ##""progress-color=rgb(96, 165, 250),centerColor=none""##,
      ]),
    Forms(key: .theme, forms: [##""auto""##, ##""AUTO""##]),
    Forms(key: .theme, forms: [##""none""##], isDefault: true),
    Forms(key: .appearance, forms: [##""dark""##, ##""Dark""##]),
  ]

  @Test func theTableHasEveryKey() {
    #expect(Set(Self.table.map(\.key)) == Set(RenderSpec.Key.allCases))
  }

  /// The ranges the schema checks are the ones the terminal renderer draws within.
  @Test func theSchemasRangesAreTheTerminalRenderers() {
    #expect(RenderSpec.Terminal.columnRange == TerminalRingStyle.columnRange)
    #expect(RenderSpec.Terminal.cellAspectRange == TerminalRingStyle.cellAspectRange)
  }

  @Test(arguments: table)
  func everyFormReadsTheSameThroughEveryPath(_ forms: Forms) throws {
    let key = forms.key.rawValue
    var results: [RenderSpec] = []
    for form in forms.forms {
      let object = "{\"\(key)\": \(form)}"
      let viaSpec = try Self.throughSpecFile(object)
      let viaBatch = try Self.throughBatchLine(object)
      let viaDecoder = try JSONDecoder().decode(RenderSpec.self, from: Data(object.utf8))
      #expect(viaBatch == viaSpec, "batch line: \(form)")
      #expect(viaDecoder == viaSpec, "JSONDecoder on RenderSpec: \(form)")
      if forms.key.group == .ring {
        let ring = try JSONDecoder().decode(ProgressRing.self, from: Data(object.utf8))
        #expect(ring == viaSpec.ring, "JSONDecoder on ProgressRing: \(form)")
        // A sheet entry's "caption" is the sheet's caption under the ring, not the ring's.
        if forms.key != .caption {
          #expect(try Self.throughSheetEntry(object) == viaSpec.ring, "sheet entry: \(form)")
        }
      }
      results.append(viaSpec)
    }
    for (form, result) in zip(forms.forms, results).dropFirst() {
      #expect(result == results[0], "\(form) reads differently from \(forms.forms[0])")
    }
    if forms.isDefault {
      #expect(results[0] == RenderSpec(), "\(forms.forms[0]) should read as the default")
    } else {
      #expect(results[0] != RenderSpec(), "\(forms.forms[0]) should change the render")
    }
  }

  /// The examples of issue 12, by value.
  @Test func theCodablePathReadsWhatTheCommandLineReads() throws {
    let label = try JSONDecoder().decode(ProgressRing.self, from: Data(##"{"label": "mb"}"##.utf8))
    #expect(label.label == nil)
    let offset = try JSONDecoder().decode(ProgressRing.self, from: Data(##"{"textOffset": "2,3"}"##.utf8))
    #expect(offset.textOffset == Point(x: 2, y: 3))
    let spec = try JSONDecoder().decode(RenderSpec.self, from: Data(##"{"size": "320x200", "preset": "mb"}"##.utf8))
    #expect(spec.canvas.width == 320 && spec.canvas.height == 200 && spec.ring == .mb)
  }

  /// Every key set at once (from the first, then the last changing forms of each key),
  /// encoded and decoded again: through `JSONDecoder` and `--spec`.
  @Test(arguments: [false, true])
  func encodingRoundTrips(lastForms: Bool) throws {
    var members: [String: String] = [:]
    for forms in Self.table where !forms.isDefault && (lastForms || members[forms.key.rawValue] == nil) {
      members[forms.key.rawValue] = forms.forms.last ?? ""
    }
    let object =
      "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    let spec = try Self.throughSpecFile(object)
    #expect(try JSONDecoder().decode(RenderSpec.self, from: Data(object.utf8)) == spec)
    let encoded = try JSONEncoder().encode(spec)
    #expect(try JSONDecoder().decode(RenderSpec.self, from: encoded) == spec)
    #expect(try Self.throughSpecFile(String(decoding: encoded, as: UTF8.self)) == spec)
    let ring = try JSONEncoder().encode(spec.ring)
    #expect(try JSONDecoder().decode(ProgressRing.self, from: ring) == spec.ring)
    #expect(try JSONDecoder().decode(RenderSpec.self, from: JSONEncoder().encode(RenderSpec())) == RenderSpec())
  }

  /// A flag given the text of a key's string or number form reads as the key does: flags and
  /// keys share the readers.
  @Test(arguments: table)
  func flagsReadTheirKeysTextForms(_ forms: Forms) throws {
    let option = try #require(Option.all.first { $0.jsonKey == forms.key.rawValue })
    guard !option.isSwitch else { return }
    for form in forms.forms {
      let text: String
      switch try JSONParser.parse(form) {
      case .string(let string): text = string
      case .number: text = form
      default: continue
      }
      let parser = CommandLineParser { _ throws(CommandError) in "" }
      guard case .render(let request, _) = try parser.parse([option.names[0], text]) else {
        Issue.record("\(option.names[0]) \(text) is not a render")
        continue
      }
      #expect(request.spec == (try Self.throughSpecFile("{\"\(forms.key.rawValue)\": \(form)}")), "\(text)")
    }
  }

  /// The value types' own `Codable` reads the forms of their keys, by the same readers.
  @Test func theValueTypesDecodeTheFormsOfTheirKeys() throws {
    var checked = 0
    for forms in Self.table where !forms.isDefault {
      for form in forms.forms {
        let data = Data(form.utf8)
        let ring = try Self.throughSpecFile("{\"\(forms.key.rawValue)\": \(form)}").ring
        switch forms.key {
        case .progressGradient:
          #expect(try JSONDecoder().decode(RingGradient.self, from: data) == ring.progressGradient)
        case .shadow: #expect(try JSONDecoder().decode(RingShadow.self, from: data) == ring.shadow)
        case .glow: #expect(try JSONDecoder().decode(RingGlow.self, from: data) == ring.glow)
        case .knob: #expect(try JSONDecoder().decode(RingMarker.self, from: data) == ring.knob)
        case .progressCapType: #expect(try JSONDecoder().decode(LineCap.self, from: data) == ring.progressCapType)
        default: continue
        }
        checked += 1
      }
    }
    #expect(checked == 21)
  }

  /// Rejections read the same through `JSONDecoder` as through `--spec`, key and reason.
  @Test(arguments: [
    (##"{"valu": 3}"##, ##""valu": unknown key (did you mean "value"?)"##),
    (##"{"value": "three"}"##, ##""value": expected a number, got "three""##),
    (##"{"textOffset": "3"}"##, ##""textOffset": expected two numbers X,Y, got "3""##),
    (##"{"rings": [{"vlaue": 1}]}"##, ##""rings": ring 1: "vlaue" is not a key of a ring (did you mean "value"?)"##),
  ])
  func rejectionsReadTheSame(json: String, reason: String) throws {
    #expect(throws: CommandError.usage("s.json:1: " + reason)) { try Self.throughSpecFile(json) }
    do {
      _ = try JSONDecoder().decode(RenderSpec.self, from: Data(json.utf8))
      Issue.record("decoded \(json)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == reason)
      #expect(context.codingPath.map(\.stringValue) == [String(json.dropFirst(2).prefix { $0 != "\"" })])
    }
  }

  @Test func ringsRefuseKeysThatAreNotARings() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ProgressRing.self, from: Data(##"{"size": 64}"##.utf8))
    }
  }

  // MARK: - Paths

  private static func throughSpecFile(_ text: String) throws(CommandError) -> RenderSpec {
    let parser = CommandLineParser { _ throws(CommandError) in text }
    guard case .render(let request, _) = try parser.parse(["--spec", "s.json"]) else {
      throw .usage("not a render")
    }
    return request.spec
  }

  private static func throughBatchLine(_ text: String) throws(CommandError) -> RenderSpec {
    let parser = CommandLineParser { path throws(CommandError) in throw .usage("no --spec in a batch: \(path)") }
    return try BatchCommand.request(line: 1, text: text, label: "b.jsonl", options: [], parser: parser).0.spec
  }

  private static func throughSheetEntry(_ entry: String) throws(CommandError) -> ProgressRing {
    let parser = CommandLineParser { path throws(CommandError) in throw .usage("no --spec in a sheet: \(path)") }
    let sheet = try SheetCommand.sheet(from: "{\"rings\": [\(entry)]}", label: "s.json", parser: parser)
    return sheet.entries[0].ring
  }
}
