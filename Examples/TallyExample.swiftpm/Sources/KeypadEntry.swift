import SwiftUI
import TallyCore
import TallyUI

/// The hero amount with Tally's own keypad instead of the system keyboard: both draw one
/// `AmountInputViewState`, and each key goes through its actions; so does the currency picker
/// the amount's currency button opens.
struct KeypadEntry: View {
    @State private var amount = AmountInputViewState(currency: .eur, locale: .autoupdatingCurrent, conversionTarget: .chf)
    @State private var recentCurrencies: [Currency] = []

    var body: some View {
        VStack(spacing: AppSpacing.lg) {
            Spacer()
            AmountInputView(state: $amount)
                .currencyPicker(favourites: [.eur, .chf, .usd], recents: $recentCurrencies)
            Spacer()
            AmountKeypad(entry: $amount.entry)
        }
        .padding(AppSpacing.lg)
        .background(AppColors.background)
    }
}
