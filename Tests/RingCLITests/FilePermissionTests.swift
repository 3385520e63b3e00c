import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Replacing an output leaves who may write what as `cp` would: a rename needs only the
/// folder's permission, so a file the user may not write is refused, one in a folder they may
/// not write is written in place, and a replaced file keeps its owner, group and mode. The
/// other user is `nobody`, so these run only as root.
@Suite(
  "File permissions",
  .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root"))
struct FilePermissionTests {
  /// Runs the built `ringgen` as `nobody` in `folder`.
  private func runAsNobody(_ arguments: [String], in folder: TemporaryFolder) throws -> RunResult {
    try runProcess(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=nobody", "--regid=nogroup", "--clear-groups", ringgenBinary.path] + arguments, in: folder.url)
  }

  /// What `ringgen arguments -o NAME` writes, made as root in a folder of its own.
  private func expectedBytes(_ arguments: [String], name: String) throws -> Data {
    let folder = try TemporaryFolder()
    let result = try runBinary(arguments + ["-o", name], in: folder.url)
    try #require(result.status == 0, "\(result.stderr)")
    return try Data(contentsOf: folder.url.appendingPathComponent(name))
  }

  /// The owner, group, mode and inode of the file at `path`.
  private func status(of path: String) throws -> (uid: uid_t, gid: gid_t, mode: mode_t, inode: ino_t) {
    var info = stat()
    try #require(stat(path, &info) == 0)
    return (info.st_uid, info.st_gid, info.st_mode & 0o7777, info.st_ino)
  }

  /// A file with `text`, `mode` and owner `uid`:`gid` in `folder`.
  private func makeFile(
    _ name: String, in folder: TemporaryFolder, text: String = "old", mode: mode_t, uid: uid_t = 0, gid: gid_t = 0
  ) throws -> String {
    let path = folder.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try #require(chown(path, uid, gid) == 0 && chmod(path, mode) == 0)
    return path
  }

  private var nobody: (uid: uid_t, gid: gid_t) {
    (getpwnam("nobody")?.pointee.pw_uid ?? 65534, getgrnam("nogroup")?.pointee.gr_gid ?? 65534)
  }

  /// A root-owned read-only file in a folder anyone may write (with the sticky bit, as /tmp,
  /// or without): the rename replaced it, handing it to `nobody`.
  @Test(arguments: [0o777, 0o1777] as [mode_t])
  func aFileTheUserMayNotWriteIsRefused(folderMode: mode_t) throws {
    let folder = try TemporaryFolder()
    try #require(chmod(folder.url.path, folderMode) == 0)
    let path = try makeFile("ring.png", in: folder, mode: 0o444)
    let result = try runAsNobody(["--size", "48", "-o", path], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr == "ringgen: error: cannot write '\(path)': Permission denied\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
    let after = try status(of: path)
    #expect(after.uid == 0 && after.mode == 0o444)
    #expect(try folder.contents() == ["ring.png"], "no temporary file left")
  }

  /// A file `nobody` may write in a folder it may not: refused, since no temporary file can
  /// go beside it; now written in place, a still at once and an animation once complete.
  @Test(arguments: [["--size", "48"], ["--size", "48", "--from", "0", "--duration", "0.3"]])
  func aWritableFileInAReadOnlyFolderIsWrittenInPlace(arguments: [String]) throws {
    let name = arguments.contains("--duration") ? "ring.apng" : "ring.png"
    let expected = try expectedBytes(arguments, name: name)
    let folder = try TemporaryFolder()
    let path = try makeFile(name, in: folder, text: String(repeating: "old ", count: 4096), mode: 0o666)
    let before = try status(of: path)
    try #require(chmod(folder.url.path, 0o555) == 0)
    let result = try runAsNobody(arguments + ["-o", path], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected, "the new bytes only, the old tail cut")
    let after = try status(of: path)
    #expect(after.inode == before.inode && after.uid == 0 && after.mode == 0o666)
    #expect(try folder.contents() == [name])
  }

  /// Root replacing `nobody`'s 0640 file: the renamed file was root's.
  @Test func aReplacedFileKeepsItsOwnerGroupAndMode() throws {
    let expected = try expectedBytes(["--size", "48"], name: "ring.png")
    let folder = try TemporaryFolder()
    let path = try makeFile("ring.png", in: folder, mode: 0o640, uid: nobody.uid, gid: nobody.gid)
    let before = try status(of: path)
    let result = runInProcess(["--size", "48", "-o", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected)
    let after = try status(of: path)
    #expect(after.inode != before.inode, "replaced by a rename")
    #expect(after.uid == nobody.uid && after.gid == nobody.gid && after.mode == 0o640)
  }

  /// `nobody` writing root's world-writable file in a world-writable folder: a new file would
  /// be `nobody`'s, which only root may give away, so the file is written in place and stays
  /// root's.
  @Test func aFileWhoseOwnerCannotBeKeptIsWrittenInPlace() throws {
    let expected = try expectedBytes(["--size", "48"], name: "ring.png")
    let folder = try TemporaryFolder()
    try #require(chmod(folder.url.path, 0o777) == 0)
    let path = try makeFile("ring.png", in: folder, mode: 0o666)
    let before = try status(of: path)
    let result = try runAsNobody(["--size", "48", "-o", path], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected)
    let after = try status(of: path)
    #expect(after.inode == before.inode && after.uid == 0 && after.gid == 0 && after.mode == 0o666)
    #expect(try folder.contents() == ["ring.png"])
  }
}
