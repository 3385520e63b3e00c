import Foundation
import Testing

/// `batch --shard I/N` as docs/embedding.md's engines use it: the Kubernetes Indexed Job in
/// Examples/kubernetes runs its command once per completion index, and together the indexes
/// render every line of the file exactly once.
@Suite struct ShardingTests {
  @Test func theIndexedJobRendersEveryLineOnce() throws {
    let manifest = try String(
      contentsOf: packageRoot.appendingPathComponent("Examples/kubernetes/ringgen-batch-job.yaml"), encoding: .utf8)
    let lines = manifest.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("completionMode: Indexed"))
    let completions = try #require(
      lines.first { $0.hasPrefix("completions:") }.flatMap {
        Int($0.dropFirst(12).trimmingCharacters(in: .whitespaces))
      })
    #expect(lines.contains("parallelism: \(completions)"))
    let command = try #require(lines.first { $0.hasPrefix("- ringgen batch") }).dropFirst(2)
    #expect(command.contains("--shard \"$JOB_COMPLETION_INDEX/\(completions)\""))

    let folder = try TemporaryFolder()
    // 50 lines and a blank one: every index gets some, and line numbers count the blank line.
    var jsonl = (1...50).map { #"{"value": \#($0), "size": 16, "output": "ring-\#($0).png"}"# }
    jsonl.insert("", at: 20)
    try (jsonl.joined(separator: "\n") + "\n").write(
      toFile: folder.path("rings.jsonl"), atomically: true, encoding: .utf8)
    var rendered: [String] = []
    for index in 0..<completions {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", String(command)]
      process.currentDirectoryURL = folder.url
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] =
        ringgenBinary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      environment["JOB_COMPLETION_INDEX"] = String(index)
      process.environment = environment
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "index \(index)")
      let report = try String(contentsOfFile: folder.path("report-\(index).jsonl"), encoding: .utf8)
      for line in report.split(separator: "\n") {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        let fileLine = try #require(object?["line"] as? Int)
        #expect(fileLine % completions == index, "line \(fileLine) in shard \(index)")
        rendered.append(try #require(object?["path"] as? String))
      }
    }
    #expect(rendered.sorted() == (1...50).map { "ring-\($0).png" }.sorted())
    #expect(try folder.contents().filter { $0.hasSuffix(".png") }.count == 50)
  }
}
