import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An amount converted into another currency, with the day of the rates used.
public struct Conversion: Sendable, Hashable {
    /// The converted amount, in the target currency, not rounded (rounding for display is the
    /// formatter's job).
    public var amount: Decimal
    /// The day of the exchange rates used; show it next to the amount. Nil when no rate was
    /// needed (the amount was already in the target currency).
    public var ratesDate: RatesDate?

    /// A converted amount and the day of its rates.
    public init(amount: Decimal, ratesDate: RatesDate?) {
        self.amount = amount
        self.ratesDate = ratesDate
    }
}

/// Why a conversion did not happen.
public enum ConversionError: Error, Sendable, Hashable {
    /// There is no rate between these two currencies (codes such as `"CHF"`).
    case rateUnavailable(from: String, to: String)
}

/// Converts amounts between currencies, possibly asking a server.
public protocol CurrencyConverter: Sendable {
    /// `amount` of `from` expressed in `to`.
    ///
    /// - Throws: ``ConversionError`` when no rate is known, or whatever fetching rates threw
    ///   (including `CancellationError` when the calling task was cancelled).
    func convert(_ amount: Decimal, from: Currency, to: Currency) async throws -> Conversion
}

/// Converts with one fixed day of ECB reference rates, without any network access.
public struct ECBConverter: CurrencyConverter, Hashable {
    /// The rates every conversion uses.
    public let rates: ECBReferenceRates

    /// A converter over `rates`.
    public init(rates: ECBReferenceRates) {
        self.rates = rates
    }

    /// `amount` of `from` in `to`, crossing through the euro (see
    /// ``ECBReferenceRates/convert(_:from:to:)``), dated with the rates' day.
    ///
    /// - Throws: ``ConversionError/rateUnavailable(from:to:)`` when the ECB lists no rate for
    ///   either currency.
    public func convert(_ amount: Decimal, from: Currency, to: Currency) async throws -> Conversion {
        guard let converted = rates.convert(amount, from: from, to: to) else {
            throw ConversionError.rateUnavailable(from: from.code, to: to.code)
        }
        return Conversion(amount: converted, ratesDate: rates.date)
    }
}

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

/// What a conversion field asks for: an amount, its currency and the currency to show it in.
public struct ConversionKey: Sendable, Hashable {
    /// The amount typed, in ``currency``.
    public var amount: Decimal
    /// The code of the amount's currency, for example `"CHF"`.
    public var currency: String
    /// The code of the currency to convert into, for example `"EUR"`.
    public var target: String

    /// The conversion of `amount` `currency` into `target`.
    public init(amount: Decimal, currency: String, target: String) {
        self.amount = amount
        self.currency = currency
        self.target = target
    }
}

/// What a conversion field shows. Each case but ``idle`` carries the key it is about, so an
/// answer is never shown for another amount or currency.
public enum ConversionState: Sendable, Hashable {
    /// Nothing to convert (for example, the amount is zero).
    case idle
    /// The key's conversion has been asked for and has not answered yet.
    case converting(ConversionKey)
    /// The key's converted amount.
    case converted(ConversionKey, Conversion)
    /// The key could not be converted; show "rate unavailable", never an older figure.
    case unavailable(ConversionKey)

    /// The state after the conversion of `key` finished with `outcome`: `.converted` on success,
    /// `.unavailable` on any error, or this state unchanged when `key` is no longer `current`,
    /// so a slow answer for an older key never replaces a newer one.
    public func applying(_ outcome: Result<Conversion, any Error>, for key: ConversionKey, current: ConversionKey?) -> ConversionState {
        guard key == current else { return self }
        return Self.finished(outcome, for: key)
    }

    /// The key this state is about; nil when idle.
    public var key: ConversionKey? {
        switch self {
        case .idle: return nil
        case .converting(let key), .converted(let key, _), .unavailable(let key): return key
        }
    }

    /// The conversion to show: non-nil only when ``converted(_:_:)``. While converting or when
    /// unavailable there is no figure, never an older one.
    public var shownConversion: Conversion? {
        guard case .converted(_, let conversion) = self else { return nil }
        return conversion
    }

