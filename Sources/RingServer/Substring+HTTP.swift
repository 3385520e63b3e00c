extension Substring {
  /// Without HTTP's optional whitespace (spaces and tabs) at either end.
  func trimmingOptionalWhitespace() -> Substring {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}
