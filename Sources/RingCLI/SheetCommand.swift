import RingCairo
import RingKit
import RingRenderer

/// `ringgen sheet SHEET.json -o FILE`: a page of rings with captions, for reports.
///
/// SHEET.json holds `title`, `page` (`A4`, `Letter`, `WxH` points or `[w, h]`; A4 by default),
/// `columns` and `rows` (3 × 4 by default), `margin` (36 pt), an optional shared `style` (ring
/// keys as in `--spec`) and `rings`: ring keys plus an optional `caption`, which win over the
/// style. More rings than fit go on new pages of a PDF; PNG and SVG show the first page.
struct SheetCommand {
  let console: Console

  static var usage: String { "ringgen " + Command.sheet.usage[0] }

  func run(_ arguments: [String]) throws(CommandError) {
    let parser = CommandLineParser(command: .sheet) { path throws(CommandError) in
      throw .usage("--spec \(path): does not apply to a sheet")
    }
    guard
      let (request, positionals) = try RingGen.requestAndPositionals(from: arguments, parser: parser, console: console)
    else { return }
    guard let path = positionals.first else { throw .usage("sheet needs a sheet description: \(Self.usage)") }
    guard let output = request.output else { throw .usage("sheet needs -o FILE.pdf, .png or .svg") }
    if request.run.json, output == "-" {
      throw .usage("sheet: --json prints on standard output; write the sheet to a file")
    }
    // A pattern (report-%02d.png) writes every page as a PNG, numbered from 1; reading the
    // flags refused a pattern of any other format.
    let pattern = try request.framePattern()
    let format = try request.resolvedFormat()
    guard (Command.sheet.formats ?? ImageFormat.allCases).contains(format) else {
      throw .usage("sheet writes PDF, PNG or SVG, not \(format.rawValue)")
    }
    try console.checkCanWrite(format, to: output)

    let label = path == "-" ? "<stdin>" : path
    let text: String
    do throws(CommandError) {
      text = try console.readText(path, limit: Console.dataInputLimit)
    } catch {
      throw .usage("sheet: \(error.message)")
    }
    let sheet = try Self.sheet(from: text, label: label, parser: parser)
    if format == .png {
      let scale = request.canvas.scale
      do throws(SpecError) {
        try request.memoryBudget.check(
          width: Int((sheet.pageWidth * scale).rounded(.up)), height: Int((sheet.pageHeight * scale).rounded(.up)),
          canvases: 1, jobs: 1, blurs: sheet.entries.contains { MemoryBudget.drawsBlurs($0.ring) }, what: "this sheet")
      } catch {
        throw CommandError(error)
      }
    }

    if pattern == nil, format != .pdf, sheet.pageCount > 1 {
      console.writeError(
        "ringgen: warning: the sheet has \(sheet.pageCount) pages and \(format.displayName) shows the first; -o report-%02d.png writes each as a PNG\n"
      )
    }
    for page in 0..<(pattern == nil ? 1 : sheet.pageCount) {
      try write(
        sheet, page: page, as: format, to: pattern?.path(for: page + 1) ?? output, request: request, label: label)
    }
  }

  /// Renders one page of `sheet` (every page of a PDF) to `path`, with its `--json` line.
  private func write(
    _ sheet: ReportSheet, page: Int, as format: ImageFormat, to path: String, request: RenderRequest, label: String
  ) throws(CommandError) {
    let start = ContinuousClock.now
    let data: [UInt8]
    do throws(RenderError) {
      data = try Renderer.render(sheet, as: format, scale: request.canvas.scale, page: page).bytes
    } catch {
      guard case .invalid(let invalid) = error else { throw .runtime(error.description) }
      throw .usage("\(label): \"\(invalid.property)\": \(invalid.reason)")
    }
    try console.write(data, to: path)
    if request.run.json {
      let file = WrittenFile(
        path: path, bytes: data.count, milliseconds: WrittenFile.milliseconds(ContinuousClock.now - start))
      try console.writeOutput(Array(file.jsonLine.utf8))
    }
  }

