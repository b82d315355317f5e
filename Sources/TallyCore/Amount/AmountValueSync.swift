import Foundation

/// Keeps an amount entry and a number the app holds (a `Binding<Decimal>` or `Binding<Decimal?>`,
/// with its currency, or a `Binding<Money>`) in step, with no update loop and nothing changed silently.
///
/// - A person's action that changes the amount's value writes the new value (``valueToWrite(after:_:bound:)``).
///   An action that leaves the value equal writes nothing: typing "12." after "12" keeps 12.
/// - A value set from outside re-seeds the entry (``reseed(_:from:)``) only when it differs from the
///   value the entry already stands for, so the write of a person's own typing comes back as
///   ``Reseed/unchanged`` and "12." is not rewritten to "12".
/// - A value the currency or the limits cannot hold (9.999 for a currency with 2 decimals, a
///   negative value, more than the maximum) is ``Reseed/refused(_:)``: the entry keeps what it
///   had and shows the reason, and the app's value is not written back or rounded; the next
///   change the person makes writes its own value.
/// - The app's value and currency are applied together (``reseed(_:from:currency:)``): a new
///   currency alone that the typed digits do not fit is refused and written back into the app's
///   currency (``currencyToWriteBack(after:value:currency:in:)``); a value refused with its
///   currency stays in the app's model and is reported by ``conflict(value:currency:in:)`` until
///   the person's next change writes the field's value and currency (``currencyToWrite(after:_:bound:)``).
public struct AmountValueSync: Sendable, Hashable {
    /// What an empty amount is in the app's model.
    public enum Empty: Sendable, Hashable {
        /// Zero: for a `Decimal` that always holds a number. Zero from outside empties the amount,
        /// which then shows the placeholder.
        case zero
        /// Nil: for a `Decimal?`, where no amount is not the same as zero.
        case none
    }

    /// What a value from outside did to the entry.
    public enum Reseed: Sendable, Hashable {
        /// The entry already stands for that value: nothing changed.
        case unchanged
        /// The entry now holds the value.
        case reseeded
        /// The entry cannot hold the value; it kept what it had and shows this reason.
        case refused(AmountInputRejection)
    }

    /// What an empty amount is in the app's model.
    public var empty: Empty

    /// A link whose empty amount is `empty`.
    public init(empty: Empty) {
        self.empty = empty
    }

    /// The value `input` stands for in the app's model: its value, and for an empty amount zero
    /// or nil as ``empty`` says.
    public func value(of input: AmountInput) -> Decimal? {
        if input.isEmpty { return empty == .zero ? 0 : nil }
        return input.value
    }

    /// Whether `bound` is the value `input` stands for (compared as numbers: 12.50 is 12.5).
    public func holds(_ bound: Decimal?, for input: AmountInput) -> Bool {
        let own = value(of: input)
        switch (own, bound) {
        case (nil, nil): return true
        case (let own?, let bound?): return own == bound
        default: return false
        }
    }

    /// The value to write to the app's model after the amount went from `old` to `new`, or nil
    /// when nothing is to be written (`.some(nil)` writes nil). Only a change of the amount
    /// writes: an action that was refused, or a value from outside that was refused, leaves the
    /// model's value as it is.
    public func valueToWrite(after old: AmountInput, _ new: AmountInput, bound: Decimal?) -> Decimal?? {
        guard new != old, !holds(bound, for: new) else { return nil }
        return .some(value(of: new))
    }

    /// Applies a value set from outside to `state`'s amount, as the app's action: nothing when the
    /// amount already stands for it, the value otherwise, or the refusal when it cannot be held.
    @discardableResult
    public func reseed<State: AmountEntryState>(_ state: inout State, from bound: Decimal?) -> Reseed {
        guard !holds(bound, for: state.entry.input) else { return .unchanged }
        let target: Decimal? = (empty == .zero && bound == 0) ? nil : bound
        if let refused = state.entry.perform(.setValue(target), origin: .app) { return .refused(refused) }
        return .reseeded
    }

    /// What the app's model holds that the field does not show: a value or currency the app
    /// wrote that the field cannot hold. The field keeps what it showed and shows ``reason``;
    /// the app tests this value before it saves, so its model is never silently different from
    /// what the field shows.
    public struct Conflict: Sendable, Hashable {
        /// The value the app's model holds (nil for no amount).
        public var value: Decimal?
        /// The currency the app's model holds.
        public var currency: Currency
        /// Why the field cannot hold them.
        public var reason: AmountInputRejection

        /// The app's `value` in `currency`, refused for `reason`.
        public init(value: Decimal?, currency: Currency, reason: AmountInputRejection) {
            self.value = value
            self.currency = currency
            self.reason = reason
        }
    }

