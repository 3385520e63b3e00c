import Dispatch
import FoundationEssentials
import RingKit
import RingRenderer
import Synchronization

/// `ringgen batch FILE|- [OPTIONS]`: many rings from JSON Lines, in parallel.
///
/// Each non-blank line is a JSON object with the keys of `--spec` plus `output`. The options
/// given to `batch` are defaults: each line's keys win over them, as a sheet's `style` is;
/// `--override KEY=VALUE` forces a key over every line, and `--shard I/N` takes only the lines
/// whose number modulo N is I. Lines are
/// parsed first (so a bad line or two lines writing one file are found before anything is
/// drawn; "one file" by device and inode, or by real path for a file not yet made), then
/// rendered on `--jobs` threads. A bad line does not stop the others: every
/// failure is reported with its line number, a summary follows, and the exit status is 1 if any
/// line failed. With `--json`, each file written is one JSON object on standard output.
struct BatchCommand {
  let console: Console

  static var usage: String { "ringgen " + Command.batch.usage[0] }

  func run(_ arguments: [String]) throws(CommandError) {
    let parser = CommandLineParser(command: .batch) { path throws(CommandError) in
      throw .usage("--spec \(path): batch lines are the specs; --spec does not apply")
    }
    // The batch's own options are checked once here; each line reports their warnings.
    guard
      let (baseRequest, positionals) = try RingGen.requestAndPositionals(
        from: arguments, parser: parser, console: console, writingWarnings: false, precedence: .specWins)
    else {
      return
    }
    guard let input = positionals.first else {
      throw .usage("batch needs a JSON Lines file, one ring per line, or - for standard input: \(Self.usage)")
    }
    if baseRequest.output != nil { throw .usage("batch: each line names its own \"output\"; -o does not apply") }
    let jobs = baseRequest.animation.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let settings = baseRequest.run

    let label = input == "-" ? "<stdin>" : input
    let text: String
    do throws(CommandError) {
      text = try console.readText(input, limit: Console.dataInputLimit)
    } catch {
      throw .usage("batch: \(error.message)")
    }
    let plan = try Self.plan(text, label: label, shard: settings.shard, options: arguments, parser: parser)
    try Self.checkMemory(of: plan.jobs, budget: baseRequest.memoryBudget, threads: jobs)
    let rendered = render(plan, threads: jobs, settings: settings)
    let failures = plan.failures.merging(rendered.failures) { first, _ in first }
    try report(plan, written: rendered.written, failures: failures, label: label, settings: settings)
  }

  /// A batch's lines read: the requests to render, the lines that failed and why, each line's
  /// warnings and the output it names.
  private struct Plan {
    var jobs: [(line: Int, request: RenderRequest)] = []
    var failures: [Int: String] = [:]
    var warnings: [(Int, String)] = []
    var outputs: [Int: String] = [:]
  }

  /// Every line to a request, or to its error, before anything is drawn: blank lines and lines
  /// outside the shard are skipped.
  private static func plan(
    _ text: String, label: String, shard: RunSettings.Shard?, options: [String], parser: CommandLineParser
  ) throws(CommandError) -> Plan {
    // Split on line feeds in the bytes: a "\r\n" is one Character, which String.split would keep.
    let lineTexts = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
      String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
    guard lineTexts.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else {
      throw .usage("batch \(label): no rings: every line is empty")
    }
    var plan = Plan()
    var writers: [String: Int] = [:]
    for (offset, lineText) in lineTexts.enumerated() {
      let line = offset + 1
      guard !lineText.allSatisfy(\.isWhitespace), shard?.contains(line: line) ?? true else { continue }
      do throws(CommandError) {
        let (request, lineWarnings) = try Self.request(
          line: line, text: String(lineText), label: label, options: options, parser: parser)
        plan.outputs[line] = try claimFiles(of: request, line: line, label: label, writers: &writers)
        plan.warnings += lineWarnings.map { (line, $0) }
        plan.jobs.append((line, request))
      } catch {
        plan.failures[line] = error.message
        if let output = namedOutput(of: String(lineText)) { plan.outputs[line] = output }
      }
    }
    return plan
  }

