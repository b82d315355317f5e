#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 002's quick expense entry, as a sample form: Amount, Quick amounts, Description, Type
/// (expense or income), Date. The amount field has focus as soon as the sheet appears (so the
/// decimal pad is up), and a quick amount moves focus on to the description.
public struct AddTransactionSheet: View {
    /// Whether money goes out or comes in.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Identifiable {
        /// Money spent.
        case expense
        /// Money received.
        case income

        /// The kind itself.
        public var id: Self { self }

        /// The catalog key of the kind's name.
        var titleKey: TallyStringKey {
            switch self {
            case .expense: .transactionTypeExpense
            case .income: .transactionTypeIncome
            }
        }
    }

    /// What the form holds when it is saved.
    public struct Draft: Sendable, Hashable {
        /// The amount as typed, with its currency.
        public var amount: AmountInput
        /// The description as typed.
        public var description: String
        /// Expense or income.
        public var kind: Kind
        /// The day of the transaction.
        public var date: Date
    }

    private let quickAmounts: QuickAmounts
    private let onSave: (Draft) -> Void
    private let onCancel: () -> Void

    @State private var input: AmountInput
    @State private var description = ""
    @State private var kind: Kind = .expense
    @State private var date: Date
    @FocusState private var isAmountFocused: Bool
    @FocusState private var isDescriptionFocused: Bool
    @Environment(\.locale) private var locale

    /// A form for a new transaction.
    ///
    /// - Parameters:
    ///   - currency: The amount's currency.
    ///   - locale: The locale the amount is typed and read in (its separators and grouping).
    ///   - presets: The quick amounts (10, 15, 20, 30 unless given).
    ///   - today: The date the form starts on.
    ///   - onSave: Receives the form when Save is tapped.
    ///   - onCancel: Called when Cancel is tapped.
    public init(
        currency: Currency, locale: Locale, presets: [Decimal] = [10, 15, 20, 30], today: Date,
        onSave: @escaping (Draft) -> Void, onCancel: @escaping () -> Void
    ) {
        quickAmounts = QuickAmounts(presets, currency: currency)
        self.onSave = onSave
        self.onCancel = onCancel
        _input = State(initialValue: AmountInput(currency: currency, locale: locale))
        _date = State(initialValue: today)
    }

    private func string(_ key: TallyStringKey) -> String {
        key.text(locale: locale)
    }

    /// The form in a navigation stack with Cancel and Save.
    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    CurrencyField(input: $input, externalFocus: $isAmountFocused)
                } header: {
                    LocalizedText(.transactionAmount)
                }
                Section {
                    QuickAmountBar(quickAmounts: quickAmounts, input: $input) {
                        isDescriptionFocused = true
                    }
                }
                Section {
                    TextField(text: $description) { LocalizedText(.transactionDescription) }
                        .focused($isDescriptionFocused)
                } header: {
                    LocalizedText(.transactionDescription)
                }
                Section {
                    Picker(selection: $kind) {
                        ForEach(Kind.allCases) { kind in
                            LocalizedText(kind.titleKey).tag(kind)
                        }
                    } label: {
                        LocalizedText(.transactionType)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    LocalizedText(.transactionType)
                }
                Section {
                    DatePicker(selection: $date, displayedComponents: .date) {
                        LocalizedText(.transactionDate)
                    }
                }
            }
            .navigationTitle(Text(verbatim: string(.transactionAdd)))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(action: onCancel) { LocalizedText(.commonCancel) }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button {
                        onSave(Draft(amount: input, description: description, kind: kind, date: date))
                    } label: {
                        LocalizedText(.commonSave)
                    }
                    .disabled(input.isEmpty)
                }
            }
            .task { isAmountFocused = true }
        }
    }
}

// MARK: - Previews

private func sheetPreview(_ identifier: String, currency: Currency = .chf) -> some View {
    let locale = Locale(identifier: identifier)
    return AddTransactionSheet(
        currency: currency, locale: locale, today: Date(timeIntervalSince1970: 1_771_891_200),
        onSave: { _ in }, onCancel: {}
    )
    .environment(\.locale, locale)
}

#Preview("Add transaction, light") {
    sheetPreview("en_US")
}

#Preview("Add transaction, dark") {
    sheetPreview("en_US").preferredColorScheme(.dark)
}

#Preview("Add transaction, AX3") {
    sheetPreview("en_US").dynamicTypeSize(.accessibility3)
}

#Preview("Add transaction, ru") {
    sheetPreview("ru_RU", currency: .rub)
}

#Preview("Add transaction, fr") {
    sheetPreview("fr_CH")
}

#Preview("Add transaction, de") {
    sheetPreview("de_DE", currency: .eur)
}
#endif