  /// Reads a sheet description, naming the file, line and key of anything wrong.
  static func sheet(from text: String, label: String, parser: CommandLineParser) throws(CommandError) -> ReportSheet {
    let members: [JSONValue.Member]
    do {
      members = try JSONParser.parseObject(text)
    } catch {
      throw .usage("sheet \(label): \(error.reason(expecting: "with \"rings\""))")
    }
    var sheet = ReportSheet(columns: 3, rows: 4)
    var style: [JSONValue.Member] = []
    var rings: [JSONValue] = []
    for member in members {
      let place = "\(label):\(member.line): \"\(member.key)\""
      do throws(InputError) {
        let input = OptionInput.json(member.value)
        switch member.key {
        case "title": sheet.title = member.value == .null ? nil : try input.string()
        case "page": (sheet.pageWidth, sheet.pageHeight) = try pageSize(input)
        case "columns": sheet.columns = try input.integer(in: 1...50)
        case "rows": sheet.rows = try input.integer(in: 1...50)
        case "margin":
          sheet.margin = try input.number()
          guard sheet.margin >= 0 else {
            throw InputError("expected a margin of 0 points or more, got \(input.excerpt)")
          }
        case "style":
          guard case .object(let keys) = member.value else {
            throw InputError("expected an object of ring properties, got \(input.excerpt)")
          }
          style = keys
        case "rings":
          guard case .array(let entries) = member.value, !entries.isEmpty else {
            throw InputError(
              "expected a non-empty array of rings, got \(member.value == .array([]) ? "[]" : input.excerpt)")
          }
          rings = entries
        default:
          let known = ["title", "page", "columns", "rows", "margin", "style", "rings"]
          throw InputError(
            "unknown key\(CommandLineParser.suggestion(for: member.key, among: known, quoted: true)); a sheet has \(known.joined(separator: ", "))"
          )
        }
      } catch {
        throw .usage("\(place): \(error.reason)")
      }
    }
    guard !rings.isEmpty else { throw .usage("sheet \(label): no \"rings\": a sheet needs at least one ring") }
    for (index, ring) in rings.enumerated() {
      guard case .object(let keys) = ring else {
        throw .usage("sheet \(label): rings[\(index)] is not an object of ring properties")
      }
      var caption: String?
      var combined = style.filter { styleKey in !keys.contains { $0.key == styleKey.key } }
      for key in keys {
        if key.key == "caption" {
          guard case .string(let text) = key.value else {
            throw .usage("\(label):\(key.line): \"caption\": expected a string, got \(key.value.excerpt)")
          }
          caption = text
        } else {
          combined.append(key)
        }
      }
      // Only a ring's own keys (and its preset) vary between rings; canvas, animation, output
      // and terminal keys are the sheet's, the same for every ring.
      if let decided = combined.first(where: { RenderSpec.Key(rawValue: $0.key).map { $0.group != .ring } ?? false }) {
        throw .usage("\(label):\(decided.line): \"\(decided.key)\": the sheet decides this for every ring")
      }
      guard case .render(let request, _) = try parser.parse([], spec: .init(path: label, members: combined)) else {
        throw .usage("sheet \(label): rings[\(index)]: expected ring properties")
      }
      sheet.entries.append(ReportSheet.Entry(ring: request.ring, caption: caption))
    }
    do throws(RingValidationError) { try sheet.validate() } catch {
      throw .usage("sheet \(label): \"\(error.property)\": \(error.reason)")
    }
    return sheet
  }

  /// `A4`, `Letter`, `WxH` in points or `[w, h]`.
  private static func pageSize(_ input: OptionInput) throws(InputError) -> (Double, Double) {
    if case .json(.string(let name)) = input {
      switch name.lowercased() {
      case "a4": return ReportSheet.a4
      case "letter": return ReportSheet.letter
      default: break
      }
    }
    do throws(InputError) {
      let size = try input.size()
      return (size.width, size.height)
    } catch {
      throw InputError("expected A4, Letter, WxH in points or [w, h], got \(input.excerpt)")
    }
  }
}
