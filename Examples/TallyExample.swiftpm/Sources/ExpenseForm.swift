import SwiftUI
import TallyCore
import TallyUI

/// A sample expense form. The hero amount is bound to `expense.price`, a `Money`: a tap brings up
/// the decimal pad, typing writes the model, the currency button under the amount opens the
/// currency picker (the app's favourites, the person's recents, then every currency), and
/// "Split in two" writes the model from outside. A currency the typed amount cannot be in (12.5,
/// then JPY) is refused in the field, the model keeps its currency and the picker stays open; a
/// split the currency cannot hold (0.01 CHF in two) stays in the model as a conflict, and Save
/// waits until the field and the model agree again.
struct ExpenseForm: View {
    @State private var expense = Expense()
    @FocusState private var amountFocused: Bool
    /// What the model holds that the amount field does not show; nil when they agree.
    @State private var amountConflict: AmountValueSync.Conflict?
    @State private var saved: [Expense] = []
    /// The currencies last chosen in the picker, newest first: the app keeps them, the picker
    /// updates them.
    @State private var recentCurrencies: [Currency] = []
    @Environment(\.locale) private var locale

    /// The app's favourite currencies, listed first in the picker.
    private let favourites: [Currency] = [.chf, .eur, .usd, .jpy]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: AppSpacing.lg) {
                    AmountInputView(money: $expense.price, conversionTarget: .eur, isFocused: $amountFocused,
                                    conflict: $amountConflict)
                        .currencyPicker(favourites: favourites, recents: $recentCurrencies)
                    FormSection(header: "Details") {
                        TextInputField(label: "Note", text: $expense.note)
                        DatePickerRow("Date", selection: $expense.date)
                        RecurringToggleView(isRecurring: $expense.isRecurring, frequency: $expense.frequency, anchorDate: expense.date)
                    }
                    Button("Split in two") {
                        expense.price.amount /= 2
                    }
                    .buttonStyle(.bordered)
                    .disabled(expense.price.amount == 0)
                    Text(verbatim: "Model: \(expense.price.amount) \(expense.price.currency.code)")
                        .font(AppTypography.caption)
                        .foregroundStyle(AppColors.textSecondary)
                    if let amountConflict {
                        // The field already shows the reason; the app says why Save waits.
                        Text(verbatim: "Not saved: the model holds \(amountConflict.value.map { "\($0)" } ?? "no amount") "
                            + "\(amountConflict.currency.code), which the amount cannot show "
                            + "(\(amountConflict.reason.message(locale: locale))).")
                            .font(AppTypography.caption)
                            .foregroundStyle(AppColors.textSecondary)
                    }
                    if !saved.isEmpty {
                        FormSection(header: "Saved") {
                            ForEach(saved.indices, id: \.self) { index in
                                Text(verbatim: "\(saved[index].price.amount) \(saved[index].price.currency.code)")
                            }
                        }
                    }
                }
                .padding(AppSpacing.lg)
            }
            .background(AppColors.background)
            .task { amountFocused = true }
            .navigationTitle("New expense")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    // The model is saved only when the field shows exactly what it holds.
                    Button("Save") {
                        guard amountConflict == nil else { return }
                        saved.append(expense)
                        expense = Expense(price: .zero(expense.price.currency))
                    }
                    .disabled(expense.price.amount == 0 || amountConflict != nil)
                }
            }
        }
    }
}
