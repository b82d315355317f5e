import Foundation

extension Money {
    /// One total per currency of `amounts`, each the exact sum of the amounts in that currency, in
    /// the order the currencies first appear in `amounts`: amounts in two currencies are never
    /// added together.
    static func totals(of amounts: [Money]) -> [Money] {
        var totals: [Money] = []
        var position: [Currency: Int] = [:]
        for money in amounts {
            if let index = position[money.currency] {
                totals[index].amount += money.amount
            } else {
                position[money.currency] = totals.count
                totals.append(money)
            }
        }
        return totals
    }
}
