import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File operations for references and artifacts, with errors as one-line reasons.
enum SnapshotFiles {
  /// A file operation that failed, with a reason a person can act on.
  struct Failure: Error {
    var reason: String
  }

  /// Whether anything (file, folder, broken link) is at `path`.
  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
      || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
  }

  static func read(_ path: String) throws(Failure) -> Data {
    if let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
      type == .typeDirectory
    {
      throw Failure(reason: "it is a folder")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Failure(reason: reason(error))
    }
  }

  /// Writes `data` to `path` through a temporary file and a rename, creating folders, so a
  /// reference is never left half-written.
  static func write(_ data: Data, to path: String) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    // Twice: a test passing at the same time may remove the folder once it looks empty.
    for attempt in 1...2 {
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return
      } catch {
        if attempt == 2 { throw Failure(reason: reason(error)) }
      }
    }
  }

  /// Removes the folder at `path` if it exists and is empty; whether it did.
  static func removeFolderIfEmpty(_ path: String) -> Bool {
    rmdir(path) == 0
  }

  /// Removes the files that exist among `paths`.
  static func remove(_ paths: [String]) {
    for path in paths where FileManager.default.fileExists(atPath: path) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// The system's reason ("No such file or directory"), not Foundation's whole error.
  private static func reason(_ error: any Error) -> String {
    var error = error
    if let cocoa = error as? CocoaError, let underlying = cocoa.underlying { error = underlying }
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    return "\(error)"
  }
}
