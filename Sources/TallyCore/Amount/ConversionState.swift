import Foundation

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
