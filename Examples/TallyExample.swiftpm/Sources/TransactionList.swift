import SwiftUI
import TallyCore
import TallyUI

/// A transaction in the app's own model: an amount spent or received, exactly, in its currency.
struct Transaction: Identifiable {
    enum Kind { case expense, income }

    let id = UUID()
    var title: String
    var merchant: String?
    var symbol: String
    var amount: Decimal
    var currency: Currency
    var kind: Kind
    var date: Date
    var mark: TransactionRowState.Mark?

    /// The change to the balance: negative for money spent.
    var signed: Money { Money(amount: kind == .expense ? -amount : amount, currency: currency) }
}

/// A list of transactions grouped by day: each day's header shows the day's balance per
/// currency, each row its amount signed and coloured by what it is (a refund is a negative
/// expense, shown as money in).
struct TransactionList: View {
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    private let transactions: [Transaction] = {
        let now = Date()
        let day: TimeInterval = 86_400
        return [
            Transaction(title: "Coffee", merchant: "Blue Bottle", symbol: "cup.and.saucer.fill", amount: 4.5, currency: .usd,
                        kind: .expense, date: now, mark: .pending),
            Transaction(title: "Groceries", merchant: "Migros", symbol: "cart.fill", amount: Decimal(string: "62.35") ?? 0,
                        currency: .chf, kind: .expense, date: now.addingTimeInterval(-3_600)),
            Transaction(title: "Returned shoes", merchant: "Zalando", symbol: "shippingbox.fill", amount: Decimal(string: "-89.9") ?? 0,
                        currency: .eur, kind: .expense, date: now.addingTimeInterval(-day)),
            Transaction(title: "Salary", merchant: nil, symbol: "banknote.fill", amount: 6_250, currency: .chf, kind: .income,
                        date: now.addingTimeInterval(-day - 7_200), mark: .recurring),
            Transaction(title: "Rent", merchant: nil, symbol: "house.fill", amount: 2_150, currency: .chf, kind: .expense,
                        date: now.addingTimeInterval(-3 * day), mark: .recurring),
        ]
    }()

    var body: some View {
        NavigationStack {
            List {
                ForEach(RelativeDays(calendar: .autoupdatingCurrent, now: Date()).sections(transactions, locale: locale, language: language, date: \.date, amount: \.signed)) { day in
                    Section {
                        ForEach(day.entries) { transaction in
                            TransactionRow(icon: .sfSymbol(transaction.symbol), title: transaction.title,
                                           subtitle: transaction.merchant, amount: transaction.amount, currency: transaction.currency,
                                           sign: transaction.kind == .expense ? .expense : .income, mark: transaction.mark)
                        }
                    } header: {
                        DateSectionHeaderView(section: day, totalKind: .balance)
                    }
                }
            }
            .navigationTitle("Transactions")
        }
    }
}
