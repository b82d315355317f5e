import Foundation

/// How a held key repeats, as iOS's delete key does: nothing for the first half second (so a
/// tap stays one press), then a repeat every 0.1 s, and after ten of those every 0.05 s, until
/// the finger lifts.
///
/// The waiting is done by ``run(clock:fire:)`` on a clock the caller injects, so tests drive it
/// with a test clock and the app with `ContinuousClock`.
///
/// ```swift
/// .task(id: isHeld) { @MainActor in
///     guard isHeld else { return }
///     await KeyRepeat.backspace.run(clock: clock) { entry.perform(.key(.backspace)); return !entry.input.isEmpty }
/// }
/// ```
public struct KeyRepeat: Sendable, Hashable {
    /// How long the key is held before the first repeat.
    public var initialDelay: Duration
    /// The time between repeats, until ``acceleratesAfter`` of them have followed the first.
    public var interval: Duration
    /// How many repeats come at ``interval`` after the first, before they come at
    /// ``acceleratedInterval``.
    public var acceleratesAfter: Int
    /// The time between repeats once they have accelerated.
    public var acceleratedInterval: Duration

    /// A repeat that waits `initialDelay`, then repeats every `interval`, and every
    /// `acceleratedInterval` after `acceleratesAfter` repeats at `interval`.
    ///
    /// Durations below 1 ms are raised to 1 ms (a zero interval would repeat without waiting),
    /// and a negative `acceleratesAfter` is 0.
    public init(initialDelay: Duration, interval: Duration, acceleratesAfter: Int = .max, acceleratedInterval: Duration? = nil) {
        let floor = Duration.milliseconds(1)
        self.initialDelay = max(initialDelay, floor)
        self.interval = max(interval, floor)
        self.acceleratesAfter = max(0, acceleratesAfter)
        self.acceleratedInterval = max(acceleratedInterval ?? interval, floor)
    }

    /// The keypad's backspace: the first repeat after 0.5 s, then one every 0.1 s, and after ten
    /// of those one every 0.05 s. Held from an amount of 16 characters, it empties it in 1.75 s.
    public static let backspace = KeyRepeat(initialDelay: .milliseconds(500), interval: .milliseconds(100),
                                            acceleratesAfter: 10, acceleratedInterval: .milliseconds(50))

    /// How long before repeat `index` (0 for the first) after the one before it, or after the
    /// press for the first.
    public func delay(beforeRepeat index: Int) -> Duration {
        if index <= 0 { return initialDelay }
        return index <= acceleratesAfter ? interval : acceleratedInterval
    }

    /// How many repeats have fired once the key has been held for `elapsed`, if nothing stops them.
    public func repeatCount(after elapsed: Duration) -> Int {
        guard elapsed >= initialDelay else { return 0 }
        let afterFirst = elapsed - initialDelay
        let steady = Self.wholeTimes(interval, in: afterFirst)
        guard steady >= acceleratesAfter else { return 1 + steady }
        let accelerated = Self.wholeTimes(acceleratedInterval, in: afterFirst - interval * acceleratesAfter)
        return Self.saturatingSum(1, acceleratesAfter, accelerated)
    }

    /// How many whole `step`s fit in `span` (a non-negative span), saturating far below `Int.max`.
    private static func wholeTimes(_ step: Duration, in span: Duration) -> Int {
        let ratio = (span / step).rounded(.down)
        return ratio >= 1e15 ? 1 << 50 : max(0, Int(ratio))
    }

    /// `values` added, saturating at `Int.max`.
    private static func saturatingSum(_ values: Int...) -> Int {
        values.reduce(0) { sum, value in
            let (result, overflow) = sum.addingReportingOverflow(value)
            return overflow ? .max : result
        }
    }

    /// Repeats until the task is cancelled (the finger lifts) or `fire` says to stop.
    ///
    /// Waits ``delay(beforeRepeat:)`` on `clock` before each repeat; `fire` runs on the main
    /// actor, in the same turn as a check that the task is not cancelled, so no repeat lands after
    /// the finger lifted. `fire` returns whether to go on: a backspace returns false once the
    /// amount is empty.
    ///
    /// - Parameters:
    ///   - clock: The clock the delays wait on; tests pass a test clock.
    ///   - fire: Does one repeat and returns whether to keep repeating.
    /// - Returns: How many repeats fired.
    @discardableResult
    public func run<C: Clock>(clock: C, fire: @MainActor @Sendable () -> Bool) async -> Int where C.Duration == Duration {
        var fired = 0
        while true {
            do {
                try await clock.sleep(for: delay(beforeRepeat: fired))
            } catch {
                return fired
            }
            switch await Self.fireUnlessCancelled(fire) {
            case .cancelled: return fired
            case .stop: return fired + 1
            case .goOn: fired += 1
            }
        }
    }

    private enum Outcome { case cancelled, stop, goOn }

    /// Runs `fire` unless the task was cancelled.
    @MainActor
    private static func fireUnlessCancelled(_ fire: @MainActor @Sendable () -> Bool) -> Outcome {
        guard !Task.isCancelled else { return .cancelled }
        return fire() ? .goOn : .stop
    }
}
