import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ringgen compare --update`: the "accept these changes" step.
extension CompareCommand {
  /// Copies ACTUAL's file over EXPECTED's for each pair that differs (in pixels or size) or
  /// is new, and with `.all` removes EXPECTED's file of each deleted pair; marks each pair
  /// with what was done and returns one line per change, in the pairs' order. Each copy is
  /// atomic; a failure stops with a runtime error naming the file, the changes before it made.
  static func accept(
    _ results: inout [ImagePairResult], mode: CompareOptions.UpdateMode
  ) throws(CommandError) -> [String] {
    var lines: [String] = []
    for index in results.indices {
      let result = results[index]
      switch result.status {
      case .same, .unreadable: continue
      case .differs, .size, .new:
        let bytes = try FileSystem.contents(of: result.actualPath, limit: fileLimit)
        if result.status == .new, let slash = result.expectedPath.lastIndex(of: "/") {
          let parent = String(result.expectedPath[..<slash])
          do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
          } catch {
            throw .runtime("compare: --update: cannot create the folder '\(parent)'")
          }
        }
        try FileSystem.writeAtomically(bytes, to: result.expectedPath)
        let update: ImagePairResult.Update = result.status == .new ? .added : .replaced
        results[index].update = update
        lines.append("\(update) \(result.expectedPath) from \(result.actualPath)")
      case .deleted:
        guard mode == .all else { continue }
        guard unlink(result.expectedPath) == 0 else {
          throw FileSystem.failure("compare: --update=all: cannot remove '\(result.expectedPath)'")
        }
        results[index].update = .removed
        lines.append("removed \(result.expectedPath)")
      }
    }
    return lines
  }
}