  /// The `output` a line's JSON names, if it parses and names one: what --json reports for a
  /// line that failed before its request was made.
  private static func namedOutput(of text: String) -> String? {
    guard let members = try? JSONParser.parseObject(text),
      case .string(let output) = members.last(where: { $0.key == RenderSpec.Key.output.rawValue })?.value
    else { return nil }
    return output
  }

  /// The output a line names, once its files are claimed for it in `writers` (file identity to
  /// line); throws when it names none, names standard output, or names a file that an earlier
  /// line writes.
  private static func claimFiles(
    of request: RenderRequest, line: Int, label: String, writers: inout [String: Int]
  ) throws(CommandError) -> String {
    guard let output = request.output else {
      throw .usage("\(label):\(line): no \"output\": every line names the file it writes")
    }
    guard output != "-" else { throw .usage("\(label):\(line): \"output\" cannot be - in a batch; name a file") }
    let targets = try files(writtenBy: request)
    for (file, identity) in targets {
      guard let first = writers[identity] else { continue }
      let which = file == output ? "" : " (its file '\(file)')"
      throw .usage("\(label):\(line): \"output\" '\(output)'\(which) is also written by line \(first)")
    }
    for (_, identity) in targets { writers[identity] = line }
    return output
  }

  /// Checks that the largest line's canvases and blur mask, on every thread at once, fit in
  /// --memory-limit.
  private static func checkMemory(
    of jobs: [(line: Int, request: RenderRequest)], budget: MemoryBudget, threads: Int
  ) throws(CommandError) {
    var sizes: [(width: Int, height: Int, canvases: Int, blurs: Bool)] = []
    for job in jobs {
      let pattern = try job.request.framePattern()
      let animated = try job.request.resolvedFormat().isAnimated || pattern != nil
      sizes.append(
        (
          job.request.canvas.pixelWidth, job.request.canvas.pixelHeight, animated ? 5 : 1,
          MemoryBudget.drawsBlurs(job.request.ring)
        ))
    }
    func bytesHeld(_ size: (width: Int, height: Int, canvases: Int, blurs: Bool)) -> Double {
      Double(size.width) * Double(size.height)
        * Double(4 * size.canvases + (size.blurs ? MemoryBudget.blurMaskBytesPerPixel : 0))
    }
    if let largest = sizes.max(by: { bytesHeld($0) < bytesHeld($1) }) {
      do throws(SpecError) {
        try budget.check(
          width: largest.width, height: largest.height, canvases: largest.canvases, jobs: min(threads, jobs.count),
          blurs: largest.blurs, what: "batch's largest line on every job at once")
      } catch {
        throw CommandError(error)
      }
    }
  }

