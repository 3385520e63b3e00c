/// A JSON spec as read, before it is applied: its members in document order, each with its
/// line, and the name messages give the document (`ring.json`, `spec`, `body`, `<stdin>`).
///
/// The reader of every door's JSON: `--spec` files, batch lines and sheets (through the
/// command line's parser, which reads the file), the service's bodies and `?spec=`, the C
/// library and Python (with ``SpecReading``). Errors name the document and the member's line:
/// `ring.json:3: "value": expected a number, got "x"`.
package struct SpecDocument: Sendable {
  /// The document's name as given (`-` for standard input).
  package var path: String
  /// Its members, in document order.
  package var members: [JSONValue.Member]

  /// A document named `path` with `members`.
  package init(path: String, members: [JSONValue.Member]) {
    self.path = path
    self.members = members
  }

  /// Reads `text`, which must be one JSON object, named `name` in messages; the keys in
  /// `refused` are refused with their reasons (`name:LINE: "output": REASON`).
  package static func read(
    _ text: String, named name: String, refusing refused: [String: String] = [:]
  ) throws(SpecError) -> Self {
    let members: [JSONValue.Member]
    do {
      members = try JSONParser.parseObject(text)
    } catch {
      throw SpecError("\(name): \(error.reason(expecting: "of properties"))")
    }
    if let member = members.first(where: { refused[$0.key] != nil }) {
      throw SpecError("\(name):\(member.line): \"\(member.key)\": \(refused[member.key] ?? "")")
    }
    return Self(path: name, members: members)
  }

  /// Where a member is, for messages: `ring.json:3: "value"` (`<stdin>` for `-`).
  package func place(of key: String, line: Int) -> String {
    "\(path == "-" ? "<stdin>" : path):\(line): \"\(key)\""
  }

  /// Applies the members to `spec` through the key table (see `RenderSpec.apply`), and records
  /// in `places` where each key but `preset` was given.
  package func apply(
    _ members: [JSONValue.Member], readPreset: Bool, to spec: inout RenderSpec, places: inout [String: String]
  ) throws(SpecError) {
    guard !members.isEmpty else { return }
    var described = spec
    do throws(RenderSpec.KeyError) {
      try described.apply(members, readPreset: readPreset)
    } catch {
      throw SpecError("\(place(of: error.key, line: error.line)): \(error.reason)")
    }
    spec = described
    for member in members where member.key != RenderSpec.Key.preset.rawValue {
      places[member.key] = place(of: member.key, line: member.line)
    }
  }
}
