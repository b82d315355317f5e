import SwiftUI
import TallyCore
import TallyUI

/// A sample expense form. The hero amount is bound to `expense.amount`, a `Decimal`: a tap brings
/// up the decimal pad, typing writes the model, and "Split in two" writes the model from outside.
struct ExpenseForm: View {
    @State private var expense = Expense()
    @State private var amountFocused = true
    @State private var saved: [Expense] = []

    private let currencies: [Currency] = [.chf, .eur, .usd, .jpy]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: AppSpacing.lg) {
                    AmountInputView(value: $expense.amount, currency: expense.currency, conversionTarget: .eur,
                                    isFocused: $amountFocused)
                    Picker("Currency", selection: $expense.currency) {
                        ForEach(currencies, id: \.self) { currency in
                            Text(verbatim: currency.code).tag(currency)
                        }
                    }
                    .pickerStyle(.segmented)
                    FormSection(header: "Details") {
                        TextInputField(label: "Note", text: $expense.note)
                        DatePickerRow(title: "Date", selection: $expense.date)
                        RecurringToggleView(isRecurring: $expense.isRecurring, frequency: $expense.frequency, anchorDate: expense.date)
                    }
                    Button("Split in two") {
                        expense.amount /= 2
                    }
                    .buttonStyle(.bordered)
                    .disabled(expense.amount == 0)
                    Text(verbatim: "Model: \(expense.amount) \(expense.currency.code)")
                        .font(AppTypography.caption)
                        .foregroundStyle(AppColors.textSecondary)
                    if !saved.isEmpty {
                        FormSection(header: "Saved") {
                            ForEach(saved.indices, id: \.self) { index in
                                Text(verbatim: "\(saved[index].amount) \(saved[index].currency.code)")
                            }
                        }
                    }
                }
                .padding(AppSpacing.lg)
            }
            .background(AppColors.background)
            .navigationTitle("New expense")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        saved.append(expense)
                        expense = Expense(currency: expense.currency)
                    }
                    .disabled(expense.amount == 0)
                }
            }
        }
    }
}
