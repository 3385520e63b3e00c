import RingKit

/// `ringgen compare --junit FILE`: the pairs as JUnit XML, in the shape most CI systems read
/// (Jenkins' junit-10 schema: `testsuite` with `name`, `tests`, `failures` and `errors`,
/// `testcase` with `name`; no `skipped` on `testsuites`).
///
/// One `testcase` per pair, named by its label. A pair that fails the run (see
/// ``CompareOptions/fails(_:)``) has a `failure` whose `type` is its status and whose message
/// is its numbers; an unreadable file is an `error`; a deleted file allowed by
/// `--allow-deleted` is `skipped`; a new file that does not fail is a passing case that says
/// so in its `system-out`.
enum JUnitReport {
  static func xml(_ results: [ImagePairResult], options: CompareOptions) -> String {
    let failures = results.count { $0.status != .unreadable && options.fails($0) }
    let errors = results.count { $0.status == .unreadable }
    let skipped = results.count { $0.status == .deleted && !options.fails($0) }
    let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"ringgen compare\" \(counts)>\n"
    xml += "  <testsuite name=\"ringgen compare\" \(counts) skipped=\"\(skipped)\">\n"
    for result in results {
      xml += "    <testcase classname=\"ringgen compare\" name=\"\(escaped(result.label))\""
      let message = "\(result.status): \(result.detail)"
      var body = "expected: \(result.expectedPath)\nactual: \(result.actualPath)"
      if let diffPath = result.diffPath { body += "\ndiff: \(diffPath)" }
      if result.status == .unreadable {
        xml += ">\n      <error type=\"unreadable\" message=\"\(escaped(message))\">\(escaped(body))</error>\n"
        xml += "    </testcase>\n"
      } else if options.fails(result) {
        xml +=
          ">\n      <failure type=\"\(result.status)\" message=\"\(escaped(message))\">\(escaped(body))</failure>\n"
        xml += "    </testcase>\n"
      } else if result.status == .deleted {
        xml += ">\n      <skipped type=\"deleted\" message=\"\(escaped(message))\"/>\n    </testcase>\n"
      } else if result.status == .new {
        xml += ">\n      <system-out>\(escaped(message))</system-out>\n    </testcase>\n"
      } else {
        xml += "/>\n"
      }
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Text for an attribute or an element: the five markup characters as entities, and the
  /// characters XML 1.0 cannot hold (controls other than tab, newline and return) as U+FFFD.
  static func escaped(_ text: String) -> String { MarkupEscaping.junit.escape(text) }
}
