import Testing

@testable import RingSnapshotTesting

@Suite("Record mode: arguments, scope, environment and the CI rule")
struct RecordModeTests {
  private typealias Row = (
    argument: SnapshotRecordMode?, scope: SnapshotRecordMode?, environment: [String: String], mode: SnapshotRecordMode,
    source: ResolvedRecordMode.Source
  )

  private static let table: [Row] = [
    (nil, nil, [:], .missing, .fallback),
    (nil, nil, ["RING_SNAPSHOT_RECORD": "all"], .all, .environment),
    (nil, nil, ["RING_SNAPSHOT_RECORD": "failed"], .failed, .environment),
    (nil, nil, ["RING_SNAPSHOT_RECORD": "never"], .never, .environment),
    (nil, nil, ["RING_SNAPSHOT_RECORD": "Missing"], .missing, .environment),
    (nil, nil, ["RING_SNAPSHOT_RECORD": ""], .missing, .fallback),
    (nil, .failed, ["RING_SNAPSHOT_RECORD": "all"], .failed, .scope),
    (.never, .failed, ["RING_SNAPSHOT_RECORD": "all"], .never, .argument),
    (.all, nil, [:], .all, .argument),
    // CI wins over everything: nothing is ever written on CI.
    (nil, nil, ["CI": "true"], .never, .ci),
    (nil, nil, ["CI": "1", "RING_SNAPSHOT_RECORD": "all"], .never, .ci),
    (.all, .failed, ["CI": "github-actions"], .never, .ci),
    (nil, nil, ["CI": "TRUE"], .never, .ci),
    // CI unset, empty or false is not CI.
    (nil, nil, ["CI": ""], .missing, .fallback),
    (nil, nil, ["CI": "0"], .missing, .fallback),
    (nil, nil, ["CI": "false", "RING_SNAPSHOT_RECORD": "failed"], .failed, .environment),
    (nil, nil, ["CI": "False"], .missing, .fallback),
  ]

  @Test(arguments: table.indices)
  func resolution(row: Int) throws {
    let (argument, scope, environment, mode, source) = Self.table[row]
    let resolved = try ResolvedRecordMode.resolve(argument: argument, scope: scope, environment: environment)
    #expect(resolved.mode == mode)
    #expect(resolved.source == source)
  }

  @Test(arguments: ["yes", "1", "record", "al l"])
  func unknownModesAreErrorsEvenOnCI(text: String) {
    for environment in [["RING_SNAPSHOT_RECORD": text], ["RING_SNAPSHOT_RECORD": text, "CI": "true"]] {
      #expect {
        try ResolvedRecordMode.resolve(argument: nil, scope: nil, environment: environment)
      } throws: { error in
        (error as? SnapshotSetupError)?.message
          == "RING_SNAPSHOT_RECORD=\(text) is not a record mode; use one of missing, all, failed, never"
      }
    }
  }

  @Test func modesNameWhatTheyRecord() {
    #expect(SnapshotRecordMode.allCases.map(\.description) == ["missing", "all", "failed", "never"])
    #expect(SnapshotRecordMode.allCases.filter(\.recordsMissing) == [.missing, .all, .failed])
    #expect(SnapshotRecordMode.allCases.filter(\.recordsFailures) == [.all, .failed])
  }

  @Test func scopesNestAndArgumentsWin() {
    withSnapshotTesting(record: .failed, tolerance: .exact) {
      #expect(SnapshotConfiguration.current.record == .failed)
      withSnapshotTesting(tolerance: .default.allowing(3)) {
        #expect(SnapshotConfiguration.current.record == .failed, "nil leaves the outer setting")
        #expect(SnapshotConfiguration.current.tolerance == .default.allowing(3))
      }
      #expect(SnapshotConfiguration.current.tolerance == .exact)
    }
    #expect(SnapshotConfiguration.current.record == nil)
  }

  @Test(.snapshots(record: .never, tolerance: .exact))
  func theTraitSetsTheScope() {
    #expect(SnapshotConfiguration.current.record == .never)
    #expect(SnapshotConfiguration.current.tolerance == .exact)
    #expect(SnapshotConfiguration.current.counter != nil, "each test case numbers its snapshots from 1")
  }

  @Test func asyncScopes() async {
    await withSnapshotTesting(record: .all) {
      await Task.yield()
      #expect(SnapshotConfiguration.current.record == .all)
      await withTaskGroup(of: SnapshotRecordMode?.self) { group in
        group.addTask { SnapshotConfiguration.current.record }
        for await mode in group { #expect(mode == .all, "child tasks inherit the scope") }
      }
    }
  }
}

/// A trait on a suite applies to every test in it, each with its own counter.
@Suite("Record mode: the trait on a suite", .snapshots(record: .failed, tolerance: .default.allowing(5)))
struct SuiteTraitTests {
  @Test func reachesTests() {
    #expect(SnapshotConfiguration.current.record == .failed)
    #expect(SnapshotConfiguration.current.tolerance == .default.allowing(5))
    #expect(SnapshotConfiguration.current.counter != nil)
  }

  @Test(.snapshots(record: .never))
  func innerTraitsWin() {
    #expect(SnapshotConfiguration.current.record == .never)
    #expect(SnapshotConfiguration.current.tolerance == .default.allowing(5), "nil keeps the suite's")
  }

  @Test(arguments: [1, 2])
  func eachCaseCountsFromOne(_ run: Int) throws {
    let counter = try #require(SnapshotConfiguration.current.counter)
    #expect(counter.next(for: "same key") == 1, "case \(run)")
  }
}
