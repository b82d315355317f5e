import Foundation
import TallyCore
import Testing

@Suite("What each state tells VoiceOver")
struct AccessibilityElementsTests {
    private let english = Locale(identifier: "en_US")
    private let russian = Locale(identifier: "ru_RU")

    @Test("traits are named what the element is first, then its condition, whatever order they were set in")
    func traitNames() {
        #expect(AccessibilityElement.Traits([.disabled, .button, .selected]).names == ["button", "selected", "disabled"])
        #expect(AccessibilityElement.Traits([.selected, .toggle]).names == ["toggle", "selected"])
        #expect(AccessibilityElement.Traits([]).names.isEmpty)
        // Every trait has its own bit and its own name.
        let all = AccessibilityElement.Traits.all
        #expect(Set(all.map(\.trait.rawValue)).count == all.count)
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(all.reduce(AccessibilityElement.Traits()) { $0.union($1.trait) }.names == all.map(\.name))
    }

    @Test("a control's description becomes an element; being chosen adds the selected trait")
    func fromPicker() {
        let chosen = AccessibilityElement(PickerAccessibility(label: "Weekly", value: "On", hint: "Repeats", isSelected: true), traits: .button)
        #expect(chosen == AccessibilityElement(label: "Weekly", value: "On", hint: "Repeats", traits: [.button, .selected]))
        let other = AccessibilityElement(PickerAccessibility(label: "Monthly"), traits: .button)
        #expect(other.traits == .button)
    }

    @Test("the keypad: every key is a keyboard key; Delete has its hint, in each language")
    func keypad() {
        let keypad = AmountKeypadState(input: AmountInput(currency: .usd, locale: english))
        let elements = keypad.accessibilityElements(locale: english)
        #expect(elements.allSatisfy { $0.traits == [.button, .keyboardKey] })
        let digitLabels: [String] = elements.map(\.label).filter { label in label.count == 1 && label.allSatisfy(\.isNumber) }
        let digits: [String] = (0...9).map { String($0) }
        #expect(digitLabels.sorted() == digits)
        #expect(elements.contains { $0.label == "Delete" && $0.hint != nil })
        #expect(keypad.accessibilityElements(locale: russian).contains { $0.label == "Удалить" })
    }

    @Test("quick amounts: the header, then a button per preset; the tapped one is selected")
    func quickAmounts() {
        var bar = QuickAmountBarState(currency: .usd, locale: english, quickAmounts: QuickAmounts([10, 20]))
        var elements = bar.accessibilityElements(locale: english)
        #expect(elements.first == AccessibilityElement(label: "Quick Amounts", traits: .header))
        #expect(elements.count == 3 && elements.dropFirst().allSatisfy { $0.traits == .button })
        bar.tap(20)
        elements = bar.accessibilityElements(locale: english)
        let selected = elements.map { $0.traits.contains(.selected) }
        #expect(selected == [false, false, true])
        #expect(bar.accessibilityElements(locale: russian).first?.label == "Быстрые суммы")
    }

    @Test("a preset above the maximum is a disabled button with the reason as its hint")
    func unavailableChip() {
        let bar = QuickAmountBarState(currency: .usd, locale: english, maximumValue: 15, quickAmounts: QuickAmounts([10, 20]))
        let chips = Array(bar.accessibilityElements(locale: english).dropFirst())
        #expect(chips[0].traits == .button && chips[0].hint == nil)
        #expect(chips[1].traits == [.button, .disabled] && chips[1].hint != nil)
    }

    @Test("a password field is a secure text field read as a count, followed by Show Password; a plain field is alone")
    func textInput() {
        let empty = TextInputFieldState(label: "Password", text: "", kind: .password)
        let traits: [AccessibilityElement.Traits] = [.secureTextField, .button]
        #expect(empty.accessibilityElements(locale: english).map(\.traits) == traits)
        #expect(empty.accessibilityElements(locale: english).map(\.value) == ["Empty", nil])
        #expect(empty.accessibilityElements(locale: english).last?.label == "Show Password")
        let typed = TextInputFieldState(label: "Password", text: "hunter2", kind: .password)
        #expect(typed.accessibilityElements(locale: english).first?.value?.contains("hunter2") == false)
        let revealed = TextInputFieldState(label: "Password", text: "hunter2", kind: .password, isRevealed: true)
        #expect(revealed.accessibilityElements(locale: english).first?.traits == .textField)
        let plain = TextInputFieldState(label: "Email", text: "anna@example.com")
        #expect(plain.accessibilityElements(locale: english) == [AccessibilityElement(label: "Email", value: "anna@example.com", traits: .textField)])
    }

    @Test("reminders: nothing without offsets; else the header and a switch per offset, on ones selected")
    func reminders() {
        #expect(ReminderPickerViewState(availableOffsets: []).accessibilityElements(locale: english).isEmpty)
        let picker = ReminderPickerViewState(availableOffsets: [1, 3], selectedOffsets: [3])
        let elements = picker.accessibilityElements(locale: english)
        let traits: [AccessibilityElement.Traits] = [.header, .toggle, [.toggle, .selected]]
        #expect(elements.map(\.traits) == traits)
        #expect(elements[0] == SectionHeaderViewState(title: picker.title(locale: english)).accessibilityElement)
    }

