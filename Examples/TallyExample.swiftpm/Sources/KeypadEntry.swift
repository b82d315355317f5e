import SwiftUI
import TallyCore
import TallyUI

/// The hero amount with Tally's own keypad instead of the system keyboard: both draw one
/// `AmountInputViewState`, and each key goes through its actions; so does the currency picker
/// the amount's currency button opens. The amount takes arithmetic: the keypad has its operator
/// row, and "12.40 + 7.60" shows its total under it.
struct KeypadEntry: View {
    @State private var amount = AmountInputViewState(currency: .eur, locale: .autoupdatingCurrent, allowsExpressions: true,
                                                     conversionTarget: .chf)
    @State private var recentCurrencies: [Currency] = []

    var body: some View {
        VStack(spacing: AppSpacing.lg) {
            Spacer()
            AmountInputView(state: $amount)
                .currencyPicker(favourites: [.eur, .chf, .usd], recents: $recentCurrencies)
            Spacer()
            AmountKeypad(entry: $amount.entry, order: .calculator)
        }
        .padding(AppSpacing.lg)
        .background(AppColors.background)
    }
}
