import Foundation

/// The dates a date row or sheet accepts, written as SwiftUI's `DatePicker` takes them: a
/// `ClosedRange<Date>` (`start...end`), a `PartialRangeFrom<Date>` (`start...`), a
/// `PartialRangeThrough<Date>` (`...end`), or a ``DateBounds`` (`.unbounded` for every date).
///
/// `DatePickerRow(_:selection:in:)` takes any of them in one parameter, so each of its title forms
/// is one initializer with an optional range, where `DatePicker` has one per range form.
public protocol DateBoundsExpression: Sendable {
    /// The accepted dates as ``DateBounds``.
    var dateBounds: DateBounds { get }
}

extension DateBounds: DateBoundsExpression {
    /// The bounds themselves.
    public var dateBounds: DateBounds { self }
}

extension ClosedRange: DateBoundsExpression where Bound == Date {
    /// The dates of the range, both ends included.
    public var dateBounds: DateBounds { DateBounds(self) }
}

extension PartialRangeFrom: DateBoundsExpression where Bound == Date {
    /// The dates from the lower bound on.
    public var dateBounds: DateBounds { DateBounds(self) }
}

extension PartialRangeThrough: DateBoundsExpression where Bound == Date {
    /// The dates up to the upper bound, included.
    public var dateBounds: DateBounds { DateBounds(self) }
}
