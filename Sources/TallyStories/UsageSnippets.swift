#if canImport(SwiftUI)
import SwiftUI
import TallyCore
import TallyUI

// Every component's usage snippet, as the catalog, the gallery and the previews show it, is the
// body of the `<Name>Usage` view below, word for word: the iOS type-check compiles them against
// TallyUI's public API with warnings as errors, so a snippet that names a deprecated or removed
// initializer fails it. TallyCore and TallyUI are imported plainly here, without `@_spi(Tally)`,
// as an app imports them. The values a snippet uses are declared around it, not in it. The
// catalog tests check that each story's `usage` is the body of its view here, and that every
// component has one.

private struct UsageExpense {
    var price = Money.zero(.chf)
}

private struct UsageEntry {
    var date: Date
    var money: Money
}

private struct AmountInputViewUsage: View {
    @State private var expense = UsageExpense()
    @State private var rates: ECBConverter?

    var body: some View {
        AmountInputView(money: $expense.price, conversionTarget: .eur, converter: rates)
            .task { rates = try? await ECBRatesLoader().converter() }
    }
}

private struct AnimatedAmountInputUsage: View {
    @State private var amount = AmountInput(currency: .chf, locale: Locale(identifier: "de_CH"))
    @State private var isEditing = false

    var body: some View {
        AnimatedAmountInput(state: AnimatedAmountInputState(input: amount, isEditing: isEditing)) { isEditing.toggle() }
    }
}

private struct CurrencyFieldUsage: View {
    @State private var amountField = CurrencyFieldState(currency: .eur, locale: Locale(identifier: "fr_FR"))
    @FocusState private var isAmountFocused: Bool

    var body: some View {
        CurrencyField(state: $amountField, isFocused: $isAmountFocused)
    }
}

private struct QuickAmountBarUsage: View {
    @State private var quickAmounts = QuickAmountBarState(currency: .chf, locale: Locale(identifier: "de_CH"))
    @FocusState private var focusDescription: Bool

    var body: some View {
        QuickAmountBar(state: $quickAmounts) { focusDescription = true }
    }
}

private struct AmountKeypadUsage: View {
    @State private var amount = AmountInputViewState(currency: .chf, locale: Locale(identifier: "de_CH"))

    var body: some View {
        AmountInputView(state: $amount)
        AmountKeypad(entry: $amount.entry)
    }
}

private struct AddTransactionSheetUsage: View {
    @Environment(\.locale) private var locale
    let save: (AddTransactionSheet.Draft) -> Void
    let dismiss: () -> Void

    var body: some View {
        AddTransactionSheet(currency: .chf, locale: locale, today: .now, onSave: save, onCancel: dismiss)
    }
}

private struct AnimatedTitleInputUsage: View {
    let title: String
    let placeholder: String
    let isEditing: Bool

    var body: some View {
        AnimatedTitleInput(state: AnimatedTitleInputState(text: title, label: placeholder, showsCursor: isEditing))
    }
}

private struct SectionHeaderViewUsage: View {
    let title: String

    var body: some View {
        SectionHeaderView(.subscriptionReminders)
        SectionHeaderView(state: SectionHeaderViewState(title: title, style: .compact))
    }
}

private struct DateSectionHeaderViewUsage: View {
    @Environment(\.locale) private var locale
    let days: RelativeDays
    let entries: [UsageEntry]

    var body: some View {
        ForEach(days.sections(entries, locale: locale, date: \.date, amount: \.money)) { section in
            DateSectionHeaderView(section: section)
        }
    }
}

private struct FormSectionUsage: View {
    @State private var name = ""
    @State private var icon: IconSource?

    var body: some View {
        FormSection(header: "Subscription") {
            FormTextField(text: $name, placeholder: "Name")
            IconPickerRow(selectedSource: $icon)
        }
    }
}

private struct FormTextFieldUsage: View {
    @State private var name = ""
    @State private var nameField = FormTextFieldState(text: "", placeholder: "Name")
    private var nameError: LocalizedStringKey? { name.isEmpty ? "Enter a name" : nil }

    var body: some View {
        FormTextField(text: $name, placeholder: "Name", errorMessage: nameError, helpText: "As on your statement")
        FormTextField(state: $nameField)
    }
}

private struct TextInputFieldUsage: View {
    @State private var email = ""
    @State private var emailField = TextInputFieldState(label: "Email", text: "", kind: .email)

    var body: some View {
        TextInputField(label: "Email", text: $email, kind: .email, validation: .error("Enter an email address"))
        TextInputField(state: $emailField)
    }
}

private struct DatePickerRowUsage: View {
    @State private var start = Date.now
    let today: Date

    var body: some View {
        DatePickerRow("Start Date", selection: $start, in: today..., style: .compact)
    }
}

private struct DatePickerSheetUsage: View {
    @State private var date = Date.now
    let today: Date

    var body: some View {
        DatePickerSheet(title: "Start Date", selection: $date, bounds: DateBounds(today...))
    }
}

private struct DateButtonsViewUsage: View {
    @State private var date = Date.now
    let save: (Date) -> Void

    var body: some View {
        Form {
            DatePickerRow("Date", selection: $date)
        }
        .dateButtonsSafeArea(selectedDate: $date) { save($0) }
    }
}

private struct ReminderPickerViewUsage: View {
    @State private var reminders: Set<Int> = [1]

    var body: some View {
        ReminderPickerView(selectedOffsets: $reminders)
    }
}

private struct FrequencyPickerViewUsage: View {
    @State private var frequency = RecurringFrequency.monthly

    var body: some View {
        FrequencyPickerView(selection: $frequency, style: .list)
    }
}

private struct SegmentedPickerViewUsage: View {
    @State private var kind = AddTransactionSheetState.Kind.expense
    let expense: String
    let income: String

    var body: some View {
        SegmentedPickerView(title: "Type", selection: $kind, options: [(label: expense, value: .expense), (label: income, value: .income)])
    }
}

private struct RecurringToggleViewUsage: View {
    @State private var isRecurring = false
    @State private var frequency = RecurringFrequency.monthly
    let startDate: Date

    var body: some View {
        RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency, anchorDate: startDate)
    }
}

private struct IconPickerRowUsage: View {
    @State private var icon: IconSource?

    var body: some View {
        IconPickerRow(selectedSource: $icon)
    }
}

private struct IconViewUsage: View {
    var body: some View {
        IconView(source: .sfSymbol("cart.fill"), style: .categoryIcon(size: .lg))
    }
}

private struct IconPickerViewUsage: View {
    @State private var icon: IconSource?
    let appToken: String

    var body: some View {
        IconPickerView(selectedSource: $icon)
            .logoService(try? LogoService(publishableToken: appToken))
    }
}

private struct ColorPickerRowUsage: View {
    @State private var colorHex = "#2563EB"

    var body: some View {
        ColorPickerRow(selectedColorHex: $colorHex)
    }
}

private struct ConfirmationDialogButtonUsage: View {
    let delete: () -> Void

    var body: some View {
        ConfirmationDialogButton(title: "Delete Subscription", message: "This cannot be undone.", role: .destructive) { delete() }
    }
}
#endif
