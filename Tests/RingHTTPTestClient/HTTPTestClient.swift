import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP/1.1 exchange over a plain socket to 127.0.0.1 (never anywhere else), so that tests
/// can send what no well-behaved client would: broken percent-encoding, raw bytes, huge
/// queries. Every read has a timeout and every loop a bound.
public struct HTTPTestClient: Sendable {
  /// A parsed response.
  public struct Response: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public func header(_ name: String) -> String? {
      headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(description: String) { self.description = description }
  }

  public let port: UInt16
  /// Seconds a read or write may wait.
  public var timeout = 10

  /// A client of the server on 127.0.0.1 at `port`.
  public init(port: UInt16, timeout: Int = 10) {
    self.port = port
    self.timeout = timeout
  }

  /// Sends `method target` with `headers` and `body` on a new connection (`Connection: close`)
  /// and reads the whole response.
  public func send(
    _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
  ) throws -> Response {
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
    head += "\r\n"
    let raw = try exchange(Array(head.utf8) + body)
    return try Self.parse(raw, method: method)
  }

  /// Writes `bytes` on a new connection and reads until the server closes it (at most 64 MiB,
  /// at most `timeout` seconds of silence).
  public func exchange(_ bytes: [UInt8]) throws -> [UInt8] {
    let fd = try connect()
    defer { close(fd) }
    try write(bytes, to: fd)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while received.count < 64 << 20 {
      let count = read(fd, &buffer, buffer.count)
      if count == 0 { break }
      guard count > 0 else { throw Failure(description: "read: \(String(cString: strerror(errno)))") }
      received += buffer[..<count]
    }
    return received
  }

  /// A connected socket with `timeout` on sends and receives.
  public func connect() throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure(description: "socket failed") }
    var timeout = timeval(tv_sec: self.timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard status == 0 else {
      close(fd)
      throw Failure(description: "connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
    }
    return fd
  }

  public func write(_ bytes: [UInt8], to fd: Int32) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "write: \(String(cString: strerror(errno)))") }
      sent += count
    }
  }

  /// Splits a response into status, headers and body (by Content-Length; none for HEAD, 304).
  public static func parse(_ raw: [UInt8], method: String) throws -> Response {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = raw.indices.first(where: { raw[$0...].starts(with: separator) }) else {
      throw Failure(
        description: "no end of headers in \(raw.count) bytes: \(String(decoding: raw.prefix(200), as: UTF8.self))")
    }
    let lines = String(decoding: raw[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = lines[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
      throw Failure(description: "bad status line '\(lines[0])'")
    }
    let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    var body = Array(raw[(end + 4)...])
    let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) }
    if method == "HEAD" || status == 304 {
      guard body.isEmpty else { throw Failure(description: "\(method) \(status) came with \(body.count) body bytes") }
    } else if let length {
      guard body.count == length else {
        throw Failure(description: "Content-Length \(length) but \(body.count) bytes")
      }
      body = Array(body.prefix(length))
    }
    return Response(status: status, headers: headers, body: body)
  }
}
