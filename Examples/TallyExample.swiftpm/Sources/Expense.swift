import Foundation
import TallyCore

/// The app's own model of an expense: the amount is a plain `Decimal`, as an app stores it.
struct Expense: Equatable {
    var amount: Decimal = 0
    var currency: Currency = .chf
    var note = ""
    var date = Date()
    var isRecurring = false
    var frequency: RecurringFrequency = .monthly
}
