/// The candidate within two edits of `name` (three for names over eight characters), the
/// closest first, for "did you mean …?" hints; nil when none is that close.
package func closestName(to name: String, among candidates: [String]) -> String? {
  let limit = name.count > 8 ? 3 : 2
  return candidates.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
}

/// " (did you mean --value?)", or with `quoted` " (did you mean "value"?)", when a known name
/// is close (one that differs only in case first: `-v` for `-V`), else "".
package func closestNameHint(to name: String, among candidates: [String], quoted: Bool) -> String {
  let sameLetters = candidates.first { $0.lowercased() == name.lowercased() }
  guard let best = sameLetters ?? closestName(to: name, among: candidates) else { return "" }
  return quoted ? " (did you mean \"\(best)\"?)" : " (did you mean \(best)?)"
}

/// The Levenshtein distance: single-character insertions, deletions and substitutions.
package func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  var row = Array(0...b.count)
  for i in 1...a.count {
    var diagonal = row[0]
    row[0] = i
    for j in stride(from: 1, through: b.count, by: 1) {
      let above = row[j]
      row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.count]
}
