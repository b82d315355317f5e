import Foundation

/// A view state that holds one ``AmountEntry``: what a view bound to the app's `Decimal` needs to
/// keep the two in step (``AmountValueSync``).
///
/// There is one way to act on the amount: ``AmountEntry/perform(_:origin:)`` on ``entry``
/// (`state.entry.perform(.key(.digit(7)))`), and ``AmountEntry/refuse(_:origin:)`` to show a
/// refusal. A state that shows the amount as text (``CurrencyFieldState``) rewrites its text when
/// the entry it is given holds another amount.
public protocol AmountEntryState {
    /// The amount and the last refusal.
    var entry: AmountEntry { get set }
}
