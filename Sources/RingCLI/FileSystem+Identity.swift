#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Telling whether two output paths name one file, before either is written.
extension FileSystem {
  /// A key that two paths share when writing to them writes one file: the device and inode of
  /// a file that exists (so links, hard or symbolic, to one file match); otherwise the real path
  /// of its folder and its name (so `a.png`, `./a.png`, `sub/../a.png` and the absolute path
  /// match), after following a dangling symbolic link to the file it would create.
  static func identity(of path: String) -> String {
    var current = path
    for _ in 0...40 {
      var status = stat()
      if stat(current, &status) == 0 { return "inode \(status.st_dev):\(status.st_ino)" }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { break }
      let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let folder = current.lastIndex(of: "/").map { String(current[...$0]) } ?? ""
      current = link.hasPrefix("/") ? link : folder + link
    }
    let slash = current.lastIndex(of: "/")
    let folder = slash.map { String(current[...$0]) } ?? "."
    let name = slash.map { String(current[current.index(after: $0)...]) } ?? current
    guard let real = realpath(folder, nil) else { return "path \(current)" }
    defer { free(real) }
    return "path \(String(cString: real))/\(name)"
  }
}
