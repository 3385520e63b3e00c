/// Why the server could not start: the address is taken, the daemon refused its options.
package struct ServerError: Error, Sendable, CustomStringConvertible {
  package var description: String
  init(_ description: String) { self.description = description }
}
