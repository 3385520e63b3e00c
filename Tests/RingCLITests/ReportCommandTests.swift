import Foundation
import RingCairo
import RingImageDiff
import RingKit
import Testing

@testable import RingCLI

@Suite("ringgen batch, sheet and data URIs")
struct ReportCommandTests {
  @Test func batchWritesEveryGoodLineAndReportsTheBadOnes() throws {
    let folder = try TemporaryFolder()
    let lines = [
      #"{"value": 1, "maxValue": 4, "output": "a.png"}"#,
      #"{"value": 2, "maxValue": 4, "output": "b.svg", "progressColor": "teal"}"#,
      #"{"value": "two", "output": "c.png"}"#,
      "",
      #"{"preset": "mb", "value": 50, "output": "d.pdf"}"#,
      #"{"value": 3, "maxValue": 4 "output": "e.png"}"#,
      #"{"value": 4, "maxValue": 4, "output": "f.png"}"#,
    ]
    try lines.joined(separator: "\n").write(toFile: folder.path("rings.jsonl"), atomically: true, encoding: .utf8)
    let result = try runBinary(["batch", "rings.jsonl", "--size", "48", "--jobs", "3"], in: folder.url)
    #expect(result.status == 1)
    #expect(try folder.contents() == ["a.png", "b.svg", "d.pdf", "f.png", "rings.jsonl"])
    #expect(
      result.stderr == """
        ringgen: error: rings.jsonl:3: "value": expected a number, got "two"
        ringgen: error: rings.jsonl:6: column 28: expected ',' or '}' after the value of "maxValue"
        ringgen: error: 4 of 6 rings written; 2 failed (lines 3, 6)

        """)
    #expect(
      try RingRaster(pngData: Data(contentsOf: folder.url.appendingPathComponent("a.png")))
        == (try ProgressRing(value: 1, maxValue: 4).raster(width: 48, height: 48)))
  }

  @Test func batchReadsStandardInputAndSucceedsWhenEveryLineDoes() throws {
    let folder = try TemporaryFolder()
    let input = (0..<12).map { #"{"value": \#($0), "maxValue": 11, "output": "r\#($0).png"}"# }.joined(separator: "\n")
    let result = try runBinary(["batch", "-", "--size", "48"], in: folder.url, stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "ringgen: 12 of 12 rings written\n")
    #expect(try folder.contents().count == 12)
  }

  @Test(arguments: [
    (
      ["batch"],
      "batch needs a JSON Lines file, one ring per line, or - for standard input: ringgen batch FILE|- [OPTIONS]"
    ),
    (["batch", "missing.jsonl"], "batch: cannot read 'missing.jsonl': No such file or directory"),
    (["batch", "x.jsonl", "-o", "y.png"], "batch: each line names its own \"output\"; -o does not apply"),
    (["batch", "x.jsonl", "--spec", "s.json"], "--spec s.json: batch lines are the specs; --spec does not apply"),
    (["batch", "x.jsonl", "--value", "nan"], "--value: expected a finite number, got 'nan'"),
  ])
  func badBatchInvocations(arguments: [String], message: String) throws {
    try expectRejected(arguments, message: message)
  }

  /// A line goes through the same rendering as ringgen itself, terminal text included.
  @Test func batchLinesWriteWhatRinggenWrites() throws {
    let folder = try TemporaryFolder()
    let lines = [
      #"{"value": 5, "columns": 20, "output": "\#(folder.path("a.ans"))"}"#,
      #"{"value": 5, "output": "\#(folder.path("a.png"))"}"#,
    ]
    let batch = runInProcess(["batch", "-", "--size", "40"], stdin: lines.joined(separator: "\n"))
    #expect(batch.status == 0, "\(batch.stderr)")
    #expect(
      runInProcess(["--value", "5", "--columns", "20", "--size", "40", "-o", folder.path("single.ans")]).status == 0)
    #expect(runInProcess(["--value", "5", "--size", "40", "-o", folder.path("single.png")]).status == 0)
    let text = try Data(contentsOf: folder.url.appendingPathComponent("a.ans"))
    #expect(text == (try Data(contentsOf: folder.url.appendingPathComponent("single.ans"))))
    #expect(String(decoding: text, as: UTF8.self).split(separator: "\n").count > 5, "terminal text, not an image")
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("a.png"))
        == Data(contentsOf: folder.url.appendingPathComponent("single.png")))
  }

  /// Every command answers --help and --version, wherever they stand.
  @Test(arguments: [
    ["batch", "--help"], ["batch", "x.jsonl", "--size", "9", "--help"], ["sheet", "--help"],
    ["sheet", "s.json", "-o", "x.pdf", "-h"], ["watch", "--help"],
  ])
  func helpFromEveryCommand(arguments: [String]) {
    let result = runInProcess(arguments)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let command = Command.named(arguments[0]) ?? .render
    #expect(String(decoding: result.stdout, as: UTF8.self) == HelpText.render(command, version: RingGen.version))
    for command in ["batch", "sheet", "watch"] {
      #expect(runInProcess([command, "--version"]).stdout == Data("ringgen \(RingGen.version)\n".utf8))
    }
  }

  /// Values that look like flags are values: only a real -o is refused.
  @Test func batchOptionsAreParsedNotScanned() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess(
      ["batch", "-", "--unit-string", "-oz", "--label", "{value}{unit}"],
      stdin: #"{"value": 5, "output": "\#(folder.path("a.svg"))"}"#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOfFile: folder.path("a.svg"), encoding: .utf8).contains(">-oz</tspan>"))
  }

  @Test func batchRefusesLinesThatClash() throws {
    let folder = try TemporaryFolder()
    let a = folder.path("a.png")
    let input = [
      #"{"value": 1, "output": "\#(a)"}"#, #"{"value": 2, "output": "\#(folder.url.path)/./a.png"}"#, #"{"value": 3}"#,
      #"{"value": 4, "output": "-"}"#,
    ]
    let result = runInProcess(["batch", "-"], stdin: input.joined(separator: "\r\n"))
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(#"<stdin>:2: "output" '\#(folder.url.path)/./a.png' is also written by line 1"#),
      "\(result.stderr)")
    #expect(result.stderr.contains(#"<stdin>:3: no "output""#))
    #expect(result.stderr.contains(#"<stdin>:4: "output" cannot be -"#))
    #expect(try folder.contents() == ["a.png"])
  }

  /// Different paths to one file used to pass the check, and the later line overwrote the
  /// earlier one's file: `..`, absolute and relative paths, symbolic and hard links, and a
  /// frame pattern beside one of its frames.
  @Test func batchRefusesLinesThatWriteOneFileByAnotherPath() throws {
    let folder = try TemporaryFolder()
    let root = folder.url.path
    try FileManager.default.createDirectory(atPath: folder.path("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.png"), withDestinationPath: "a.png")
    try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path("e.png")))
    try FileManager.default.linkItem(atPath: folder.path("e.png"), toPath: folder.path("h.png"))
    let outputs = [
      "\(root)/a.png", "\(root)/sub/../a.png", "\(root)/link.png", "\(root)/sub/../sub/../e.png", "\(root)/h.png",
      "\(root)/f-000.png", "\(root)/f-%03d.png", "\(root)/sub/b.png",
    ]
    let input = outputs.map { output in
      let frames = output.contains("%") ? #""duration": 0.1, "fps": 10, "# : ""
      return #"{"value": 1, "size": 16, \#(frames)"output": "\#(output)"}"#
    }
    let result = runInProcess(["batch", "-"], stdin: input.joined(separator: "\n"))
    #expect(result.status == 1)
    let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("ringgen: error: <stdin>:") }
    #expect(
      errors == [
        #"ringgen: error: <stdin>:2: "output" '\#(root)/sub/../a.png' is also written by line 1"#,
        #"ringgen: error: <stdin>:3: "output" '\#(root)/link.png' is also written by line 1"#,
        #"ringgen: error: <stdin>:5: "output" '\#(root)/h.png' is also written by line 4"#,
        #"ringgen: error: <stdin>:7: "output" '\#(root)/f-%03d.png' (its file '\#(root)/f-000.png') is also written by line 6"#,
      ], "\(result.stderr)")
    #expect(try folder.contents() == ["a.png", "e.png", "f-000.png", "h.png", "link.png", "sub"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("sub")) == ["b.png"])
  }

  private static let sheet = """
    {
      "title": "Weekly KPIs",
      "page": "Letter",
      "columns": 3, "rows": 2,
      "style": {"maxValue": 100, "progressColor": "#0FA3B1", "progressStrokeColor": "#0FA3B1"},
      "rings": [
        {"value": 42, "caption": "Signups"}, {"value": 87, "caption": "Activation"}, {"value": 15, "maxValue": 30, "caption": "Tickets"},
        {"preset": "mb", "value": 64, "caption": "Gauge"}, {"value": 100, "caption": "Uptime"}, {"value": 3, "caption": "Incidents"},
        {"value": 55, "caption": "On page two"}
      ]
    }
    """

  @Test func sheetsPageTheRingsWithCaptions() throws {
    let folder = try TemporaryFolder()
    try Self.sheet.write(toFile: folder.path("kpis.json"), atomically: true, encoding: .utf8)
    for name in ["report.pdf", "report.svg", "report.png"] {
      let result = try runBinary(["sheet", "kpis.json", "-o", name], in: folder.url)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let pdf = String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("report.pdf")), as: UTF8.self)
    #expect(pdf.components(separatedBy: "/Type /Page %").count - 1 == 2, "7 rings in 3 × 2 cells make two pages")
    #expect(pdf.components(separatedBy: "/S /Figure").count - 1 == 7)
    #expect(pdf.contains("/MediaBox [ 0 0 612 792 ]"))
    let svg = try String(contentsOf: folder.url.appendingPathComponent("report.svg"), encoding: .utf8)
    for caption in ["Weekly KPIs", "Signups", "Activation", "Tickets", "Gauge", "Uptime", "Incidents"] {
      #expect(svg.contains(">\(caption)</tspan>"), "\(caption)")
    }
    #expect(!svg.contains("On page two"), "SVG shows the first page")
    #expect(svg.contains("role=\"group\" aria-label=\"Weekly KPIs\""), "the page groups the rings")
    #expect(svg.components(separatedBy: "role=\"img\"").count - 1 == 6, "each ring keeps its own alt text")
    let png = try RingRaster(pngData: Data(contentsOf: folder.url.appendingPathComponent("report.png")))
    #expect(png.width == 612 && png.height == 792)
  }

  /// A PNG or SVG of a sheet of several pages shows the first and says so; a pattern writes
  /// every page, numbered from 1, each the page a PDF has.
  @Test func aPatternWritesEveryPage() throws {
    let folder = try TemporaryFolder()
    try Self.sheet.write(toFile: folder.path("kpis.json"), atomically: true, encoding: .utf8)
    let one = try runBinary(["sheet", "kpis.json", "-o", "report.png"], in: folder.url)
    #expect(
      one.stderr
        == "ringgen: warning: the sheet has 2 pages and PNG shows the first; -o report-%02d.png writes each as a PNG\n")
    let pages = try runBinary(["sheet", "kpis.json", "-o", "report-%02d.png", "--json"], in: folder.url)
    #expect(pages.status == 0 && pages.stderr.isEmpty, "\(pages.stderr)")
    #expect(String(decoding: pages.stdout, as: UTF8.self).split(separator: "\n").count == 2)
    #expect(try folder.contents() == ["kpis.json", "report-01.png", "report-02.png", "report.png"])
    let first = try Data(contentsOf: folder.url.appendingPathComponent("report-01.png"))
    #expect(first == (try Data(contentsOf: folder.url.appendingPathComponent("report.png"))))
    // Page two, as pdftoppm draws the PDF's second page: the one ring left, where the PDF has it.
    let second = try RingRaster(pngData: Data(contentsOf: folder.url.appendingPathComponent("report-02.png")))
    #expect(second.width == 612 && second.height == 792)
    #expect(try runBinary(["sheet", "kpis.json", "-o", "report.pdf"], in: folder.url).status == 0)
    _ = try runProcess(
      URL(fileURLWithPath: "/usr/bin/pdftoppm"),
      ["-f", "2", "-l", "2", "-r", "72", "-png", "-singlefile", "report.pdf", "poppler"], in: folder.url)
    let poppler = try RingRaster(pngData: Data(contentsOf: folder.url.appendingPathComponent("poppler.png")))
    let difference = ImageComparator(tolerance: SnapshotTolerance(threshold: 0.3)).compare(second, poppler)
    #expect(
      Double(difference.differingPixels) / Double(612 * 792) < 0.01, "\(difference.differingPixels) pixels differ")
  }

  @Test(arguments: [
    (
      #"{"columns": 0, "rings": [{"value": 1}]}"#,
      #"sheet.json:1: "columns": expected a whole number from 1 to 50, got 0"#
    ),
    (#"{"rows": 2}"#, #"sheet sheet.json: no "rings": a sheet needs at least one ring"#),
    (#"{"rings": []}"#, #"sheet.json:1: "rings": expected a non-empty array of rings, got []"#),
    (
      #"{"page": "A5", "rings": [{"value": 1}]}"#,
      #"sheet.json:1: "page": expected A4, Letter, WxH in points or [w, h], got "A5""#
    ),
    (
      #"{"colums": 2, "rings": [{"value": 1}]}"#,
      #"sheet.json:1: "colums": unknown key (did you mean "columns"?); a sheet has title, page, columns, rows, margin, style, rings"#
    ),
    (
      "{\"rings\": [\n{\"value\": 1, \"output\": \"x.png\"}]}",
      #"sheet.json:2: "output": the sheet decides this for every ring"#
    ),
    (#"{"rings": [{"value": "a lot"}]}"#, #"sheet.json:1: "value": expected a number, got "a lot""#),
    (#"{"rings": [{"caption": 5}]}"#, #"sheet.json:1: "caption": expected a string, got 5"#),
    (
      #"{"page": [100, 100], "columns": 50, "rows": 50, "rings": [{"value": 1}]}"#,
      "sheet sheet.json: \"page\": 50 × 50 cells leave no room for a ring on a 100 × 100 pt page with 36 pt margins"
    ),
    (#"{"rings": 1"#, "sheet sheet.json: line 1, column 12: expected ',' or '}' after the value of \"rings\""),
  ])
  func badSheets(sheet: String, message: String) throws {
    try expectRejected(["sheet", "@/sheet.json", "-o", "@/report.pdf"], files: ["sheet.json": sheet], message: message)
  }

  @Test func sheetsGoToStandardOutput() throws {
    let folder = try TemporaryFolder()
    try Self.sheet.write(toFile: folder.path("kpis.json"), atomically: true, encoding: .utf8)
    let result = try runBinary(["sheet", "kpis.json", "--format", "svg", "-o", "-"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.starts(with: Array("<svg".utf8)))
  }

  /// Standard input may hold more than a spec's 1 MiB: batches are read up to 64 MiB.
  @Test func largeBatchesFromStandardInput() throws {
    let folder = try TemporaryFolder()
    let line = #"{"value": 1}"# + String(repeating: " ", count: 188)
    let input = Array(repeating: line, count: 6000).joined(separator: "\n")
    let result = try runBinary(["batch", "-"], in: folder.url, stdin: Data(input.utf8))
    #expect(result.status == 1)
    #expect(!result.stderr.contains("larger than"))
    #expect(
      result.stderr.hasSuffix(
        "ringgen: error: 0 of 6000 rings written; 6000 failed (lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …)\n"))
  }

  @Test func sheetOptionsAreChecked() throws {
    #expect(
      runInProcess(["sheet", "s.json", "--value", "3", "-o", "r.pdf"]).stderr
        == "ringgen: error: --value is an option of render, watch and batch, not of sheet; ring properties go in the sheet's \"style\" or \"rings\"\n"
    )
    #expect(runInProcess(["sheet", "s.json", "-o", "r.gif"]).stderr.contains("sheet writes PDF, PNG or SVG, not gif"))
    #expect(runInProcess(["sheet"]).status == 64)
  }

  @Test func dataURIIsThePNG() throws {
    let folder = try TemporaryFolder()
    let uri = try runBinary(
      ["--value", "3", "--max", "4", "--size", "40", "--format", "data-uri", "-o", "-"], in: folder.url)
    let png = try runBinary(["--value", "3", "--max", "4", "--size", "40", "-o", "-"], in: folder.url)
    let text = String(decoding: uri.stdout, as: UTF8.self)
    #expect(text.hasPrefix("data:image/png;base64,") && text.hasSuffix("\n"))
    #expect(Data(base64Encoded: String(text.dropFirst(22).dropLast())) == png.stdout)
  }
}

@Suite("The weekly-report example")
struct ExampleTests {
  /// Examples/weekly-report/build.sh must keep working: HTML with inline SVG rings and a
  /// two-page PDF sheet.
  @Test func buildsTheHTMLAndThePDF() throws {
    let folder = try TemporaryFolder()
    let example = packageRoot.appendingPathComponent("Examples/weekly-report")
    for file in ["build.sh", "kpis.tsv"] {
      try FileManager.default.copyItem(
        at: example.appendingPathComponent(file), to: folder.url.appendingPathComponent(file))
    }
    let process = Process()
    process.executableURL = folder.url.appendingPathComponent("build.sh")
    process.environment = ["RINGGEN": ringgenBinary.path, "PATH": "/usr/bin:/bin"].merging(
      sanitizerEnvironment, uniquingKeysWith: { own, _ in own })
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(stderr)")
    let html = try String(contentsOf: folder.url.appendingPathComponent("out/report.html"), encoding: .utf8)
    #expect(html.components(separatedBy: "<svg xmlns").count - 1 == 7)
    #expect(
      html.contains("aria-label=\"Progress 412 of 500 (82%)\"")
        && html.contains("<figcaption>Build minutes</figcaption>"))
    let pdf = String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("out/report.pdf")), as: UTF8.self)
    #expect(pdf.components(separatedBy: "/Type /Page %").count - 1 == 2)
  }
}
