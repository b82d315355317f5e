import Foundation

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
