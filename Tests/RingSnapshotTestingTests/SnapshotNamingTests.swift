import Foundation
import RingCairo
import RingImageFixtures
import RingKit
import Testing

@testable import RingSnapshotTesting

@Suite("Where snapshots go: names, counters and the package root")
struct SnapshotNamingTests {
  private let ring = plainRing(value: 25)

  @Test func unnamedSnapshotsAreNumberedInOrder() throws {
    try Sandbox.run(counter: true) { sandbox in
      for _ in 0..<3 { _ = verifySnapshot(of: ring, size: 32) }
      _ = verifySnapshot(of: ring, size: 32, named: "named")
      _ = verifySnapshot(of: ring, size: 32)
      #expect(
        sandbox.files() == [1, 2, 3, 4].map {
          "Snapshots/SnapshotNamingTests/unnamedSnapshotsAreNumberedInOrder.\($0).png"
        }
          + ["Snapshots/SnapshotNamingTests/unnamedSnapshotsAreNumberedInOrder.named.png"])
    }
  }

  @Test(arguments: [
    ("half", "half"), ("50 %", "50"), ("dark / 2x", "dark-2x"), ("value=0.5", "value-0-5"), ("--a__b--", "a__b"),
    ("über", "ber"), ("caps.round", "caps-round"),
  ])
  func namesAreSanitized(name: String, file: String) {
    #expect(SnapshotLocation.sanitized(name) == file)
  }

  @Test func functionNamesLoseTheirArguments() throws {
    try Sandbox.run { sandbox in
      let failure = verifySnapshot(of: ring, size: 32, named: "x", function: "ringAt(value:scale:)")
      #expect(failure?.recordedPaths == ["\(sandbox.snapshots)/SnapshotNamingTests/ringAt.x.png"])
      let xcTest = verifySnapshot(of: ring, size: 32, named: "x", function: "testRing()")
      #expect(xcTest?.recordedPaths == ["\(sandbox.snapshots)/SnapshotNamingTests/testRing.x.png"])
    }
  }

  @Test(arguments: [10.0, 20])
  func parameterizedTestsNeedNames(value: Double) throws {
    try Sandbox.run { sandbox in
      let unnamed = try #require(verifySnapshot(of: plainRing(value: value), size: 32))
      #expect(unnamed.reason == .invalidSnapshot)
      #expect(
        unnamed.message.contains(
          "parameterizedTestsNeedNames(value:) is a parameterized test: pass named: built from its arguments"))
      let named = verifySnapshot(of: plainRing(value: value), size: 32, named: "value-\(Int(value))")
      #expect(
        named?.recordedPaths == [
          "\(sandbox.snapshots)/SnapshotNamingTests/parameterizedTestsNeedNames.value-\(Int(value)).png"
        ])
    }
  }

  @Test func thePackageRootIsTheNearestFolderWithAPackageManifest() throws {
    #expect(PackageRoot.of(filePath: #filePath) == packageRoot)
    #expect(FileManager.default.fileExists(atPath: packageRoot + "/Package.swift"))
    #expect(PackageRoot.of(filePath: "/no/such/folder/Tests.swift") == nil)
  }

  /// A package that depends on this one gets its references in its own `Snapshots/`, and its
  /// artifacts in its own `.build/`. (`#filePath` is a `StaticString`, so the consumer's test
  /// file is a literal path, in a folder this test makes and removes.)
  @Test func dependentPackagesUseTheirOwnRoot() throws {
    let consumer = "/tmp/ring-snapshot-testing-consumer"
    try? FileManager.default.removeItem(atPath: consumer)
    defer { try? FileManager.default.removeItem(atPath: consumer) }
    try FileManager.default.createDirectory(atPath: consumer + "/Tests/ReportTests", withIntermediateDirectories: true)
    try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: consumer + "/Package.swift"))
    let file: StaticString = "/tmp/ring-snapshot-testing-consumer/Tests/ReportTests/GaugeTests.swift"
    var configuration = SnapshotConfiguration.current
    configuration.environment = [:]
    try SnapshotConfiguration.$current.withValue(configuration) {
      let recorded = try #require(verifySnapshot(of: ring, size: 32, named: "gauge", filePath: file))
      #expect(recorded.recordedPaths == ["\(consumer)/Snapshots/GaugeTests/dependentPackagesUseTheirOwnRoot.gauge.png"])
      let mismatch = try #require(verifySnapshot(of: plainRing(value: 90), size: 32, named: "gauge", filePath: file))
      #expect(
        mismatch.artifacts.diff
          == "\(consumer)/.build/snapshot-artifacts/GaugeTests/dependentPackagesUseTheirOwnRoot.gauge.diff.png")
    }
  }

  @Test func aFileOutsideAnyPackageFails() throws {
    var configuration = SnapshotConfiguration.current
    configuration.environment = [:]
    let failure = SnapshotConfiguration.$current.withValue(configuration) {
      verifySnapshot(of: ring, size: 32, named: "x", filePath: "/no/such/folder/LostTests.swift")
    }
    #expect(failure?.reason == .invalidSnapshot)
    #expect(
      failure?.message
        == "Snapshot \"aFileOutsideAnyPackageFails.x\" could not be taken: no Package.swift in any folder above /no/such/folder/LostTests.swift, so there is no package root for Snapshots/"
    )
  }

  @Test func twoTestsCannotShareAReference() {
    let path = "/tmp/\(UUID().uuidString)/Snapshots/T/test.1.png"
    let owner = ReferenceClaims.Owner(test: "swift-testing A", name: "1")
    #expect(ReferenceClaims.claim(path, by: owner) == nil)
    #expect(ReferenceClaims.claim(path, by: owner) == nil, "the same test may check it again")
    #expect(ReferenceClaims.claim(path, by: .init(test: "swift-testing B", name: "1")) == owner)
  }

  @Test func twoNamesOfOneTestCannotShareAFile() throws {
    try Sandbox.run { sandbox in
      let ring = plainRing(value: 50)
      _ = verifySnapshot(of: ring, size: 16, named: "50%")
      #expect(verifySnapshot(of: ring, size: 16, named: "50%") == nil, "the same name may check it again")
      let failure = try #require(verifySnapshot(of: ring, size: 16, named: "50"))
      let path = sandbox.reference("twoNamesOfOneTestCannotShareAFile", "50", file: "SnapshotNamingTests")
      #expect(failure.reason == .invalidSnapshot)
      #expect(
        failure.message
          == "Snapshot \"twoNamesOfOneTestCannotShareAFile.50\" could not be taken: named: \"50\" and named: \"50%\" both map to \(path) (a file name keeps only ASCII letters, digits and _ of a name); give one of them another name"
      )
    }
  }

  @Test func countersAreKeptPerTest() {
    let counter = SnapshotCounter()
    let numbers = [
      counter.next(for: "a|f"), counter.next(for: "a|f"), counter.next(for: "b|f"), counter.next(for: "a|f"),
    ]
    #expect(numbers == [1, 2, 1, 3])
    counter.reset(prefix: "a|")
    #expect(counter.next(for: "a|f") == 1 && counter.next(for: "b|f") == 2)
  }
}
