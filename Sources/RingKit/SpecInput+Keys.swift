extension SpecInput {
  /// A label template, or nil for MB's text (`mb` or JSON `null`); the template must parse and
  /// be text a ring can show (``ProgressRing/textProblem(_:)``).
  package func labelTemplate() throws(SpecInputError) -> String? {
    if case .json(.null) = self { return nil }
    let template = try string()
    guard template != "mb" else { return nil }
    if let problem = ProgressRing.textProblem(template) { throw SpecInputError(problem) }
    do throws(RingValidationError) { _ = try LabelTemplate(parsing: template) } catch {
      throw SpecInputError(error.reason)
    }
    return template
  }

  /// A caption a ring can show (``ProgressRing/textProblem(_:)``), or nil for none (an empty
  /// string or JSON `null`).
  package func caption() throws(SpecInputError) -> String? {
    if case .json(.null) = self { return nil }
    let caption = try string()
    if let problem = ProgressRing.textProblem(caption) { throw SpecInputError(problem) }
    return caption.isEmpty ? nil : caption
  }

  /// A string, or nil for JSON `null`.
  package func optionalString() throws(SpecInputError) -> String? {
    if case .json(.null) = self { return nil }
    return try string()
  }

  /// A number of segments: 0 (none) or 2…360.
  package func segmentCount() throws(SpecInputError) -> Int {
    let count = try integer(in: 0...360)
    guard count != 1 else { throw SpecInputError("expected 0 (none) or 2…360 segments, got 1") }
    return count
  }

  /// A finite number, or nil for `none` (JSON `null`).
  package func optionalNumber() throws(SpecInputError) -> Double? {
    if case .json(.null) = self { return nil }
    if let text = try? string(), text.trimmingWhitespace().lowercased() == "none" { return nil }
    return try number()
  }

  /// A colour, or nil for JSON `null` only (a background).
  package func colorOrNull() throws(SpecInputError) -> RingColor? {
    if case .json(.null) = self { return nil }
    return try color()
  }

  /// A file path, not empty.
  package func outputPath() throws(SpecInputError) -> String {
    let path = try string(expected: "a file path")
    guard !path.isEmpty else { throw SpecInputError("expected a file path, got ''") }
    return path
  }

  /// Frames per second in ``RingAnimation/fpsRange``.
  package func framesPerSecond() throws(SpecInputError) -> Double {
    let fps = try positiveNumber()
    guard RingAnimation.fpsRange.contains(fps) else {
      throw SpecInputError("expected 0.1 to 240 frames per second, got \(excerpt)")
    }
    return fps
  }

  /// An easing by name, as ``Easing/init(parsing:)`` reads it.
  package func easing() throws(SpecInputError) -> Easing {
    let text = try string()
    do throws(RingValidationError) { return try Easing(parsing: text) } catch { throw SpecInputError(error.reason) }
  }

  /// Keyframes, as ``Keyframes/init(parsing:easing:)`` reads them.
  package func keyframes() throws(SpecInputError) -> Keyframes {
    let text = try string()
    do throws(RingValidationError) { return try Keyframes(parsing: text) } catch { throw SpecInputError(error.reason) }
  }

  /// A spinner style, or nil for `none` (JSON `null`).
  package func spinnerStyle() throws(SpecInputError) -> Spinner.Style? {
    if case .json(.null) = self { return nil }
    if let text = try? string(), text.trimmingWhitespace().lowercased() == "none" { return nil }
    return try namedCase(Spinner.Style.self)
  }

  /// A memory limit in bytes, at least ``RenderSpec/Output/minimumMemoryLimit``: text as
  /// ``RenderSpec/Output/byteCount(parsing:)`` reads it, or a JSON number of bytes.
  package func memoryLimit() throws(SpecInputError) -> Int {
    var text = try? string()
    if case .json(.number(let number)) = self { text = FixedPoint.compact(number) }
    guard let text, let bytes = RenderSpec.Output.byteCount(parsing: text),
      bytes >= RenderSpec.Output.minimumMemoryLimit
    else {
      throw SpecInputError(
        "expected a size of 1M or more, in bytes or with K, M or G such as 512M or 4G, got \(excerpt)")
    }
    return bytes
  }

  /// A terminal width in ``RenderSpec/Terminal/columnRange``.
  package func columns() throws(SpecInputError) -> Int {
    try integer(in: RenderSpec.Terminal.columnRange)
  }

  /// A cell aspect: a number or a fraction `W/H`, within ``RenderSpec/Terminal/cellAspectRange``.
  package func cellAspect() throws(SpecInputError) -> Double {
    let range = RenderSpec.Terminal.cellAspectRange
    let expected =
      "a cell's width / height from \(FixedPoint.compact(range.lowerBound)) to \(FixedPoint.compact(range.upperBound)), such as 0.5 or 9/19"
    let aspect: Double?
    switch self {
    case .json(.number(let number)): aspect = number
    default:
      let parts = try string(expected: expected).split(separator: "/", omittingEmptySubsequences: false)
        .map { Double(decimal: $0.trimmingWhitespace()) }
      switch parts.count {
      case 1: aspect = parts[0]
      case 2:
        // Both parts positive: -1/-2 is not a cell.
        aspect = parts[0].flatMap { width in
          parts[1].flatMap { height in width > 0 && height > 0 ? width / height : nil }
        }
      default: aspect = nil
      }
    }
    guard let aspect, aspect.isFinite, range.contains(aspect) else {
      throw SpecInputError("expected \(expected), got \(excerpt)")
    }
    return aspect
  }

  /// `auto` (nil) or one of `names`, in any case.
  package func automaticChoice(among names: [String]) throws(SpecInputError) -> String? {
    if case .json(.null) = self { return nil }
    do {
      if try string().trimmingWhitespace().lowercased() == "auto" { return nil }
    } catch {}
    do {
      return try choice(among: names)
    } catch {
      throw SpecInputError("expected auto|\(names.joined(separator: "|")), got \(excerpt)")
    }
  }

  /// `auto` (nil) or one of a `String`-backed enum's raw values.
  package func automaticChoice<Value: RawRepresentable & CaseIterable>(_: Value.Type) throws(SpecInputError) -> Value?
  where Value.RawValue == String {
    try automaticChoice(among: Value.allCases.map(\.rawValue)).flatMap(Value.init(rawValue:))
  }
}
