import Foundation
import RingHTTPTestClient
import Synchronization
import Testing

@testable import RingServer

#if canImport(Glibc)
  import Glibc
#endif

/// The server itself, in this process on an ephemeral loopback port, with a handler that says
/// what it was asked.
@Suite("HTTPServer")
struct HTTPServerTests {
  private func startServer(_ configure: (inout ServerConfiguration) -> Void = { _ in }) throws -> HTTPServer {
    var configuration = ServerConfiguration(address: ListenAddress(host: "127.0.0.1", port: 0))
    configure(&configuration)
    return try HTTPServer(configuration: configuration) { request in
      let body = "\(request.method) \(request.target) \(request.body.count) \(request.header("X-Test") ?? "-")\n"
      return .text(200, body, route: "/")
    } log: { _ in
    }
  }

  /// Reads one response (headers, then Content-Length bytes unless it has no body) from a
  /// connection left open.
  private func readResponse(from fd: Int32, bodyless: Bool = false) throws -> (head: String, body: String) {
    var received: [UInt8] = []
    var byte: UInt8 = 0
    while !received.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)), received.count < 65_536 {
      guard read(fd, &byte, 1) == 1 else { throw HTTPTestClient.Failure(description: "closed in the headers") }
      received.append(byte)
    }
    let head = String(decoding: received, as: UTF8.self)
    if bodyless { return (head, "") }
    let length = head.firstMatch(of: /Content-Length: ([0-9]+)/)?.1 ?? "0"
    var body = [UInt8](repeating: 0, count: Int(length) ?? 0)
    var filled = 0
    while filled < body.count {
      let count = body[filled...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { throw HTTPTestClient.Failure(description: "closed in the body") }
      filled += count
    }
    return (head, String(decoding: body, as: UTF8.self))
  }

  @Test func answersWithTheHandlerAndReportsItsPort() throws {
    let server = try startServer()
    defer { server.stop(grace: .seconds(5)) }
    #expect(server.address.host == "127.0.0.1" && server.address.port != 0)
    let client = HTTPTestClient(port: server.address.port)
    let response = try client.send("POST", "/echo?a=%20b", headers: [("X-Test", "yes")], body: Array("hello".utf8))
    #expect(response.status == 200)
    #expect(response.text == "POST /echo?a=%20b 5 yes\n")
  }

  /// Two requests on one connection: answering on the second handler call keeps it alive.
  @Test func keepsConnectionsAlive() throws {
    let server = try startServer()
    defer { server.stop(grace: .seconds(5)) }
    let client = HTTPTestClient(port: server.address.port)
    let fd = try client.connect()
    defer { close(fd) }
    for index in 0..<3 {
      try client.write(Array("GET /n\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), to: fd)
      let (head, body) = try readResponse(from: fd)
      #expect(head.hasPrefix("HTTP/1.1 200"))
      #expect(!head.lowercased().contains("connection: close"), "\(head)")
      #expect(body == "GET /n\(index) 0 -\n")
    }
  }

  @Test func refusesBodiesAndQueriesOverTheLimits() throws {
    let server = try startServer {
      $0.bodyLimit = 100
      $0.queryLimit = 50
    }
    defer { server.stop(grace: .seconds(5)) }
    let client = HTTPTestClient(port: server.address.port)
    let declared = try client.send("POST", "/", body: [UInt8](repeating: 65, count: 101))
    #expect(declared.status == 413)
    #expect(declared.text == "the request body is over the limit of 100 bytes\n")
    #expect(try client.send("POST", "/", body: [UInt8](repeating: 65, count: 100)).status == 200)
    // Chunked: no Content-Length, so the limit is found while reading.
    let chunk = String(repeating: "B", count: 80)
    let chunked = try client.exchange(
      Array(
        "POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n50\r\n\(chunk)\r\n50\r\n\(chunk)\r\n0\r\n\r\n"
          .utf8))
    #expect(try HTTPTestClient.parse(chunked, method: "POST").status == 413)
    let long = try client.send("GET", "/?q=" + String(repeating: "x", count: 49))
    #expect(long.status == 414)
    #expect(long.text.contains("the query is 51 bytes, over the limit of 50"), "\(long.text)")
    #expect(try client.send("GET", "/?q=" + String(repeating: "x", count: 48)).status == 200)
    let raw = try client.exchange(Array("GET /\u{00e9} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
    #expect(try HTTPTestClient.parse(raw, method: "GET").status == 200, "UTF-8 in the target is accepted")
    let latin1 = try client.exchange(
      Array("GET /".utf8) + [0xE9] + Array(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
    #expect(try HTTPTestClient.parse(latin1, method: "GET").status == 400)
  }

  /// A silent connection is closed after the idle timeout (slowloris).
  @Test func closesIdleConnections() throws {
    let server = try startServer { $0.idleTimeoutSeconds = 1 }
    defer { server.stop(grace: .seconds(5)) }
    let client = HTTPTestClient(port: server.address.port)
    let fd = try client.connect()
    defer { close(fd) }
    try client.write(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8), to: fd)  // and never the blank line
    let start = Date()
    var byte: UInt8 = 0
    let count = read(fd, &byte, 1)
    #expect(count <= 0, "the server answered an unfinished request")
    #expect(Date().timeIntervalSince(start) < 8, "closed by the idle timeout, not the client's 10 s")
  }

  /// stop waits for a slow request, then refuses new connections.
  @Test func stopLetsRequestsInFlightFinish() throws {
    var configuration = ServerConfiguration(address: ListenAddress(host: "127.0.0.1", port: 0))
    configuration.accessLog = .full
    let lines = Mutex<[String]>([])
    let server = try HTTPServer(configuration: configuration) { request in
      if request.target.hasPrefix("/slow") { usleep(600_000) }
      return .text(200, "done\n", route: "/")
    } log: { line in
      lines.withLock { $0.append(line) }
    }
    let port = server.address.port
    let result = Mutex<HTTPTestClient.Response?>(nil)
    let thread = Thread { result.withLock { $0 = try? HTTPTestClient(port: port).send("GET", "/slow?x=1") } }
    thread.start()
    for _ in 0..<200 where server.metrics.inFlight == 0 { usleep(10_000) }
    #expect(server.metrics.inFlight == 1)
    #expect(server.stop(grace: .seconds(10)))
    for _ in 0..<100 where result.withLock({ $0 }) == nil { usleep(20_000) }
    #expect(result.withLock { $0 }?.text == "done\n")
    #expect(throws: HTTPTestClient.Failure.self) { try HTTPTestClient(port: port).send("GET", "/") }
    let logged = lines.withLock { $0 }
    #expect(logged.count == 1 && logged.first?.hasPrefix("GET /slow?x=1 200 5 ") == true, "\(logged)")
  }

  /// The quick handler answers on the I/O thread while every worker is busy, and a prepared
  /// response queued again and again (kept alive, concurrently, and for HEAD) keeps its headers
  /// and body.
  @Test func quickAnswersAndSharedResponsesDoNotWaitForWorkers() throws {
    var configuration = ServerConfiguration(address: ListenAddress(host: "127.0.0.1", port: 0))
    configuration.workerThreads = 1
    let shared = try #require(
      PreparedResponse(
        status: 200, headers: [("Content-Type", "image/png"), ("ETag", "\"abc\"")], body: Array(0..<128).map(UInt8.init)
      ))
    let release = DispatchSemaphore(value: 0)
    let server = try HTTPServer(
      configuration: configuration,
      quickHandler: { request in request.target == "/shared" ? HTTPResponse(shared, route: "/shared") : nil }
    ) { request in
      if request.target == "/slow" { release.wait() }
      return .text(200, "slow done\n", route: "/")
    } log: { _ in
    }
    defer { server.stop(grace: .seconds(5)) }
    let port = server.address.port
    let slow = Mutex<HTTPTestClient.Response?>(nil)
    let thread = Thread {
      let response = try? HTTPTestClient(port: port, timeout: 120).send("GET", "/slow")
      slow.withLock { $0 = response }
    }
    thread.start()
    for _ in 0..<200 where server.metrics.inFlight == 0 { usleep(10_000) }
    #expect(server.metrics.inFlight == 1)

    // The one worker is held by /slow; the shared response comes back anyway, three times on
    // one connection.
    let client = HTTPTestClient(port: port)
    let fd = try client.connect()
    defer { close(fd) }
    for _ in 0..<3 {
      try client.write(Array("GET /shared HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), to: fd)
      let (head, body) = try readResponse(from: fd)
      #expect(head.hasPrefix("HTTP/1.1 200"))
      #expect(head.contains("Content-Type: image/png\r\n") && head.contains("ETag: \"abc\"\r\n"), "\(head)")
      #expect(head.contains("Content-Length: 128\r\n") && !head.lowercased().contains("connection: close"))
      #expect(Array(body.utf8) == shared.body)
    }
    let head = try client.send("HEAD", "/shared")
    #expect(head.status == 200 && head.body.isEmpty && head.header("Content-Length") == "128")
    let concurrent = Mutex<[[UInt8]]>([])
    let threads = (0..<4).map { _ in
      Thread {
        for _ in 0..<25 {
          let body = (try? HTTPTestClient(port: port).send("GET", "/shared").body) ?? []
          concurrent.withLock { $0.append(body) }
        }
      }
    }
    for thread in threads { thread.start() }
    for _ in 0..<6000 where concurrent.withLock({ $0.count }) < 100 { usleep(10_000) }
    #expect(concurrent.withLock { $0.count } == 100)
    #expect(concurrent.withLock { $0.allSatisfy { $0 == shared.body } })
    #expect(slow.withLock { $0 } == nil, "the slow request should still be waiting")

    release.signal()
    for _ in 0..<3000 where slow.withLock({ $0 }) == nil { usleep(10_000) }
    #expect(slow.withLock { $0 }?.text == "slow done\n")
  }

  /// A host name is resolved and the first of its addresses bound: the server reports the
  /// numeric address, and answers on it.
  @Test func listensOnAHostNamesAddress() throws {
    let server = try startServer { $0.address = ListenAddress(host: "localhost", port: 0) }
    defer { server.stop(grace: .seconds(5)) }
    #expect(server.address.family != nil, "\(server.address)")
    #expect(server.address.port != 0)
    if server.address.host == "127.0.0.1" {
      #expect(try HTTPTestClient(port: server.address.port).send("GET", "/x").text == "GET /x 0 -\n")
    }
  }

  /// A name that does not resolve is refused with the resolver's reason, naming the host.
  @Test func refusesAHostThatDoesNotResolve() throws {
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo("nosuch.invalid", "0", &hints, &list)
    #expect(status != 0)
    if status == 0 { freeaddrinfo(list) }
    let expected = "cannot resolve 'nosuch.invalid': \(String(cString: gai_strerror(status)))"
    #expect {
      try startServer { $0.address = ListenAddress(host: "nosuch.invalid", port: 0) }
    } throws: { error in
      (error as? ServerError)?.description == expected
    }
  }

  /// When no address of a name can be bound, each address's reason is given.
  @Test func namesEveryAddressThatCouldNotBeBound() throws {
    let taken = try startServer()
    defer { taken.stop(grace: .seconds(5)) }
    let port = taken.address.port
    for (host, expected) in [
      (
        "localhost",
        "'localhost' resolves to no address that can be listened on: cannot listen on 127.0.0.1:\(port): Address already in use"
      ),
      ("127.0.0.1", "cannot listen on 127.0.0.1:\(port): Address already in use"),
    ] {
      #expect {
        try startServer { $0.address = ListenAddress(host: host, port: port) }
      } throws: { error in
        (error as? ServerError)?.description == expected
      }
    }
  }

  /// A 304 goes out with exactly one Content-Length, the 200's, no body, and the connection
  /// stays usable (libmicrohttpd 0.9.75 sends a response's size as a 304's Content-Length
  /// without reading it).
  @Test func notModifiedSendsItsOKsLengthAndNoBody() throws {
    var configuration = ServerConfiguration(address: ListenAddress(host: "127.0.0.1", port: 0))
    configuration.workerThreads = 1
    let server = try HTTPServer(configuration: configuration) { request in
      request.path == "/304"
        ? .notModified(headers: [("ETag", "\"t\"")], contentLength: 11278, route: "/")
        : .text(200, "after\n", route: "/")
    } log: { _ in
    }
    defer { server.stop(grace: .seconds(5)) }
    let client = HTTPTestClient(port: server.address.port)
    let fd = try client.connect()
    defer { close(fd) }
    for method in ["GET", "HEAD"] {
      try client.write(Array("\(method) /304 HTTP/1.1\r\nHost: x\r\n\r\n".utf8), to: fd)
      let (head, _) = try readResponse(from: fd, bodyless: true)
      #expect(head.hasPrefix("HTTP/1.1 304 Not Modified\r\n"), "\(head)")
      #expect(head.matches(of: /(?i)content-length/).count == 1, "\(head)")
      #expect(head.contains("\r\nContent-Length: 11278\r\n") && head.contains("\r\nETag: \"t\"\r\n"), "\(head)")
      // No body followed: the next response's status line comes next on the connection.
      try client.write(Array("GET /after HTTP/1.1\r\nHost: x\r\n\r\n".utf8), to: fd)
      let (next, body) = try readResponse(from: fd)
      #expect(next.hasPrefix("HTTP/1.1 200 OK\r\n") && body == "after\n", "\(method): \(next)")
    }
  }

  /// The errors the server words itself start with the configured prefix, so that a service
  /// can make them read as its own.
  @Test func ownErrorsStartWithTheConfiguredPrefix() throws {
    let server = try startServer {
      $0.bodyLimit = 100
      $0.queryLimit = 50
      $0.errorPrefix = "svc: error: "
    }
    defer { server.stop(grace: .seconds(5)) }
    let client = HTTPTestClient(port: server.address.port)
    let tooLarge = try client.send("POST", "/", body: [UInt8](repeating: 65, count: 101))
    #expect(tooLarge.status == 413)
    #expect(tooLarge.text == "svc: error: the request body is over the limit of 100 bytes\n")
    let long = try client.send("GET", "/?q=" + String(repeating: "x", count: 49))
    #expect(long.status == 414)
    #expect(
      long.text == "svc: error: the query is 51 bytes, over the limit of 50; POST the spec to /render instead\n")
    let latin1 = try HTTPTestClient.parse(
      try client.exchange(
        Array("GET /".utf8) + [0xE9] + Array(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)),
      method: "GET")
    #expect(latin1.status == 400)
    #expect(latin1.text == "svc: error: the request target is not UTF-8 (percent-encode it)\n")
    #expect(try client.send("GET", "/ok").text == "GET /ok 0 -\n")
  }

  /// stop() answers 503 to a request still waiting for its worker when the grace runs out, and
  /// the worker that finishes later finds nothing to answer.
  @Test func stopAnswers503WhenTheGraceRunsOut() throws {
    let release = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let server = try HTTPServer(configuration: ServerConfiguration(address: ListenAddress(host: "127.0.0.1", port: 0)))
    {
      _ in
      release.wait()
      defer { finished.signal() }
      return .text(200, "too late\n", route: "/")
    } log: { _ in
    }
    let port = server.address.port
    let result = Mutex<HTTPTestClient.Response?>(nil)
    let thread = Thread {
      let response = try? HTTPTestClient(port: port).send("GET", "/stuck")
      result.withLock { $0 = response }
    }
    thread.start()
    for _ in 0..<200 where server.metrics.inFlight == 0 { usleep(10_000) }
    #expect(!server.stop(grace: .milliseconds(200)))
    for _ in 0..<200 where result.withLock({ $0 }) == nil { usleep(10_000) }
    #expect(result.withLock { $0 }?.status == 503)
    #expect(result.withLock { $0 }?.text == "the server is stopping\n")
    release.signal()
    #expect(finished.wait(timeout: .now() + 10) == .success)
  }
}