  /// Renders the planned lines in parallel, each of `threads` threads taking the next line: the
  /// files written (with --json) and the lines that failed.
  private func render(
    _ plan: Plan, threads: Int, settings: RunSettings
  ) -> (written: [WrittenFile], failures: [Int: String]) {
    let total = plan.jobs.count + plan.failures.count
    let bar = console.errorIsTerminal && !settings.quiet ? ProgressBar(console: console, unit: "rings") : nil
    let next = Atomic(0)
    let done = Atomic(0)
    let renderFailures = Mutex([Int: String]())
    let written = Mutex([WrittenFile]())
    // Lines write files only, and speak through the summary; terminal text (.ans) follows
    // the same environment (locale, NO_COLOR) as it would from ringgen itself.
    let quiet = Console(
      writeOutput: { _ throws(CommandError) in }, writeError: { _ in }, readInput: { _ throws(CommandError) in [] },
      terminal: console.terminal)
    let work = plan.jobs
    let alreadyFailed = plan.failures.count
    DispatchQueue.concurrentPerform(iterations: max(1, min(threads, work.count))) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < work.count else { return }
        var request = work[index].request
        request.animation.jobs = 1  // the lines are the parallel work
        let start = ContinuousClock.now
        do throws(CommandError) {
          try RenderCommand(request: request, console: quiet, durable: false).run()
          if settings.json {
            let elapsed = ContinuousClock.now - start
            let bytes = (try? Self.files(writtenBy: request).reduce(0) { $0 + WrittenFile.size(of: $1.0) }) ?? 0
            let file = WrittenFile(
              line: work[index].line, path: request.output ?? "", bytes: bytes,
              milliseconds: WrittenFile.milliseconds(elapsed))
            written.withLock { $0.append(file) }
          }
        } catch {
          renderFailures.withLock { $0[work[index].line] = error.message }
        }
        let finished = done.add(1, ordering: .relaxed).newValue
        bar?.update(done: finished + alreadyFailed, total: total)
      }
    }
    bar?.finish()
    // One flush for the whole batch rather than one per file.
    FileSystem.flushAll()
    return (written.withLock { $0 }, renderFailures.withLock { $0 })
  }

  /// The --json lines, the warnings (one that every line gives, from the batch's own options, is
  /// said once), an error for each failed line and the summary; throws when a line failed.
  private func report(
    _ plan: Plan, written: [WrittenFile], failures: [Int: String], label: String, settings: RunSettings
  ) throws(CommandError) {
    if settings.json {
      let failed = failures.map { WrittenFile(line: $0.key, path: plan.outputs[$0.key] ?? "", error: $0.value) }
      let lines = (written + failed).sorted { ($0.line ?? 0) < ($1.line ?? 0) }
      try console.writeOutput(Array(lines.map(\.jsonLine).joined().utf8))
    }
    var linesByWarning: [String: [Int]] = [:]
    for (line, warning) in plan.warnings where failures[line] == nil {
      linesByWarning[warning, default: []].append(line)
    }
    for (warning, lines) in linesByWarning.sorted(by: { $0.value[0] < $1.value[0] }) where !settings.quiet {
      let place =
        lines.count == 1
        ? "\(label):\(lines[0]): " : lines.count == plan.jobs.count ? "" : "\(label), \(lines.count) lines: "
      console.writeError("ringgen: warning: \((place + warning).escapingControlCharacters)\n")
    }
    for line in failures.keys.sorted() {
      let message = failures[line] ?? ""
      let located = message.hasPrefix("\(label):") ? message : "\(label):\(line): \(message)"
      console.writeError("ringgen: error: \(located.escapingControlCharacters)\n")
    }
    let total = plan.jobs.count + plan.failures.count
    let summary = "\(total - failures.count) of \(total) ring\(total == 1 ? "" : "s") written"
    guard !failures.isEmpty else {
      if !settings.quiet { console.writeError("ringgen: \(summary)\n") }
      return
    }
    let failedLines = failures.keys.sorted()
    let listed = failedLines.prefix(10).map(String.init).joined(separator: ", ") + (failedLines.count > 10 ? ", …" : "")
    throw .runtime("\(summary); \(failures.count) failed (line\(failures.count == 1 ? "" : "s") \(listed))")
  }

  /// The files a line writes (each frame of a pattern such as `f-%03d.png`), each with its
  /// ``FileSystem/identity(of:)``, so that two lines naming one file by different paths (`a.png`
  /// and `sub/../a.png`, an absolute path, a link, `f-%03d.png` beside `f-000.png`) are caught.
  private static func files(writtenBy request: RenderRequest) throws(CommandError) -> [(String, String)] {
    guard let output = request.output else { return [] }
    guard let pattern = try request.framePattern() else { return [(output, FileSystem.identity(of: output))] }
    let animation = request.animation.animation(of: request.ring)
    let count = (try? animation.frameTimes(fps: request.animation.fps).count) ?? 0
    return (0..<count).map { index in
      let file = pattern.path(for: index)
      return (file, FileSystem.identity(of: file))
    }
  }

  /// One line's request: the batch's options as defaults, its JSON keys over them, then the
  /// overrides.
  static func request(
    line: Int, text: String, label: String, options: [String], parser: CommandLineParser
  ) throws(CommandError) -> (RenderRequest, [String]) {
    let members: [JSONValue.Member]
    do {
      members = try JSONParser.parseObject(text)
    } catch {
      // A line is one line: its column, not "line 1, column N".
      guard case .invalid(let failure) = error else {
        throw .usage("\(label):\(line): \(error.reason(expecting: "of ring properties"))")
      }
      throw .usage("\(label):\(line): column \(failure.column): \(failure.reason)")
    }
    let located = members.map { JSONValue.Member(key: $0.key, value: $0.value, line: line) }
    guard
      case .render(let request, let warnings) = try parser.parse(
        options, spec: .init(path: label, members: located), precedence: .specWins)
    else {
      throw .usage("\(label):\(line): expected ring properties")
    }
    return (request, warnings)
  }
}
