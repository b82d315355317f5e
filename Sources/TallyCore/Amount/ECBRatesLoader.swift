import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches the ECB's current daily reference rates over HTTPS and reads them.
///
/// The address must be an `https` URL with a host and no user or password; anything else is
/// refused before a request is made. A non-2xx status is reported before the body is kept. On
/// every platform the body is read as it arrives and the download is cancelled as soon as it
/// passes ``ECBReferenceRates/maximumByteCount`` (or at once when the server declares a larger
/// length), so at most the limit + 1 bytes are ever kept and a hostile or broken server cannot
/// fill memory. The download runs in a session of its own with `session`'s configuration.
/// The rates' date is checked against `now`. Nothing is cached here beyond what the session's
/// own URL cache does.
public struct ECBRatesLoader: Sendable {
    /// Where the ECB publishes the latest day's rates (updated around 16:00 CET on working days).
    public static let dailyAddress = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"

    /// The address fetched.
    public let address: String
    /// The session whose configuration the fetch uses.
    public let session: URLSession
    /// The clock the rates' date is checked against.
    public let now: @Sendable () -> Date

    /// A loader for `address` (the ECB's daily file unless given) over `session`'s
    /// configuration, checking dates against `now` (the system clock unless given).
    public init(address: String = ECBRatesLoader.dailyAddress, session: URLSession = .shared, now: @escaping @Sendable () -> Date = { Date() }) {
        self.address = address
        self.session = session
        self.now = now
    }

    /// The URL of `address`, parsed with `URLComponents`: `https`, a host, no user or password.
    ///
    /// - Throws: ``ECBRatesError/invalidAddress(_:)`` otherwise.
    public static func validatedURL(_ address: String) throws -> URL {
        guard let components = URLComponents(string: address),
              components.scheme?.lowercased() == "https",
              let host = components.host, !host.isEmpty,
              components.user == nil, components.password == nil,
              let url = components.url
        else { throw ECBRatesError.invalidAddress(address) }
        return url
    }

    /// Fetches and reads the rates.
    ///
    /// - Throws: ``ECBRatesError`` for a bad address, a non-2xx HTTP status, a body over the size
    ///   cap or a bad file, and the session's own errors (`URLError`, `CancellationError`) as
    ///   they are.
    public func load() async throws -> ECBReferenceRates {
        let request = URLRequest(url: try Self.validatedURL(address))
        let data = try await CappedDownload.data(for: request, configuration: session.configuration, cap: ECBReferenceRates.maximumByteCount)
        return try ECBReferenceRates(data: data, now: now())
    }

    /// Fetches the rates and returns a converter over them.
    public func converter() async throws -> ECBConverter {
        ECBConverter(rates: try await load())
    }
}

/// Downloads a body, keeping at most `cap` + 1 bytes: the task is cancelled as soon as more
/// arrive, or as soon as the response declares more.
private final class CappedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let cap: Int
    private let lock = NSLock()
    private var body = Data()
    private var failure: (any Error)?
    private var continuation: CheckedContinuation<Data, any Error>?

    private init(cap: Int) {
        self.cap = cap
    }

    static func data(for request: URLRequest, configuration: URLSessionConfiguration, cap: Int) async throws -> Data {
        let download = CappedDownload(cap: cap)
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                download.lock.lock()
                download.continuation = continuation
                download.lock.unlock()
                if Task.isCancelled { task.cancel() }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Notes why the download stops (the first reason wins) and cancels it.
    private func stop(_ task: URLSessionTask, _ error: any Error) {
        lock.lock()
        if failure == nil { failure = error }
        lock.unlock()
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if let http = dataTask.response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return stop(dataTask, ECBRatesError.httpStatus(http.statusCode))
        }
        if let declared = dataTask.response?.expectedContentLength, declared > Int64(cap) {
            return stop(dataTask, ECBRatesError.tooLarge(byteCount: Int(clamping: declared)))
        }
        lock.lock()
        let stopped = failure != nil
        if !stopped { body.append(data.prefix(cap + 1 - body.count)) }
        let count = body.count
        lock.unlock()
        if !stopped, count > cap { stop(dataTask, ECBRatesError.tooLarge(byteCount: count)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        let failure = self.failure
        let body = self.body
        lock.unlock()
        if let failure {
            continuation?.resume(throwing: failure)
        } else if let error {
            continuation?.resume(throwing: error)
        } else if let http = task.response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            continuation?.resume(throwing: ECBRatesError.httpStatus(http.statusCode))
        } else {
            continuation?.resume(returning: body)
        }
    }
}
