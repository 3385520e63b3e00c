import Foundation
import Testing

/// scripts/install-deps on a machine that lacks a package, with apt-get, pkg-config and the
/// other commands it asks replaced by stubs that record their calls.
@Suite("scripts/install-deps")
struct InstallDepsTests {
  /// A fresh machine has no package lists: an install before `apt-get update` printed a screen
  /// of "Unable to locate package" lines before it recovered.
  @Test func packageListsAreUpdatedBeforeInstalling() throws {
    let stubs = FileManager.default.temporaryDirectory.appendingPathComponent("install-deps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: stubs) }
    let log = stubs.appendingPathComponent("calls")
    let recording = "#!/bin/sh\necho \"$(basename \"$0\") $*\" >> '\(log.path)'\n"
    // pkg-config finds nothing, so every package counts as missing; id says root, so no sudo.
    let stubsByName = [
      "apt-get": recording, "localedef": recording, "pkg-config": "#!/bin/sh\nexit 1\n", "id": "#!/bin/sh\necho 0\n",
      "locale": "#!/bin/sh\nexit 0\n",
    ]
    for (name, body) in stubsByName {
      let file = stubs.appendingPathComponent(name)
      try body.write(to: file, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [packageRoot.appendingPathComponent("scripts/install-deps").path]
    process.environment = ["PATH": "\(stubs.path):/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(calls.first == "apt-get update", "\(calls)")
    #expect(calls.dropFirst().first?.hasPrefix("apt-get install -y --no-install-recommends ") == true, "\(calls)")
    // Still nothing found after the install: the script says so and fails.
    #expect(process.terminationStatus == 1)
  }
}