    @Test("recurring: the switch alone while off; on, the switch, the frequency picker and the next date")
    func recurring() {
        let calendar = zurich
        let now = zurichTime(2026, 11, 21, 10, 0)
        let anchor = zurichTime(2026, 10, 31, 9, 0)
        let off = RecurringToggleViewState(isRecurring: false, frequency: .monthly, now: now, calendar: calendar)
        let whileOff: [AccessibilityElement.Traits] = [.toggle]
        #expect(off.accessibilityElements(locale: english).map(\.traits) == whileOff)
        let on = RecurringToggleViewState(isRecurring: true, frequency: .monthly, anchorDate: anchor, now: now, calendar: calendar)
        let elements = on.accessibilityElements(locale: english)
        let whileOn: [AccessibilityElement.Traits] = [[.toggle, .selected], .button, .staticText]
        #expect(elements.map(\.traits) == whileOn)
        #expect(elements[1] == on.frequencyPicker(locale: english).accessibilityElements(locale: english)[0])
        // The last Monthly date on the 31st after 21 November is 30 November.
        #expect(elements[2].label.contains("30"))
    }

    @Test("the add sheet: Save is disabled until an amount is typed; the amount field and quick amounts read in place")
    func addSheet() {
        var sheet = AddTransactionSheetState(currency: .usd, locale: english, today: Date(timeIntervalSince1970: 1_795_254_600))
        var elements = sheet.accessibilityElements(locale: english)
        #expect(Array(elements.prefix(3)) == [AccessibilityElement(label: "Add Transaction", traits: .header),
                                               AccessibilityElement(label: "Cancel", traits: .button),
                                               AccessibilityElement(label: "Save", traits: [.button, .disabled])])
        #expect(elements.contains(AccessibilityElement(label: "Description", value: "Empty", traits: .textField)))
        #expect(elements.last?.label == "Date")
        let field = sheet.amountField.accessibilityElements(locale: english)
        #expect(Array(elements[3..<(3 + field.count)]) == field)
        _ = sheet.amountField.edit("12")
        elements = sheet.accessibilityElements(locale: english)
        #expect(elements[2] == AccessibilityElement(label: "Save", traits: .button))
        #expect(sheet.accessibilityElements(locale: russian).first?.label == "Новая операция")
    }

    @Test("the amount: the figure as text, a refusal's reason after it, then Copy and Paste")
    func amountInput() {
        var view = AmountInputViewState(currency: .usd, locale: english)
        var elements = view.accessibilityElements(locale: english)
        let untouched: [AccessibilityElement.Traits] = [.staticText, .button, .button]
        #expect(elements.map(\.traits) == untouched)
        #expect(elements.suffix(2).map(\.label) == ["Copy", "Paste"])
        _ = view.entry.perform(.key(.digit(5)))
        _ = view.entry.perform(.keys([.separator("."), .digit(1), .digit(2), .digit(3)]))
        elements = view.accessibilityElements(locale: english)
        // Three decimals in dollars are refused: the reason is read after the amount.
        let refused: [AccessibilityElement.Traits] = [.staticText, .staticText, .button, .button]
        #expect(elements.map(\.traits) == refused)
        #expect(elements[1].label == view.errorText(locale: english))
    }

    @Test("the currency field: a text field, then the reason for a refused edit")
    func currencyField() {
        var field = CurrencyFieldState(currency: .jpy, locale: english)
        let untouched: [AccessibilityElement.Traits] = [.textField]
        #expect(field.accessibilityElements(locale: english).map(\.traits) == untouched)
        _ = field.edit("1.5")
        let elements = field.accessibilityElements(locale: english)
        let refused: [AccessibilityElement.Traits] = [.textField, .staticText]
        #expect(elements.map(\.traits) == refused)
        #expect(elements[0].hint?.contains(elements[1].label) == true)
    }

    @Test("the conversion line: whenever a line is shown VoiceOver reads it, and never otherwise")
    func conversionLine() {
        let key = ConversionKey(amount: 10, currency: "CHF", target: "EUR")
        let other = ConversionKey(amount: 11, currency: "CHF", target: "EUR")
        let figure = Conversion(amount: 8, ratesDate: RatesDate(year: 2018, month: 9, day: 12))
        let states: [ConversionState] = [.idle, .converting(key), .converted(key, figure), .converted(other, figure), .unavailable(key), .unavailable(other)]
        var shown = 0
        for state in states {
            let display = ConversionDisplay(state: state, key: key, target: .eur, locale: english)
            #expect((display.text == nil) == (display.accessibilityElement == nil), "\(state)")
            if display.text != nil { shown += 1 }
        }
        #expect(shown == 2)
    }
}
