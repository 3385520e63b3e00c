#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the listening socket for an address, so that resolving and binding errors are ours
/// to word and the address bound (with the port the system chose for port 0) can be read back
/// before the daemon starts.
enum ListeningSocket {
  /// A bound, listening TCP socket and the numeric address it is bound to. The caller owns
  /// `fd`. A host name is resolved with getaddrinfo and its addresses are tried in the order
  /// it gives (the system's preference, RFC 6724); the first that can be bound is used.
  static func open(_ address: ListenAddress, backlog: Int32) throws(ServerError) -> (fd: Int32, bound: ListenAddress) {
    let candidates = try resolve(address)
    var failures: [String] = []
    for candidate in candidates {
      do throws(ServerError) {
        return try open(candidate, backlog: backlog)
      } catch {
        failures.append(error.description)
      }
    }
    let reasons = failures.joined(separator: "; ")
    guard address.family == nil else { throw ServerError(reasons) }
    throw ServerError("'\(address.host)' resolves to no address that can be listened on: \(reasons)")
  }

  /// One socket address getaddrinfo gave.
  private struct Candidate {
    var storage: sockaddr_storage
    var length: socklen_t
    var family: Int32

    /// The address as `HOST:PORT`, numeric.
    var address: ListenAddress {
      var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
      var port: UInt16 = 0
      withUnsafeBytes(of: storage) { bytes in
        if family == AF_INET {
          var ipv4 = bytes.load(as: sockaddr_in.self)
          inet_ntop(AF_INET, &ipv4.sin_addr, &text, socklen_t(text.count))
          port = UInt16(bigEndian: ipv4.sin_port)
        } else {
          var ipv6 = bytes.load(as: sockaddr_in6.self)
          inet_ntop(AF_INET6, &ipv6.sin6_addr, &text, socklen_t(text.count))
          port = UInt16(bigEndian: ipv6.sin6_port)
        }
      }
      return ListenAddress(
        host: String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), port: port)
    }
  }

  /// The TCP addresses of `address`, in getaddrinfo's order, IPv4 and IPv6 only.
  private static func resolve(_ address: ListenAddress) throws(ServerError) -> [Candidate] {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_NUMERICSERV | (address.family != nil ? AI_NUMERICHOST : 0)
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(address.host, String(address.port), &hints, &list)
    guard status == 0 else {
      let reason = status == EAI_SYSTEM ? errorText() : String(cString: gai_strerror(status))
      throw ServerError("cannot resolve '\(address.host)': \(reason)")
    }
    defer { freeaddrinfo(list) }
    var candidates: [Candidate] = []
    var entry = list
    while let info = entry?.pointee {
      entry = info.ai_next
      guard info.ai_family == AF_INET || info.ai_family == AF_INET6, let source = info.ai_addr,
        Int(info.ai_addrlen) <= MemoryLayout<sockaddr_storage>.size
      else { continue }
      var storage = sockaddr_storage()
      withUnsafeMutableBytes(of: &storage) { target in
        target.copyMemory(from: UnsafeRawBufferPointer(start: source, count: Int(info.ai_addrlen)))
      }
      candidates.append(Candidate(storage: storage, length: info.ai_addrlen, family: info.ai_family))
    }
    guard !candidates.isEmpty else { throw ServerError("cannot resolve '\(address.host)': no IPv4 or IPv6 address") }
    return candidates
  }

  /// A socket bound to `candidate` and listening.
  private static func open(
    _ candidate: Candidate, backlog: Int32
  ) throws(ServerError) -> (fd: Int32, bound: ListenAddress) {
    let address = candidate.address
    let fd = socket(candidate.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw ServerError("cannot open a socket: \(errorText())") }
    var keep = false
    defer { if !keep { close(fd) } }
    var on: Int32 = 1
    guard setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
      throw ServerError("cannot set SO_REUSEADDR: \(errorText())")
    }
    var storage = candidate.storage
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, candidate.length) }
    }
    guard bound == 0 else { throw ServerError("cannot listen on \(address): \(errorText())") }
    guard listen(fd, backlog) == 0 else { throw ServerError("cannot listen on \(address): \(errorText())") }
    var actual = Candidate(
      storage: sockaddr_storage(), length: socklen_t(MemoryLayout<sockaddr_storage>.size), family: candidate.family)
    let named = withUnsafeMutablePointer(to: &actual.storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actual.length) }
    }
    guard named == 0 else { throw ServerError("cannot read the bound address: \(errorText())") }
    keep = true
    return (fd, actual.address)
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
