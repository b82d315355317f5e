#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Holds the state of an amount view bound to the app's `Decimal?` and keeps the two in step
/// through ``AmountValueSync``: a change of the amount writes the value, a value from outside
/// re-seeds the state (or shows why it cannot be held), a new currency is a currency change (taken
/// as soon as the typed digits fit it), and a new locale rebuilds the state in that locale with the same value.
struct AmountValueHost<State: AmountEntryState, Content: View>: View {
    let value: Binding<Decimal?>
    let currency: Currency
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
            }
            .onChange(of: value.wrappedValue) { _, newValue in
                guard var current = state else { return }
                sync.reseed(&current, from: newValue)
                state = current
            }
            .onChange(of: currency) { _, newCurrency in
                guard var current = state else { return }
                sync.follow(currency: newCurrency, &current)
                state = current
            }
            .onChange(of: locale) { _, newLocale in
                state = seeded(in: newLocale)
            }
    }

    /// A fresh state in `locale` holding the app's value.
    private func seeded(in locale: Locale) -> State {
        sync.seeded(makeState(currency, locale), with: value.wrappedValue)
    }

    /// The state as the view edits it: a change of the amount writes the app's value.
    private var binding: Binding<State> {
        Binding(
            get: { state ?? seeded(in: locale) },
            set: { changed in
                let old = (state ?? seeded(in: locale)).entry.input
                var newState = changed
                // A currency the digits could not take yet is taken once they fit.
                if newState.entry.input != old { sync.follow(currency: currency, &newState) }
                state = newState
                if let write = sync.valueToWrite(after: old, newState.entry.input, bound: value.wrappedValue) {
                    value.wrappedValue = write
                }
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
