import Foundation
import TallyCore

/// The app's own model of an expense: the price is `Money`, an exact amount and its currency, so
/// the amount view writes (and refuses) the two together.
struct Expense: Equatable {
    var price = Money.zero(.chf)
    var note = ""
    var date = Date()
    var isRecurring = false
    var frequency: RecurringFrequency = .monthly
}
