import Foundation
import TallyCore
import Testing

@Suite("TransactionRowState")
struct TransactionRowStateTests {
    static let coffee = IconSource.sfSymbol("cup.and.saucer.fill")

    @Test("VoiceOver reads the row as one element, the amount last, in every language",
          arguments: [("en_US", "Coffee, Blue Bottle, Pending, -$4.50"), ("ru_RU", "Coffee, Blue Bottle, В обработке, -4,50\u{A0}$"),
                      ("fr_FR", "Coffee, Blue Bottle, En attente, -4,50\u{A0}$US"), ("de_DE", "Coffee, Blue Bottle, Ausstehend, -4,50\u{A0}$")])
    func reading(identifier: String, expected: String) {
        let locale = Locale(identifier: identifier)
        let amount = FormattedAmountTextState(amount: 4.5, currency: .usd, locale: locale, sign: .expense)
        let row = TransactionRowState(icon: Self.coffee, title: "Coffee", subtitle: "Blue Bottle", amount: amount, mark: .pending, locale: locale)
        #expect(row.accessibilityLabel == expected)
        #expect(row.accessibilityLabel.hasSuffix(amount.accessibilityLabel))
        #expect(row.accessibilityElements(locale: locale) == [AccessibilityElement(label: expected)])
    }

    @Test("a row without a subtitle or mark reads the title and the amount; an empty subtitle is none")
    func minimal() {
        let english = Locale(identifier: "en_US")
        let amount = FormattedAmountTextState(amount: 2500, currency: .eur, locale: english, sign: .income)
        let row = TransactionRowState(icon: Self.coffee, title: "Salary", subtitle: "", amount: amount, locale: english)
        #expect(row.subtitle == nil && row.mark == nil && row.markText == nil)
        #expect(row.accessibilityLabel == "Salary, +€2,500.00")
        let recurring = TransactionRowState(icon: Self.coffee, title: "Salary", amount: amount, mark: .recurring, locale: english)
        #expect(recurring.markText == "Recurring")
        #expect(recurring.accessibilityLabel == "Salary, Recurring, +€2,500.00")
    }

    @Test("the icon takes the theme's standard style unless the row gives one")
    func icon() {
        let english = Locale(identifier: "en_US")
        let amount = FormattedAmountTextState(amount: 1, currency: .usd, locale: english)
        let row = TransactionRowState(icon: Self.coffee, title: "Coffee", amount: amount, locale: english)
        #expect(row.icon(in: .standard) == IconViewState(source: Self.coffee, style: .standard(for: Self.coffee, size: .lg, in: .standard)))
        #expect(row.icon == IconViewState(source: Self.coffee))
        let styled = TransactionRowState(icon: Self.coffee, iconStyle: .toolbar, title: "Coffee", amount: amount, locale: english)
        #expect(styled.icon(in: .standard).style == .toolbar)
    }

    @Test("every mark has a text in every language and a symbol")
    func marks() {
        for mark in TransactionRowState.Mark.allCases {
            var titles = Set<String>()
            for language in ["en", "ru", "fr", "de"] {
                let title = mark.title(locale: Locale(identifier: language))
                #expect(!title.isEmpty)
                titles.insert(title)
            }
            #expect(titles.count == 4, "\(mark): \(titles)")
            #expect(!mark.symbolName.isEmpty)
        }
    }

    @Test("the amount's previous value is read after it, still last in the row")
    func previousAmount() {
        let english = Locale(identifier: "en_US")
        let amount = FormattedAmountTextState(amount: 12, currency: .usd, locale: english, sign: .expense, previousAmount: 15)
        let row = TransactionRowState(icon: Self.coffee, title: "Lunch", amount: amount, locale: english)
        #expect(row.accessibilityLabel == "Lunch, -$12.00, was -$15.00")
    }
}
