import RingKit

extension CommandLineParser.Spec {
  /// A JSON spec read from memory as `--spec` reads a file, named `name` in messages
  /// (`name:3: "key": …`); the keys in `refused` are refused with their reasons.
  static func read(_ text: String, named name: String, refusing refused: [String: String]) throws(CommandError) -> Self
  {
    let members: [JSONValue.Member]
    do {
      members = try JSONParser.parseObject(text)
    } catch {
      throw .usage("\(name): \(error.reason(expecting: "of properties"))")
    }
    if let member = members.first(where: { refused[$0.key] != nil }) {
      throw .usage("\(name):\(member.line): \"\(member.key)\": \(refused[member.key] ?? "")")
    }
    return Self(path: name, members: members)
  }
}
