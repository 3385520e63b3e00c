import FoundationEssentials
import Synchronization

/// Finds the package a source file belongs to: the nearest folder above it with a
/// `Package.swift`. Works for this package's tests and for any package that depends on it.
enum PackageRoot {
  private static let cache = Mutex<[String: String]>([:])

  /// The package root above `filePath` (absolute, or relative to the current folder), or nil.
  static func of(filePath: String) -> String? {
    let file = URL(fileURLWithPath: filePath).standardizedFileURL
    var folder = file.deletingLastPathComponent()
    let start = folder.path
    if let root = cache.withLock({ $0[start] }) { return root }
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        let root = folder.path
        cache.withLock { $0[start] = root }
        return root
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
