#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The limits and the sign an amount view bound to the app's model gives the state it makes.
struct AmountLimits {
    /// The largest amount the person can enter; nil for none.
    var maximum: Decimal?
    /// The smallest amount the person can enter; nil for none.
    var minimum: Decimal?
    /// Whether the amount may be negative.
    var allowsNegative = false
}

/// The app's amount as an amount view binds it: a value (nil for no amount) and its currency,
/// read and written together.
struct BoundAmount: Hashable {
    var value: Decimal?
    var currency: Currency
}

extension Binding where Value == BoundAmount {
    /// The app's `Money`: amount and currency written in one write; no amount is zero.
    static func money(_ money: Binding<Money>) -> Binding<BoundAmount> {
        Binding(
            get: { BoundAmount(value: money.wrappedValue.amount, currency: money.wrappedValue.currency) },
            set: { money.wrappedValue = Money(amount: $0.value ?? 0, currency: $0.currency) }
        )
    }

    /// The app's value and currency, kept apart in its model: each is written only when it changed.
    static func value(_ value: Binding<Decimal?>, currency: Binding<Currency>) -> Binding<BoundAmount> {
        Binding(
            get: { BoundAmount(value: value.wrappedValue, currency: currency.wrappedValue) },
            set: { amount in
                if value.wrappedValue != amount.value { value.wrappedValue = amount.value }
                if currency.wrappedValue != amount.currency { currency.wrappedValue = amount.currency }
            }
        )
    }
}

/// Holds the state of an amount view bound to the app's value and currency and keeps the two in
/// step through ``AmountValueSync``, which makes every decision:
///
/// - a change of the amount writes the app's value (and the amount's currency, when the app's
///   differs);
/// - the app's value and currency, changed together or apart, re-seed the state all or nothing;
///   a new currency alone that the typed digits do not fit is refused and written back into the
///   app's currency;
/// - after each change the conflict between the app's model and the field, if any, is written to
///   the caller's `conflict` binding (only when it changed);
/// - a new locale rebuilds the state in that locale holding the app's value.
struct AmountValueHost<State: AmountEntryState, Content: View>: View {
    let model: Binding<BoundAmount>
    let conflict: Binding<AmountValueSync.Conflict?>?
    let sync: AmountValueSync
    /// An empty state in a currency, typed the way a locale writes numbers.
    let makeState: (Currency, Locale) -> State
    let content: (Binding<State>) -> Content

    @SwiftUI.State private var state: State?
    @Environment(\.locale) private var locale

    var body: some View {
        content(binding)
            .onAppear {
                if state == nil { state = seeded(in: locale) }
                publishConflict()
            }
            .onChange(of: model.wrappedValue) { _, amount in
                guard var current = state else { return }
                let result = sync.reseed(&current, from: amount.value, currency: amount.currency)
                state = current
                if let currency = sync.currencyToWriteBack(after: result, value: amount.value, currency: amount.currency, in: current) {
                    // Refused for the field, refused for the app's model: it keeps the field's currency.
                    model.wrappedValue = BoundAmount(value: amount.value, currency: currency)
                }
                publishConflict()
            }
            .onChange(of: locale) { _, newLocale in
                state = seeded(in: newLocale)
                publishConflict()
            }
    }

    /// A fresh state in `locale` holding the app's value and currency.
    private func seeded(in locale: Locale) -> State {
        let amount = model.wrappedValue
        return sync.seeded(makeState(amount.currency, locale), with: amount.value, currency: amount.currency)
    }

    /// Writes the conflict between the app's model, as it now stands, and the state into the
    /// caller's binding, when it differs from what the binding holds (so no update loops back).
    private func publishConflict() {
        guard let conflict, let current = state else { return }
        let amount = model.wrappedValue
        let found = sync.conflict(value: amount.value, currency: amount.currency, in: current)
        if conflict.wrappedValue != found { conflict.wrappedValue = found }
    }

    /// The state as the view edits it: a change of the amount writes the app's value and currency.
    private var binding: Binding<State> {
        Binding(
            get: { state ?? seeded(in: locale) },
            set: { changed in
                let old = (state ?? seeded(in: locale)).entry.input
                let new = changed.entry.input
                state = changed
                var amount = model.wrappedValue
                let value = sync.valueToWrite(after: old, new, bound: amount.value)
                let currency = sync.currencyToWrite(after: old, new, bound: amount.currency)
                if value != nil || currency != nil {
                    if let value { amount.value = value }
                    if let currency { amount.currency = currency }
                    model.wrappedValue = amount
                }
                publishConflict()
            }
        )
    }
}

extension Binding where Value == Decimal {
    /// This binding seen as a `Decimal?` that is never nil: nil written is zero.
    var optionalAmount: Binding<Decimal?> {
        Binding<Decimal?>(get: { wrappedValue }, set: { wrappedValue = $0 ?? 0 })
    }
}

/// Holds a view's state when the caller hands over only its starting value.
struct OwnedStateHost<State, Content: View>: View {
    let content: (Binding<State>) -> Content
    @SwiftUI.State private var state: State

    init(initial: State, @ViewBuilder content: @escaping (Binding<State>) -> Content) {
        _state = SwiftUI.State(initialValue: initial)
        self.content = content
    }

    var body: some View { content($state) }
}
#endif
