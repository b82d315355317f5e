#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// What the currency picker an amount view opens lists, and where it keeps the person's recent
/// currencies: set on a view with ``SwiftUI/View/currencyPicker(_:)``.
///
/// The recents are the app's to keep (in `@AppStorage`, its model, or `@State` for a screen):
/// a currency the amount takes is put first, each currency once, at most ``recentsLimit`` of them
/// (`CurrencyPickerState.recents(_:choosing:limit:)`).
public struct CurrencyPickerOptions {
    /// The app's favourite currencies, listed first, in order.
    public var favourites: [Currency]
    /// The person's recent currencies, newest first; a currency chosen is put first. Nil keeps
    /// no recents.
    public var recents: Binding<[Currency]>?
    /// How many recents are kept.
    public var recentsLimit: Int
    /// Whether withdrawn currencies (BGN, HRK…) are listed.
    public var includesWithdrawn: Bool
    /// The app's own currencies, listed after the ISO ones.
    public var appCurrencies: [Currency]

    /// The options of a picker.
    ///
    /// - Parameters:
    ///   - favourites: The app's favourite currencies, in order.
    ///   - recents: The person's recent currencies, newest first, which a choice updates; nil for none.
    ///   - recentsLimit: How many recents are kept (5 unless given).
    ///   - includesWithdrawn: Whether withdrawn currencies are listed.
    ///   - appCurrencies: The app's own currencies.
    public init(favourites: [Currency] = [], recents: Binding<[Currency]>? = nil, recentsLimit: Int = CurrencyPickerState.recentsLimit,
                includesWithdrawn: Bool = false, appCurrencies: [Currency] = []) {
        self.favourites = favourites
        self.recents = recents
        self.recentsLimit = recentsLimit
        self.includesWithdrawn = includesWithdrawn
        self.appCurrencies = appCurrencies
    }
}

private struct CurrencyPickerOptionsKey: EnvironmentKey {
    static var defaultValue: CurrencyPickerOptions? { nil }
}

extension EnvironmentValues {
    /// The currency picker the amount views below open from their currency; nil for none.
    var currencyPicker: CurrencyPickerOptions? {
        get { self[CurrencyPickerOptionsKey.self] }
        set { self[CurrencyPickerOptionsKey.self] = newValue }
    }
}

extension View {
    /// Lets the person change the amount's currency: ``AmountInputView`` and
    /// ``AddTransactionSheet`` below show their currency as a button that opens a
    /// ``CurrencyPicker`` as a sheet.
    ///
    /// Choosing a row is the amount's own currency change, on the very state the field draws:
    /// a currency the typed amount cannot be in (12.5, then yen) changes nothing, the field shows
    /// the reason as it shows any refusal, and the sheet stays open; a currency it can be in is
    /// written to the field's binding (your `Money`, or your `Currency`), put first in
    /// `options.recents`, and the sheet closes. Nil shows no button.
    ///
    /// ```swift
    /// @State private var recents: [Currency] = []
    ///
    /// AmountInputView(money: $expense.price)
    ///     .currencyPicker(CurrencyPickerOptions(favourites: [.chf, .eur], recents: $recents, includesWithdrawn: true))
    /// ```
    public func currencyPicker(_ options: CurrencyPickerOptions?) -> some View {
        environment(\.currencyPicker, options)
    }

    /// Lets the person change the amount's currency with a picker listing `favourites`, the
    /// `recents` it keeps, then every currency: ``currencyPicker(_:)`` with these options.
    ///
    /// ```swift
    /// @State private var recents: [Currency] = []
    ///
    /// AmountInputView(money: $expense.price)
    ///     .currencyPicker(favourites: [.chf, .eur], recents: $recents)
    /// ```
    public func currencyPicker(favourites: [Currency] = [], recents: Binding<[Currency]>? = nil, includesWithdrawn: Bool = false,
                               appCurrencies: [Currency] = []) -> some View {
        currencyPicker(CurrencyPickerOptions(favourites: favourites, recents: recents, includesWithdrawn: includesWithdrawn,
                                             appCurrencies: appCurrencies))
    }
}

/// A button showing `label` that opens the currency picker for `entry` as a sheet; VoiceOver
/// reads "Currency", the currency's name, and what it does.
struct CurrencyPickerButton<Label: View>: View {
    @Binding var entry: AmountEntry
    let options: CurrencyPickerOptions
    @ViewBuilder let label: Label

    @State private var isPresented = false
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    var body: some View {
        Button { isPresented = true } label: { label }
            .accessibilityElement(children: .ignore)
            .tallyAccessibility(CurrencyPickerState.buttonAccessibility(currency: entry.currency, locale: locale, language: language))
            .sheet(isPresented: $isPresented) {
                CurrencyPickerSheet(entry: $entry, options: options)
            }
    }
}

/// The currency picker for `entry` in a navigation stack titled "Currency", with Cancel.
struct CurrencyPickerSheet: View {
    @Binding var entry: AmountEntry
    let options: CurrencyPickerOptions

    @Environment(\.dismiss) private var dismiss
    @Environment(\.tallyLanguage) private var language

    var body: some View {
        NavigationStack {
            CurrencyPicker(entry: $entry, options: options)
                .navigationTitle(Text(verbatim: TallyStringKey.currencyPickerTitle.text(language: language)))
                #if os(iOS)
                .navigationBarTitleDisplayMode(.inline)
                #endif
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button { dismiss() } label: { LocalizedText(.commonCancel) }
                    }
                }
        }
    }
}
#endif