    /// The conversion to show next to `key`: ``shownConversion`` when it is about `key`, otherwise
    /// nil (for example while a newer amount waits for its debounce).
    public func conversion(for key: ConversionKey) -> Conversion? {
        self.key == key ? shownConversion : nil
    }

    static func finished(_ outcome: Result<Conversion, any Error>, for key: ConversionKey) -> ConversionState {
        switch outcome {
        case .success(let conversion): return .converted(key, conversion)
        case .failure: return .unavailable(key)
        }
    }
}

/// Converts what a field holds, debounced, without ever showing a stale answer.
///
/// Meant to be the body of SwiftUI's `.task(id: key)`: each change of the key cancels the
/// previous run and starts a new one.
///
/// ```swift
/// .task(id: key) { @MainActor in
///     await ConversionPipeline.run(
///         key: key, converter: converter, clock: ContinuousClock(), debounce: .milliseconds(300),
///         current: { key }, update: { state = $0 }
///     )
/// }
/// ```
///
/// where `key` is computed from `@State` (so `current` reads the live value, not a copy taken
/// when the task started) and `state` is a `@State` ``ConversionState``. Show
/// `state.conversion(for: key)` with its ``Conversion/ratesDate``, and "rate unavailable" for
/// ``ConversionState/unavailable(_:)``.
public enum ConversionPipeline {
    /// Converts `key` and publishes each state through `update`.
    ///
    /// - A zero amount publishes ``ConversionState/idle`` at once; the same currency on both
    ///   sides publishes the amount itself (no rates date); an unknown currency code publishes
    ///   ``ConversionState/unavailable(_:)``. None of these calls the converter or waits.
    /// - Otherwise waits `debounce` on `clock` (300 ms in the app), returning silently if
    ///   cancelled meanwhile; publishes ``ConversionState/converting(_:)``; awaits the converter;
    ///   and publishes ``ConversionState/converted(_:_:)`` or, on any error,
    ///   ``ConversionState/unavailable(_:)``.
    ///
    /// Every publication happens on the main actor, in the same turn as two checks: the task is
    /// not cancelled and `current()` still returns `key`. A state is never published for an older
    /// key, even if its task was not cancelled, and nothing at all once the task is cancelled.
    /// The converter is not called if `key` stopped being current during the debounce.
    ///
    /// - Parameters:
    ///   - key: What to convert.
    ///   - converter: Where the rate comes from.
    ///   - clock: The clock the debounce waits on; tests pass a test clock.
    ///   - debounce: How long after the last change to wait before converting.
    ///   - current: The key the field holds now, read on the main actor just before each update.
    ///   - update: Shows a new state, on the main actor.
    public static func run<C: Clock>(
        key: ConversionKey,
        converter: some CurrencyConverter,
        clock: C,
        debounce: C.Duration,
        current: @MainActor @Sendable () -> ConversionKey?,
        update: @MainActor @Sendable (ConversionState) -> Void
    ) async {
        if key.amount.isZero {
            await publish(.idle, for: key, current: current, update: update)
            return
        }
        if key.currency.uppercased() == key.target.uppercased() {
            let same = Conversion(amount: key.amount, ratesDate: nil)
            await publish(.converted(key, same), for: key, current: current, update: update)
            return
        }
        guard let from = Currency.named(key.currency), let to = Currency.named(key.target) else {
            await publish(.unavailable(key), for: key, current: current, update: update)
            return
        }
        do {
            try await clock.sleep(for: debounce)
        } catch {
            return
        }
        guard await publish(.converting(key), for: key, current: current, update: update) else { return }
        let outcome: Result<Conversion, any Error>
        do {
            outcome = .success(try await converter.convert(key.amount, from: from, to: to))
        } catch {
            outcome = .failure(error)
        }
        await publish(ConversionState.finished(outcome, for: key), for: key, current: current, update: update)
    }

    /// Shows `state` unless the task was cancelled or `key` is no longer current; whether it did.
    @MainActor
    @discardableResult
    private static func publish(
        _ state: ConversionState, for key: ConversionKey,
        current: @MainActor @Sendable () -> ConversionKey?,
        update: @MainActor @Sendable (ConversionState) -> Void
    ) -> Bool {
        guard !Task.isCancelled, current() == key else { return false }
        update(state)
        return true
    }
}
