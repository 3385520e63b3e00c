extension Substring {
  /// Without any whitespace (spaces, tabs, line breaks and the like) at either end.
  func trimmingAnyWhitespace() -> Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }

  /// Without HTTP's optional whitespace (spaces and tabs) at either end.
  func trimmingOptionalWhitespace() -> Substring {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}
