extension String {
  /// The text with HTML's five special characters escaped (`&`, `<`, `>`, `"`, and `'` as
  /// `&#39;`), for element content and quoted attribute values of the pages ringgen writes:
  /// the designer and compare's review page.
  package var htmlEscaped: String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
