import Testing

/// Where an assertion was written, from its `#fileID`, `#filePath`, `#function`, `#line` and
/// `#column` defaults.
struct CallSite: Sendable {
  var fileID: String
  var filePath: StaticString
  var function: String
  var line: UInt
  var column: UInt

  var path: String { "\(filePath)" }

  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: path, line: Int(line), column: Int(column))
  }
}