    /// Applies the app's model, a value in a currency, to `state` as the app's action, all or
    /// nothing:
    ///
    /// - nothing when the state already stands for both;
    /// - a new currency alone is a currency change that keeps the typed digits; refused (12.5
    ///   typed, then yen), it is ``Reseed/refused(_:)`` and the app's currency is to be written
    ///   back to the state's, so that the app's model is refused as well;
    /// - a new value (in the same or another currency) replaces the amount; refused (9.999
    ///   francs), the state keeps what it had and shows the reason, and ``conflict(value:currency:in:)``
    ///   tells the app.
    @discardableResult
    public func reseed<State: AmountEntryState>(_ state: inout State, from bound: Decimal?, currency: Currency) -> Reseed {
        if currency == state.entry.currency { return reseed(&state, from: bound) }
        if holds(bound, for: state.entry.input) {
            if let refused = state.entry.perform(.changeCurrency(currency), origin: .app) { return .refused(refused) }
            return .reseeded
        }
        // A new value in a new currency: the amount is replaced in that currency, or not at all.
        let target: Decimal? = (empty == .zero && bound == 0) ? nil : bound
        var emptied = state.entry.input
        emptied.apply(.clear)
        var probe = AmountEntry(input: emptied)
        if let refused = probe.perform(.changeCurrency(currency), origin: .app) ?? probe.perform(.setValue(target), origin: .app) {
            state.entry.refuse(refused, origin: .app)
            return .refused(refused)
        }
        state.entry.perform(.setValue(nil), origin: .app)
        state.entry.perform(.changeCurrency(currency), origin: .app)
        state.entry.perform(.setValue(target), origin: .app)
        return .reseeded
    }

    /// The conflict between the app's model (`value` in `currency`) and `state`, or nil when the
    /// state shows exactly the app's value and currency.
    public func conflict<State: AmountEntryState>(value: Decimal?, currency: Currency, in state: State) -> Conflict? {
        let input = state.entry.input
        guard currency != input.currency || !holds(value, for: input) else { return nil }
        // Why the field cannot take the model as it is: the same transaction, tried on a copy.
        var copy = state
        if case .refused(let reason) = reseed(&copy, from: value, currency: currency) {
            return Conflict(value: value, currency: currency, reason: reason)
        }
        return Conflict(value: value, currency: currency, reason: state.entry.rejection ?? .notANumber(text: value.map { "\($0)" } ?? ""))
    }

    /// The currency to write to the app's model after the amount went from `old` to `new`, or nil
    /// when the model's currency (`bound`) is to be left as it is. Only a change of the amount
    /// writes, and then in the amount's own currency: after the app wrote a value and currency
    /// the field refused, the person's next change writes both of the field's (with
    /// ``valueToWrite(after:_:bound:)``), so the model shows what the field shows again.
    public func currencyToWrite(after old: AmountInput, _ new: AmountInput, bound: Currency) -> Currency? {
        guard new != old, new.currency != bound else { return nil }
        return new.currency
    }

    /// The currency to write back into the app's model after ``reseed(_:from:currency:)`` gave
    /// `result` for the model's `value` in `currency`: the state's own currency when a new
    /// currency alone was refused (12.5 typed, then yen), so that the app's model is refused as
    /// well and never holds 12.5 JPY; nil otherwise. A value refused with its currency is not
    /// written back: the app sees it as ``conflict(value:currency:in:)``.
    public func currencyToWriteBack<State: AmountEntryState>(after result: Reseed, value: Decimal?, currency: Currency,
                                                            in state: State) -> Currency? {
        guard case .refused = result, currency != state.entry.currency, holds(value, for: state.entry.input) else { return nil }
        return state.entry.currency
    }

    /// `state`, an empty amount, holding the app's `bound` value in `currency`: the state a view
    /// bound to the app's value and currency starts in (showing the refusal when they cannot be
    /// held).
    public func seeded<State: AmountEntryState>(_ state: State, with bound: Decimal?, currency: Currency) -> State {
        var seeded = state
        reseed(&seeded, from: bound, currency: currency)
        return seeded
    }

    /// Brings `state`'s amount into the app's `currency`, keeping the typed digits, as the app's
    /// action. When the digits do not fit (12.5 typed, then yen chosen) the state keeps its
    /// currency and shows why; call this again after each change the person makes, and the
    /// currency follows as soon as the digits fit (12.5 → "12." → yen).
    @discardableResult
    public func follow<State: AmountEntryState>(currency: Currency, _ state: inout State) -> AmountInputRejection? {
        guard state.entry.currency != currency else { return nil }
        return state.entry.perform(.changeCurrency(currency), origin: .app)
    }

    /// `state`, an empty amount, holding `bound`: the state a view bound to the app's value starts
    /// in (showing the refusal when the value cannot be held).
    public func seeded<State: AmountEntryState>(_ state: State, with bound: Decimal?) -> State {
        var seeded = state
        reseed(&seeded, from: bound)
        return seeded
    }
}
